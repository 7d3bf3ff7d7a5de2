// Core library model: System.Diagnostics (Debug, Trace, Stopwatch, Process, ProcessStartInfo, Debugger, StackTrace and the debugger attributes).
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Reflection;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

namespace System.Diagnostics
{
    public static class Debug
    {
        public static bool AutoFlush { get => throw null; set { } }
        public static int IndentLevel { get => throw null; set { } }
        public static int IndentSize { get => throw null; set { } }
        [Conditional("DEBUG")]
        public static void Assert([DoesNotReturnIf(false)] bool condition) { }
        [Conditional("DEBUG")]
        public static void Assert([DoesNotReturnIf(false)] bool condition, string? message) { }
        [Conditional("DEBUG")]
        public static void Assert([DoesNotReturnIf(false)] bool condition, string? message, string? detailMessage) { }
        [Conditional("DEBUG")]
        public static void Assert([DoesNotReturnIf(false)] bool condition, string? message, string detailMessageFormat, params object?[] args) { }
        [Conditional("DEBUG")]
        public static void Close() { }
        [Conditional("DEBUG")]
        [DoesNotReturn]
        public static void Fail(string? message) => throw null;
        [Conditional("DEBUG")]
        [DoesNotReturn]
        public static void Fail(string? message, string? detailMessage) => throw null;
        [Conditional("DEBUG")]
        public static void Flush() { }
        [Conditional("DEBUG")]
        public static void Indent() { }
        [Conditional("DEBUG")]
        public static void Print(string? message) { }
        [Conditional("DEBUG")]
        public static void Print(string format, params object?[] args) { }
        [Conditional("DEBUG")]
        public static void Unindent() { }
        [Conditional("DEBUG")]
        public static void Write(object? value) { }
        [Conditional("DEBUG")]
        public static void Write(object? value, string? category) { }
        [Conditional("DEBUG")]
        public static void Write(string? message) { }
        [Conditional("DEBUG")]
        public static void Write(string? message, string? category) { }
        [Conditional("DEBUG")]
        public static void WriteIf(bool condition, object? value) { }
        [Conditional("DEBUG")]
        public static void WriteIf(bool condition, object? value, string? category) { }
        [Conditional("DEBUG")]
        public static void WriteIf(bool condition, string? message) { }
        [Conditional("DEBUG")]
        public static void WriteIf(bool condition, string? message, string? category) { }
        [Conditional("DEBUG")]
        public static void WriteLine(object? value) { }
        [Conditional("DEBUG")]
        public static void WriteLine(object? value, string? category) { }
        [Conditional("DEBUG")]
        public static void WriteLine(string format, params object?[] args) { }
        [Conditional("DEBUG")]
        public static void WriteLine(string? message) { }
        [Conditional("DEBUG")]
        public static void WriteLine(string? message, string? category) { }
        [Conditional("DEBUG")]
        public static void WriteLineIf(bool condition, object? value) { }
        [Conditional("DEBUG")]
        public static void WriteLineIf(bool condition, object? value, string? category) { }
        [Conditional("DEBUG")]
        public static void WriteLineIf(bool condition, string? message) { }
        [Conditional("DEBUG")]
        public static void WriteLineIf(bool condition, string? message, string? category) { }
    }

