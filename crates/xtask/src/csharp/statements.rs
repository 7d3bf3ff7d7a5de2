//! Statements and expressions inside method bodies: loops, LINQ, lambdas, pattern matching,
//! and calls on the type's dependencies with arguments of the right shape.

use super::{FileGen, camel};
use crate::plan::{Kind, Method, Shape};
use crate::words::LITERALS;

impl FileGen<'_> {
    pub(super) fn local(&mut self, base: &str) -> String {
        let mut name = base.to_string();
        let mut n = 1;
        while !self.locals.insert(name.clone()) {
            n += 1;
            name = format!("{base}{n}");
        }
        name
    }

    /// `total += <call on a dependency>;`, or any statement when there is no dependency.
    pub(super) fn dependency_call(&mut self, in_async: bool) {
        if self.receivers.is_empty() {
            self.int_statement(in_async);
        } else {
            let expr = self.int_expr(in_async);
            self.w.line(&format!("total += {expr};"));
        }
    }

    /// One statement that updates the local `total`.
    pub(super) fn int_statement(&mut self, in_async: bool) {
        if self.rng.chance(20) {
            self.comment();
        }
        let stateful = self.has_state;
        loop {
            match self.rng.below(14) {
                0 | 1 => {
                    let expr = self.int_expr(in_async);
                    self.w.line(&format!("total += {expr};"));
                }
                2 => {
                    let (n, m) = (self.rng.range(2, 8), self.rng.range(3, 17));
                    let i = self.local("i");
                    self.w.open(&format!("for (var {i} = 0; {i} < {n}; {i}++)"));
                    self.w.line(&format!(
                        "total += ({i} * {m}) % {};",
                        self.rng.range(5, 13)
                    ));
                    self.w.close();
                }
                3 => {
                    let k = self.rng.range(10, 500);
                    self.w.open(&format!("if (total > {k})"));
                    let expr = self.int_expr(in_async);
                    self.w.line(&format!("total -= {expr};"));
                    self.w.close();
                    self.w.open("else if (total < 0)");
                    self.w.line("total = -total;");
                    self.w.close();
                }
                4 if stateful => {
                    let (k, m) = (self.rng.range(2, 5), self.rng.range(2, 9));
                    self.w.line(&format!(
                        "total += _values.Where(v => v % {k} != 0).Select(v => v * {m}).DefaultIfEmpty().Max();"
                    ));
                }
                5 if stateful => {
                    let ranked = self.local("ranked");
                    let (k, m, n) = (
                        self.rng.range(0, 40),
                        self.rng.range(2, 5),
                        self.rng.range(1, 4),
                    );
                    self.w.line(&format!("var {ranked} = from v in _values"));
                    self.w.line(&format!("             where v > {k}"));
                    self.w.line("             orderby v descending");
                    self.w.line(&format!("             select v * {m};"));
                    self.w.line(&format!("total += {ranked}.Take({n}).Sum();"));
                }
                6 => {
                    let adjust = self.local("adjust");
                    let big = self.rng.range(100, 10_000);
                    self.w.line(&format!(
                        "Func<int, int> {adjust} = x => x switch {{ < 0 => 0, > {big} => {big}, _ => x }};"
                    ));
                    self.w.line(&format!("total = {adjust}(total);"));
                }
                7 if stateful => {
                    self.w.open("lock (_sync)");
                    self.w.line("_counter += total;");
                    self.w.close();
                }
                8 if stateful => {
                    self.w.open("try");
                    self.w.line(&format!(
                        "total = checked(total * {});",
                        self.rng.range(2, 7)
                    ));
                    self.w.close();
                    self.w.open("catch (OverflowException ex)");
                    self.w.line("_lastError = ex.Message;");
                    self.w.line("total = int.MaxValue / 2;");
                    self.w.close();
                }
                9 if !self.ty.records.is_empty() => {
                    let record = &self.plan.types[*self.rng.pick(&self.ty.records)];
                    let local = self.local(&camel(record.name.as_str()));
                    let label = self.rng.pick(LITERALS);
                    let amount = format!("{}.{}m", self.rng.range(0, 999), self.rng.range(0, 99));
                    self.w.line(&format!(
                        "var {local} = new {}(total, \"{label}\", {amount});",
                        record.name
                    ));
                    let use_ = match self.rng.below(3) {
                        0 => format!("total += {local}.WithBonus(1.5m).Id;"),
                        1 => format!("total += (int){local}.Amount;"),
                        _ => format!("total += {local}.IsEmpty ? 0 : {local}.Label.Length;"),
                    };
                    self.w.line(&use_);
                }
                10 if !self.ty.extensions.is_empty() => {
                    let ext = &self.plan.types[*self.rng.pick(&self.ty.extensions)];
                    let method = self.rng.pick(&ext.methods).clone();
                    let max = self.rng.range(100, 5000);
                    let line = match method.shape {
                        Shape::ExtClamp => format!("total = total.{}(0, {max});", method.name),
                        Shape::ExtTruncate => {
                            format!(
                                "total += total.ToString().{}({}).Length;",
                                method.name,
                                self.rng.range(2, 6)
                            )
                        }
                        _ => format!(
                            "total += new[] {{ total, {}, -1 }}.{}(x => x < 0).Count();",
                            self.rng.range(1, 99),
                            method.name
                        ),
                    };
                    self.w.line(&line);
                }
                11 => {
                    self.w
                        .open(&format!("switch (total % {})", self.rng.range(3, 5)));
                    self.w.line("case 0:");
                    self.w.line("    total += 1;");
                    self.w.line("    break;");
                    self.w.line("case 1:");
                    self.w
                        .line(&format!("    total -= {};", self.rng.range(1, 9)));
                    self.w.line("    break;");
                    self.w.line("default:");
                    self.w.line("    total *= 2;");
                    self.w.line("    break;");
                    self.w.close();
                }
                12 => {
                    let name = self.local("Square");
                    self.w.line(&format!("static int {name}(int x) => x * x;"));
                    self.w.line(&format!(
                        "total += {name}(total % {});",
                        self.rng.range(7, 40)
                    ));
                }
                13 if stateful => {
                    let item = self.local("item");
                    self.w.open(&format!("foreach (var {item} in _values)"));
                    self.w.open(&format!("if ({item} % 2 == 0)"));
                    self.w.line("continue;");
                    self.w.close();
                    self.w.line(&format!("total ^= {item};"));
                    self.w.close();
                }
                _ => continue,
            }
            break;
        }
    }

    /// An `int` expression, preferably a call on a dependency.
    pub(super) fn int_expr(&mut self, in_async: bool) -> String {
        if self.receivers.is_empty() || self.rng.chance(10) {
            let record = self.ty.kind == Kind::Record;
            return match self.rng.below(3) {
                0 if self.has_state => "_values.Sum()".to_string(),
                1 if self.has_state => format!("_counter % {}", self.rng.range(3, 50)),
                0 if record => "Id".to_string(),
                1 if record => "Label.Length".to_string(),
                _ => format!("Environment.ProcessorCount * {}", self.rng.range(2, 9)),
            };
        }
        let r = self.rng.below(self.receivers.len());
        let (expr, ty, nullable) = {
            let receiver = &self.receivers[r];
            (receiver.expr.clone(), receiver.ty, receiver.nullable)
        };
        let usable: Vec<&Method> = ty
            .methods
            .iter()
            .filter(|m| in_async || m.shape != Shape::LoadAsync)
            .filter(|m| !nullable || m.shape != Shape::TryGet)
            .collect();
        let Some(method) = usable.get(self.rng.below(usable.len().max(1))).copied() else {
            return "0".to_string();
        };
        let m = &method.name;
        let word = self.rng.pick(LITERALS);
        let arg = self.rng.range(1, 64);
        let source = match self.ty.kind {
            _ if self.has_state => "_values",
            Kind::Record => "new[] { Id, 1, 2 }",
            _ => "new[] { 1, 2, 3 }",
        };
        let q = if nullable { "?" } else { "" };
        let call = match method.shape {
            Shape::Compute => format!("{expr}{q}.{m}({arg})"),
            Shape::Describe => format!("{expr}{q}.{m}(\"{word}\").Length"),
            Shape::Filter => format!("{expr}{q}.{m}({source}).Count"),
            Shape::Project => format!("{expr}{q}.{m}(x => x * {arg})"),
            Shape::Group => format!(
                "{expr}{q}.{m}(new[] {{ \"{word}\", \"{}\" }}).Count",
                self.rng.pick(LITERALS)
            ),
            Shape::LoadAsync if nullable => {
                return format!("await ({expr}?.{m}(cancellationToken) ?? Task.FromResult(0))");
            }
            Shape::LoadAsync => return format!("await {expr}.{m}(cancellationToken)"),
            Shape::TryGet => {
                let found = self.local("found");
                return format!("({expr}.{m}(\"{word}\", out var {found}) ? {found} : 0)");
            }
            Shape::ExtClamp | Shape::ExtTruncate | Shape::ExtWhereNot => return "0".to_string(),
        };
        if nullable {
            format!("({call} ?? 0)")
        } else {
            call
        }
    }

    /// A `string` expression for `Describe` bodies.
    pub(super) fn string_expr(&mut self) -> String {
        let describers: Vec<(String, String, bool)> = self
            .receivers
            .iter()
            .flat_map(|r| {
                r.ty.methods
                    .iter()
                    .filter(|m| m.shape == Shape::Describe)
                    .map(|m| (r.expr.clone(), m.name.clone(), r.nullable))
            })
            .collect();
        if !describers.is_empty() && self.rng.chance(70) {
            let (expr, m, nullable) = self.rng.pick(&describers).clone();
            let word = self.rng.pick(LITERALS);
            return if nullable {
                format!("{expr}?.{m}(\"{word}\") ?? string.Empty")
            } else {
                format!("{expr}.{m}(\"{word}\")")
            };
        }
        if self.has_state {
            format!("string.Join(\"|\", _values.Take({}))", self.rng.range(1, 5))
        } else {
            "Code.ToUpperInvariant()".to_string()
        }
    }
}
