// Core library model: System.Runtime.InteropServices (layout and marshalling attributes, P/Invoke, Marshal, GCHandle, SafeHandle, CollectionsMarshal, MemoryMarshal, RuntimeInformation) and System.Runtime.Versioning attributes.
using System.Collections.Generic;
using System.Runtime.ConstrainedExecution;

namespace System.Runtime.InteropServices
{
    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct, Inherited = false)]
    public sealed class StructLayoutAttribute : Attribute
    {
        public CharSet CharSet;
        public int Pack;
        public int Size;
        public StructLayoutAttribute(short layoutKind) { }
        public StructLayoutAttribute(LayoutKind layoutKind) { }
        public LayoutKind Value { get => throw null; }
    }

    public enum LayoutKind
    {
        Sequential = 0,
        Explicit = 2,
        Auto = 3,
    }

    public enum CharSet
    {
        None = 1,
        Ansi = 2,
        Unicode = 3,
        Auto = 4,
    }

    [AttributeUsage(AttributeTargets.Field, Inherited = false)]
    public sealed class FieldOffsetAttribute : Attribute
    {
        public FieldOffsetAttribute(int offset) { }
        public int Value { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Parameter | AttributeTargets.ReturnValue, Inherited = false)]
    public sealed class MarshalAsAttribute : Attribute
    {
        public UnmanagedType ArraySubType;
        public int IidParameterIndex;
        public string? MarshalCookie;
        public string? MarshalType;
        public Type? MarshalTypeRef;
        public VarEnum SafeArraySubType;
        public Type? SafeArrayUserDefinedSubType;
        public int SizeConst;
        public short SizeParamIndex;
        public MarshalAsAttribute(short unmanagedType) { }
        public MarshalAsAttribute(UnmanagedType unmanagedType) { }
        public UnmanagedType Value { get => throw null; }
    }

    public enum UnmanagedType
    {
        Bool = 2,
        I1 = 3,
        U1 = 4,
        I2 = 5,
        U2 = 6,
        I4 = 7,
        U4 = 8,
        I8 = 9,
        U8 = 10,
        R4 = 11,
        R8 = 12,
        Currency = 15,
        BStr = 19,
        LPStr = 20,
        LPWStr = 21,
        LPTStr = 22,
        ByValTStr = 23,
        IUnknown = 25,
        IDispatch = 26,
        Struct = 27,
        Interface = 28,
        SafeArray = 29,
        ByValArray = 30,
        SysInt = 31,
        SysUInt = 32,
        VBByRefStr = 34,
        AnsiBStr = 35,
        TBStr = 36,
        VariantBool = 37,
        FunctionPtr = 38,
        AsAny = 40,
        LPArray = 42,
        LPStruct = 43,
        CustomMarshaler = 44,
        Error = 45,
        IInspectable = 46,
        HString = 47,
        LPUTF8Str = 48,
    }

    public enum VarEnum
    {
        VT_EMPTY = 0,
        VT_NULL = 1,
        VT_I2 = 2,
        VT_I4 = 3,
        VT_R4 = 4,
        VT_R8 = 5,
        VT_CY = 6,
        VT_DATE = 7,
        VT_BSTR = 8,
        VT_DISPATCH = 9,
        VT_ERROR = 10,
        VT_BOOL = 11,
        VT_VARIANT = 12,
        VT_UNKNOWN = 13,
        VT_DECIMAL = 14,
        VT_I1 = 16,
        VT_UI1 = 17,
        VT_UI2 = 18,
        VT_UI4 = 19,
        VT_I8 = 20,
        VT_UI8 = 21,
        VT_INT = 22,
        VT_UINT = 23,
        VT_VOID = 24,
        VT_HRESULT = 25,
        VT_PTR = 26,
        VT_SAFEARRAY = 27,
        VT_CARRAY = 28,
        VT_USERDEFINED = 29,
        VT_LPSTR = 30,
        VT_LPWSTR = 31,
        VT_RECORD = 36,
        VT_FILETIME = 64,
        VT_BLOB = 65,
        VT_STREAM = 66,
        VT_STORAGE = 67,
        VT_STREAMED_OBJECT = 68,
        VT_STORED_OBJECT = 69,
        VT_BLOB_OBJECT = 70,
        VT_CF = 71,
        VT_CLSID = 72,
        VT_VECTOR = 4096,
        VT_ARRAY = 8192,
        VT_BYREF = 16384,
    }

    [AttributeUsage(AttributeTargets.Method, Inherited = false)]
    public sealed class DllImportAttribute : Attribute
    {
        public bool BestFitMapping;
        public CallingConvention CallingConvention;
        public CharSet CharSet;
        public string? EntryPoint;
        public bool ExactSpelling;
        public bool PreserveSig;
        public bool SetLastError;
        public bool ThrowOnUnmappableChar;
        public DllImportAttribute(string dllName) { }
        public string Value { get => throw null; }
    }

    public enum CallingConvention
    {
        Winapi = 1,
        Cdecl = 2,
        StdCall = 3,
        ThisCall = 4,
        FastCall = 5,
    }

    [AttributeUsage(AttributeTargets.Method, AllowMultiple = false, Inherited = false)]
    public sealed class LibraryImportAttribute : Attribute
    {
        public LibraryImportAttribute(string libraryName) { }
        public string? EntryPoint { get => throw null; set { } }
        public string LibraryName { get => throw null; }
        public bool SetLastError { get => throw null; set { } }
        public StringMarshalling StringMarshalling { get => throw null; set { } }
        public Type? StringMarshallingCustomType { get => throw null; set { } }
    }

    public enum StringMarshalling
    {
        Custom = 0,
        Utf8 = 1,
        Utf16 = 2,
    }

    [AttributeUsage(AttributeTargets.Parameter, Inherited = false)]
    public sealed class InAttribute : Attribute
    {
        public InAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Parameter, Inherited = false)]
    public sealed class OutAttribute : Attribute
    {
        public OutAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Parameter, Inherited = false)]
    public sealed class OptionalAttribute : Attribute
    {
        public OptionalAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Parameter)]
    public sealed class DefaultParameterValueAttribute : Attribute
    {
        public DefaultParameterValueAttribute(object? value) { }
        public object? Value { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Method, Inherited = false)]
    public sealed class PreserveSigAttribute : Attribute
    {
        public PreserveSigAttribute() { }
    }

    [AttributeUsage(AttributeTargets.Assembly | AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Enum | AttributeTargets.Method | AttributeTargets.Property | AttributeTargets.Field | AttributeTargets.Interface | AttributeTargets.Delegate, Inherited = false)]
    public sealed class ComVisibleAttribute : Attribute
    {
        public ComVisibleAttribute(bool visibility) { }
        public bool Value { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Assembly | AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Enum | AttributeTargets.Interface | AttributeTargets.Delegate, Inherited = false)]
    public sealed class GuidAttribute : Attribute
    {
        public GuidAttribute(string guid) { }
        public string Value { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Method, Inherited = false)]
    public sealed class UnmanagedCallersOnlyAttribute : Attribute
    {
        public Type[]? CallConvs;
        public string? EntryPoint;
        public UnmanagedCallersOnlyAttribute() { }
    }

    public class ExternalException : SystemException
    {
        public ExternalException() { }
        public ExternalException(string? message) { }
        public ExternalException(string? message, Exception? inner) { }
        public ExternalException(string? message, int errorCode) { }
        public virtual int ErrorCode { get => throw null; }
        public override string ToString() => throw null;
    }

    public class COMException : ExternalException
    {
        public COMException() { }
        public COMException(string? message) { }
        public COMException(string? message, Exception? inner) { }
        public COMException(string? message, int errorCode) { }
        public override string ToString() => throw null;
    }

    public static class Marshal
    {
        public static readonly int SystemDefaultCharSize;
        public static readonly int SystemMaxDBCSCharSize;
        public static IntPtr AllocCoTaskMem(int cb) => throw null;
        public static IntPtr AllocHGlobal(int cb) => throw null;
        public static IntPtr AllocHGlobal(IntPtr cb) => throw null;
        public static void Copy(byte[] source, int startIndex, IntPtr destination, int length) { }
        public static void Copy(char[] source, int startIndex, IntPtr destination, int length) { }
        public static void Copy(int[] source, int startIndex, IntPtr destination, int length) { }
        public static void Copy(IntPtr source, byte[] destination, int startIndex, int length) { }
        public static void Copy(IntPtr source, char[] destination, int startIndex, int length) { }
        public static void Copy(IntPtr source, int[] destination, int startIndex, int length) { }
        public static void FreeCoTaskMem(IntPtr ptr) { }
        public static void FreeHGlobal(IntPtr hglobal) { }
        public static TDelegate GetDelegateForFunctionPointer<TDelegate>(IntPtr ptr) => throw null;
        public static IntPtr GetFunctionPointerForDelegate<TDelegate>(TDelegate d) where TDelegate : notnull => throw null;
        public static int GetHRForException(Exception? e) => throw null;
        public static int GetLastPInvokeError() => throw null;
        public static string GetLastPInvokeErrorMessage() => throw null;
        public static int GetLastSystemError() => throw null;
        public static int GetLastWin32Error() => throw null;
        public static string GetPInvokeErrorMessage(int error) => throw null;
        public static string? PtrToStringAnsi(IntPtr ptr) => throw null;
        public static string PtrToStringAnsi(IntPtr ptr, int len) => throw null;
        public static string? PtrToStringAuto(IntPtr ptr) => throw null;
        public static string? PtrToStringUni(IntPtr ptr) => throw null;
        public static string PtrToStringUni(IntPtr ptr, int len) => throw null;
        public static string? PtrToStringUTF8(IntPtr ptr) => throw null;
        public static string PtrToStringUTF8(IntPtr ptr, int byteLen) => throw null;
        public static object? PtrToStructure(IntPtr ptr, Type structureType) => throw null;
        public static void PtrToStructure(IntPtr ptr, object structure) { }
        public static T? PtrToStructure<T>(IntPtr ptr) => throw null;
        public static byte ReadByte(IntPtr ptr) => throw null;
        public static byte ReadByte(IntPtr ptr, int ofs) => throw null;
        public static short ReadInt16(IntPtr ptr) => throw null;
        public static int ReadInt32(IntPtr ptr) => throw null;
        public static int ReadInt32(IntPtr ptr, int ofs) => throw null;
        public static long ReadInt64(IntPtr ptr) => throw null;
        public static IntPtr ReadIntPtr(IntPtr ptr) => throw null;
        public static int ReleaseComObject(object o) => throw null;
        public static void SetLastPInvokeError(int error) { }
        public static void SetLastSystemError(int error) { }
        public static int SizeOf(object structure) => throw null;
        public static int SizeOf(Type t) => throw null;
        public static int SizeOf<T>() => throw null;
        public static int SizeOf<T>(T structure) => throw null;
        public static IntPtr StringToCoTaskMemUni(string? s) => throw null;
        public static IntPtr StringToCoTaskMemUTF8(string? s) => throw null;
        public static IntPtr StringToHGlobalAnsi(string? s) => throw null;
        public static IntPtr StringToHGlobalUni(string? s) => throw null;
        public static void StructureToPtr(object structure, IntPtr ptr, bool fDeleteOld) { }
        public static void StructureToPtr<T>(T structure, IntPtr ptr, bool fDeleteOld) where T : notnull { }
        public static void ThrowExceptionForHR(int errorCode) { }
        public static void WriteByte(IntPtr ptr, byte val) { }
        public static void WriteInt16(IntPtr ptr, short val) { }
        public static void WriteInt32(IntPtr ptr, int val) { }
        public static void WriteInt32(IntPtr ptr, int ofs, int val) { }
        public static void WriteInt64(IntPtr ptr, long val) { }
        public static void WriteIntPtr(IntPtr ptr, IntPtr val) { }
    }

    public enum GCHandleType
    {
        Weak = 0,
        WeakTrackResurrection = 1,
        Normal = 2,
        Pinned = 3,
    }

    public struct GCHandle : IEquatable<GCHandle>
    {
        public bool IsAllocated { get => throw null; }
        public object? Target { get => throw null; set { } }
        public IntPtr AddrOfPinnedObject() => throw null;
        public static GCHandle Alloc(object? value) => throw null;
        public static GCHandle Alloc(object? value, GCHandleType type) => throw null;
        public override bool Equals(object? o) => throw null;
        public bool Equals(GCHandle other) => throw null;
        public void Free() { }
        public static GCHandle FromIntPtr(IntPtr value) => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(GCHandle a, GCHandle b) => throw null;
        public static explicit operator GCHandle(IntPtr value) => throw null;
        public static explicit operator IntPtr(GCHandle value) => throw null;
        public static bool operator !=(GCHandle a, GCHandle b) => throw null;
        public static IntPtr ToIntPtr(GCHandle value) => throw null;
    }

    public abstract class SafeHandle : CriticalFinalizerObject, IDisposable
    {
        protected IntPtr handle;
        protected SafeHandle(IntPtr invalidHandleValue, bool ownsHandle) { }
        public bool IsClosed { get => throw null; }
        public abstract bool IsInvalid { get; }
        public void Close() { }
        public void DangerousAddRef(ref bool success) { }
        public IntPtr DangerousGetHandle() => throw null;
        public void DangerousRelease() { }
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        ~SafeHandle() { }
        protected abstract bool ReleaseHandle();
        protected void SetHandle(IntPtr handle) { }
        public void SetHandleAsInvalid() { }
    }

    public static class CollectionsMarshal
    {
        public static Span<T> AsSpan<T>(List<T>? list) => throw null;
        public static ref TValue? GetValueRefOrAddDefault<TKey, TValue>(Dictionary<TKey, TValue> dictionary, TKey key, out bool exists) where TKey : notnull => throw null;
        public static ref TValue GetValueRefOrNullRef<TKey, TValue>(Dictionary<TKey, TValue> dictionary, TKey key) where TKey : notnull => throw null;
        public static void SetCount<T>(List<T> list, int count) { }
    }

    public static class MemoryMarshal
    {
        public static ReadOnlySpan<byte> AsBytes<T>(ReadOnlySpan<T> span) where T : struct => throw null;
        public static Span<byte> AsBytes<T>(Span<T> span) where T : struct => throw null;
        public static Memory<T> AsMemory<T>(ReadOnlyMemory<T> memory) => throw null;
        public static ref readonly T AsRef<T>(ReadOnlySpan<byte> span) where T : struct => throw null;
        public static ref T AsRef<T>(Span<byte> span) where T : struct => throw null;
        public static ReadOnlySpan<TTo> Cast<TFrom, TTo>(ReadOnlySpan<TFrom> span) where TFrom : struct where TTo : struct => throw null;
        public static Span<TTo> Cast<TFrom, TTo>(Span<TFrom> span) where TFrom : struct where TTo : struct => throw null;
        public static Memory<T> CreateFromPinnedArray<T>(T[]? array, int start, int length) => throw null;
        public static ReadOnlySpan<T> CreateReadOnlySpan<T>(ref readonly T reference, int length) => throw null;
        public static Span<T> CreateSpan<T>(ref T reference, int length) => throw null;
        public static ref T GetArrayDataReference<T>(T[] array) => throw null;
        public static ref T GetReference<T>(ReadOnlySpan<T> span) => throw null;
        public static ref T GetReference<T>(Span<T> span) => throw null;
        public static T Read<T>(ReadOnlySpan<byte> source) where T : struct => throw null;
        public static IEnumerable<T> ToEnumerable<T>(ReadOnlyMemory<T> memory) => throw null;
        public static bool TryGetArray<T>(ReadOnlyMemory<T> memory, out ArraySegment<T> segment) => throw null;
        public static bool TryGetString(ReadOnlyMemory<char> memory, [System.Diagnostics.CodeAnalysis.NotNullWhen(true)] out string? text, out int start, out int length) => throw null;
        public static bool TryRead<T>(ReadOnlySpan<byte> source, out T value) where T : struct => throw null;
        public static bool TryWrite<T>(Span<byte> destination, in T value) where T : struct => throw null;
        public static void Write<T>(Span<byte> destination, in T value) where T : struct { }
    }

    public static class RuntimeInformation
    {
        public static string FrameworkDescription { get => throw null; }
        public static Architecture OSArchitecture { get => throw null; }
        public static string OSDescription { get => throw null; }
        public static Architecture ProcessArchitecture { get => throw null; }
        public static string RuntimeIdentifier { get => throw null; }
        public static bool IsOSPlatform(OSPlatform osPlatform) => throw null;
    }

    public readonly struct OSPlatform : IEquatable<OSPlatform>
    {
        public static OSPlatform FreeBSD { get => throw null; }
        public static OSPlatform Linux { get => throw null; }
        public static OSPlatform OSX { get => throw null; }
        public static OSPlatform Windows { get => throw null; }
        public static OSPlatform Create(string osPlatform) => throw null;
        public bool Equals(OSPlatform other) => throw null;
        public override bool Equals(object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public static bool operator ==(OSPlatform left, OSPlatform right) => throw null;
        public static bool operator !=(OSPlatform left, OSPlatform right) => throw null;
        public override string ToString() => throw null;
    }

    public enum Architecture
    {
        X86 = 0,
        X64 = 1,
        Arm = 2,
        Arm64 = 3,
        Wasm = 4,
        S390x = 5,
        LoongArch64 = 6,
        Armv6 = 7,
        Ppc64le = 8,
    }
}

