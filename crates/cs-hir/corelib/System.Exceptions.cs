// Core library model: System.Exception and the standard exception types of the System namespace.
using System.Collections;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Runtime.Serialization;
using System.Threading;

namespace System
{
    /// <summary>Represents errors that occur during application execution.</summary>
    public class Exception : ISerializable
    {
        public Exception() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected Exception(SerializationInfo info, StreamingContext context) { }
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
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        public virtual void GetObjectData(SerializationInfo info, StreamingContext context) { }
        public new Type GetType() => throw null;
        public override string ToString() => throw null;
    }

    public class SystemException : Exception
    {
        public SystemException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected SystemException(SerializationInfo info, StreamingContext context) { }
        public SystemException(string? message) { }
        public SystemException(string? message, Exception? innerException) { }
    }

    public class ApplicationException : Exception
    {
        public ApplicationException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected ApplicationException(SerializationInfo info, StreamingContext context) { }
        public ApplicationException(string? message) { }
        public ApplicationException(string? message, Exception? innerException) { }
    }

    public class ArgumentException : SystemException
    {
        public ArgumentException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected ArgumentException(SerializationInfo info, StreamingContext context) { }
        public ArgumentException(string? message) { }
        public ArgumentException(string? message, Exception? innerException) { }
        public ArgumentException(string? message, string? paramName) { }
        public ArgumentException(string? message, string? paramName, Exception? innerException) { }
        public override string Message { get => throw null; }
        public virtual string? ParamName { get => throw null; }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        public override void GetObjectData(SerializationInfo info, StreamingContext context) { }
        public static void ThrowIfNullOrEmpty([NotNull] string? argument, [CallerArgumentExpression("argument")] string? paramName = null) { }
        public static void ThrowIfNullOrWhiteSpace([NotNull] string? argument, [CallerArgumentExpression("argument")] string? paramName = null) { }
    }

    public class ArgumentNullException : ArgumentException
    {
        public ArgumentNullException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected ArgumentNullException(SerializationInfo info, StreamingContext context) { }
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
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected ArgumentOutOfRangeException(SerializationInfo info, StreamingContext context) { }
        public ArgumentOutOfRangeException(string? paramName) { }
        public ArgumentOutOfRangeException(string? message, Exception? innerException) { }
        public ArgumentOutOfRangeException(string? paramName, object? actualValue, string? message) { }
        public ArgumentOutOfRangeException(string? paramName, string? message) { }
        public virtual object? ActualValue { get => throw null; }
        public override string Message { get => throw null; }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        public override void GetObjectData(SerializationInfo info, StreamingContext context) { }
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
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected InvalidOperationException(SerializationInfo info, StreamingContext context) { }
        public InvalidOperationException(string? message) { }
        public InvalidOperationException(string? message, Exception? innerException) { }
    }

    public class NotSupportedException : SystemException
    {
        public NotSupportedException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected NotSupportedException(SerializationInfo info, StreamingContext context) { }
        public NotSupportedException(string? message) { }
        public NotSupportedException(string? message, Exception? innerException) { }
    }

    public class PlatformNotSupportedException : NotSupportedException
    {
        public PlatformNotSupportedException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected PlatformNotSupportedException(SerializationInfo info, StreamingContext context) { }
        public PlatformNotSupportedException(string? message) { }
        public PlatformNotSupportedException(string? message, Exception? innerException) { }
    }

    public class NotImplementedException : SystemException
    {
        public NotImplementedException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected NotImplementedException(SerializationInfo info, StreamingContext context) { }
        public NotImplementedException(string? message) { }
        public NotImplementedException(string? message, Exception? innerException) { }
    }

    public class NullReferenceException : SystemException
    {
        public NullReferenceException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected NullReferenceException(SerializationInfo info, StreamingContext context) { }
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
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected InvalidCastException(SerializationInfo info, StreamingContext context) { }
        public InvalidCastException(string? message) { }
        public InvalidCastException(string? message, Exception? innerException) { }
        public InvalidCastException(string? message, int errorCode) { }
    }

