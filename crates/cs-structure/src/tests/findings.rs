//! Tests, change impact and duplicate code of test-data/structure.

use cs_hir::Symbol;

use super::solution;
use crate::{
    DuplicateOptions, ImpactReason, analyze_symbol_impact, find_duplicates, project_tests,
    tests_reaching,
};

#[test]
fn test_methods_of_three_frameworks() {
    let s = solution();
    let found: Vec<String> = project_tests(s.db(), s.projects[2])
        .iter()
        .map(|t| {
            format!(
                "{} {} {}",
                s.name_of(&Symbol::Member(t.member)),
                t.framework.as_str(),
                t.attribute
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            "MsTests.Signs MSTest TestMethodAttribute",
            "MsTests.Lengths MSTest DataTestMethodAttribute",
            "NUnitTests.DiscountHalves NUnit TestAttribute",
            "NUnitTests.SquareArea NUnit TestCaseAttribute",
            "NUnitTests.CubeVolume NUnit TestCaseSourceAttribute",
            "XunitTests.PlacesOrder xUnit FactAttribute",
            "XunitTests.SumsNumbers xUnit TheoryAttribute",
            // [XFact] through `using XFact = Xunit.FactAttribute`, [SlowFact] derives from Fact.
            "XunitTests.AliasedFact xUnit FactAttribute",
            "XunitTests.InheritedFact xUnit FactAttribute",
        ]
    );
    assert!(project_tests(s.db(), s.projects[0]).is_empty());
}

#[test]
fn tests_reach_a_member_through_calls() {
    let s = solution();
    let total = s.member("T:Shop.Domain.Pricing.PriceCalculator", "Total");
    let (reach, truncated) =
        tests_reaching(&s.host.analysis(), s.workspace, &total, 6, 1000).unwrap();
    let found: Vec<(String, u32)> = reach
        .iter()
        .map(|r| (s.name_of(&Symbol::Member(r.test.member)), r.distance))
        .collect();
    // PlacesOrder -> PlaceOrder -> Total; AliasedFact -> Quote -> OrderService.Quote ->
    // Order.Total -> Total.
    assert_eq!(
        found,
        [
            ("XunitTests.PlacesOrder".to_string(), 2),
            ("XunitTests.AliasedFact".to_string(), 4)
        ]
    );
    assert!(!truncated);
    // Through the interface: DiscountHalves calls IDiscount.Apply, which HolidayDiscount
    // implements.
    let apply = s.member("T:Shop.Domain.Pricing.HolidayDiscount", "Apply");
    let (reach, _) = tests_reaching(&s.host.analysis(), s.workspace, &apply, 6, 1000).unwrap();
    let names: Vec<String> = reach
        .iter()
        .map(|r| s.name_of(&Symbol::Member(r.test.member)))
        .collect();
    assert_eq!(
        names,
        ["NUnitTests.DiscountHalves", "XunitTests.PlacesOrder"]
    );
    // Limited to one call: no test calls Total itself.
    let (reach, truncated) =
        tests_reaching(&s.host.analysis(), s.workspace, &total, 1, 1000).unwrap();
    assert!(reach.is_empty() && truncated);
}

#[test]
fn impact_of_changing_a_member() {
    let s = solution();
    let total = s.member("T:Shop.Domain.Pricing.PriceCalculator", "Total");
    let report = analyze_symbol_impact(&s.host.analysis(), s.workspace, &[total], 3, 100).unwrap();
    let members: Vec<(String, ImpactReason, u32)> = report
        .members
        .iter()
        .map(|m| (s.name_of(&m.symbol), m.reason, m.distance))
        .collect();
    assert_eq!(
        members,
        [
            ("Order.Total".to_string(), ImpactReason::Calls, 1),
            (
                "OrderService.PlaceOrder".to_string(),
                ImpactReason::Calls,
                1
            ),
            ("OrderService.Quote".to_string(), ImpactReason::Calls, 2),
            ("XunitTests.PlacesOrder".to_string(), ImpactReason::Calls, 2),
            ("XunitTests.Quote".to_string(), ImpactReason::Calls, 3),
        ]
    );
    assert_eq!(report.locations.len(), 2);
    assert_eq!(report.projects.len(), 3);
    assert_eq!(report.tests.len(), 1);
    assert!(report.truncated, "AliasedFact is one call further");
    // An interface member: its implementation is affected (implements), and so is the caller.
    let apply = s.member("T:Shop.Domain.Pricing.IDiscount", "Apply");
    let report = analyze_symbol_impact(&s.host.analysis(), s.workspace, &[apply], 1, 100).unwrap();
    let members: Vec<(String, ImpactReason)> = report
        .members
        .iter()
        .map(|m| (s.name_of(&m.symbol), m.reason))
        .collect();
    assert!(
        members.contains(&(
            "HolidayDiscount.Apply".to_string(),
            ImpactReason::Implements
        )),
        "{members:?}"
    );
    assert!(
        members.contains(&("OrderService.PlaceOrder".to_string(), ImpactReason::Calls)),
        "{members:?}"
    );
    // A base method: the override is affected.
    let area = s.member("T:Shop.Domain.Shapes.Shape", "Area");
    let report = analyze_symbol_impact(&s.host.analysis(), s.workspace, &[area], 1, 100).unwrap();
    let members: Vec<(String, ImpactReason)> = report
        .members
        .iter()
        .map(|m| (s.name_of(&m.symbol), m.reason))
        .collect();
    assert!(
        members.contains(&("Square.Area".to_string(), ImpactReason::Overrides)),
        "{members:?}"
    );
}

#[test]
fn planted_clones_are_found_with_renamed_identifiers() {
    let s = solution();
    let db = s.db();
    let groups = find_duplicates(
        db,
        s.workspace,
        None,
        DuplicateOptions {
            minimum_statements: 3,
        },
    );
    let found: Vec<(usize, Vec<String>)> = groups
        .iter()
        .map(|g| {
            (
                g.statements,
                g.occurrences
                    .iter()
                    .map(|o| {
                        let text = o.document.source(db).text(db);
                        let first_line = &text[usize::from(o.range.start())..];
                        format!(
                            "{}: {}",
                            o.document.source(db).path(db),
                            first_line.lines().next().unwrap()
                        )
                    })
                    .collect(),
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            (
                4,
                vec![
                    "Services/Reports/Labels.cs: var head = first.Trim();".to_string(),
                    "Services/Reports/Labels.cs: var name = company.Trim();".to_string()
                ]
            ),
            (
                3,
                vec![
                    "Services/Reports/Scores.cs: int score = 0;".to_string(),
                    "Services/Reports/Scores.cs: int result = 1;".to_string()
                ]
            ),
        ]
    );
    // Four statements at least: only the first pair.
    let groups = find_duplicates(
        db,
        s.workspace,
        None,
        DuplicateOptions {
            minimum_statements: 4,
        },
    );
    assert_eq!(groups.len(), 1);
    assert_eq!(groups[0].statements, 4);
    // Five: none.
    assert!(
        find_duplicates(
            db,
            s.workspace,
            None,
            DuplicateOptions {
                minimum_statements: 5
            }
        )
        .is_empty()
    );
}
