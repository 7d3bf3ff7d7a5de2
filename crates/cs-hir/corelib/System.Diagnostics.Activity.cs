// Core library model: System.Diagnostics distributed tracing (Activity, ActivitySource, ActivityListener, ActivityContext, the trace and span ids, ActivityTagsCollection, DiagnosticSource, DiagnosticListener) and a minimal System.Diagnostics.Tracing.EventSource.
using System.Collections;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace System.Diagnostics
{
    public enum ActivityIdFormat
    {
        Unknown = 0,
        Hierarchical = 1,
        W3C = 2,
    }

    public enum ActivityKind
    {
        Internal = 0,
        Server = 1,
        Client = 2,
        Producer = 3,
        Consumer = 4,
    }

    public enum ActivitySamplingResult
    {
        None = 0,
        PropagationData = 1,
        AllData = 2,
        AllDataAndRecorded = 3,
    }

    public enum ActivityStatusCode
    {
        Unset = 0,
        Ok = 1,
        Error = 2,
    }

    [Flags]
    public enum ActivityTraceFlags
    {
        None = 0,
        Recorded = 1,
    }

    public class Activity : IDisposable
    {
        public Activity(string operationName) { }
        public ActivityTraceFlags ActivityTraceFlags { get => throw null; set { } }
        public IEnumerable<KeyValuePair<string, string?>> Baggage { get => throw null; }
        public ActivityContext Context { get => throw null; }
        public static Activity? Current { get => throw null; set { } }
        public static ActivityIdFormat DefaultIdFormat { get => throw null; set { } }
        public string DisplayName { get => throw null; set { } }
        public TimeSpan Duration { get => throw null; }
        public IEnumerable<ActivityEvent> Events { get => throw null; }
        public static bool ForceDefaultIdFormat { get => throw null; set { } }
        public bool HasRemoteParent { get => throw null; }
        public string? Id { get => throw null; }
        public ActivityIdFormat IdFormat { get => throw null; }
        public bool IsAllDataRequested { get => throw null; set { } }
        public bool IsStopped { get => throw null; }
        public ActivityKind Kind { get => throw null; }
        public IEnumerable<ActivityLink> Links { get => throw null; }
        public string OperationName { get => throw null; }
        public Activity? Parent { get => throw null; }
        public string? ParentId { get => throw null; }
        public ActivitySpanId ParentSpanId { get => throw null; }
        public bool Recorded { get => throw null; }
        public string? RootId { get => throw null; }
        public ActivitySource Source { get => throw null; }
        public ActivitySpanId SpanId { get => throw null; }
        public DateTime StartTimeUtc { get => throw null; }
        public ActivityStatusCode Status { get => throw null; }
        public string? StatusDescription { get => throw null; }
        public IEnumerable<KeyValuePair<string, object?>> TagObjects { get => throw null; }
        public IEnumerable<KeyValuePair<string, string?>> Tags { get => throw null; }
        public ActivityTraceId TraceId { get => throw null; }
        public static Func<ActivityTraceId>? TraceIdGenerator { get => throw null; set { } }
        public string? TraceStateString { get => throw null; set { } }
        public static event EventHandler<ActivityChangedEventArgs>? CurrentChanged;
        public Activity AddBaggage(string key, string? value) => throw null;
        public Activity AddEvent(ActivityEvent e) => throw null;
        public Activity AddTag(string key, object? value) => throw null;
        public Activity AddTag(string key, string? value) => throw null;
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public string? GetBaggageItem(string key) => throw null;
        public object? GetCustomProperty(string propertyName) => throw null;
        public object? GetTagItem(string key) => throw null;
        public Activity SetBaggage(string key, string? value) => throw null;
        public void SetCustomProperty(string propertyName, object? propertyValue) { }
        public Activity SetEndTime(DateTime endTimeUtc) => throw null;
        public Activity SetIdFormat(ActivityIdFormat format) => throw null;
        public Activity SetParentId(ActivityTraceId traceId, ActivitySpanId spanId, ActivityTraceFlags activityTraceFlags = ActivityTraceFlags.None) => throw null;
        public Activity SetParentId(string parentId) => throw null;
        public Activity SetStartTime(DateTime startTimeUtc) => throw null;
        public Activity SetStatus(ActivityStatusCode code, string? description = null) => throw null;
        public Activity SetTag(string key, object? value) => throw null;
        public Activity Start() => throw null;
        public void Stop() { }
    }

    public readonly struct ActivityChangedEventArgs
    {
        public Activity? Current { get => throw null; init { } }
        public Activity? Previous { get => throw null; init { } }
    }

    public readonly struct ActivityContext : IEquatable<ActivityContext>
    {
        public ActivityContext(ActivityTraceId traceId, ActivitySpanId spanId, ActivityTraceFlags traceFlags, string? traceState = null, bool isRemote = false) { }
        public bool IsRemote { get => throw null; }
        public ActivitySpanId SpanId { get => throw null; }
        public ActivityTraceFlags TraceFlags { get => throw null; }
        public ActivityTraceId TraceId { get => throw null; }
        public string? TraceState { get => throw null; }
        public bool Equals(ActivityContext value) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(ActivityContext left, ActivityContext right) => throw null;
        public static bool operator !=(ActivityContext left, ActivityContext right) => throw null;
        public static ActivityContext Parse(string traceParent, string? traceState) => throw null;
        public static bool TryParse(string? traceParent, string? traceState, bool isRemote, out ActivityContext context) => throw null;
        public static bool TryParse(string? traceParent, string? traceState, out ActivityContext context) => throw null;
    }

    public readonly struct ActivityCreationOptions<T>
    {
        public ActivityKind Kind { get => throw null; }
        public IEnumerable<ActivityLink>? Links { get => throw null; }
        public string Name { get => throw null; }
        public T Parent { get => throw null; }
        public ActivityTagsCollection SamplingTags { get => throw null; }
        public ActivitySource Source { get => throw null; }
        public IEnumerable<KeyValuePair<string, object?>>? Tags { get => throw null; }
        public ActivityTraceId TraceId { get => throw null; }
        public string? TraceState { get => throw null; init { } }
    }

    public readonly struct ActivityEvent
    {
        public ActivityEvent(string name) { }
        public ActivityEvent(string name, DateTimeOffset timestamp = default(DateTimeOffset), ActivityTagsCollection? tags = null) { }
        public string Name { get => throw null; }
        public IEnumerable<KeyValuePair<string, object?>> Tags { get => throw null; }
        public DateTimeOffset Timestamp { get => throw null; }
    }

    public readonly struct ActivityLink : IEquatable<ActivityLink>
    {
        public ActivityLink(ActivityContext context, ActivityTagsCollection? tags = null) { }
        public ActivityContext Context { get => throw null; }
        public IEnumerable<KeyValuePair<string, object?>>? Tags { get => throw null; }
        public bool Equals(ActivityLink value) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(ActivityLink left, ActivityLink right) => throw null;
        public static bool operator !=(ActivityLink left, ActivityLink right) => throw null;
    }

    public delegate ActivitySamplingResult SampleActivity<T>(ref ActivityCreationOptions<T> options);

    public sealed class ActivityListener : IDisposable
    {
        public ActivityListener() { }
        public Action<Activity>? ActivityStarted { get => throw null; set { } }
        public Action<Activity>? ActivityStopped { get => throw null; set { } }
        public SampleActivity<ActivityContext>? Sample { get => throw null; set { } }
        public SampleActivity<string>? SampleUsingParentId { get => throw null; set { } }
        public Func<ActivitySource, bool>? ShouldListenTo { get => throw null; set { } }
        public void Dispose() { }
    }

    public sealed class ActivitySource : IDisposable
    {
        public ActivitySource(string name, string? version = "") { }
        public string Name { get => throw null; }
        public string? Version { get => throw null; }
        public static void AddActivityListener(ActivityListener listener) { }
        public Activity? CreateActivity(string name, ActivityKind kind) => throw null;
        public Activity? CreateActivity(string name, ActivityKind kind, ActivityContext parentContext, IEnumerable<KeyValuePair<string, object?>>? tags = null, IEnumerable<ActivityLink>? links = null, ActivityIdFormat idFormat = ActivityIdFormat.Unknown) => throw null;
        public Activity? CreateActivity(string name, ActivityKind kind, string? parentId, IEnumerable<KeyValuePair<string, object?>>? tags = null, IEnumerable<ActivityLink>? links = null, ActivityIdFormat idFormat = ActivityIdFormat.Unknown) => throw null;
        public void Dispose() { }
        public bool HasListeners() => throw null;
        public Activity? StartActivity(ActivityKind kind, ActivityContext parentContext = default(ActivityContext), IEnumerable<KeyValuePair<string, object?>>? tags = null, IEnumerable<ActivityLink>? links = null, DateTimeOffset startTime = default(DateTimeOffset), [CallerMemberName] string name = "") => throw null;
        public Activity? StartActivity([CallerMemberName] string name = "", ActivityKind kind = ActivityKind.Internal) => throw null;
        public Activity? StartActivity(string name, ActivityKind kind, ActivityContext parentContext, IEnumerable<KeyValuePair<string, object?>>? tags = null, IEnumerable<ActivityLink>? links = null, DateTimeOffset startTime = default(DateTimeOffset)) => throw null;
        public Activity? StartActivity(string name, ActivityKind kind, string? parentId, IEnumerable<KeyValuePair<string, object?>>? tags = null, IEnumerable<ActivityLink>? links = null, DateTimeOffset startTime = default(DateTimeOffset)) => throw null;
    }

    public readonly struct ActivitySpanId : IEquatable<ActivitySpanId>
    {
        public void CopyTo(Span<byte> destination) { }
        public static ActivitySpanId CreateFromBytes(ReadOnlySpan<byte> idData) => throw null;
        public static ActivitySpanId CreateFromString(ReadOnlySpan<char> idData) => throw null;
        public static ActivitySpanId CreateFromUtf8String(ReadOnlySpan<byte> idData) => throw null;
        public static ActivitySpanId CreateRandom() => throw null;
        public bool Equals(ActivitySpanId spanId) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(ActivitySpanId spanId1, ActivitySpanId spandId2) => throw null;
        public static bool operator !=(ActivitySpanId spanId1, ActivitySpanId spandId2) => throw null;
        public string ToHexString() => throw null;
        public override string ToString() => throw null;
    }

    public readonly struct ActivityTraceId : IEquatable<ActivityTraceId>
    {
        public void CopyTo(Span<byte> destination) { }
        public static ActivityTraceId CreateFromBytes(ReadOnlySpan<byte> idData) => throw null;
        public static ActivityTraceId CreateFromString(ReadOnlySpan<char> idData) => throw null;
        public static ActivityTraceId CreateFromUtf8String(ReadOnlySpan<byte> idData) => throw null;
        public static ActivityTraceId CreateRandom() => throw null;
        public bool Equals(ActivityTraceId traceId) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(ActivityTraceId traceId1, ActivityTraceId traceId2) => throw null;
        public static bool operator !=(ActivityTraceId traceId1, ActivityTraceId traceId2) => throw null;
        public string ToHexString() => throw null;
        public override string ToString() => throw null;
    }

    public class ActivityTagsCollection : IDictionary<string, object?>, ICollection<KeyValuePair<string, object?>>, IEnumerable<KeyValuePair<string, object?>>, IEnumerable
    {
        public ActivityTagsCollection() { }
        public ActivityTagsCollection(IEnumerable<KeyValuePair<string, object?>> list) { }
        public int Count { get => throw null; }
        public bool IsReadOnly { get => throw null; }
        public object? this[string key] { get => throw null; set { } }
        public ICollection<string> Keys { get => throw null; }
        public ICollection<object?> Values { get => throw null; }
        public void Add(KeyValuePair<string, object?> item) { }
        public void Add(string key, object? value) { }
        public void Clear() { }
        public bool Contains(KeyValuePair<string, object?> item) => throw null;
        public bool ContainsKey(string key) => throw null;
        public void CopyTo(KeyValuePair<string, object?>[] array, int arrayIndex) { }
        public Enumerator GetEnumerator() => throw null;
        public bool Remove(KeyValuePair<string, object?> item) => throw null;
        public bool Remove(string key) => throw null;
        IEnumerator<KeyValuePair<string, object?>> IEnumerable<KeyValuePair<string, object?>>.GetEnumerator() => throw null;
        IEnumerator IEnumerable.GetEnumerator() => throw null;
        public bool TryGetValue(string key, out object? value) => throw null;

        public struct Enumerator : IEnumerator<KeyValuePair<string, object?>>, IEnumerator, IDisposable
        {
            public KeyValuePair<string, object?> Current { get => throw null; }
            object IEnumerator.Current { get => throw null; }
            public void Dispose() { }
            public bool MoveNext() => throw null;
            void IEnumerator.Reset() { }
        }
    }

    public abstract class DiagnosticSource
    {
        protected DiagnosticSource() { }
        public abstract bool IsEnabled(string name);
        public virtual bool IsEnabled(string name, object? arg1, object? arg2 = null) => throw null;
        public virtual void OnActivityExport(Activity activity, object? payload) { }
        public virtual void OnActivityImport(Activity activity, object? payload) { }
        [RequiresUnreferencedCode("The type of object being written to DiagnosticSource cannot be discovered statically.")]
        public Activity StartActivity(Activity activity, object? args) => throw null;
        [RequiresUnreferencedCode("The type of object being written to DiagnosticSource cannot be discovered statically.")]
        public void StopActivity(Activity activity, object? args) { }
        [RequiresUnreferencedCode("The type of object being written to DiagnosticSource cannot be discovered statically.")]
        public abstract void Write(string name, object? value);
        [RequiresUnreferencedCode("The type of object being written to DiagnosticSource cannot be discovered statically.")]
        public void Write<T>(string name, T value) { }
    }

    public class DiagnosticListener : DiagnosticSource, IObservable<KeyValuePair<string, object?>>, IDisposable
    {
        public DiagnosticListener(string name) { }
        public static IObservable<DiagnosticListener> AllListeners { get => throw null; }
        public string Name { get => throw null; }
        public virtual void Dispose() { }
        public bool IsEnabled() => throw null;
        public override bool IsEnabled(string name) => throw null;
        public override bool IsEnabled(string name, object? arg1, object? arg2 = null) => throw null;
        public override void OnActivityExport(Activity activity, object? payload) { }
        public override void OnActivityImport(Activity activity, object? payload) { }
        public virtual IDisposable Subscribe(IObserver<KeyValuePair<string, object?>> observer) => throw null;
        public virtual IDisposable Subscribe(IObserver<KeyValuePair<string, object?>> observer, Func<string, object?, object?, bool>? isEnabled) => throw null;
        public virtual IDisposable Subscribe(IObserver<KeyValuePair<string, object?>> observer, Func<string, object?, object?, bool>? isEnabled, Action<Activity, object?>? onActivityImport = null, Action<Activity, object?>? onActivityExport = null) => throw null;
        public virtual IDisposable Subscribe(IObserver<KeyValuePair<string, object?>> observer, Predicate<string>? isEnabled) => throw null;
        public override string ToString() => throw null;
        [RequiresUnreferencedCode("The type of object being written to DiagnosticSource cannot be discovered statically.")]
        public override void Write(string name, object? value) { }
    }
}

