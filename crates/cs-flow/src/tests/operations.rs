//! Operation trees: kinds, types, constants and implicit conversions of lowered bodies.

use super::fixture;

#[test]
fn statements_and_expressions() {
    let f = fixture(
        r#"
class C
{
    const int K = 40;
    int field;
    int Prop { get; set; }
    void Use(int v) { }
    int M(bool c, int[] a)
    {
        int x;
        if (c) x = 1; else x = 2;
        Use(x);
        long y = x + K + 2;
        field += 1;
        Prop = a[0];
        var s = "a" + "b";
        return c && x > 0 ? x : -1;
    }
}
"#,
    );
    insta::assert_snapshot!(f.tree("int M"));
}