namespace System.Runtime.Versioning
{
    [AttributeUsage(AttributeTargets.Assembly, AllowMultiple = false, Inherited = false)]
    public sealed class TargetFrameworkAttribute : Attribute
    {
        public TargetFrameworkAttribute(string frameworkName) { }
        public string? FrameworkDisplayName { get => throw null; set { } }
        public string FrameworkName { get => throw null; }
    }

    public abstract class OSPlatformAttribute : Attribute
    {
        internal OSPlatformAttribute() { }
        public string PlatformName { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Assembly | AttributeTargets.Class | AttributeTargets.Constructor | AttributeTargets.Enum | AttributeTargets.Event | AttributeTargets.Field | AttributeTargets.Interface | AttributeTargets.Method | AttributeTargets.Module | AttributeTargets.Property | AttributeTargets.Struct, AllowMultiple = true, Inherited = false)]
    public sealed class SupportedOSPlatformAttribute : OSPlatformAttribute
    {
        public SupportedOSPlatformAttribute(string platformName) { }
    }

    [AttributeUsage(AttributeTargets.Assembly | AttributeTargets.Class | AttributeTargets.Constructor | AttributeTargets.Enum | AttributeTargets.Event | AttributeTargets.Field | AttributeTargets.Interface | AttributeTargets.Method | AttributeTargets.Module | AttributeTargets.Property | AttributeTargets.Struct, AllowMultiple = true, Inherited = false)]
    public sealed class UnsupportedOSPlatformAttribute : OSPlatformAttribute
    {
        public UnsupportedOSPlatformAttribute(string platformName) { }
        public UnsupportedOSPlatformAttribute(string platformName, string? message) { }
        public string? Message { get => throw null; }
    }

    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Method | AttributeTargets.Property, AllowMultiple = true, Inherited = false)]
    public sealed class SupportedOSPlatformGuardAttribute : OSPlatformAttribute
    {
        public SupportedOSPlatformGuardAttribute(string platformName) { }
    }

    [AttributeUsage(AttributeTargets.Assembly, AllowMultiple = false, Inherited = false)]
    public sealed class TargetPlatformAttribute : OSPlatformAttribute
    {
        public TargetPlatformAttribute(string platformName) { }
    }

    [AttributeUsage(AttributeTargets.Assembly | AttributeTargets.Class | AttributeTargets.Constructor | AttributeTargets.Enum | AttributeTargets.Event | AttributeTargets.Field | AttributeTargets.Interface | AttributeTargets.Method | AttributeTargets.Module | AttributeTargets.Property | AttributeTargets.Struct, Inherited = false)]
    public sealed class RequiresPreviewFeaturesAttribute : Attribute
    {
        public RequiresPreviewFeaturesAttribute() { }
        public RequiresPreviewFeaturesAttribute(string? message) { }
        public string? Message { get => throw null; }
        public string? Url { get => throw null; set { } }
    }
}
