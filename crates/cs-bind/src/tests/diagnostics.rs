//! Body diagnostics: each rule fires where the compiler's does, and stays silent where it
//! cannot be certain.

use salsa::Setter;

use super::fixture;

/// `ID line:column` of every body diagnostic of the first document.
pub(super) fn diagnostics(text: &str) -> Vec<String> {
    let f = fixture(text);
    let (document, _) = f.documents[0];
    let source = document.source(&f.db).text(&f.db);
    crate::document_bindings(&f.db, f.project, document)
        .diagnostics
        .iter()
        .map(|d| {
            let before = &source[..usize::from(d.range.start())];
            let line = before.matches('\n').count() + 1;
            let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
            format!("{} {line}:{column}", d.id)
        })
        .collect()
}

/// The body diagnostics of the first document with the project's settings changed by `set`.
fn diagnostics_with(
    text: &str,
    set: impl FnOnce(&mut cs_db::ProjectSettings),
) -> Vec<crate::BodyDiagnostic> {
    let mut f = fixture(text);
    let mut settings = (**f.project.settings(&f.db)).clone();
    set(&mut settings);
    f.project
        .set_settings(&mut f.db)
        .to(std::sync::Arc::new(settings));
    let (document, _) = f.documents[0];
    crate::document_bindings(&f.db, f.project, document)
        .diagnostics
        .clone()
}

/// The messages of every body diagnostic of the first document.
fn messages(text: &str) -> Vec<String> {
    let f = fixture(text);
    let (document, _) = f.documents[0];
    crate::document_bindings(&f.db, f.project, document)
        .diagnostics
        .iter()
        .map(|d| d.message.clone())
        .collect()
}

#[test]
fn a_name_that_exists_nowhere_is_cs0103() {
    assert_eq!(
        diagnostics("class C {\n  int M() { var x = 1; return x + y; }\n}\n"),
        ["CS0103 2:35"]
    );
}

#[test]
fn names_that_framework_namespaces_might_supply_are_not_judged() {
    // `System` is modelled only in part: `y` could be one of its types, `y.Length` its
    // static member.
    assert!(diagnostics("using System;\nclass C { int M() => y.Length; }\n").is_empty());
    assert!(diagnostics("using System;\nclass C { string M() => nameof(y); }\n").is_empty());
    // Discards are not names.
    assert!(diagnostics("class C { int F() => 1; void M() { _ = F(); } }\n").is_empty());
}

#[test]
fn a_member_a_source_type_lacks_is_cs0117() {
    assert_eq!(
        diagnostics(
            "class A { public static void Run() { } }\nclass C { void M() { A.Run(); A.Walk(); } }\n"
        ),
        ["CS0117 2:33"]
    );
}

#[test]
fn impossible_conversions_are_cs0029_and_cs1503() {
    let text = "class A { }\nclass B { }\nclass C {\n  void F(int x) { }\n  void M() {\n    A a = new B();\n    int n = \"s\";\n    F(\"s\"); F(n);\n    long l = 5; int i = (int)l;\n    object o = a; A back = (A)o;\n  }\n}\n";
    assert_eq!(
        diagnostics(text),
        ["CS0029 6:11", "CS0029 7:13", "CS1503 8:7"]
    );
}

#[test]
fn narrowing_and_downcasts_are_not_cs0029() {
    // An explicit conversion exists: the numeric narrowing is CS0266; the downcast (CS0266 in
    // Roslyn too) is not judged yet.
    let text =
        "class A { }\nclass B : A { }\nclass C { void M(A a, long l) { int i = l; B b = a; } }\n";
    assert_eq!(diagnostics(text), ["CS0266 3:41"]);
}

