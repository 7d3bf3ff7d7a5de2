//! One fixture per construct of body binding.

use super::check;

#[test]
fn linq_chain_through_ordered_enumerable() {
    check(
        r#"
using System.Collections.Generic;
using System.Linq;
class Shape { public string /*def:Name*/Name { get; } = ""; }
static class R {
    static List<string> M(IEnumerable<Shape> shapes) =>
        shapes.OrderBy(s => s./*ref:Name:read*/Name).Select(s => s./*ref:Name:read*/Name).ToList();
}
"#,
    );
}

#[test]
fn extension_method_with_lambda_argument_from_another_namespace() {
    check(
        r#"
//- a.cs
global using Dummies;
namespace Config { public class SinkConfig { public Logger Sink(object s) => null!; } public class Logger { public SinkConfig WriteTo { get; } = null!; } }
//- b.cs
using System;
using Config;
namespace Dummies {
    public static class Ext {
        public static Logger /*def:Wrap*/Wrap(this SinkConfig c, Action<SinkConfig> a) => null!;
        public static Logger Wrap(this SinkConfig c, Action<SinkConfig> a, int level, object? other) => null!;
    }
}
//- c.cs
using Config;
class T { void M(object sink) { var log = new Logger().WriteTo./*ref:Wrap:invocation*/Wrap(w => w.Sink(sink)); } }
"#,
    );
}

#[test]
fn lambdas_nested_in_unresolved_calls_still_bind() {
    check(
        r#"
class Config { public Config(System.Action<Unknown1> f) { } }
class T {
    Config Make() => new(cfg =>
    {
        object /*def:i*/i = 7;
        cfg.CreateMap<int, int>().ForMember(d => d.Value, opt => opt.MapFrom(src => /*ref:i:read*/i));
    });
    void N(object /*def:a*/a, object /*def:b*/b) { Invoke([/*ref:a:read*/a, /*ref:b:read*/b, false]); }
}
"#,
    );
}

#[test]
fn locals_shadow_fields_and_this_reaches_the_field() {
    check(
        r#"
class C {
    int /*def:f*/count;
    void M() {
        int /*def:l*/count = 1;
        /*ref:l:write*/count = 2;
        this./*ref:f:write*/count = /*ref:l:read*/count;
    }
    int N() => /*ref:f:read*/count;
}
"#,
    );
}

#[test]
fn color_color_binds_the_property_or_the_type_by_what_follows() {
    check(
        r#"
enum /*def:Color*/Color { /*def:Red*/Red, Blue }
class Brush {
    public /*ref:Color:typeUse*/Color /*def:P*/Color { get; set; }
    bool Warm() => /*ref:P:read*/Color == /*ref:Color:typeUse*/Color./*ref:Red:read*/Red;
    string Name() => /*ref:P:read*/Color.ToString();
}
"#,
    );
}

#[test]
fn overloads_bind_by_arity_names_defaults_params_and_better_conversions() {
    check(
        r#"
class L {
    public static void /*def:I*/W(int x) { }
    public static void /*def:Lg*/W(long x) { }
    public static void /*def:S*/W(string s, int /*def:width*/width = 0) { }
    public static void /*def:P*/W(string s, params object[] rest) { }
    public static void /*def:D*/W(double d) { }
}
class C {
    void M(short sh, uint u, float f) {
        L./*ref:I*/W(1);
        L./*ref:I*/W(sh);
        L./*ref:Lg*/W(u);
        L./*ref:Lg*/W(10L);
        L./*ref:D*/W(f);
        L./*ref:S*/W("a");
        L./*ref:S*/W("a", /*ref:width:namedArgument*/width: 3);
        L./*ref:S*/W("a", 3);
        L./*ref:P*/W("a", 3, 4);
        L./*ref:P*/W("a", "b");
    }
}
"#,
    );
}

#[test]
fn generic_inference_from_arguments_lambdas_and_method_groups() {
    check(
        r#"
using System;
class Item { public int /*def:Size*/Size; }
static class G {
    public static R /*def:Map*/Map<T, R>(T value, Func<T, R> f) => f(value);
    static int Measure(Item i) => i./*ref:Size:read*/Size;
    static void M(Item it) {
        var n = /*ref:Map:invocation*/Map(it, /*def:x*/x => /*ref:x:read*/x./*ref:Size:read*/Size);
        var s = /*ref:Map:invocation*/Map(n, /*def:y*/y => /*ref:y:read*/y.ToString()).Length;
        var m = /*ref:Map:invocation*/Map(it, Measure);
    }
}
"#,
    );
}

