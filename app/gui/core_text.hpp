#pragma once
// The user interface's language for the sentences core writes in English (core has no Qt and
// stores them as text): chart titles and captions, verdict words and the one-sentence verdict
// reasons of core/analysis/verdict_rules.cpp. Each is matched against the shapes core builds
// and retold through tr(); a sentence of an unknown shape is shown as core wrote it. In English
// (QLocale's default, set by installLanguage) titles, captions and reasons are returned as
// core wrote them.

#include "core/model/model.hpp"

#include <QCoreApplication>
#include <QString>
#include <string>

namespace cyclelab::app {

class CoreText {
    Q_DECLARE_TR_FUNCTIONS(CoreText)
  public:
    // "Median cycles by kernel (whiskers: min to p99) at -O2" and the other planned titles.
    static QString chartTitle(const std::string& title);
    // The fixed conditions, "board qemu-f405 · kernel refkernel · n=200 per run · ...".
    static QString chartCaption(const std::string& caption);
    // pass, fail, inconclusive; "not validated" without a validation.
    static QString verdict(core::Verdict verdict);
    static QString verdictOf(const core::Run& run);
    // A cross-validation reason (core::Validation::reason).
    static QString verdictReason(const std::string& reason);
    // core::virtualCyclesNote: what a cycle is on the virtual bench.
    static QString virtualCyclesNote(const std::string& note);
};

} // namespace cyclelab::app
