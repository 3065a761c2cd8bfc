#include "app/gui/core_text_sources.hpp"

#include <vector>

// One tr() source per id of core/common/message_list.hpp, the same English text (a test checks
// it), kept in four parts as the list is (core_text_sources.hpp): lupdate reads the sources
// there, CoreText::text() translates through them. %n marks a counted sentence
// (QT_TRANSLATE_N_NOOP, a plural form per language).

namespace cyclelab::app {

namespace {

// The four parts one after the other, made once; and each id's source at its enum value.
struct Table {
    std::vector<CoreText::Source> sources;
    std::vector<const char*> byId;
};

const Table& table() {
    static const Table t = [] {
        Table out;
        for (auto part : {coreTextResults(), coreTextCoreErrors(), coreTextDeviceErrors(),
                          coreTextCampaign()}) {
            out.sources.insert(out.sources.end(), part.begin(), part.end());
        }
        for (const CoreText::Source& s : out.sources) {
            const auto index = static_cast<std::size_t>(s.id);
            if (out.byId.size() <= index) {
                out.byId.resize(index + 1, nullptr);
            }
            out.byId[index] = s.text;
        }
        return out;
    }();
    return t;
}

} // namespace

std::span<const CoreText::Source> CoreText::sources() {
    return table().sources;
}

const char* CoreText::source(core::MessageId id) {
    const auto index = static_cast<std::size_t>(id);
    const auto& byId = table().byId;
    return index < byId.size() ? byId[index] : nullptr;
}

} // namespace cyclelab::app