namespace System.Diagnostics.Tracing
{
    public enum EventLevel
    {
        LogAlways = 0,
        Critical = 1,
        Error = 2,
        Warning = 3,
        Informational = 4,
        Verbose = 5,
    }

    [Flags]
    public enum EventKeywords : long
    {
        All = -1,
        None = 0,
        MicrosoftTelemetry = 562949953421312,
        WdiContext = 562949953421312,
        WdiDiagnostic = 1125899906842624,
        Sqm = 2251799813685248,
        AuditFailure = 4503599627370496,
        CorrelationHint = 4503599627370496,
        AuditSuccess = 9007199254740992,
        EventLogClassic = 36028797018963968,
    }

    [Flags]
    public enum EventSourceSettings
    {
        Default = 0,
        ThrowOnEventWriteErrors = 1,
        EtwManifestEventFormat = 4,
        EtwSelfDescribingEventFormat = 8,
    }

    [AttributeUsage(AttributeTargets.Method)]
    public sealed class EventAttribute : Attribute
    {
        public EventAttribute(int eventId) { }
        public int EventId { get => throw null; }
        public EventKeywords Keywords { get => throw null; set { } }
        public EventLevel Level { get => throw null; set { } }
        public string? Message { get => throw null; set { } }
        public byte Version { get => throw null; set { } }
    }

