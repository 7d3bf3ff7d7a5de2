// Core library model: System.Exception and the standard exception types of the System namespace.
using System.Collections;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Threading;

namespace System
{
    /// <summary>Represents errors that occur during application execution.</summary>
    public class Exception
    {
        public Exception() { }
        public Exception(string? message) { }
        public Exception(string? message, Exception? innerException) { }
        public virtual IDictionary Data { get => throw null; }
        public virtual string? HelpLink { get => throw null; set { } }
        public int HResult { get => throw null; set { } }
        public Exception? InnerException { get => throw null; }
        public virtual string Message { get => throw null; }
        public virtual string? Source { get => throw null; set { } }
        public virtual string? StackTrace { get => throw null; }
        public MethodBase? TargetSite { get => throw null; }
        public virtual Exception GetBaseException() => throw null;
        public new Type GetType() => throw null;
        public override string ToString() => throw null;
    }

    public class SystemException : Exception
    {
        public SystemException() { }
        public SystemException(string? message) { }
        public SystemException(string? message, Exception? innerException) { }
    }

    public class ApplicationException : Exception
    {
        public ApplicationException() { }
        public ApplicationException(string? message) { }
        public ApplicationException(string? message, Exception? innerException) { }
    }

    public class ArgumentException : SystemException
    {
        public ArgumentException() { }
        public ArgumentException(string? message) { }
        public ArgumentException(string? message, Exception? innerException) { }
        public ArgumentException(string? message, string? paramName) { }
        public ArgumentException(string? message, string? paramName, Exception? innerException) { }
        public override string Message { get => throw null; }
        public virtual string? ParamName { get => throw null; }
        public static void ThrowIfNullOrEmpty([NotNull] string? argument, [CallerArgumentExpression("argument")] string? paramName = null) { }
        public static void ThrowIfNullOrWhiteSpace([NotNull] string? argument, [CallerArgumentExpression("argument")] string? paramName = null) { }
    }

    public class ArgumentNullException : ArgumentException
    {
        public ArgumentNullException() { }
        public ArgumentNullException(string? paramName) { }
        public ArgumentNullException(string? message, Exception? innerException) { }
        public ArgumentNullException(string? paramName, string? message) { }
        public static void ThrowIfNull([NotNull] object? argument, [CallerArgumentExpression("argument")] string? paramName = null) { }
        [CLSCompliant(false)]
        public static unsafe void ThrowIfNull(void* argument, [CallerArgumentExpression("argument")] string? paramName = null) { }
    }

    public class ArgumentOutOfRangeException : ArgumentException
    {
        public ArgumentOutOfRangeException() { }
        public ArgumentOutOfRangeException(string? paramName) { }
        public ArgumentOutOfRangeException(string? message, Exception? innerException) { }
        public ArgumentOutOfRangeException(string? paramName, object? actualValue, string? message) { }
        public ArgumentOutOfRangeException(string? paramName, string? message) { }
        public virtual object? ActualValue { get => throw null; }
        public override string Message { get => throw null; }
        public static void ThrowIfEqual<T>(T value, T other, [CallerArgumentExpression("value")] string? paramName = null) where T : IEquatable<T>? { }
        public static void ThrowIfGreaterThan<T>(T value, T other, [CallerArgumentExpression("value")] string? paramName = null) where T : IComparable<T> { }
        public static void ThrowIfGreaterThanOrEqual<T>(T value, T other, [CallerArgumentExpression("value")] string? paramName = null) where T : IComparable<T> { }
        public static void ThrowIfLessThan<T>(T value, T other, [CallerArgumentExpression("value")] string? paramName = null) where T : IComparable<T> { }
        public static void ThrowIfLessThanOrEqual<T>(T value, T other, [CallerArgumentExpression("value")] string? paramName = null) where T : IComparable<T> { }
        public static void ThrowIfNotEqual<T>(T value, T other, [CallerArgumentExpression("value")] string? paramName = null) where T : IEquatable<T>? { }
    }

    public class InvalidOperationException : SystemException
    {
        public InvalidOperationException() { }
        public InvalidOperationException(string? message) { }
        public InvalidOperationException(string? message, Exception? innerException) { }
    }

    public class NotSupportedException : SystemException
    {
        public NotSupportedException() { }
        public NotSupportedException(string? message) { }
        public NotSupportedException(string? message, Exception? innerException) { }
    }

