/* FreeRTOS SMP (configNUMBER_OF_CORES 2) on qemu-rv32-smp: the arch layer the community
 * RISC-V_RV32_SMP_QEMU_VIRT port leaves to the application (smp/arch), hart 1's start, the
 * passive idle task, and idle harts that sleep. Built only for images of a two-hart board. */
#include "cl_port.h"
#include "arch/trap_handler.h"
#include "virt_turns.h"

arch_spinlock_t arch_task_lock, arch_isr_lock;
volatile uint32_t cl_smp_msip_route;     /* read by cl_smp_vector.S: MSIP_* */
static volatile uint32_t ipi_pending[2]; /* an IPI of the kernel's, not a lock's wake-up */
extern void cl_smp_vector(void);
extern void freertos_risc_v_scheduler_launch_handler(void);

void arch_trap_handler_install(uint32_t cause, void (*handler)(void)) {
  if (cause == 3u)
    cl_smp_msip_route =
        handler == freertos_risc_v_scheduler_launch_handler ? MSIP_LAUNCH : MSIP_KERNEL;
  __asm__ volatile("fence" ::: "memory");
}

/* Before its scheduler runs, hart 0 waits for hart 1 twice (hart 1 in hart1_entry; hart 1 in the
 * port's launch handler). Measured: a hart halted in wfi with its software interrupt pending
 * was never resumed while the other polled with every interrupt masked (the port's own launch
 * loop hung at boot, with and without -icount), so hart 0 sleeps there instead, with only its
 * software interrupt enabled, and hart 1 raises it. */
static volatile uint32_t hart1_ready, hart1_launched;
static void sleep_until(volatile uint32_t *flag) {
  uint32_t mie;
  __asm__ volatile("csrrw %0, mie, %1" : "=r"(mie) : "r"(8u)); /* MSIE only; MIE is off */
  while (!*flag)
    __asm__ volatile("wfi");
  CL_SMP_MSIP(0) = 0u;
  __asm__ volatile("csrw mie, %0" ::"r"(mie));
}
static void wake_hart0(volatile uint32_t *flag) {
  *flag = 1u;
  __asm__ volatile("fence" ::: "memory");
  CL_SMP_MSIP(0) = 1u;
}

/* xcore_ipi's IPI: the next software interrupt taken goes through cl_smp_msip_hooked (the
 * port's own context save, then cl_smp_ipi_hooked), so the kernel's IPIs of every other
 * benchmark keep their path, unchanged by a hook. */
void cl_port_ipi_send(unsigned core) {
  cl_smp_msip_route = MSIP_HOOKED;
  arch_ipi_send(core);
}
void vPortIPIHandler(void);
void cl_smp_ipi_hooked(void) {
  cl_smp_msip_route = MSIP_KERNEL; /* before the hook, which may send the next one */
  cl_ipi_hook();
  vPortIPIHandler();
}

void arch_ipi_send(uint32_t hart) {
  ipi_pending[hart] = 1u;
  __asm__ volatile("fence" ::: "memory"); /* what the woken hart reads is written first */
  CL_SMP_MSIP(hart) = 1u;
  /* prvLaunchSchedulerOnSecondaryCores: hart 0 before its scheduler */
  if (cl_smp_msip_route == MSIP_LAUNCH)
    sleep_until(&hart1_launched);
}

/* The port's IPI handler clears the interrupt, then yields. On hart 0 the same interrupt may
 * carry a benchmark line (cl_irq_pend): those handlers run here, before the yield, so a task
 * they wake is switched to at once (isr_to_task). */
void arch_ipi_clear(void) {
  uint32_t hart = arch_cpuid();
  ipi_pending[hart] = 0u;
  CL_SMP_MSIP(hart) = 0u;
  if (hart != 0u)
    cl_virt_hart1_woken();
  if (hart != 0u && cl_smp_msip_route == MSIP_LAUNCH) /* vPortSchedulerLaunchHandler's first call */
    wake_hart0(&hart1_launched);
  if (hart == 0u && cl_rv_soft_lines)
    cl_rv_soft_irq();
}

/* Peterson's lock for cores 0 and 1, recursive for its owner. A waiter sleeps instead of
 * polling: under -icount a hart keeps its turn until it sleeps or its budget (the time to the next
 * timer deadline, up to 100 ms) runs out, so a polling waiter eats that turn while the owner
 * waits for its own. Measured (default profile, mutex_pi): hart 1, woken by an IPI, polled the
 * task lock hart 0 held with the scheduler suspended; hart 0's tick fell a turn behind per tick it
 * caught up, hart 0 took the overdue tick at every instruction it tried (a livelock: the run
 * timed out), and minimal's mutex_pi saw regions of 99.7 M cycles. The waiter enables only its
 * software interrupt, which the release raises (and a lock call that gives it the turn: without
 * that, both harts slept, a deadlock seen once in a few thousand cross-core samples), and clears
 * it on waking unless the kernel sent
 * an IPI meanwhile (the same bit: ipi_pending tells them apart). Left pending, a wake-up made
 * every later wfi of the wait return at once: the waiter polled again (xcore_sem: 1905 ticks
 * for 200 samples, against 8). */