    public sealed class Trace
    {
        internal Trace() { }
        public static bool AutoFlush { get => throw null; set { } }
        public static int IndentLevel { get => throw null; set { } }
        public static int IndentSize { get => throw null; set { } }
        public static TraceListenerCollection Listeners { get => throw null; }
        public static bool UseGlobalLock { get => throw null; set { } }
        [Conditional("TRACE")]
        public static void Assert(bool condition) { }
        [Conditional("TRACE")]
        public static void Assert(bool condition, string? message) { }
        [Conditional("TRACE")]
        public static void Assert(bool condition, string? message, string? detailMessage) { }
        [Conditional("TRACE")]
        public static void Close() { }
        [Conditional("TRACE")]
        public static void Fail(string? message) { }
        [Conditional("TRACE")]
        public static void Fail(string? message, string? detailMessage) { }
        [Conditional("TRACE")]
        public static void Flush() { }
        [Conditional("TRACE")]
        public static void Indent() { }
        public static void Refresh() { }
        [Conditional("TRACE")]
        public static void TraceError(string? message) { }
        [Conditional("TRACE")]
        public static void TraceError(string format, params object?[]? args) { }
        [Conditional("TRACE")]
        public static void TraceInformation(string? message) { }
        [Conditional("TRACE")]
        public static void TraceInformation(string format, params object?[]? args) { }
        [Conditional("TRACE")]
        public static void TraceWarning(string? message) { }
        [Conditional("TRACE")]
        public static void TraceWarning(string format, params object?[]? args) { }
        [Conditional("TRACE")]
        public static void Unindent() { }
        [Conditional("TRACE")]
        public static void Write(object? value) { }
        [Conditional("TRACE")]
        public static void Write(object? value, string? category) { }
        [Conditional("TRACE")]
        public static void Write(string? message) { }
        [Conditional("TRACE")]
        public static void Write(string? message, string? category) { }
        [Conditional("TRACE")]
        public static void WriteIf(bool condition, object? value) { }
        [Conditional("TRACE")]
        public static void WriteIf(bool condition, string? message) { }
        [Conditional("TRACE")]
        public static void WriteLine(object? value) { }
        [Conditional("TRACE")]
        public static void WriteLine(object? value, string? category) { }
        [Conditional("TRACE")]
        public static void WriteLine(string? message) { }
        [Conditional("TRACE")]
        public static void WriteLine(string? message, string? category) { }
        [Conditional("TRACE")]
        public static void WriteLineIf(bool condition, object? value) { }
        [Conditional("TRACE")]
        public static void WriteLineIf(bool condition, string? message) { }
    }

    /// <summary>Accurately measures elapsed time.</summary>
    public class Stopwatch
    {
        public static readonly long Frequency;
        public static readonly bool IsHighResolution;
        public Stopwatch() { }
        public TimeSpan Elapsed { get => throw null; }
        public long ElapsedMilliseconds { get => throw null; }
        public long ElapsedTicks { get => throw null; }
        public bool IsRunning { get => throw null; }
        public static TimeSpan GetElapsedTime(long startingTimestamp) => throw null;
        public static TimeSpan GetElapsedTime(long startingTimestamp, long endingTimestamp) => throw null;
        public static long GetTimestamp() => throw null;
        public void Reset() { }
        public void Restart() { }
        public void Start() { }
        public static Stopwatch StartNew() => throw null;
        public void Stop() { }
    }

    public class Process : Component, IDisposable
    {
        public Process() { }
        public int BasePriority { get => throw null; }
        public bool EnableRaisingEvents { get => throw null; set { } }
        public int ExitCode { get => throw null; }
        public DateTime ExitTime { get => throw null; }
        public IntPtr Handle { get => throw null; }
        public int HandleCount { get => throw null; }
        public bool HasExited { get => throw null; }
        public int Id { get => throw null; }
        public string MachineName { get => throw null; }
        public ProcessModule? MainModule { get => throw null; }
        public IntPtr MainWindowHandle { get => throw null; }
        public string MainWindowTitle { get => throw null; }
        public long PagedMemorySize64 { get => throw null; }
        public long PeakWorkingSet64 { get => throw null; }
        public ProcessPriorityClass PriorityClass { get => throw null; set { } }
        public long PrivateMemorySize64 { get => throw null; }
        public TimeSpan PrivilegedProcessorTime { get => throw null; }
        public string ProcessName { get => throw null; }
        public bool Responding { get => throw null; }
        public int SessionId { get => throw null; }
        public StreamReader StandardError { get => throw null; }
        public StreamWriter StandardInput { get => throw null; }
        public StreamReader StandardOutput { get => throw null; }
        public ProcessStartInfo StartInfo { get => throw null; set { } }
        public DateTime StartTime { get => throw null; }
        public TimeSpan TotalProcessorTime { get => throw null; }
        public TimeSpan UserProcessorTime { get => throw null; }
        public long VirtualMemorySize64 { get => throw null; }
        public long WorkingSet64 { get => throw null; }
        public event DataReceivedEventHandler? ErrorDataReceived;
        public event EventHandler Exited;
        public event DataReceivedEventHandler? OutputDataReceived;
        public void BeginErrorReadLine() { }
        public void BeginOutputReadLine() { }
        public void CancelErrorRead() { }
        public void CancelOutputRead() { }
        public void Close() { }
        public bool CloseMainWindow() => throw null;
        protected override void Dispose(bool disposing) { }
        public static void EnterDebugMode() { }
        public static Process GetCurrentProcess() => throw null;
        public static Process GetProcessById(int processId) => throw null;
        public static Process[] GetProcesses() => throw null;
        public static Process[] GetProcessesByName(string? processName) => throw null;
        public void Kill() { }
        public void Kill(bool entireProcessTree) { }
        public static void LeaveDebugMode() { }
        protected void OnExited() { }
        public void Refresh() { }
        public bool Start() => throw null;
        public static Process? Start(ProcessStartInfo startInfo) => throw null;
        public static Process Start(string fileName) => throw null;
        public static Process Start(string fileName, IEnumerable<string> arguments) => throw null;
        public static Process Start(string fileName, string arguments) => throw null;
        public override string ToString() => throw null;
        public void WaitForExit() { }
        public bool WaitForExit(int milliseconds) => throw null;
        public bool WaitForExit(TimeSpan timeout) => throw null;
        public Task WaitForExitAsync(CancellationToken cancellationToken = default) => throw null;
        public bool WaitForInputIdle() => throw null;
        public bool WaitForInputIdle(int milliseconds) => throw null;
    }

