#!/usr/bin/env bash
# scripts/kernels against local git repositories standing in for upstream: small fake trees
# holding the files configure's checks look for (FreeRTOS; µC/OS-III with uC-CPU and uC-LIB,
# three trees one kernel). Checks the pins (a commit that is not the branch tip), sparse paths,
# the configure line, a failed clone (named, the others usable), a re-run with the mirror gone
# (nothing fetched, nothing changed), moving a clone to a new pin, a clone with local changes,
# a tree that is not the kernel, and the URL-prefix form of --mirror.
# Usage: kernels_fetch_test.sh <source dir> <scratch dir>
set -uo pipefail
src="$1"
work="$2"
rm -rf "$work"
mkdir -p "$work"
cd "$work" || exit 1
export GIT_CONFIG_GLOBAL=/dev/null GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@t GIT_COMMITTER_NAME=t \
  GIT_COMMITTER_EMAIL=t@t
fails=0
check() { # check <what> <command...>
  local what="$1"; shift
  if "$@"; then echo "ok:   $what"; else echo "FAIL: $what"; fails=$((fails + 1)); fi
}
has() { grep -qF -- "$2" "$1"; }
lacks() { ! grep -qF -- "$2" "$1"; }

# ---- fake upstream repositories, BASE/<owner>/<name>.git ----
commit_all() { git -C "$1" add -A && git -C "$1" commit -qm "$2" && git -C "$1" rev-parse HEAD; }
make_repo() { # make_repo <owner/name>: a work tree under up/, bare clone under base/
  mkdir -p "up/$1" && git -C "up/$1" init -q -b main
}
publish() { rm -rf "base/$1.git" && git clone -q --bare "up/$1" "base/$1.git"; }
files() { # files <dir> <file:text>...
  local d="$1" f; shift
  for f in "$@"; do mkdir -p "$d/$(dirname "${f%%:*}")" && echo "${f#*:}" >"$d/${f%%:*}"; done
}

make_repo FreeRTOS/FreeRTOS-Kernel
r=up/FreeRTOS/FreeRTOS-Kernel
files "$r" tasks.c:x queue.c:x list.c:x event_groups.c:x portable/GCC/ARM_CM4F/port.c:x \
  portable/GCC/ARM_CM3/port.c:x portable/GCC/RISC-V/portASM.S:x big/unused.bin:x include/queue.h:x
printf '#define tskKERNEL_VERSION_NUMBER "V11.1.0"\n#define tskKERNEL_VERSION_MAJOR 11\n' >"$r/include/task.h"
rtos_pin=$(commit_all "$r" "V11.1.0")
printf '#define tskKERNEL_VERSION_NUMBER "V11.2.0"\n#define tskKERNEL_VERSION_MAJOR 11\n' >"$r/include/task.h"
rtos_next=$(commit_all "$r" "V11.2.0")
rm "$r/tasks.c"
rtos_broken=$(commit_all "$r" "tasks.c gone")

make_repo weston-embedded/uC-OS3
r=up/weston-embedded/uC-OS3
for f in os_core os_flag os_mem os_msg os_mutex os_prio os_q os_sem os_stat os_task os_tick \
  os_time os_tmr os_var os_cfg_app os_dbg; do files "$r" "Source/$f.c:x"; done
files "$r" Ports/ARM-Cortex-M/ARMv7-M/os_cpu_c.c:x Ports/ARM-Cortex-M/ARMv7-M/GNU/os_cpu_a.S:x \
  Ports/ARM-Cortex-M/ARMv7-M/GNU/os_cpu.h:x Ports/RISC-V/RV32/GCC/os_cpu_c.c:x \
  Ports/RISC-V/RV32/GCC/os_cpu_a.S:x Ports/RISC-V/RV32/GCC/os_cpu.h:x Ports/Other/port.c:x \
  "Source/os.h:#define  OS_VERSION  30802u"
ucos_pin=$(commit_all "$r" "V3.08.02")
make_repo weston-embedded/uC-CPU
files up/weston-embedded/uC-CPU cpu_core.c:x cpu_core.h:x cpu_def.h:x \
  ARM-Cortex-M/ARMv7-M/GNU/cpu.h:x ARM-Cortex-M/ARMv7-M/GNU/cpu_a.s:x RISC-V/GCC/cpu.h:x \
  RISC-V/GCC/cpu_a.S:x Docs/huge.pdf:x
cpu_pin=$(commit_all up/weston-embedded/uC-CPU "cpu")
make_repo weston-embedded/uC-LIB
files up/weston-embedded/uC-LIB lib_def.h:x lib_mem.h:x
lib_pin=$(commit_all up/weston-embedded/uC-LIB "lib")
for r in FreeRTOS/FreeRTOS-Kernel weston-embedded/uC-OS3 weston-embedded/uC-CPU \
  weston-embedded/uC-LIB; do publish "$r"; done

write_lock() { # write_lock <freertos commit> [<uC-CPU paths>]
  cat >lock <<EOF
# test lock
FreeRTOS-Kernel freertos FREERTOS_KERNEL_PATH https://example.invalid/FreeRTOS/FreeRTOS-Kernel.git V11.1.0 $1 *
threadx threadx THREADX_PATH https://example.invalid/eclipse-threadx/threadx.git v6 ${rtos_pin} *
uC-OS3 ucos3 UCOS3_PATH https://example.invalid/weston-embedded/uC-OS3.git v3 ${ucos_pin} Source,Ports/ARM-Cortex-M,Ports/RISC-V
uC-CPU ucos3 UC_CPU_PATH https://example.invalid/weston-embedded/uC-CPU.git v1 ${cpu_pin} ${2:-!Docs}
uC-LIB ucos3 UC_LIB_PATH https://example.invalid/weston-embedded/uC-LIB.git v1 ${lib_pin} *
EOF
}
kernels="$src/scripts/kernels"
head_of() { git -C "trees/$1" rev-parse HEAD; }

