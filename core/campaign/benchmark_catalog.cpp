#include "core/campaign/benchmark_catalog.hpp"

#include "core/common/suggest.hpp"
#include "core/model/thread_metric.hpp"

#include <algorithm>

namespace cyclelab::core {
namespace {
// The reporting periods the firmware accepts (firmware/threadmetric/tm_run.h), first the default.
const BenchmarkParam kThreadMetricPeriod{
    "period_ms", {"100", "10", "20", "50", "200", "500", "1000", "2000", "5000", "10000", "20000"}};
// The core the woken task is pinned to (firmware/benchmarks/bench_cross.c): 1 across (the runner
// stays on core 0), 0 the same pair on one core for reference.
const BenchmarkParam kCrossCoreCore{"core", {"1", "0"}};
BenchmarkInfo crossCore(std::string id, std::string summary) {
    return {std::move(id), std::move(summary), {kCrossCoreCore}, 0, true, true};
}
} // namespace

const std::vector<BenchmarkInfo>& benchmarkCatalog() {
    static const std::vector<BenchmarkInfo> catalog = {
        {"baseline", "empty region: the harness's own cost (minimum 0 after subtraction)", {}, 0},
        {"ctx_switch_yield", "yield to a ready task of equal priority and back", {}, 0},
        {"sem_give_take", "give then take a semaphore, no task waiting", {}, 0},
        {"sem_wake", "give wakes a higher-priority waiter; timed until it runs", {}, 0},
        {"mutex_lock_unlock", "lock and unlock a free mutex", {}, 0},
        {"mutex_pi", "high-priority task blocks on a mutex held by a low one (inheritance)", {}, 0},
        {"queue_send_recv",
         "send then receive one item, no task waiting",
         {{"depth", {"16", "1", "5", "10"}}, {"item", {"4", "16", "32"}}},
         0},
        {"queue_wake", "send wakes a higher-priority receiver; timed until it runs", {}, 0},
        {"notify_give_take", "task notification give then take, no waiter", {}, 0},
        {"notify_wake", "notification wakes a higher-priority waiter; timed until it runs", {}, 0},
        {"event_group_set_wait", "set bits then wait on them, already set", {}, 0},
        {"mempool_alloc_free", "allocate and free one fixed-size block", {}, 0},
        {"isr_latency", "software-pended interrupt to the ISR's first instruction", {}, 0},
        {"isr_to_task", "ISR gives a semaphore; timed until the waiting task runs", {}, 0},
        {"critical_section_max",
         "SysTick entry latency under a stress load: the longest "
         "interrupt-disabled window shows as its maximum",
         {},
         0,
         false},
        {"tick_accuracy", "10 ms delays: the length of each", {}, 1000},
        // Port acceptance checks (core/analysis/acceptance.hpp): a verdict of their own.
        {"stack_overflow",
         "acceptance: a task overflows its stack on purpose; the kernel must "
         "report it (each trial: descent to the report)",
         {},
         100},
        {"irq_nesting",
         "acceptance: a ~20 µs timer interrupt nests into a kernel-aware ISR "
         "under kernel load; none may be lost (each sample: that ISR)",
         {},
         1000},
        // Cross-core wake-ups (two harts, an SMP kernel): begun on core 0, ended in the woken
        // task on the `core` parameter's core; each sample records both (DONE cores=).
        crossCore("xcore_notify", "task notification from core 0 wakes a task on `core`"),
        crossCore("xcore_sem", "binary semaphore given on core 0 wakes a task on `core`"),
        crossCore("xcore_queue", "one 4-byte item sent on core 0 wakes a receiver on `core`"),
        crossCore("xcore_event", "event bit set on core 0 wakes a task on `core` waiting all"),
        crossCore("xcore_pingpong",
                  "round trip: core 0 wakes a task on `core`, which wakes it back (two "
                  "binary semaphores)"),
        crossCore("xcore_ipi",
                  "inter-processor interrupt raised on core 0, timed to its handler on `core`"),
        crossCore("xcore_contend",
                  "kernel critical section entered and left on core 0, found held by a task on "
                  "`core` (core=0: uncontended)"),
        // Thread-Metric (docs/THREAD_METRIC.md): one sample per reporting period, its
        // iterations; 24 periods at most (the firmware's DONE carries each one's length).
        {"tm_basic",
         "Thread-Metric basic processing: one thread's array arithmetic",
         {kThreadMetricPeriod},
         24},
        {"tm_cooperative",
         "Thread-Metric cooperative scheduling: 5 equal threads relinquish",
         {kThreadMetricPeriod},
         24},
        {"tm_preemptive",
         "Thread-Metric preemptive scheduling: 5 threads resume and suspend",
         {kThreadMetricPeriod},
         24},
        {"tm_interrupt",
         "Thread-Metric interrupt processing: a software interrupt puts a "
         "semaphore the thread gets",
         {kThreadMetricPeriod},
         24},
        {"tm_interrupt_preemption",
         "Thread-Metric interrupt preemption: the interrupt resumes "
         "a higher-priority thread",
         {kThreadMetricPeriod},
         24},
        {"tm_message",
         "Thread-Metric message processing: send and receive a 16-byte message",
         {kThreadMetricPeriod},
         24},
        {"tm_synchronization",
         "Thread-Metric synchronization: get and put a semaphore",
         {kThreadMetricPeriod},
         24},
        {"tm_memory",
         "Thread-Metric memory allocation: allocate and free a 128-byte block",
         {kThreadMetricPeriod},
         24},
    };
    return catalog;
}

const BenchmarkInfo* findBenchmark(const std::string& id) {
    const auto& catalog = benchmarkCatalog();
    auto it = std::find_if(catalog.begin(), catalog.end(),
                           [&](const BenchmarkInfo& b) { return b.id == id; });
    return it == catalog.end() ? nullptr : &*it;
}

Message unknownBenchmark(const std::string& id) {
    std::vector<std::string> ids;
    for (const auto& b : benchmarkCatalog()) {
        ids.push_back(b.id);
    }
    return unknownName(MessageId::NameBenchmark, id, ids);
}

Expected<BenchmarkSpec> completeBenchmark(const BenchmarkSpec& spec, const std::string& where) {
    const BenchmarkInfo* info = findBenchmark(spec.id);
    if (!info) {
        return Error::badInput(unknownBenchmark(spec.id)).withContext(storedText(where + ".id: "));
    }
    BenchmarkSpec out{spec.id, {}};
    for (const auto& [name, value] : spec.params) {
        // Bound by an init-capture: clang before 16 cannot capture a structured binding.
        auto param = std::find_if(info->params.begin(), info->params.end(),
                                  [&key = name](const BenchmarkParam& p) { return p.name == key; });
        if (param == info->params.end()) {
            return Error::badInput(message(MessageId::ErrBenchmarkNoParam, {spec.id, name}))
                .withContext(storedText(where + ".params." + name + ": "));
        }
        if (std::find(param->allowed.begin(), param->allowed.end(), value) ==
            param->allowed.end()) {
            std::string allowed;
            for (const auto& v : param->allowed) {
                allowed += (allowed.empty() ? "" : ", ") + v;
            }
            return Error::badInput(message(MessageId::ErrBenchmarkParamValue, {value, allowed}))
                .withContext(storedText(where + ".params." + name + ": "));
        }
    }
    for (const auto& param : info->params) {
        auto it = spec.params.find(param.name);
        out.params[param.name] = it != spec.params.end() ? it->second : param.allowed.front();
    }
    return out;
}

bool isCrossCore(const std::string& id) {
    const BenchmarkInfo* info = findBenchmark(id);
    return info != nullptr && info->crossCore;
}

int crossCoreHandOffs(const BenchmarkSpec& spec) {
    if (!isCrossCore(spec.id)) {
        return 0;
    }
    auto core = spec.params.find(kCrossCoreCore.name);
    if ((core != spec.params.end() ? core->second : kCrossCoreCore.allowed.front()) == "0") {
        return 0;
    }
    // xcore_contend's sample holds two hand-offs: core 0 waits for core 1 to leave the lock, core
    // 1 then passes its turn back.
    return spec.id == "xcore_pingpong" || spec.id == "xcore_contend" ? 2 : 1;
}

std::string crossCorePinningError(const BenchmarkSpec& spec, const std::vector<CorePair>& cores) {
    if (!isCrossCore(spec.id)) {
        return {};
    }
    auto param = spec.params.find(kCrossCoreCore.name);
    const std::string core =
        param != spec.params.end() ? param->second : kCrossCoreCore.allowed.front();
    // The round trip and the contended lock are timed on core 0 alone; the others end on `core`.
    const bool onCoreZero = spec.id == "xcore_pingpong" || spec.id == "xcore_contend";
    const std::uint32_t end = onCoreZero || core == "0" ? 0u : 1u;
    if (cores.empty()) {
        return spec.id + " core=" + core + ": the firmware recorded no cores (DONE cores=), so " +
               "the pinning cannot be verified; rebuild the image with this CycleLab";
    }
    std::uint32_t wrong = 0;
    std::uint32_t total = 0;
    for (const CorePair& p : cores) {
        total += p.samples;
        wrong += p.beginCore != 0u || p.endCore != end ? p.samples : 0u;
    }
    if (wrong == 0) {
        return {};
    }
    return spec.id + " core=" + core + ": " + std::to_string(wrong) + " of " +
           std::to_string(total) + " samples did not begin on core 0 and end on core " +
           std::to_string(end) + " (" + formatCorePairs(cores) + "): " +
           (spec.id == "xcore_ipi"       ? "the interrupt was not taken where it was raised for"
            : spec.id == "xcore_contend" ? "the lock was not timed on core 0"
                                         : "the woken task was not where it was pinned") +
           ", so the figure is not the one asked for";
}

std::vector<BenchmarkSpec> allBenchmarks() {
    std::vector<BenchmarkSpec> out;
    for (const auto& info : benchmarkCatalog()) {
        if (isThreadMetric(info.id) || info.crossCore) { // only in images built with them
            continue;
        }
        out.push_back(*completeBenchmark({info.id, {}}, info.id));
    }
    return out;
}

} // namespace cyclelab::core
