"""Interop: the real `cs-workbench serve` binary driven by the official MCP Python SDK.

The server is started over stdio by the SDK's own transport (`mcp.client.stdio.stdio_client`)
with `--log-level debug`, so these tests also prove that logging never reaches the protocol
stream. They check the handshake, the published catalogue, the result envelope (success,
SnapshotMismatch, InvalidArgument), an unknown tool, and, with `--tool-output-schema-mode Full`,
that the SDK validates structured results against each tool's published outputSchema.

The binary comes from `CS_WORKBENCH_BIN` (default: target/debug/cs-workbench of this
checkout); build it first with `cargo build`. Run: `.venv/bin/pytest tests/interop`.
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from mcp import Client, ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.shared.exceptions import MCPError
from mcp.types import CallToolResult, InitializeResult, TextContent

REPO_ROOT = Path(__file__).resolve().parents[2]
BIN = Path(os.environ.get("CS_WORKBENCH_BIN") or REPO_ROOT / "target" / "debug" / "cs-workbench")
SAMPLE_SLN = "test-data/sample/Sample.sln"  # relative to the repo root, the server's cwd

# Every request answers well within this; a hung server fails the test instead of CI.
READ_TIMEOUT_SECONDS = 15.0

EXPECTED_TOOLS = {
    "server-status",
    "get-error-details",
    "prepare-error-report",
    "submit-error-report",
    "workspace-open",
    "workspace-status",
    "workspace-reload",
    "workspace-close",
    "list-projects",
    "list-documents",
    "list-solution-folders",
    "list-project-references",
    "list-metadata-references",
    "get-diagnostics",
    # symbols
    "search-symbols",
    "get-symbol-info",
    "list-members",
    "list-base-types",
    "list-implemented-interfaces",
    "find-derived-types",
    "get-type-hierarchy",
    "find-implementations",
    "find-overrides",
    "list-overloads",
    "list-partial-declarations",
    "list-attributes",
    "list-api-symbols",
    # references (body binding)
    "find-definitions",
    "find-references",
    "find-callers",
    "find-callees",
    "get-code-context",
    # structure (docs/structure.md)
    "list-dependencies",
    "list-dependents",
    "get-dependency-graph",
    "find-dependency-cycles",
    "find-tests",
    "analyze-change-impact",
    "get-metrics",
    "find-duplicate-code",
    # flow and operations (docs/flow.md)
    "get-operation-tree",
    "get-control-flow-graph",
    "analyze-data-flow",
    # findings (docs/analyzers.md)
    "find-unused-symbols",
    "find-async-issues",
    "find-disposable-issues",
    "find-nullability-issues",
    "list-analyzers",
    # transactions and mutations (default mode `transactional`)
    "transaction-begin",
    "transaction-status",
    "transaction-diff",
    "transaction-commit",
    "transaction-rollback",
    "edit-document",
    "create-document",
    "delete-document",
    "format-document",
    "organize-usings",
    "rename-symbol",
    # code actions (docs/code-actions.md)
    "list-code-actions",
    "prepare-fix-all",
    "stage-code-action",
}

# JSON-RPC "Invalid params": what MCP prescribes for a tools/call naming an unknown tool.
INVALID_PARAMS = -32602

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture(scope="session", autouse=True)
def server_binary() -> Path:
    if not (BIN.is_file() and os.access(BIN, os.X_OK)):
        pytest.fail(f"cs-workbench binary not found at {BIN}: run `cargo build` or set CS_WORKBENCH_BIN")
    return BIN


@pytest.fixture
def workspace_path(tmp_path: Path) -> str:
    """The shared sample solution; a tiny folder workspace when the sample is not there."""
    if (REPO_ROOT / SAMPLE_SLN).is_file():
        return SAMPLE_SLN
    root = tmp_path / "tiny"
    root.mkdir()
    (root / "Tiny.csproj").write_text(
        '<Project Sdk="Microsoft.NET.Sdk">\n'
        "  <PropertyGroup>\n"
        "    <TargetFramework>net8.0</TargetFramework>\n"
        "  </PropertyGroup>\n"
        "</Project>\n"
    )
    (root / "Greeter.cs").write_text(
        "namespace Tiny;\n\npublic sealed class Greeter\n{\n"
        '    public string Greet(string name) => "Hello, " + name;\n}\n'
    )
    (root / "Program.cs").write_text(
        'namespace Tiny;\n\npublic static class Program\n{\n'
        '    public static void Main() => System.Console.WriteLine(new Greeter().Greet("world"));\n}\n'
    )
    return str(root)


@dataclass
class Connection:
    session: ClientSession
    init: InitializeResult
    stderr_path: Path
    # Transport-level faults the SDK reports, e.g. a stdout line that is not a JSON-RPC frame.
    transport_errors: list[Exception] = field(default_factory=list)


@asynccontextmanager
async def serve(
    tmp_path: Path, *extra_args: str, label: str = "server", env: dict[str, str] | None = None
) -> AsyncIterator[Connection]:
    """Starts `cs-workbench serve --log-level debug …` through the SDK and initializes it."""
    stderr_path = tmp_path / f"{label}.stderr.log"
    transport_errors: list[Exception] = []

    async def on_message(message: Any) -> None:
        if isinstance(message, Exception):
            transport_errors.append(message)

    params = StdioServerParameters(
        command=str(BIN),
        args=["serve", "--log-level", "debug", *extra_args],
        cwd=str(REPO_ROOT),
        env=env,
    )
    with stderr_path.open("w") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write):
            async with ClientSession(
                read, write, read_timeout_seconds=READ_TIMEOUT_SECONDS, message_handler=on_message
            ) as session:
                init = await session.initialize()
                yield Connection(session, init, stderr_path, transport_errors)
    assert not transport_errors, f"non-protocol output or transport faults: {transport_errors!r}"


def envelope(result: CallToolResult) -> dict[str, Any]:
    """The structured envelope, checked against its serialised copy in the text content."""
    assert isinstance(result.structured_content, dict), result
    texts = [c for c in result.content if isinstance(c, TextContent)]
    assert texts, f"no text content: {result.content!r}"
    assert json.loads(texts[0].text) == result.structured_content
    assert result.is_error == (result.structured_content.get("ok") is False)
    return result.structured_content


def assert_snapshot(snapshot: Any) -> None:
    assert isinstance(snapshot, dict), snapshot
    assert set(snapshot) == {"workspaceId", "workspaceEpoch", "snapshotId", "transactionRevision"}
    uuid.UUID(snapshot["workspaceId"])
    uuid.UUID(snapshot["snapshotId"])
    assert snapshot["workspaceEpoch"] == 1
    assert snapshot["transactionRevision"] is None


async def open_workspace(session: ClientSession, path: str) -> dict[str, Any]:
    result = envelope(await session.call_tool("workspace-open", {"path": path}))
    assert result["ok"] is True, result
    assert_snapshot(result.get("snapshot"))
    return result


async def test_initialize_reports_server_info(tmp_path: Path) -> None:
    async with serve(tmp_path) as conn:
        assert conn.init.server_info.name == "cs-workbench"
        assert conn.init.server_info.version
        assert conn.init.capabilities.tools is not None
        status = envelope(await conn.session.call_tool("server-status", {}))
        assert status["ok"] is True
        assert status["data"]["name"] == "cs-workbench"
    # Debug logging went to stderr (and, per `serve`, nothing but frames went to stdout).
    assert "DEBUG" in conn.stderr_path.read_text()


async def test_modern_auto_negotiation_through_high_level_client(tmp_path: Path, workspace_path: str) -> None:
    """The SDK's default `Client` probes `server/discover` before falling back to `initialize`."""
    params = StdioServerParameters(command=str(BIN), args=["serve"], cwd=str(REPO_ROOT))
    with (tmp_path / "auto.stderr.log").open("w") as errlog:
        async with Client(stdio_client(params, errlog=errlog), read_timeout_seconds=READ_TIMEOUT_SECONDS) as client:
            assert client.server_info is not None and client.server_info.name == "cs-workbench"
            tools = await client.list_tools()
            assert {t.name for t in tools.tools} == EXPECTED_TOOLS
            opened = envelope(await client.call_tool("workspace-open", {"path": workspace_path}))
            assert opened["ok"] is True, opened
            listed = envelope(await client.call_tool("list-projects", {"expectedSnapshot": opened["snapshot"]}))
            assert listed["ok"] is True, listed


