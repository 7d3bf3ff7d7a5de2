//! Code metrics of test-data/structure, counted by hand with the Visual Studio definitions
//! (see docs/structure.md for what each counts).

use cs_hir::Symbol;

use super::solution;
use crate::{Level, MetricSet, Scope, metrics};

fn members() -> Vec<(String, MetricSet)> {
    let s = solution();
    metrics(
        s.db(),
        s.workspace,
        Level::Type,
        &Scope::Namespace("Shop.Domain.Metrics".into()),
        true,
    )
    .into_iter()
    .filter(|i| matches!(i.symbol, Some(Symbol::Member(_))))
    .map(|i| (s.name_of(i.symbol.as_ref().unwrap()), i.metrics))
    .collect()
}

#[test]
fn member_metrics_counted_by_hand() {
    // (name, cyclomatic complexity, source lines, executable lines)
    let expected = [
        ("Samples.Nothing", 1, 1, 0),
        ("Samples.Add", 1, 4, 1),
        ("Samples.Sign", 3, 8, 3),
        ("Samples.SumTo", 2, 9, 4),
        ("Samples.Name", 4, 12, 1),
        ("Samples.InRange", 2, 1, 1),
        ("Samples.Length", 3, 4, 1),
        ("Samples.Collatz", 3, 10, 5),
        ("Samples.CountBlank", 4, 12, 5),
        ("Samples.Retry", 2, 10, 4),
        ("Samples.Count", 2, 1, 0),
        ("Samples.seed", 0, 1, 1),
    ];
    let found: Vec<(String, u32, u32, u32)> = members()
        .into_iter()
        .map(|(n, m)| {
            (
                n,
                m.cyclomatic_complexity,
                m.source_lines,
                m.executable_lines,
            )
        })
        .collect();
    let expected: Vec<(String, u32, u32, u32)> = expected
        .iter()
        .map(|(n, c, l, e)| (n.to_string(), *c, *l, *e))
        .collect();
    assert_eq!(found, expected);
}

#[test]
fn maintainability_index_by_the_formula() {
    let mi: Vec<(String, u32)> = members()
        .into_iter()
        .map(|(n, m)| (n, m.maintainability_index))
        .collect();
    let of = |name: &str| mi.iter().find(|(n, _)| n == name).unwrap().1;
    // Empty body: V = 0, CC 1, no lines: (171 - 0.23) / 171 = 99.87 -> 100.
    assert_eq!(of("Samples.Nothing"), 100);
    // return a + b: operators return, + (n1 = 2, N1 = 2), operands a, b (n2 = 2, N2 = 2):
    // V = 4 log2 4 = 8; (171 - 5.2 ln 8 - 0.23) / 171 = 93.54 -> 94.
    assert_eq!(of("Samples.Add"), 94);
    // x >= low && x <= high: one binary operator kind with three operators (n1 = 3, N1 = 3),
    // operands x, low, high (n2 = 3, N2 = 4): V = 7 log2 6 = 18.09;
    // (171 - 5.2 ln 18.09 - 0.46) / 171 = 90.93 -> 91.
    assert_eq!(of("Samples.InRange"), 91);
}

#[test]
fn type_namespace_and_project_metrics() {
    let s = solution();
    let types: Vec<(String, MetricSet)> = metrics(
        s.db(),
        s.workspace,
        Level::Type,
        &Scope::Project(s.projects[0]),
        false,
    )
    .into_iter()
    .map(|i| (s.name_of(i.symbol.as_ref().unwrap()), i.metrics))
    .collect();
    let of = |name: &str| types.iter().find(|(n, _)| n == name).unwrap().1.clone();
    // The members' complexities added (the field without initializer... has one here: 42,
    // which adds no decision).
    let samples = of("Metrics.Samples");
    assert_eq!(samples.cyclomatic_complexity, 27);
    assert_eq!(samples.executable_lines, 26);
    assert_eq!(samples.depth_of_inheritance, Some(1));
    // Depth of inheritance: object <- Shape <- Square <- Cube; interfaces 0; structs 1.
    assert_eq!(of("Shapes.Shape").depth_of_inheritance, Some(1));
    assert_eq!(of("Shapes.Square").depth_of_inheritance, Some(2));
    assert_eq!(of("Shapes.Cube").depth_of_inheritance, Some(3));
    assert_eq!(of("Pricing.IDiscount").depth_of_inheritance, Some(0));
    assert_eq!(of("Shapes.Point").depth_of_inheritance, Some(1));
    // Coupling: Order's constructor takes OrderLine[]; Total creates a PriceCalculator.
    assert_eq!(of("Orders.Order").class_coupling, 2);
    // Square: its base Shape.
    assert_eq!(of("Shapes.Square").class_coupling, 1);
    let projects = metrics(
        s.db(),
        s.workspace,
        Level::Project,
        &Scope::Workspace,
        false,
    );
    let complexity: Vec<u32> = projects
        .iter()
        .map(|p| p.metrics.cyclomatic_complexity)
        .collect();
    assert_eq!(complexity, [44, 10, 23]);
    assert_eq!(projects[0].metrics.depth_of_inheritance, Some(3));
}
