//! Declarations: usings and namespace, and the class, record, interface, extension class or
//! program around the methods.

use std::collections::BTreeSet;

use super::methods::signature;
use super::{FileGen, Receiver, type_ref, verb_phrase};
use crate::plan::{Kind, Shape, TypePlan};
use crate::words::COMMENTS;

impl FileGen<'_> {
    pub(super) fn header(&mut self) {
        if self.rng.chance(30) {
            self.w
                .line("// Copyright (c) Synthetic Corp. All rights reserved.");
            self.w.line("// Licensed under the MIT license.");
            self.w.line("");
        }
        let mut usings: BTreeSet<String> = ["System", "System.Collections.Generic", "System.Linq"]
            .into_iter()
            .map(String::from)
            .collect();
        if self.ty.kind != Kind::Extensions {
            usings.insert("System.Threading".into());
            usings.insert("System.Threading.Tasks".into());
        }
        if matches!(
            self.ty.kind,
            Kind::Class | Kind::GenericClass | Kind::Record
        ) {
            usings.insert("System.Text".into());
        }
        if self.logger {
            usings.insert("Microsoft.Extensions.Logging".into());
        }
        if self.json {
            usings.insert("Newtonsoft.Json".into());
        }
        let used = self
            .ty
            .deps
            .iter()
            .chain(&self.ty.records)
            .chain(&self.ty.extensions)
            .chain(&self.ty.implements);
        for &t in used {
            usings.insert(self.plan.types[t].namespace.clone());
        }
        usings.remove(&self.ty.namespace);
        let (system, other): (Vec<&String>, Vec<&String>) = usings
            .iter()
            .partition(|u| *u == "System" || u.starts_with("System."));
        for using in system.into_iter().chain(other) {
            self.w.line(&format!("using {using};"));
        }
        self.w.line("");
        if self.file_scoped() {
            self.w.line(&format!("namespace {};", self.ty.namespace));
            self.w.line("");
        } else {
            self.w.open(&format!("namespace {}", self.ty.namespace));
        }
    }

    pub(super) fn doc(&mut self, summary: &str) {
        self.w.line("/// <summary>");
        self.w.line(&format!("/// {summary}"));
        self.w.line("/// </summary>");
    }

    pub(super) fn comment(&mut self) {
        let text = *self.rng.pick(COMMENTS);
        self.w.line(&format!("// {text}"));
    }

    pub(super) fn class(&mut self) {
        let ty = self.ty;
        let noun = ty.noun.to_lowercase();
        self.doc(&format!(
            "Coordinates {noun} work for the callers of this project."
        ));
        let generic = ty.kind == Kind::GenericClass;
        let modifiers = *self.rng.pick(&[
            "public sealed class",
            "public class",
            "public sealed partial class",
        ]);
        let mut header = format!("{modifiers} {}", ty.name);
        if generic {
            header.push_str("<TItem>");
        }
        if let Some(interface) = ty.implements {
            header.push_str(&format!(" : {}", self.plan.types[interface].name));
        }
        if generic {
            header.push_str(" where TItem : notnull");
        }
        self.w.open(&header);
        self.w.line("#region Fields");
        self.w.line("");
        self.w.line("private readonly object _sync = new();");
        let seeds: Vec<String> = (0..self.rng.range(3, 6))
            .map(|_| self.rng.range(1, 99).to_string())
            .collect();
        self.w.line(&format!(
            "private readonly List<int> _values = new() {{ {} }};",
            seeds.join(", ")
        ));
        if generic {
            self.w.line(
                "private readonly Dictionary<string, TItem> _items = new(StringComparer.Ordinal);",
            );
        }
        for receiver in &self.receivers {
            let line = if receiver.nullable {
                format!("private readonly {}? {};", receiver.ty.name, receiver.expr)
            } else {
                format!(
                    "private readonly {} {} = new();",
                    type_ref(receiver.ty),
                    receiver.expr
                )
            };
            self.w.line(&line);
        }
        if self.logger {
            self.w.line(&format!(
                "private readonly ILogger<{}>? _logger;",
                self.self_type()
            ));
        }
        self.w.line("private int _counter;");
        self.w.line("private string? _lastError;");
        self.w.line("");
        self.w.line("#endregion");
        self.w.line("");
        self.constructor();
        self.doc("Gets the display name used in diagnostics.");
        self.w.line(&format!(
            "public string Name {{ get; init; }} = nameof({});",
            self.self_type()
        ));
        self.w.line("");
        self.w.line("public int Count => _values.Count;");
        self.w.line("");
        self.w.line("public string? LastError => _lastError;");
        self.w.line("");
        if generic {
            self.remember();
        }
        self.methods();
        self.w.close();
    }

    pub(super) fn self_type(&self) -> String {
        if self.ty.kind == Kind::GenericClass {
            format!("{}<TItem>", self.ty.name)
        } else {
            self.ty.name.clone()
        }
    }

    pub(super) fn constructor(&mut self) {
        let mut parameters = Vec::new();
        let mut assignments = Vec::new();
        for receiver in self.receivers.iter().filter(|r| r.nullable) {
            let parameter = receiver.expr[1..].to_string();
            parameters.push(format!("{}? {parameter} = null", receiver.ty.name));
            assignments.push(format!("{} = {parameter};", receiver.expr));
        }
        if self.logger {
            parameters.push(format!("ILogger<{}>? logger = null", self.self_type()));
            assignments.push("_logger = logger;".to_string());
        }
        if parameters.is_empty() {
            return;
        }
        self.w.open(&format!(
            "public {}({})",
            self.ty.name,
            parameters.join(", ")
        ));
        for assignment in assignments {
            self.w.line(&assignment);
        }
        self.w.close();
        self.w.line("");
    }

    pub(super) fn remember(&mut self) {
        self.w.open("public bool Remember(string key, TItem item)");
        self.w.line("ArgumentException.ThrowIfNullOrEmpty(key);");
        self.w.open("lock (_sync)");
        self.w.open("if (_items.ContainsKey(key))");
        self.w.line("return false;");
        self.w.close();
        self.w.line("_items[key] = item;");
        self.w.line("return true;");
        self.w.close();
        self.w.close();
        self.w.line("");
    }

    pub(super) fn record(&mut self) {
        let ty = self.ty;
        self.doc(&format!(
            "An immutable {} value passed between layers.",
            ty.noun.to_lowercase()
        ));
        let name = &ty.name;
        self.w.open(&format!(
            "public sealed record {name}(int Id, string Label, decimal Amount)"
        ));
        self.w.line(&format!(
            "public static {name} Empty {{ get; }} = new(0, string.Empty, 0m);"
        ));
        self.w.line("");
        self.w
            .line("public bool IsEmpty => Id == 0 && Amount == 0m;");
        self.w.line("");
        self.w.line("public string Code { get; init; } = \"N/A\";");
        self.w.line("");
        self.w.line(&format!(
            "public {name} WithBonus(decimal bonus) => this with {{ Amount = Amount + bonus }};"
        ));
        self.w.line("");
        self.methods();
        self.w.close();
    }

    pub(super) fn interface(&mut self) {
        let ty = self.ty;
        let noun = ty.noun.to_lowercase();
        self.doc(&format!(
            "Provides access to {noun} data without tying callers to a store."
        ));
        self.w.open(&format!("public interface {}", ty.name));
        self.w.line("/// <summary>Gets the display name.</summary>");
        self.w.line("string Name { get; }");
        for method in &ty.methods {
            self.w.line("");
            self.w.line("/// <summary>");
            self.w.line(&format!(
                "/// {} the {noun} data.",
                verb_phrase(&method.name)
            ));
            self.w.line("/// </summary>");
            let (signature, parameter) = signature(method, false);
            if let Some((name, text)) = parameter {
                self.w
                    .line(&format!("/// <param name=\"{name}\">{text}</param>"));
            }
            self.w.line(&format!("{signature};"));
        }
        self.w.close();
        self.w.line("");
        let companion = ty.companion.clone().unwrap_or_default();
        self.doc(&format!(
            "Convenience helpers for <see cref=\"{}\"/>.",
            ty.name
        ));
        self.w.open(&format!("public static class {companion}"));
        let mut first = true;
        for method in &ty.methods {
            let line = match method.shape {
                Shape::Compute => format!(
                    "public static int {m}Twice(this {i} source, int value) => source.{m}(source.{m}(value));",
                    m = method.name,
                    i = ty.name
                ),
                Shape::Describe => format!(
                    "public static string {m}All(this {i} source, IEnumerable<string> prefixes) => string.Join(\", \", prefixes.Select(p => source.{m}(p)));",
                    m = method.name,
                    i = ty.name
                ),
                Shape::Filter => format!(
                    "public static int {m}Count(this {i} source, params int[] values) => source.{m}(values).Count;",
                    m = method.name,
                    i = ty.name
                ),
                _ => continue,
            };
            if !first {
                self.w.line("");
            }
            first = false;
            self.w.line(&line);
        }
        if first {
            self.w.line(&format!(
                "public static bool IsNamed(this {} source, string name) => string.Equals(source.Name, name, StringComparison.OrdinalIgnoreCase);",
                ty.name
            ));
        }
        self.w.close();
    }

    pub(super) fn extensions(&mut self) {
        let ty = self.ty;
        self.doc(&format!(
            "Extension methods used across the {} code.",
            ty.noun.to_lowercase()
        ));
        self.w.open(&format!("public static class {}", ty.name));
        for (i, method) in ty.methods.iter().enumerate() {
            if i > 0 {
                self.w.line("");
            }
            let m = &method.name;
            match method.shape {
                Shape::ExtClamp => {
                    self.w.open(&format!(
                        "public static int {m}(this int value, int min, int max)"
                    ));
                    self.w.open("if (min > max)");
                    self.w.line(
                        "throw new ArgumentException(\"min must not exceed max\", nameof(min));",
                    );
                    self.w.close();
                    self.w
                        .line("return value < min ? min : value > max ? max : value;");
                    self.w.close();
                }
                Shape::ExtTruncate => {
                    self.w.line("/// <summary>Shortens <paramref name=\"text\"/> to at most <paramref name=\"length\"/> characters.</summary>");
                    self.w.open(&format!(
                        "public static string {m}(this string text, int length)"
                    ));
                    self.w.line("ArgumentNullException.ThrowIfNull(text);");
                    self.w
                        .line("return text.Length <= length ? text : text[..length] + \"…\";");
                    self.w.close();
                }
                _ => {
                    self.w.open(&format!(
                        "public static IEnumerable<T> {m}<T>(this IEnumerable<T> source, Func<T, bool> predicate)"
                    ));
                    self.w.open("foreach (var item in source)");
                    self.w.open("if (!predicate(item))");
                    self.w.line("yield return item;");
                    self.w.close();
                    self.w.close();
                    self.w.close();
                }
            }
        }
        self.w.close();
    }

    pub(super) fn program(&mut self) {
        self.w.open("public static class Program");
        self.w
            .open("public static async Task<int> Main(string[] args)");
        self.w.line(
            "using var cancellation = new CancellationTokenSource(TimeSpan.FromSeconds(30));",
        );
        self.w.line("var cancellationToken = cancellation.Token;");
        self.w.line("var total = args.Length;");
        let deps: Vec<&TypePlan> = self.ty.deps.iter().map(|&d| &self.plan.types[d]).collect();
        self.receivers.clear();
        let mut n = 0;
        for dep in deps.into_iter().filter(|d| d.kind != Kind::Interface) {
            n += 1;
            let local = format!("service{n}");
            self.w
                .line(&format!("var {local} = new {}();", type_ref(dep)));
            self.receivers.push(Receiver {
                expr: local,
                ty: dep,
                nullable: false,
            });
        }
        for _ in 0..self.rng.range(2, 4) {
            let expr = self.int_expr(true);
            self.w.line(&format!("total += {expr};"));
        }
        self.w
            .line("Console.WriteLine($\"Finished with {total} ({args.Length} arguments)\");");
        self.w.line("return total >= 0 ? 0 : 1;");
        self.w.close();
        self.w.close();
    }
}
