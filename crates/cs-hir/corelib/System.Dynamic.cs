// Core library model: System.Dynamic (IDynamicMetaObjectProvider, DynamicMetaObject, BindingRestrictions, DynamicObject, ExpandoObject, CallInfo and the dynamic binders) and the call-site binder types of System.Runtime.CompilerServices.
using System.Collections;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;
using System.Linq.Expressions;
using System.Runtime.CompilerServices;

namespace System.Dynamic
{
    public interface IDynamicMetaObjectProvider
    {
        DynamicMetaObject GetMetaObject(Expression parameter);
    }

    public interface IInvokeOnGetBinder
    {
        bool InvokeOnGet { get; }
    }

    public abstract class BindingRestrictions
    {
        internal BindingRestrictions() { }
        public static readonly BindingRestrictions Empty;
        public static BindingRestrictions Combine(IList<DynamicMetaObject>? contributingObjects) => throw null;
        public static BindingRestrictions GetExpressionRestriction(Expression expression) => throw null;
        public static BindingRestrictions GetInstanceRestriction(Expression expression, object? instance) => throw null;
        public static BindingRestrictions GetTypeRestriction(Expression expression, Type type) => throw null;
        public BindingRestrictions Merge(BindingRestrictions restrictions) => throw null;
        public Expression ToExpression() => throw null;
    }

    public sealed class CallInfo
    {
        public CallInfo(int argCount, IEnumerable<string> argNames) { }
        public CallInfo(int argCount, params string[] argNames) { }
        public int ArgumentCount { get => throw null; }
        public ReadOnlyCollection<string> ArgumentNames { get => throw null; }
        public override bool Equals([NotNullWhen(true)] object? obj) => throw null;
        public override int GetHashCode() => throw null;
    }

    public class DynamicMetaObject
    {
        public static readonly DynamicMetaObject[] EmptyMetaObjects;
        public DynamicMetaObject(Expression expression, BindingRestrictions restrictions) { }
        public DynamicMetaObject(Expression expression, BindingRestrictions restrictions, object value) { }
        public Expression Expression { get => throw null; }
        public bool HasValue { get => throw null; }
        public Type LimitType { get => throw null; }
        public BindingRestrictions Restrictions { get => throw null; }
        public Type? RuntimeType { get => throw null; }
        public object? Value { get => throw null; }
        public virtual DynamicMetaObject BindBinaryOperation(BinaryOperationBinder binder, DynamicMetaObject arg) => throw null;
        public virtual DynamicMetaObject BindConvert(ConvertBinder binder) => throw null;
        public virtual DynamicMetaObject BindCreateInstance(CreateInstanceBinder binder, DynamicMetaObject[] args) => throw null;
        public virtual DynamicMetaObject BindDeleteIndex(DeleteIndexBinder binder, DynamicMetaObject[] indexes) => throw null;
        public virtual DynamicMetaObject BindDeleteMember(DeleteMemberBinder binder) => throw null;
        public virtual DynamicMetaObject BindGetIndex(GetIndexBinder binder, DynamicMetaObject[] indexes) => throw null;
        public virtual DynamicMetaObject BindGetMember(GetMemberBinder binder) => throw null;
        public virtual DynamicMetaObject BindInvoke(InvokeBinder binder, DynamicMetaObject[] args) => throw null;
        public virtual DynamicMetaObject BindInvokeMember(InvokeMemberBinder binder, DynamicMetaObject[] args) => throw null;
        public virtual DynamicMetaObject BindSetIndex(SetIndexBinder binder, DynamicMetaObject[] indexes, DynamicMetaObject value) => throw null;
        public virtual DynamicMetaObject BindSetMember(SetMemberBinder binder, DynamicMetaObject value) => throw null;
        public virtual DynamicMetaObject BindUnaryOperation(UnaryOperationBinder binder) => throw null;
        public static DynamicMetaObject Create(object value, Expression expression) => throw null;
        public virtual IEnumerable<string> GetDynamicMemberNames() => throw null;
    }

    public abstract class DynamicMetaObjectBinder : CallSiteBinder
    {
        protected DynamicMetaObjectBinder() { }
        public virtual Type ReturnType { get => throw null; }
        public abstract DynamicMetaObject Bind(DynamicMetaObject target, DynamicMetaObject[] args);
        public sealed override Expression Bind(object[] args, ReadOnlyCollection<ParameterExpression> parameters, LabelTarget returnLabel) => throw null;
        public DynamicMetaObject Defer(DynamicMetaObject target, params DynamicMetaObject[]? args) => throw null;
        public DynamicMetaObject Defer(params DynamicMetaObject[] args) => throw null;
        public Expression GetUpdateExpression(Type type) => throw null;
    }