#[test]
fn numeric_narrowing_without_a_cast_is_cs0266() {
    let text = "class C {\n  long L() => 1;\n  int M(double d, float f, long l) {\n    int a = L();\n    float b = d;\n    a = f;\n    ulong u = l;\n    byte k = 5;\n    double ok = f;\n    int c = (int)d;\n    return l;\n  }\n}\n";
    assert_eq!(
        diagnostics(text),
        [
            "CS0266 4:13",
            "CS0266 5:15",
            "CS0266 6:9",
            "CS0219 8:10",
            "CS0266 11:12"
        ]
    );
    let messages = messages("class C { void M(long l) { int i = l; } }\n");
    assert_eq!(
        messages,
        [
            "Cannot implicitly convert type 'long' to 'int'. An explicit conversion exists (are you missing a cast?)"
        ]
    );
}

#[test]
fn unused_locals_are_cs0168_and_cs0219() {
    let text = "class C {\n  void M() {\n    int unused;\n    int constant = 5;\n    int computed = M2();\n    try { } catch (System.Exception ex) { }\n  }\n  int M2() => 1;\n}\n";
    assert_eq!(
        diagnostics(text),
        ["CS0168 3:9", "CS0219 4:9", "CS0168 6:37"]
    );
}

#[test]
fn a_member_a_value_of_a_source_type_lacks_is_cs1061() {
    let text = "class A { public int X; }\nclass C {\n  void M(A a) {\n    a.Y();\n    var z = a.Z;\n    int x = a.X;\n    a.Y().W();\n  }\n}\n";
    assert_eq!(
        diagnostics(text),
        ["CS1061 4:7", "CS1061 5:15", "CS1061 7:7"]
    );
}

#[test]
fn cs1061_waits_for_extension_methods_and_open_namespaces() {
    // An extension method of that name in scope may apply: the call decides.
    let with_extension = "class A { }\nstatic class E { public static void Y(this A a) { } }\nclass C { void M(A a) { a.Y(); } }\n";
    assert!(
        diagnostics(with_extension).is_empty(),
        "{:?}",
        diagnostics(with_extension)
    );
    // Extension methods reached through `using static`, an enclosing namespace or the global
    // namespace count too.
    let reached = "namespace Outer { static class E { public static void Y(this Inner.A a) { } } }\nnamespace Lib { public static class F { public static void Z(this Outer.Inner.A a) { } } }\nstatic class G { public static void W(this Outer.Inner.A a) { } }\nnamespace Outer.Inner {\n  using static Lib.F;\n  class A { }\n  class C { void M(A a) { a.Y(); a.Z(); a.W(); } }\n}\n";
    assert!(
        diagnostics(reached).is_empty(),
        "{:?}",
        diagnostics(reached)
    );
    // The embedded framework model is partial: a framework namespace may hold an extension
    // method `Y` for a framework type or interface, or for anything in a namespace that is not
    // an everyday one.
    let framework_interface = "using System.Linq;\nclass A : System.Collections.IEnumerable { public System.Collections.IEnumerator GetEnumerator() => null; }\nclass C { void M(A a) { a.Y(); } }\n";
    assert!(
        diagnostics(framework_interface).is_empty(),
        "{:?}",
        diagnostics(framework_interface)
    );
    let other_namespace =
        "using System.Reflection;\nclass A { }\nclass C { void M(A a) { a.Y(); } }\n";
    assert!(
        diagnostics(other_namespace).is_empty(),
        "{:?}",
        diagnostics(other_namespace)
    );
    // Everyday namespaces extend only framework types: a type of the project's own lacks `Y`.
    let own = "using System;\nusing System.Linq;\nclass A { }\nstruct S { }\nclass C { void M(A a, S s) { a.Y(); s.Z(); } }\n";
    assert_eq!(diagnostics(own), ["CS1061 5:32", "CS1061 5:39"]);
}

#[test]
fn members_every_value_has_are_not_cs1061() {
    // Interfaces have object's members; delegates have `Invoke`; `base.` is not judged here.
    let text = "interface I { }\ndelegate void D(int x);\nclass B { }\nclass A : B {\n  void M(I i, D d) {\n    string s = i.ToString();\n    d.Invoke(1);\n    base.Missing();\n  }\n}\n";
    assert!(diagnostics(text).is_empty(), "{:?}", diagnostics(text));
}

