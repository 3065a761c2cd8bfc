#include "core/common/suggest.hpp"

#include "core/common/message.hpp"

#include <algorithm>
#include <cctype>

namespace cyclelab::core {

std::size_t editDistance(const std::string& a, const std::string& b) {
    // Three rows: the adjacent-swap rule looks two rows back.
    std::vector<std::size_t> twoBack(b.size() + 1), prev(b.size() + 1), cur(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) {
        prev[j] = j;
    }
    for (std::size_t i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
                cur[j] = std::min(cur[j], twoBack[j - 2] + 1);
            }
        }
        twoBack.swap(prev);
        prev.swap(cur);
    }
    return prev[b.size()];
}

std::vector<std::string> closestNames(const std::string& word,
                                      const std::vector<std::string>& candidates) {
    std::string lower = word;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    const std::size_t limit = std::max<std::size_t>(2, lower.size() / 3);
    std::vector<std::pair<std::size_t, std::string>> scored;
    for (const std::string& c : candidates) {
        std::size_t d = editDistance(lower, c);
        if (lower.size() >= 3 && c.rfind(lower, 0) == 0) {
            d = std::min<std::size_t>(d, 1); // a prefix is as good as one typo
        }
        if (d <= limit && d < c.size()) {
            scored.emplace_back(d, c);
        }
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto& x, const auto& y) { return x.first < y.first; });
    std::vector<std::string> out;
    for (auto& [d, name] : scored) {
        if (d == scored.front().first) {
            out.push_back(std::move(name)); // only the best distance: one clear suggestion
        }
    }
    return out;
}

namespace {

std::string commaList(const std::vector<std::string>& names) {
    std::string out;
    for (const auto& n : names) {
        out += (out.empty() ? "" : ", ") + n;
    }
    return out;
}

// "'a', 'b' or 'c'": the " or " stays English in every language (it joins ids).
std::string alternatives(const std::vector<std::string>& close) {
    std::string out;
    for (std::size_t i = 0; i < close.size(); ++i) {
        out += (i == 0 ? "'" : (i + 1 == close.size() ? " or '" : ", '")) + close[i] + "'";
    }
    return out;
}

} // namespace

Message unknownName(MessageId what, const std::string& word,
                    const std::vector<std::string>& candidates) {
    const auto close = closestNames(word, candidates);
    if (close.empty()) {
        return message(MessageId::ErrUnknownName,
                       {sub(message(what)), word, commaList(candidates)});
    }
    return message(MessageId::ErrUnknownNameClose,
                   {sub(message(what)), word, alternatives(close), commaList(candidates)});
}

std::string unknownNameMessage(const std::string& what, const std::string& word,
                               const std::vector<std::string>& candidates) {
    const auto close = closestNames(word, candidates);
    const std::string named = "unknown " + what + " '" + word + "'";
    return named + (close.empty() ? "" : ": did you mean " + alternatives(close) + "?") +
           " (valid: " + commaList(candidates) + ")";
}

} // namespace cyclelab::core