    public abstract class BinaryOperationBinder : DynamicMetaObjectBinder
    {
        protected BinaryOperationBinder(ExpressionType operation) { }
        public ExpressionType Operation { get => throw null; }
        public sealed override Type ReturnType { get => throw null; }
        public sealed override DynamicMetaObject Bind(DynamicMetaObject target, DynamicMetaObject[] args) => throw null;
        public DynamicMetaObject FallbackBinaryOperation(DynamicMetaObject target, DynamicMetaObject arg) => throw null;
        public abstract DynamicMetaObject FallbackBinaryOperation(DynamicMetaObject target, DynamicMetaObject arg, DynamicMetaObject? errorSuggestion);
    }

    public abstract class UnaryOperationBinder : DynamicMetaObjectBinder
    {
        protected UnaryOperationBinder(ExpressionType operation) { }
        public ExpressionType Operation { get => throw null; }
        public sealed override Type ReturnType { get => throw null; }
        public sealed override DynamicMetaObject Bind(DynamicMetaObject target, DynamicMetaObject[]? args) => throw null;
        public DynamicMetaObject FallbackUnaryOperation(DynamicMetaObject target) => throw null;
        public abstract DynamicMetaObject FallbackUnaryOperation(DynamicMetaObject target, DynamicMetaObject? errorSuggestion);
    }

    public abstract class ConvertBinder : DynamicMetaObjectBinder
    {
        protected ConvertBinder(Type type, bool @explicit) { }
        public bool Explicit { get => throw null; }
        public sealed override Type ReturnType { get => throw null; }
        public Type Type { get => throw null; }
        public sealed override DynamicMetaObject Bind(DynamicMetaObject target, DynamicMetaObject[]? args) => throw null;
        public DynamicMetaObject FallbackConvert(DynamicMetaObject target) => throw null;
        public abstract DynamicMetaObject FallbackConvert(DynamicMetaObject target, DynamicMetaObject? errorSuggestion);
    }

    public abstract class CreateInstanceBinder : DynamicMetaObjectBinder
    {
        protected CreateInstanceBinder(CallInfo callInfo) { }
        public CallInfo CallInfo { get => throw null; }
        public sealed override Type ReturnType { get => throw null; }
        public sealed override DynamicMetaObject Bind(DynamicMetaObject target, DynamicMetaObject[] args) => throw null;
        public DynamicMetaObject FallbackCreateInstance(DynamicMetaObject target, DynamicMetaObject[] args) => throw null;
        public abstract DynamicMetaObject FallbackCreateInstance(DynamicMetaObject target, DynamicMetaObject[] args, DynamicMetaObject? errorSuggestion);
    }

    public abstract class DeleteIndexBinder : DynamicMetaObjectBinder
    {
        protected DeleteIndexBinder(CallInfo callInfo) { }
        public CallInfo CallInfo { get => throw null; }
        public sealed override Type ReturnType { get => throw null; }
        public sealed override DynamicMetaObject Bind(DynamicMetaObject target, DynamicMetaObject[] args) => throw null;
        public DynamicMetaObject FallbackDeleteIndex(DynamicMetaObject target, DynamicMetaObject[] indexes) => throw null;
        public abstract DynamicMetaObject FallbackDeleteIndex(DynamicMetaObject target, DynamicMetaObject[] indexes, DynamicMetaObject? errorSuggestion);
    }

    public abstract class DeleteMemberBinder : DynamicMetaObjectBinder
    {
        protected DeleteMemberBinder(string name, bool ignoreCase) { }
        public bool IgnoreCase { get => throw null; }
        public string Name { get => throw null; }
        public sealed override Type ReturnType { get => throw null; }
        public sealed override DynamicMetaObject Bind(DynamicMetaObject target, DynamicMetaObject[]? args) => throw null;
        public DynamicMetaObject FallbackDeleteMember(DynamicMetaObject target) => throw null;
        public abstract DynamicMetaObject FallbackDeleteMember(DynamicMetaObject target, DynamicMetaObject? errorSuggestion);
    }

