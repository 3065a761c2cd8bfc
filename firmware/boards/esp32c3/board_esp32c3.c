/* ESP32-C3 board support (ESP32-C3-DevKitM-1): the core clock, the mpccr cycle
 * counter, probe and marker as plain GPIO outputs, the console on UART0 as the ROM left it, and
 * the benchmark interrupt lines. Register addresses and keys are the ESP32-C3 Technical
 * Reference Manual's; none of this has run on silicon yet (firmware/boards/esp32c3/README.md). */
#include "bench.h"

/* Clock (TRM, "Reset and Clock"): SYSTEM_SYSCLK_CONF.SOC_CLK_SEL picks XTAL (0), PLL (1) or
 * RC_FAST (2); from the 480 MHz PLL, SYSTEM_CPU_PER_CONF.CPUPERIOD_SEL 0 gives 80 MHz, 1 gives
 * 160 MHz, with APB at 80 MHz either way. */
#define SYSTEM_CPU_PER_CONF 0x600C0008u
#define SYSTEM_SYSCLK_CONF 0x600C0058u
#define CPUPERIOD_160MHZ 1u
#define PLL_FREQ_480MHZ (1u << 2)

/* GPIO (TRM, "IO MUX and GPIO Matrix"). */
#define GPIO_ENABLE_W1TS 0x60004024u
#define GPIO_FUNC_OUT_SEL_CFG(n) (0x60004554u + 4u * (n))
#define GPIO_OUT_SEL_SIMPLE 128u /* plain GPIO output, enabled by GPIO_ENABLE_REG */
#define IO_MUX_GPIO(n) (0x60009004u + 4u * (n))
#define IO_MUX_MCU_SEL_GPIO (1u << 12) /* function 1: GPIO */
#define IO_MUX_FUN_DRV_20MA (2u << 10)

/* UART0 (TRM, "UART Controller"): the ROM set it to 115200 8N1 on GPIO21/GPIO20; the FIFO
 * register reads and writes one byte, STATUS counts the bytes in each FIFO. */
#define UART0_FIFO 0x60000000u
#define UART0_STATUS 0x6000001Cu
#define UART_TXFIFO_CNT(s) (((s) >> 16) & 0x3FFu)
#define UART_RXFIFO_CNT(s) ((s)&0x3FFu)
#define UART_FIFO_BYTES 128u

struct cl_clock cl_clock = {CL_CPU_HZ, CL_APB1_HZ, CL_APB2_HZ, "rom"};
volatile uint32_t cl_rv_soft_lines;

/* The core clock reached, from mpccr against the systimer over 1 ms, to the nearest MHz: HELLO
 * reports it (clk_hz), so a clock other than the image's shows on the first boot. */
static uint32_t measure_cpu_hz(void) {
  uint32_t s0 = cl_c3_systimer_lo(), s;
  uint32_t c0 = cl_cycles_now();
  do
    s = cl_c3_systimer_lo();
  while (s - s0 < CL_C3_SYSTIMER_HZ / 1000u);
  uint32_t cycles = cl_cycles_now() - c0;
  uint64_t hz = (uint64_t)cycles * CL_C3_SYSTIMER_HZ / (s - s0);
  return (uint32_t)((hz + 500000u) / 1000000u * 1000000u);
}

/* 160 MHz needs the PLL: the firmware does not program the BBPLL (its analog registers are
 * reached only through ROM routines), so it switches to 160 MHz when the ROM left the CPU on
 * the 480 MHz PLL, and otherwise stays on the clock the ROM left (clk_src "rom"). */
static void clock_init(void) {
  uint32_t soc_clk_sel = (CL_REG(SYSTEM_SYSCLK_CONF) >> 10) & 3u;
  if (soc_clk_sel == 1u && (CL_REG(SYSTEM_CPU_PER_CONF) & PLL_FREQ_480MHZ)) {
    CL_REG(SYSTEM_CPU_PER_CONF) = (CL_REG(SYSTEM_CPU_PER_CONF) & ~3u) | CPUPERIOD_160MHZ;
    cl_clock.source = "pll";
  }
  /* mpccr: mpcer selects the event (bit 0, clock cycles), mpcmr bit 0 starts counting (bit 1,
   * saturation, stays off: the counter wraps as the harness expects of 32-bit counters). */
  __asm__ volatile("csrw 0x7E0, %0\n\tcsrw 0x7E1, %0\n\tcsrw 0x7E2, zero" ::"r"(1u));
  cl_c3_systimer_enable();
  cl_clock.cpu_hz = measure_cpu_hz();
}

static void gpio_output(uint32_t pin) {
  CL_REG(IO_MUX_GPIO(pin)) = IO_MUX_MCU_SEL_GPIO | IO_MUX_FUN_DRV_20MA;
  CL_REG(GPIO_FUNC_OUT_SEL_CFG(pin)) = GPIO_OUT_SEL_SIMPLE;
  CL_REG(CL_PROBE_CLR_ADDR) = 1u << pin;
  CL_REG(GPIO_ENABLE_W1TS) = 1u << pin;
}

void board_init(void) {
  clock_init();
  gpio_output(CL_PROBE_PIN);
  gpio_output(CL_MARKER_PIN);
}

void board_putc(char c) {
  while (UART_TXFIFO_CNT(CL_REG(UART0_STATUS)) >= UART_FIFO_BYTES - 1u)
    ;
  CL_REG(UART0_FIFO) = (uint8_t)c;
}

int board_getc(void) {
  if (UART_RXFIFO_CNT(CL_REG(UART0_STATUS)) == 0u)
    return -1;
  return (int)(CL_REG(UART0_FIFO) & 0xFFu);
}

void cl_bench_irq_handler(void);
void cl_bench_irq2_handler(void);

/* CPU interrupt CL_C3_LINE_SOFT, from FROM_CPU_INTR1 (board.h): clear it, run the lines. */
void cl_rv_soft_irq(void) {
  CL_REG(CL_C3_FROM_CPU_SOFT) = 0;
  (void)CL_REG(CL_C3_FROM_CPU_SOFT); /* the level falls before mret */
  uint32_t lines = cl_rv_soft_lines;
  cl_rv_soft_lines = 0;
  if (lines & 1u << CL_BENCH_IRQ)
    cl_bench_irq_handler();
  if (lines & 1u << CL_BENCH_IRQ2)
    cl_bench_irq2_handler();
}

void cl_irq_setup(void (*body)(void)) {
  cl_irq_body = body;
  cl_rv_soft_lines = 0;
  CL_REG(CL_C3_FROM_CPU_SOFT) = 0;
  cl_c3_route_irq(CL_C3_SRC_FROM_CPU_SOFT, CL_C3_LINE_SOFT, 2u);
}

void cl_irq_teardown(void) {
  CL_REG(CL_C3_INT_ENABLE) &= ~(1u << CL_C3_LINE_SOFT);
  CL_REG(CL_C3_FROM_CPU_SOFT) = 0;
}
