"""Plugins that break one rule each (argv[1] names which), for the isolation tests."""
import json
import sys
import time

mode = sys.argv[1]


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def tool(name, input_schema=None, output_schema=None):
    return {
        "name": name,
        "description": "Does one thing badly, on purpose.",
        "kind": "query",
        "inputSchema": input_schema or {"type": "object", "properties": {}},
        "outputSchema": output_schema or {"type": "object"},
    }


def descriptor():
    answer = {"id": "dev.cs-workbench.tests." + mode, "apiVersion": "1", "version": "1.0.0",
              "tools": [tool("broken-" + mode)]}
    if mode == "api-version":
        answer["apiVersion"] = "0"
    elif mode == "bad-semver":
        answer["version"] = "1.0"
    elif mode == "collision":
        answer["tools"] = [tool("find-references")]
    elif mode == "scalar":
        answer["tools"] = [tool("broken-scalar", output_schema={"type": "integer"})]
    elif mode == "big-schema":
        properties = {"option%d" % i: {"type": "string", "description": "A setting that changes how the answer is worded, number %d." % i}
                      for i in range(58)}
        answer["tools"] = [tool("broken-big-schema", input_schema={"type": "object", "properties": properties})]
    return answer


print("broken plugin %s started" % mode, file=sys.stderr, flush=True)
for line in sys.stdin:
    message = json.loads(line)
    method, request_id = message.get("method"), message.get("id")
    if method == "initialize":
        if mode == "startup-timeout":
            time.sleep(60)
        send({"jsonrpc": "2.0", "id": request_id, "result": descriptor()})
    elif method == "tool/call":
        if mode == "crash":
            print("about to crash", file=sys.stderr, flush=True)
            sys.exit(3)
        elif mode == "hang":
            time.sleep(60)
        elif mode == "garbage":
            print("hello from a plugin that prints to stdout", flush=True)
        elif mode == "scalar-data":
            send({"jsonrpc": "2.0", "id": request_id, "result": {"data": 42}})
        else:
            send({"jsonrpc": "2.0", "id": request_id, "result": {"data": {"ok": True}}})