async def test_tools_list_publishes_the_catalogue(tmp_path: Path) -> None:
    async with serve(tmp_path) as conn:
        listing = await conn.session.list_tools()
        assert listing.next_cursor is None
        names = [t.name for t in listing.tools]
        assert len(names) == len(set(names)), names
        assert set(names) == EXPECTED_TOOLS
        for tool in listing.tools:
            assert tool.title, tool.name
            assert tool.description and len(tool.description) > 20, tool.name
            assert tool.annotations is not None, tool.name
            for hint in ("read_only_hint", "destructive_hint", "idempotent_hint", "open_world_hint"):
                assert isinstance(getattr(tool.annotations, hint), bool), (tool.name, hint)
            assert tool.annotations.title, tool.name
            assert tool.input_schema.get("type") == "object", tool.name
            assert isinstance(tool.input_schema.get("properties", {}), dict), tool.name
            Draft202012Validator.check_schema(tool.input_schema)
            assert len(json.dumps(tool.input_schema, separators=(",", ":"))) <= 5000, tool.name
            # outputSchema is published only with --tool-output-schema-mode Full.
            assert tool.output_schema is None, tool.name


async def test_open_then_list_projects_with_snapshot(tmp_path: Path, workspace_path: str) -> None:
    async with serve(tmp_path) as conn:
        opened = await open_workspace(conn.session, workspace_path)
        snapshot = opened["snapshot"]
        assert opened["data"]["workspace"]["workspaceId"] == snapshot["workspaceId"]
        assert opened["data"]["projectCount"] >= 1

        listed = envelope(await conn.session.call_tool("list-projects", {"expectedSnapshot": snapshot}))
        assert listed["ok"] is True, listed
        assert listed["snapshot"] == snapshot
        projects = listed["data"]["projects"]
        assert projects["hasMore"] is False
        assert len(projects["items"]) == projects["totalCount"] == opened["data"]["projectCount"]
        for project in projects["items"]:
            assert project["projectId"] and project["name"] and project["path"].endswith(".csproj")

        bounded = envelope(
            await conn.session.call_tool("list-projects", {"expectedSnapshot": snapshot, "limit": 0})
        )
        assert bounded["ok"] is True, bounded
        assert bounded["data"]["projects"]["items"] == []
        assert bounded["data"]["projects"]["hasMore"] is True