    public class ProcessModule : Component
    {
        internal ProcessModule() { }
        public IntPtr BaseAddress { get => throw null; }
        public string FileName { get => throw null; }
        public int ModuleMemorySize { get => throw null; }
        public string ModuleName { get => throw null; }
        public override string ToString() => throw null;
    }

    public enum ProcessPriorityClass
    {
        Normal = 32,
        Idle = 64,
        High = 128,
        RealTime = 256,
        BelowNormal = 16384,
        AboveNormal = 32768,
    }

    public sealed class ProcessStartInfo
    {
        public ProcessStartInfo() { }
        public ProcessStartInfo(string fileName) { }
        public ProcessStartInfo(string fileName, IEnumerable<string> arguments) { }
        public ProcessStartInfo(string fileName, string? arguments) { }
        public Collection<string> ArgumentList { get => throw null; }
        [AllowNull]
        public string Arguments { get => throw null; set { } }
        public bool CreateNoWindow { get => throw null; set { } }
        [AllowNull]
        public string Domain { get => throw null; set { } }
        public IDictionary<string, string?> Environment { get => throw null; }
        public bool ErrorDialog { get => throw null; set { } }
        public IntPtr ErrorDialogParentHandle { get => throw null; set { } }
        [AllowNull]
        public string FileName { get => throw null; set { } }
        public bool LoadUserProfile { get => throw null; set { } }
        public bool RedirectStandardError { get => throw null; set { } }
        public bool RedirectStandardInput { get => throw null; set { } }
        public bool RedirectStandardOutput { get => throw null; set { } }
        public Encoding? StandardErrorEncoding { get => throw null; set { } }
        public Encoding? StandardInputEncoding { get => throw null; set { } }
        public Encoding? StandardOutputEncoding { get => throw null; set { } }
        [AllowNull]
        public string UserName { get => throw null; set { } }
        public bool UseShellExecute { get => throw null; set { } }
        [AllowNull]
        public string Verb { get => throw null; set { } }
        public string[] Verbs { get => throw null; }
        public ProcessWindowStyle WindowStyle { get => throw null; set { } }
        [AllowNull]
        public string WorkingDirectory { get => throw null; set { } }
    }

    public enum ProcessWindowStyle
    {
        Normal = 0,
        Hidden = 1,
        Minimized = 2,
        Maximized = 3,
    }

    public class DataReceivedEventArgs : EventArgs
    {
        internal DataReceivedEventArgs() { }
        public string? Data { get => throw null; }
    }

    public delegate void DataReceivedEventHandler(object sender, DataReceivedEventArgs e);

    public static class Debugger
    {
        public static readonly string? DefaultCategory;
        public static bool IsAttached { get => throw null; }
        public static void Break() { }
        public static bool IsLogging() => throw null;
        public static bool Launch() => throw null;
        public static void Log(int level, string? category, string? message) { }
        public static void NotifyOfCrossThreadDependency() { }
    }