static void wait_for(arch_spinlock_t *lock, uint32_t me, uint32_t other) {
  uint32_t mie, mstatus;
  __asm__ volatile("csrrci %0, mstatus, 8" : "=r"(mstatus));
  __asm__ volatile("csrrw %0, mie, %1" : "=r"(mie) : "r"(8u)); /* MSIE only */
  while (lock->want[other] && lock->turn == other) {
    lock->sleep[me] = 1u;
    __asm__ volatile("fence" ::: "memory");
    if (lock->want[other] && lock->turn == other)
      __asm__ volatile("wfi");
    lock->sleep[me] = 0u;
    CL_SMP_MSIP(me) = 0u;
    __asm__ volatile("fence" ::: "memory");
    if (ipi_pending[me]) /* set before the kernel's IPI is raised: none is lost */
      CL_SMP_MSIP(me) = 1u;
  }
  __asm__ volatile("csrw mie, %0" ::"r"(mie));
  __asm__ volatile("csrw mstatus, %0" ::"r"(mstatus));
}

void arch_spinlock_lock(int32_t core, arch_spinlock_t *lock) {
  uint32_t me = (uint32_t)core, other = 1u - me;
  if (lock->owner == me + 1u) {
    lock->depth++;
    return;
  }
  lock->want[me] = 1u;
  lock->turn = other;
  __asm__ volatile("fence" ::: "memory");
  if (lock->sleep[other]) /* it waited for our turn, which we just gave it */
    CL_SMP_MSIP(other) = 1u;
  if (lock->want[other] && lock->turn == other)
    wait_for(lock, me, other);
  __asm__ volatile("fence" ::: "memory");
  lock->owner = me + 1u;
  lock->depth = 1u;
}

void arch_spinlock_unlock(int32_t core, arch_spinlock_t *lock) {
  if (--lock->depth)
    return;
  lock->owner = 0u;
  __asm__ volatile("fence" ::: "memory");
  lock->want[core] = 0u;
  __asm__ volatile("fence" ::: "memory");
  if (lock->sleep[1 - core])
    CL_SMP_MSIP(1 - core) = 1u;
}

/* A task pinned to hart 1 (a cross-core benchmark's helper): hart 0's idle hands its turn over
 * when hart 1 has an IPI pending (cl_smp_idle). */
static cl_task *volatile hart1_task;
void cl_task_set_core(cl_task *t, unsigned core) {
  vTaskCoreAffinitySet(t->h, 1u << core);
  if (core != 0u)
    hart1_task = t;
  else if (hart1_task == t)
    hart1_task = 0;
}
void cl_smp_task_deleted(cl_task *t) {
  if (hart1_task == t)
    hart1_task = 0;
}

static StaticTask_t passive_idle_tcb;
static StackType_t passive_idle_stack[configMINIMAL_STACK_SIZE];
void vApplicationGetPassiveIdleTaskMemory(StaticTask_t **tcb, StackType_t **stack,
                                          configSTACK_DEPTH_TYPE *words, BaseType_t index) {
  (void)index; /* one passive idle task with two cores */
  *tcb = &passive_idle_tcb;
  *stack = passive_idle_stack;
  *words = configMINIMAL_STACK_SIZE;
}

/* Both idle tasks' hook (configUSE_PASSIVE_IDLE_HOOK and the idle hook): the two-hart board's
 * idle step (boards/rv32virt/virt_turns.c, the same as NuttX SMP's). An idle hart that polled
 * would count its whole turn into the other hart's figures, so it sleeps, but hart 0 polls while
 * a benchmark runs unless hart 1 has work. Hart 1's IPI handler clears its sleep mark
 * (arch_ipi_clear). */
void cl_smp_idle(void) { cl_virt_idle(arch_cpuid(), hart1_task != 0); }
void vApplicationPassiveIdleHook(void) { cl_smp_idle(); }

/* Hart 1 waits with interrupts on until the port's launch IPI starts its scheduler there. */
static uint32_t hart1_boot_stack[128] __attribute__((aligned(16)));
static void hart1_entry(unsigned hart) {
  (void)hart;
  __asm__ volatile("csrw mtvec, %0" ::"r"((uintptr_t)cl_smp_vector | 1u));
  __asm__ volatile("csrw mie, %0" ::"r"(8u)); /* MSIE */
  wake_hart0(&hart1_ready);
  __asm__ volatile("csrsi mstatus, 8");
  for (;;)
    __asm__ volatile("wfi");
}

void cl_smp_start(void) {
  __asm__ volatile("csrw mtvec, %0" ::"r"((uintptr_t)cl_smp_vector | 1u));
  cl_hart_start(1, hart1_entry, hart1_boot_stack + sizeof hart1_boot_stack / sizeof(uint32_t));
  sleep_until(&hart1_ready);
}
