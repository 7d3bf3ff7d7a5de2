//! Method declarations and bodies, one template per planned method shape, plus private
//! helpers that bring a file to its planned length.

use super::{FileGen, verb_phrase};
use crate::plan::{Method, Shape};
use crate::words::NOUNS;

impl FileGen<'_> {
    /// The planned public methods, then private helpers until the file is long enough.
    pub(super) fn methods(&mut self) {
        let methods = self.ty.methods.clone();
        let region = self.rng.chance(50);
        if region {
            self.w.line("#region Operations");
            self.w.line("");
        }
        for (i, method) in methods.iter().enumerate() {
            let remaining = methods.len() - i;
            // Spread what is left of the line budget over the remaining methods.
            let budget = self
                .target_lines
                .saturating_sub(self.w.lines + 6 + remaining * 10)
                / (remaining * 4);
            self.method(method, budget.min(4));
            self.w.line("");
        }
        if region {
            self.w.line("#endregion");
            self.w.line("");
        }
        let mut helper = 0;
        while self.w.lines + 10 < self.target_lines && helper < 3 {
            helper += 1;
            let noun = *self.rng.pick(NOUNS);
            let name = format!("Adjust{noun}{helper}");
            self.locals.clear();
            self.w.open(&format!("private int {name}(int value)"));
            self.w.line("var total = value;");
            for _ in 0..self.rng.range(1, 3) {
                self.int_statement(false);
            }
            self.w.line("return total;");
            self.w.close();
            self.w.line("");
        }
        // Drop the blank line before the closing brace.
        if self.w.out.ends_with("\n\n") {
            self.w.out.pop();
            self.w.lines -= 1;
        }
    }

    pub(super) fn method(&mut self, method: &Method, budget: usize) {
        self.locals.clear();
        let (signature, _) = signature(method, true);
        if self.rng.chance(40) {
            self.doc(&format!("{} the current state.", verb_phrase(&method.name)));
        }
        self.w.open(&signature);
        match method.shape {
            Shape::Compute => {
                self.w.line("var total = value;");
                self.dependency_call(false);
                for _ in 1..budget {
                    self.int_statement(false);
                }
                if self.logger && self.rng.chance(50) {
                    self.w.line(&format!(
                        "_logger?.LogDebug(\"{{Method}} produced {{Total}}\", nameof({}), total);",
                        method.name
                    ));
                }
                self.w.line("return total;");
            }
            Shape::Describe => self.describe_body(budget),
            Shape::Filter => self.filter_body(budget),
            Shape::LoadAsync => {
                let delay = self.rng.range(1, 50);
                self.w.line(&format!(
                    "await Task.Delay({delay}, cancellationToken).ConfigureAwait(false);"
                ));
                self.w.line("var total = 0;");
                self.dependency_call(true);
                for _ in 1..budget {
                    self.int_statement(true);
                }
                if self.rng.chance(50) {
                    self.w.line("var parts = await Task.WhenAll(Enumerable.Range(0, 3).Select(i => Task.Run(() => i * 2, cancellationToken))).ConfigureAwait(false);");
                    self.w.line("total += parts.Sum();");
                }
                self.w.line("return total;");
            }
            Shape::Project => {
                self.w.line("ArgumentNullException.ThrowIfNull(selector);");
                let expr = self.int_expr(false);
                self.w.line(&format!("var seed = {expr};"));
                for _ in 0..budget.min(2) {
                    self.w.line(&format!(
                        "seed = unchecked(seed * {} + {});",
                        self.rng.range(3, 31),
                        self.rng.range(1, 9)
                    ));
                }
                self.w.line("return selector(seed);");
            }
            Shape::TryGet => {
                self.w.open("if (string.IsNullOrWhiteSpace(key))");
                self.w.line("result = default;");
                self.w.line("return false;");
                self.w.close();
                let expr = self.int_expr(false);
                self.w.line(&format!(
                    "result = key.Length * {} + {expr};",
                    self.rng.range(2, 9)
                ));
                self.w.line("return result >= 0;");
            }
            Shape::Group => {
                self.w.line("var groups = from key in keys");
                self.w.line("             where !string.IsNullOrEmpty(key)");
                self.w.line("             group key by key[0] into g");
                self.w.line("             orderby g.Key");
                self.w.line(
                    "             select new { Letter = g.Key.ToString(), Count = g.Count() };",
                );
                self.w
                    .line("return groups.ToDictionary(x => x.Letter, x => x.Count);");
            }
            Shape::ExtClamp | Shape::ExtTruncate | Shape::ExtWhereNot => {}
        }
        self.w.close();
    }

    pub(super) fn describe_body(&mut self, budget: usize) {
        self.w.line("var builder = new StringBuilder(prefix);");
        if self.has_state {
            self.w.line(
                "builder.Append(\": \").Append(Name).Append($\" has {_values.Count} values\");",
            );
        } else {
            self.w
                .line("builder.Append(\": \").Append($\"{Label} #{Id} ({Amount:F2})\");");
        }
        for _ in 0..budget.min(3) {
            let part = self.string_expr();
            self.w
                .line(&format!("builder.Append(\", \").Append({part});"));
        }
        if self.json {
            self.w
                .line("builder.Append(JsonConvert.SerializeObject(_values));");
        }
        let limit = self.rng.range(40, 200);
        self.w.open(&format!("if (builder.Length > {limit})"));
        self.w.line(&format!("builder.Length = {limit};"));
        self.w.close();
        self.w.line("return builder.ToString();");
    }

    pub(super) fn filter_body(&mut self, budget: usize) {
        self.w.line("ArgumentNullException.ThrowIfNull(source);");
        let threshold = if budget > 1 {
            self.int_expr(false)
        } else {
            self.rng.range(0, 20).to_string()
        };
        self.w.line(&format!("var threshold = {threshold};"));
        self.w.line("var result = source");
        self.w.line("    .Where(x => x > threshold)");
        self.w.line(if self.rng.chance(50) {
            "    .OrderBy(x => x)"
        } else {
            "    .OrderByDescending(x => x)"
        });
        self.w
            .line(&format!("    .Select(x => x + {})", self.rng.range(1, 9)));
        self.w.line("    .ToList();");
        if budget > 0 {
            self.w.open("if (result.Count == 0)");
            self.w.line("result.Add(threshold);");
            self.w.close();
        }
        self.w.line("return result;");
    }
}

