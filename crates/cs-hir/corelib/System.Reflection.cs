// Core library model: System.Reflection (Assembly, Module, MemberInfo hierarchy, ParameterInfo, BindingFlags and attribute enums, custom-attribute helpers, assembly attributes).
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using System.IO;

namespace System.Reflection
{
    public interface ICustomAttributeProvider
    {
        object[] GetCustomAttributes(bool inherit);
        object[] GetCustomAttributes(Type attributeType, bool inherit);
        bool IsDefined(Type attributeType, bool inherit);
    }

    public abstract class MemberInfo : ICustomAttributeProvider
    {
        protected MemberInfo() { }
        public virtual IEnumerable<CustomAttributeData> CustomAttributes { get => throw null; }
        public abstract Type? DeclaringType { get; }
        public virtual bool IsCollectible { get => throw null; }
        public abstract MemberTypes MemberType { get; }
        public virtual int MetadataToken { get => throw null; }
        public virtual Module Module { get => throw null; }
        public abstract string Name { get; }
        public abstract Type? ReflectedType { get; }
        public override bool Equals(object? obj) => throw null;
        public abstract object[] GetCustomAttributes(bool inherit);
        public abstract object[] GetCustomAttributes(Type attributeType, bool inherit);
        public virtual IList<CustomAttributeData> GetCustomAttributesData() => throw null;
        public override int GetHashCode() => throw null;
        public virtual bool HasSameMetadataDefinitionAs(MemberInfo other) => throw null;
        public abstract bool IsDefined(Type attributeType, bool inherit);
        public static bool operator ==(MemberInfo? left, MemberInfo? right) => throw null;
        public static bool operator !=(MemberInfo? left, MemberInfo? right) => throw null;
    }

    [Flags]
    public enum MemberTypes
    {
        Constructor = 1,
        Event = 2,
        Field = 4,
        Method = 8,
        Property = 16,
        TypeInfo = 32,
        Custom = 64,
        NestedType = 128,
        All = 191,
    }

    [Flags]
    public enum BindingFlags
    {
        Default = 0,
        IgnoreCase = 1,
        DeclaredOnly = 2,
        Instance = 4,
        Static = 8,
        Public = 16,
        NonPublic = 32,
        FlattenHierarchy = 64,
        InvokeMethod = 256,
        CreateInstance = 512,
        GetField = 1024,
        SetField = 2048,
        GetProperty = 4096,
        SetProperty = 8192,
        PutDispProperty = 16384,
        PutRefDispProperty = 32768,
        ExactBinding = 65536,
        SuppressChangeType = 131072,
        OptionalParamBinding = 262144,
        IgnoreReturn = 16777216,
        DoNotWrapExceptions = 33554432,
    }

    [Flags]
    public enum TypeAttributes
    {
        AnsiClass = 0,
        AutoLayout = 0,
        Class = 0,
        NotPublic = 0,
        Public = 1,
        NestedPublic = 2,
        NestedPrivate = 3,
        NestedFamily = 4,
        NestedAssembly = 5,
        NestedFamANDAssem = 6,
        NestedFamORAssem = 7,
        VisibilityMask = 7,
        SequentialLayout = 8,
        ExplicitLayout = 16,
        LayoutMask = 24,
        ClassSemanticsMask = 32,
        Interface = 32,
        Abstract = 128,
        Sealed = 256,
        SpecialName = 1024,
        RTSpecialName = 2048,
        Import = 4096,
        Serializable = 8192,
        WindowsRuntime = 16384,
        UnicodeClass = 65536,
        AutoClass = 131072,
        CustomFormatClass = 196608,
        StringFormatMask = 196608,
        HasSecurity = 262144,
        ReservedMask = 264192,
        BeforeFieldInit = 1048576,
        CustomFormatMask = 12582912,
    }

    [Flags]
    public enum MethodAttributes
    {
        PrivateScope = 0,
        ReuseSlot = 0,
        Private = 1,
        FamANDAssem = 2,
        Assembly = 3,
        Family = 4,
        FamORAssem = 5,
        Public = 6,
        MemberAccessMask = 7,
        UnmanagedExport = 8,
        Static = 16,
        Final = 32,
        Virtual = 64,
        HideBySig = 128,
        NewSlot = 256,
        VtableLayoutMask = 256,
        CheckAccessOnOverride = 512,
        Abstract = 1024,
        SpecialName = 2048,
        RTSpecialName = 4096,
        PinvokeImpl = 8192,
        HasSecurity = 16384,
        RequireSecObject = 32768,
        ReservedMask = 53248,
    }

