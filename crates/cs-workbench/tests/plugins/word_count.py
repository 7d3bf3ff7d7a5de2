"""A cs-workbench plugin in plain Python (no SDK): counts the words of a document.

It proves the plugin protocol is language neutral: JSON-RPC 2.0, one message per line on
stdin/stdout, one callback (host/documentText) answered from the call's snapshot.
"""
import json
import sys


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def receive():
    line = sys.stdin.readline()
    return json.loads(line) if line else None


TOOL = {
    "name": "count-words",
    "title": "Count Words",
    "description": "Counts the whitespace-separated words of a document as the snapshot has it.",
    "kind": "query",
    "inputSchema": {
        "type": "object",
        "properties": {"path": {"type": "string", "description": "Workspace-relative path of the document."}},
        "required": ["path"],
        "additionalProperties": False,
    },
    "outputSchema": {
        "type": "object",
        "properties": {"path": {"type": "string"}, "words": {"type": "integer"}},
        "required": ["path", "words"],
    },
}

next_id = 0
print("word-count plugin ready", file=sys.stderr, flush=True)
while True:
    message = receive()
    if message is None:
        break
    method, request_id = message.get("method"), message.get("id")
    if method == "initialize":
        send({"jsonrpc": "2.0", "id": request_id, "result": {
            "id": "dev.cs-workbench.tests.word-count", "apiVersion": "1", "version": "0.3.1-beta.2",
            "tools": [TOOL]}})
    elif method == "tool/call":
        next_id += 1
        path = message["params"]["arguments"]["path"]
        send({"jsonrpc": "2.0", "id": next_id, "method": "host/documentText",
              "params": {"document": {"path": path}}})
        answer = receive()
        if "error" in answer:
            send({"jsonrpc": "2.0", "id": request_id, "error": {
                "code": -32001, "message": answer["error"]["message"], "data": answer["error"]["data"]}})
        else:
            words = len(answer["result"]["text"].split())
            send({"jsonrpc": "2.0", "id": request_id, "result": {"data": {"path": path, "words": words}}})
