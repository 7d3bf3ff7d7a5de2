//! Generic substitution done at once (a caller's type parameter arriving through a
//! receiver's type arguments is never substituted again or inferred), and simple names that
//! an unseen inherited member may shadow.

use super::diagnostics::diagnostics;

/// `SutProvider<TSut>.SetDependency<T>` called from `With<T>`: the type's `TSut := T` (the
/// caller's `T`) and the method's `T := TimeProvider` are two different parameters.
const SUT_PROVIDER: &str = "class TimeProvider { }
class SutProvider<TSut> {
  public SutProvider<TSut> SetDependency<T>(T dep) => this;
  public TSut Sut;
}
static class Ext {
  static object x;
  public static SutProvider<T> With<T>(this SutProvider<T> p) {
    SutProvider<T> r = p.SetDependency((TimeProvider)x);
    return p.SetDependency((TimeProvider)x);
  }
}
";

#[test]
fn a_receivers_type_arguments_and_a_methods_are_substituted_at_once() {
    assert!(
        diagnostics(SUT_PROVIDER).is_empty(),
        "{:?}",
        diagnostics(SUT_PROVIDER)
    );
    // The control: the result really is `SutProvider<T>`, not anything.
    let wrong = SUT_PROVIDER.replace(
        "SutProvider<T> r = p.SetDependency",
        "SutProvider<TimeProvider> r = p.SetDependency",
    );
    assert_eq!(diagnostics(&wrong), ["CS0029 9:35"]);
}

#[test]
fn a_callers_type_parameter_is_not_inferred_as_the_callees() {
    // `Map<U>(TB a, U b)` on `Box<T>`: the first parameter is the caller's `T`, which says
    // nothing about `U`; `U` is `string` from the second argument.
    let text = "class Box<TB> {
  public U Map<U>(TB a, U b) => b;
  public Box<R> Select<R>(System.Func<TB, R> f) => null;
}
static class Use {
  static void M<T>(Box<T> box, T t, string s) {
    string r = box.Map(t, s);
    int wrong = box.Map(t, s);
    Box<string> q = box.Select(v => s);
    Box<int> bad = box.Select(v => s);
  }
}
";
    assert_eq!(
        diagnostics(text),
        ["CS0029 8:17", "CS0029 10:20"],
        "{:?}",
        diagnostics(text)
    );
}

#[test]
fn a_name_an_unseen_base_may_supply_is_not_bound_to_a_type_for_errors() {
    // `ControllerBase` (from a package we cannot see) has a `User` property: `User` is that
    // property, not the project's type `User`.
    let text = "using Microsoft.AspNetCore.Mvc;
class User { public string Name; }
class UsersController : ControllerBase {
  void M() { var id = User.GetUserId(); var n = User.Name; }
}
class Plain {
  void M() { var id = User.GetUserId(); }
}
";
    assert_eq!(
        diagnostics(text),
        ["CS0117 7:28"],
        "{:?}",
        diagnostics(text)
    );
}

#[test]
fn members_of_the_containing_type_and_its_bases_come_before_types() {
    let text = "class User { public static int Count; }
class Principal { public string Id; }
class Base { public Principal User => null; }
class Derived : Base {
  string M() => User.Id;
  int N() => User.Missing;
}
";
    assert_eq!(
        diagnostics(text),
        ["CS1061 6:19"],
        "{:?}",
        diagnostics(text)
    );
}

#[test]
fn a_name_standing_as_a_value_needs_no_knowledge_of_namespaces() {
    // `System` is modelled only in part, but a name used as a value can only be a local, a
    // member of `Invoice` (whose bases are known) or a `using static` member: CS0103, at
    // every occurrence.
    let text = "using System;
using System.Text;
class Invoice {
  public decimal Total => undefinedTotal;
  public decimal Twice() { return undefinedTotal * 2 + Math.Abs(missing); }
  public void Run() { Log(undefinedTotal); }
  void Log(decimal d) { }
}
";
    assert_eq!(
        diagnostics(text),
        ["CS0103 4:27", "CS0103 5:35", "CS0103 5:65", "CS0103 6:27"],
        "{:?}",
        diagnostics(text)
    );
    // Receivers may be types of unseen namespaces; an unseen base or `using static` may
    // supply any name.
    for silent in [
        "using System;\nclass C { int M() => Undefined.Count; }\n",
        "using System;\nusing static Pkg.Helpers;\nclass C { int M() => helper; }\n",
        "using System;\nclass C : Pkg.Base { int M() => inherited; }\n",
    ] {
        assert!(
            diagnostics(silent).is_empty(),
            "{silent}: {:?}",
            diagnostics(silent)
        );
    }
}

