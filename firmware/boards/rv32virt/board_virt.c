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