    [Flags]
    public enum FieldAttributes
    {
        PrivateScope = 0,
        Private = 1,
        FamANDAssem = 2,
        Assembly = 3,
        Family = 4,
        FamORAssem = 5,
        Public = 6,
        FieldAccessMask = 7,
        Static = 16,
        InitOnly = 32,
        Literal = 64,
        NotSerialized = 128,
        HasFieldRVA = 256,
        SpecialName = 512,
        RTSpecialName = 1024,
        HasFieldMarshal = 4096,
        PinvokeImpl = 8192,
        HasDefault = 32768,
        ReservedMask = 38144,
    }

    [Flags]
    public enum PropertyAttributes
    {
        None = 0,
        SpecialName = 512,
        RTSpecialName = 1024,
        HasDefault = 4096,
        Reserved2 = 8192,
        Reserved3 = 16384,
        Reserved4 = 32768,
        ReservedMask = 62464,
    }

    [Flags]
    public enum EventAttributes
    {
        None = 0,
        SpecialName = 512,
        ReservedMask = 1024,
        RTSpecialName = 1024,
    }

    [Flags]
    public enum ParameterAttributes
    {
        None = 0,
        In = 1,
        Out = 2,
        Lcid = 4,
        Retval = 8,
        Optional = 16,
        HasDefault = 4096,
        HasFieldMarshal = 8192,
        Reserved3 = 16384,
        Reserved4 = 32768,
        ReservedMask = 61440,
    }

    [Flags]
    public enum CallingConventions
    {
        Standard = 1,
        VarArgs = 2,
        Any = 3,
        HasThis = 32,
        ExplicitThis = 64,
    }

    public abstract class MethodBase : MemberInfo
    {
        protected MethodBase() { }
        public abstract MethodAttributes Attributes { get; }
        public virtual CallingConventions CallingConvention { get => throw null; }
        public virtual bool ContainsGenericParameters { get => throw null; }
        public bool IsAbstract { get => throw null; }
        public bool IsAssembly { get => throw null; }
        public virtual bool IsConstructedGenericMethod { get => throw null; }
        public bool IsConstructor { get => throw null; }
        public bool IsFamily { get => throw null; }
        public bool IsFamilyAndAssembly { get => throw null; }
        public bool IsFamilyOrAssembly { get => throw null; }
        public bool IsFinal { get => throw null; }
        public virtual bool IsGenericMethod { get => throw null; }
        public virtual bool IsGenericMethodDefinition { get => throw null; }
        public bool IsHideBySig { get => throw null; }
        public bool IsPrivate { get => throw null; }
        public bool IsPublic { get => throw null; }
        public bool IsSpecialName { get => throw null; }
        public bool IsStatic { get => throw null; }
        public bool IsVirtual { get => throw null; }
        public abstract RuntimeMethodHandle MethodHandle { get; }
        public override bool Equals(object? obj) => throw null;
        public static MethodBase? GetCurrentMethod() => throw null;
        public virtual Type[] GetGenericArguments() => throw null;
        public override int GetHashCode() => throw null;
        public static MethodBase? GetMethodFromHandle(RuntimeMethodHandle handle) => throw null;
        public static MethodBase? GetMethodFromHandle(RuntimeMethodHandle handle, RuntimeTypeHandle declaringType) => throw null;
        public abstract ParameterInfo[] GetParameters();
        public object? Invoke(object? obj, object?[]? parameters) => throw null;
        public abstract object? Invoke(object? obj, BindingFlags invokeAttr, Binder? binder, object?[]? parameters, CultureInfo? culture);
        public static bool operator ==(MethodBase? left, MethodBase? right) => throw null;
        public static bool operator !=(MethodBase? left, MethodBase? right) => throw null;
    }