async def test_stale_snapshot_is_a_retryable_tool_error(tmp_path: Path, workspace_path: str) -> None:
    async with serve(tmp_path) as conn:
        current = (await open_workspace(conn.session, workspace_path))["snapshot"]
        stale = dict(current, snapshotId=str(uuid.uuid4()))
        result = await conn.session.call_tool("list-projects", {"expectedSnapshot": stale})
        assert result.is_error is True
        failure = envelope(result)
        assert failure["ok"] is False
        assert failure["error"]["code"] == "SnapshotMismatch"
        assert failure["error"]["message"]
        assert failure["continuation"]["kind"] == "RetryRequest"
        # The instruction names the current snapshot to echo.
        assert current["snapshotId"] in failure["continuation"]["instruction"]
        assert "snapshot" not in failure and "data" not in failure


async def test_wrong_argument_type_is_invalid_argument(tmp_path: Path, workspace_path: str) -> None:
    async with serve(tmp_path) as conn:
        snapshot = (await open_workspace(conn.session, workspace_path))["snapshot"]
        result = await conn.session.call_tool("list-projects", {"expectedSnapshot": snapshot, "limit": "x"})
        assert result.is_error is True
        failure = envelope(result)
        assert failure["ok"] is False
        assert failure["error"]["code"] == "InvalidArgument"
        assert "limit" in failure["error"]["message"]
        assert failure["continuation"]["kind"] == "ReviseRequest"
        assert "limit" in failure["continuation"]["instruction"]