#[test]
fn a_type_name_that_binds_to_nothing_in_a_body_is_cs0246_at_every_occurrence() {
    // No `using` of an open namespace: nothing unseen could declare `Unknown`.
    let text = "class C {
  object M(object o) {
    Unknown a = new Unknown();
    var l = new System.Collections.Generic.List<Unknown>();
    return (Unknown)o;
  }
  Unknown Field;
}
";
    assert_eq!(
        diagnostics(text),
        ["CS0246 3:5", "CS0246 3:21", "CS0246 4:49", "CS0246 5:13"],
        "{:?}",
        diagnostics(text)
    );
    // With `using System;` over the embedded core library, `System` might declare it.
    let open = format!("using System;\n{text}");
    assert!(diagnostics(&open).is_empty(), "{:?}", diagnostics(&open));
}

#[test]
fn locals_of_every_declaring_shape_are_in_scope_for_value_names() {
    // Shapes found by `cargo xtask corpus` on BenchmarkDotNet and TheAlgorithms: a
    // deconstructing foreach, a local function in a switch section, a contextual keyword as a
    // deconstructed name.
    let text = "using System;
class C {
  int M(System.Collections.Generic.List<(string, int)> pairs, object o) {
    foreach ((string name, var n) in pairs) { Console.WriteLine(name + n); }
    switch (o) {
      case string s:
        bool Check() => s.Length > 0;
        if (Check()) return 1;
        break;
    }
    var (from, to) = (1, 2);
    return from + to;
  }
}
";
    assert!(diagnostics(text).is_empty(), "{:?}", diagnostics(text));
}

#[test]
fn a_generic_name_is_not_a_property_of_the_same_name() {
    // `Comparer<T>.Default` beside a property `Comparer` (TheAlgorithms' `MinMaxHeap`): with
    // type arguments the property is not viable, so `Comparer<T>` is the generic type.
    let text = "interface IOrder<T> { int Compare(T a, T b); }
class Order<T> : IOrder<T> {
  public static Order<T> Default => null;
  public int Compare(T a, T b) => 0;
}
class Heap<T> {
  public IOrder<T> Order { get; }
  public Heap(IOrder<T> order) { Order = order ?? Order<T>.Default; }
  int M() => Order.Missing;
}
";
    assert_eq!(
        diagnostics(text),
        ["CS1061 9:20"],
        "{:?}",
        diagnostics(text)
    );
}

#[test]
fn a_contextual_keyword_is_a_range_variable() {
    // `from type in _types … select new R(first, type)` (FluentValidation's `AssemblyScanner`).
    let text = "class R { public R(object a, object b) { } }
class S {
  System.Collections.Generic.List<string> items;
  object M() {
    var q = from type in items let first = type.Length where first > 0 select new R(first, type);
    var r = from x in items group x by x.Length into type select type;
    return missing;
  }
}
";
    assert_eq!(
        diagnostics(text),
        ["CS0103 7:12"],
        "{:?}",
        diagnostics(text)
    );
}

#[test]
fn a_contextual_keyword_is_a_lambda_parameter() {
    // `type => _types.Add(type)` (Serilog's `LoggerConfiguration`).
    let text = "class S {
  System.Collections.Generic.List<string> items;
  void Use(System.Action<string> a, System.Func<string, int> f) { }
  void M() {
    Use(type => items.Add(type), (type) => type.Length);
    Use(field => items.Add(field), (string type) => type.Length);
    Use(x => missing(x), y => 0);
  }
}
";
    assert_eq!(
        diagnostics(text),
        ["CS0103 7:14"],
        "{:?}",
        diagnostics(text)
    );
}
