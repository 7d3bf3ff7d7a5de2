//! Metadata as C# source, on Mono's real mscorlib and System.Core (fetched by
//! `bash scripts/fetch-reference-assemblies.sh`): the text of a few well-known types.

use std::path::PathBuf;
use std::sync::OnceLock;

use cs_metadata::csharp::{render_assembly, render_type};
use cs_metadata::{Assembly, load_file};

fn mono(name: &str) -> Assembly {
    let root = std::env::var_os("CS_WORKBENCH_REFERENCE_ASSEMBLIES")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/reference-assemblies")
        });
    let path = root.join("mono/usr/lib/mono/4.5").join(name);
    assert!(
        path.is_file(),
        "{} is missing: run `bash scripts/fetch-reference-assemblies.sh`",
        path.display()
    );
    load_file(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn mscorlib() -> &'static Assembly {
    static ASSEMBLY: OnceLock<Assembly> = OnceLock::new();
    ASSEMBLY.get_or_init(|| mono("mscorlib.dll"))
}

fn system_core() -> &'static Assembly {
    static ASSEMBLY: OnceLock<Assembly> = OnceLock::new();
    ASSEMBLY.get_or_init(|| mono("System.Core.dll"))
}

fn type_text(assembly: &Assembly, metadata_name: &str) -> String {
    let index = assembly
        .find_type_by_metadata_name(metadata_name)
        .unwrap_or_else(|| panic!("no type {metadata_name}"));
    render_type(assembly, index).unwrap_or_else(|| panic!("{metadata_name} is not rendered"))
}

fn assert_lines(text: &str, expected: &[&str]) {
    for line in expected {
        assert!(
            text.lines().any(|l| l.trim() == *line),
            "missing line\n  {line}\nin\n{text}"
        );
    }
}

#[test]
fn list_of_t_with_its_indexer_and_nested_enumerator() {
    let text = type_text(mscorlib(), "System.Collections.Generic.List`1");
    assert!(text.starts_with(
        "public class List<T> : global::System.Collections.Generic.IList<T>, global::System.Collections.IList,"
    ));
    assert_lines(
        &text,
        &[
            "public List() { }",
            "public List(global::System.Collections.Generic.IEnumerable<T> collection) { }",
            "public int Count { get => throw null; }",
            "public T this[int index] { get => throw null; set { } }",
            "public void Add(T item) { }",
            "public global::System.Collections.Generic.List<TOutput> ConvertAll<TOutput>(global::System.Converter<T, TOutput> converter) => throw null;",
            "public global::System.Collections.Generic.List<T>.Enumerator GetEnumerator() => throw null;",
            "public struct Enumerator : global::System.Collections.Generic.IEnumerator<T>, global::System.Collections.IEnumerator, global::System.IDisposable",
            "public T Current { get => throw null; }",
        ],
    );
    // Internal members and explicit interface implementations are not part of the API.
    assert!(!text.contains("_items") && !text.contains("IList.Add"));
}

#[test]
fn dictionary_enumerator_is_nested_and_uses_the_outer_type_parameters() {
    let text = type_text(mscorlib(), "System.Collections.Generic.Dictionary`2");
    assert!(text.starts_with("public class Dictionary<TKey, TValue> :"));
    assert_lines(
        &text,
        &[
            "public TValue this[TKey key] { get => throw null; set { } }",
            "public bool TryGetValue(TKey key, out TValue @value) => throw null;",
            "public global::System.Collections.Generic.Dictionary<TKey, TValue>.Enumerator GetEnumerator() => throw null;",
            "public global::System.Collections.Generic.Dictionary<TKey, TValue>.KeyCollection Keys { get => throw null; }",
            "public global::System.Collections.Generic.KeyValuePair<TKey, TValue> Current { get => throw null; }",
        ],
    );
    let nested = type_text(
        mscorlib(),
        "System.Collections.Generic.Dictionary`2+Enumerator",
    );
    assert!(
        nested.starts_with("public struct Enumerator : "),
        "{nested}"
    );
}

#[test]
fn enumerable_where_and_first_are_extension_methods() {
    let text = type_text(system_core(), "System.Linq.Enumerable");
    assert!(text.starts_with("public static class Enumerable\n"));
    assert_lines(
        &text,
        &[
            "public static global::System.Collections.Generic.IEnumerable<TSource> Where<TSource>(this global::System.Collections.Generic.IEnumerable<TSource> source, global::System.Func<TSource, bool> predicate) => throw null;",
            "public static TSource First<TSource>(this global::System.Collections.Generic.IEnumerable<TSource> source) => throw null;",
            "public static global::System.Linq.IOrderedEnumerable<TSource> OrderBy<TSource, TKey>(this global::System.Collections.Generic.IEnumerable<TSource> source, global::System.Func<TSource, TKey> keySelector) => throw null;",
        ],
    );
}