    [AttributeUsage(AttributeTargets.Method)]
    public sealed class NonEventAttribute : Attribute
    {
        public NonEventAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Class)]
    public sealed class EventSourceAttribute : Attribute
    {
        public EventSourceAttribute() { }
        public string? Guid { get => throw null; set { } }
        public string? LocalizationResources { get => throw null; set { } }
        public string? Name { get => throw null; set { } }
    }

    public class EventSource : IDisposable
    {
        protected EventSource() { }
        protected EventSource(bool throwOnEventWriteErrors) { }
        protected EventSource(EventSourceSettings settings) { }
        protected EventSource(EventSourceSettings settings, params string[]? traits) { }
        public EventSource(string eventSourceName) { }
        public EventSource(string eventSourceName, EventSourceSettings config) { }
        public EventSource(string eventSourceName, EventSourceSettings config, params string[]? traits) { }
        public Exception? ConstructionException { get => throw null; }
        public static Guid CurrentThreadActivityId { get => throw null; }
        public Guid Guid { get => throw null; }
        public string Name { get => throw null; }
        public EventSourceSettings Settings { get => throw null; }
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        ~EventSource() { }
        public string? GetTrait(string key) => throw null;
        public static Guid GetGuid(Type eventSourceType) => throw null;
        public static string GetName(Type eventSourceType) => throw null;
        public static IEnumerable<EventSource> GetSources() => throw null;
        public bool IsEnabled() => throw null;
        public bool IsEnabled(EventLevel level, EventKeywords keywords) => throw null;
        public static void SetCurrentThreadActivityId(Guid activityId) { }
        public override string ToString() => throw null;
        public void Write(string? eventName) { }
        protected void WriteEvent(int eventId) { }
        protected void WriteEvent(int eventId, byte[]? arg1) { }
        protected void WriteEvent(int eventId, int arg1) { }
        protected void WriteEvent(int eventId, int arg1, int arg2) { }
        protected void WriteEvent(int eventId, int arg1, int arg2, int arg3) { }
        protected void WriteEvent(int eventId, int arg1, string? arg2) { }
        protected void WriteEvent(int eventId, long arg1) { }
        protected void WriteEvent(int eventId, long arg1, byte[]? arg2) { }
        protected void WriteEvent(int eventId, long arg1, long arg2) { }
        protected void WriteEvent(int eventId, long arg1, long arg2, long arg3) { }
        protected void WriteEvent(int eventId, long arg1, string? arg2) { }
        [RequiresUnreferencedCode("EventSource will serialize the whole object graph. Trimmer will not safely handle this case because properties may be trimmed. This can be suppressed if the object is a primitive type")]
        protected void WriteEvent(int eventId, params object?[] args) { }
        protected void WriteEvent(int eventId, string? arg1) { }
        protected void WriteEvent(int eventId, string? arg1, int arg2) { }
        protected void WriteEvent(int eventId, string? arg1, int arg2, int arg3) { }
        protected void WriteEvent(int eventId, string? arg1, long arg2) { }
        protected void WriteEvent(int eventId, string? arg1, string? arg2) { }
        protected void WriteEvent(int eventId, string? arg1, string? arg2, string? arg3) { }
    }
}
