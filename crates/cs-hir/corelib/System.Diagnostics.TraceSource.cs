// Core library model: System.Diagnostics trace listeners and sources (TraceListener, TraceListenerCollection, DefaultTraceListener, TextWriterTraceListener, ConsoleTraceListener, TraceSource, Switch, SourceSwitch, TraceSwitch, TraceLevel, TraceEventType, SourceLevels).
using System.Collections;
using System.Diagnostics.CodeAnalysis;
using System.IO;

namespace System.Diagnostics
{
    public enum TraceLevel
    {
        Off = 0,
        Error = 1,
        Warning = 2,
        Info = 3,
        Verbose = 4,
    }

    public enum TraceEventType
    {
        Critical = 1,
        Error = 2,
        Warning = 4,
        Information = 8,
        Verbose = 16,
        Start = 256,
        Stop = 512,
        Suspend = 1024,
        Resume = 2048,
        Transfer = 4096,
    }

    [Flags]
    public enum SourceLevels
    {
        All = -1,
        Off = 0,
        Critical = 1,
        Error = 3,
        Warning = 7,
        Information = 15,
        Verbose = 31,
        ActivityTracing = 65280,
    }

    [Flags]
    public enum TraceOptions
    {
        None = 0,
        LogicalOperationStack = 1,
        DateTime = 2,
        Timestamp = 4,
        ProcessId = 8,
        ThreadId = 16,
        Callstack = 32,
    }

    public class TraceEventCache
    {
        public TraceEventCache() { }
        public string Callstack { get => throw null; }
        public DateTime DateTime { get => throw null; }
        public Stack LogicalOperationStack { get => throw null; }
        public int ProcessId { get => throw null; }
        public string ThreadId { get => throw null; }
        public long Timestamp { get => throw null; }
    }

    public abstract class TraceFilter
    {
        protected TraceFilter() { }
        public abstract bool ShouldTrace(TraceEventCache? cache, string source, TraceEventType eventType, int id, [StringSyntax("CompositeFormat")] string? formatOrMessage, object?[]? args, object? data1, object?[]? data);
    }

    public abstract class TraceListener : MarshalByRefObject, IDisposable
    {
        protected TraceListener() { }
        protected TraceListener(string? name) { }
        public TraceFilter? Filter { get => throw null; set { } }
        public int IndentLevel { get => throw null; set { } }
        public int IndentSize { get => throw null; set { } }
        public virtual bool IsThreadSafe { get => throw null; }
        [AllowNull]
        public virtual string Name { get => throw null; set { } }
        protected bool NeedIndent { get => throw null; set { } }
        public TraceOptions TraceOutputOptions { get => throw null; set { } }
        public virtual void Close() { }
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public virtual void Fail(string? message) { }
        public virtual void Fail(string? message, string? detailMessage) { }
        public virtual void Flush() { }
        protected internal virtual string[]? GetSupportedAttributes() => throw null;
        public virtual void TraceData(TraceEventCache? eventCache, string source, TraceEventType eventType, int id, object? data) { }
        public virtual void TraceData(TraceEventCache? eventCache, string source, TraceEventType eventType, int id, params object?[]? data) { }
        public virtual void TraceEvent(TraceEventCache? eventCache, string source, TraceEventType eventType, int id) { }
        public virtual void TraceEvent(TraceEventCache? eventCache, string source, TraceEventType eventType, int id, string? message) { }
        public virtual void TraceEvent(TraceEventCache? eventCache, string source, TraceEventType eventType, int id, [StringSyntax("CompositeFormat")] string? format, params object?[]? args) { }
        public virtual void TraceTransfer(TraceEventCache? eventCache, string source, int id, string? message, Guid relatedActivityId) { }
        public virtual void Write(object? o) { }
        public virtual void Write(object? o, string? category) { }
        public abstract void Write(string? message);
        public virtual void Write(string? message, string? category) { }
        protected virtual void WriteIndent() { }
        public virtual void WriteLine(object? o) { }
        public virtual void WriteLine(object? o, string? category) { }
        public abstract void WriteLine(string? message);
        public virtual void WriteLine(string? message, string? category) { }
    }

    public class TraceListenerCollection : IList, ICollection, IEnumerable
    {
        internal TraceListenerCollection() { }
        public int Count { get => throw null; }
        public TraceListener this[int i] { get => throw null; set { } }
        public TraceListener? this[string name] { get => throw null; }
        bool ICollection.IsSynchronized { get => throw null; }
        object ICollection.SyncRoot { get => throw null; }
        bool IList.IsFixedSize { get => throw null; }
        bool IList.IsReadOnly { get => throw null; }
        object? IList.this[int index] { get => throw null; set { } }
        public int Add(TraceListener listener) => throw null;
        public void AddRange(TraceListener[] value) { }
        public void AddRange(TraceListenerCollection value) { }
        public void Clear() { }
        public bool Contains(TraceListener? listener) => throw null;
        public void CopyTo(TraceListener[] listeners, int index) { }
        public IEnumerator GetEnumerator() => throw null;
        public int IndexOf(TraceListener? listener) => throw null;
        public void Insert(int index, TraceListener listener) { }
        public void Remove(TraceListener? listener) { }
        public void Remove(string name) { }
        public void RemoveAt(int index) { }
        void ICollection.CopyTo(Array array, int index) { }
        int IList.Add(object? value) => throw null;
        bool IList.Contains(object? value) => throw null;
        int IList.IndexOf(object? value) => throw null;
        void IList.Insert(int index, object? value) { }
        void IList.Remove(object? value) { }
    }

