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
