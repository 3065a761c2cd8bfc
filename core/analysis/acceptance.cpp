#include "core/analysis/acceptance.hpp"

#include <charconv>
#include <cstdint>
#include <vector>

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

Acceptance verdict(Verdict v, Message reason) {
    return Acceptance{v, std::move(reason)};
}

Acceptance stackOverflow(const std::map<std::string, std::string>& fields) {
    auto detected = count(fields, "detected");
    auto trials = count(fields, "trials");
    if (!detected || !trials) {
        return verdict(Verdict::Inconclusive, message(MessageId::AcceptStackNoCounts));
    }
    if (*trials == 0) {
        return verdict(Verdict::Inconclusive, message(MessageId::AcceptStackNoTrial));
    }
    const std::vector<MessageArg> of{std::to_string(*detected), std::to_string(*trials)};
    if (*detected < *trials) {
        return verdict(Verdict::Fail, message(MessageId::AcceptStackMissed, of));
    }
    return verdict(Verdict::Pass, message(MessageId::AcceptStackReported, of));
}

// " (one every 19.9 µs)" when the firmware sent the timer's period, else nothing.
MessageArg periodOf(const std::map<std::string, std::string>& fields) {
    if (auto ns = count(fields, "period_ns"); ns && *ns > 0) {
        return sub(message(MessageId::AcceptIrqPeriod,
                           {std::to_string(*ns / 1000) + "." + std::to_string(*ns % 1000 / 100)}));
    }
    return std::string();
}

Acceptance irqNesting(const std::map<std::string, std::string>& fields, std::size_t samples) {
    if (auto source = fields.find("source"); source != fields.end() && source->second == "none") {
        return verdict(Verdict::Inconclusive, message(MessageId::AcceptIrqNoTimer));
    }
    auto raised = count(fields, "raised");
    auto handled = count(fields, "handled");
    auto nested = count(fields, "nested");
    if (!raised || !handled || !nested) {
        return verdict(Verdict::Inconclusive, message(MessageId::AcceptIrqNoCounts));
    }
    if (*raised == 0) {
        return verdict(Verdict::Inconclusive, message(MessageId::AcceptIrqNoneRaised));
    }
    if (*handled < *raised) {
        return verdict(Verdict::Fail, message(MessageId::AcceptIrqLost,
                                              {std::to_string(*raised - *handled),
                                               std::to_string(*raised), periodOf(fields)}));
    }
    if (*nested < samples) {
        return verdict(Verdict::Fail, message(MessageId::AcceptIrqNotNested,
                                              {std::to_string(*nested), std::to_string(samples)}));
    }
    return verdict(Verdict::Pass,
                   message(MessageId::AcceptIrqPassed,
                           {std::to_string(*raised), periodOf(fields), std::to_string(samples)}));
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
