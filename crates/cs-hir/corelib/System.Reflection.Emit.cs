// Core library model: System.Reflection.Emit (OpCode, OpCodes, Label, ILGenerator, LocalBuilder, DynamicMethod, SignatureHelper, CustomAttributeBuilder and the abstract builders: AssemblyBuilder, ModuleBuilder, TypeBuilder, MethodBuilder, ConstructorBuilder, FieldBuilder, PropertyBuilder, EventBuilder, ParameterBuilder, GenericTypeParameterBuilder, EnumBuilder).
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using System.Runtime.InteropServices;

namespace System.Reflection.Emit
{
    public enum AssemblyBuilderAccess
    {
        Run = 1,
        RunAndCollect = 9,
    }

    public enum FlowControl
    {
        Branch = 0,
        Break = 1,
        Call = 2,
        Cond_Branch = 3,
        Meta = 4,
        Next = 5,
        [Obsolete("FlowControl.Phi has been deprecated and is not supported.")]
        Phi = 6,
        Return = 7,
        Throw = 8,
    }

    public enum OpCodeType
    {
        [Obsolete("OpCodeType.Annotation has been deprecated and is not supported.")]
        Annotation = 0,
        Macro = 1,
        Nternal = 2,
        Objmodel = 3,
        Prefix = 4,
        Primitive = 5,
    }

    public enum OperandType
    {
        InlineBrTarget = 0,
        InlineField = 1,
        InlineI = 2,
        InlineI8 = 3,
        InlineMethod = 4,
        InlineNone = 5,
        [Obsolete("OperandType.InlinePhi has been deprecated and is not supported.")]
        InlinePhi = 6,
        InlineR = 7,
        InlineSig = 9,
        InlineString = 10,
        InlineSwitch = 11,
        InlineTok = 12,
        InlineType = 13,
        InlineVar = 14,
        ShortInlineBrTarget = 15,
        ShortInlineI = 16,
        ShortInlineR = 17,
        ShortInlineVar = 18,
    }

    public enum PackingSize
    {
        Unspecified = 0,
        Size1 = 1,
        Size2 = 2,
        Size4 = 4,
        Size8 = 8,
        Size16 = 16,
        Size32 = 32,
        Size64 = 64,
        Size128 = 128,
    }

    public enum StackBehaviour
    {
        Pop0 = 0,
        Pop1 = 1,
        Pop1_pop1 = 2,
        Popi = 3,
        Popi_pop1 = 4,
        Popi_popi = 5,
        Popi_popi8 = 6,
        Popi_popi_popi = 7,
        Popi_popr4 = 8,
        Popi_popr8 = 9,
        Popref = 10,
        Popref_pop1 = 11,
        Popref_popi = 12,
        Popref_popi_popi = 13,
        Popref_popi_popi8 = 14,
        Popref_popi_popr4 = 15,
        Popref_popi_popr8 = 16,
        Popref_popi_popref = 17,
        Push0 = 18,
        Push1 = 19,
        Push1_push1 = 20,
        Pushi = 21,
        Pushi8 = 22,
        Pushr4 = 23,
        Pushr8 = 24,
        Pushref = 25,
        Varpop = 26,
        Varpush = 27,
        Popref_popi_pop1 = 28,
    }

    public readonly struct Label : IEquatable<Label>
    {
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool Equals(Label obj) => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(Label a, Label b) => throw null;
        public static bool operator !=(Label a, Label b) => throw null;
    }

    public readonly struct OpCode : IEquatable<OpCode>
    {
        public FlowControl FlowControl { get => throw null; }
        public string? Name { get => throw null; }
        public OpCodeType OpCodeType { get => throw null; }
        public OperandType OperandType { get => throw null; }
        public int Size { get => throw null; }
        public StackBehaviour StackBehaviourPop { get => throw null; }
        public StackBehaviour StackBehaviourPush { get => throw null; }
        public short Value { get => throw null; }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public bool Equals(OpCode obj) => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(OpCode a, OpCode b) => throw null;
        public static bool operator !=(OpCode a, OpCode b) => throw null;
        public override string? ToString() => throw null;
    }

