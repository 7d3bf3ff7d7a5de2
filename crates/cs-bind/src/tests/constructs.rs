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
