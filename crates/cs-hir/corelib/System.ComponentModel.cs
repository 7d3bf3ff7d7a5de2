// Core library model: System.ComponentModel (property-change notification, component attributes, Component, MarshalByValueComponent, IListSource, ISupportInitialize, CancelEventArgs, Win32Exception).
using System.Collections;
using System.Runtime.InteropServices;

namespace System.ComponentModel
{
    public interface INotifyPropertyChanged
    {
        event PropertyChangedEventHandler? PropertyChanged;
    }

    public class PropertyChangedEventArgs : EventArgs
    {
        public PropertyChangedEventArgs(string? propertyName) { }
        public virtual string? PropertyName { get => throw null; }
    }

    public delegate void PropertyChangedEventHandler(object? sender, PropertyChangedEventArgs e);

    public interface INotifyPropertyChanging
    {
        event PropertyChangingEventHandler? PropertyChanging;
    }

    public class PropertyChangingEventArgs : EventArgs
    {
        public PropertyChangingEventArgs(string? propertyName) { }
        public virtual string? PropertyName { get => throw null; }
    }

    public delegate void PropertyChangingEventHandler(object? sender, PropertyChangingEventArgs e);

    public interface INotifyDataErrorInfo
    {
        bool HasErrors { get; }
        event EventHandler<DataErrorsChangedEventArgs>? ErrorsChanged;
        IEnumerable GetErrors(string? propertyName);
    }

    public class DataErrorsChangedEventArgs : EventArgs
    {
        public DataErrorsChangedEventArgs(string? propertyName) { }
        public virtual string? PropertyName { get => throw null; }
    }

    public interface IDataErrorInfo
    {
        string Error { get; }
        string this[string columnName] { get; }
    }

    public class CancelEventArgs : EventArgs
    {
        public CancelEventArgs() { }
        public CancelEventArgs(bool cancel) { }
        public bool Cancel { get => throw null; set { } }
    }

    public delegate void CancelEventHandler(object? sender, CancelEventArgs e);

    public class Component : MarshalByRefObject, IDisposable
    {
        public Component() { }
        protected virtual bool CanRaiseEvents { get => throw null; }
        protected bool DesignMode { get => throw null; }
        public event EventHandler? Disposed;
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        ~Component() { }
        protected virtual object? GetService(Type service) => throw null;
        public override string? ToString() => throw null;
    }