    public abstract class GetIndexBinder : DynamicMetaObjectBinder
    {
        protected GetIndexBinder(CallInfo callInfo) { }
        public CallInfo CallInfo { get => throw null; }
        public sealed override Type ReturnType { get => throw null; }
        public sealed override DynamicMetaObject Bind(DynamicMetaObject target, DynamicMetaObject[] args) => throw null;
        public DynamicMetaObject FallbackGetIndex(DynamicMetaObject target, DynamicMetaObject[] indexes) => throw null;
        public abstract DynamicMetaObject FallbackGetIndex(DynamicMetaObject target, DynamicMetaObject[] indexes, DynamicMetaObject? errorSuggestion);
    }

    public abstract class GetMemberBinder : DynamicMetaObjectBinder
    {
        protected GetMemberBinder(string name, bool ignoreCase) { }
        public bool IgnoreCase { get => throw null; }
        public string Name { get => throw null; }
        public sealed override Type ReturnType { get => throw null; }
        public sealed override DynamicMetaObject Bind(DynamicMetaObject target, DynamicMetaObject[]? args) => throw null;
        public DynamicMetaObject FallbackGetMember(DynamicMetaObject target) => throw null;
        public abstract DynamicMetaObject FallbackGetMember(DynamicMetaObject target, DynamicMetaObject? errorSuggestion);
    }

    public abstract class InvokeBinder : DynamicMetaObjectBinder
    {
        protected InvokeBinder(CallInfo callInfo) { }
        public CallInfo CallInfo { get => throw null; }
        public sealed override Type ReturnType { get => throw null; }
        public sealed override DynamicMetaObject Bind(DynamicMetaObject target, DynamicMetaObject[] args) => throw null;
        public DynamicMetaObject FallbackInvoke(DynamicMetaObject target, DynamicMetaObject[] args) => throw null;
        public abstract DynamicMetaObject FallbackInvoke(DynamicMetaObject target, DynamicMetaObject[] args, DynamicMetaObject? errorSuggestion);
    }

    public abstract class InvokeMemberBinder : DynamicMetaObjectBinder
    {
        protected InvokeMemberBinder(string name, bool ignoreCase, CallInfo callInfo) { }
        public CallInfo CallInfo { get => throw null; }
        public bool IgnoreCase { get => throw null; }
        public string Name { get => throw null; }
        public sealed override Type ReturnType { get => throw null; }
        public sealed override DynamicMetaObject Bind(DynamicMetaObject target, DynamicMetaObject[] args) => throw null;
        public abstract DynamicMetaObject FallbackInvoke(DynamicMetaObject target, DynamicMetaObject[] args, DynamicMetaObject? errorSuggestion);
        public DynamicMetaObject FallbackInvokeMember(DynamicMetaObject target, DynamicMetaObject[] args) => throw null;
        public abstract DynamicMetaObject FallbackInvokeMember(DynamicMetaObject target, DynamicMetaObject[] args, DynamicMetaObject? errorSuggestion);
    }

    public abstract class SetIndexBinder : DynamicMetaObjectBinder
    {
        protected SetIndexBinder(CallInfo callInfo) { }
        public CallInfo CallInfo { get => throw null; }
        public sealed override Type ReturnType { get => throw null; }
        public sealed override DynamicMetaObject Bind(DynamicMetaObject target, DynamicMetaObject[] args) => throw null;
        public DynamicMetaObject FallbackSetIndex(DynamicMetaObject target, DynamicMetaObject[] indexes, DynamicMetaObject value) => throw null;
        public abstract DynamicMetaObject FallbackSetIndex(DynamicMetaObject target, DynamicMetaObject[] indexes, DynamicMetaObject value, DynamicMetaObject? errorSuggestion);
    }

    public abstract class SetMemberBinder : DynamicMetaObjectBinder
    {
        protected SetMemberBinder(string name, bool ignoreCase) { }
        public bool IgnoreCase { get => throw null; }
        public string Name { get => throw null; }
        public sealed override Type ReturnType { get => throw null; }
        public sealed override DynamicMetaObject Bind(DynamicMetaObject target, DynamicMetaObject[] args) => throw null;
        public DynamicMetaObject FallbackSetMember(DynamicMetaObject target, DynamicMetaObject value) => throw null;
        public abstract DynamicMetaObject FallbackSetMember(DynamicMetaObject target, DynamicMetaObject value, DynamicMetaObject? errorSuggestion);
    }

