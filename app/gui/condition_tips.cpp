#include "app/gui/condition_tips.hpp"

#include <QCoreApplication>

namespace cyclelab::app::tips {

QString cpuHz() {
    return QCoreApplication::translate(
        "ConditionTips",
        "Core clock (cpuHz) the firmware configured before measuring. Cycle counts are "
        "mostly independent of it, but times in ns scale with 1/cpuHz, and flash wait "
        "states change with it, so kernel rankings can flip between frequency tiers.");
}

QString flashWaitStates() {
    return QCoreApplication::translate(
        "ConditionTips",
        "Flash wait states: extra CPU cycles per flash access that the flash interface "
        "needs at this core clock. More wait states make code that runs from flash "
        "slower in cycles; the prefetch buffer and caches hide part of it.");
}

QString opt() {
    return QCoreApplication::translate(
        "ConditionTips",
        "Compiler optimisation level the firmware image was built with (-O0, -O1, -O2, "
        "-O3, -Os). It changes both the kernel's code and the benchmark harness, so "
        "compare kernels only at the same level.");
}

QString profile() {
    return QCoreApplication::translate(
        "ConditionTips",
        "Kernel configuration profile. 'default' is the vendor's stock configuration "
        "(statistics, tracing hooks and checks as shipped); 'minimal' keeps only the "
        "scheduler, synchronisation and memory features the benchmarks need. Hidden "
        "features in the default profile show up as extra cycles.");
}

QString cycleSource() {
    return QCoreApplication::translate(
        "ConditionTips",
        "Which counter produced the cycle samples: 'dwt' is the Cortex-M DWT cycle "
        "counter (one count per core cycle); 'systick' or 'tim2'/'tim5' are fallbacks "
        "when DWT is missing (QEMU does not emulate DWT), counting at the rate shown as "
        "cycleHz. On the virtual bench a cycle is a QEMU -icount instruction slot: no "
        "exception entry, pipeline stalls or flash wait states, so virtual cycles are not "
        "hardware cycles.");
}

QString analyzerSamplerate() {
    return QCoreApplication::translate(
        "ConditionTips",
        "Logic analyzer sample rate, as the capture really had it. One sample period "
        "(1/rate) is the resolution of a pulse width and the first term of the tolerance "
        "within which the cycle counter and the analyzer must agree. A rate the virtual "
        "analyzer cannot capture exactly is refused when the campaign is planned.");
}

QString verdict() {
    return QCoreApplication::translate(
        "ConditionTips",
        "Cross-validation of the cycle counter against the logic analyzer, sample by "
        "sample, after subtracting the GPIO toggle overhead. The tolerance is one analyzer "
        "sample + 2 counter cycles + declared jitter + the clocks' ppm (0 on the virtual "
        "bench, where one clock drives both). Rules apply in order (docs/VALIDATION.md), "
        "the first that fires decides. 'fail': the channels disagree: a systematic offset, "
        "a disagreement on one side only (whatever its share), pulses lost inside the "
        "window, a stopped or constant counter, or fewer than 99% of the pairs agreeing. "
        "'inconclusive': only what cannot be decided (rates or toggle overhead unknown, "
        "no samples or pulses, an analyzer too slow for the operation, too few pairs). "
        "'pass': none of these. A run whose samples cannot be true (negative, longer than "
        "the run, 0 for real work) is 'implausible' and never shown as a result.");
}

QString kernel() {
    return QCoreApplication::translate(
        "ConditionTips", "RTOS kernel the firmware was built with. 'refkernel' is CycleLab's own "
                         "reference kernel; other kernels are built from sources you supply.");
}

QString samples() {
    return QCoreApplication::translate(
        "ConditionTips",
        "Measured iterations per benchmark, all kept. Min is the ideal path, the median "
        "is typical, max and high percentiles show jitter. Some benchmarks cap the "
        "count (tick_accuracy measures 10 ms delays).");
}

QString warmup() {
    return QCoreApplication::translate(
        "ConditionTips", "Iterations run before sampling starts and then discarded, so caches, the "
                         "flash prefetch buffer and the scheduler are in their steady state.");
}

QString benchmark() {
    return QCoreApplication::translate(
        "ConditionTips",
        "The kernel operation measured, with its parameters. 'baseline' (an empty "
        "operation in the identical harness) always runs first: its cost is subtracted "
        "from every sample and it calibrates the GPIO toggle overhead.");
}

QString board() {
    return QCoreApplication::translate(
        "ConditionTips",
        "Board profile: the microcontroller, its clock tiers, UART, probe and marker "
        "pins and how it is flashed. Virtual boards run the firmware in QEMU with a "
        "virtual logic analyzer.");
}

} // namespace cyclelab::app::tips