    public class MarshalByValueComponent : IDisposable, IServiceProvider
    {
        public MarshalByValueComponent() { }
        public virtual bool DesignMode { get => throw null; }
        public event EventHandler? Disposed;
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }
        ~MarshalByValueComponent() { }
        public virtual object? GetService(Type service) => throw null;
        public override string? ToString() => throw null;
    }

    public interface IListSource
    {
        bool ContainsListCollection { get; }
        IList GetList();
    }

    public interface ISupportInitialize
    {
        void BeginInit();
        void EndInit();
    }

    public interface ISupportInitializeNotification : ISupportInitialize
    {
        bool IsInitialized { get; }
        event EventHandler? Initialized;
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Enum | AttributeTargets.Constructor | AttributeTargets.Method | AttributeTargets.Property | AttributeTargets.Field | AttributeTargets.Event | AttributeTargets.Interface | AttributeTargets.Delegate)]
    public sealed class EditorBrowsableAttribute : Attribute
    {
        public EditorBrowsableAttribute() { }
        public EditorBrowsableAttribute(EditorBrowsableState state) { }
        public EditorBrowsableState State { get => throw null; }
        public override bool Equals(object? obj) => throw null;
        public override int GetHashCode() => throw null;
    }

    public enum EditorBrowsableState
    {
        Always = 0,
        Never = 1,
        Advanced = 2,
    }

    [AttributeUsage(AttributeTargets.All)]
    public class DescriptionAttribute : Attribute
    {
        public static readonly DescriptionAttribute Default;
        public DescriptionAttribute() { }
        public DescriptionAttribute(string description) { }
        public virtual string Description { get => throw null; }
        protected string DescriptionValue { get => throw null; set { } }
        public override bool Equals(object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public override bool IsDefaultAttribute() => throw null;
    }

    [AttributeUsage(AttributeTargets.All)]
    public class DefaultValueAttribute : Attribute
    {
        public DefaultValueAttribute(bool value) { }
        public DefaultValueAttribute(byte value) { }
        public DefaultValueAttribute(char value) { }
        public DefaultValueAttribute(double value) { }
        public DefaultValueAttribute(short value) { }
        public DefaultValueAttribute(int value) { }
        public DefaultValueAttribute(long value) { }
        public DefaultValueAttribute(object? value) { }
        [CLSCompliant(false)]
        public DefaultValueAttribute(sbyte value) { }
        public DefaultValueAttribute(float value) { }
        public DefaultValueAttribute(string? value) { }
        public DefaultValueAttribute(Type type, string? value) { }
        [CLSCompliant(false)]
        public DefaultValueAttribute(ushort value) { }
        [CLSCompliant(false)]
        public DefaultValueAttribute(uint value) { }
        [CLSCompliant(false)]
        public DefaultValueAttribute(ulong value) { }
        public virtual object? Value { get => throw null; }
        public override bool Equals(object? obj) => throw null;
        public override int GetHashCode() => throw null;
        protected void SetValue(object? value) { }
    }

    [AttributeUsage(AttributeTargets.All)]
    public sealed class BrowsableAttribute : Attribute
    {
        public static readonly BrowsableAttribute Default;
        public static readonly BrowsableAttribute No;
        public static readonly BrowsableAttribute Yes;
        public BrowsableAttribute(bool browsable) { }
        public bool Browsable { get => throw null; }
        public override bool Equals(object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public override bool IsDefaultAttribute() => throw null;
    }

    [AttributeUsage(AttributeTargets.All)]
    public class CategoryAttribute : Attribute
    {
        public CategoryAttribute() { }
        public CategoryAttribute(string category) { }
        public static CategoryAttribute Action { get => throw null; }
        public static CategoryAttribute Appearance { get => throw null; }
        public static CategoryAttribute Asynchronous { get => throw null; }
        public static CategoryAttribute Behavior { get => throw null; }
        public string Category { get => throw null; }
        public static CategoryAttribute Data { get => throw null; }
        public static CategoryAttribute Default { get => throw null; }
        public static CategoryAttribute Design { get => throw null; }
        public static CategoryAttribute DragDrop { get => throw null; }
        public static CategoryAttribute Focus { get => throw null; }
        public static CategoryAttribute Format { get => throw null; }
        public static CategoryAttribute Key { get => throw null; }
        public static CategoryAttribute Layout { get => throw null; }
        public static CategoryAttribute Mouse { get => throw null; }
        public static CategoryAttribute WindowStyle { get => throw null; }
        public override bool Equals(object? obj) => throw null;
        public override int GetHashCode() => throw null;
        protected virtual string? GetLocalizedString(string value) => throw null;
        public override bool IsDefaultAttribute() => throw null;
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Method | AttributeTargets.Property | AttributeTargets.Event)]
    public class DisplayNameAttribute : Attribute
    {
        public static readonly DisplayNameAttribute Default;
        public DisplayNameAttribute() { }
        public DisplayNameAttribute(string displayName) { }
        public virtual string DisplayName { get => throw null; }
        protected string DisplayNameValue { get => throw null; set { } }
        public override bool Equals(object? obj) => throw null;
        public override int GetHashCode() => throw null;
        public override bool IsDefaultAttribute() => throw null;
    }

    [AttributeUsage(AttributeTargets.All)]
    public sealed class ReadOnlyAttribute : Attribute
    {
        public static readonly ReadOnlyAttribute Default;
        public static readonly ReadOnlyAttribute No;
        public static readonly ReadOnlyAttribute Yes;
        public ReadOnlyAttribute(bool isReadOnly) { }
        public bool IsReadOnly { get => throw null; }
        public override bool Equals(object? value) => throw null;
        public override int GetHashCode() => throw null;
        public override bool IsDefaultAttribute() => throw null;
    }

    [AttributeUsage(AttributeTargets.All)]
    public sealed class TypeConverterAttribute : Attribute
    {
        public static readonly TypeConverterAttribute Default;
        public TypeConverterAttribute() { }
        public TypeConverterAttribute(string typeName) { }
        public TypeConverterAttribute(Type type) { }
        public string ConverterTypeName { get => throw null; }
        public override bool Equals(object? obj) => throw null;
        public override int GetHashCode() => throw null;
    }

    public class Win32Exception : ExternalException
    {
        public Win32Exception() { }
        public Win32Exception(int error) { }
        public Win32Exception(int error, string? message) { }
        public Win32Exception(string? message) { }
        public Win32Exception(string? message, Exception? innerException) { }
        public int NativeErrorCode { get => throw null; }
        public override string ToString() => throw null;
    }

    public class InvalidEnumArgumentException : ArgumentException
    {
        public InvalidEnumArgumentException() { }
        public InvalidEnumArgumentException(string? message) { }
        public InvalidEnumArgumentException(string? message, Exception? innerException) { }
        public InvalidEnumArgumentException(string? argumentName, int invalidValue, Type enumClass) { }
    }
}
