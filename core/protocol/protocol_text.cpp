#include "core/common/message.hpp"
#include "core/protocol/protocol_fields.hpp"

#include <algorithm>
#include <utility>

namespace cyclelab::core {
namespace {

constexpr std::string_view kTags[] = {"HELLO", "BENCH", "END", "START", "D", "DONE", "ERR"};

} // namespace

std::string excerpt(std::string_view line, std::size_t maxChars) {
    std::string out;
    for (const char c : line.substr(0, maxChars)) {
        const auto u = static_cast<unsigned char>(c);
        out.push_back(u >= 0x20 && u < 0x7F ? c : '?');
    }
    if (line.size() > maxChars) {
        out += "...";
    }
    return out;
}

bool isRecordTag(std::string_view tag) {
    for (const auto t : kTags) {
        if (t == tag) {
            return true;
        }
    }
    return false;
}

Expected<std::vector<BenchParam>> parseBenchParams(std::string_view text) {
    std::vector<BenchParam> params;
    if (text == "-") {
        return params;
    }
    auto isNameChar = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    };
    std::string_view rest = text;
    while (true) {
        const std::size_t comma = rest.find(',');
        const std::string_view entry = rest.substr(0, comma);
        const std::size_t colon = entry.find(':');
        if (colon == std::string_view::npos || colon == 0) {
            return Error::runtime(message(MessageId::ErrParamsEntry, {excerpt(entry, 40)}));
        }
        BenchParam param;
        param.name = std::string(entry.substr(0, colon));
        if (!std::all_of(param.name.begin(), param.name.end(), isNameChar)) {
            return Error::runtime(
                message(MessageId::ErrParamsNameChars, {excerpt(param.name, 40)}));
        }
        std::string_view values = entry.substr(colon + 1);
        while (true) {
            const std::size_t slash = values.find('/');
            const std::string_view value = values.substr(0, slash);
            if (value.empty()) {
                return Error::runtime(message(MessageId::ErrParamsEmptyValue, {param.name}));
            }
            param.values.emplace_back(value);
            if (slash == std::string_view::npos) {
                break;
            }
            values = values.substr(slash + 1);
        }
        params.push_back(std::move(param));
        if (comma == std::string_view::npos) {
            return params;
        }
        rest = rest.substr(comma + 1);
    }
}

} // namespace cyclelab::core