    public abstract class MethodInfo : MethodBase
    {
        protected MethodInfo() { }
        public override MemberTypes MemberType { get => throw null; }
        public virtual ParameterInfo ReturnParameter { get => throw null; }
        public virtual Type ReturnType { get => throw null; }
        public abstract ICustomAttributeProvider ReturnTypeCustomAttributes { get; }
        public virtual Delegate CreateDelegate(Type delegateType) => throw null;
        public virtual Delegate CreateDelegate(Type delegateType, object? target) => throw null;
        public T CreateDelegate<T>() where T : Delegate => throw null;
        public T CreateDelegate<T>(object? target) where T : Delegate => throw null;
        public override bool Equals(object? obj) => throw null;
        public abstract MethodInfo GetBaseDefinition();
        public override Type[] GetGenericArguments() => throw null;
        public virtual MethodInfo GetGenericMethodDefinition() => throw null;
        public override int GetHashCode() => throw null;
        public virtual MethodInfo MakeGenericMethod(params Type[] typeArguments) => throw null;
        public static bool operator ==(MethodInfo? left, MethodInfo? right) => throw null;
        public static bool operator !=(MethodInfo? left, MethodInfo? right) => throw null;
    }

    public abstract class ConstructorInfo : MethodBase
    {
        public static readonly string ConstructorName;
        public static readonly string TypeConstructorName;
        protected ConstructorInfo() { }
        public override MemberTypes MemberType { get => throw null; }
        public override bool Equals(object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public object Invoke(object?[]? parameters) => throw null;
        public abstract object Invoke(BindingFlags invokeAttr, Binder? binder, object?[]? parameters, CultureInfo? culture);
        public static bool operator ==(ConstructorInfo? left, ConstructorInfo? right) => throw null;
        public static bool operator !=(ConstructorInfo? left, ConstructorInfo? right) => throw null;
    }

    public abstract class PropertyInfo : MemberInfo
    {
        protected PropertyInfo() { }
        public abstract PropertyAttributes Attributes { get; }
        public abstract bool CanRead { get; }
        public abstract bool CanWrite { get; }
        public virtual MethodInfo? GetMethod { get => throw null; }
        public bool IsSpecialName { get => throw null; }
        public override MemberTypes MemberType { get => throw null; }
        public abstract Type PropertyType { get; }
        public virtual MethodInfo? SetMethod { get => throw null; }
        public override bool Equals(object? obj) => throw null;
        public MethodInfo[] GetAccessors() => throw null;
        public abstract MethodInfo[] GetAccessors(bool nonPublic);
        public virtual object? GetConstantValue() => throw null;
        public MethodInfo? GetGetMethod() => throw null;
        public abstract MethodInfo? GetGetMethod(bool nonPublic);
        public override int GetHashCode() => throw null;
        public abstract ParameterInfo[] GetIndexParameters();
        public virtual Type[] GetOptionalCustomModifiers() => throw null;
        public virtual object? GetRawConstantValue() => throw null;
        public virtual Type[] GetRequiredCustomModifiers() => throw null;
        public MethodInfo? GetSetMethod() => throw null;
        public abstract MethodInfo? GetSetMethod(bool nonPublic);
        public object? GetValue(object? obj) => throw null;
        public virtual object? GetValue(object? obj, object?[]? index) => throw null;
        public abstract object? GetValue(object? obj, BindingFlags invokeAttr, Binder? binder, object?[]? index, CultureInfo? culture);
        public static bool operator ==(PropertyInfo? left, PropertyInfo? right) => throw null;
        public static bool operator !=(PropertyInfo? left, PropertyInfo? right) => throw null;
        public void SetValue(object? obj, object? value) { }
        public virtual void SetValue(object? obj, object? value, object?[]? index) { }
        public abstract void SetValue(object? obj, object? value, BindingFlags invokeAttr, Binder? binder, object?[]? index, CultureInfo? culture);
    }

    public abstract class FieldInfo : MemberInfo
    {
        protected FieldInfo() { }
        public abstract FieldAttributes Attributes { get; }
        public abstract RuntimeFieldHandle FieldHandle { get; }
        public abstract Type FieldType { get; }
        public bool IsAssembly { get => throw null; }
        public bool IsFamily { get => throw null; }
        public bool IsInitOnly { get => throw null; }
        public bool IsLiteral { get => throw null; }
        public bool IsPrivate { get => throw null; }
        public bool IsPublic { get => throw null; }
        public bool IsSpecialName { get => throw null; }
        public bool IsStatic { get => throw null; }
        public override MemberTypes MemberType { get => throw null; }
        public override bool Equals(object? obj) => throw null;
        public static FieldInfo GetFieldFromHandle(RuntimeFieldHandle handle) => throw null;
        public static FieldInfo GetFieldFromHandle(RuntimeFieldHandle handle, RuntimeTypeHandle declaringType) => throw null;
        public override int GetHashCode() => throw null;
        public virtual object? GetRawConstantValue() => throw null;
        public abstract object? GetValue(object? obj);
        public static bool operator ==(FieldInfo? left, FieldInfo? right) => throw null;
        public static bool operator !=(FieldInfo? left, FieldInfo? right) => throw null;
        public void SetValue(object? obj, object? value) { }
        public abstract void SetValue(object? obj, object? value, BindingFlags invokeAttr, Binder? binder, CultureInfo? culture);
    }

