// Core library model: System.Threading (cancellation, threads, locks, wait handles, timers, thread-local and async-local storage).
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using System.Runtime.ConstrainedExecution;
using System.Threading.Tasks;

namespace System.Threading
{
    /// <summary>Propagates notification that operations should be canceled.</summary>
    public readonly struct CancellationToken : IEquatable<CancellationToken>
    {
        public CancellationToken(bool canceled) { }
        public bool CanBeCanceled { get => throw null; }
        public bool IsCancellationRequested { get => throw null; }
        public static CancellationToken None { get => throw null; }
        public WaitHandle WaitHandle { get => throw null; }
        public bool Equals(CancellationToken other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? other) => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(CancellationToken left, CancellationToken right) => throw null;
        public static bool operator !=(CancellationToken left, CancellationToken right) => throw null;
        public CancellationTokenRegistration Register(Action callback) => throw null;
        public CancellationTokenRegistration Register(Action callback, bool useSynchronizationContext) => throw null;
        public CancellationTokenRegistration Register(Action<object?, CancellationToken> callback, object? state) => throw null;
        public CancellationTokenRegistration Register(Action<object?> callback, object? state) => throw null;
        public CancellationTokenRegistration Register(Action<object?> callback, object? state, bool useSynchronizationContext) => throw null;
        public void ThrowIfCancellationRequested() { }
        public CancellationTokenRegistration UnsafeRegister(Action<object?, CancellationToken> callback, object? state) => throw null;
        public CancellationTokenRegistration UnsafeRegister(Action<object?> callback, object? state) => throw null;
    }

