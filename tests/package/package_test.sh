#!/usr/bin/env bash
# The Debian package, end to end: cpack builds it from the built tree, its control data and
# file list are checked, `dpkg -x` unpacks it into a scratch root (no root rights needed), the
# unpacked tree is moved once more (nothing may depend on where it was unpacked), and the
# installed programs run from there with a clean environment: `cyclelab-cli --version`,
# `devices --json` (which folders it resolved), `demo --samples 200` into a scratch database,
# and the desktop app on the offscreen platform (`--version`, then a screenshot of every page
# of the demo database). Every folder the programs resolved must lie inside the scratch root:
# the build tree is never used. Nothing here depends on how fast the machine is.
# Usage: package_test.sh BUILD_DIR CPACK VERSION
set -euo pipefail
build="${1:?build dir}"
cpack="${2:?cpack}"
version="${3:?version}"

work="$(mktemp -d "${TMPDIR:-/tmp}/cyclelab-package.XXXXXX")"
trap 'rm -rf "$work"' EXIT
fail() {
    echo "package_test: FAIL: $*" >&2
    exit 1
}
step() { echo "package_test: $*"; }

step "cpack -G DEB"
if ! "$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$work/out" >"$work/cpack.log" 2>&1; then
    cat "$work/cpack.log" >&2
    fail "cpack failed"
fi
debs=("$work"/out/cyclelab_*.deb)
[ -f "${debs[0]}" ] || fail "no cyclelab_*.deb in $work/out: $(ls "$work/out")"
deb="${debs[0]}"
step "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"

control="$(dpkg-deb -f "$deb")"
grep -qx "Package: cyclelab" <<<"$control" || fail "control: Package is not cyclelab: $control"
grep -qx "Version: $version" <<<"$control" || fail "control: Version is not $version: $control"
depends="$(dpkg-deb -f "$deb" Depends)"
for dep in qemu-system-arm libqt6widgets6 libsigrok libsqlite3 libc6; do
    grep -q "$dep" <<<"$depends" || fail "Depends lacks $dep: $depends"
done

files="$(dpkg-deb -c "$deb" | awk '{print $NF}')"
for f in ./usr/bin/cyclelab ./usr/bin/cyclelab-cli ./usr/lib/cyclelab/cyclelab_vla.so \
         ./usr/share/cyclelab/firmware/manifest.json \
         ./usr/share/cyclelab/firmware/qemu-f405-refkernel-minimal-O2.elf \
         ./usr/share/cyclelab/boards/qemu-f405.json \
         ./usr/share/applications/cyclelab.desktop \
         ./usr/share/icons/hicolor/scalable/apps/cyclelab.svg; do
    grep -qx "$f" <<<"$files" || fail "the package lacks $f"
done
# Every image the build's manifest marks testOnly (the variants of firmware/fw/images.cmake:
# skew, fault-*, hsefail, ...) stays out of the package, and out of its manifest.
manifest="$build/firmware/images/manifest.json"
[ -f "$manifest" ] || fail "no $manifest: the firmware was not built"
test_only="$(grep '"testOnly": true' "$manifest" | sed -E 's/.*"name": "([^"]+)".*/\1/')"
step "$(wc -w <<<"$test_only") test-only images in the build, none may be packaged"
for name in $test_only; do
    if grep -q -- "/firmware/$name\." <<<"$files"; then
        fail "test-only image $name is in the package (firmware/CMakeLists.txt install rule)"
    fi
done

step "dpkg -x into a scratch root"
dpkg -x "$deb" "$work/unpacked"
mv "$work/unpacked" "$work/root"
root="$work/root"
if grep -q '"testOnly": true' "$root/usr/share/cyclelab/firmware/manifest.json"; then
    fail "the packaged manifest lists test-only images"
fi
grep -q '^Exec=cyclelab$' "$root/usr/share/applications/cyclelab.desktop" ||
    fail "desktop entry does not start cyclelab"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$root/usr/share/applications/cyclelab.desktop"
fi

# A clean environment: no CYCLELAB_* overrides, no build folder on PATH, a scratch home.
mkdir -p "$work/home" "$work/run" "$work/tmp"
chmod 700 "$work/run"
clean=(env -i PATH=/usr/bin:/bin HOME="$work/home" TMPDIR="$work/tmp"
       XDG_RUNTIME_DIR="$work/run" LANG=C.UTF-8)
cli="$root/usr/bin/cyclelab-cli"
cd "$work"

step "cyclelab-cli --version"
got="$("${clean[@]}" "$cli" --version)"
[ "$got" = "cyclelab-cli $version" ] || fail "--version printed '$got'"

step "cyclelab-cli devices --json"
"${clean[@]}" "$cli" devices --json --driver demo >"$work/devices.json" 2>"$work/devices.err" || true
for key in boardsDir imagesDir vlaPlugin; do
    path="$(grep -o "\"$key\": \"[^\"]*\"" "$work/devices.json" | head -1 | cut -d'"' -f4)"
    [ -n "$path" ] || fail "devices --json has no $key: $(cat "$work/devices.json" "$work/devices.err")"
    case "$path" in
    "$root"/*) step "  $key $path" ;;
    *) fail "$key is $path, outside the installed tree $root" ;;
    esac
    [ -e "$path" ] || fail "$key $path does not exist"
done

step "cyclelab-cli demo --samples 200 (from the installed tree)"
# Exit 4 (a run failed cross-validation) is a measurement verdict, checked by the
# virtual-bench tests; what this test checks is that the installed files make a whole demo.
code=0
"${clean[@]}" "$cli" demo --samples 200 --db "$work/demo.sqlite" --out "$work/report" \
    >"$work/demo.log" 2>&1 || code=$?
if [ "$code" -ne 0 ] && [ "$code" -ne 4 ]; then
    cat "$work/demo.log" >&2
    fail "demo exited $code"
fi
grep "^verdicts:" "$work/demo.log" || true
[ -s "$work/report/report.html" ] || fail "demo wrote no report.html"
"${clean[@]}" "$cli" runs --db "$work/demo.sqlite" --json >"$work/runs.json"
runs="$(grep -c '"benchmarkKey"' "$work/runs.json")"
benchmarks="$(grep -o '"benchmarkKey": "[^"]*"' "$work/runs.json" | sort -u | wc -l)"
# Every benchmark at -O0, -O2, -Os and -O3.
[ "$benchmarks" -ge 16 ] && [ "$runs" -eq $((4 * benchmarks)) ] ||
    fail "demo stored $runs runs of $benchmarks benchmarks, expected 4 opt levels x each"
if grep -q "XDG_RUNTIME_DIR\|QStandardPaths" "$work/demo.log"; then
    fail "Qt warnings in the CLI output: $(grep XDG "$work/demo.log")"
fi

step "cyclelab (desktop app) --version and a screenshot of every page"
gui=("${clean[@]}" QT_QPA_PLATFORM=offscreen "$root/usr/bin/cyclelab")
got="$("${gui[@]}" --version 2>&1)"
grep -q "$version" <<<"$got" || fail "cyclelab --version printed '$got'"
if ! "${gui[@]}" --database "$work/demo.sqlite" --screenshot-dir "$work/shots" \
    >"$work/gui.log" 2>&1; then
    cat "$work/gui.log" >&2
    fail "the desktop app failed"
fi
shots=("$work"/shots/*.png)
[ "${#shots[@]}" -ge 4 ] && [ -s "${shots[0]}" ] ||
    fail "the desktop app wrote ${#shots[@]} screenshot(s): $(cat "$work/gui.log")"
step "PASS: $(basename "$deb") installs and runs from $root (${#shots[@]} pages drawn)"