    public class DefaultTraceListener : TraceListener
    {
        public DefaultTraceListener() { }
        public bool AssertUiEnabled { get => throw null; set { } }
        public string? LogFileName { get => throw null; set { } }
        public override void Fail(string? message) { }
        public override void Fail(string? message, string? detailMessage) { }
        public override void Write(string? message) { }
        public override void WriteLine(string? message) { }
    }

    public class TextWriterTraceListener : TraceListener
    {
        public TextWriterTraceListener() { }
        public TextWriterTraceListener(Stream stream) { }
        public TextWriterTraceListener(Stream stream, string? name) { }
        public TextWriterTraceListener(TextWriter writer) { }
        public TextWriterTraceListener(TextWriter writer, string? name) { }
        public TextWriterTraceListener(string? fileName) { }
        public TextWriterTraceListener(string? fileName, string? name) { }
        public TextWriter? Writer { get => throw null; set { } }
        public override void Close() { }
        protected override void Dispose(bool disposing) { }
        public override void Flush() { }
        public override void Write(string? message) { }
        public override void WriteLine(string? message) { }
    }

    public class ConsoleTraceListener : TextWriterTraceListener
    {
        public ConsoleTraceListener() { }
        public ConsoleTraceListener(bool useErrorStream) { }
        public override void Close() { }
    }

    public abstract class Switch
    {
        protected Switch(string displayName, string? description) { }
        protected Switch(string displayName, string? description, string defaultSwitchValue) { }
        public string DefaultValue { get => throw null; }
        public string Description { get => throw null; }
        public string DisplayName { get => throw null; }
        protected int SwitchSetting { get => throw null; set { } }
        public string Value { get => throw null; set { } }
        protected internal virtual string[]? GetSupportedAttributes() => throw null;
        protected virtual void OnSwitchSettingChanged() { }
        protected virtual void OnValueChanged() { }
        public void Refresh() { }
    }

    public class SourceSwitch : Switch
    {
        public SourceSwitch(string name) : base(default(string)!, default(string)) { }
        public SourceSwitch(string displayName, string defaultSwitchValue) : base(default(string)!, default(string)) { }
        public SourceLevels Level { get => throw null; set { } }
        protected override void OnValueChanged() { }
        public bool ShouldTrace(TraceEventType eventType) => throw null;
    }

    public class TraceSwitch : Switch
    {
        public TraceSwitch(string displayName, string? description) : base(default(string)!, default(string)) { }
        public TraceSwitch(string displayName, string? description, string defaultSwitchValue) : base(default(string)!, default(string)) { }
        public TraceLevel Level { get => throw null; set { } }
        public bool TraceError { get => throw null; }
        public bool TraceInfo { get => throw null; }
        public bool TraceVerbose { get => throw null; }
        public bool TraceWarning { get => throw null; }
        protected override void OnSwitchSettingChanged() { }
        protected override void OnValueChanged() { }
    }

    public class TraceSource
    {
        public TraceSource(string name) { }
        public TraceSource(string name, SourceLevels defaultLevel) { }
        public SourceLevels DefaultLevel { get => throw null; }
        public TraceListenerCollection Listeners { get => throw null; }
        public string Name { get => throw null; }
        public SourceSwitch Switch { get => throw null; set { } }
        public void Close() { }
        public void Flush() { }
        protected internal virtual string[]? GetSupportedAttributes() => throw null;
        [Conditional("TRACE")]
        public void TraceData(TraceEventType eventType, int id, object? data) { }
        [Conditional("TRACE")]
        public void TraceData(TraceEventType eventType, int id, params object?[]? data) { }
        [Conditional("TRACE")]
        public void TraceEvent(TraceEventType eventType, int id) { }
        [Conditional("TRACE")]
        public void TraceEvent(TraceEventType eventType, int id, string? message) { }
        [Conditional("TRACE")]
        public void TraceEvent(TraceEventType eventType, int id, [StringSyntax("CompositeFormat")] string? format, params object?[]? args) { }
        [Conditional("TRACE")]
        public void TraceInformation(string? message) { }
        [Conditional("TRACE")]
        public void TraceInformation([StringSyntax("CompositeFormat")] string? format, params object?[]? args) { }
        [Conditional("TRACE")]
        public void TraceTransfer(int id, string? message, Guid relatedActivityId) { }
    }
}
