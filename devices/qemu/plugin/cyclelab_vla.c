/* CycleLab virtual logic analyzer: a QEMU 7.2 TCG plugin (API version 1).
 *
 * Counts guest instructions with an inline counter (added up where a block can be left, see
 * on_translate) and watches the instructions that can store for the configured GPIO set/reset
 * addresses. Each watched store becomes an edge at
 * t_ns = instructions << shift (what -icount shift=N makes of an instruction), quantised to the
 * configured samplerate, and is written to a VCD file that libsigrok's VCD input reads back.
 *
 * Debian packages QEMU 7.2 with plugin support but without qemu-plugin.h, so the few parts of
 * the documented plugin API used here are declared below.
 *
 * Arguments (-plugin cyclelab_vla.so,name=value,...):
 *   out=PATH          VCD file to write (required)
 *   rate=HZ           samplerate the edges are quantised to (default 100000000)
 *   shift=N           the -icount shift QEMU runs with (default 0)
 *   chN=SET:RESET     channel N (0..15): a store to SET drives it high, to RESET low
 *   nameN=TEXT        wire name of channel N in the VCD (default DN)
 *   arch=arm|riscv32  instruction set to decode (default: QEMU's target, qemu_info_t.target_name)
 *   phase=SEED        sample the edges on a grid whose phase is independent of the instruction
 *                     clock (default: the grid starts at instruction 0): at every rising edge
 *                     the grid's offset is drawn afresh, uniform over one sample period, from a
 *                     splitmix64 generator seeded with SEED, and it holds for every edge until
 *                     the next rising edge, so both edges of a pulse see the same grid
 */
#define _POSIX_C_SOURCE 200809L
#include "vla_decode.h"

#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define QEMU_PLUGIN_EXPORT __attribute__((visibility("default")))

typedef uint64_t qemu_plugin_id_t;
typedef uint32_t qemu_plugin_meminfo_t;
/* Only the first member of QEMU 7.2's qemu_info_t is read: the target's name ("arm", "riscv32"). */
typedef struct qemu_info_t {
    const char* target_name;
} qemu_info_t;
struct qemu_plugin_tb;
struct qemu_plugin_insn;

enum qemu_plugin_cb_flags { QEMU_PLUGIN_CB_NO_REGS, QEMU_PLUGIN_CB_R_REGS, QEMU_PLUGIN_CB_RW_REGS };
enum qemu_plugin_mem_rw { QEMU_PLUGIN_MEM_R = 1, QEMU_PLUGIN_MEM_W, QEMU_PLUGIN_MEM_RW };
enum qemu_plugin_op { QEMU_PLUGIN_INLINE_ADD_U64 };

typedef void (*qemu_plugin_vcpu_tb_trans_cb_t)(qemu_plugin_id_t id, struct qemu_plugin_tb* tb);
typedef void (*qemu_plugin_vcpu_mem_cb_t)(unsigned int vcpu_index, qemu_plugin_meminfo_t info,
                                          uint64_t vaddr, void* userdata);
typedef void (*qemu_plugin_udata_cb_t)(qemu_plugin_id_t id, void* userdata);

void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id, qemu_plugin_vcpu_tb_trans_cb_t cb);
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb* tb);
struct qemu_plugin_insn* qemu_plugin_tb_get_insn(const struct qemu_plugin_tb* tb, size_t idx);
const void* qemu_plugin_insn_data(const struct qemu_plugin_insn* insn);
size_t qemu_plugin_insn_size(const struct qemu_plugin_insn* insn);
void qemu_plugin_register_vcpu_insn_exec_inline(struct qemu_plugin_insn* insn,
                                                enum qemu_plugin_op op, void* ptr, uint64_t imm);
void qemu_plugin_register_vcpu_mem_cb(struct qemu_plugin_insn* insn, qemu_plugin_vcpu_mem_cb_t cb,
                                      enum qemu_plugin_cb_flags flags, enum qemu_plugin_mem_rw rw,
                                      void* userdata);
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t id, qemu_plugin_udata_cb_t cb, void* userdata);

QEMU_PLUGIN_EXPORT int qemu_plugin_version = 1;
QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t* info, int argc,
                                           char** argv);

#define MAX_CHANNELS 16
#define MAX_ADDRESSES (2 * MAX_CHANNELS)

/* One watched address: which channel it drives and to which level. */
struct watch {
    uint64_t address;
    int channel;
    int level;
};

