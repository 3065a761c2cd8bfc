#include "core/analysis/acceptance.hpp"

#include <charconv>
#include <cstdint>

namespace cyclelab::core {
namespace {

std::optional<std::uint64_t> count(const std::map<std::string, std::string>& fields,
                                   const std::string& key) {
    auto it = fields.find(key);
    if (it == fields.end()) {
        return std::nullopt;
    }
    std::uint64_t v = 0;
    const auto& s = it->second;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size()) {
        return std::nullopt;
    }
    return v;
}

Acceptance verdict(Verdict v, std::string reason) {
    return Acceptance{v, std::move(reason)};
}

Acceptance stackOverflow(const std::map<std::string, std::string>& fields) {
    auto detected = count(fields, "detected");
    auto trials = count(fields, "trials");
    if (!detected || !trials) {
        return verdict(Verdict::Inconclusive,
                       "the firmware sent no detected=/trials= counts (an image older than the "
                       "check): nothing was checked");
    }
    if (*trials == 0) {
        return verdict(Verdict::Inconclusive, "no overflow trial ran: nothing was checked");
    }
    const std::string of = std::to_string(*detected) + " of " + std::to_string(*trials);
    if (*detected < *trials) {
        return verdict(Verdict::Fail, "the kernel reported the stack overflow in only " + of +
                                          " trials: an overflow went unnoticed");
    }
    return verdict(Verdict::Pass, "the kernel reported the stack overflow in " + of +
                                      " trials, and the run went on");
}

Acceptance irqNesting(const std::map<std::string, std::string>& fields, std::size_t samples) {
    if (auto source = fields.find("source"); source != fields.end() && source->second == "none") {
        return verdict(Verdict::Inconclusive,
                       "no timer interrupt was raised on this machine (no usable TIM2): nesting "
                       "under a high-rate interrupt was not checked");
    }
    auto raised = count(fields, "raised");
    auto handled = count(fields, "handled");
    auto nested = count(fields, "nested");
    if (!raised || !handled || !nested) {
        return verdict(Verdict::Inconclusive,
                       "the firmware sent no raised=/handled=/nested= counts (an image older "
                       "than the check): nothing was checked");
    }
    if (*raised == 0) {
        return verdict(Verdict::Inconclusive, "the timer raised no interrupt during the run: "
                                              "nothing was checked");
    }
    std::string period;
    if (auto ns = count(fields, "period_ns"); ns && *ns > 0) {
        period = " (one every " + std::to_string(*ns / 1000) + "." +
                 std::to_string(*ns % 1000 / 100) + " µs)";
    }
    if (*handled < *raised) {
        return verdict(Verdict::Fail, std::to_string(*raised - *handled) + " of " +
                                          std::to_string(*raised) + " high-rate timer interrupts" +
                                          period + " were lost (masked or pending too long)");
    }
    if (*nested < samples) {
        return verdict(Verdict::Fail, "the timer interrupt nested into the lower-priority ISR in "
                                      "only " +
                                          std::to_string(*nested) + " of " +
                                          std::to_string(samples) + " samples");
    }
    return verdict(Verdict::Pass, "all " + std::to_string(*raised) + " high-rate timer interrupts" +
                                      period +
                                      " handled, nested into the lower-priority ISR in all " +
                                      std::to_string(samples) + " samples");
}

} // namespace

bool isAcceptanceCheck(std::string_view benchmarkId) {
    return benchmarkId == "stack_overflow" || benchmarkId == "irq_nesting";
}

std::optional<Acceptance> acceptanceOf(std::string_view benchmarkId,
                                       const std::map<std::string, std::string>& fields,
                                       std::size_t samples) {
    if (benchmarkId == "stack_overflow") {
        return stackOverflow(fields);
    }
    if (benchmarkId == "irq_nesting") {
        return irqNesting(fields, samples);
    }
    return std::nullopt;
}

} // namespace cyclelab::core
