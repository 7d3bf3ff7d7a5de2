/**
 * @file cs-workbench's C# 14 grammar: tree-sitter-c-sharp 0.23.5 (pinned in package-lock.json)
 * extended with the C# 12–14 forms it lacks and the valid shapes it misreads, the way
 * tree-sitter-cpp extends tree-sitter-c. Node kinds keep upstream's names; each rule here says
 * which shape it adds, and test/corpus/ has an entry for each.
 * @license MIT
 */

/// <reference types="tree-sitter-cli/dsl" />
// @ts-check

import CSharp from 'tree-sitter-c-sharp/grammar.js';

// Upstream's precedences (not exported by its grammar.js).
const PREC = {
  DOT: 18,
  INVOCATION: 18,
  POSTFIX: 18,
  UNARY: 17,
  RANGE: 16,
  CONDITIONAL: 2,
  ASSIGN: 1,
};

export default grammar(CSharp, {
  name: 'c_sharp14',

  conflicts: ($, original) => original.concat([
    // `a?.B` is read, and `a?.B = x` assigned to.
    [$.lvalue_expression, $.non_lvalue_expression],
    // `F()` is called, and `F() = x` assigned to through the reference it returns.
    [$._expression_statement_expression, $.lvalue_expression],
    // `(ref x`, `(in a, in b`, `(out int x`: a lambda's parameters, or a parenthesized
    // `ref` expression or tuple, until `=>` decides (neither of the latter is valid C#).
    [$.parameter, $._tuple_element_argument],
  ]),

  // A zero-width `;` the scanner gives where a statement, field or using directive that could
  // end lacks its `;` at the end of a line, before a line that starts another statement:
  // error recovery that keeps the next statements whole (reported as CS1002 by cs-syntax).
  externals: ($, original) => original.concat([$._automatic_semicolon]),

  rules: {
    expression_statement: $ => seq($._expression_statement_expression, $._semicolon),

    local_declaration_statement: $ => seq(
      optional('await'),
      optional('using'),
      repeat($.modifier),
      $.variable_declaration,
      $._semicolon,
    ),

    field_declaration: $ => seq(
      repeat($._attribute_list),
      repeat($.modifier),
      $.variable_declaration,
      $._semicolon,
    ),

    using_directive: $ => seq(
      optional('global'),
      'using',
      choice(
        seq(
          optional('unsafe'),
          field('name', $.identifier),
          '=',
          $.type,
        ),
        seq(
          repeat(choice('static', 'unsafe')),
          $._name,
        ),
      ),
      $._semicolon,
    ),

    _semicolon: $ => choice(';', alias($._automatic_semicolon, $.automatic_semicolon)),

    // Null-conditional assignment (C# 14): `a?.B = x`, `a?[i] += x`. Assignment through a
    // reference a call returns: `GetRef() = 1`, `Unsafe.AsRef(in x) = v`. Indirection of any
    // operand: `*(T*)p = v`, `*(p + 1) = v`, `*p++ = v`.
    lvalue_expression: ($, original) => choice(
      original,
      $.conditional_access_expression,
      $.invocation_expression,
    ),

    _pointer_indirection_expression: $ => prec.right(PREC.UNARY, seq(
      '*',
      $._indirection_operand,
    )),

    // What an indirection assigned to applies to. The reduction outranks the `=` that
    // follows, so `*(T*)p = v` is `(*(T*)p) = v` and not `*(T*)(p = v)`.
    _indirection_operand: $ => prec(PREC.UNARY, choice(
      $.lvalue_expression,
      alias($._indirection_cast, $.cast_expression),
      $.parenthesized_expression,
      alias($._indirection_postfix, $.postfix_unary_expression),
    )),

    // `*p++ = v` is `*(p++) = v`.
    _indirection_postfix: $ => prec(PREC.POSTFIX, seq(
      $._indirection_operand,
      choice('++', '--'),
    )),

    _indirection_cast: $ => seq(
      '(',
      field('type', $.type),
      ')',
      field('value', $._indirection_operand),
    ),

    // Contextual keywords are identifiers outside their context: a local named `required`,
    // `[type]` as a collection of one element, `field`, `extension`, `allows`.
    _reserved_identifier: ($, original) => choice(
      original,
      'required',
      'field',
      'method',
      'param',
      'property',
      'type',
      'typevar',
      'extension',
      'allows',
    ),

    attribute_target_specifier: _ => prec(1, seq(
      choice('field', 'event', 'method', 'param', 'property', 'return', 'type', 'typevar'),
      ':',
    )),

    // List patterns whose slice comes first (`x is [..] ? a : b`, `[.. var rest, x]`), and
    // slices with a pattern (`[_, .. int[] rest]`). A bare `..` where a collection expression
    // could also start is the slice: `[..]` as a collection of one range is not worth it.
    list_pattern: $ => prec.right(seq(
      '[',
      optional(seq(
        commaSep1(choice($.pattern, $.slice_pattern)),
        optional(','),
      )),
      ']',
      optional($._variable_designation),
    )),

    slice_pattern: $ => choice(
      prec(PREC.RANGE + 1, '..'),
      prec.right(PREC.RANGE + 1, seq('..', $.pattern)),
    ),

    // `ref partial struct S` (the order the compiler requires; upstream read `partial ref`
    // only).
    _struct_declaration_initializer: $ => seq(
      repeat($._attribute_list),
      repeat($.modifier),
      optional(seq('ref', optional(alias('partial', $.modifier)))),
      'struct',
      field('name', $.identifier),
      repeat(choice($.type_parameter_list, $.parameter_list, $.base_list)),
      repeat($.type_parameter_constraints_clause),
    ),

    // `where T : allows ref struct` (C# 13), last in its clause.
    type_parameter_constraints_clause: $ => seq(
      'where',
      $.identifier,
      ':',
      choice(
        seq(commaSep1($.type_parameter_constraint), optional(seq(',', $.allows_constraint))),
        $.allows_constraint,
      ),
    ),

    allows_constraint: _ => seq('allows', 'ref', 'struct'),

    // User-defined compound assignment and instance increment operators (C# 14):
    // `public void operator +=(C c)`, `public void operator checked ++()`.
    operator_declaration: $ => seq(
      repeat($._attribute_list),
      repeat($.modifier),
      field('type', $.type),
      optional($.explicit_interface_specifier),
      'operator',
      optional('checked'),
      field('operator', choice(
        '!', '~', '++', '--', 'true', 'false',
        '+', '-', '*', '/', '%', '^', '|', '&',
        '<<', '>>', '>>>',
        '==', '!=', '>', '<', '>=', '<=',
        '+=', '-=', '*=', '/=', '%=', '^=', '|=', '&=', '<<=', '>>=', '>>>=',
      )),
      field('parameters', $.parameter_list),
      $._function_body,
    ),

    // Extension blocks (C# 14): `extension<T>(IEnumerable<T> source) where T : … { members }`.
    declaration: ($, original) => choice(original, $.extension_declaration),

    // `extension(` in a type body starts the block (a constructor of a type named `extension`
    // is not worth the ambiguity).
    extension_declaration: $ => prec(1, seq(
      'extension',
      optional(field('type_parameters', $.type_parameter_list)),
      field('parameters', choice(
        $.parameter_list,
        alias($._unnamed_receiver_list, $.parameter_list),
      )),
      repeat($.type_parameter_constraints_clause),
      field('body', $.declaration_list),
    )),

    // The receiver of an extension block for static members only: `extension(string)`.
    _unnamed_receiver_list: $ => seq(
      '(',
      alias($._unnamed_receiver, $.parameter),
      ')',
    ),

    _unnamed_receiver: $ => seq(
      repeat($._attribute_list),
      field('type', $.type),
    ),

    // A declaration in an argument list only follows `out` (`F(out var x)`), as the
    // compiler reads it: `new(money.Amount * quantity)` multiplies, it declares no pointer.
    // A tuple's elements may still declare (`(int x, var y) = t`).
    argument: $ => prec(1, seq(
      optional(seq(field('name', $.identifier), ':')),
      choice(
        seq(optional(choice('ref', 'out', 'in')), $.expression),
        seq('out', $.declaration_expression),
      ),
    )),

    tuple_expression: $ => seq(
      '(',
      commaSep2(alias($._tuple_element_argument, $.argument)),
      ')',
    ),

    _tuple_element_argument: $ => prec(1, seq(
      optional(seq(field('name', $.identifier), ':')),
      optional(choice('ref', 'out', 'in')),
      choice($.expression, $.declaration_expression),
    )),

    // Lambda parameters with modifiers and no type (C# 14): `(ref x) => x`,
    // `(text, out result) => …`. The modifiers' precedence equals an argument's, so
    // `(ref x`, `(in a, in b` and `(out int x` stay both a lambda's parameters and a
    // parenthesized expression or tuple until `=>` or its absence decides.
    parameter: $ => seq(
      repeat($._attribute_list),
      repeat(choice(
        prec(1, alias(choice('ref', 'out', 'in'), $.modifier)),
        // `(scoped p)` keeps reading a parameter of type `scoped`.
        prec.left(alias(choice('this', 'scoped', 'readonly'), $.modifier)),
      )),
      choice(
        // Preferred where both read: `(scoped p)` is a parameter of type `scoped`.
        prec.dynamic(1, seq(field('type', $.type), field('name', $.identifier))),
        field('name', $.identifier),
      ),
      optional(seq('=', $.expression)),
    ),
  },
});

/**
 * One or more `rule`s separated by commas.
 * @param {RuleOrLiteral} rule
 * @returns {SeqRule}
 */
function commaSep1(rule) {
  return seq(rule, repeat(seq(',', rule)));
}

/**
 * Two or more `rule`s separated by commas.
 * @param {RuleOrLiteral} rule
 * @returns {SeqRule}
 */
function commaSep2(rule) {
  return seq(rule, ',', commaSep1(rule));
}