static uint64_t insn_count;
static struct watch watches[MAX_ADDRESSES];
static int n_watches;
static uint64_t watch_min = UINT64_MAX;
static uint64_t watch_max;

static int n_channels; /* wires written: highest configured channel + 1 */
enum isa { ISA_DEFAULT, ISA_THUMB, ISA_RISCV };
static enum isa isa;
static char names[MAX_CHANNELS][32];
static int levels[MAX_CHANNELS];

static FILE* vcd;
static char* out_path;
static uint64_t rate_hz = 100000000u;
static unsigned shift;
static uint64_t ns_per_tick = 1; /* VCD time unit in ns when the timescale is 1 ns */
static bool ticks_are_samples;
static uint64_t last_stamp;
static bool stamp_written;

/* The independent-phase grid (phase=SEED): the offset of the sample grid in units of 1e-9
 * sample periods (0 .. 1e9-1), and the splitmix64 state it is drawn from. */
static bool phase_random;
static uint64_t phase_state;
static uint64_t phase_offset;
static uint64_t last_sample;

static uint64_t splitmix64(void) {
    uint64_t z = (phase_state += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

/* An analyzer with its own crystal samples at a phase against the core's clock that drifts by
 * many periods over a capture: between two pulses thousands of periods apart it is as good as
 * random, within one pulse it stands still. */
static void draw_phase(void) {
    if (phase_random) {
        phase_offset = splitmix64() % 1000000000u;
    }
}

/* Samples never go back: a new grid drawn less than a period after the last edge could put the
 * next edge one sample before it. */
static uint64_t sample_index(uint64_t instructions) {
    __extension__ unsigned __int128 t_ns = (unsigned __int128)instructions << shift;
    uint64_t sample = (uint64_t)((t_ns * rate_hz + phase_offset) / 1000000000u);
    if (sample < last_sample) {
        sample = last_sample;
    }
    last_sample = sample;
    return sample;
}

/* VCD time of a sample: the sample index itself when the timescale is one sample period,
 * otherwise the sample's start in ns. */
static uint64_t vcd_time(uint64_t sample) {
    if (ticks_are_samples) {
        return sample;
    }
    __extension__ unsigned __int128 ns = (unsigned __int128)sample * 1000000000u / rate_hz;
    return (uint64_t)ns * ns_per_tick;
}

static void write_stamp(uint64_t stamp) {
    if (!stamp_written || stamp != last_stamp) {
        fprintf(vcd, "#%" PRIu64 "\n", stamp);
        last_stamp = stamp;
        stamp_written = true;
    }
}

static void on_store(unsigned int vcpu, qemu_plugin_meminfo_t info, uint64_t vaddr, void* ud) {
    (void)vcpu;
    (void)info;
    (void)ud;
    if (vaddr < watch_min || vaddr > watch_max) {
        return;
    }
    for (int i = 0; i < n_watches; ++i) {
        if (watches[i].address == vaddr) {
            int ch = watches[i].channel;
            if (levels[ch] != watches[i].level) {
                levels[ch] = watches[i].level;
                if (levels[ch]) {
                    draw_phase();
                }
                write_stamp(vcd_time(sample_index(insn_count)));
                fprintf(vcd, "%d%c\n", levels[ch], '!' + ch);
            }
        }
    }
}

/* QEMU can hand over more bytes than the instruction has (near a page's end it reads the next
 * halfword into the current instruction's data), so the length comes from the first halfword. */
static int insn_access(const struct qemu_plugin_insn* insn) {
    size_t size = qemu_plugin_insn_size(insn);
    const uint8_t* bytes = qemu_plugin_insn_data(insn);
    if (!bytes || size < 2) {
        return ACCESS | MAY_STORE; /* not as expected: count at it and watch it */
    }
    return isa == ISA_RISCV ? vla_riscv_access(bytes, size) : vla_thumb_access(bytes, size);
}

/* The instruction count must be exact wherever a watched store lands and wherever a block can be
 * left early. A block runs to its end unless an instruction that accesses memory stops it (an
 * I/O access in the middle of a block under -icount is replayed as a block of its own, a fault
 * raises an exception), so the count is added up only there and at the block's last
 * instruction: each add covers the instructions since the previous one, itself included. Every
 * instruction that may store gets the store callback; it is one of those points, so the count is
 * exact when the callback reads it. */
static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb* tb) {
    (void)id;
    size_t n = qemu_plugin_tb_n_insns(tb);
    uint64_t pending = 0;
    for (size_t i = 0; i < n; ++i) {
        struct qemu_plugin_insn* insn = qemu_plugin_tb_get_insn(tb, i);
        int access = insn_access(insn);
        ++pending;
        if (access != NO_ACCESS || i + 1 == n) {
            qemu_plugin_register_vcpu_insn_exec_inline(insn, QEMU_PLUGIN_INLINE_ADD_U64,
                                                       &insn_count, pending);
            pending = 0;
        }
        if (access & MAY_STORE) {
            qemu_plugin_register_vcpu_mem_cb(insn, on_store, QEMU_PLUGIN_CB_NO_REGS,
                                             QEMU_PLUGIN_MEM_W, NULL);
        }
    }
}

static void on_qemu_exit(qemu_plugin_id_t id, void* ud) {
    (void)id;
    (void)ud;
    if (!vcd) {
        return;
    }
    /* A closing stamp makes the capture cover the whole run, as a real analyzer's would. */
    uint64_t end = vcd_time(sample_index(insn_count));
    if (!stamp_written || end > last_stamp) {
        fprintf(vcd, "#%" PRIu64 "\n", end);
    }
    fclose(vcd);
    vcd = NULL;
}

static bool parse_u64(const char* text, uint64_t* out) {
    char* end = NULL;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 0);
    if (errno != 0 || end == text || *end != '\0') {
        return false;
    }
    *out = v;
    return true;
}