/// A method's declaration (without body or `;`) and its documented parameter.
pub(super) fn signature(
    method: &Method,
    public: bool,
) -> (String, Option<(&'static str, &'static str)>) {
    let m = &method.name;
    let modifier = if public { "public " } else { "" };
    match method.shape {
        Shape::Compute => (
            format!("{modifier}int {m}(int value)"),
            Some(("value", "The input value.")),
        ),
        Shape::Describe => (
            format!("{modifier}string {m}(string prefix)"),
            Some(("prefix", "Text placed before the description.")),
        ),
        Shape::Filter => (
            format!("{modifier}IReadOnlyList<int> {m}(IEnumerable<int> source)"),
            Some(("source", "The values to filter.")),
        ),
        Shape::LoadAsync => {
            let async_ = if public { "async " } else { "" };
            (
                format!(
                    "{modifier}{async_}Task<int> {m}(CancellationToken cancellationToken = default)"
                ),
                Some(("cancellationToken", "Cancels the operation.")),
            )
        }
        Shape::Project => (
            format!("{modifier}TResult {m}<TResult>(Func<int, TResult> selector)"),
            Some(("selector", "Maps the computed seed.")),
        ),
        Shape::TryGet => (
            format!("{modifier}bool {m}(string key, out int result)"),
            Some(("key", "The key to look up.")),
        ),
        Shape::Group => (
            format!("{modifier}IDictionary<string, int> {m}(IEnumerable<string> keys)"),
            Some(("keys", "The keys to group by first letter.")),
        ),
        Shape::ExtClamp | Shape::ExtTruncate | Shape::ExtWhereNot => (String::new(), None),
    }
}
