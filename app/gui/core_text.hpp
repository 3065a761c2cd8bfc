#pragma once
// The user interface's language for what core says in English: the sentences core builds as
// data (core/common/message.hpp: an id and its arguments; verdict reasons, chart titles and
// captions, notes) through one table of tr() sources, one per id (core_text_table.cpp;
// tests/gui/core_text_test.cpp checks it against core/common/message_list.hpp and the zh_CN
// catalogue). In English (QLocale's default, set by installLanguage) everything is returned as
// core wrote it.

#include "core/common/error.hpp"
#include "core/model/model.hpp"

#include <QCoreApplication>
#include <QString>
#include <span>

namespace cyclelab::app {

class CoreText {
    Q_DECLARE_TR_FUNCTIONS(CoreText)
  public:
    // A sentence core built, in the user's language; one stored before sentences were data
    // (MessageId::Stored) as it was stored.
    static QString text(const core::Message& message);
    // pass, fail, inconclusive; "not validated" without a validation.
    static QString verdict(core::Verdict verdict);
    static QString verdictOf(const core::Run& run);
    // A cross-validation reason (core::Validation::reason).
    static QString verdictReason(const core::Message& reason) { return text(reason); }
    // What went wrong (core::Error::sentence()), in the user's language.
    static QString error(const core::Error& error);

    // The table: the tr() source of an id (its English template), nullptr for an id without
    // one. For the test that walks every id.
    struct Source {
        core::MessageId id;
        const char* text;
    };
    static std::span<const Source> sources();
    static const char* source(core::MessageId id);
};

} // namespace cyclelab::app