    public class StackTrace
    {
        public const int METHODS_TO_SKIP = 0;
        public StackTrace() { }
        public StackTrace(bool fNeedFileInfo) { }
        public StackTrace(IEnumerable<StackFrame> frames) { }
        public StackTrace(StackFrame frame) { }
        public StackTrace(Exception e) { }
        public StackTrace(Exception e, bool fNeedFileInfo) { }
        public StackTrace(Exception e, int skipFrames) { }
        public StackTrace(Exception e, int skipFrames, bool fNeedFileInfo) { }
        public StackTrace(int skipFrames) { }
        public StackTrace(int skipFrames, bool fNeedFileInfo) { }
        public virtual int FrameCount { get => throw null; }
        public virtual StackFrame? GetFrame(int index) => throw null;
        public virtual StackFrame[] GetFrames() => throw null;
        public override string ToString() => throw null;
    }

    public class StackFrame
    {
        public const int OFFSET_UNKNOWN = -1;
        public StackFrame() { }
        public StackFrame(bool needFileInfo) { }
        public StackFrame(int skipFrames) { }
        public StackFrame(int skipFrames, bool needFileInfo) { }
        public StackFrame(string? fileName, int lineNumber) { }
        public StackFrame(string? fileName, int lineNumber, int colNumber) { }
        public virtual int GetFileColumnNumber() => throw null;
        public virtual int GetFileLineNumber() => throw null;
        public virtual string? GetFileName() => throw null;
        public virtual int GetILOffset() => throw null;
        public virtual MethodBase? GetMethod() => throw null;
        public virtual int GetNativeOffset() => throw null;
        public override string ToString() => throw null;
    }

    public sealed class UnreachableException : Exception
    {
        public UnreachableException() { }
        public UnreachableException(string? message) { }
        public UnreachableException(string? message, Exception? innerException) { }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Method, AllowMultiple = true)]
    public sealed class ConditionalAttribute : Attribute
    {
        public ConditionalAttribute(string conditionString) { }
        public string ConditionString { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Assembly | AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Enum | AttributeTargets.Property | AttributeTargets.Field | AttributeTargets.Delegate, AllowMultiple = true)]
    public sealed class DebuggerDisplayAttribute : Attribute
    {
        public DebuggerDisplayAttribute(string? value) { }
        public string? Name { get => throw null; set { } }
        public Type? Target { get => throw null; set { } }
        public string? TargetTypeName { get => throw null; set { } }
        public string? Type { get => throw null; set { } }
        public string Value { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Constructor | AttributeTargets.Method, Inherited = false)]
    public sealed class DebuggerStepThroughAttribute : Attribute
    {
        public DebuggerStepThroughAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Constructor | AttributeTargets.Method | AttributeTargets.Property, Inherited = false)]
    public sealed class DebuggerHiddenAttribute : Attribute
    {
        public DebuggerHiddenAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Constructor | AttributeTargets.Method | AttributeTargets.Property, Inherited = false)]
    public sealed class DebuggerNonUserCodeAttribute : Attribute
    {
        public DebuggerNonUserCodeAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Property | AttributeTargets.Field, AllowMultiple = false)]
    public sealed class DebuggerBrowsableAttribute : Attribute
    {
        public DebuggerBrowsableAttribute(DebuggerBrowsableState state) { }
        public DebuggerBrowsableState State { get => throw null; }
    }

    public enum DebuggerBrowsableState
    {
        Never = 0,
        Collapsed = 2,
        RootHidden = 3,
    }

    [AttributeUsage(AttributeTargets.Assembly | AttributeTargets.Class | AttributeTargets.Struct, AllowMultiple = true)]
    public sealed class DebuggerTypeProxyAttribute : Attribute
    {
        public DebuggerTypeProxyAttribute(string typeName) { }
        public DebuggerTypeProxyAttribute(Type type) { }
        public string ProxyTypeName { get => throw null; }
        public Type? Target { get => throw null; set { } }
        public string? TargetTypeName { get => throw null; set { } }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Constructor | AttributeTargets.Method, Inherited = false)]
    public sealed class StackTraceHiddenAttribute : Attribute
    {
        public StackTraceHiddenAttribute() { }
    }
}
