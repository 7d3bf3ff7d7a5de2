//! Flow analysis of member bodies: the operation tree (Roslyn's `IOperation`), the control-flow
//! graph over it (`ControlFlowGraph`) and data-flow analysis over the graph
//! (`DataFlowAnalysis`), with the definite-assignment and reachability diagnostics they give.
//! Salsa queries per body; pure: no IO.

pub mod analysis;
pub mod body;
pub mod cfg;
pub mod constant;
pub mod dataflow;
mod diagnostics;
pub mod dump;
mod lower;
pub mod operation;
mod precheck;
mod queries;

pub use analysis::{DataFlowAnswer, FlowError, analyze_data_flow, body_around};
pub use body::{BodyInfo, BodyKind};
pub use diagnostics::{flow_diagnostics, flow_diagnostics_unfiltered};
pub use operation::{Access, Operation, OperationKind};
pub use queries::{BodyOperations, body_operations, control_flow_graph, typed_body_operations};

#[cfg(test)]
mod tests;