#[test]
fn linq_method_and_query_syntax_type_their_variables() {
    check(
        r#"
using System.Collections.Generic;
using System.Linq;
class P { public string /*def:Name*/Name = ""; public int /*def:Age*/Age; }
class C {
    IEnumerable<string> M(List<P> people) {
        var adults = people.Where(/*def:p*/p => /*ref:p:read*/p./*ref:Age:read*/Age > 17).OrderBy(p => p./*ref:Name:read*/Name);
        var first = adults.First();
        var n = first./*ref:Name:read*/Name;
        return from /*def:q*/q in people
               let /*def:len*/len = /*ref:q:read*/q./*ref:Name:read*/Name.Length
               where /*ref:len:read*/len > 1 && /*ref:q:read*/q./*ref:Age:read*/Age > 3
               orderby /*ref:q:read*/q./*ref:Age:read*/Age
               select /*ref:q:read*/q./*ref:Name:read*/Name;
    }
}
"#,
    );
}

#[test]
fn initializers_target_typed_new_and_with() {
    check(
        r#"
using System.Collections.Generic;
class Pt { public int /*def:X*/X { get; set; } public Pt Next = null!; }
record R(int /*def:A*/A);
class C {
    Pt M() {
        var list = new List<Pt> { new Pt { /*ref:X:write*/X = 1 } };
        Pt p = new() { /*ref:X:write*/X = 2, Next = new() { /*ref:X:write*/X = 3 } };
        var r = new R(1) with { /*ref:A:write*/A = 2 };
        return p;
    }
}
"#,
    );
}

#[test]
fn await_conditional_access_coalescing_and_patterns() {
    check(
        r#"
using System.Threading.Tasks;
class Node { public Node? /*def:Next*/Next; public int /*def:V*/V; }
class C {
    async Task<Node> Load() { await Task.Delay(1); return new Node(); }
    async Task<int> M(object o, Node? n) {
        var loaded = await Load();
        var v = loaded./*ref:V:read*/V + (n?./*ref:Next:read*/Next?./*ref:V:read*/V ?? 0);
        if (o is Node { /*ref:V:read*/V: > 0 } /*def:k*/k && /*ref:k:read*/k./*ref:Next:read*/Next != null) { }
        var w = o switch { Node /*def:z*/z => /*ref:z:read*/z./*ref:V:read*/V, _ => 0 };
        return v + w + (o as Node)!./*ref:V:read*/V;
    }
}
"#,
    );
}

#[test]
fn tuples_deconstruction_foreach_using_and_catch_declare_locals() {
    check(
        r#"
using System;
using System.Collections.Generic;
class D : IDisposable { public void Dispose() { } public int /*def:Id*/Id; }
class C {
    (int, string) Pair() => (1, "a");
    void M(List<D> ds) {
        var (/*def:a*/a, /*def:b*/b) = Pair();
        (int x, string y) = Pair();
        foreach (var /*def:d*/d in ds) { _ = /*ref:d:read*/d./*ref:Id:read*/Id + /*ref:a:read*/a + /*ref:b:read*/b.Length + x + y.Length; }
        using var /*def:u*/u = new D();
        using (var /*def:v*/v = new D()) { _ = /*ref:v:read*/v./*ref:Id:read*/Id; }
        try { } catch (Exception /*def:e*/e) when (/*ref:e:read*/e.Message != null) { throw; }
        _ = /*ref:u:read*/u;
    }
}
"#,
    );
}

#[test]
fn constructors_initializers_events_delegates_and_base_calls() {
    check(
        r#"
using System;
class /*def:B*/B {
    public /*def:B0*/B() { }
    public /*def:B1*/B(int x) { }
    public virtual void /*def:Run*/Run() { }
    public event EventHandler? /*def:Changed*/Changed;
    protected void Raise() => /*ref:Changed:read*/Changed?.Invoke(this, EventArgs.Empty);
}
class D : /*ref:B:baseType*/B {
    public /*def:D0*/D() : /*ref:B1:invocation*/base(1) { }
    public D(string s) : /*ref:D0:invocation*/this() { }
    public override void /*def:DRun*/Run() { base./*ref:Run:invocation*/Run(); }
    void Wire(Action /*def:act*/act) {
        /*ref:Changed:readWrite*/Changed += (s, e) => /*ref:act:invocation*/act();
        Action again = /*ref:DRun:read*/Run;
        var b = new /*ref:B:objectCreation*//*ref:B0:invocation*/B();
        b./*ref:Run:invocation*/Run();
        this./*ref:DRun:invocation*/Run();
    }
}
"#,
    );
}

#[test]
fn slices_of_list_patterns_declare_locals_of_the_list_type() {
    check(
        r#"
class C {
    int M(string[] names) {
        if (names is [var /*def:first*/first, .. var /*def:rest*/rest]) {
            return /*ref:first:read*/first.Length + /*ref:rest:read*/rest.Length;
        }
        return names is [.., string /*def:last*/last] ? /*ref:last:read*/last.Length : 0;
    }
}
"#,
    );
}