static int parse_channel(int ch, const char* value) {
    char buf[64];
    if (strlen(value) >= sizeof buf) {
        return -1;
    }
    strcpy(buf, value);
    char* colon = strchr(buf, ':');
    if (!colon) {
        return -1;
    }
    *colon = '\0';
    uint64_t set_addr = 0;
    uint64_t reset_addr = 0;
    if (!parse_u64(buf, &set_addr) || !parse_u64(colon + 1, &reset_addr) ||
        set_addr == reset_addr || n_watches + 2 > MAX_ADDRESSES) {
        return -1;
    }
    struct watch set = {set_addr, ch, 1};
    struct watch reset = {reset_addr, ch, 0};
    watches[n_watches++] = set;
    watches[n_watches++] = reset;
    if (ch + 1 > n_channels) {
        n_channels = ch + 1;
    }
    return 0;
}

static int parse_arg(const char* arg) {
    const char* eq = strchr(arg, '=');
    if (!eq) {
        return -1;
    }
    size_t key_len = (size_t)(eq - arg);
    const char* value = eq + 1;
    uint64_t number = 0;
    if (key_len == 3 && strncmp(arg, "out", 3) == 0) {
        free(out_path);
        out_path = strdup(value);
        return out_path ? 0 : -1;
    }
    if (key_len == 4 && strncmp(arg, "arch", 4) == 0) {
        isa = strcmp(value, "arm") == 0       ? ISA_THUMB
              : strcmp(value, "riscv32") == 0 ? ISA_RISCV
                                              : ISA_DEFAULT;
        return isa == ISA_DEFAULT ? -1 : 0;
    }
    if (key_len == 4 && strncmp(arg, "rate", 4) == 0) {
        return parse_u64(value, &rate_hz) && rate_hz > 0 ? 0 : -1;
    }
    if (key_len == 5 && strncmp(arg, "shift", 5) == 0) {
        if (!parse_u64(value, &number) || number > 10) {
            return -1;
        }
        shift = (unsigned)number;
        return 0;
    }
    if (key_len == 5 && strncmp(arg, "phase", 5) == 0) {
        phase_random = true;
        return parse_u64(value, &phase_state) ? 0 : -1;
    }
    if (key_len > 2 && strncmp(arg, "ch", 2) == 0) {
        char idx[8] = {0};
        if (key_len - 2 >= sizeof idx) {
            return -1;
        }
        memcpy(idx, arg + 2, key_len - 2);
        if (!parse_u64(idx, &number) || number >= MAX_CHANNELS) {
            return -1;
        }
        return parse_channel((int)number, value);
    }
    if (key_len > 4 && strncmp(arg, "name", 4) == 0) {
        char idx[8] = {0};
        if (key_len - 4 >= sizeof idx) {
            return -1;
        }
        memcpy(idx, arg + 4, key_len - 4);
        if (!parse_u64(idx, &number) || number >= MAX_CHANNELS) {
            return -1;
        }
        snprintf(names[number], sizeof names[number], "%s", value);
        return 0;
    }
    return -1;
}

