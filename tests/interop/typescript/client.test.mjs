// Drives the real cs-workbench binary with the official MCP TypeScript SDK client, which
// validates structured results against published output schemas with ajv.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const binary = process.env.CS_WORKBENCH_BIN ?? path.join(root, "target/debug/cs-workbench");
const sample = path.join(root, "test-data/sample/Sample.sln");

async function connect(args) {
  const stderr = [];
  const transport = new StdioClientTransport({ command: binary, args: ["serve", ...args], stderr: "pipe" });
  transport.stderr?.on("data", (chunk) => stderr.push(String(chunk)));
  const client = new Client({ name: "cs-workbench-interop", version: "1.0.0" });
  await client.connect(transport);
  return { client, stderr };
}

test("a full-schema session validates every structured result and reports progress", async () => {
  const { client } = await connect(["--tool-output-schema-mode", "Full"]);
  try {
    assert.equal(client.getServerVersion().name, "cs-workbench");
    const { tools } = await client.listTools();
    assert.equal(tools.length, 62);
    for (const tool of tools) {
      assert.equal(tool.inputSchema.type, "object", tool.name);
      assert.equal(tool.outputSchema?.type, "object", tool.name);
      assert.ok(tool.annotations?.title, tool.name);
    }
    const progress = [];
    const opened = await client.callTool(
      { name: "workspace-open", arguments: { path: sample, alias: "shop" } },
      undefined,
      { onprogress: (p) => progress.push(p.progress) },
    );
    assert.equal(opened.isError, false);
    assert.equal(opened.structuredContent.ok, true);
    assert.deepEqual(progress, [1, 2, 3]);
    const expectedSnapshot = opened.structuredContent.snapshot;
    const calls = [
      ["list-projects", {}],
      ["list-documents", { limit: 2 }],
      ["list-solution-folders", {}],
      ["list-project-references", { project: { name: "Shop.Tests" }, transitive: true }],
      ["list-metadata-references", { project: { name: "Shop.Tests" } }],
      ["get-diagnostics", {}],
    ];
    for (const [name, args] of calls) {
      // The SDK throws when a result does not match the tool's output schema.
      const result = await client.callTool({ name, arguments: { ...args, expectedSnapshot } });
      assert.equal(result.structuredContent.ok, true, name);
      assert.deepEqual(result.structuredContent.snapshot, expectedSnapshot, name);
      assert.deepEqual(JSON.parse(result.content[0].text), result.structuredContent, name);
    }
    for (const name of ["workspace-status", "server-status"]) {
      const result = await client.callTool({ name, arguments: {} });
      assert.equal(result.structuredContent.ok, true, name);
    }
  } finally {
    await client.close();
  }
});

test("handled failures carry codes and continuations; unknown tools are protocol errors", async () => {
  const { client } = await connect([]);
  try {
    const notOpen = await client.callTool({ name: "list-projects", arguments: { expectedSnapshot: null } });
    assert.equal(notOpen.isError, true);
    assert.equal(notOpen.structuredContent.error.code, "WorkspaceNotOpen");
    assert.deepEqual(
      [notOpen.structuredContent.continuation.kind, notOpen.structuredContent.continuation.tool],
      ["CallTool", "workspace-open"],
    );
    const opened = await client.callTool({ name: "workspace-open", arguments: { path: sample } });
    const negative = await client.callTool({
      name: "list-projects",
      arguments: { limit: -1, expectedSnapshot: opened.structuredContent.snapshot },
    });
    assert.equal(negative.structuredContent.error.code, "InvalidArgument");
    assert.match(negative.structuredContent.error.message, /^`limit`/);
    assert.equal(negative.structuredContent.continuation.kind, "ReviseRequest");
    await assert.rejects(client.callTool({ name: "no-such-tool", arguments: {} }), /no-such-tool/);
    const alive = await client.callTool({ name: "server-status", arguments: {} });
    assert.equal(alive.structuredContent.ok, true);
  } finally {
    await client.close();
  }
});