    public class OpCodes
    {
        internal OpCodes() { }
        public static readonly OpCode Add;
        public static readonly OpCode Add_Ovf;
        public static readonly OpCode Add_Ovf_Un;
        public static readonly OpCode And;
        public static readonly OpCode Arglist;
        public static readonly OpCode Beq;
        public static readonly OpCode Beq_S;
        public static readonly OpCode Bge;
        public static readonly OpCode Bge_S;
        public static readonly OpCode Bge_Un;
        public static readonly OpCode Bge_Un_S;
        public static readonly OpCode Bgt;
        public static readonly OpCode Bgt_S;
        public static readonly OpCode Bgt_Un;
        public static readonly OpCode Bgt_Un_S;
        public static readonly OpCode Ble;
        public static readonly OpCode Ble_S;
        public static readonly OpCode Ble_Un;
        public static readonly OpCode Ble_Un_S;
        public static readonly OpCode Blt;
        public static readonly OpCode Blt_S;
        public static readonly OpCode Blt_Un;
        public static readonly OpCode Blt_Un_S;
        public static readonly OpCode Bne_Un;
        public static readonly OpCode Bne_Un_S;
        public static readonly OpCode Box;
        public static readonly OpCode Br;
        public static readonly OpCode Br_S;
        public static readonly OpCode Break;
        public static readonly OpCode Brfalse;
        public static readonly OpCode Brfalse_S;
        public static readonly OpCode Brtrue;
        public static readonly OpCode Brtrue_S;
        public static readonly OpCode Call;
        public static readonly OpCode Calli;
        public static readonly OpCode Callvirt;
        public static readonly OpCode Castclass;
        public static readonly OpCode Ceq;
        public static readonly OpCode Cgt;
        public static readonly OpCode Cgt_Un;
        public static readonly OpCode Ckfinite;
        public static readonly OpCode Clt;
        public static readonly OpCode Clt_Un;
        public static readonly OpCode Constrained;
        public static readonly OpCode Conv_I;
        public static readonly OpCode Conv_I1;
        public static readonly OpCode Conv_I2;
        public static readonly OpCode Conv_I4;
        public static readonly OpCode Conv_I8;
        public static readonly OpCode Conv_Ovf_I;
        public static readonly OpCode Conv_Ovf_I_Un;
        public static readonly OpCode Conv_Ovf_I1;
        public static readonly OpCode Conv_Ovf_I1_Un;
        public static readonly OpCode Conv_Ovf_I2;
        public static readonly OpCode Conv_Ovf_I2_Un;
        public static readonly OpCode Conv_Ovf_I4;
        public static readonly OpCode Conv_Ovf_I4_Un;
        public static readonly OpCode Conv_Ovf_I8;
        public static readonly OpCode Conv_Ovf_I8_Un;
        public static readonly OpCode Conv_Ovf_U;
        public static readonly OpCode Conv_Ovf_U_Un;
        public static readonly OpCode Conv_Ovf_U1;
        public static readonly OpCode Conv_Ovf_U1_Un;
        public static readonly OpCode Conv_Ovf_U2;
        public static readonly OpCode Conv_Ovf_U2_Un;
        public static readonly OpCode Conv_Ovf_U4;
        public static readonly OpCode Conv_Ovf_U4_Un;
        public static readonly OpCode Conv_Ovf_U8;
        public static readonly OpCode Conv_Ovf_U8_Un;
        public static readonly OpCode Conv_R_Un;
        public static readonly OpCode Conv_R4;
        public static readonly OpCode Conv_R8;
        public static readonly OpCode Conv_U;
        public static readonly OpCode Conv_U1;
        public static readonly OpCode Conv_U2;
        public static readonly OpCode Conv_U4;
        public static readonly OpCode Conv_U8;
        public static readonly OpCode Cpblk;
        public static readonly OpCode Cpobj;
        public static readonly OpCode Div;
        public static readonly OpCode Div_Un;
        public static readonly OpCode Dup;
        public static readonly OpCode Endfilter;
        public static readonly OpCode Endfinally;
        public static readonly OpCode Initblk;
        public static readonly OpCode Initobj;
        public static readonly OpCode Isinst;
        public static readonly OpCode Jmp;
        public static readonly OpCode Ldarg;
        public static readonly OpCode Ldarg_0;
        public static readonly OpCode Ldarg_1;
        public static readonly OpCode Ldarg_2;
        public static readonly OpCode Ldarg_3;
        public static readonly OpCode Ldarg_S;
        public static readonly OpCode Ldarga;
        public static readonly OpCode Ldarga_S;
        public static readonly OpCode Ldc_I4;
        public static readonly OpCode Ldc_I4_0;
        public static readonly OpCode Ldc_I4_1;
        public static readonly OpCode Ldc_I4_2;
        public static readonly OpCode Ldc_I4_3;
        public static readonly OpCode Ldc_I4_4;
        public static readonly OpCode Ldc_I4_5;
        public static readonly OpCode Ldc_I4_6;
        public static readonly OpCode Ldc_I4_7;
        public static readonly OpCode Ldc_I4_8;
        public static readonly OpCode Ldc_I4_M1;
        public static readonly OpCode Ldc_I4_S;
        public static readonly OpCode Ldc_I8;
        public static readonly OpCode Ldc_R4;
        public static readonly OpCode Ldc_R8;
        public static readonly OpCode Ldelem;
        public static readonly OpCode Ldelem_I;
        public static readonly OpCode Ldelem_I1;
        public static readonly OpCode Ldelem_I2;
        public static readonly OpCode Ldelem_I4;
        public static readonly OpCode Ldelem_I8;
        public static readonly OpCode Ldelem_R4;
        public static readonly OpCode Ldelem_R8;
        public static readonly OpCode Ldelem_Ref;
        public static readonly OpCode Ldelem_U1;
        public static readonly OpCode Ldelem_U2;
        public static readonly OpCode Ldelem_U4;
        public static readonly OpCode Ldelema;
        public static readonly OpCode Ldfld;
        public static readonly OpCode Ldflda;
        public static readonly OpCode Ldftn;
        public static readonly OpCode Ldind_I;
        public static readonly OpCode Ldind_I1;
        public static readonly OpCode Ldind_I2;
        public static readonly OpCode Ldind_I4;
        public static readonly OpCode Ldind_I8;
        public static readonly OpCode Ldind_R4;
        public static readonly OpCode Ldind_R8;
        public static readonly OpCode Ldind_Ref;
        public static readonly OpCode Ldind_U1;
        public static readonly OpCode Ldind_U2;
        public static readonly OpCode Ldind_U4;
        public static readonly OpCode Ldlen;
        public static readonly OpCode Ldloc;
        public static readonly OpCode Ldloc_0;
        public static readonly OpCode Ldloc_1;
        public static readonly OpCode Ldloc_2;
        public static readonly OpCode Ldloc_3;
        public static readonly OpCode Ldloc_S;
        public static readonly OpCode Ldloca;
        public static readonly OpCode Ldloca_S;
        public static readonly OpCode Ldnull;
        public static readonly OpCode Ldobj;
        public static readonly OpCode Ldsfld;
        public static readonly OpCode Ldsflda;
        public static readonly OpCode Ldstr;
        public static readonly OpCode Ldtoken;
        public static readonly OpCode Ldvirtftn;
        public static readonly OpCode Leave;
        public static readonly OpCode Leave_S;
        public static readonly OpCode Localloc;
        public static readonly OpCode Mkrefany;
        public static readonly OpCode Mul;
        public static readonly OpCode Mul_Ovf;
        public static readonly OpCode Mul_Ovf_Un;
        public static readonly OpCode Neg;
        public static readonly OpCode Newarr;
        public static readonly OpCode Newobj;
        public static readonly OpCode Nop;
        public static readonly OpCode Not;
        public static readonly OpCode Or;
        public static readonly OpCode Pop;
        public static readonly OpCode Prefix1;
        public static readonly OpCode Prefix2;
        public static readonly OpCode Prefix3;
        public static readonly OpCode Prefix4;
        public static readonly OpCode Prefix5;
        public static readonly OpCode Prefix6;
        public static readonly OpCode Prefix7;
        public static readonly OpCode Prefixref;
        public static readonly OpCode Readonly;
        public static readonly OpCode Refanytype;
        public static readonly OpCode Refanyval;
        public static readonly OpCode Rem;
        public static readonly OpCode Rem_Un;
        public static readonly OpCode Ret;
        public static readonly OpCode Rethrow;
        public static readonly OpCode Shl;
        public static readonly OpCode Shr;
        public static readonly OpCode Shr_Un;
        public static readonly OpCode Sizeof;
        public static readonly OpCode Starg;
        public static readonly OpCode Starg_S;
        public static readonly OpCode Stelem;
        public static readonly OpCode Stelem_I;
        public static readonly OpCode Stelem_I1;
        public static readonly OpCode Stelem_I2;
        public static readonly OpCode Stelem_I4;
        public static readonly OpCode Stelem_I8;
        public static readonly OpCode Stelem_R4;
        public static readonly OpCode Stelem_R8;
        public static readonly OpCode Stelem_Ref;
        public static readonly OpCode Stfld;
        public static readonly OpCode Stind_I;
        public static readonly OpCode Stind_I1;
        public static readonly OpCode Stind_I2;
        public static readonly OpCode Stind_I4;
        public static readonly OpCode Stind_I8;
        public static readonly OpCode Stind_R4;
        public static readonly OpCode Stind_R8;
        public static readonly OpCode Stind_Ref;
        public static readonly OpCode Stloc;
        public static readonly OpCode Stloc_0;
        public static readonly OpCode Stloc_1;
        public static readonly OpCode Stloc_2;
        public static readonly OpCode Stloc_3;
        public static readonly OpCode Stloc_S;
        public static readonly OpCode Stobj;
        public static readonly OpCode Stsfld;
        public static readonly OpCode Sub;
        public static readonly OpCode Sub_Ovf;
        public static readonly OpCode Sub_Ovf_Un;
        public static readonly OpCode Switch;
        public static readonly OpCode Tailcall;
        public static readonly OpCode Throw;
        public static readonly OpCode Unaligned;
        public static readonly OpCode Unbox;
        public static readonly OpCode Unbox_Any;
        public static readonly OpCode Volatile;
        public static readonly OpCode Xor;
        public static bool TakesSingleByteArgument(OpCode inst) => throw null;
    }

