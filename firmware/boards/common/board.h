/* Board support interface. Each board provides board_clock_init() (boards/<board>/clock.c); the
 * family file (stm32f4.c / stm32f1.c) does GPIO and the console UART. Board facts come from the
 * board profile (resources/boards/<id>.json) through the build (firmware/fw/boards.cmake):
 * CL_BOARD, CL_CPU_HZ, CL_APB1_HZ, CL_APB2_HZ, CL_FLASH_WS, CL_FAMILY_F4/F1, CL_QEMU, CL_MAX_N,
 * CL_RAM_BYTES, CL_NVIC_PRIO_BITS, stack sizes, CL_PROBE_* / CL_MARKER_* (port index, pin
 * number, set and reset store addresses) and CL_UART_* (USART number, baud, TX/RX port and pin). */
#pragma once
#include <stdint.h>

void board_init(void);       /* clocks, flash wait states, probe/marker GPIO, console UART 8N1 */
void board_clock_init(void); /* per board: fills cl_clock with what it reached */
void board_putc(char c);
int board_getc(void); /* -1 when no byte waits */

/* The clock the board actually runs at, set by board_clock_init() (before it runs: the
 * profile's tier). source: "pll-hse" (the configured tier), "hsi" (the crystal or PLL did not
 * start, fallback to the internal oscillator) or "qemu" (QEMU models no RCC). */
struct cl_clock {
  uint32_t cpu_hz;
  uint32_t apb1_hz;
  uint32_t apb2_hz;
  const char *source;
};
extern struct cl_clock cl_clock;

/* Probe and marker pins: set and reset go through two different registers, and the four stores
 * hit four different addresses, so a QEMU 7.2 plugin that sees addresses but not values can
 * still tell every edge apart (the build refuses a profile that puts both on one port). */
#if defined(CL_FAMILY_F4)
typedef uint16_t cl_pin_t; /* 16-bit stores: BSRR low half sets, high half (+2) resets */
#define CL_PIN_STR "strh"  /* the store of one cl_pin_t, for the harness's assembly */
#elif defined(CL_FAMILY_F1)
typedef uint32_t cl_pin_t; /* RM0008: GPIO registers are word-accessed; BSRR sets, BRR resets */
#define CL_PIN_STR "str"
#elif defined(CL_FAMILY_RV32VIRT)
typedef uint32_t cl_pin_t; /* word stores into the RAM window boards/rv32virt/link.ld.in keeps */
#define CL_PIN_STR "sw"
#elif defined(CL_FAMILY_ESP32C3)
typedef uint32_t cl_pin_t; /* GPIO_OUT_W1TS sets, GPIO_OUT_W1TC clears (bit = GPIO number) */
#define CL_PIN_STR "sw"
#else
#error "define CL_FAMILY_F4, CL_FAMILY_F1, CL_FAMILY_RV32VIRT or CL_FAMILY_ESP32C3"
#endif
#define CL_PROBE_MASK ((cl_pin_t)(1u << CL_PROBE_PIN))
#define CL_MARKER_MASK ((cl_pin_t)(1u << CL_MARKER_PIN))

/* The benchmark interrupts: NVIC lines no peripheral drives here (WWDG and PVD, never enabled),
 * pended by software through NVIC STIR. On QEMU virt both are the CLINT's machine software
 * interrupt (MSIP), with a word saying which line was pended (boards/rv32virt/board_virt.c). */
#define CL_BENCH_IRQ 0u
#define CL_BENCH_IRQ2 1u
#if defined(CL_FAMILY_RV32VIRT) || defined(CL_FAMILY_ESP32C3)
#include "board_rv32.h"
extern volatile uint32_t cl_rv_soft_lines;
/* Called by the kernel port from the benchmark lines' interrupt (CL_RV_MCAUSE_SOFT): clears it,
 * runs the pended lines' handlers. */
void cl_rv_soft_irq(void);
/* The tick for a kernel whose RISC-V port leaves its timer to the board (µC/OS-III, RT-Thread
 * Nano, TencentOS-tiny, and FreeRTOS on the C3): a one-shot deadline on a fixed grid of tick_hz,
 * its interrupt (CL_RV_MCAUSE_TICK) enabled. cl_rv_tick_ack, from that interrupt, moves the
 * deadline on by exactly one period (before the kernel's tick runs the harness's hook, which
 * reads the deadline that fired back); 0: the tick was not the cause, nothing to do. */
void cl_rv_tick_start(uint32_t tick_hz);
#if defined(CL_FAMILY_RV32VIRT)
/* mcause names the machine timer and nothing else raises it: always the tick. Inline, so that a
 * port's test of the answer costs no instruction on virt. */
void cl_rv_tick_next(void);
static inline int cl_rv_tick_ack(void) {
  cl_rv_tick_next();
  return 1;
}
#else
int cl_rv_tick_ack(void);
#endif
/* Enables the switch request's interrupt (CL_RV_MCAUSE_SWITCH, the lowest priority of the
 * three); board_rv32.h raises and clears it from assembly. */