# 1. First fetch: threadx has no repository in the mirror.
write_lock "$rtos_pin"
"$kernels" --lock lock --mirror base --args-file args trees >out1 2>&1
rc=$?
cat out1
check "a failed tree exits 1" [ $rc -eq 1 ]
check "the failed tree is named" has out1 "threadx          v6"
check "its kernel is left out by name" has out1 "kernels: threadx left out: its tree threadx failed"
check "FreeRTOS at the pin, not the branch tip" [ "$(head_of FreeRTOS-Kernel)" = "$rtos_pin" ]
check "the clone is shallow" [ "$(git -C trees/FreeRTOS-Kernel rev-parse --is-shallow-repository)" = true ]
check "uC-OS3, uC-CPU, uC-LIB at their pins" [ "$(head_of uC-OS3) $(head_of uC-CPU) $(head_of uC-LIB)" = "$ucos_pin $cpu_pin $lib_pin" ]
check "freertos checked" has out1 "kernels: freertos checked as configure checks it"
check "ucos3 checked" has out1 "kernels: ucos3 checked as configure checks it"
line="cmake --preset release -DFREERTOS_KERNEL_PATH=$work/trees/FreeRTOS-Kernel -DUCOS3_PATH=$work/trees/uC-OS3 -DUC_CPU_PATH=$work/trees/uC-CPU -DUC_LIB_PATH=$work/trees/uC-LIB"
check "the configure line builds the usable kernels" has out1 "  $line"
check "no failed tree in the configure line" lacks out1 "THREADX_PATH"
check "the args file holds the same options" [ "$(tr '\n' ' ' <args)" = "${line#cmake --preset release } " ]
check "sparse: only the listed folders" [ -f trees/uC-OS3/Source/os.h ] && [ ! -e trees/uC-OS3/Ports/Other ]
check "sparse: the tree less the excluded path" [ -f trees/uC-CPU/cpu_core.c ] && [ ! -e trees/uC-CPU/Docs ]

# 2. Re-run with the mirror gone: nothing to fetch, nothing changes.
mv base base.away
mkdir empty
before=$(find trees -newer out1 | wc -l)
"$kernels" --lock lock --mirror empty --args-file args2 trees >out2 2>&1
cat out2
check "the re-run fetches nothing" [ "$(grep -c 'at its pin' out2)" -eq 4 ]
check "the re-run changes no file" [ "$(find trees -newer out1 | wc -l)" -eq "$before" ]
check "the re-run prints the same configure line" has out2 "  $line"

# 3. A new pin moves the clone; the URL-prefix form of --mirror.
mv base.away base
write_lock "$rtos_next"
"$kernels" --lock lock --mirror "file://$work/base" trees >out3 2>&1
cat out3
check "a new pin moves the clone" [ "$(head_of FreeRTOS-Kernel)" = "$rtos_next" ]
check "it says so" has out3 "moved to its pin (from file://$work/base/FreeRTOS/FreeRTOS-Kernel.git)"

# 4. Local changes are kept, and reported.
write_lock "$rtos_pin"
echo changed >>trees/FreeRTOS-Kernel/list.c
"$kernels" --lock lock --mirror base trees >out4 2>&1
cat out4
check "a clone with local changes is left as it is" [ "$(head_of FreeRTOS-Kernel)" = "$rtos_next" ]
check "and named" has out4 "has local changes: commit, stash or discard them"
git -C trees/FreeRTOS-Kernel checkout -q -- list.c

# 5. A pinned tree that is not the kernel fails configure's own check.
write_lock "$rtos_broken"
"$kernels" --lock lock --mirror base trees >out5 2>&1
cat out5
check "a tree that is not the kernel is refused" has out5 "kernels: freertos left out: configure's check fails"
check "with configure's message" has out5 "tasks.c is missing there"

# 6. New paths for a tree at its pin: the checkout follows them.
write_lock "$rtos_pin" "*"
"$kernels" --lock lock --mirror base trees >out7 2>&1
cat out7
check "new paths are applied at the pin" [ -f trees/uC-CPU/Docs/huge.pdf ] && has out7 "at its pin, paths changed to *"

# 7. --preset: a configure and a build preset in a user presets file, the others kept.
echo '{"version": 6, "configurePresets": [{"name": "mine", "inherits": "debug"}]}' >presets.json
CYCLELAB_PRESETS_FILE="$work/presets.json" "$kernels" --lock lock --mirror base --preset pk \
  trees >out8 2>&1
CYCLELAB_PRESETS_FILE="$work/presets.json" "$kernels" --lock lock --mirror base --preset pk \
  trees >>out8 2>&1 # twice: replaced, not added again
cat out8 presets.json
check "the preset is named" has out8 "cmake --preset pk && cmake --build --preset pk"
check "the user's preset is kept" has presets.json '"name" : "mine"'
check "one configure and one build preset pk" [ "$(grep -c '"name" : "pk"' presets.json)" -eq 2 ]
check "with the kernels' paths" has presets.json "\"UC_LIB_PATH\" : \"$work/trees/uC-LIB\""
check "built in build/pk" has presets.json '"binaryDir" : "${sourceDir}/build/pk"'

# 8. Bad input: a lock line with a short commit.
echo "x freertos FREERTOS_KERNEL_PATH https://e/a/b.git v1 abc *" >badlock
"$kernels" --lock badlock trees >out6 2>&1
rc=$?
cat out6
check "a bad lock line is exit 2 naming file and line" [ $rc -eq 2 ] && has out6 "badlock line 1: commit 'abc'"

echo "$fails failure(s)"
[ $fails -eq 0 ]