    public sealed class SignatureHelper
    {
        internal SignatureHelper() { }
        public void AddArgument(Type clsArgument) { }
        public void AddArgument(Type argument, bool pinned) { }
        public void AddArgument(Type argument, Type[]? requiredCustomModifiers, Type[]? optionalCustomModifiers) { }
        public void AddArguments(Type[]? arguments, Type[][]? requiredCustomModifiers, Type[][]? optionalCustomModifiers) { }
        public void AddSentinel() { }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public static SignatureHelper GetFieldSigHelper(Module? mod) => throw null;
        public override int GetHashCode() => throw null;
        public static SignatureHelper GetLocalVarSigHelper() => throw null;
        public static SignatureHelper GetLocalVarSigHelper(Module? mod) => throw null;
        public static SignatureHelper GetMethodSigHelper(CallingConvention unmanagedCallingConvention, Type? returnType) => throw null;
        public static SignatureHelper GetMethodSigHelper(CallingConventions callingConvention, Type? returnType) => throw null;
        public static SignatureHelper GetMethodSigHelper(Module? mod, CallingConventions callingConvention, Type? returnType) => throw null;
        public static SignatureHelper GetMethodSigHelper(Module? mod, Type? returnType, Type[]? parameterTypes) => throw null;
        public static SignatureHelper GetPropertySigHelper(Module? mod, Type? returnType, Type[]? parameterTypes) => throw null;
        public byte[] GetSignature() => throw null;
        public override string ToString() => throw null;
    }