void cl_rv_switch_enable(void);
/* CL_RV_TRAP_VECTORS(entry), once at file scope, and mtvec = CL_RV_MTVEC(entry): every trap
 * goes to the port's one trap entry, which tells them apart by mcause. virt takes traps in direct
 * mode; the C3 in vectored mode only, so there it is a 256-byte aligned table of 32 jumps to the
 * entry (exceptions enter at its base, line n at base + 4n). */
#if defined(CL_FAMILY_ESP32C3)
#define CL_RV_TRAP_VECTORS(entry)                                                                  \
  __asm__(".pushsection .text.cl_rv_vectors, \"ax\"\n.balign 256\n.global cl_rv_vectors\n"         \
          "cl_rv_vectors:\n.rept 32\nj " #entry "\n.endr\n.popsection\n");                         \
  extern const uint32_t cl_rv_vectors[]
#define CL_RV_MTVEC(entry) ((uintptr_t)cl_rv_vectors | 1u)
#else
#define CL_RV_TRAP_VECTORS(entry) extern const uint32_t cl_rv_vectors[] /* direct mode: none */
#define CL_RV_MTVEC(entry) ((uintptr_t)(entry))
#endif
#endif
#if defined(CL_FAMILY_RV32VIRT)
#define CL_CLINT_MSIP 0x02000000u
#if CL_HARTS > 1
/* Starts hart `hart` (parked by start.S in wfi until now) at fn(hart), its stack's top given:
 * qemu-rv32-smp's second hart, for an SMP kernel or the harness's cross-hart hooks
 * (benchmarks/bench_harts.c). */
void cl_hart_start(unsigned hart, void (*fn)(unsigned), uint32_t *stack_top);
#endif
#define CL_IRQ_SYNC() __asm__ volatile("" ::: "memory") /* an MMIO store ends QEMU's block */
#elif defined(CL_FAMILY_ESP32C3)
/* ESP32-C3 (boards/esp32c3/board_esp32c3.c): no CLINT. Peripheral interrupt sources reach the
 * core's 31 lines through the interrupt matrix (INTERRUPT_CORE0 at 0x600C2000: one map register
 * per source, then enable, type, priority and threshold); the core takes them in vectored mode.
 * Both benchmark lines are FROM_CPU_INTR1 (SYSTEM_CPU_INTR_FROM_CPU_1), with a word saying which
 * line was pended, as on QEMU virt. Lines: 1 the kernel's switch request (FROM_CPU_INTR0), 2 the
 * benchmark lines, 3 the tick (SYSTIMER target 0). */
#define CL_C3_INTMTX 0x600C2000u
#define CL_C3_INT_ENABLE (CL_C3_INTMTX + 0x104u)
#define CL_C3_INT_TYPE (CL_C3_INTMTX + 0x108u)
#define CL_C3_INT_PRI(line) (CL_C3_INTMTX + 0x114u + 4u * (line))
#define CL_C3_INT_THRESH (CL_C3_INTMTX + 0x194u)
#define CL_C3_FROM_CPU_SOFT 0x600C002Cu /* SYSTEM_CPU_INTR_FROM_CPU_1_REG */
#define CL_C3_SRC_FROM_CPU_SOFT 51u
#define CL_C3_LINE_SOFT 2u
#define CL_C3_LINE_TICK 3u
#define CL_C3_SYSTIMER_HZ 16000000u
#define CL_C3_SRC_FROM_CPU_SWITCH 50u
#define CL_C3_LINE_SWITCH 1u
/* irq_esp32c3.c: a source to a CPU line (level, priority); the systimer's register clock on;
 * unit 0's count, low word. */
void cl_c3_route_irq(uint32_t source, uint32_t line, uint32_t priority);
void cl_c3_systimer_enable(void);
uint32_t cl_c3_systimer_lo(void);
/* irq_esp32c3.c: one line masked (enable 0) or unmasked in the matrix, the caller locked. */
void cl_c3_line_enable(uint32_t line, int enable);
/* irq_esp32c3.c: the tick's deadline passed, its interrupt not yet acknowledged. */
int cl_c3_tick_pending(void);
/* The pend travels through the matrix: reading the register back completes the store, so the
 * interrupt is taken within the next few instructions (to be measured on silicon). */
#define CL_IRQ_SYNC()                                                                              \
  do {                                                                                             \
    (void)CL_REG(CL_C3_FROM_CPU_SOFT);                                                             \
    __asm__ volatile("fence" ::: "memory");                                                        \
  } while (0)
#else
#define CL_IRQ_SYNC() __asm__ volatile("dsb\n isb" ::: "memory") /* taken here at the latest */
#endif

#ifndef CL_REG /* the host test of the clock bring-up (tests/clock_bringup) models the RCC */
#define CL_REG(addr) (*(volatile uint32_t *)(addr))
#endif
