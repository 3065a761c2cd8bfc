/* ESP32-C3 interrupts for the kernel ports (board.h, board_rv32.h): the systimer tick, the
 * switch request and the interrupt matrix. Its own file so that the host test
 * (tests/clock_bringup/esp32c3_irq_test.cpp) runs it against a model of the registers. Register
 * addresses and bits are the ESP32-C3 Technical Reference Manual's ("System Timer", "Interrupt
 * Matrix"); not run on silicon yet (README.md). */
#include "board.h"

/* SYSTIMER unit 0 counts at 16 MHz from the 40 MHz crystal whatever the CPU clock. */
#define SYSTIMER 0x60023000u
#define ST_CONF SYSTIMER
#define ST_CLK_EN (1u << 31) /* the register file's clock: ESP-IDF sets it before any access */
#define ST_UNIT0_OP (SYSTIMER + 0x04u)
#define ST_UNIT0_VALUE_HI (SYSTIMER + 0x40u)
#define ST_UNIT0_VALUE_LO (SYSTIMER + 0x44u)
#define ST_UPDATE (1u << 30)
#define ST_VALUE_VALID (1u << 29)
#define ST_TARGET0_HI (SYSTIMER + 0x1Cu)
#define ST_TARGET0_LO (SYSTIMER + 0x20u)
#define ST_TARGET0_CONF (SYSTIMER + 0x34u) /* 0: one-shot, against unit 0 */
#define ST_COMP0_LOAD (SYSTIMER + 0x50u)   /* the comparator takes a new target */
#define ST_TARGET0_WORK_EN (1u << 24)
#define ST_INT_ENA (SYSTIMER + 0x64u)
#define ST_INT_CLR (SYSTIMER + 0x6Cu)
#define ST_INT_ST (SYSTIMER + 0x70u)
#define ST_SRC_TARGET0 37u /* its interrupt-matrix source */

/* Priorities of the three lines: the tick above the benchmark lines above the switch request,
 * which is taken last, as PendSV on Cortex-M. */
#define PRIO_SWITCH 1u
#define PRIO_TICK 3u

void cl_c3_systimer_enable(void) { CL_REG(ST_CONF) |= ST_CLK_EN; }

static void systimer_latch(void) {
  CL_REG(ST_UNIT0_OP) = ST_UPDATE; /* the count into the value registers, valid when latched */
  while (!(CL_REG(ST_UNIT0_OP) & ST_VALUE_VALID))
    ;
}

uint32_t cl_c3_systimer_lo(void) {
  systimer_latch();
  return CL_REG(ST_UNIT0_VALUE_LO);
}

static uint64_t tick_deadline;
static uint32_t tick_period;

static void tick_set(uint64_t when) {
  CL_REG(ST_TARGET0_HI) = (uint32_t)(when >> 32);
  CL_REG(ST_TARGET0_LO) = (uint32_t)when;
  CL_REG(ST_COMP0_LOAD) = 1u;
}

void cl_rv_tick_start(uint32_t tick_hz) {
  tick_period = CL_C3_SYSTIMER_HZ / tick_hz;
  CL_REG(ST_CONF) |= ST_CLK_EN;
  systimer_latch();
  tick_deadline =
      ((uint64_t)CL_REG(ST_UNIT0_VALUE_HI) << 32 | CL_REG(ST_UNIT0_VALUE_LO)) + tick_period;
  CL_REG(ST_TARGET0_CONF) = 0;
  CL_REG(ST_CONF) |= ST_TARGET0_WORK_EN;
  tick_set(tick_deadline);
  CL_REG(ST_INT_CLR) = 1u;
  CL_REG(ST_INT_ENA) |= 1u;
  cl_c3_route_irq(ST_SRC_TARGET0, CL_C3_LINE_TICK, PRIO_TICK);
}

int cl_rv_tick_ack(void) {
  if (!(CL_REG(ST_INT_ST) & 1u))
    return 0;
  CL_REG(ST_INT_CLR) = 1u;
  tick_deadline += tick_period; /* a fixed grid, however late the handler runs */
  tick_set(tick_deadline);
  return 1;
}

/* The deadline has passed and its interrupt is not yet served (taken or not, masked or not): a
 * tickless kernel's clock counts that tick as begun (LiteOS-M's, ports/liteos-m/rv32). */
int cl_c3_tick_pending(void) { return (CL_REG(ST_INT_ST) & 1u) != 0; }

void cl_rv_switch_enable(void) {
  CL_REG(CL_C3_FROM_CPU_SWITCH) = 0;
  cl_c3_route_irq(CL_C3_SRC_FROM_CPU_SWITCH, CL_C3_LINE_SWITCH, PRIO_SWITCH);
}

/* A line masked or unmasked in the matrix, the others untouched: what a kernel's "disable this
 * interrupt" is on a core without mie (NuttX's up_disable_irq, ports/nuttx/chip-esp32c3). Not
 * atomic: the caller holds its lock (the harness writes the register from tasks too). */
void cl_c3_line_enable(uint32_t line, int enable) {
  if (enable)
    CL_REG(CL_C3_INT_ENABLE) |= 1u << line;
  else
    CL_REG(CL_C3_INT_ENABLE) &= ~(1u << line);
}

void cl_c3_route_irq(uint32_t source, uint32_t line, uint32_t priority) {
  CL_REG(CL_C3_INTMTX + 4u * source) = line;
  CL_REG(CL_C3_INT_TYPE) &= ~(1u << line); /* level */
  CL_REG(CL_C3_INT_PRI(line)) = priority;
  CL_REG(CL_C3_INT_THRESH) = 1u;
  CL_REG(CL_C3_INT_ENABLE) |= 1u << line;
}
