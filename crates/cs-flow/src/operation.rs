//! The operation tree: a member body's bound syntax as Roslyn's `IOperation` nodes, named by
//! `OperationKind`, with the symbol each reference names and how it is accessed.

use cs_bind::BoundSymbol;
use cs_syntax::TextRange;

/// Roslyn's `OperationKind` names (the subset C# bodies lower to here).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OperationKind {
    Block,
    VariableDeclarationGroup,
    VariableDeclaration,
    VariableDeclarator,
    VariableInitializer,
    ExpressionStatement,
    SimpleAssignment,
    CompoundAssignment,
    Increment,
    Decrement,
    Binary,
    Unary,
    Invocation,
    Argument,
    PropertyReference,
    FieldReference,
    EventReference,
    MethodReference,
    LocalReference,
    ParameterReference,
    InstanceReference,
    ArrayElementReference,
    Literal,
    Conversion,
    Conditional,
    Coalesce,
    ConditionalAccess,
    ConditionalAccessInstance,
    Loop,
    Branch,
    Labeled,
    Return,
    YieldReturn,
    YieldBreak,
    Throw,
    Try,
    CatchClause,
    Using,
    Lock,
    Switch,
    SwitchCase,
    SwitchExpression,
    SwitchExpressionArm,
    IsPattern,
    IsType,
    ObjectCreation,
    ArrayCreation,
    ArrayInitializer,
    ObjectOrCollectionInitializer,
    AnonymousObjectCreation,
    AnonymousFunction,
    LocalFunction,
    Await,
    InterpolatedString,
    Interpolation,
    InterpolatedStringText,
    Tuple,
    DeclarationExpression,
    DefaultValue,
    TypeOf,
    SizeOf,
    NameOf,
    AddressOf,
    Empty,
    Range,
    With,
    CoalesceAssignment,
    DeconstructionAssignment,
    CaseClause,
    DeclarationPattern,
    ConstantPattern,
    TypePattern,
    RecursivePattern,
    RelationalPattern,
    NegatedPattern,
    BinaryPattern,
    DiscardPattern,
    ListPattern,
    PropertySubpattern,
    TranslatedQuery,
    UsingDeclaration,
    Invalid,
    // Control-flow graph only.
    FlowCapture,
    FlowCaptureReference,
    IsNull,
    CaughtException,
    FlowAnonymousFunction,
}

impl OperationKind {
    pub fn as_str(self) -> &'static str {
        use OperationKind::*;
        match self {
            Block => "Block",
            VariableDeclarationGroup => "VariableDeclarationGroup",
            VariableDeclaration => "VariableDeclaration",
            VariableDeclarator => "VariableDeclarator",
            VariableInitializer => "VariableInitializer",
            ExpressionStatement => "ExpressionStatement",
            SimpleAssignment => "SimpleAssignment",
            CompoundAssignment => "CompoundAssignment",
            Increment => "Increment",
            Decrement => "Decrement",
            Binary => "Binary",
            Unary => "Unary",
            Invocation => "Invocation",
            Argument => "Argument",
            PropertyReference => "PropertyReference",
            FieldReference => "FieldReference",
            EventReference => "EventReference",
            MethodReference => "MethodReference",
            LocalReference => "LocalReference",
            ParameterReference => "ParameterReference",
            InstanceReference => "InstanceReference",
            ArrayElementReference => "ArrayElementReference",
            Literal => "Literal",
            Conversion => "Conversion",
            Conditional => "Conditional",
            Coalesce => "Coalesce",
            ConditionalAccess => "ConditionalAccess",
            ConditionalAccessInstance => "ConditionalAccessInstance",
            Loop => "Loop",
            Branch => "Branch",
            Labeled => "Labeled",
            Return => "Return",
            YieldReturn => "YieldReturn",
            YieldBreak => "YieldBreak",
            Throw => "Throw",
            Try => "Try",
            CatchClause => "CatchClause",
            Using => "Using",
            Lock => "Lock",
            Switch => "Switch",
            SwitchCase => "SwitchCase",
            SwitchExpression => "SwitchExpression",
            SwitchExpressionArm => "SwitchExpressionArm",
            IsPattern => "IsPattern",
            IsType => "IsType",
            ObjectCreation => "ObjectCreation",
            ArrayCreation => "ArrayCreation",
            ArrayInitializer => "ArrayInitializer",
            ObjectOrCollectionInitializer => "ObjectOrCollectionInitializer",
            AnonymousObjectCreation => "AnonymousObjectCreation",
            AnonymousFunction => "AnonymousFunction",
            LocalFunction => "LocalFunction",
            Await => "Await",
            InterpolatedString => "InterpolatedString",
            Interpolation => "Interpolation",
            InterpolatedStringText => "InterpolatedStringText",
            Tuple => "Tuple",
            DeclarationExpression => "DeclarationExpression",
            DefaultValue => "DefaultValue",
            TypeOf => "TypeOf",
            SizeOf => "SizeOf",
            NameOf => "NameOf",
            AddressOf => "AddressOf",
            Empty => "Empty",
            Range => "Range",
            With => "With",
            CoalesceAssignment => "CoalesceAssignment",
            DeconstructionAssignment => "DeconstructionAssignment",
            CaseClause => "CaseClause",
            DeclarationPattern => "DeclarationPattern",
            ConstantPattern => "ConstantPattern",
            TypePattern => "TypePattern",
            RecursivePattern => "RecursivePattern",
            RelationalPattern => "RelationalPattern",
            NegatedPattern => "NegatedPattern",
            BinaryPattern => "BinaryPattern",
            DiscardPattern => "DiscardPattern",
            ListPattern => "ListPattern",
            PropertySubpattern => "PropertySubpattern",
            TranslatedQuery => "TranslatedQuery",
            UsingDeclaration => "UsingDeclaration",
            Invalid => "Invalid",
            FlowCapture => "FlowCapture",
            FlowCaptureReference => "FlowCaptureReference",
            IsNull => "IsNull",
            CaughtException => "CaughtException",
            FlowAnonymousFunction => "FlowAnonymousFunction",
        }
    }
}

