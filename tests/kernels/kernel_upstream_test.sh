#!/usr/bin/env bash
# The manifest's kernelCommit / kernelPin / kernelPinNote: firmware/fw/manifest_merge.cmake run
# on hand-made entries with trees in every state against a test lock: at the pin; a second tree
# at another commit; local changes; a plain copy outside git; a folder inside another
# repository; a kernel with no pin; refkernel (no trees) left as it was.
# Usage: kernel_upstream_test.sh <source dir> <scratch dir>
set -uo pipefail
src="$1"
work="$2"
rm -rf "$work"
mkdir -p "$work/entries"
cd "$work" || exit 1
export GIT_CONFIG_GLOBAL=/dev/null GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@t GIT_COMMITTER_NAME=t \
  GIT_COMMITTER_EMAIL=t@t
fails=0
check() {
  local what="$1"; shift
  if "$@"; then echo "ok:   $what"; else echo "FAIL: $what"; fails=$((fails + 1)); fi
}
repo() { # repo <dir>: a repository with two commits; prints both ids
  git init -q "$1" && echo a >"$1/f" && git -C "$1" add f && git -C "$1" commit -qm a &&
    git -C "$1" rev-parse HEAD && echo b >>"$1/f" && git -C "$1" commit -qam b &&
    git -C "$1" rev-parse HEAD
}
read -r a1 a2 < <(repo A | tr '\n' ' ')
read -r b1 b2 < <(repo B | tr '\n' ' ')
read -r c1 c2 < <(repo C | tr '\n' ' ')
git -C B checkout -q "$b1"         # B at its first commit: pinned below at b2
echo local >>C/f                   # C at its pin, with local changes
mkdir -p plain/src outer/inner     # a plain copy, and a folder inside another repository
git init -q outer && git -C outer commit -q --allow-empty -m o
cat >lock <<LOCK
A   ka     A_PATH        https://e/o/A.git  vA   $a2  *
B   kb     B_PATH        https://e/o/B.git  vB   $b2  *
C   kb     C_PATH        https://e/o/C.git  vC   $c2  *
P   kp     P_PATH        https://e/o/P.git  vP   $a1  *
O   ko     O_PATH        https://e/o/O.git  vO   $a1  *
LOCK
for k in refkernel ka kb kp ko kn; do
  echo "  {\"name\": \"i-$k\", \"kernel\": \"$k\", \"kernelVersion\": \"1.0\", \"profile\": \"minimal\"}" >"entries/i-$k.json"
done
echo '[]' >not-built.json
trees="ka:A_PATH=$work/A|kb:B_PATH=$work/B|kb:C_PATH=$work/C|kp:P_PATH=$work/plain|ko:O_PATH=$work/outer/inner|kn:N_PATH=$work/A"
cmake -DENTRIES=entries "-DIMAGES=i-refkernel;i-ka;i-kb;i-kp;i-ko;i-kn" "-DKERNEL_TREES=$trees" \
  -DCL_KERNELS_LOCK="$work/lock" -DOUT=manifest.json -DSHIPPED_OUT=shipped.json \
  -DNOT_BUILT=not-built.json -P "$src/firmware/fw/manifest_merge.cmake"
check "the merge ran" [ -f manifest.json ]
cat manifest.json
entry() { grep "\"i-$1\"" manifest.json; }
has() { [[ "$(entry "$1")" == *"$2"* ]]; }
lacks() { [[ "$(entry "$1")" != *"$2"* ]]; }
check "a tree at its pin: pinned, full commit" has ka "\"kernelVersion\": \"1.0\", \"kernelCommit\": \"$a2\", \"kernelPin\": \"pinned\", \"kernelPinNote\": \"\""
check "two trees: both commits in option order" has kb "\"kernelCommit\": \"$b1+$c2-dirty\""
check "one at another commit: differs" has kb "\"kernelPin\": \"differs\""
check "the note names the tree, its commit and the pin" has kb "B at ${b1:0:12}, pinned vB (${b2:0:12})"
check "local changes are named" has kb "C at its pin vC with local changes"
check "a plain copy: none, differs" has kp "\"kernelCommit\": \"none\", \"kernelPin\": \"differs\", \"kernelPinNote\": \"P is not a git checkout, pinned vP (${a1:0:12})\""
check "a folder inside another repository is not its commit" has ko "\"kernelCommit\": \"none\""
check "a kernel without a pin: commit, no pin" has kn "\"kernelCommit\": \"$a2\", \"kernelPin\": \"\""
check "refkernel untouched" lacks refkernel "kernelCommit"
echo "$fails failure(s)"
[ $fails -eq 0 ]
