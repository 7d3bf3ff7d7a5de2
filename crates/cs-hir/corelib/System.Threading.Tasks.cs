// Core library model: System.Threading.Tasks (Task, Task<TResult>, ValueTask, TaskCompletionSource, TaskFactory, TaskScheduler, Parallel).
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace System.Threading.Tasks
{
    /// <summary>Represents an asynchronous operation.</summary>
    public class Task : IAsyncResult, IDisposable
    {
        internal Task() { }
        public Task(Action action) { }
        public Task(Action action, CancellationToken cancellationToken) { }
        public Task(Action action, CancellationToken cancellationToken, TaskCreationOptions creationOptions) { }
        public Task(Action action, TaskCreationOptions creationOptions) { }
        public Task(Action<object?> action, object? state) { }
        public Task(Action<object?> action, object? state, CancellationToken cancellationToken) { }
        public Task(Action<object?> action, object? state, CancellationToken cancellationToken, TaskCreationOptions creationOptions) { }
        public Task(Action<object?> action, object? state, TaskCreationOptions creationOptions) { }
        public object? AsyncState { get => throw null; }
        public static Task CompletedTask { get => throw null; }
        public TaskCreationOptions CreationOptions { get => throw null; }
        public static int? CurrentId { get => throw null; }
        public AggregateException? Exception { get => throw null; }
        public static TaskFactory Factory { get => throw null; }
        public int Id { get => throw null; }
        public bool IsCanceled { get => throw null; }
        public bool IsCompleted { get => throw null; }
        public bool IsCompletedSuccessfully { get => throw null; }
        public bool IsFaulted { get => throw null; }
        public TaskStatus Status { get => throw null; }
        WaitHandle IAsyncResult.AsyncWaitHandle { get => throw null; }
        bool IAsyncResult.CompletedSynchronously { get => throw null; }
        public ConfiguredTaskAwaitable ConfigureAwait(bool continueOnCapturedContext) => throw null;
        public ConfiguredTaskAwaitable ConfigureAwait(ConfigureAwaitOptions options) => throw null;
        public Task ContinueWith(Action<Task, object?> continuationAction, object? state) => throw null;
        public Task ContinueWith(Action<Task, object?> continuationAction, object? state, CancellationToken cancellationToken) => throw null;
        public Task ContinueWith(Action<Task, object?> continuationAction, object? state, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler) => throw null;
        public Task ContinueWith(Action<Task, object?> continuationAction, object? state, TaskContinuationOptions continuationOptions) => throw null;
        public Task ContinueWith(Action<Task, object?> continuationAction, object? state, TaskScheduler scheduler) => throw null;
        public Task ContinueWith(Action<Task> continuationAction) => throw null;
        public Task ContinueWith(Action<Task> continuationAction, CancellationToken cancellationToken) => throw null;
        public Task ContinueWith(Action<Task> continuationAction, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler) => throw null;
        public Task ContinueWith(Action<Task> continuationAction, TaskContinuationOptions continuationOptions) => throw null;
        public Task ContinueWith(Action<Task> continuationAction, TaskScheduler scheduler) => throw null;
        public Task<TResult> ContinueWith<TResult>(Func<Task, object?, TResult> continuationFunction, object? state) => throw null;
        public Task<TResult> ContinueWith<TResult>(Func<Task, object?, TResult> continuationFunction, object? state, CancellationToken cancellationToken) => throw null;
        public Task<TResult> ContinueWith<TResult>(Func<Task, object?, TResult> continuationFunction, object? state, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler) => throw null;
        public Task<TResult> ContinueWith<TResult>(Func<Task, object?, TResult> continuationFunction, object? state, TaskContinuationOptions continuationOptions) => throw null;
        public Task<TResult> ContinueWith<TResult>(Func<Task, object?, TResult> continuationFunction, object? state, TaskScheduler scheduler) => throw null;
        public Task<TResult> ContinueWith<TResult>(Func<Task, TResult> continuationFunction) => throw null;
        public Task<TResult> ContinueWith<TResult>(Func<Task, TResult> continuationFunction, CancellationToken cancellationToken) => throw null;
        public Task<TResult> ContinueWith<TResult>(Func<Task, TResult> continuationFunction, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler) => throw null;
        public Task<TResult> ContinueWith<TResult>(Func<Task, TResult> continuationFunction, TaskContinuationOptions continuationOptions) => throw null;
        public Task<TResult> ContinueWith<TResult>(Func<Task, TResult> continuationFunction, TaskScheduler scheduler) => throw null;
        public static Task Delay(int millisecondsDelay) => throw null;
        public static Task Delay(int millisecondsDelay, CancellationToken cancellationToken) => throw null;
        public static Task Delay(TimeSpan delay) => throw null;
        public static Task Delay(TimeSpan delay, CancellationToken cancellationToken) => throw null;
        public static Task Delay(TimeSpan delay, TimeProvider timeProvider) => throw null;
        public static Task Delay(TimeSpan delay, TimeProvider timeProvider, CancellationToken cancellationToken) => throw null;
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        public static Task FromCanceled(CancellationToken cancellationToken) => throw null;
        public static Task<TResult> FromCanceled<TResult>(CancellationToken cancellationToken) => throw null;
        public static Task FromException(Exception exception) => throw null;
        public static Task<TResult> FromException<TResult>(Exception exception) => throw null;
        public static Task<TResult> FromResult<TResult>(TResult result) => throw null;
        public TaskAwaiter GetAwaiter() => throw null;
        public static Task Run(Action action) => throw null;
        public static Task Run(Action action, CancellationToken cancellationToken) => throw null;
        public static Task Run(Func<Task?> function) => throw null;
        public static Task Run(Func<Task?> function, CancellationToken cancellationToken) => throw null;
        public static Task<TResult> Run<TResult>(Func<Task<TResult>?> function) => throw null;
        public static Task<TResult> Run<TResult>(Func<Task<TResult>?> function, CancellationToken cancellationToken) => throw null;
        public static Task<TResult> Run<TResult>(Func<TResult> function) => throw null;
        public static Task<TResult> Run<TResult>(Func<TResult> function, CancellationToken cancellationToken) => throw null;
        public void RunSynchronously() { }
        public void RunSynchronously(TaskScheduler scheduler) { }
        public void Start() { }
        public void Start(TaskScheduler scheduler) { }
        public void Wait() { }
        public bool Wait(int millisecondsTimeout) => throw null;
        public bool Wait(int millisecondsTimeout, CancellationToken cancellationToken) => throw null;
        public void Wait(CancellationToken cancellationToken) { }
        public bool Wait(TimeSpan timeout) => throw null;
        public bool Wait(TimeSpan timeout, CancellationToken cancellationToken) => throw null;
        public static void WaitAll(params Task[] tasks) { }
        public static bool WaitAll(Task[] tasks, int millisecondsTimeout) => throw null;
        public static bool WaitAll(Task[] tasks, int millisecondsTimeout, CancellationToken cancellationToken) => throw null;
        public static void WaitAll(Task[] tasks, CancellationToken cancellationToken) { }
        public static bool WaitAll(Task[] tasks, TimeSpan timeout) => throw null;
        public static int WaitAny(params Task[] tasks) => throw null;
        public static int WaitAny(Task[] tasks, int millisecondsTimeout) => throw null;
        public static int WaitAny(Task[] tasks, int millisecondsTimeout, CancellationToken cancellationToken) => throw null;
        public static int WaitAny(Task[] tasks, CancellationToken cancellationToken) => throw null;
        public static int WaitAny(Task[] tasks, TimeSpan timeout) => throw null;
        public Task WaitAsync(CancellationToken cancellationToken) => throw null;
        public Task WaitAsync(TimeSpan timeout) => throw null;
        public Task WaitAsync(TimeSpan timeout, CancellationToken cancellationToken) => throw null;
        public Task WaitAsync(TimeSpan timeout, TimeProvider timeProvider) => throw null;
        public Task WaitAsync(TimeSpan timeout, TimeProvider timeProvider, CancellationToken cancellationToken) => throw null;
        public static Task WhenAll(IEnumerable<Task> tasks) => throw null;
        public static Task WhenAll(params Task[] tasks) => throw null;
        public static Task<TResult[]> WhenAll<TResult>(IEnumerable<Task<TResult>> tasks) => throw null;
        public static Task<TResult[]> WhenAll<TResult>(params Task<TResult>[] tasks) => throw null;
        public static Task<Task> WhenAny(IEnumerable<Task> tasks) => throw null;
        public static Task<Task> WhenAny(params Task[] tasks) => throw null;
        public static Task<Task> WhenAny(Task task1, Task task2) => throw null;
        public static Task<Task<TResult>> WhenAny<TResult>(IEnumerable<Task<TResult>> tasks) => throw null;
        public static Task<Task<TResult>> WhenAny<TResult>(params Task<TResult>[] tasks) => throw null;
        public static Task<Task<TResult>> WhenAny<TResult>(Task<TResult> task1, Task<TResult> task2) => throw null;
        public static YieldAwaitable Yield() => throw null;
    }

    /// <summary>Represents an asynchronous operation that can return a value.</summary>
    public class Task<TResult> : Task
    {
        public Task(Func<object?, TResult> function, object? state) { }
        public Task(Func<object?, TResult> function, object? state, CancellationToken cancellationToken) { }
        public Task(Func<object?, TResult> function, object? state, CancellationToken cancellationToken, TaskCreationOptions creationOptions) { }
        public Task(Func<object?, TResult> function, object? state, TaskCreationOptions creationOptions) { }
        public Task(Func<TResult> function) { }
        public Task(Func<TResult> function, CancellationToken cancellationToken) { }
        public Task(Func<TResult> function, CancellationToken cancellationToken, TaskCreationOptions creationOptions) { }
        public Task(Func<TResult> function, TaskCreationOptions creationOptions) { }
        public static new TaskFactory<TResult> Factory { get => throw null; }
        public TResult Result { get => throw null; }
        public new ConfiguredTaskAwaitable<TResult> ConfigureAwait(bool continueOnCapturedContext) => throw null;
        public new ConfiguredTaskAwaitable<TResult> ConfigureAwait(ConfigureAwaitOptions options) => throw null;
        public Task ContinueWith(Action<Task<TResult>, object?> continuationAction, object? state) => throw null;
        public Task ContinueWith(Action<Task<TResult>, object?> continuationAction, object? state, CancellationToken cancellationToken) => throw null;
        public Task ContinueWith(Action<Task<TResult>, object?> continuationAction, object? state, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler) => throw null;
        public Task ContinueWith(Action<Task<TResult>, object?> continuationAction, object? state, TaskContinuationOptions continuationOptions) => throw null;
        public Task ContinueWith(Action<Task<TResult>, object?> continuationAction, object? state, TaskScheduler scheduler) => throw null;
        public Task ContinueWith(Action<Task<TResult>> continuationAction) => throw null;
        public Task ContinueWith(Action<Task<TResult>> continuationAction, CancellationToken cancellationToken) => throw null;
        public Task ContinueWith(Action<Task<TResult>> continuationAction, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler) => throw null;
        public Task ContinueWith(Action<Task<TResult>> continuationAction, TaskContinuationOptions continuationOptions) => throw null;
        public Task ContinueWith(Action<Task<TResult>> continuationAction, TaskScheduler scheduler) => throw null;
        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, object?, TNewResult> continuationFunction, object? state) => throw null;
        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, object?, TNewResult> continuationFunction, object? state, CancellationToken cancellationToken) => throw null;
        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, object?, TNewResult> continuationFunction, object? state, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler) => throw null;
        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, object?, TNewResult> continuationFunction, object? state, TaskContinuationOptions continuationOptions) => throw null;
        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, object?, TNewResult> continuationFunction, object? state, TaskScheduler scheduler) => throw null;
        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, TNewResult> continuationFunction) => throw null;
        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, TNewResult> continuationFunction, CancellationToken cancellationToken) => throw null;
        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, TNewResult> continuationFunction, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler) => throw null;
        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, TNewResult> continuationFunction, TaskContinuationOptions continuationOptions) => throw null;
        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, TNewResult> continuationFunction, TaskScheduler scheduler) => throw null;
        public new TaskAwaiter<TResult> GetAwaiter() => throw null;
        public new Task<TResult> WaitAsync(CancellationToken cancellationToken) => throw null;
        public new Task<TResult> WaitAsync(TimeSpan timeout) => throw null;
        public new Task<TResult> WaitAsync(TimeSpan timeout, CancellationToken cancellationToken) => throw null;
        public new Task<TResult> WaitAsync(TimeSpan timeout, TimeProvider timeProvider) => throw null;
        public new Task<TResult> WaitAsync(TimeSpan timeout, TimeProvider timeProvider, CancellationToken cancellationToken) => throw null;
    }

    public enum TaskStatus
    {
        Created = 0,
        WaitingForActivation = 1,
        WaitingToRun = 2,
        Running = 3,
        WaitingForChildrenToComplete = 4,
        RanToCompletion = 5,
        Canceled = 6,
        Faulted = 7,
    }

    [Flags]
    public enum TaskCreationOptions
    {
        None = 0,
        PreferFairness = 1,
        LongRunning = 2,
        AttachedToParent = 4,
        DenyChildAttach = 8,
        HideScheduler = 16,
        RunContinuationsAsynchronously = 64,
    }

    [Flags]
    public enum TaskContinuationOptions
    {
        None = 0,
        PreferFairness = 1,
        LongRunning = 2,
        AttachedToParent = 4,
        DenyChildAttach = 8,
        HideScheduler = 16,
        LazyCancellation = 32,
        RunContinuationsAsynchronously = 64,
        NotOnRanToCompletion = 65536,
        NotOnFaulted = 131072,
        OnlyOnCanceled = 196608,
        NotOnCanceled = 262144,
        OnlyOnFaulted = 327680,
        OnlyOnRanToCompletion = 393216,
        ExecuteSynchronously = 524288,
    }

    [Flags]
    public enum ConfigureAwaitOptions
    {
        None = 0,
        ContinueOnCapturedContext = 1,
        SuppressThrowing = 2,
        ForceYielding = 4,
    }

    /// <summary>Provides an awaitable result of an asynchronous operation.</summary>
    public readonly struct ValueTask : IEquatable<ValueTask>
    {
        public ValueTask(Task task) { }
        public ValueTask(Sources.IValueTaskSource source, short token) { }
        public static ValueTask CompletedTask { get => throw null; }
        public bool IsCanceled { get => throw null; }
        public bool IsCompleted { get => throw null; }
        public bool IsCompletedSuccessfully { get => throw null; }
        public bool IsFaulted { get => throw null; }
        public Task AsTask() => throw null;
        public ConfiguredValueTaskAwaitable ConfigureAwait(bool continueOnCapturedContext) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool Equals(ValueTask other) => throw null;
        public static ValueTask FromCanceled(CancellationToken cancellationToken) => throw null;
        public static ValueTask<TResult> FromCanceled<TResult>(CancellationToken cancellationToken) => throw null;
        public static ValueTask FromException(Exception exception) => throw null;
        public static ValueTask<TResult> FromException<TResult>(Exception exception) => throw null;
        public static ValueTask<TResult> FromResult<TResult>(TResult result) => throw null;
        public ValueTaskAwaiter GetAwaiter() => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(ValueTask left, ValueTask right) => throw null;
        public static bool operator !=(ValueTask left, ValueTask right) => throw null;
        public ValueTask Preserve() => throw null;
    }

    public readonly struct ValueTask<TResult> : IEquatable<ValueTask<TResult>>
    {
        public ValueTask(Sources.IValueTaskSource<TResult> source, short token) { }
        public ValueTask(Task<TResult> task) { }
        public ValueTask(TResult result) { }
        public bool IsCanceled { get => throw null; }
        public bool IsCompleted { get => throw null; }
        public bool IsCompletedSuccessfully { get => throw null; }
        public bool IsFaulted { get => throw null; }
        public TResult Result { get => throw null; }
        public Task<TResult> AsTask() => throw null;
        public ConfiguredValueTaskAwaitable<TResult> ConfigureAwait(bool continueOnCapturedContext) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool Equals(ValueTask<TResult> other) => throw null;
        public ValueTaskAwaiter<TResult> GetAwaiter() => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(ValueTask<TResult> left, ValueTask<TResult> right) => throw null;
        public static bool operator !=(ValueTask<TResult> left, ValueTask<TResult> right) => throw null;
        public ValueTask<TResult> Preserve() => throw null;
        public override string? ToString() => throw null;
    }

    public class TaskCompletionSource
    {
        public TaskCompletionSource() { }
        public TaskCompletionSource(object? state) { }
        public TaskCompletionSource(object? state, TaskCreationOptions creationOptions) { }
        public TaskCompletionSource(TaskCreationOptions creationOptions) { }
        public Task Task { get => throw null; }
        public void SetCanceled() { }
        public void SetCanceled(CancellationToken cancellationToken) { }
        public void SetException(IEnumerable<Exception> exceptions) { }
        public void SetException(Exception exception) { }
        public void SetResult() { }
        public bool TrySetCanceled() => throw null;
        public bool TrySetCanceled(CancellationToken cancellationToken) => throw null;
        public bool TrySetException(IEnumerable<Exception> exceptions) => throw null;
        public bool TrySetException(Exception exception) => throw null;
        public bool TrySetResult() => throw null;
    }

    public class TaskCompletionSource<TResult>
    {
        public TaskCompletionSource() { }
        public TaskCompletionSource(object? state) { }
        public TaskCompletionSource(object? state, TaskCreationOptions creationOptions) { }
        public TaskCompletionSource(TaskCreationOptions creationOptions) { }
        public Task<TResult> Task { get => throw null; }
        public void SetCanceled() { }
        public void SetCanceled(CancellationToken cancellationToken) { }
        public void SetException(IEnumerable<Exception> exceptions) { }
        public void SetException(Exception exception) { }
        public void SetResult(TResult result) { }
        public bool TrySetCanceled() => throw null;
        public bool TrySetCanceled(CancellationToken cancellationToken) => throw null;
        public bool TrySetException(IEnumerable<Exception> exceptions) => throw null;
        public bool TrySetException(Exception exception) => throw null;
        public bool TrySetResult(TResult result) => throw null;
    }

    public class TaskFactory
    {
        public TaskFactory() { }
        public TaskFactory(CancellationToken cancellationToken) { }
        public TaskFactory(CancellationToken cancellationToken, TaskCreationOptions creationOptions, TaskContinuationOptions continuationOptions, TaskScheduler? scheduler) { }
        public TaskFactory(TaskCreationOptions creationOptions, TaskContinuationOptions continuationOptions) { }
        public TaskFactory(TaskScheduler? scheduler) { }
        public CancellationToken CancellationToken { get => throw null; }
        public TaskContinuationOptions ContinuationOptions { get => throw null; }
        public TaskCreationOptions CreationOptions { get => throw null; }
        public TaskScheduler? Scheduler { get => throw null; }
        public Task ContinueWhenAll(Task[] tasks, Action<Task[]> continuationAction) => throw null;
        public Task ContinueWhenAll(Task[] tasks, Action<Task[]> continuationAction, CancellationToken cancellationToken) => throw null;
        public Task<TResult> ContinueWhenAll<TResult>(Task[] tasks, Func<Task[], TResult> continuationFunction) => throw null;
        public Task<TResult> ContinueWhenAll<TAntecedentResult, TResult>(Task<TAntecedentResult>[] tasks, Func<Task<TAntecedentResult>[], TResult> continuationFunction) => throw null;
        public Task ContinueWhenAny(Task[] tasks, Action<Task> continuationAction) => throw null;
        public Task<TResult> ContinueWhenAny<TResult>(Task[] tasks, Func<Task, TResult> continuationFunction) => throw null;
        public Task FromAsync(IAsyncResult asyncResult, Action<IAsyncResult> endMethod) => throw null;
        public Task FromAsync(Func<AsyncCallback, object?, IAsyncResult> beginMethod, Action<IAsyncResult> endMethod, object? state) => throw null;
        public Task<TResult> FromAsync<TResult>(IAsyncResult asyncResult, Func<IAsyncResult, TResult> endMethod) => throw null;
        public Task<TResult> FromAsync<TResult>(Func<AsyncCallback, object?, IAsyncResult> beginMethod, Func<IAsyncResult, TResult> endMethod, object? state) => throw null;
        public Task StartNew(Action action) => throw null;
        public Task StartNew(Action action, CancellationToken cancellationToken) => throw null;
        public Task StartNew(Action action, CancellationToken cancellationToken, TaskCreationOptions creationOptions, TaskScheduler scheduler) => throw null;
        public Task StartNew(Action action, TaskCreationOptions creationOptions) => throw null;
        public Task StartNew(Action<object?> action, object? state) => throw null;
        public Task StartNew(Action<object?> action, object? state, CancellationToken cancellationToken) => throw null;
        public Task StartNew(Action<object?> action, object? state, CancellationToken cancellationToken, TaskCreationOptions creationOptions, TaskScheduler scheduler) => throw null;
        public Task StartNew(Action<object?> action, object? state, TaskCreationOptions creationOptions) => throw null;
        public Task<TResult> StartNew<TResult>(Func<object?, TResult> function, object? state) => throw null;
        public Task<TResult> StartNew<TResult>(Func<object?, TResult> function, object? state, CancellationToken cancellationToken) => throw null;
        public Task<TResult> StartNew<TResult>(Func<object?, TResult> function, object? state, CancellationToken cancellationToken, TaskCreationOptions creationOptions, TaskScheduler scheduler) => throw null;
        public Task<TResult> StartNew<TResult>(Func<object?, TResult> function, object? state, TaskCreationOptions creationOptions) => throw null;
        public Task<TResult> StartNew<TResult>(Func<TResult> function) => throw null;
        public Task<TResult> StartNew<TResult>(Func<TResult> function, CancellationToken cancellationToken) => throw null;
        public Task<TResult> StartNew<TResult>(Func<TResult> function, CancellationToken cancellationToken, TaskCreationOptions creationOptions, TaskScheduler scheduler) => throw null;
        public Task<TResult> StartNew<TResult>(Func<TResult> function, TaskCreationOptions creationOptions) => throw null;
    }

    public class TaskFactory<TResult>
    {
        public TaskFactory() { }
        public TaskFactory(CancellationToken cancellationToken) { }
        public TaskFactory(CancellationToken cancellationToken, TaskCreationOptions creationOptions, TaskContinuationOptions continuationOptions, TaskScheduler? scheduler) { }
        public TaskFactory(TaskCreationOptions creationOptions, TaskContinuationOptions continuationOptions) { }
        public TaskFactory(TaskScheduler? scheduler) { }
        public CancellationToken CancellationToken { get => throw null; }
        public TaskContinuationOptions ContinuationOptions { get => throw null; }
        public TaskCreationOptions CreationOptions { get => throw null; }
        public TaskScheduler? Scheduler { get => throw null; }
        public Task<TResult> ContinueWhenAll(Task[] tasks, Func<Task[], TResult> continuationFunction) => throw null;
        public Task<TResult> ContinueWhenAny(Task[] tasks, Func<Task, TResult> continuationFunction) => throw null;
        public Task<TResult> FromAsync(IAsyncResult asyncResult, Func<IAsyncResult, TResult> endMethod) => throw null;
        public Task<TResult> FromAsync(Func<AsyncCallback, object?, IAsyncResult> beginMethod, Func<IAsyncResult, TResult> endMethod, object? state) => throw null;
        public Task<TResult> StartNew(Func<object?, TResult> function, object? state) => throw null;
        public Task<TResult> StartNew(Func<object?, TResult> function, object? state, CancellationToken cancellationToken) => throw null;
        public Task<TResult> StartNew(Func<object?, TResult> function, object? state, CancellationToken cancellationToken, TaskCreationOptions creationOptions, TaskScheduler scheduler) => throw null;
        public Task<TResult> StartNew(Func<object?, TResult> function, object? state, TaskCreationOptions creationOptions) => throw null;
        public Task<TResult> StartNew(Func<TResult> function) => throw null;
        public Task<TResult> StartNew(Func<TResult> function, CancellationToken cancellationToken) => throw null;
        public Task<TResult> StartNew(Func<TResult> function, CancellationToken cancellationToken, TaskCreationOptions creationOptions, TaskScheduler scheduler) => throw null;
        public Task<TResult> StartNew(Func<TResult> function, TaskCreationOptions creationOptions) => throw null;
    }

    public abstract class TaskScheduler
    {
        protected TaskScheduler() { }
        public static TaskScheduler Current { get => throw null; }
        public static TaskScheduler Default { get => throw null; }
        public int Id { get => throw null; }
        public virtual int MaximumConcurrencyLevel { get => throw null; }
        public static event EventHandler<UnobservedTaskExceptionEventArgs>? UnobservedTaskException;
        public static TaskScheduler FromCurrentSynchronizationContext() => throw null;
        protected abstract IEnumerable<Task>? GetScheduledTasks();
        protected internal abstract void QueueTask(Task task);
        protected internal virtual bool TryDequeue(Task task) => throw null;
        protected bool TryExecuteTask(Task task) => throw null;
        protected abstract bool TryExecuteTaskInline(Task task, bool taskWasPreviouslyQueued);
    }

    public class UnobservedTaskExceptionEventArgs : EventArgs
    {
        public UnobservedTaskExceptionEventArgs(AggregateException exception) { }
        public AggregateException Exception { get => throw null; }
        public bool Observed { get => throw null; }
        public void SetObserved() { }
    }

    public class TaskCanceledException : OperationCanceledException
    {
        public TaskCanceledException() { }
        public TaskCanceledException(string? message) { }
        public TaskCanceledException(string? message, Exception? innerException) { }
        public TaskCanceledException(string? message, Exception? innerException, CancellationToken token) { }
        public TaskCanceledException(Task? task) { }
        public Task? Task { get => throw null; }
    }

    public class TaskSchedulerException : Exception
    {
        public TaskSchedulerException() { }
        public TaskSchedulerException(Exception? innerException) { }
        public TaskSchedulerException(string? message) { }
        public TaskSchedulerException(string? message, Exception? innerException) { }
    }

    public static class TaskExtensions
    {
        public static Task Unwrap(this Task<Task> task) => throw null;
        public static Task<TResult> Unwrap<TResult>(this Task<Task<TResult>> task) => throw null;
    }

    public static class TaskAsyncEnumerableExtensions
    {
        public static ConfiguredAsyncDisposable ConfigureAwait(this IAsyncDisposable source, bool continueOnCapturedContext) => throw null;
        public static ConfiguredCancelableAsyncEnumerable<T> ConfigureAwait<T>(this IAsyncEnumerable<T> source, bool continueOnCapturedContext) => throw null;
        public static IEnumerable<T> ToBlockingEnumerable<T>(this IAsyncEnumerable<T> source, CancellationToken cancellationToken = default) => throw null;
        public static ConfiguredCancelableAsyncEnumerable<T> WithCancellation<T>(this IAsyncEnumerable<T> source, CancellationToken cancellationToken) => throw null;
    }

    public static class Parallel
    {
        public static ParallelLoopResult For(int fromInclusive, int toExclusive, Action<int, ParallelLoopState> body) => throw null;
        public static ParallelLoopResult For(int fromInclusive, int toExclusive, Action<int> body) => throw null;
        public static ParallelLoopResult For(int fromInclusive, int toExclusive, ParallelOptions parallelOptions, Action<int, ParallelLoopState> body) => throw null;
        public static ParallelLoopResult For(int fromInclusive, int toExclusive, ParallelOptions parallelOptions, Action<int> body) => throw null;
        public static ParallelLoopResult For(long fromInclusive, long toExclusive, Action<long, ParallelLoopState> body) => throw null;
        public static ParallelLoopResult For(long fromInclusive, long toExclusive, Action<long> body) => throw null;
        public static ParallelLoopResult For(long fromInclusive, long toExclusive, ParallelOptions parallelOptions, Action<long, ParallelLoopState> body) => throw null;
        public static ParallelLoopResult For(long fromInclusive, long toExclusive, ParallelOptions parallelOptions, Action<long> body) => throw null;
        public static ParallelLoopResult For<TLocal>(int fromInclusive, int toExclusive, Func<TLocal> localInit, Func<int, ParallelLoopState, TLocal, TLocal> body, Action<TLocal> localFinally) => throw null;
        public static ParallelLoopResult For<TLocal>(int fromInclusive, int toExclusive, ParallelOptions parallelOptions, Func<TLocal> localInit, Func<int, ParallelLoopState, TLocal, TLocal> body, Action<TLocal> localFinally) => throw null;
        public static ParallelLoopResult ForEach<TSource>(IEnumerable<TSource> source, Action<TSource, ParallelLoopState, long> body) => throw null;
        public static ParallelLoopResult ForEach<TSource>(IEnumerable<TSource> source, Action<TSource, ParallelLoopState> body) => throw null;
        public static ParallelLoopResult ForEach<TSource>(IEnumerable<TSource> source, Action<TSource> body) => throw null;
        public static ParallelLoopResult ForEach<TSource>(IEnumerable<TSource> source, ParallelOptions parallelOptions, Action<TSource, ParallelLoopState, long> body) => throw null;
        public static ParallelLoopResult ForEach<TSource>(IEnumerable<TSource> source, ParallelOptions parallelOptions, Action<TSource, ParallelLoopState> body) => throw null;
        public static ParallelLoopResult ForEach<TSource>(IEnumerable<TSource> source, ParallelOptions parallelOptions, Action<TSource> body) => throw null;
        public static ParallelLoopResult ForEach<TSource, TLocal>(IEnumerable<TSource> source, Func<TLocal> localInit, Func<TSource, ParallelLoopState, TLocal, TLocal> body, Action<TLocal> localFinally) => throw null;
        public static ParallelLoopResult ForEach<TSource, TLocal>(IEnumerable<TSource> source, ParallelOptions parallelOptions, Func<TLocal> localInit, Func<TSource, ParallelLoopState, TLocal, TLocal> body, Action<TLocal> localFinally) => throw null;
        public static Task ForEachAsync<TSource>(IAsyncEnumerable<TSource> source, CancellationToken cancellationToken, Func<TSource, CancellationToken, ValueTask> body) => throw null;
        public static Task ForEachAsync<TSource>(IAsyncEnumerable<TSource> source, Func<TSource, CancellationToken, ValueTask> body) => throw null;
        public static Task ForEachAsync<TSource>(IAsyncEnumerable<TSource> source, ParallelOptions parallelOptions, Func<TSource, CancellationToken, ValueTask> body) => throw null;
        public static Task ForEachAsync<TSource>(IEnumerable<TSource> source, CancellationToken cancellationToken, Func<TSource, CancellationToken, ValueTask> body) => throw null;
        public static Task ForEachAsync<TSource>(IEnumerable<TSource> source, Func<TSource, CancellationToken, ValueTask> body) => throw null;
        public static Task ForEachAsync<TSource>(IEnumerable<TSource> source, ParallelOptions parallelOptions, Func<TSource, CancellationToken, ValueTask> body) => throw null;
        public static void Invoke(params Action[] actions) { }
        public static void Invoke(ParallelOptions parallelOptions, params Action[] actions) { }
    }

    public class ParallelOptions
    {
        public ParallelOptions() { }
        public CancellationToken CancellationToken { get => throw null; set { } }
        public int MaxDegreeOfParallelism { get => throw null; set { } }
        public TaskScheduler? TaskScheduler { get => throw null; set { } }
    }

    public readonly struct ParallelLoopResult
    {
        public bool IsCompleted { get => throw null; }
        public long? LowestBreakIteration { get => throw null; }
    }

    public class ParallelLoopState
    {
        internal ParallelLoopState() { }
        public bool IsExceptional { get => throw null; }
        public bool IsStopped { get => throw null; }
        public long? LowestBreakIteration { get => throw null; }
        public bool ShouldExitCurrentIteration { get => throw null; }
        public void Break() { }
        public void Stop() { }
    }
}

namespace System.Threading.Tasks.Sources
{
    [Flags]
    public enum ValueTaskSourceOnCompletedFlags
    {
        None = 0,
        UseSchedulingContext = 1,
        FlowExecutionContext = 2,
    }

    public enum ValueTaskSourceStatus
    {
        Pending = 0,
        Succeeded = 1,
        Faulted = 2,
        Canceled = 3,
    }

    public interface IValueTaskSource
    {
        void GetResult(short token);
        ValueTaskSourceStatus GetStatus(short token);
        void OnCompleted(Action<object?> continuation, object? state, short token, ValueTaskSourceOnCompletedFlags flags);
    }

    public interface IValueTaskSource<out TResult>
    {
        TResult GetResult(short token);
        ValueTaskSourceStatus GetStatus(short token);
        void OnCompleted(Action<object?> continuation, object? state, short token, ValueTaskSourceOnCompletedFlags flags);
    }
}