    public class CustomAttributeBuilder
    {
        public CustomAttributeBuilder(ConstructorInfo con, object?[] constructorArgs) { }
        public CustomAttributeBuilder(ConstructorInfo con, object?[] constructorArgs, FieldInfo[] namedFields, object?[] fieldValues) { }
        public CustomAttributeBuilder(ConstructorInfo con, object?[] constructorArgs, PropertyInfo[] namedProperties, object?[] propertyValues) { }
        public CustomAttributeBuilder(ConstructorInfo con, object?[] constructorArgs, PropertyInfo[] namedProperties, object?[] propertyValues, FieldInfo[] namedFields, object?[] fieldValues) { }
    }

    public abstract class LocalBuilder : LocalVariableInfo
    {
        protected LocalBuilder() { }
    }

    public abstract class ILGenerator
    {
        protected ILGenerator() { }
        public abstract int ILOffset { get; }
        public abstract void BeginCatchBlock(Type? exceptionType);
        public abstract void BeginExceptFilterBlock();
        public abstract Label BeginExceptionBlock();
        public abstract void BeginFaultBlock();
        public abstract void BeginFinallyBlock();
        public abstract void BeginScope();
        public virtual LocalBuilder DeclareLocal(Type localType) => throw null;
        public abstract LocalBuilder DeclareLocal(Type localType, bool pinned);
        public abstract Label DefineLabel();
        public abstract void Emit(OpCode opcode);
        public abstract void Emit(OpCode opcode, byte arg);
        public abstract void Emit(OpCode opcode, double arg);
        public abstract void Emit(OpCode opcode, short arg);
        public abstract void Emit(OpCode opcode, int arg);
        public abstract void Emit(OpCode opcode, long arg);
        public abstract void Emit(OpCode opcode, ConstructorInfo con);
        public abstract void Emit(OpCode opcode, Label label);
        public abstract void Emit(OpCode opcode, Label[] labels);
        public abstract void Emit(OpCode opcode, LocalBuilder local);
        public abstract void Emit(OpCode opcode, SignatureHelper signature);
        public abstract void Emit(OpCode opcode, FieldInfo field);
        public abstract void Emit(OpCode opcode, MethodInfo meth);
        [CLSCompliant(false)]
        public void Emit(OpCode opcode, sbyte arg) { }
        public abstract void Emit(OpCode opcode, float arg);
        public abstract void Emit(OpCode opcode, string str);
        public abstract void Emit(OpCode opcode, Type cls);
        public abstract void EmitCall(OpCode opcode, MethodInfo methodInfo, Type[]? optionalParameterTypes);
        public abstract void EmitCalli(OpCode opcode, CallingConventions callingConvention, Type? returnType, Type[]? parameterTypes, Type[]? optionalParameterTypes);
        public abstract void EmitCalli(OpCode opcode, CallingConvention unmanagedCallConv, Type? returnType, Type[]? parameterTypes);
        public virtual void EmitWriteLine(FieldInfo fld) { }
        public virtual void EmitWriteLine(LocalBuilder localBuilder) { }
        public virtual void EmitWriteLine(string value) { }
        public abstract void EndExceptionBlock();
        public abstract void EndScope();
        public abstract void MarkLabel(Label loc);
        public virtual void ThrowException([DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicParameterlessConstructor)] Type excType) { }
        public abstract void UsingNamespace(string usingNamespace);
    }

    public abstract class ParameterBuilder
    {
        protected ParameterBuilder() { }
        public virtual int Attributes { get => throw null; }
        public bool IsIn { get => throw null; }
        public bool IsOptional { get => throw null; }
        public bool IsOut { get => throw null; }
        public virtual string? Name { get => throw null; }
        public virtual int Position { get => throw null; }
        public virtual void SetConstant(object? defaultValue) { }
        public void SetCustomAttribute(ConstructorInfo con, byte[] binaryAttribute) { }
        public void SetCustomAttribute(CustomAttributeBuilder customBuilder) { }
        protected abstract void SetCustomAttributeCore(ConstructorInfo con, ReadOnlySpan<byte> binaryAttribute);
    }

    public sealed class DynamicMethod : MethodInfo
    {
        [RequiresDynamicCode("Creating a DynamicMethod requires dynamic code.")]
        public DynamicMethod(string name, MethodAttributes attributes, CallingConventions callingConvention, Type? returnType, Type[]? parameterTypes, Module m, bool skipVisibility) { }
        [RequiresDynamicCode("Creating a DynamicMethod requires dynamic code.")]
        public DynamicMethod(string name, MethodAttributes attributes, CallingConventions callingConvention, Type? returnType, Type[]? parameterTypes, Type owner, bool skipVisibility) { }
        [RequiresDynamicCode("Creating a DynamicMethod requires dynamic code.")]
        public DynamicMethod(string name, Type? returnType, Type[]? parameterTypes) { }
        [RequiresDynamicCode("Creating a DynamicMethod requires dynamic code.")]
        public DynamicMethod(string name, Type? returnType, Type[]? parameterTypes, bool restrictedSkipVisibility) { }
        [RequiresDynamicCode("Creating a DynamicMethod requires dynamic code.")]
        public DynamicMethod(string name, Type? returnType, Type[]? parameterTypes, Module m) { }
        [RequiresDynamicCode("Creating a DynamicMethod requires dynamic code.")]
        public DynamicMethod(string name, Type? returnType, Type[]? parameterTypes, Module m, bool skipVisibility) { }
        [RequiresDynamicCode("Creating a DynamicMethod requires dynamic code.")]
        public DynamicMethod(string name, Type? returnType, Type[]? parameterTypes, Type owner) { }
        [RequiresDynamicCode("Creating a DynamicMethod requires dynamic code.")]
        public DynamicMethod(string name, Type? returnType, Type[]? parameterTypes, Type owner, bool skipVisibility) { }
        public override MethodAttributes Attributes { get => throw null; }
        public override CallingConventions CallingConvention { get => throw null; }
        public override Type? DeclaringType { get => throw null; }
        public bool InitLocals { get => throw null; set { } }
        public override RuntimeMethodHandle MethodHandle { get => throw null; }
        public override Module Module { get => throw null; }
        public override string Name { get => throw null; }
        public override Type? ReflectedType { get => throw null; }
        public override ParameterInfo ReturnParameter { get => throw null; }
        public override Type ReturnType { get => throw null; }
        public override ICustomAttributeProvider ReturnTypeCustomAttributes { get => throw null; }
        public sealed override Delegate CreateDelegate(Type delegateType) => throw null;
        public sealed override Delegate CreateDelegate(Type delegateType, object? target) => throw null;
        public ParameterBuilder? DefineParameter(int position, ParameterAttributes attributes, string? parameterName) => throw null;
        public override MethodInfo GetBaseDefinition() => throw null;
        public override object[] GetCustomAttributes(bool inherit) => throw null;
        public override object[] GetCustomAttributes(Type attributeType, bool inherit) => throw null;
        public ILGenerator GetILGenerator() => throw null;
        public ILGenerator GetILGenerator(int streamSize) => throw null;
        public override ParameterInfo[] GetParameters() => throw null;
        public override object? Invoke(object? obj, BindingFlags invokeAttr, Binder? binder, object?[]? parameters, CultureInfo? culture) => throw null;
        public override bool IsDefined(Type attributeType, bool inherit) => throw null;
        public override string ToString() => throw null;
    }

    public abstract class AssemblyBuilder : Assembly
    {
        protected AssemblyBuilder() { }
        [RequiresDynamicCode("Defining a dynamic assembly requires dynamic code.")]
        public static AssemblyBuilder DefineDynamicAssembly(AssemblyName name, AssemblyBuilderAccess access) => throw null;
        [RequiresDynamicCode("Defining a dynamic assembly requires dynamic code.")]
        public static AssemblyBuilder DefineDynamicAssembly(AssemblyName name, AssemblyBuilderAccess access, IEnumerable<CustomAttributeBuilder>? assemblyAttributes) => throw null;
        public ModuleBuilder DefineDynamicModule(string name) => throw null;
        public ModuleBuilder? GetDynamicModule(string name) => throw null;
        public void SetCustomAttribute(ConstructorInfo con, byte[] binaryAttribute) { }
        public void SetCustomAttribute(CustomAttributeBuilder customBuilder) { }
    }

    public abstract class ModuleBuilder : Module
    {
        protected ModuleBuilder() { }
        public void CreateGlobalFunctions() { }
        public EnumBuilder DefineEnum(string name, TypeAttributes visibility, Type underlyingType) => throw null;
        public MethodBuilder DefineGlobalMethod(string name, MethodAttributes attributes, CallingConventions callingConvention, Type? returnType, Type[]? parameterTypes) => throw null;
        public MethodBuilder DefineGlobalMethod(string name, MethodAttributes attributes, Type? returnType, Type[]? parameterTypes) => throw null;
        public TypeBuilder DefineType(string name) => throw null;
        public TypeBuilder DefineType(string name, TypeAttributes attr) => throw null;
        public TypeBuilder DefineType(string name, TypeAttributes attr, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.All)] Type? parent) => throw null;
        public TypeBuilder DefineType(string name, TypeAttributes attr, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.All)] Type? parent, int typesize) => throw null;
        public TypeBuilder DefineType(string name, TypeAttributes attr, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.All)] Type? parent, PackingSize packsize) => throw null;
        public TypeBuilder DefineType(string name, TypeAttributes attr, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.All)] Type? parent, PackingSize packingSize, int typesize) => throw null;
        public TypeBuilder DefineType(string name, TypeAttributes attr, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.All)] Type? parent, Type[]? interfaces) => throw null;
        public void SetCustomAttribute(ConstructorInfo con, byte[] binaryAttribute) { }
        public void SetCustomAttribute(CustomAttributeBuilder customBuilder) { }
    }

    public abstract class TypeBuilder : TypeInfo
    {
        public const int UnspecifiedTypeSize = 0;
        protected TypeBuilder() { }
        public PackingSize PackingSize { get => throw null; }
        public int Size { get => throw null; }
        public void AddInterfaceImplementation([DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.All)] Type interfaceType) { }
        [return: DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.All)]
        public Type? CreateType() => throw null;
        [return: DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.All)]
        public TypeInfo? CreateTypeInfo() => throw null;
        public ConstructorBuilder DefineConstructor(MethodAttributes attributes, CallingConventions callingConvention, Type[]? parameterTypes) => throw null;
        public ConstructorBuilder DefineConstructor(MethodAttributes attributes, CallingConventions callingConvention, Type[]? parameterTypes, Type[][]? requiredCustomModifiers, Type[][]? optionalCustomModifiers) => throw null;
        public ConstructorBuilder DefineDefaultConstructor(MethodAttributes attributes) => throw null;
        public EventBuilder DefineEvent(string name, EventAttributes attributes, Type eventtype) => throw null;
        public FieldBuilder DefineField(string fieldName, Type type, FieldAttributes attributes) => throw null;
        public FieldBuilder DefineField(string fieldName, Type type, Type[]? requiredCustomModifiers, Type[]? optionalCustomModifiers, FieldAttributes attributes) => throw null;
        public GenericTypeParameterBuilder[] DefineGenericParameters(params string[] names) => throw null;
        public MethodBuilder DefineMethod(string name, MethodAttributes attributes) => throw null;
        public MethodBuilder DefineMethod(string name, MethodAttributes attributes, CallingConventions callingConvention) => throw null;
        public MethodBuilder DefineMethod(string name, MethodAttributes attributes, CallingConventions callingConvention, Type? returnType, Type[]? parameterTypes) => throw null;
        public MethodBuilder DefineMethod(string name, MethodAttributes attributes, CallingConventions callingConvention, Type? returnType, Type[]? returnTypeRequiredCustomModifiers, Type[]? returnTypeOptionalCustomModifiers, Type[]? parameterTypes, Type[][]? parameterTypeRequiredCustomModifiers, Type[][]? parameterTypeOptionalCustomModifiers) => throw null;
        public MethodBuilder DefineMethod(string name, MethodAttributes attributes, Type? returnType, Type[]? parameterTypes) => throw null;
        public void DefineMethodOverride(MethodInfo methodInfoBody, MethodInfo methodInfoDeclaration) { }
        public TypeBuilder DefineNestedType(string name) => throw null;
        public TypeBuilder DefineNestedType(string name, TypeAttributes attr) => throw null;
        public TypeBuilder DefineNestedType(string name, TypeAttributes attr, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.All)] Type? parent) => throw null;
        public TypeBuilder DefineNestedType(string name, TypeAttributes attr, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.All)] Type? parent, int typeSize) => throw null;
        public TypeBuilder DefineNestedType(string name, TypeAttributes attr, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.All)] Type? parent, PackingSize packSize) => throw null;
        public TypeBuilder DefineNestedType(string name, TypeAttributes attr, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.All)] Type? parent, PackingSize packSize, int typeSize) => throw null;
        public TypeBuilder DefineNestedType(string name, TypeAttributes attr, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.All)] Type? parent, Type[]? interfaces) => throw null;
        public PropertyBuilder DefineProperty(string name, PropertyAttributes attributes, CallingConventions callingConvention, Type returnType, Type[]? parameterTypes) => throw null;
        public PropertyBuilder DefineProperty(string name, PropertyAttributes attributes, Type returnType, Type[]? parameterTypes) => throw null;
        public ConstructorBuilder DefineTypeInitializer() => throw null;
        public static ConstructorInfo GetConstructor(Type type, ConstructorInfo constructor) => throw null;
        public static FieldInfo GetField(Type type, FieldInfo field) => throw null;
        public static MethodInfo GetMethod(Type type, MethodInfo method) => throw null;
        public bool IsCreated() => throw null;
        public void SetCustomAttribute(ConstructorInfo con, byte[] binaryAttribute) { }
        public void SetCustomAttribute(CustomAttributeBuilder customBuilder) { }
        public void SetParent([DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.All)] Type? parent) { }
        public override string ToString() => throw null;
    }

    public abstract class EnumBuilder : TypeInfo
    {
        protected EnumBuilder() { }
        public FieldBuilder UnderlyingField { get => throw null; }
        [return: DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.All)]
        public Type CreateType() => throw null;
        [return: DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.All)]
        public TypeInfo CreateTypeInfo() => throw null;
        public FieldBuilder DefineLiteral(string literalName, object? literalValue) => throw null;
        public void SetCustomAttribute(ConstructorInfo con, byte[] binaryAttribute) { }
        public void SetCustomAttribute(CustomAttributeBuilder customBuilder) { }
    }

    public abstract class GenericTypeParameterBuilder : TypeInfo
    {
        protected GenericTypeParameterBuilder() { }
        public void SetBaseTypeConstraint([DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.All)] Type? baseTypeConstraint) { }
        public void SetCustomAttribute(ConstructorInfo con, byte[] binaryAttribute) { }
        public void SetCustomAttribute(CustomAttributeBuilder customBuilder) { }
        public void SetGenericParameterAttributes(GenericParameterAttributes genericParameterAttributes) { }
        public void SetInterfaceConstraints(params Type[]? interfaceConstraints) { }
    }

    public abstract class MethodBuilder : MethodInfo
    {
        protected MethodBuilder() { }
        public bool InitLocals { get => throw null; set { } }
        public GenericTypeParameterBuilder[] DefineGenericParameters(params string[] names) => throw null;
        public ParameterBuilder DefineParameter(int position, ParameterAttributes attributes, string? strParamName) => throw null;
        public ILGenerator GetILGenerator() => throw null;
        public ILGenerator GetILGenerator(int size) => throw null;
        public void SetCustomAttribute(ConstructorInfo con, byte[] binaryAttribute) { }
        public void SetCustomAttribute(CustomAttributeBuilder customBuilder) { }
        public void SetImplementationFlags(MethodImplAttributes attributes) { }
        public void SetParameters(params Type[] parameterTypes) { }
        public void SetReturnType(Type? returnType) { }
        public void SetSignature(Type? returnType, Type[]? returnTypeRequiredCustomModifiers, Type[]? returnTypeOptionalCustomModifiers, Type[]? parameterTypes, Type[][]? parameterTypeRequiredCustomModifiers, Type[][]? parameterTypeOptionalCustomModifiers) { }
    }

    public abstract class ConstructorBuilder : ConstructorInfo
    {
        protected ConstructorBuilder() { }
        public bool InitLocals { get => throw null; set { } }
        public ParameterBuilder DefineParameter(int iSequence, ParameterAttributes attributes, string? strParamName) => throw null;
        public ILGenerator GetILGenerator() => throw null;
        public ILGenerator GetILGenerator(int streamSize) => throw null;
        public void SetCustomAttribute(ConstructorInfo con, byte[] binaryAttribute) { }
        public void SetCustomAttribute(CustomAttributeBuilder customBuilder) { }
        public void SetImplementationFlags(MethodImplAttributes attributes) { }
    }

    public abstract class FieldBuilder : FieldInfo
    {
        protected FieldBuilder() { }
        public void SetConstant(object? defaultValue) { }
        public void SetCustomAttribute(ConstructorInfo con, byte[] binaryAttribute) { }
        public void SetCustomAttribute(CustomAttributeBuilder customBuilder) { }
        public void SetOffset(int iOffset) { }
    }

    public abstract class PropertyBuilder : PropertyInfo
    {
        protected PropertyBuilder() { }
        public void AddOtherMethod(MethodBuilder mdBuilder) { }
        public void SetConstant(object? defaultValue) { }
        public void SetCustomAttribute(ConstructorInfo con, byte[] binaryAttribute) { }
        public void SetCustomAttribute(CustomAttributeBuilder customBuilder) { }
        public void SetGetMethod(MethodBuilder mdBuilder) { }
        public void SetSetMethod(MethodBuilder mdBuilder) { }
    }

    public abstract class EventBuilder
    {
        protected EventBuilder() { }
        public void AddOtherMethod(MethodBuilder mdBuilder) { }
        public void SetAddOnMethod(MethodBuilder mdBuilder) { }
        public void SetCustomAttribute(ConstructorInfo con, byte[] binaryAttribute) { }
        public void SetCustomAttribute(CustomAttributeBuilder customBuilder) { }
        public void SetRaiseMethod(MethodBuilder mdBuilder) { }
        public void SetRemoveOnMethod(MethodBuilder mdBuilder) { }
    }
}