    public class PlatformNotSupportedException : NotSupportedException
    {
        public PlatformNotSupportedException() { }
        public PlatformNotSupportedException(string? message) { }
        public PlatformNotSupportedException(string? message, Exception? innerException) { }
    }

    public class NotImplementedException : SystemException
    {
        public NotImplementedException() { }
        public NotImplementedException(string? message) { }
        public NotImplementedException(string? message, Exception? innerException) { }
    }

    public class NullReferenceException : SystemException
    {
        public NullReferenceException() { }
        public NullReferenceException(string? message) { }
        public NullReferenceException(string? message, Exception? innerException) { }
    }

    public sealed class IndexOutOfRangeException : SystemException
    {
        public IndexOutOfRangeException() { }
        public IndexOutOfRangeException(string? message) { }
        public IndexOutOfRangeException(string? message, Exception? innerException) { }
    }

    public class InvalidCastException : SystemException
    {
        public InvalidCastException() { }
        public InvalidCastException(string? message) { }
        public InvalidCastException(string? message, Exception? innerException) { }
        public InvalidCastException(string? message, int errorCode) { }
    }

    public class FormatException : SystemException
    {
        public FormatException() { }
        public FormatException(string? message) { }
        public FormatException(string? message, Exception? innerException) { }
    }

    public class ArithmeticException : SystemException
    {
        public ArithmeticException() { }
        public ArithmeticException(string? message) { }
        public ArithmeticException(string? message, Exception? innerException) { }
    }

    public class OverflowException : ArithmeticException
    {
        public OverflowException() { }
        public OverflowException(string? message) { }
        public OverflowException(string? message, Exception? innerException) { }
    }

    public class DivideByZeroException : ArithmeticException
    {
        public DivideByZeroException() { }
        public DivideByZeroException(string? message) { }
        public DivideByZeroException(string? message, Exception? innerException) { }
    }

    public class NotFiniteNumberException : ArithmeticException
    {
        public NotFiniteNumberException() { }
        public NotFiniteNumberException(string? message) { }
        public NotFiniteNumberException(string? message, Exception? innerException) { }
        public NotFiniteNumberException(double offendingNumber) { }
        public double OffendingNumber { get => throw null; }
    }

    public class ObjectDisposedException : InvalidOperationException
    {
        public ObjectDisposedException(string? objectName) { }
        public ObjectDisposedException(string? message, Exception? innerException) { }
        public ObjectDisposedException(string? objectName, string? message) { }
        public override string Message { get => throw null; }
        public string ObjectName { get => throw null; }
        public static void ThrowIf([DoesNotReturnIf(true)] bool condition, object instance) { }
        public static void ThrowIf([DoesNotReturnIf(true)] bool condition, Type type) { }
    }

    public class OperationCanceledException : SystemException
    {
        public OperationCanceledException() { }
        public OperationCanceledException(CancellationToken token) { }
        public OperationCanceledException(string? message) { }
        public OperationCanceledException(string? message, CancellationToken token) { }
        public OperationCanceledException(string? message, Exception? innerException) { }
        public OperationCanceledException(string? message, Exception? innerException, CancellationToken token) { }
        public CancellationToken CancellationToken { get => throw null; }
    }

    public class TimeoutException : SystemException
    {
        public TimeoutException() { }
        public TimeoutException(string? message) { }
        public TimeoutException(string? message, Exception? innerException) { }
    }

    public class AggregateException : Exception
    {
        public AggregateException() { }
        public AggregateException(IEnumerable<Exception> innerExceptions) { }
        public AggregateException(params Exception[] innerExceptions) { }
        public AggregateException(string? message) { }
        public AggregateException(string? message, IEnumerable<Exception> innerExceptions) { }
        public AggregateException(string? message, Exception innerException) { }
        public AggregateException(string? message, params Exception[] innerExceptions) { }
        public ReadOnlyCollection<Exception> InnerExceptions { get => throw null; }
        public override string Message { get => throw null; }
        public AggregateException Flatten() => throw null;
        public override Exception GetBaseException() => throw null;
        public void Handle(Func<Exception, bool> predicate) { }
        public override string ToString() => throw null;
    }

    public sealed class StackOverflowException : SystemException
    {
        public StackOverflowException() { }
        public StackOverflowException(string? message) { }
        public StackOverflowException(string? message, Exception? innerException) { }
    }

