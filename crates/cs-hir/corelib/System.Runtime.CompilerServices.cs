// Core library model: System.Runtime.CompilerServices (compiler-recognised attributes, awaiters and async method builders, interpolated string handlers, RuntimeHelpers, Unsafe).
using System.Collections;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Threading.Tasks;

namespace System.Runtime.CompilerServices
{
    [AttributeUsage(AttributeTargets.Parameter, Inherited = false)]
    public sealed class CallerMemberNameAttribute : Attribute
    {
        public CallerMemberNameAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Parameter, Inherited = false)]
    public sealed class CallerFilePathAttribute : Attribute
    {
        public CallerFilePathAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Parameter, Inherited = false)]
    public sealed class CallerLineNumberAttribute : Attribute
    {
        public CallerLineNumberAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Parameter, AllowMultiple = false, Inherited = false)]
    public sealed class CallerArgumentExpressionAttribute : Attribute
    {
        public CallerArgumentExpressionAttribute(string parameterName) { }
        public string ParameterName { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Assembly | AttributeTargets.Class | AttributeTargets.Method)]
    public sealed class ExtensionAttribute : Attribute
    {
        public ExtensionAttribute() { }
    }

    /// <summary>Reserved for the compiler to mark init-only setters.</summary>
    public static class IsExternalInit
    {
    }

    [AttributeUsage(AttributeTargets.Assembly, AllowMultiple = true, Inherited = false)]
    public sealed class InternalsVisibleToAttribute : Attribute
    {
        public InternalsVisibleToAttribute(string assemblyName) { }
        public bool AllInternalsVisible { get => throw null; set { } }
        public string AssemblyName { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Constructor | AttributeTargets.Method, Inherited = false)]
    public sealed class MethodImplAttribute : Attribute
    {
        public MethodCodeType MethodCodeType;
        public MethodImplAttribute() { }
        public MethodImplAttribute(short value) { }
        public MethodImplAttribute(MethodImplOptions methodImplOptions) { }
        public MethodImplOptions Value { get => throw null; }
    }

    [Flags]
    public enum MethodImplOptions
    {
        Unmanaged = 4,
        NoInlining = 8,
        ForwardRef = 16,
        Synchronized = 32,
        NoOptimization = 64,
        PreserveSig = 128,
        AggressiveInlining = 256,
        AggressiveOptimization = 512,
        InternalCall = 4096,
    }

    public enum MethodCodeType
    {
        IL = 0,
        Native = 1,
        OPTIL = 2,
        Runtime = 3,
    }

    [AttributeUsage(AttributeTargets.All, Inherited = true)]
    public sealed class CompilerGeneratedAttribute : Attribute
    {
        public CompilerGeneratedAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Method, Inherited = false, AllowMultiple = false)]
    public class StateMachineAttribute : Attribute
    {
        public StateMachineAttribute(Type stateMachineType) { }
        public Type StateMachineType { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Method, Inherited = false, AllowMultiple = false)]
    public sealed class AsyncStateMachineAttribute : StateMachineAttribute
    {
        public AsyncStateMachineAttribute(Type stateMachineType) : base(stateMachineType) { }
    }

    [AttributeUsage(AttributeTargets.Method, Inherited = false, AllowMultiple = false)]
    public sealed class IteratorStateMachineAttribute : StateMachineAttribute
    {
        public IteratorStateMachineAttribute(Type stateMachineType) : base(stateMachineType) { }
    }

    [AttributeUsage(AttributeTargets.Method, Inherited = false, AllowMultiple = false)]
    public sealed class AsyncIteratorStateMachineAttribute : StateMachineAttribute
    {
        public AsyncIteratorStateMachineAttribute(Type stateMachineType) : base(stateMachineType) { }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Enum | AttributeTargets.Interface | AttributeTargets.Delegate | AttributeTargets.Method, Inherited = false, AllowMultiple = false)]
    public sealed class AsyncMethodBuilderAttribute : Attribute
    {
        public AsyncMethodBuilderAttribute(Type builderType) { }
        public Type BuilderType { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Parameter, Inherited = false)]
    public sealed class EnumeratorCancellationAttribute : Attribute
    {
        public EnumeratorCancellationAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Method, Inherited = false)]
    public sealed class ModuleInitializerAttribute : Attribute
    {
        public ModuleInitializerAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Module | AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Interface | AttributeTargets.Constructor | AttributeTargets.Method | AttributeTargets.Property | AttributeTargets.Event, Inherited = false)]
    public sealed class SkipLocalsInitAttribute : Attribute
    {
        public SkipLocalsInitAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Field | AttributeTargets.Property, AllowMultiple = false, Inherited = false)]
    public sealed class RequiredMemberAttribute : Attribute
    {
        public RequiredMemberAttribute() { }
    }

    [AttributeUsage(AttributeTargets.All, AllowMultiple = true, Inherited = false)]
    public sealed class CompilerFeatureRequiredAttribute : Attribute
    {
        public const string RefStructs = "RefStructs";
        public const string RequiredMembers = "RequiredMembers";
        public CompilerFeatureRequiredAttribute(string featureName) { }
        public string FeatureName { get => throw null; }
        public bool IsOptional { get => throw null; init { } }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Event | AttributeTargets.Parameter | AttributeTargets.ReturnValue)]
    public sealed class TupleElementNamesAttribute : Attribute
    {
        public TupleElementNamesAttribute(string?[] transformNames) { }
        public IList<string?> TransformNames { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Property, Inherited = true)]
    public sealed class IndexerNameAttribute : Attribute
    {
        public IndexerNameAttribute(string indexerName) { }
    }

    [AttributeUsage(AttributeTargets.All, Inherited = false)]
    public sealed class IsReadOnlyAttribute : Attribute
    {
        public IsReadOnlyAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Struct)]
    public sealed class IsByRefLikeAttribute : Attribute
    {
        public IsByRefLikeAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Interface, Inherited = false)]
    public sealed class CollectionBuilderAttribute : Attribute
    {
        public CollectionBuilderAttribute(Type builderType, string methodName) { }
        public Type BuilderType { get => throw null; }
        public string MethodName { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Struct, AllowMultiple = false)]
    public sealed class InlineArrayAttribute : Attribute
    {
        public InlineArrayAttribute(int length) { }
        public int Length { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct, AllowMultiple = false, Inherited = false)]
    public sealed class InterpolatedStringHandlerAttribute : Attribute
    {
        public InterpolatedStringHandlerAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Parameter, AllowMultiple = false, Inherited = false)]
    public sealed class InterpolatedStringHandlerArgumentAttribute : Attribute
    {
        public InterpolatedStringHandlerArgumentAttribute(string argument) { }
        public InterpolatedStringHandlerArgumentAttribute(params string[] arguments) { }
        public string[] Arguments { get => throw null; }
    }

    /// <summary>The handler the compiler uses to build interpolated strings.</summary>
    [InterpolatedStringHandler]
    public ref struct DefaultInterpolatedStringHandler
    {
        public DefaultInterpolatedStringHandler(int literalLength, int formattedCount) { }
        public DefaultInterpolatedStringHandler(int literalLength, int formattedCount, IFormatProvider? provider) { }
        public DefaultInterpolatedStringHandler(int literalLength, int formattedCount, IFormatProvider? provider, Span<char> initialBuffer) { }
        public void AppendFormatted(object? value, int alignment = 0, string? format = null) { }
        public void AppendFormatted(ReadOnlySpan<char> value) { }
        public void AppendFormatted(ReadOnlySpan<char> value, int alignment = 0, string? format = null) { }
        public void AppendFormatted(string? value) { }
        public void AppendFormatted(string? value, int alignment = 0, string? format = null) { }
        public void AppendFormatted<T>(T value) { }
        public void AppendFormatted<T>(T value, int alignment) { }
        public void AppendFormatted<T>(T value, int alignment, string? format) { }
        public void AppendFormatted<T>(T value, string? format) { }
        public void AppendLiteral(string value) { }
        public override string ToString() => throw null;
        public string ToStringAndClear() => throw null;
    }

    public static class FormattableStringFactory
    {
        public static FormattableString Create(string format, params object?[] arguments) => throw null;
    }

    public interface ITuple
    {
        object? this[int index] { get; }
        int Length { get; }
    }

    public static class RuntimeHelpers
    {
        [Obsolete("OffsetToStringData has been deprecated. Use string.GetPinnableReference() instead.")]
        public static int OffsetToStringData { get => throw null; }
        public static IntPtr AllocateTypeAssociatedMemory(Type type, int size) => throw null;
        public static ReadOnlySpan<T> CreateSpan<T>(RuntimeFieldHandle fldHandle) => throw null;
        public static void EnsureSufficientExecutionStack() { }
        public static new bool Equals(object? o1, object? o2) => throw null;
        public static int GetHashCode(object? o) => throw null;
        [return: NotNullIfNotNull(nameof(obj))]
        public static object? GetObjectValue(object? obj) => throw null;
        public static T[] GetSubArray<T>(T[] array, Range range) => throw null;
        public static object GetUninitializedObject(Type type) => throw null;
        public static void InitializeArray(Array array, RuntimeFieldHandle fldHandle) { }
        public static bool IsReferenceOrContainsReferences<T>() => throw null;
        public static void PrepareConstrainedRegions() { }
        public static void PrepareDelegate(Delegate d) { }
        public static void PrepareMethod(RuntimeMethodHandle method) { }
        public static void RunClassConstructor(RuntimeTypeHandle type) { }
        public static bool TryEnsureSufficientExecutionStack() => throw null;
    }

    public static class Unsafe
    {
        public static ref T Add<T>(ref T source, int elementOffset) => throw null;
        public static ref T Add<T>(ref T source, nint elementOffset) => throw null;
        public static ref T AddByteOffset<T>(ref T source, nint byteOffset) => throw null;
        public static bool AreSame<T>([AllowNull] ref readonly T left, [AllowNull] ref readonly T right) => throw null;
        [return: NotNullIfNotNull(nameof(o))]
        public static T As<T>(object? o) where T : class? => throw null;
        public static ref TTo As<TFrom, TTo>(ref TFrom source) => throw null;
        public static ref T AsRef<T>(ref readonly T source) => throw null;
        public static TTo BitCast<TFrom, TTo>(TFrom source) where TFrom : struct where TTo : struct => throw null;
        public static nint ByteOffset<T>([AllowNull] ref readonly T origin, [AllowNull] ref readonly T target) => throw null;
        public static bool IsAddressGreaterThan<T>([AllowNull] ref readonly T left, [AllowNull] ref readonly T right) => throw null;
        public static bool IsAddressLessThan<T>([AllowNull] ref readonly T left, [AllowNull] ref readonly T right) => throw null;
        public static bool IsNullRef<T>(ref readonly T source) => throw null;
        public static ref T NullRef<T>() => throw null;
        public static T ReadUnaligned<T>(ref readonly byte source) => throw null;
        public static int SizeOf<T>() => throw null;
        public static void SkipInit<T>(out T value) => throw null;
        public static ref T Subtract<T>(ref T source, int elementOffset) => throw null;
        public static ref T Unbox<T>(object box) where T : struct => throw null;
        public static void WriteUnaligned<T>(ref byte destination, T value) { }
    }

    public sealed class ConditionalWeakTable<TKey, TValue> : IEnumerable<KeyValuePair<TKey, TValue>>, IEnumerable where TKey : class where TValue : class?
    {
        public ConditionalWeakTable() { }
        public void Add(TKey key, TValue value) { }
        public void AddOrUpdate(TKey key, TValue value) { }
        public void Clear() { }
        public TValue GetOrCreateValue(TKey key) => throw null;
        public TValue GetValue(TKey key, ConditionalWeakTable<TKey, TValue>.CreateValueCallback createValueCallback) => throw null;
        public bool Remove(TKey key) => throw null;
        public bool TryAdd(TKey key, TValue value) => throw null;
        public bool TryGetValue(TKey key, [MaybeNullWhen(false)] out TValue value) => throw null;
        IEnumerator<KeyValuePair<TKey, TValue>> IEnumerable<KeyValuePair<TKey, TValue>>.GetEnumerator() => throw null;
        IEnumerator IEnumerable.GetEnumerator() => throw null;

        public delegate TValue CreateValueCallback(TKey key);
    }

    public class RuntimeWrappedException : Exception
    {
        public RuntimeWrappedException(object thrownObject) { }
        public object WrappedException { get => throw null; }
    }

    public sealed class SwitchExpressionException : InvalidOperationException
    {
        public SwitchExpressionException() { }
        public SwitchExpressionException(Exception? innerException) { }
        public SwitchExpressionException(object? unmatchedValue) { }
        public SwitchExpressionException(string? message) { }
        public SwitchExpressionException(string? message, Exception? innerException) { }
        public override string Message { get => throw null; }
        public object? UnmatchedValue { get => throw null; }
    }

    // Awaiters and async infrastructure

    public interface INotifyCompletion
    {
        void OnCompleted(Action continuation);
    }

    public interface ICriticalNotifyCompletion : INotifyCompletion
    {
        void UnsafeOnCompleted(Action continuation);
    }

    public interface IAsyncStateMachine
    {
        void MoveNext();
        void SetStateMachine(IAsyncStateMachine stateMachine);
    }

    public readonly struct TaskAwaiter : ICriticalNotifyCompletion, INotifyCompletion
    {
        public bool IsCompleted { get => throw null; }
        public void GetResult() { }
        public void OnCompleted(Action continuation) { }
        public void UnsafeOnCompleted(Action continuation) { }
    }

    public readonly struct TaskAwaiter<TResult> : ICriticalNotifyCompletion, INotifyCompletion
    {
        public bool IsCompleted { get => throw null; }
        public TResult GetResult() => throw null;
        public void OnCompleted(Action continuation) { }
        public void UnsafeOnCompleted(Action continuation) { }
    }

    public readonly struct ConfiguredTaskAwaitable
    {
        public ConfiguredTaskAwaitable.ConfiguredTaskAwaiter GetAwaiter() => throw null;

        public readonly struct ConfiguredTaskAwaiter : ICriticalNotifyCompletion, INotifyCompletion
        {
            public bool IsCompleted { get => throw null; }
            public void GetResult() { }
            public void OnCompleted(Action continuation) { }
            public void UnsafeOnCompleted(Action continuation) { }
        }
    }

    public readonly struct ConfiguredTaskAwaitable<TResult>
    {
        public ConfiguredTaskAwaitable<TResult>.ConfiguredTaskAwaiter GetAwaiter() => throw null;

        public readonly struct ConfiguredTaskAwaiter : ICriticalNotifyCompletion, INotifyCompletion
        {
            public bool IsCompleted { get => throw null; }
            public TResult GetResult() => throw null;
            public void OnCompleted(Action continuation) { }
            public void UnsafeOnCompleted(Action continuation) { }
        }
    }

    public readonly struct ValueTaskAwaiter : ICriticalNotifyCompletion, INotifyCompletion
    {
        public bool IsCompleted { get => throw null; }
        public void GetResult() { }
        public void OnCompleted(Action continuation) { }
        public void UnsafeOnCompleted(Action continuation) { }
    }

    public readonly struct ValueTaskAwaiter<TResult> : ICriticalNotifyCompletion, INotifyCompletion
    {
        public bool IsCompleted { get => throw null; }
        public TResult GetResult() => throw null;
        public void OnCompleted(Action continuation) { }
        public void UnsafeOnCompleted(Action continuation) { }
    }

    public readonly struct ConfiguredValueTaskAwaitable
    {
        public ConfiguredValueTaskAwaitable.ConfiguredValueTaskAwaiter GetAwaiter() => throw null;

        public readonly struct ConfiguredValueTaskAwaiter : ICriticalNotifyCompletion, INotifyCompletion
        {
            public bool IsCompleted { get => throw null; }
            public void GetResult() { }
            public void OnCompleted(Action continuation) { }
            public void UnsafeOnCompleted(Action continuation) { }
        }
    }

    public readonly struct ConfiguredValueTaskAwaitable<TResult>
    {
        public ConfiguredValueTaskAwaitable<TResult>.ConfiguredValueTaskAwaiter GetAwaiter() => throw null;

        public readonly struct ConfiguredValueTaskAwaiter : ICriticalNotifyCompletion, INotifyCompletion
        {
            public bool IsCompleted { get => throw null; }
            public TResult GetResult() => throw null;
            public void OnCompleted(Action continuation) { }
            public void UnsafeOnCompleted(Action continuation) { }
        }
    }

    public readonly struct YieldAwaitable
    {
        public YieldAwaitable.YieldAwaiter GetAwaiter() => throw null;

        public readonly struct YieldAwaiter : ICriticalNotifyCompletion, INotifyCompletion
        {
            public bool IsCompleted { get => throw null; }
            public void GetResult() { }
            public void OnCompleted(Action continuation) { }
            public void UnsafeOnCompleted(Action continuation) { }
        }
    }

    public readonly struct ConfiguredAsyncDisposable
    {
        public ConfiguredValueTaskAwaitable DisposeAsync() => throw null;
    }

    public readonly struct ConfiguredCancelableAsyncEnumerable<T>
    {
        public ConfiguredCancelableAsyncEnumerable<T> ConfigureAwait(bool continueOnCapturedContext) => throw null;
        public ConfiguredCancelableAsyncEnumerable<T>.Enumerator GetAsyncEnumerator() => throw null;
        public ConfiguredCancelableAsyncEnumerable<T> WithCancellation(System.Threading.CancellationToken cancellationToken) => throw null;

        public readonly struct Enumerator
        {
            public T Current { get => throw null; }
            public ConfiguredValueTaskAwaitable DisposeAsync() => throw null;
            public ConfiguredValueTaskAwaitable<bool> MoveNextAsync() => throw null;
        }
    }

    public struct AsyncTaskMethodBuilder
    {
        public Task Task { get => throw null; }
        public void AwaitOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : INotifyCompletion where TStateMachine : IAsyncStateMachine { }
        public void AwaitUnsafeOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : ICriticalNotifyCompletion where TStateMachine : IAsyncStateMachine { }
        public static AsyncTaskMethodBuilder Create() => throw null;
        public void SetException(Exception exception) { }
        public void SetResult() { }
        public void SetStateMachine(IAsyncStateMachine stateMachine) { }
        public void Start<TStateMachine>(ref TStateMachine stateMachine) where TStateMachine : IAsyncStateMachine { }
    }

    public struct AsyncTaskMethodBuilder<TResult>
    {
        public Task<TResult> Task { get => throw null; }
        public void AwaitOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : INotifyCompletion where TStateMachine : IAsyncStateMachine { }
        public void AwaitUnsafeOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : ICriticalNotifyCompletion where TStateMachine : IAsyncStateMachine { }
        public static AsyncTaskMethodBuilder<TResult> Create() => throw null;
        public void SetException(Exception exception) { }
        public void SetResult(TResult result) { }
        public void SetStateMachine(IAsyncStateMachine stateMachine) { }
        public void Start<TStateMachine>(ref TStateMachine stateMachine) where TStateMachine : IAsyncStateMachine { }
    }

    public struct AsyncValueTaskMethodBuilder
    {
        public ValueTask Task { get => throw null; }
        public void AwaitOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : INotifyCompletion where TStateMachine : IAsyncStateMachine { }
        public void AwaitUnsafeOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : ICriticalNotifyCompletion where TStateMachine : IAsyncStateMachine { }
        public static AsyncValueTaskMethodBuilder Create() => throw null;
        public void SetException(Exception exception) { }
        public void SetResult() { }
        public void SetStateMachine(IAsyncStateMachine stateMachine) { }
        public void Start<TStateMachine>(ref TStateMachine stateMachine) where TStateMachine : IAsyncStateMachine { }
    }

    public struct AsyncValueTaskMethodBuilder<TResult>
    {
        public ValueTask<TResult> Task { get => throw null; }
        public void AwaitOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : INotifyCompletion where TStateMachine : IAsyncStateMachine { }
        public void AwaitUnsafeOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : ICriticalNotifyCompletion where TStateMachine : IAsyncStateMachine { }
        public static AsyncValueTaskMethodBuilder<TResult> Create() => throw null;
        public void SetException(Exception exception) { }
        public void SetResult(TResult result) { }
        public void SetStateMachine(IAsyncStateMachine stateMachine) { }
        public void Start<TStateMachine>(ref TStateMachine stateMachine) where TStateMachine : IAsyncStateMachine { }
    }

    public struct AsyncVoidMethodBuilder
    {
        public void AwaitOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : INotifyCompletion where TStateMachine : IAsyncStateMachine { }
        public void AwaitUnsafeOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : ICriticalNotifyCompletion where TStateMachine : IAsyncStateMachine { }
        public static AsyncVoidMethodBuilder Create() => throw null;
        public void SetException(Exception exception) { }
        public void SetResult() { }
        public void SetStateMachine(IAsyncStateMachine stateMachine) { }
        public void Start<TStateMachine>(ref TStateMachine stateMachine) where TStateMachine : IAsyncStateMachine { }
    }

    public struct AsyncIteratorMethodBuilder
    {
        public void AwaitOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : INotifyCompletion where TStateMachine : IAsyncStateMachine { }
        public void AwaitUnsafeOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : ICriticalNotifyCompletion where TStateMachine : IAsyncStateMachine { }
        public void Complete() { }
        public static AsyncIteratorMethodBuilder Create() => throw null;
        public void MoveNext<TStateMachine>(ref TStateMachine stateMachine) where TStateMachine : IAsyncStateMachine { }
    }
}