/// How a reference uses the variable it names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Access {
    Read,
    Write,
    /// `x++`, `x += 1`, `ref x`, `in x`.
    ReadWrite,
    /// An `out x` argument: written by the call.
    Out,
    /// `&x`: the address taken.
    AddressOf,
}

/// A constant value as C# displays it (`42`, `"ab"`, `true`, `null`).
pub type ConstantValue = String;

/// One node of the operation tree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Operation {
    pub kind: OperationKind,
    /// The syntax the operation stands for (for implicit operations, the syntax they come from).
    pub range: TextRange,
    /// Made by the compiler rather than written (Roslyn's `IsImplicit`).
    pub is_implicit: bool,
    /// A detail Roslyn carries on the node: the operator (`Add`, `ConditionalAnd`), the loop
    /// kind (`While`, `For`, `ForEach`, `DoWhile`), the branch kind (`Break`, `Continue`,
    /// `GoTo`), a conversion's `Implicit`/`Explicit`, a label's name.
    pub detail: Option<String>,
    /// The symbol a reference, declarator, invocation or local function names.
    pub symbol: Option<BoundSymbol>,
    /// For references to variables: how they are used.
    pub access: Option<Access>,
    pub constant: Option<ConstantValue>,
    /// The C# display of the value's type, when binding recorded one (operation trees only).
    pub ty: Option<String>,
    /// The locals a block, loop, `using`, switch section or catch clause declares.
    pub locals: Vec<BoundSymbol>,
    /// Flow capture id (control-flow graph only).
    pub capture: Option<u32>,
    pub children: Vec<Operation>,
}

impl Operation {
    pub fn new(kind: OperationKind, range: TextRange) -> Operation {
        Operation {
            kind,
            range,
            is_implicit: false,
            detail: None,
            symbol: None,
            access: None,
            constant: None,
            ty: None,
            locals: Vec::new(),
            capture: None,
            children: Vec::new(),
        }
    }

    pub fn implicit(mut self) -> Operation {
        self.is_implicit = true;
        self
    }

    pub fn with_children(mut self, children: Vec<Operation>) -> Operation {
        self.children = children;
        self
    }

    pub fn with_detail(mut self, detail: impl Into<String>) -> Operation {
        self.detail = Some(detail.into());
        self
    }

    /// The innermost operation (pre-order, deepest) whose range covers `range`, preferring
    /// written operations over implicit ones of the same range.
    pub fn innermost_covering(&self, range: TextRange) -> Option<&Operation> {
        if !self.range.contains_range(range) {
            return None;
        }
        for child in &self.children {
            if let Some(found) = child.innermost_covering(range) {
                return Some(found);
            }
        }
        Some(self)
    }

    /// Every operation of the tree, pre-order.
    pub fn descendants(&self) -> Vec<&Operation> {
        let mut out = Vec::new();
        let mut stack = vec![self];
        while let Some(op) = stack.pop() {
            out.push(op);
            for child in op.children.iter().rev() {
                stack.push(child);
            }
        }
        out
    }

    /// The number of nodes in the tree.
    pub fn size(&self) -> usize {
        1 + self.children.iter().map(Operation::size).sum::<usize>()
    }
}