    public abstract class EventInfo : MemberInfo
    {
        protected EventInfo() { }
        public virtual MethodInfo? AddMethod { get => throw null; }
        public abstract EventAttributes Attributes { get; }
        public virtual Type? EventHandlerType { get => throw null; }
        public virtual bool IsMulticast { get => throw null; }
        public bool IsSpecialName { get => throw null; }
        public override MemberTypes MemberType { get => throw null; }
        public virtual MethodInfo? RaiseMethod { get => throw null; }
        public virtual MethodInfo? RemoveMethod { get => throw null; }
        public virtual void AddEventHandler(object? target, Delegate? handler) { }
        public override bool Equals(object? obj) => throw null;
        public MethodInfo? GetAddMethod() => throw null;
        public abstract MethodInfo? GetAddMethod(bool nonPublic);
        public override int GetHashCode() => throw null;
        public MethodInfo? GetRaiseMethod() => throw null;
        public abstract MethodInfo? GetRaiseMethod(bool nonPublic);
        public MethodInfo? GetRemoveMethod() => throw null;
        public abstract MethodInfo? GetRemoveMethod(bool nonPublic);
        public static bool operator ==(EventInfo? left, EventInfo? right) => throw null;
        public static bool operator !=(EventInfo? left, EventInfo? right) => throw null;
        public virtual void RemoveEventHandler(object? target, Delegate? handler) { }
    }

    public class ParameterInfo : ICustomAttributeProvider
    {
        protected ParameterInfo() { }
        public virtual ParameterAttributes Attributes { get => throw null; }
        public virtual IEnumerable<CustomAttributeData> CustomAttributes { get => throw null; }
        public virtual object? DefaultValue { get => throw null; }
        public virtual bool HasDefaultValue { get => throw null; }
        public bool IsIn { get => throw null; }
        public bool IsOptional { get => throw null; }
        public bool IsOut { get => throw null; }
        public bool IsRetval { get => throw null; }
        public virtual MemberInfo Member { get => throw null; }
        public virtual int MetadataToken { get => throw null; }
        public virtual string? Name { get => throw null; }
        public virtual Type ParameterType { get => throw null; }
        public virtual int Position { get => throw null; }
        public virtual object? RawDefaultValue { get => throw null; }
        public virtual object[] GetCustomAttributes(bool inherit) => throw null;
        public virtual object[] GetCustomAttributes(Type attributeType, bool inherit) => throw null;
        public virtual IList<CustomAttributeData> GetCustomAttributesData() => throw null;
        public virtual Type[] GetOptionalCustomModifiers() => throw null;
        public virtual Type[] GetRequiredCustomModifiers() => throw null;
        public virtual bool IsDefined(Type attributeType, bool inherit) => throw null;
        public override string ToString() => throw null;
    }

    public class CustomAttributeData
    {
        protected CustomAttributeData() { }
        public virtual Type AttributeType { get => throw null; }
        public virtual ConstructorInfo Constructor { get => throw null; }
        public virtual IList<CustomAttributeTypedArgument> ConstructorArguments { get => throw null; }
        public virtual IList<CustomAttributeNamedArgument> NamedArguments { get => throw null; }
        public override bool Equals(object? obj) => throw null;
        public static IList<CustomAttributeData> GetCustomAttributes(Assembly target) => throw null;
        public static IList<CustomAttributeData> GetCustomAttributes(MemberInfo target) => throw null;
        public static IList<CustomAttributeData> GetCustomAttributes(Module target) => throw null;
        public static IList<CustomAttributeData> GetCustomAttributes(ParameterInfo target) => throw null;
        public override int GetHashCode() => throw null;
        public override string ToString() => throw null;
    }