    public class OutOfMemoryException : SystemException
    {
        public OutOfMemoryException() { }
        public OutOfMemoryException(string? message) { }
        public OutOfMemoryException(string? message, Exception? innerException) { }
    }

    public sealed class InsufficientMemoryException : OutOfMemoryException
    {
        public InsufficientMemoryException() { }
        public InsufficientMemoryException(string? message) { }
        public InsufficientMemoryException(string? message, Exception? innerException) { }
    }

    public sealed class InsufficientExecutionStackException : SystemException
    {
        public InsufficientExecutionStackException() { }
        public InsufficientExecutionStackException(string? message) { }
        public InsufficientExecutionStackException(string? message, Exception? innerException) { }
    }

    public class UnauthorizedAccessException : SystemException
    {
        public UnauthorizedAccessException() { }
        public UnauthorizedAccessException(string? message) { }
        public UnauthorizedAccessException(string? message, Exception? inner) { }
    }

    public class ArrayTypeMismatchException : SystemException
    {
        public ArrayTypeMismatchException() { }
        public ArrayTypeMismatchException(string? message) { }
        public ArrayTypeMismatchException(string? message, Exception? innerException) { }
    }

    public class RankException : SystemException
    {
        public RankException() { }
        public RankException(string? message) { }
        public RankException(string? message, Exception? innerException) { }
    }

    public class MemberAccessException : SystemException
    {
        public MemberAccessException() { }
        public MemberAccessException(string? message) { }
        public MemberAccessException(string? message, Exception? inner) { }
    }

    public class FieldAccessException : MemberAccessException
    {
        public FieldAccessException() { }
        public FieldAccessException(string? message) { }
        public FieldAccessException(string? message, Exception? inner) { }
    }

    public class MethodAccessException : MemberAccessException
    {
        public MethodAccessException() { }
        public MethodAccessException(string? message) { }
        public MethodAccessException(string? message, Exception? inner) { }
    }

    public class MissingMemberException : MemberAccessException
    {
        public MissingMemberException() { }
        public MissingMemberException(string? message) { }
        public MissingMemberException(string? message, Exception? inner) { }
        public MissingMemberException(string? className, string? memberName) { }
        public override string Message { get => throw null; }
    }

    public class MissingMethodException : MissingMemberException
    {
        public MissingMethodException() { }
        public MissingMethodException(string? message) { }
        public MissingMethodException(string? message, Exception? inner) { }
        public MissingMethodException(string? className, string? methodName) { }
        public override string Message { get => throw null; }
    }

    public class MissingFieldException : MissingMemberException
    {
        public MissingFieldException() { }
        public MissingFieldException(string? message) { }
        public MissingFieldException(string? message, Exception? inner) { }
        public MissingFieldException(string? className, string? fieldName) { }
        public override string Message { get => throw null; }
    }

    public sealed class TypeInitializationException : SystemException
    {
        public TypeInitializationException(string? fullTypeName, Exception? innerException) { }
        public string TypeName { get => throw null; }
    }

    public class TypeLoadException : SystemException
    {
        public TypeLoadException() { }
        public TypeLoadException(string? message) { }
        public TypeLoadException(string? message, Exception? inner) { }
        public override string Message { get => throw null; }
        public string TypeName { get => throw null; }
    }

    public class DllNotFoundException : TypeLoadException
    {
        public DllNotFoundException() { }
        public DllNotFoundException(string? message) { }
        public DllNotFoundException(string? message, Exception? inner) { }
    }

    public class EntryPointNotFoundException : TypeLoadException
    {
        public EntryPointNotFoundException() { }
        public EntryPointNotFoundException(string? message) { }
        public EntryPointNotFoundException(string? message, Exception? inner) { }
    }

    public class BadImageFormatException : SystemException
    {
        public BadImageFormatException() { }
        public BadImageFormatException(string? message) { }
        public BadImageFormatException(string? message, Exception? inner) { }
        public BadImageFormatException(string? message, string? fileName) { }
        public BadImageFormatException(string? message, string? fileName, Exception? inner) { }
        public string? FileName { get => throw null; }
        public override string Message { get => throw null; }
        public override string ToString() => throw null;
    }

    public class DataMisalignedException : SystemException
    {
        public DataMisalignedException() { }
        public DataMisalignedException(string? message) { }
        public DataMisalignedException(string? message, Exception? innerException) { }
    }
}