    public class FormatException : SystemException
    {
        public FormatException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected FormatException(SerializationInfo info, StreamingContext context) { }
        public FormatException(string? message) { }
        public FormatException(string? message, Exception? innerException) { }
    }

    public class ArithmeticException : SystemException
    {
        public ArithmeticException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected ArithmeticException(SerializationInfo info, StreamingContext context) { }
        public ArithmeticException(string? message) { }
        public ArithmeticException(string? message, Exception? innerException) { }
    }

    public class OverflowException : ArithmeticException
    {
        public OverflowException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected OverflowException(SerializationInfo info, StreamingContext context) { }
        public OverflowException(string? message) { }
        public OverflowException(string? message, Exception? innerException) { }
    }

    public class DivideByZeroException : ArithmeticException
    {
        public DivideByZeroException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected DivideByZeroException(SerializationInfo info, StreamingContext context) { }
        public DivideByZeroException(string? message) { }
        public DivideByZeroException(string? message, Exception? innerException) { }
    }

    public class NotFiniteNumberException : ArithmeticException
    {
        public NotFiniteNumberException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected NotFiniteNumberException(SerializationInfo info, StreamingContext context) { }
        public NotFiniteNumberException(string? message) { }
        public NotFiniteNumberException(string? message, Exception? innerException) { }
        public NotFiniteNumberException(double offendingNumber) { }
        public double OffendingNumber { get => throw null; }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        public override void GetObjectData(SerializationInfo info, StreamingContext context) { }
    }

    public class ObjectDisposedException : InvalidOperationException
    {
        public ObjectDisposedException(string? objectName) { }
        public ObjectDisposedException(string? message, Exception? innerException) { }
        public ObjectDisposedException(string? objectName, string? message) { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected ObjectDisposedException(SerializationInfo info, StreamingContext context) { }
        public override string Message { get => throw null; }
        public string ObjectName { get => throw null; }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        public override void GetObjectData(SerializationInfo info, StreamingContext context) { }
        public static void ThrowIf([DoesNotReturnIf(true)] bool condition, object instance) { }
        public static void ThrowIf([DoesNotReturnIf(true)] bool condition, Type type) { }
    }

    public class OperationCanceledException : SystemException
    {
        public OperationCanceledException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected OperationCanceledException(SerializationInfo info, StreamingContext context) { }
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
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected TimeoutException(SerializationInfo info, StreamingContext context) { }
        public TimeoutException(string? message) { }
        public TimeoutException(string? message, Exception? innerException) { }
    }

    public class AggregateException : Exception
    {
        public AggregateException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected AggregateException(SerializationInfo info, StreamingContext context) { }
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
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        public override void GetObjectData(SerializationInfo info, StreamingContext context) { }
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
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected OutOfMemoryException(SerializationInfo info, StreamingContext context) { }
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
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected UnauthorizedAccessException(SerializationInfo info, StreamingContext context) { }
        public UnauthorizedAccessException(string? message) { }
        public UnauthorizedAccessException(string? message, Exception? inner) { }
    }

    public class ArrayTypeMismatchException : SystemException
    {
        public ArrayTypeMismatchException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected ArrayTypeMismatchException(SerializationInfo info, StreamingContext context) { }
        public ArrayTypeMismatchException(string? message) { }
        public ArrayTypeMismatchException(string? message, Exception? innerException) { }
    }

    public class RankException : SystemException
    {
        public RankException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected RankException(SerializationInfo info, StreamingContext context) { }
        public RankException(string? message) { }
        public RankException(string? message, Exception? innerException) { }
    }

    public class MemberAccessException : SystemException
    {
        public MemberAccessException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected MemberAccessException(SerializationInfo info, StreamingContext context) { }
        public MemberAccessException(string? message) { }
        public MemberAccessException(string? message, Exception? inner) { }
    }