    public readonly struct CustomAttributeTypedArgument : IEquatable<CustomAttributeTypedArgument>
    {
        public CustomAttributeTypedArgument(object value) { }
        public CustomAttributeTypedArgument(Type argumentType, object? value) { }
        public Type ArgumentType { get => throw null; }
        public object? Value { get => throw null; }
        public bool Equals(CustomAttributeTypedArgument other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(CustomAttributeTypedArgument left, CustomAttributeTypedArgument right) => throw null;
        public static bool operator !=(CustomAttributeTypedArgument left, CustomAttributeTypedArgument right) => throw null;
        public override string ToString() => throw null;
    }

    public readonly struct CustomAttributeNamedArgument : IEquatable<CustomAttributeNamedArgument>
    {
        public CustomAttributeNamedArgument(MemberInfo memberInfo, object? value) { }
        public CustomAttributeNamedArgument(MemberInfo memberInfo, CustomAttributeTypedArgument typedArgument) { }
        public bool IsField { get => throw null; }
        public MemberInfo MemberInfo { get => throw null; }
        public string MemberName { get => throw null; }
        public CustomAttributeTypedArgument TypedValue { get => throw null; }
        public bool Equals(CustomAttributeNamedArgument other) => throw null;
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(CustomAttributeNamedArgument left, CustomAttributeNamedArgument right) => throw null;
        public static bool operator !=(CustomAttributeNamedArgument left, CustomAttributeNamedArgument right) => throw null;
        public override string ToString() => throw null;
    }

    public abstract class Binder
    {
        protected Binder() { }
        public abstract FieldInfo BindToField(BindingFlags bindingAttr, FieldInfo[] match, object value, CultureInfo? culture);
        public abstract MethodBase BindToMethod(BindingFlags bindingAttr, MethodBase[] match, ref object?[] args, ParameterModifier[]? modifiers, CultureInfo? culture, string[]? names, out object? state);
        public abstract object ChangeType(object value, Type type, CultureInfo? culture);
        public abstract void ReorderArgumentArray(ref object?[] args, object state);
        public abstract MethodBase? SelectMethod(BindingFlags bindingAttr, MethodBase[] match, Type[] types, ParameterModifier[]? modifiers);
        public abstract PropertyInfo? SelectProperty(BindingFlags bindingAttr, PropertyInfo[] match, Type? returnType, Type[]? indexes, ParameterModifier[]? modifiers);
    }

    public readonly struct ParameterModifier
    {
        public ParameterModifier(int parameterCount) { }
        public bool this[int index] { get => throw null; set { } }
    }

    public abstract class TypeInfo : Type
    {
        protected TypeInfo() { }
        public virtual IEnumerable<ConstructorInfo> DeclaredConstructors { get => throw null; }
        public virtual IEnumerable<EventInfo> DeclaredEvents { get => throw null; }
        public virtual IEnumerable<FieldInfo> DeclaredFields { get => throw null; }
        public virtual IEnumerable<MemberInfo> DeclaredMembers { get => throw null; }
        public virtual IEnumerable<MethodInfo> DeclaredMethods { get => throw null; }
        public virtual IEnumerable<TypeInfo> DeclaredNestedTypes { get => throw null; }
        public virtual IEnumerable<PropertyInfo> DeclaredProperties { get => throw null; }
        public virtual Type[] GenericTypeParameters { get => throw null; }
        public virtual IEnumerable<Type> ImplementedInterfaces { get => throw null; }
        public virtual Type AsType() => throw null;
        public virtual EventInfo? GetDeclaredEvent(string name) => throw null;
        public virtual FieldInfo? GetDeclaredField(string name) => throw null;
        public virtual MethodInfo? GetDeclaredMethod(string name) => throw null;
        public virtual IEnumerable<MethodInfo> GetDeclaredMethods(string name) => throw null;
        public virtual TypeInfo? GetDeclaredNestedType(string name) => throw null;
        public virtual PropertyInfo? GetDeclaredProperty(string name) => throw null;
        public virtual bool IsAssignableFrom([NotNullWhen(true)] TypeInfo? typeInfo) => throw null;
    }

    public static class IntrospectionExtensions
    {
        public static TypeInfo GetTypeInfo(this Type type) => throw null;
    }

    public static class RuntimeReflectionExtensions
    {
        public static MethodInfo GetMethodInfo(this Delegate del) => throw null;
        public static MethodInfo? GetRuntimeBaseDefinition(this MethodInfo method) => throw null;
        public static EventInfo? GetRuntimeEvent(this Type type, string name) => throw null;
        public static IEnumerable<EventInfo> GetRuntimeEvents(this Type type) => throw null;
        public static FieldInfo? GetRuntimeField(this Type type, string name) => throw null;
        public static IEnumerable<FieldInfo> GetRuntimeFields(this Type type) => throw null;
        public static MethodInfo? GetRuntimeMethod(this Type type, string name, Type[] parameters) => throw null;
        public static IEnumerable<MethodInfo> GetRuntimeMethods(this Type type) => throw null;
        public static IEnumerable<PropertyInfo> GetRuntimeProperties(this Type type) => throw null;
        public static PropertyInfo? GetRuntimeProperty(this Type type, string name) => throw null;
    }

    public abstract class Assembly : ICustomAttributeProvider
    {
        protected Assembly() { }
        public virtual IEnumerable<CustomAttributeData> CustomAttributes { get => throw null; }
        public virtual IEnumerable<TypeInfo> DefinedTypes { get => throw null; }
        public virtual MethodInfo? EntryPoint { get => throw null; }
        public virtual IEnumerable<Type> ExportedTypes { get => throw null; }
        public virtual string? FullName { get => throw null; }
        public virtual string ImageRuntimeVersion { get => throw null; }
        public virtual bool IsCollectible { get => throw null; }
        public virtual bool IsDynamic { get => throw null; }
        public bool IsFullyTrusted { get => throw null; }
        public virtual string Location { get => throw null; }
        public virtual Module ManifestModule { get => throw null; }
        public virtual IEnumerable<Module> Modules { get => throw null; }
        public object? CreateInstance(string typeName) => throw null;
        public object? CreateInstance(string typeName, bool ignoreCase) => throw null;
        public override bool Equals(object? o) => throw null;
        public static Assembly? GetAssembly(Type type) => throw null;
        public static Assembly GetCallingAssembly() => throw null;
        public virtual object[] GetCustomAttributes(bool inherit) => throw null;
        public virtual object[] GetCustomAttributes(Type attributeType, bool inherit) => throw null;
        public virtual IList<CustomAttributeData> GetCustomAttributesData() => throw null;
        public static Assembly? GetEntryAssembly() => throw null;
        public static Assembly GetExecutingAssembly() => throw null;
        public virtual Type[] GetExportedTypes() => throw null;
        public override int GetHashCode() => throw null;
        public virtual string[] GetManifestResourceNames() => throw null;
        public virtual Stream? GetManifestResourceStream(string name) => throw null;
        public virtual Stream? GetManifestResourceStream(Type type, string name) => throw null;
        public virtual AssemblyName GetName() => throw null;
        public virtual AssemblyName GetName(bool copiedName) => throw null;
        public virtual AssemblyName[] GetReferencedAssemblies() => throw null;
        public virtual Type? GetType(string name) => throw null;
        public virtual Type? GetType(string name, bool throwOnError) => throw null;
        public virtual Type? GetType(string name, bool throwOnError, bool ignoreCase) => throw null;
        public virtual Type[] GetTypes() => throw null;
        public virtual bool IsDefined(Type attributeType, bool inherit) => throw null;
        public static Assembly Load(AssemblyName assemblyRef) => throw null;
        public static Assembly Load(byte[] rawAssembly) => throw null;
        public static Assembly Load(string assemblyString) => throw null;
        public static Assembly LoadFile(string path) => throw null;
        public static Assembly LoadFrom(string assemblyFile) => throw null;
        public static bool operator ==(Assembly? left, Assembly? right) => throw null;
        public static bool operator !=(Assembly? left, Assembly? right) => throw null;
        public override string ToString() => throw null;
    }

    public abstract class Module : ICustomAttributeProvider
    {
        protected Module() { }
        public virtual Assembly Assembly { get => throw null; }
        public virtual string FullyQualifiedName { get => throw null; }
        public virtual int MetadataToken { get => throw null; }
        public virtual Guid ModuleVersionId { get => throw null; }
        public virtual string Name { get => throw null; }
        public virtual string ScopeName { get => throw null; }
        public override bool Equals(object? o) => throw null;
        public virtual object[] GetCustomAttributes(bool inherit) => throw null;
        public virtual object[] GetCustomAttributes(Type attributeType, bool inherit) => throw null;
        public override int GetHashCode() => throw null;
        public virtual Type? GetType(string className) => throw null;
        public virtual Type? GetType(string className, bool ignoreCase) => throw null;
        public virtual Type[] GetTypes() => throw null;
        public virtual bool IsDefined(Type attributeType, bool inherit) => throw null;
        public static bool operator ==(Module? left, Module? right) => throw null;
        public static bool operator !=(Module? left, Module? right) => throw null;
        public override string ToString() => throw null;
    }

    public sealed class AssemblyName : ICloneable
    {
        public AssemblyName() { }
        public AssemblyName(string assemblyName) { }
        public CultureInfo? CultureInfo { get => throw null; set { } }
        public string? CultureName { get => throw null; set { } }
        public string FullName { get => throw null; }
        public string? Name { get => throw null; set { } }
        public Version? Version { get => throw null; set { } }
        public object Clone() => throw null;
        public static AssemblyName GetAssemblyName(string assemblyFile) => throw null;
        public byte[]? GetPublicKey() => throw null;
        public byte[]? GetPublicKeyToken() => throw null;
        public static bool ReferenceMatchesDefinition(AssemblyName? reference, AssemblyName? definition) => throw null;
        public void SetPublicKey(byte[]? publicKey) { }
        public void SetPublicKeyToken(byte[]? publicKeyToken) { }
        public override string ToString() => throw null;
    }

    public static class CustomAttributeExtensions
    {
        public static Attribute? GetCustomAttribute(this Assembly element, Type attributeType) => throw null;
        public static Attribute? GetCustomAttribute(this MemberInfo element, Type attributeType) => throw null;
        public static Attribute? GetCustomAttribute(this MemberInfo element, Type attributeType, bool inherit) => throw null;
        public static Attribute? GetCustomAttribute(this Module element, Type attributeType) => throw null;
        public static Attribute? GetCustomAttribute(this ParameterInfo element, Type attributeType) => throw null;
        public static Attribute? GetCustomAttribute(this ParameterInfo element, Type attributeType, bool inherit) => throw null;
        public static T? GetCustomAttribute<T>(this Assembly element) where T : Attribute => throw null;
        public static T? GetCustomAttribute<T>(this MemberInfo element) where T : Attribute => throw null;
        public static T? GetCustomAttribute<T>(this MemberInfo element, bool inherit) where T : Attribute => throw null;
        public static T? GetCustomAttribute<T>(this Module element) where T : Attribute => throw null;
        public static T? GetCustomAttribute<T>(this ParameterInfo element) where T : Attribute => throw null;
        public static T? GetCustomAttribute<T>(this ParameterInfo element, bool inherit) where T : Attribute => throw null;
        public static IEnumerable<Attribute> GetCustomAttributes(this Assembly element) => throw null;
        public static IEnumerable<Attribute> GetCustomAttributes(this Assembly element, Type attributeType) => throw null;
        public static IEnumerable<Attribute> GetCustomAttributes(this MemberInfo element) => throw null;
        public static IEnumerable<Attribute> GetCustomAttributes(this MemberInfo element, bool inherit) => throw null;
        public static IEnumerable<Attribute> GetCustomAttributes(this MemberInfo element, Type attributeType) => throw null;
        public static IEnumerable<Attribute> GetCustomAttributes(this MemberInfo element, Type attributeType, bool inherit) => throw null;
        public static IEnumerable<Attribute> GetCustomAttributes(this Module element) => throw null;
        public static IEnumerable<Attribute> GetCustomAttributes(this Module element, Type attributeType) => throw null;
        public static IEnumerable<Attribute> GetCustomAttributes(this ParameterInfo element) => throw null;
        public static IEnumerable<Attribute> GetCustomAttributes(this ParameterInfo element, bool inherit) => throw null;
        public static IEnumerable<Attribute> GetCustomAttributes(this ParameterInfo element, Type attributeType) => throw null;
        public static IEnumerable<Attribute> GetCustomAttributes(this ParameterInfo element, Type attributeType, bool inherit) => throw null;
        public static IEnumerable<T> GetCustomAttributes<T>(this Assembly element) where T : Attribute => throw null;
        public static IEnumerable<T> GetCustomAttributes<T>(this MemberInfo element) where T : Attribute => throw null;
        public static IEnumerable<T> GetCustomAttributes<T>(this MemberInfo element, bool inherit) where T : Attribute => throw null;
        public static IEnumerable<T> GetCustomAttributes<T>(this Module element) where T : Attribute => throw null;
        public static IEnumerable<T> GetCustomAttributes<T>(this ParameterInfo element) where T : Attribute => throw null;
        public static IEnumerable<T> GetCustomAttributes<T>(this ParameterInfo element, bool inherit) where T : Attribute => throw null;
        public static bool IsDefined(this Assembly element, Type attributeType) => throw null;
        public static bool IsDefined(this MemberInfo element, Type attributeType) => throw null;
        public static bool IsDefined(this MemberInfo element, Type attributeType, bool inherit) => throw null;
        public static bool IsDefined(this Module element, Type attributeType) => throw null;
        public static bool IsDefined(this ParameterInfo element, Type attributeType) => throw null;
        public static bool IsDefined(this ParameterInfo element, Type attributeType, bool inherit) => throw null;
    }

    public sealed class TargetInvocationException : ApplicationException
    {
        public TargetInvocationException(Exception? inner) { }
        public TargetInvocationException(string? message, Exception? inner) { }
    }

    public sealed class TargetParameterCountException : ApplicationException
    {
        public TargetParameterCountException() { }
        public TargetParameterCountException(string? message) { }
        public TargetParameterCountException(string? message, Exception? inner) { }
    }

    public sealed class AmbiguousMatchException : SystemException
    {
        public AmbiguousMatchException() { }
        public AmbiguousMatchException(string? message) { }
        public AmbiguousMatchException(string? message, Exception? inner) { }
    }

    public sealed class Missing
    {
        internal Missing() { }
        public static readonly Missing Value;
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Interface)]
    public sealed class DefaultMemberAttribute : Attribute
    {
        public DefaultMemberAttribute(string memberName) { }
        public string MemberName { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyVersionAttribute : Attribute
    {
        public AssemblyVersionAttribute(string version) { }
        public string Version { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyFileVersionAttribute : Attribute
    {
        public AssemblyFileVersionAttribute(string version) { }
        public string Version { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyInformationalVersionAttribute : Attribute
    {
        public AssemblyInformationalVersionAttribute(string informationalVersion) { }
        public string InformationalVersion { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyTitleAttribute : Attribute
    {
        public AssemblyTitleAttribute(string title) { }
        public string Title { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyDescriptionAttribute : Attribute
    {
        public AssemblyDescriptionAttribute(string description) { }
        public string Description { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyCompanyAttribute : Attribute
    {
        public AssemblyCompanyAttribute(string company) { }
        public string Company { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyProductAttribute : Attribute
    {
        public AssemblyProductAttribute(string product) { }
        public string Product { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyCopyrightAttribute : Attribute
    {
        public AssemblyCopyrightAttribute(string copyright) { }
        public string Copyright { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyTrademarkAttribute : Attribute
    {
        public AssemblyTrademarkAttribute(string trademark) { }
        public string Trademark { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyConfigurationAttribute : Attribute
    {
        public AssemblyConfigurationAttribute(string configuration) { }
        public string Configuration { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyCultureAttribute : Attribute
    {
        public AssemblyCultureAttribute(string culture) { }
        public string Culture { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Assembly, AllowMultiple = true, Inherited = false)]
    public sealed class AssemblyMetadataAttribute : Attribute
    {
        public AssemblyMetadataAttribute(string key, string? value) { }
        public string Key { get => throw null; }
        public string? Value { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyKeyFileAttribute : Attribute
    {
        public AssemblyKeyFileAttribute(string keyFile) { }
        public string KeyFile { get => throw null; }
    }

    public class LocalVariableInfo
    {
        protected LocalVariableInfo() { }
        public virtual bool IsPinned { get => throw null; }
        public virtual int LocalIndex { get => throw null; }
        public virtual Type LocalType { get => throw null; }
        public override string ToString() => throw null;
    }

    [Flags]
    public enum MethodImplAttributes
    {
        IL = 0,
        Managed = 0,
        Native = 1,
        OPTIL = 2,
        CodeTypeMask = 3,
        Runtime = 3,
        ManagedMask = 4,
        Unmanaged = 4,
        NoInlining = 8,
        ForwardRef = 16,
        Synchronized = 32,
        NoOptimization = 64,
        PreserveSig = 128,
        AggressiveInlining = 256,
        AggressiveOptimization = 512,
        InternalCall = 4096,
        MaxMethodImplVal = 65535,
    }

    [Flags]
    public enum GenericParameterAttributes
    {
        None = 0,
        Covariant = 1,
        Contravariant = 2,
        VarianceMask = 3,
        ReferenceTypeConstraint = 4,
        NotNullableValueTypeConstraint = 8,
        DefaultConstructorConstraint = 16,
        SpecialConstraintMask = 28,
    }
}
