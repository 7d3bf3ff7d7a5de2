//! Turning a tool call's JSON arguments into a typed request, with failures reported as
//! `InvalidArgument` naming the offending field.

use serde::de::DeserializeOwned;
use serde_json::Value;
use workbench_host::{HostError, HostResult};

/// Deserialises arguments; absent arguments are an empty object.
pub fn parse_args<T: DeserializeOwned>(
    arguments: Option<serde_json::Map<String, Value>>,
) -> HostResult<T> {
    let value = Value::Object(arguments.unwrap_or_default());
    serde_path_to_error::deserialize(value).map_err(|error| {
        let path = error.path().to_string();
        let message = error.inner().to_string();
        let field = if path == "." || path.is_empty() {
            // Missing and unknown fields are reported at the parent: name them from the message.
            backticked(&message).unwrap_or_else(|| "arguments".to_string())
        } else {
            path
        };
        HostError::invalid_argument(&field, message)
    })
}

fn backticked(message: &str) -> Option<String> {
    let start = message.find('`')? + 1;
    let end = start + message[start..].find('`')?;
    Some(message[start..end].to_string())
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;
    use serde_json::json;
    use workbench_host::ErrorCode;

    use super::*;

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields, rename_all = "camelCase")]
    #[allow(dead_code)]
    struct Request {
        path: String,
        limit: Option<u32>,
        inner: Option<Inner>,
    }

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Inner {
        start: u32,
    }

    fn err(value: Value) -> HostError {
        parse_args::<Request>(value.as_object().cloned()).unwrap_err()
    }

    #[test]
    fn errors_name_the_field() {
        let e = err(json!({"path": "a", "limit": -1}));
        assert_eq!(e.code, ErrorCode::InvalidArgument);
        assert!(e.message.starts_with("`limit`:"), "{}", e.message);
        assert!(err(json!({})).message.starts_with("`path`:"));
        assert!(
            err(json!({"path": "a", "limt": 1}))
                .message
                .starts_with("`limt`:")
        );
        assert!(err(json!({"path": 3})).message.starts_with("`path`:"));
        assert!(
            err(json!({"path": "a", "inner": {"start": "x"}}))
                .message
                .starts_with("`inner.start`:")
        );
        assert!(parse_args::<Request>(json!({"path": "a"}).as_object().cloned()).is_ok());
    }
}