#[test]
fn operators_conversions_constants_and_named_indexers() {
    let date_time = type_text(mscorlib(), "System.DateTime");
    assert_lines(
        &date_time,
        &[
            "public static global::System.DateTime operator +(global::System.DateTime d, global::System.TimeSpan t) => throw null;",
            "public static bool operator ==(global::System.DateTime d1, global::System.DateTime d2) => throw null;",
            "public static readonly global::System.DateTime MaxValue;",
        ],
    );
    let int32 = type_text(mscorlib(), "System.Int32");
    assert!(
        int32.starts_with("public readonly struct Int32 : "),
        "{int32}"
    );
    assert_lines(
        &int32,
        &[
            "public const int MaxValue = 2147483647;",
            "public const int MinValue = -2147483648;",
        ],
    );
    let double = type_text(mscorlib(), "System.Double");
    assert_lines(
        &double,
        &[
            "public const double NaN = 0.0D / 0.0D;",
            "public const double Epsilon = 5e-324D;",
        ],
    );
    let decimal = type_text(mscorlib(), "System.Decimal");
    assert_lines(
        &decimal,
        &[
            "public const global::System.Decimal One = 1M;",
            "public static implicit operator global::System.Decimal(int @value) => throw null;",
            "public static explicit operator int(global::System.Decimal @value) => throw null;",
        ],
    );
    let string = type_text(mscorlib(), "System.String");
    assert_lines(
        &string,
        &[
            "[global::System.Runtime.CompilerServices.IndexerName(\"Chars\")]",
            "public char this[int index] { get => throw null; }",
            "public static readonly string Empty;",
            "public static string Join(string separator, params string[] @value) => throw null;",
        ],
    );
}

#[test]
fn enums_delegates_interfaces_events_and_obsolete() {
    let day = type_text(mscorlib(), "System.DayOfWeek");
    assert!(day.starts_with("public enum DayOfWeek\n{\n    Sunday = 0,\n    Monday = 1,"));
    let func = type_text(mscorlib(), "System.Func`2");
    assert_eq!(
        func,
        "public delegate TResult Func<in T, out TResult>(T arg);\n"
    );
    let enumerable = type_text(mscorlib(), "System.Collections.Generic.IEnumerable`1");
    assert_eq!(
        enumerable,
        "public interface IEnumerable<out T> : global::System.Collections.IEnumerable\n{\n    global::System.Collections.Generic.IEnumerator<T> GetEnumerator();\n}\n"
    );
    let domain = type_text(mscorlib(), "System.AppDomain");
    assert_lines(
        &domain,
        &["public event global::System.UnhandledExceptionEventHandler UnhandledException;"],
    );
    let nullable = type_text(mscorlib(), "System.Nullable`1");
    assert!(
        nullable.starts_with("public struct Nullable<T> where T : struct\n"),
        "{nullable}"
    );
    // A constructor nobody outside can call stays uncallable: C# would add a public one.
    let task = type_text(mscorlib(), "System.Threading.Tasks.TaskScheduler");
    assert_lines(&task, &["protected TaskScheduler() { }"]);
    let texts = render_assembly(mscorlib());
    assert!(
        texts
            .iter()
            .any(|n| n.text.contains("[global::System.Obsolete(\"")),
        "obsolete members keep their attribute"
    );
}

#[test]
fn every_namespace_is_one_text_and_internal_types_are_left_out() {
    let texts = render_assembly(system_core());
    let linq = texts
        .iter()
        .find(|n| n.namespace == "System.Linq")
        .expect("System.Linq");
    assert!(linq.text.contains("\nnamespace System.Linq\n{\n"));
    assert!(linq.text.ends_with("}\n"));
    assert!(linq.types > 10);
    assert!(texts.windows(2).all(|w| w[0].namespace < w[1].namespace));
    for text in &texts {
        // Compiler-generated names (`<>c`, `<Item>k__BackingField`) are not C# names.
        assert!(
            !text.text.contains("<>") && !text.text.contains(">k__"),
            "{}",
            text.namespace
        );
        assert!(!text.text.contains("internal "), "{}", text.namespace);
    }
}

#[test]
fn corrupted_assemblies_render_without_panicking() {
    // System.Core with bytes overwritten at evenly spaced offsets: whatever still parses is
    // rendered (garbled names are left out), never a panic.
    let root = std::env::var_os("CS_WORKBENCH_REFERENCE_ASSEMBLIES")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/reference-assemblies")
        });
    let bytes = std::fs::read(root.join("mono/usr/lib/mono/4.5/System.Core.dll"))
        .expect("run `bash scripts/fetch-reference-assemblies.sh`");
    let mut rendered = 0;
    for i in 1..40 {
        let mut corrupted = bytes.clone();
        let at = corrupted.len() * i / 40;
        for b in corrupted.iter_mut().skip(at).take(64) {
            *b = b.wrapping_mul(31).wrapping_add(7);
        }
        let outcome = std::panic::catch_unwind(|| {
            Assembly::parse(corrupted)
                .map(|a| render_assembly(&a).len())
                .unwrap_or(0)
        });
        rendered += outcome.unwrap_or_else(|_| panic!("panicked with bytes corrupted at {at}"));
    }
    assert!(rendered > 0, "some corrupted copies still parse and render");
}