    public readonly struct CancellationTokenRegistration : IEquatable<CancellationTokenRegistration>, IDisposable, IAsyncDisposable
    {
        public CancellationToken Token { get => throw null; }
        public void Dispose() { }
        public ValueTask DisposeAsync() => throw null;
        public bool Equals(CancellationTokenRegistration other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(CancellationTokenRegistration left, CancellationTokenRegistration right) => throw null;
        public static bool operator !=(CancellationTokenRegistration left, CancellationTokenRegistration right) => throw null;
        public bool Unregister() => throw null;
    }

    public class CancellationTokenSource : IDisposable
    {
        public CancellationTokenSource() { }
        public CancellationTokenSource(int millisecondsDelay) { }
        public CancellationTokenSource(TimeSpan delay) { }
        public CancellationTokenSource(TimeSpan delay, TimeProvider timeProvider) { }
        public bool IsCancellationRequested { get => throw null; }
        public CancellationToken Token { get => throw null; }
        public void Cancel() { }
        public void Cancel(bool throwOnFirstException) { }
        public void CancelAfter(int millisecondsDelay) { }
        public void CancelAfter(TimeSpan delay) { }
        public Task CancelAsync() => throw null;
        public static CancellationTokenSource CreateLinkedTokenSource(CancellationToken token) => throw null;
        public static CancellationTokenSource CreateLinkedTokenSource(CancellationToken token1, CancellationToken token2) => throw null;
        public static CancellationTokenSource CreateLinkedTokenSource(params CancellationToken[] tokens) => throw null;
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public bool TryReset() => throw null;
    }

    public delegate void ThreadStart();

    public delegate void ParameterizedThreadStart(object? obj);

    public delegate void WaitCallback(object? state);

    public delegate void TimerCallback(object? state);

    public delegate void ContextCallback(object? state);

    public delegate void SendOrPostCallback(object? state);

    public enum ThreadPriority
    {
        Lowest = 0,
        BelowNormal = 1,
        Normal = 2,
        AboveNormal = 3,
        Highest = 4,
    }

    [Flags]
    public enum ThreadState
    {
        Running = 0,
        StopRequested = 1,
        SuspendRequested = 2,
        Background = 4,
        Unstarted = 8,
        Stopped = 16,
        WaitSleepJoin = 32,
        Suspended = 64,
        AbortRequested = 128,
        Aborted = 256,
    }

    public enum ApartmentState
    {
        STA = 0,
        MTA = 1,
        Unknown = 2,
    }

    public sealed class Thread : CriticalFinalizerObject
    {
        public Thread(ParameterizedThreadStart start) { }
        public Thread(ParameterizedThreadStart start, int maxStackSize) { }
        public Thread(ThreadStart start) { }
        public Thread(ThreadStart start, int maxStackSize) { }
        public CultureInfo CurrentCulture { get => throw null; set { } }
        public static Thread CurrentThread { get => throw null; }
        public CultureInfo CurrentUICulture { get => throw null; set { } }
        public ExecutionContext? ExecutionContext { get => throw null; }
        public bool IsAlive { get => throw null; }
        public bool IsBackground { get => throw null; set { } }
        public bool IsThreadPoolThread { get => throw null; }
        public int ManagedThreadId { get => throw null; }
        public string? Name { get => throw null; set { } }
        public ThreadPriority Priority { get => throw null; set { } }
        public ThreadState ThreadState { get => throw null; }
        ~Thread() { }
        public ApartmentState GetApartmentState() => throw null;
        public static int GetCurrentProcessorId() => throw null;
        public override int GetHashCode() => throw null;
        public void Interrupt() { }
        public void Join() { }
        public bool Join(int millisecondsTimeout) => throw null;
        public bool Join(TimeSpan timeout) => throw null;
        public static void MemoryBarrier() { }
        public void SetApartmentState(ApartmentState state) { }
        public static void Sleep(int millisecondsTimeout) { }
        public static void Sleep(TimeSpan timeout) { }
        public static void SpinWait(int iterations) { }
        public void Start() { }
        public void Start(object? parameter) { }
        public bool TrySetApartmentState(ApartmentState state) => throw null;
        public void UnsafeStart() { }
        public void UnsafeStart(object? parameter) { }
        public static bool Yield() => throw null;
    }

    public static class ThreadPool
    {
        public static long CompletedWorkItemCount { get => throw null; }
        public static long PendingWorkItemCount { get => throw null; }
        public static int ThreadCount { get => throw null; }
        public static void GetAvailableThreads(out int workerThreads, out int completionPortThreads) { }
        public static void GetMaxThreads(out int workerThreads, out int completionPortThreads) { }
        public static void GetMinThreads(out int workerThreads, out int completionPortThreads) { }
        public static bool QueueUserWorkItem(WaitCallback callBack) => throw null;
        public static bool QueueUserWorkItem(WaitCallback callBack, object? state) => throw null;
        public static bool QueueUserWorkItem<TState>(Action<TState> callBack, TState state, bool preferLocal) => throw null;
        public static bool SetMaxThreads(int workerThreads, int completionPortThreads) => throw null;
        public static bool SetMinThreads(int workerThreads, int completionPortThreads) => throw null;
        public static bool UnsafeQueueUserWorkItem(WaitCallback callBack, object? state) => throw null;
        public static bool UnsafeQueueUserWorkItem<TState>(Action<TState> callBack, TState state, bool preferLocal) => throw null;
    }

    public static class Monitor
    {
        public static long LockContentionCount { get => throw null; }
        public static void Enter(object obj) { }
        public static void Enter(object obj, ref bool lockTaken) { }
        public static void Exit(object obj) { }
        public static bool IsEntered(object obj) => throw null;
        public static void Pulse(object obj) { }
        public static void PulseAll(object obj) { }
        public static bool TryEnter(object obj) => throw null;
        public static void TryEnter(object obj, ref bool lockTaken) { }
        public static bool TryEnter(object obj, int millisecondsTimeout) => throw null;
        public static void TryEnter(object obj, int millisecondsTimeout, ref bool lockTaken) { }
        public static bool TryEnter(object obj, TimeSpan timeout) => throw null;
        public static void TryEnter(object obj, TimeSpan timeout, ref bool lockTaken) { }
        public static bool Wait(object obj) => throw null;
        public static bool Wait(object obj, int millisecondsTimeout) => throw null;
        public static bool Wait(object obj, TimeSpan timeout) => throw null;
    }

    public static class Interlocked
    {
        public static int Add(ref int location1, int value) => throw null;
        public static long Add(ref long location1, long value) => throw null;
        [CLSCompliant(false)]
        public static uint Add(ref uint location1, uint value) => throw null;
        [CLSCompliant(false)]
        public static ulong Add(ref ulong location1, ulong value) => throw null;
        public static int And(ref int location1, int value) => throw null;
        public static long And(ref long location1, long value) => throw null;
        [CLSCompliant(false)]
        public static uint And(ref uint location1, uint value) => throw null;
        [CLSCompliant(false)]
        public static ulong And(ref ulong location1, ulong value) => throw null;
        public static double CompareExchange(ref double location1, double value, double comparand) => throw null;
        public static int CompareExchange(ref int location1, int value, int comparand) => throw null;
        public static long CompareExchange(ref long location1, long value, long comparand) => throw null;
        public static nint CompareExchange(ref nint location1, nint value, nint comparand) => throw null;
        [CLSCompliant(false)]
        public static nuint CompareExchange(ref nuint location1, nuint value, nuint comparand) => throw null;
        public static object? CompareExchange(ref object? location1, object? value, object? comparand) => throw null;
        public static float CompareExchange(ref float location1, float value, float comparand) => throw null;
        [CLSCompliant(false)]
        public static uint CompareExchange(ref uint location1, uint value, uint comparand) => throw null;
        [CLSCompliant(false)]
        public static ulong CompareExchange(ref ulong location1, ulong value, ulong comparand) => throw null;
        public static T CompareExchange<T>(ref T location1, T value, T comparand) where T : class? => throw null;
        public static int Decrement(ref int location) => throw null;
        public static long Decrement(ref long location) => throw null;
        [CLSCompliant(false)]
        public static uint Decrement(ref uint location) => throw null;
        [CLSCompliant(false)]
        public static ulong Decrement(ref ulong location) => throw null;
        public static double Exchange(ref double location1, double value) => throw null;
        public static int Exchange(ref int location1, int value) => throw null;
        public static long Exchange(ref long location1, long value) => throw null;
        public static nint Exchange(ref nint location1, nint value) => throw null;
        [CLSCompliant(false)]
        public static nuint Exchange(ref nuint location1, nuint value) => throw null;
        public static object? Exchange([NotNullIfNotNull(nameof(value))] ref object? location1, object? value) => throw null;
        public static float Exchange(ref float location1, float value) => throw null;
        [CLSCompliant(false)]
        public static uint Exchange(ref uint location1, uint value) => throw null;
        [CLSCompliant(false)]
        public static ulong Exchange(ref ulong location1, ulong value) => throw null;
        public static T Exchange<T>([NotNullIfNotNull(nameof(value))] ref T location1, T value) where T : class? => throw null;
        public static int Increment(ref int location) => throw null;
        public static long Increment(ref long location) => throw null;
        [CLSCompliant(false)]
        public static uint Increment(ref uint location) => throw null;
        [CLSCompliant(false)]
        public static ulong Increment(ref ulong location) => throw null;
        public static void MemoryBarrier() { }
        public static void MemoryBarrierProcessWide() { }
        public static int Or(ref int location1, int value) => throw null;
        public static long Or(ref long location1, long value) => throw null;
        [CLSCompliant(false)]
        public static uint Or(ref uint location1, uint value) => throw null;
        [CLSCompliant(false)]
        public static ulong Or(ref ulong location1, ulong value) => throw null;
        public static long Read(ref readonly long location) => throw null;
        [CLSCompliant(false)]
        public static ulong Read(ref readonly ulong location) => throw null;
    }

    public static class Volatile
    {
        public static bool Read(ref readonly bool location) => throw null;
        public static byte Read(ref readonly byte location) => throw null;
        public static double Read(ref readonly double location) => throw null;
        public static short Read(ref readonly short location) => throw null;
        public static int Read(ref readonly int location) => throw null;
        public static long Read(ref readonly long location) => throw null;
        public static nint Read(ref readonly nint location) => throw null;
        [CLSCompliant(false)]
        public static sbyte Read(ref readonly sbyte location) => throw null;
        public static float Read(ref readonly float location) => throw null;
        [CLSCompliant(false)]
        public static ushort Read(ref readonly ushort location) => throw null;
        [CLSCompliant(false)]
        public static uint Read(ref readonly uint location) => throw null;
        [CLSCompliant(false)]
        public static ulong Read(ref readonly ulong location) => throw null;
        [CLSCompliant(false)]
        public static nuint Read(ref readonly nuint location) => throw null;
        public static T Read<T>(ref readonly T location) where T : class? => throw null;
        public static void Write(ref bool location, bool value) { }
        public static void Write(ref byte location, byte value) { }
        public static void Write(ref double location, double value) { }
        public static void Write(ref short location, short value) { }
        public static void Write(ref int location, int value) { }
        public static void Write(ref long location, long value) { }
        public static void Write(ref nint location, nint value) { }
        [CLSCompliant(false)]
        public static void Write(ref sbyte location, sbyte value) { }
        public static void Write(ref float location, float value) { }
        [CLSCompliant(false)]
        public static void Write(ref ushort location, ushort value) { }
        [CLSCompliant(false)]
        public static void Write(ref uint location, uint value) { }
        [CLSCompliant(false)]
        public static void Write(ref ulong location, ulong value) { }
        [CLSCompliant(false)]
        public static void Write(ref nuint location, nuint value) { }
        public static void Write<T>([NotNullIfNotNull(nameof(value))] ref T location, T value) where T : class? { }
    }

    public abstract class WaitHandle : MarshalByRefObject, IDisposable
    {
        protected static readonly IntPtr InvalidHandle;
        public const int WaitTimeout = 258;
        protected WaitHandle() { }
        [Obsolete("WaitHandle.Handle has been deprecated. Use the SafeWaitHandle property instead.")]
        public virtual IntPtr Handle { get => throw null; set { } }
        public virtual void Close() { }
        public void Dispose() { }
        protected virtual void Dispose(bool explicitDisposing) { }
        public static bool SignalAndWait(WaitHandle toSignal, WaitHandle toWaitOn) => throw null;
        public static bool SignalAndWait(WaitHandle toSignal, WaitHandle toWaitOn, int millisecondsTimeout, bool exitContext) => throw null;
        public static bool SignalAndWait(WaitHandle toSignal, WaitHandle toWaitOn, TimeSpan timeout, bool exitContext) => throw null;
        public static bool WaitAll(WaitHandle[] waitHandles) => throw null;
        public static bool WaitAll(WaitHandle[] waitHandles, int millisecondsTimeout) => throw null;
        public static bool WaitAll(WaitHandle[] waitHandles, int millisecondsTimeout, bool exitContext) => throw null;
        public static bool WaitAll(WaitHandle[] waitHandles, TimeSpan timeout) => throw null;
        public static bool WaitAll(WaitHandle[] waitHandles, TimeSpan timeout, bool exitContext) => throw null;
        public static int WaitAny(WaitHandle[] waitHandles) => throw null;
        public static int WaitAny(WaitHandle[] waitHandles, int millisecondsTimeout) => throw null;
        public static int WaitAny(WaitHandle[] waitHandles, int millisecondsTimeout, bool exitContext) => throw null;
        public static int WaitAny(WaitHandle[] waitHandles, TimeSpan timeout) => throw null;
        public static int WaitAny(WaitHandle[] waitHandles, TimeSpan timeout, bool exitContext) => throw null;
        public virtual bool WaitOne() => throw null;
        public virtual bool WaitOne(int millisecondsTimeout) => throw null;
        public virtual bool WaitOne(int millisecondsTimeout, bool exitContext) => throw null;
        public virtual bool WaitOne(TimeSpan timeout) => throw null;
        public virtual bool WaitOne(TimeSpan timeout, bool exitContext) => throw null;
    }

    public enum EventResetMode
    {
        AutoReset = 0,
        ManualReset = 1,
    }

    public class EventWaitHandle : WaitHandle
    {
        public EventWaitHandle(bool initialState, EventResetMode mode) { }
        public EventWaitHandle(bool initialState, EventResetMode mode, string? name) { }
        public EventWaitHandle(bool initialState, EventResetMode mode, string? name, out bool createdNew) => throw null;
        public static EventWaitHandle OpenExisting(string name) => throw null;
        public bool Reset() => throw null;
        public bool Set() => throw null;
        public static bool TryOpenExisting(string name, [NotNullWhen(true)] out EventWaitHandle? result) => throw null;
    }

    public sealed class ManualResetEvent : EventWaitHandle
    {
        public ManualResetEvent(bool initialState) : base(initialState, EventResetMode.ManualReset) { }
    }

    public sealed class AutoResetEvent : EventWaitHandle
    {
        public AutoResetEvent(bool initialState) : base(initialState, EventResetMode.AutoReset) { }
    }

    public sealed class Mutex : WaitHandle
    {
        public Mutex() { }
        public Mutex(bool initiallyOwned) { }
        public Mutex(bool initiallyOwned, string? name) { }
        public Mutex(bool initiallyOwned, string? name, out bool createdNew) => throw null;
        public static Mutex OpenExisting(string name) => throw null;
        public void ReleaseMutex() { }
        public static bool TryOpenExisting(string name, [NotNullWhen(true)] out Mutex? result) => throw null;
    }

    public sealed class Semaphore : WaitHandle
    {
        public Semaphore(int initialCount, int maximumCount) { }
        public Semaphore(int initialCount, int maximumCount, string? name) { }
        public Semaphore(int initialCount, int maximumCount, string? name, out bool createdNew) => throw null;
        public static Semaphore OpenExisting(string name) => throw null;
        public int Release() => throw null;
        public int Release(int releaseCount) => throw null;
        public static bool TryOpenExisting(string name, [NotNullWhen(true)] out Semaphore? result) => throw null;
    }

    public class ManualResetEventSlim : IDisposable
    {
        public ManualResetEventSlim() { }
        public ManualResetEventSlim(bool initialState) { }
        public ManualResetEventSlim(bool initialState, int spinCount) { }
        public bool IsSet { get => throw null; }
        public int SpinCount { get => throw null; }
        public WaitHandle WaitHandle { get => throw null; }
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public void Reset() { }
        public void Set() { }
        public void Wait() { }
        public bool Wait(int millisecondsTimeout) => throw null;
        public bool Wait(int millisecondsTimeout, CancellationToken cancellationToken) => throw null;
        public void Wait(CancellationToken cancellationToken) { }
        public bool Wait(TimeSpan timeout) => throw null;
        public bool Wait(TimeSpan timeout, CancellationToken cancellationToken) => throw null;
    }

    public class SemaphoreSlim : IDisposable
    {
        public SemaphoreSlim(int initialCount) { }
        public SemaphoreSlim(int initialCount, int maxCount) { }
        public WaitHandle AvailableWaitHandle { get => throw null; }
        public int CurrentCount { get => throw null; }
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public int Release() => throw null;
        public int Release(int releaseCount) => throw null;
        public void Wait() { }
        public bool Wait(int millisecondsTimeout) => throw null;
        public bool Wait(int millisecondsTimeout, CancellationToken cancellationToken) => throw null;
        public void Wait(CancellationToken cancellationToken) { }
        public bool Wait(TimeSpan timeout) => throw null;
        public bool Wait(TimeSpan timeout, CancellationToken cancellationToken) => throw null;
        public Task WaitAsync() => throw null;
        public Task<bool> WaitAsync(int millisecondsTimeout) => throw null;
        public Task<bool> WaitAsync(int millisecondsTimeout, CancellationToken cancellationToken) => throw null;
        public Task WaitAsync(CancellationToken cancellationToken) => throw null;
        public Task<bool> WaitAsync(TimeSpan timeout) => throw null;
        public Task<bool> WaitAsync(TimeSpan timeout, CancellationToken cancellationToken) => throw null;
    }

    public class CountdownEvent : IDisposable
    {
        public CountdownEvent(int initialCount) { }
        public int CurrentCount { get => throw null; }
        public int InitialCount { get => throw null; }
        public bool IsSet { get => throw null; }
        public WaitHandle WaitHandle { get => throw null; }
        public void AddCount() { }
        public void AddCount(int signalCount) { }
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public void Reset() { }
        public void Reset(int count) { }
        public bool Signal() => throw null;
        public bool Signal(int signalCount) => throw null;
        public bool TryAddCount() => throw null;
        public bool TryAddCount(int signalCount) => throw null;
        public void Wait() { }
        public bool Wait(int millisecondsTimeout) => throw null;
        public bool Wait(int millisecondsTimeout, CancellationToken cancellationToken) => throw null;
        public void Wait(CancellationToken cancellationToken) { }
        public bool Wait(TimeSpan timeout) => throw null;
        public bool Wait(TimeSpan timeout, CancellationToken cancellationToken) => throw null;
    }

    public class Barrier : IDisposable
    {
        public Barrier(int participantCount) { }
        public Barrier(int participantCount, Action<Barrier>? postPhaseAction) { }
        public long CurrentPhaseNumber { get => throw null; }
        public int ParticipantCount { get => throw null; }
        public int ParticipantsRemaining { get => throw null; }
        public long AddParticipant() => throw null;
        public long AddParticipants(int participantCount) => throw null;
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public void RemoveParticipant() { }
        public void RemoveParticipants(int participantCount) { }
        public void SignalAndWait() { }
        public bool SignalAndWait(int millisecondsTimeout) => throw null;
        public void SignalAndWait(CancellationToken cancellationToken) { }
        public bool SignalAndWait(TimeSpan timeout) => throw null;
    }

    public enum LockRecursionPolicy
    {
        NoRecursion = 0,
        SupportsRecursion = 1,
    }

    public class ReaderWriterLockSlim : IDisposable
    {
        public ReaderWriterLockSlim() { }
        public ReaderWriterLockSlim(LockRecursionPolicy recursionPolicy) { }
        public int CurrentReadCount { get => throw null; }
        public bool IsReadLockHeld { get => throw null; }
        public bool IsUpgradeableReadLockHeld { get => throw null; }
        public bool IsWriteLockHeld { get => throw null; }
        public LockRecursionPolicy RecursionPolicy { get => throw null; }
        public int RecursiveReadCount { get => throw null; }
        public int RecursiveUpgradeCount { get => throw null; }
        public int RecursiveWriteCount { get => throw null; }
        public int WaitingReadCount { get => throw null; }
        public int WaitingUpgradeCount { get => throw null; }
        public int WaitingWriteCount { get => throw null; }
        public void Dispose() { }
        public void EnterReadLock() { }
        public void EnterUpgradeableReadLock() { }
        public void EnterWriteLock() { }
        public void ExitReadLock() { }
        public void ExitUpgradeableReadLock() { }
        public void ExitWriteLock() { }
        public bool TryEnterReadLock(int millisecondsTimeout) => throw null;
        public bool TryEnterReadLock(TimeSpan timeout) => throw null;
        public bool TryEnterUpgradeableReadLock(int millisecondsTimeout) => throw null;
        public bool TryEnterUpgradeableReadLock(TimeSpan timeout) => throw null;
        public bool TryEnterWriteLock(int millisecondsTimeout) => throw null;
        public bool TryEnterWriteLock(TimeSpan timeout) => throw null;
    }

    /// <summary>A mutual-exclusion lock object (.NET 9), usable with the C# lock statement.</summary>
    public sealed class Lock
    {
        public Lock() { }
        public bool IsHeldByCurrentThread { get => throw null; }
        public void Enter() { }
        public Lock.Scope EnterScope() => throw null;
        public void Exit() { }
        public bool TryEnter() => throw null;
        public bool TryEnter(int millisecondsTimeout) => throw null;
        public bool TryEnter(TimeSpan timeout) => throw null;

        public ref struct Scope
        {
            public void Dispose() { }
        }
    }

    public struct SpinLock
    {
        public SpinLock(bool enableThreadOwnerTracking) { }
        public bool IsHeld { get => throw null; }
        public bool IsHeldByCurrentThread { get => throw null; }
        public bool IsThreadOwnerTrackingEnabled { get => throw null; }
        public void Enter(ref bool lockTaken) { }
        public void Exit() { }
        public void Exit(bool useMemoryBarrier) { }
        public void TryEnter(ref bool lockTaken) { }
        public void TryEnter(int millisecondsTimeout, ref bool lockTaken) { }
        public void TryEnter(TimeSpan timeout, ref bool lockTaken) { }
    }

    public struct SpinWait
    {
        public int Count { get => throw null; }
        public bool NextSpinWillYield { get => throw null; }
        public void Reset() { }
        public void SpinOnce() { }
        public void SpinOnce(int sleep1Threshold) { }
        public static void SpinUntil(Func<bool> condition) { }
        public static bool SpinUntil(Func<bool> condition, int millisecondsTimeout) => throw null;
        public static bool SpinUntil(Func<bool> condition, TimeSpan timeout) => throw null;
    }

    public interface ITimer : IDisposable, IAsyncDisposable
    {
        bool Change(TimeSpan dueTime, TimeSpan period);
    }

    public sealed class Timer : MarshalByRefObject, IAsyncDisposable, IDisposable, ITimer
    {
        public Timer(TimerCallback callback) { }
        public Timer(TimerCallback callback, object? state, int dueTime, int period) { }
        public Timer(TimerCallback callback, object? state, long dueTime, long period) { }
        public Timer(TimerCallback callback, object? state, TimeSpan dueTime, TimeSpan period) { }
        [CLSCompliant(false)]
        public Timer(TimerCallback callback, object? state, uint dueTime, uint period) { }
        public static long ActiveCount { get => throw null; }
        public bool Change(int dueTime, int period) => throw null;
        public bool Change(long dueTime, long period) => throw null;
        public bool Change(TimeSpan dueTime, TimeSpan period) => throw null;
        [CLSCompliant(false)]
        public bool Change(uint dueTime, uint period) => throw null;
        public void Dispose() { }
        public bool Dispose(WaitHandle notifyObject) => throw null;
        public ValueTask DisposeAsync() => throw null;
    }

    public sealed class PeriodicTimer : IDisposable
    {
        public PeriodicTimer(TimeSpan period) { }
        public PeriodicTimer(TimeSpan period, TimeProvider timeProvider) { }
        public TimeSpan Period { get => throw null; set { } }
        public void Dispose() { }
        ~PeriodicTimer() { }
        public ValueTask<bool> WaitForNextTickAsync(CancellationToken cancellationToken = default) => throw null;
    }

    public class ThreadLocal<T> : IDisposable
    {
        public ThreadLocal() { }
        public ThreadLocal(bool trackAllValues) { }
        public ThreadLocal(Func<T> valueFactory) { }
        public ThreadLocal(Func<T> valueFactory, bool trackAllValues) { }
        public bool IsValueCreated { get => throw null; }
        [MaybeNull]
        public T Value { get => throw null; set { } }
        public IList<T> Values { get => throw null; }
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        ~ThreadLocal() { }
        public override string? ToString() => throw null;
    }

    public sealed class AsyncLocal<T>
    {
        public AsyncLocal() { }
        public AsyncLocal(Action<AsyncLocalValueChangedArgs<T>>? valueChangedHandler) { }
        [MaybeNull]
        public T Value { get => throw null; set { } }
    }

    public readonly struct AsyncLocalValueChangedArgs<T>
    {
        public T? CurrentValue { get => throw null; }
        public T? PreviousValue { get => throw null; }
        public bool ThreadContextChanged { get => throw null; }
    }

    public enum LazyThreadSafetyMode
    {
        None = 0,
        PublicationOnly = 1,
        ExecutionAndPublication = 2,
    }

    public static class LazyInitializer
    {
        public static T EnsureInitialized<T>([NotNull] ref T? target) where T : class => throw null;
        public static T EnsureInitialized<T>([NotNull] ref T? target, Func<T> valueFactory) where T : class => throw null;
        public static T EnsureInitialized<T>([AllowNull] ref T target, ref bool initialized, [NotNullIfNotNull(nameof(syncLock))] ref object? syncLock) => throw null;
        public static T EnsureInitialized<T>([AllowNull] ref T target, ref bool initialized, [NotNullIfNotNull(nameof(syncLock))] ref object? syncLock, Func<T> valueFactory) => throw null;
        public static T EnsureInitialized<T>([NotNull] ref T? target, [NotNull] ref object? syncLock, Func<T> valueFactory) where T : class => throw null;
    }

    public sealed class ExecutionContext : IDisposable
    {
        internal ExecutionContext() { }
        public static ExecutionContext? Capture() => throw null;
        public ExecutionContext CreateCopy() => throw null;
        public void Dispose() { }
        public static bool IsFlowSuppressed() => throw null;
        public static void Restore(ExecutionContext executionContext) { }
        public static void RestoreFlow() { }
        public static void Run(ExecutionContext executionContext, ContextCallback callback, object? state) { }
        public static AsyncFlowControl SuppressFlow() => throw null;
    }

    public struct AsyncFlowControl : IDisposable, IEquatable<AsyncFlowControl>
    {
        public void Dispose() { }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool Equals(AsyncFlowControl obj) => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(AsyncFlowControl a, AsyncFlowControl b) => throw null;
        public static bool operator !=(AsyncFlowControl a, AsyncFlowControl b) => throw null;
        public void Undo() { }
    }

    public class SynchronizationContext
    {
        public SynchronizationContext() { }
        public static SynchronizationContext? Current { get => throw null; }
        public virtual SynchronizationContext CreateCopy() => throw null;
        public virtual void OperationCompleted() { }
        public virtual void OperationStarted() { }
        public virtual void Post(SendOrPostCallback d, object? state) { }
        public virtual void Send(SendOrPostCallback d, object? state) { }
        public static void SetSynchronizationContext(SynchronizationContext? syncContext) { }
    }

    public class SynchronizationLockException : SystemException
    {
        public SynchronizationLockException() { }
        public SynchronizationLockException(string? message) { }
        public SynchronizationLockException(string? message, Exception? innerException) { }
    }

    public class ThreadInterruptedException : SystemException
    {
        public ThreadInterruptedException() { }
        public ThreadInterruptedException(string? message) { }
        public ThreadInterruptedException(string? message, Exception? innerException) { }
    }

    public class LockRecursionException : Exception
    {
        public LockRecursionException() { }
        public LockRecursionException(string? message) { }
        public LockRecursionException(string? message, Exception? innerException) { }
    }

    public class AbandonedMutexException : SystemException
    {
        public AbandonedMutexException() { }
        public AbandonedMutexException(string? message) { }
        public AbandonedMutexException(string? message, Exception? inner) { }
        public Mutex? Mutex { get => throw null; }
        public int MutexIndex { get => throw null; }
    }
}

namespace System.Runtime.ConstrainedExecution
{
    public abstract class CriticalFinalizerObject
    {
        protected CriticalFinalizerObject() { }
        ~CriticalFinalizerObject() { }
    }
}