    public class DynamicObject : IDynamicMetaObjectProvider
    {
        protected DynamicObject() { }
        public virtual IEnumerable<string> GetDynamicMemberNames() => throw null;
        public virtual DynamicMetaObject GetMetaObject(Expression parameter) => throw null;
        public virtual bool TryBinaryOperation(BinaryOperationBinder binder, object arg, out object? result) => throw null;
        public virtual bool TryConvert(ConvertBinder binder, out object? result) => throw null;
        public virtual bool TryCreateInstance(CreateInstanceBinder binder, object?[]? args, [NotNullWhen(true)] out object? result) => throw null;
        public virtual bool TryDeleteIndex(DeleteIndexBinder binder, object[] indexes) => throw null;
        public virtual bool TryDeleteMember(DeleteMemberBinder binder) => throw null;
        public virtual bool TryGetIndex(GetIndexBinder binder, object[] indexes, out object? result) => throw null;
        public virtual bool TryGetMember(GetMemberBinder binder, out object? result) => throw null;
        public virtual bool TryInvoke(InvokeBinder binder, object?[]? args, out object? result) => throw null;
        public virtual bool TryInvokeMember(InvokeMemberBinder binder, object?[]? args, out object? result) => throw null;
        public virtual bool TrySetIndex(SetIndexBinder binder, object[] indexes, object? value) => throw null;
        public virtual bool TrySetMember(SetMemberBinder binder, object? value) => throw null;
        public virtual bool TryUnaryOperation(UnaryOperationBinder binder, out object? result) => throw null;
    }

    public sealed class ExpandoObject : IDynamicMetaObjectProvider, IDictionary<string, object?>, ICollection<KeyValuePair<string, object?>>, IEnumerable<KeyValuePair<string, object?>>, IEnumerable, INotifyPropertyChanged
    {
        public ExpandoObject() { }
        int ICollection<KeyValuePair<string, object?>>.Count { get => throw null; }
        bool ICollection<KeyValuePair<string, object?>>.IsReadOnly { get => throw null; }
        object? IDictionary<string, object?>.this[string key] { get => throw null; set { } }
        ICollection<string> IDictionary<string, object?>.Keys { get => throw null; }
        ICollection<object?> IDictionary<string, object?>.Values { get => throw null; }
        event PropertyChangedEventHandler? INotifyPropertyChanged.PropertyChanged { add { } remove { } }
        void ICollection<KeyValuePair<string, object?>>.Add(KeyValuePair<string, object?> item) { }
        void ICollection<KeyValuePair<string, object?>>.Clear() { }
        bool ICollection<KeyValuePair<string, object?>>.Contains(KeyValuePair<string, object?> item) => throw null;
        void ICollection<KeyValuePair<string, object?>>.CopyTo(KeyValuePair<string, object?>[] array, int arrayIndex) { }
        bool ICollection<KeyValuePair<string, object?>>.Remove(KeyValuePair<string, object?> item) => throw null;
        void IDictionary<string, object?>.Add(string key, object? value) { }
        bool IDictionary<string, object?>.ContainsKey(string key) => throw null;
        bool IDictionary<string, object?>.Remove(string key) => throw null;
        bool IDictionary<string, object?>.TryGetValue(string key, out object? value) => throw null;
        DynamicMetaObject IDynamicMetaObjectProvider.GetMetaObject(Expression parameter) => throw null;
        IEnumerator<KeyValuePair<string, object?>> IEnumerable<KeyValuePair<string, object?>>.GetEnumerator() => throw null;
        IEnumerator IEnumerable.GetEnumerator() => throw null;
    }
}

namespace System.Runtime.CompilerServices
{
    public abstract class CallSiteBinder
    {
        protected CallSiteBinder() { }
        public static LabelTarget UpdateLabel { get => throw null; }
        public abstract Expression Bind(object[] args, ReadOnlyCollection<ParameterExpression> parameters, LabelTarget returnLabel);
        public virtual T? BindDelegate<T>(CallSite<T> site, object[] args) where T : class => throw null;
        protected void CacheTarget<T>(T target) where T : class { }
    }

    public class CallSite
    {
        internal CallSite() { }
        public CallSiteBinder? Binder { get => throw null; }
        public static CallSite Create(Type delegateType, CallSiteBinder binder) => throw null;
    }

    public class CallSite<T> : CallSite where T : class
    {
        internal CallSite() { }
        public T Target;
        public T Update { get => throw null; }
        public static CallSite<T> Create(CallSiteBinder binder) => throw null;
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Event | AttributeTargets.Field | AttributeTargets.Parameter | AttributeTargets.Property | AttributeTargets.ReturnValue | AttributeTargets.Struct)]
    public sealed class DynamicAttribute : Attribute
    {
        public DynamicAttribute() { }
        public DynamicAttribute(bool[] transformFlags) { }
        public IList<bool> TransformFlags { get => throw null; }
    }
}