    public class FieldAccessException : MemberAccessException
    {
        public FieldAccessException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected FieldAccessException(SerializationInfo info, StreamingContext context) { }
        public FieldAccessException(string? message) { }
        public FieldAccessException(string? message, Exception? inner) { }
    }

    public class MethodAccessException : MemberAccessException
    {
        public MethodAccessException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected MethodAccessException(SerializationInfo info, StreamingContext context) { }
        public MethodAccessException(string? message) { }
        public MethodAccessException(string? message, Exception? inner) { }
    }

    public class MissingMemberException : MemberAccessException
    {
        public MissingMemberException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected MissingMemberException(SerializationInfo info, StreamingContext context) { }
        public MissingMemberException(string? message) { }
        public MissingMemberException(string? message, Exception? inner) { }
        public MissingMemberException(string? className, string? memberName) { }
        public override string Message { get => throw null; }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        public override void GetObjectData(SerializationInfo info, StreamingContext context) { }
    }

    public class MissingMethodException : MissingMemberException
    {
        public MissingMethodException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected MissingMethodException(SerializationInfo info, StreamingContext context) { }
        public MissingMethodException(string? message) { }
        public MissingMethodException(string? message, Exception? inner) { }
        public MissingMethodException(string? className, string? methodName) { }
        public override string Message { get => throw null; }
    }

    public class MissingFieldException : MissingMemberException
    {
        public MissingFieldException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected MissingFieldException(SerializationInfo info, StreamingContext context) { }
        public MissingFieldException(string? message) { }
        public MissingFieldException(string? message, Exception? inner) { }
        public MissingFieldException(string? className, string? fieldName) { }
        public override string Message { get => throw null; }
    }

    public sealed class TypeInitializationException : SystemException
    {
        public TypeInitializationException(string? fullTypeName, Exception? innerException) { }
        public string TypeName { get => throw null; }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        public override void GetObjectData(SerializationInfo info, StreamingContext context) { }
    }

    public class TypeLoadException : SystemException
    {
        public TypeLoadException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected TypeLoadException(SerializationInfo info, StreamingContext context) { }
        public TypeLoadException(string? message) { }
        public TypeLoadException(string? message, Exception? inner) { }
        public override string Message { get => throw null; }
        public string TypeName { get => throw null; }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        public override void GetObjectData(SerializationInfo info, StreamingContext context) { }
    }

    public class DllNotFoundException : TypeLoadException
    {
        public DllNotFoundException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected DllNotFoundException(SerializationInfo info, StreamingContext context) { }
        public DllNotFoundException(string? message) { }
        public DllNotFoundException(string? message, Exception? inner) { }
    }

    public class EntryPointNotFoundException : TypeLoadException
    {
        public EntryPointNotFoundException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected EntryPointNotFoundException(SerializationInfo info, StreamingContext context) { }
        public EntryPointNotFoundException(string? message) { }
        public EntryPointNotFoundException(string? message, Exception? inner) { }
    }

    public class BadImageFormatException : SystemException
    {
        public BadImageFormatException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected BadImageFormatException(SerializationInfo info, StreamingContext context) { }
        public BadImageFormatException(string? message) { }
        public BadImageFormatException(string? message, Exception? inner) { }
        public BadImageFormatException(string? message, string? fileName) { }
        public BadImageFormatException(string? message, string? fileName, Exception? inner) { }
        public string? FileName { get => throw null; }
        public override string Message { get => throw null; }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        public override void GetObjectData(SerializationInfo info, StreamingContext context) { }
        public override string ToString() => throw null;
    }

    public class DataMisalignedException : SystemException
    {
        public DataMisalignedException() { }
        public DataMisalignedException(string? message) { }
        public DataMisalignedException(string? message, Exception? innerException) { }
    }
}
