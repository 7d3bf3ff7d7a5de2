//! Tests of the declaration model.
