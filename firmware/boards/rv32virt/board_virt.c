/* QEMU virt (RV32) board support: the 16550 console UART0 at 0x10000000 and the benchmark
 * interrupt lines on the CLINT's machine software interrupt. virt has no clock tree and no GPIO
 * (the probe and marker are stores to a RAM window, boards/rv32virt/link.ld.in). */
#include "bench.h"

#define UART0 0x10000000u
#define UART_RBR (*(volatile uint8_t *)(UART0 + 0u))
#define UART_THR (*(volatile uint8_t *)(UART0 + 0u))
#define UART_IER (*(volatile uint8_t *)(UART0 + 1u))
#define UART_FCR (*(volatile uint8_t *)(UART0 + 2u))
#define UART_LCR (*(volatile uint8_t *)(UART0 + 3u))
#define UART_LSR (*(volatile uint8_t *)(UART0 + 5u))

struct cl_clock cl_clock = {CL_CPU_HZ, CL_APB1_HZ, CL_APB2_HZ, "qemu"};
volatile uint32_t cl_rv_soft_lines;

void board_init(void) {
  UART_IER = 0;    /* polled */
  UART_LCR = 0x03; /* 8N1; QEMU's 16550 ignores the divisor, so the baud is not programmed */
  UART_FCR = 0x07; /* FIFOs on and cleared */
}

/* QEMU's 16550 hands each byte to the chardev at once, but when the host side is slow (a full
 * socket) it holds it and clears THRE; a byte written then overwrites the FIFO's oldest one.
 * So wait for THRE, unlike the STM32 images (the STM32 USART model never holds a byte). */
void board_putc(char c) {
  while (!(UART_LSR & 0x20u)) /* THRE */
    ;
  UART_THR = (uint8_t)c;
}

int board_getc(void) {
  if (!(UART_LSR & 1u)) /* data ready */
    return -1;
  return UART_RBR;
}

#if CL_HARTS > 1
/* Read by the parked harts in start.S: {entry, stack top} per hart, in .data (see there). */
struct cl_hart_slot {
  void (*volatile fn)(unsigned);
  uint32_t *volatile stack_top;
};
struct cl_hart_slot cl_hart_entry[CL_HARTS] __attribute__((section(".data"))) = {{0, 0}};

void cl_hart_start(unsigned hart, void (*fn)(unsigned), uint32_t *stack_top) {
  cl_hart_entry[hart].stack_top = stack_top;
  __sync_synchronize(); /* the stack before the entry the hart tests */
  cl_hart_entry[hart].fn = fn;
  __sync_synchronize();
  CL_REG(CL_CLINT_MSIP + 4u * hart) = 1u;
}
#endif

void cl_bench_irq_handler(void);
void cl_bench_irq2_handler(void);

void cl_rv_soft_irq(void) {
  CL_REG(CL_CLINT_MSIP) = 0;
  uint32_t lines = cl_rv_soft_lines;
  cl_rv_soft_lines = 0;
  if (lines & 1u << CL_BENCH_IRQ)
    cl_bench_irq_handler();
  if (lines & 1u << CL_BENCH_IRQ2)
    cl_bench_irq2_handler();
}

/* hart 0's mtime and mtimecmp (CLINT, at CL_MTIME_HZ). */
#define CLINT_MTIMECMP_LO 0x02004000u
#define CLINT_MTIMECMP_HI 0x02004004u
#define CLINT_MTIME_LO 0x0200BFF8u
#define CLINT_MTIME_HI 0x0200BFFCu
#define MIE_MTIE (1u << 7)
static uint64_t tick_deadline;
static uint32_t tick_period;

/* The high word goes first with an unreachable value, so no half-written deadline can match. */
static void tick_set(uint64_t when) {
  CL_REG(CLINT_MTIMECMP_HI) = 0xFFFFFFFFu;
  CL_REG(CLINT_MTIMECMP_LO) = (uint32_t)when;
  CL_REG(CLINT_MTIMECMP_HI) = (uint32_t)(when >> 32);
}

void cl_rv_tick_start(uint32_t tick_hz) {
  uint32_t hi, lo;
  do {
    hi = CL_REG(CLINT_MTIME_HI);
    lo = CL_REG(CLINT_MTIME_LO);
  } while (hi != CL_REG(CLINT_MTIME_HI));
  tick_period = CL_MTIME_HZ / tick_hz;
  tick_deadline = ((uint64_t)hi << 32 | lo) + tick_period;
  tick_set(tick_deadline);
  __asm__ volatile("csrs mie, %0" ::"r"(MIE_MTIE));
}

/* cl_rv_tick_ack (board.h) on virt. */
void cl_rv_tick_next(void) {
  tick_deadline += tick_period; /* a fixed grid, however late the handler runs */
  tick_set(tick_deadline);
}

/* The switch request is mip.SSIP, which machine mode sets and clears itself (board_rv32.h): taken
 * last of the three, nothing delegated. */
void cl_rv_switch_enable(void) { __asm__ volatile("csrs mie, %0" ::"r"(1u << 1)); }