async def test_unknown_tool_is_a_protocol_error_and_server_keeps_answering(tmp_path: Path) -> None:
    async with serve(tmp_path) as conn:
        with pytest.raises(MCPError) as raised:
            await conn.session.call_tool("no-such-tool", {})
        assert raised.value.code == INVALID_PARAMS, raised.value.error
        assert "no-such-tool" in raised.value.error.message

        status = envelope(await conn.session.call_tool("server-status", {}))
        assert status["ok"] is True
        assert len((await conn.session.list_tools()).tools) == len(EXPECTED_TOOLS)


class ValidationSpy:
    """Wraps `ClientSession.validate_tool_result` (what `call_tool` runs on every non-error
    result) so a test can prove the SDK validated a given result and did not fail."""

    def __init__(self, session: ClientSession) -> None:
        self.validated: list[str] = []
        original = session.validate_tool_result
        #: The SDK's own validator, bypassing the spy.
        self.sdk_validate = original

        async def spy(name: str, result: CallToolResult) -> None:
            await original(name, result)
            self.validated.append(name)

        session.validate_tool_result = spy  # type: ignore[method-assign]


async def test_full_schema_mode_results_validate_in_the_sdk(tmp_path: Path, workspace_path: str) -> None:
    async with serve(tmp_path, "--tool-output-schema-mode", "Full") as conn:
        session = conn.session
        listing = await session.list_tools()
        assert {t.name for t in listing.tools} == EXPECTED_TOOLS
        validators: dict[str, Draft202012Validator] = {}
        for tool in listing.tools:
            schema = tool.output_schema
            assert isinstance(schema, dict), f"{tool.name} publishes no outputSchema"
            assert schema.get("type") == "object", tool.name
            Draft202012Validator.check_schema(schema)
            validators[tool.name] = Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)

        spy = ValidationSpy(session)

        async def call(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
            before = len(spy.validated)
            result = await session.call_tool(name, arguments)
            body = envelope(result)
            # Our own check, with format checking, for successes and failures alike.
            errors = sorted(validators[name].iter_errors(body), key=str)
            assert not errors, f"{name}: {errors[0].message} in {body}"
            # The SDK validates every non-error result against the published schema itself
            # (it skips isError results, which the check above covers).
            if not result.is_error:
                assert spy.validated[before:] == [name], f"the SDK did not validate {name}"
            return body

        opened = await call("workspace-open", {"path": workspace_path})
        assert opened["ok"] is True, opened
        snapshot = opened["snapshot"]
        projects = await call("list-projects", {"expectedSnapshot": snapshot})
        assert projects["ok"] is True, projects
        first = {"projectId": projects["data"]["projects"]["items"][0]["projectId"]}
        for name, arguments in [
            ("server-status", {"detail": "Full"}),
            ("workspace-status", {}),
            ("list-documents", {"expectedSnapshot": snapshot, "limit": 2}),
            ("list-solution-folders", {"expectedSnapshot": snapshot}),
            ("list-project-references", {"expectedSnapshot": snapshot, "project": first, "transitive": True}),
            ("list-metadata-references", {"expectedSnapshot": snapshot, "project": first}),
            ("get-diagnostics", {"expectedSnapshot": snapshot}),
        ]:
            body = await call(name, arguments)
            assert body["ok"] is True, body
        for name, arguments, code in [
            ("list-projects", {"expectedSnapshot": dict(snapshot, snapshotId=str(uuid.uuid4()))}, "SnapshotMismatch"),
            ("list-projects", {"expectedSnapshot": snapshot, "limit": "x"}, "InvalidArgument"),
        ]:
            body = await call(name, arguments)
            assert body["error"]["code"] == code, body
        assert len(spy.validated) == 9

        # The SDK's check is real: the same result, tampered to break the published schema,
        # is rejected by the very method call_tool runs.
        good = await session.call_tool("list-projects", {"expectedSnapshot": snapshot})
        broken = good.model_copy(update={"structured_content": dict(good.structured_content or {}, ok="yes")})
        with pytest.raises(RuntimeError, match="Invalid structured content"):
            await spy.sdk_validate("list-projects", broken)


async def test_omit_and_full_publish_the_same_tools_apart_from_schemas(
    tmp_path: Path, workspace_path: str
) -> None:
    async with serve(tmp_path, "--tool-output-schema-mode", "Full", label="full") as full:
        full_tools = {t.name: t for t in (await full.session.list_tools()).tools}
    async with serve(tmp_path, label="omit") as omit:
        omit_tools = {t.name: t for t in (await omit.session.list_tools()).tools}
        assert set(full_tools) == set(omit_tools) == EXPECTED_TOOLS
        for name, tool in omit_tools.items():
            other = full_tools[name]
            same = {"output_schema", "input_schema"}
            assert tool.model_dump(exclude=same) == other.model_dump(exclude=same), name
            # The default (brief) input schema names the same arguments, `workspace` aside (the
            # instructions define it once), with the same required ones.
            brief, full_schema = tool.input_schema, other.input_schema
            assert set(brief.get("properties", {})) == set(full_schema.get("properties", {})) - {"workspace"}, name
            assert brief.get("required") == full_schema.get("required"), name
        # Omit-mode answers still conform to the schema Full mode publishes.
        opened = envelope(await omit.session.call_tool("workspace-open", {"path": workspace_path}))
        listed = envelope(await omit.session.call_tool("list-projects", {"expectedSnapshot": opened["snapshot"]}))
        for name, body in [("workspace-open", opened), ("list-projects", listed)]:
            schema = full_tools[name].output_schema
            assert schema is not None
            Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER).validate(body)


