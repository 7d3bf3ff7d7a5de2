// Core library model: System.Runtime.Serialization (ISerializable, SerializationInfo, StreamingContext, the data contract attributes, the serialization callback attributes, SerializationBinder and FormatterServices).
using System.Collections;
using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using System.Runtime.Serialization.Formatters;

namespace System.Runtime.Serialization
{
    public interface ISerializable
    {
        void GetObjectData(SerializationInfo info, StreamingContext context);
    }

    public interface IDeserializationCallback
    {
        void OnDeserialization(object? sender);
    }

    [Obsolete("Formatter-based serialization is obsolete and should not be used.", DiagnosticId = "SYSLIB0050", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
    public interface IObjectReference
    {
        object GetRealObject(StreamingContext context);
    }

    public interface ISerializationSurrogateProvider
    {
        object GetDeserializedObject(object obj, Type targetType);
        object GetObjectToSerialize(object obj, Type targetType);
        Type GetSurrogateType(Type type);
    }

    [CLSCompliant(false)]
    public interface IFormatterConverter
    {
        object Convert(object value, Type type);
        object Convert(object value, TypeCode typeCode);
        bool ToBoolean(object value);
        byte ToByte(object value);
        char ToChar(object value);
        DateTime ToDateTime(object value);
        decimal ToDecimal(object value);
        double ToDouble(object value);
        short ToInt16(object value);
        int ToInt32(object value);
        long ToInt64(object value);
        sbyte ToSByte(object value);
        float ToSingle(object value);
        string? ToString(object value);
        ushort ToUInt16(object value);
        uint ToUInt32(object value);
        ulong ToUInt64(object value);
    }

    [CLSCompliant(false)]
    [Obsolete("Formatter-based serialization is obsolete and should not be used.", DiagnosticId = "SYSLIB0050", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
    public class FormatterConverter : IFormatterConverter
    {
        public FormatterConverter() { }
        public object Convert(object value, Type type) => throw null;
        public object Convert(object value, TypeCode typeCode) => throw null;
        public bool ToBoolean(object value) => throw null;
        public byte ToByte(object value) => throw null;
        public char ToChar(object value) => throw null;
        public DateTime ToDateTime(object value) => throw null;
        public decimal ToDecimal(object value) => throw null;
        public double ToDouble(object value) => throw null;
        public short ToInt16(object value) => throw null;
        public int ToInt32(object value) => throw null;
        public long ToInt64(object value) => throw null;
        public sbyte ToSByte(object value) => throw null;
        public float ToSingle(object value) => throw null;
        public string? ToString(object value) => throw null;
        public ushort ToUInt16(object value) => throw null;
        public uint ToUInt32(object value) => throw null;
        public ulong ToUInt64(object value) => throw null;
    }

    public sealed class SerializationInfo
    {
        [CLSCompliant(false)]
        [Obsolete("Formatter-based serialization is obsolete and should not be used.", DiagnosticId = "SYSLIB0050", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        public SerializationInfo(Type type, IFormatterConverter converter) { }
        [CLSCompliant(false)]
        [Obsolete("Formatter-based serialization is obsolete and should not be used.", DiagnosticId = "SYSLIB0050", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        public SerializationInfo(Type type, IFormatterConverter converter, bool requireSameTokenInPartialTrust) { }
        public string AssemblyName { get => throw null; set { } }
        public string FullTypeName { get => throw null; set { } }
        public bool IsAssemblyNameSetExplicit { get => throw null; }
        public bool IsFullTypeNameSetExplicit { get => throw null; }
        public int MemberCount { get => throw null; }
        public Type ObjectType { get => throw null; }
        public void AddValue(string name, bool value) { }
        public void AddValue(string name, byte value) { }
        public void AddValue(string name, char value) { }
        public void AddValue(string name, DateTime value) { }
        public void AddValue(string name, decimal value) { }
        public void AddValue(string name, double value) { }
        public void AddValue(string name, short value) { }
        public void AddValue(string name, int value) { }
        public void AddValue(string name, long value) { }
        public void AddValue(string name, object? value) { }
        public void AddValue(string name, object? value, Type type) { }
        [CLSCompliant(false)]
        public void AddValue(string name, sbyte value) { }
        public void AddValue(string name, float value) { }
        [CLSCompliant(false)]
        public void AddValue(string name, ushort value) { }
        [CLSCompliant(false)]
        public void AddValue(string name, uint value) { }
        [CLSCompliant(false)]
        public void AddValue(string name, ulong value) { }
        public bool GetBoolean(string name) => throw null;
        public byte GetByte(string name) => throw null;
        public char GetChar(string name) => throw null;
        public DateTime GetDateTime(string name) => throw null;
        public decimal GetDecimal(string name) => throw null;
        public double GetDouble(string name) => throw null;
        public SerializationInfoEnumerator GetEnumerator() => throw null;
        public short GetInt16(string name) => throw null;
        public int GetInt32(string name) => throw null;
        public long GetInt64(string name) => throw null;
        [CLSCompliant(false)]
        public sbyte GetSByte(string name) => throw null;
        public float GetSingle(string name) => throw null;
        public string? GetString(string name) => throw null;
        [CLSCompliant(false)]
        public ushort GetUInt16(string name) => throw null;
        [CLSCompliant(false)]
        public uint GetUInt32(string name) => throw null;
        [CLSCompliant(false)]
        public ulong GetUInt64(string name) => throw null;
        public object? GetValue(string name, Type type) => throw null;
        public void SetType(Type type) { }
    }

    public readonly struct SerializationEntry
    {
        public string Name { get => throw null; }
        public Type ObjectType { get => throw null; }
        public object? Value { get => throw null; }
    }

    public sealed class SerializationInfoEnumerator : IEnumerator
    {
        internal SerializationInfoEnumerator() { }
        public SerializationEntry Current { get => throw null; }
        public string Name { get => throw null; }
        public Type ObjectType { get => throw null; }
        object? IEnumerator.Current { get => throw null; }
        public object? Value { get => throw null; }
        public bool MoveNext() => throw null;
        public void Reset() { }
    }

    public readonly struct StreamingContext
    {
        [Obsolete("Formatter-based serialization is obsolete and should not be used.", DiagnosticId = "SYSLIB0050", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        public StreamingContext(StreamingContextStates state) { }
        [Obsolete("Formatter-based serialization is obsolete and should not be used.", DiagnosticId = "SYSLIB0050", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        public StreamingContext(StreamingContextStates state, object? additional) { }
        public object? Context { get => throw null; }
        [Obsolete("Formatter-based serialization is obsolete and should not be used.", DiagnosticId = "SYSLIB0050", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        public StreamingContextStates State { get => throw null; }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
    }

    [Flags]
    [Obsolete("Formatter-based serialization is obsolete and should not be used.", DiagnosticId = "SYSLIB0050", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
    public enum StreamingContextStates
    {
        CrossProcess = 1,
        CrossMachine = 2,
        File = 4,
        Persistence = 8,
        Remoting = 16,
        Other = 32,
        Clone = 64,
        CrossAppDomain = 128,
        All = 255,
    }

    public class SerializationException : SystemException
    {
        public SerializationException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected SerializationException(SerializationInfo info, StreamingContext context) { }
        public SerializationException(string? message) { }
        public SerializationException(string? message, Exception? innerException) { }
    }

    public class InvalidDataContractException : Exception
    {
        public InvalidDataContractException() { }
        [Obsolete("This API supports obsolete formatter-based serialization. It should not be called or extended by application code.", DiagnosticId = "SYSLIB0051", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
        [EditorBrowsable(EditorBrowsableState.Never)]
        protected InvalidDataContractException(SerializationInfo info, StreamingContext context) { }
        public InvalidDataContractException(string? message) { }
        public InvalidDataContractException(string? message, Exception? innerException) { }
    }

    [Obsolete("Formatter-based serialization is obsolete and should not be used.", DiagnosticId = "SYSLIB0050", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
    public abstract class SerializationBinder
    {
        protected SerializationBinder() { }
        public virtual void BindToName(Type serializedType, out string? assemblyName, out string? typeName) => throw null;
        public abstract Type? BindToType(string assemblyName, string typeName);
    }

    [Obsolete("Formatter-based serialization is obsolete and should not be used.", DiagnosticId = "SYSLIB0050", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
    public static class FormatterServices
    {
        public static void CheckTypeSecurity(Type t, TypeFilterLevel securityLevel) { }
        public static object?[] GetObjectData(object obj, MemberInfo[] members) => throw null;
        public static object GetSafeUninitializedObject([DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicConstructors | DynamicallyAccessedMemberTypes.NonPublicConstructors)] Type type) => throw null;
        public static MemberInfo[] GetSerializableMembers([DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicFields | DynamicallyAccessedMemberTypes.NonPublicFields)] Type type) => throw null;
        public static MemberInfo[] GetSerializableMembers([DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicFields | DynamicallyAccessedMemberTypes.NonPublicFields)] Type type, StreamingContext context) => throw null;
        public static ISerializationSurrogate? GetSurrogateForCyclicalReference(ISerializationSurrogate innerSurrogate) => throw null;
        public static Type? GetTypeFromAssembly(Assembly assem, string name) => throw null;
        public static object GetUninitializedObject([DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicConstructors | DynamicallyAccessedMemberTypes.NonPublicConstructors)] Type type) => throw null;
        public static object PopulateObjectMembers(object obj, MemberInfo[] members, object?[] data) => throw null;
    }

    [Obsolete("Formatter-based serialization is obsolete and should not be used.", DiagnosticId = "SYSLIB0050", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
    public interface ISerializationSurrogate
    {
        void GetObjectData(object obj, SerializationInfo info, StreamingContext context);
        object? SetObjectData(object obj, SerializationInfo info, StreamingContext context, ISurrogateSelector? selector);
    }

    [Obsolete("Formatter-based serialization is obsolete and should not be used.", DiagnosticId = "SYSLIB0050", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
    public interface ISurrogateSelector
    {
        void ChainSelector(ISurrogateSelector selector);
        ISurrogateSelector? GetNextSelector();
        ISerializationSurrogate? GetSurrogate(Type type, StreamingContext context, out ISurrogateSelector selector);
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Enum, Inherited = false, AllowMultiple = false)]
    public sealed class DataContractAttribute : Attribute
    {
        public DataContractAttribute() { }
        public bool IsNameSetExplicitly { get => throw null; }
        public bool IsNamespaceSetExplicitly { get => throw null; }
        public bool IsReference { get => throw null; set { } }
        public bool IsReferenceSetExplicitly { get => throw null; }
        public string? Name { get => throw null; set { } }
        public string? Namespace { get => throw null; set { } }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct, Inherited = false, AllowMultiple = false)]
    public sealed class CollectionDataContractAttribute : Attribute
    {
        public CollectionDataContractAttribute() { }
        public bool IsItemNameSetExplicitly { get => throw null; }
        public bool IsKeyNameSetExplicitly { get => throw null; }
        public bool IsNameSetExplicitly { get => throw null; }
        public bool IsNamespaceSetExplicitly { get => throw null; }
        public bool IsReference { get => throw null; set { } }
        public bool IsReferenceSetExplicitly { get => throw null; }
        public bool IsValueNameSetExplicitly { get => throw null; }
        public string? ItemName { get => throw null; set { } }
        public string? KeyName { get => throw null; set { } }
        public string? Name { get => throw null; set { } }
        public string? Namespace { get => throw null; set { } }
        public string? ValueName { get => throw null; set { } }
    }

    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Property, Inherited = false, AllowMultiple = false)]
    public sealed class DataMemberAttribute : Attribute
    {
        public DataMemberAttribute() { }
        public bool EmitDefaultValue { get => throw null; set { } }
        public bool IsNameSetExplicitly { get => throw null; }
        public bool IsRequired { get => throw null; set { } }
        public string? Name { get => throw null; set { } }
        public int Order { get => throw null; set { } }
    }

    [AttributeUsage(AttributeTargets.Field, Inherited = false, AllowMultiple = false)]
    public sealed class EnumMemberAttribute : Attribute
    {
        public EnumMemberAttribute() { }
        public bool IsValueSetExplicitly { get => throw null; }
        public string? Value { get => throw null; set { } }
    }

    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Property, Inherited = false, AllowMultiple = false)]
    public sealed class IgnoreDataMemberAttribute : Attribute
    {
        public IgnoreDataMemberAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct, Inherited = true, AllowMultiple = true)]
    public sealed class KnownTypeAttribute : Attribute
    {
        public KnownTypeAttribute(string methodName) { }
        public KnownTypeAttribute(Type type) { }
        public string? MethodName { get => throw null; }
        public Type? Type { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Field, Inherited = false)]
    public sealed class OptionalFieldAttribute : Attribute
    {
        public OptionalFieldAttribute() { }
        public int VersionAdded { get => throw null; set { } }
    }

    [AttributeUsage(AttributeTargets.Method, Inherited = false)]
    public sealed class OnDeserializedAttribute : Attribute
    {
        public OnDeserializedAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Method, Inherited = false)]
    public sealed class OnDeserializingAttribute : Attribute
    {
        public OnDeserializingAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Method, Inherited = false)]
    public sealed class OnSerializedAttribute : Attribute
    {
        public OnSerializedAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Method, Inherited = false)]
    public sealed class OnSerializingAttribute : Attribute
    {
        public OnSerializingAttribute() { }
    }
}

namespace System.Runtime.Serialization.Formatters
{
    [Obsolete("Formatter-based serialization is obsolete and should not be used.", DiagnosticId = "SYSLIB0050", UrlFormat = "https://aka.ms/dotnet-warnings/{0}")]
    public enum TypeFilterLevel
    {
        Low = 2,
        Full = 3,
    }
}