/* libsigrok's VCD input derives its samplerate from $timescale, which can only be 1, 10 or 100
 * of a power-of-1000 unit: exact for samplerates that are powers of ten, 1 ns otherwise. */
static void choose_timescale(char* out, size_t size) {
    static const char* units[] = {"fs", "ps", "ns", "us", "ms", "s"};
    uint64_t period_fs = 1000000000000000u / rate_hz;
    if (period_fs * rate_hz == 1000000000000000u) {
        uint64_t scale = 1;
        int unit = 0;
        while (period_fs % 10 == 0 && period_fs >= 10) {
            period_fs /= 10;
            scale *= 10;
        }
        if (period_fs == 1) {
            /* scale = 10^k fs: fold factors of 1000 into the unit */
            while (scale >= 1000 && unit < 5) {
                scale /= 1000;
                ++unit;
            }
            if (scale == 1 || scale == 10 || scale == 100) {
                ticks_are_samples = true;
                snprintf(out, size, "%" PRIu64 " %s", scale, units[unit]);
                return;
            }
        }
    }
    ticks_are_samples = false;
    ns_per_tick = 1;
    snprintf(out, size, "1 ns");
}

/* The instruction set to decode, when no arch= argument chose it: QEMU's target. */
static int choose_isa(const qemu_info_t* info) {
    if (isa != ISA_DEFAULT) {
        return 0;
    }
    const char* target = info && info->target_name ? info->target_name : "";
    if (strcmp(target, "arm") == 0) {
        isa = ISA_THUMB;
    } else if (strcmp(target, "riscv32") == 0) {
        isa = ISA_RISCV;
    } else {
        fprintf(stderr, "cyclelab_vla: cannot decode target '%s' (arm or riscv32)\n", target);
        return -1;
    }
    return 0;
}

QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t* info, int argc,
                                           char** argv) {
    for (int i = 0; i < argc; ++i) {
        if (parse_arg(argv[i]) != 0) {
            fprintf(stderr,
                    "cyclelab_vla: bad argument '%s' (expected out=PATH, rate=HZ, shift=N, "
                    "chN=SET:RESET, nameN=TEXT, arch=arm|riscv32 or phase=SEED)\n",
                    argv[i]);
            return -1;
        }
    }
    if (choose_isa(info) != 0) {
        return -1;
    }
    if (!out_path) {
        fprintf(stderr, "cyclelab_vla: missing out=PATH (the VCD file to write)\n");
        return -1;
    }
    if (n_watches == 0) {
        fprintf(stderr, "cyclelab_vla: no channel configured (give chN=SET:RESET)\n");
        return -1;
    }
    vcd = fopen(out_path, "w");
    if (!vcd) {
        fprintf(stderr, "cyclelab_vla: cannot write '%s': %s\n", out_path, strerror(errno));
        return -1;
    }
    setvbuf(vcd, NULL, _IOFBF, 1 << 20);
    for (int i = 0; i < n_watches; ++i) {
        if (watches[i].address < watch_min) {
            watch_min = watches[i].address;
        }
        if (watches[i].address > watch_max) {
            watch_max = watches[i].address;
        }
    }
    char timescale[32];
    choose_timescale(timescale, sizeof timescale);
    fprintf(vcd,
            "$comment CycleLab virtual logic analyzer: rate=%" PRIu64 " Hz, icount shift=%u"
            "%s%s $end\n",
            rate_hz, shift, ticks_are_samples ? "" : ", times in ns (rate is not a power of ten)",
            phase_random ? ", sample phase independent of the instruction clock (seeded)" : "");
    fprintf(vcd, "$timescale %s $end\n$scope module cyclelab $end\n", timescale);
    for (int ch = 0; ch < n_channels; ++ch) {
        if (names[ch][0] == '\0') {
            snprintf(names[ch], sizeof names[ch], "D%d", ch);
        }
        fprintf(vcd, "$var wire 1 %c %s $end\n", '!' + ch, names[ch]);
    }
    fprintf(vcd, "$upscope $end\n$enddefinitions $end\n#0\n$dumpvars\n");
    for (int ch = 0; ch < n_channels; ++ch) {
        fprintf(vcd, "0%c\n", '!' + ch);
    }
    fprintf(vcd, "$end\n");
    last_stamp = 0;
    stamp_written = true;
    qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
    qemu_plugin_register_atexit_cb(id, on_qemu_exit, NULL);
    return 0;
}