#[test]
fn generic_calls_read_as_comparisons_are_not_judged() {
    // tree-sitter-c-sharp reads `Q<(int a, int b)>(…)` as `Q < (…) > (…)`: a bool compared
    // again. Nothing in it (nor what flows from it) is judged.
    let text = "class R { public string Name; }\nclass C {\n  T Q<T>(string sql) => default(T);\n  void M() {\n    string s = Q<(int a, int b)>(\"s\");\n    var row = Q<(R r, int n)>(\"s\");\n    int n = row.n;\n  }\n}\n";
    assert!(diagnostics(text).is_empty(), "{:?}", diagnostics(text));
}

#[test]
fn names_real_code_uses_are_not_cs0103() {
    // A local declared in one switch section is in scope in the next; a generic local
    // function called with type arguments; `global::` in an expression.
    let text = "namespace N { class K { public static object Value; } }\nclass C {\n  int S(int k) {\n    switch (k) {\n      case 1: int v = 1; return v;\n      case 2: v = 2; return v;\n    }\n    return 0;\n  }\n  bool G() { return Map<int>() && Map<long>(); bool Map<T>() => true; }\n  object Q() => global::N.K.Value;\n}\n";
    assert!(diagnostics(text).is_empty(), "{:?}", diagnostics(text));
}

#[test]
fn contextual_keywords_are_names() {
    // `file` (a C# 11 modifier) as a local's name, declared by a `using` and read by the next.
    let text = "class R : System.IDisposable { public R(object o) { } public void Dispose() { } }\nclass C { void M() { using (R file = new R(1)) using (R reader = new R(file)) { } } }\n";
    assert!(diagnostics(text).is_empty(), "{:?}", diagnostics(text));
}

#[test]
fn partial_types_a_framework_generator_may_fill_are_not_judged() {
    // A .NET 5+ reference pack ships source generators (System.Text.Json's fills a partial
    // `JsonSerializerContext` with `Default`, …): a partial type may gain members.
    let text = "partial class P { }\nclass C { void M() { P.Default(); } }\n";
    assert_eq!(diagnostics(text), ["CS0117 2:24"]);
    let found = diagnostics_with(text, |s| s.has_framework_generators = true);
    assert!(found.is_empty(), "{found:?}");
}

#[test]
fn a_product_in_an_argument_is_not_a_missing_type() {
    // `money.Amount * quantity` in an argument multiplies (the grammar reads a declaration
    // in an argument list only after `out`); `money` is a parameter, never a missing type.
    let text = "class Money\n{\n    public int Amount;\n    public Money(int a) { Amount = a; }\n    public static Money Times(Money money, int quantity) =>\n        new(money.Amount * quantity);\n}\n";
    assert_eq!(diagnostics(text), Vec::<String>::new());
}

#[test]
fn a_lambda_parameter_named_by_a_contextual_keyword_is_declared() {
    // `type => …` (serilog's LoggerConfiguration), `param => …` (Newtonsoft.Json's
    // JsonTypeReflector): the name is a node around the keyword's token, and still a parameter.
    let text = "using System;\nclass C\n{\n    static void M(Func<int, int> f) { }\n    static void Use()\n    {\n        M(type => type + 1);\n        M(param => { return param; });\n    }\n}\n";
    assert_eq!(diagnostics(text), Vec::<String>::new());
}

#[test]
fn a_value_name_a_package_may_import_statically_is_not_judged() {
    // Verify.Xunit's build props add `global using static VerifyXunit.Verifier;`, so tests call
    // `Verify(result)` unqualified: with package (unseen) references, a name standing as a
    // value may come from a `using static` we cannot see.
    let text = "class T { object M(int result) => Verify(result); }\n";
    assert_eq!(diagnostics(text), ["CS0103 1:35"]);
    let found = diagnostics_with(text, |s| s.has_unseen_references = true);
    assert!(found.is_empty(), "{found:?}");
}