async def test_panicking_tool_answers_unhandled_exception_and_server_survives(tmp_path: Path) -> None:
    """CS_WORKBENCH_TEST_PANIC_TOOL makes the named tool panic inside its handler."""
    env = {"CS_WORKBENCH_TEST_PANIC_TOOL": "list-solution-folders"}
    async with serve(tmp_path, "--tool-output-schema-mode", "Full", env=env) as conn:
        schemas = {t.name: t.output_schema for t in (await conn.session.list_tools()).tools}
        result = await conn.session.call_tool("list-solution-folders", {})
        assert result.is_error is True
        failure = envelope(result)
        Draft202012Validator(
            schemas["list-solution-folders"], format_checker=Draft202012Validator.FORMAT_CHECKER
        ).validate(failure)
        assert failure["error"]["code"] == "UnhandledException"
        assert failure["error"]["message"] == "Tool execution failed."
        correlation_id = failure["error"]["correlationId"]
        uuid.UUID(correlation_id)
        assert failure["diagnostics"] == {"detailsAvailable": True, "detailsTool": "get-error-details"}
        assert failure["reporting"]["state"] in {
            "Available",
            "AlwaysApproved",
            "DisabledByConfiguration",
            "ApprovalUnavailable",
        }

        # Still serving, and the details are kept for the local agent.
        details = envelope(await conn.session.call_tool("get-error-details", {"correlationId": correlation_id}))
        assert details["ok"] is True, details
        assert details["data"]["error"]["correlationId"] == correlation_id
        assert details["data"]["error"]["toolName"] == "list-solution-folders"
        status = envelope(await conn.session.call_tool("server-status", {}))
        assert status["ok"] is True
