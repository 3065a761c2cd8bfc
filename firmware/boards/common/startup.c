/* Cortex-M3/M4 start-up: vector table, .data/.bss set-up, FPU enable, main. */
#include <stdint.h>

extern uint32_t _sidata, _sdata, _edata, _sbss, _ebss, _estack;
int main(void);

void Default_Handler(void) {
  for (;;)
    ;
}
void Reset_Handler(void);
void NMI_Handler(void) __attribute__((weak, alias("Default_Handler")));
void HardFault_Handler(void) __attribute__((weak, alias("Default_Handler")));
void MemManage_Handler(void) __attribute__((weak, alias("Default_Handler")));
void BusFault_Handler(void) __attribute__((weak, alias("Default_Handler")));
void UsageFault_Handler(void) __attribute__((weak, alias("Default_Handler")));
void SVC_Handler(void) __attribute__((weak, alias("Default_Handler")));
void DebugMon_Handler(void) __attribute__((weak, alias("Default_Handler")));
void PendSV_Handler(void) __attribute__((weak, alias("Default_Handler")));
void SysTick_Handler(void) __attribute__((weak, alias("Default_Handler")));
void cl_bench_irq_handler(void) __attribute__((weak, alias("Default_Handler")));
void cl_bench_irq2_handler(void) __attribute__((weak, alias("Default_Handler")));
void cl_fault_irq_handler(void) __attribute__((weak, alias("Default_Handler")));
void cl_timer_irq_handler(void) __attribute__((weak, alias("Default_Handler")));

#define IRQ_LINES 82

__attribute__((section(".isr_vector"), used)) void (*const vector_table[16 + IRQ_LINES])(void) = {
    (void (*)(void))(&_estack),
    Reset_Handler,
    NMI_Handler,
    HardFault_Handler,
    MemManage_Handler,
    BusFault_Handler,
    UsageFault_Handler,
    0,
    0,
    0,
    0,
    SVC_Handler,
    DebugMon_Handler,
    0,
    PendSV_Handler,
    SysTick_Handler,
    [16 + 0] = cl_bench_irq_handler,  /* CL_BENCH_IRQ */
    [16 + 1] = cl_bench_irq2_handler, /* CL_BENCH_IRQ2 */
    [16 + 2] = cl_fault_irq_handler,  /* CL_FAULT_IRQ_LINE (test-only fault images) */
    [16 + 3 ... 16 + 27] = Default_Handler,
    [16 + 28] = cl_timer_irq_handler, /* TIM2 (F1 and F4): irq_nesting's high-rate source */
    [16 + 29 ... 16 + IRQ_LINES - 1] = Default_Handler,
};

void Reset_Handler(void) {
  uint32_t *src = &_sidata;
  for (uint32_t *dst = &_sdata; dst < &_edata;)
    *dst++ = *src++;
  for (uint32_t *dst = &_sbss; dst < &_ebss;)
    *dst++ = 0;
#if defined(__ARM_FP) && !defined(__SOFTFP__)
  *(volatile uint32_t *)0xE000ED88u |= 0xFu << 20; /* CPACR: CP10/CP11 full access */
  __asm__ volatile("dsb\n isb");
#endif
  main();
  for (;;)
    ;
}
