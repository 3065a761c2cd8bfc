#include "app/gui/core_text.hpp"

#include "core/compare/views.hpp"

#include <QLocale>
#include <QRegularExpression>
#include <QStringList>
#include <functional>
#include <iterator>
#include <vector>

namespace cyclelab::app {

namespace {

using Match = QRegularExpressionMatch;

// In English core's own sentences are the text (with their exact plurals): nothing to retell.
bool english() {
    return QLocale().language() == QLocale::English || QLocale().language() == QLocale::C;
}

struct Rule {
    QRegularExpression pattern;
    std::function<QString(const Match&)> say;
};

QString retell(const std::vector<Rule>& rules, const QString& text) {
    for (const Rule& rule : rules) {
        if (const Match m = rule.pattern.match(text); m.hasMatch())
            return rule.say(m);
    }
    return text;
}

QRegularExpression whole(const char* pattern) {
    return QRegularExpression(QStringLiteral("^") + QString::fromUtf8(pattern) +
                              QStringLiteral("$"));
}

QString conditionWord(const QString& condition) {
    if (condition == QLatin1String("kernel"))
        return CoreText::tr("kernel");
    if (condition == QLatin1String("cpuHz"))
        return CoreText::tr("core clock");
    if (condition == QLatin1String("opt"))
        return CoreText::tr("optimisation level");
    if (condition == QLatin1String("profile"))
        return CoreText::tr("profile");
    if (condition == QLatin1String("board"))
        return CoreText::tr("board");
    return condition;
}

QString unitWord(const QString& unit) {
    return unit == QLatin1String("cycles") ? CoreText::tr("cycles") : unit;
}

// " at -O2", " (benchmarks up to 437 cycles)", " (benchmarks of 50–437 cycles)",
// " (tick_accuracy)": what chart_plan.cpp appends to a title (the scale band:
// core/compare/scale_bands.hpp; a band of one benchmark is named by it).
QString titleSuffix(const QString& suffix) {
    static const QRegularExpression shape(
        QStringLiteral("^(?: at (.+?))?(?: \\((?:benchmarks (?:up to (.+)|of (.+)) "
                       "cycles|([A-Za-z0-9_]+))\\))?$"));
    const Match m = shape.match(suffix);
    if (!m.hasMatch())
        return suffix;
    QString out;
    if (!m.captured(1).isEmpty())
        out += CoreText::tr(" at %1").arg(m.captured(1));
    if (!m.captured(2).isEmpty())
        out += CoreText::tr(" (benchmarks up to %1 cycles)").arg(m.captured(2));
    if (!m.captured(3).isEmpty())
        out += CoreText::tr(" (benchmarks of %1 cycles)").arg(m.captured(3));
    if (!m.captured(4).isEmpty())
        out += QStringLiteral(" (%1)").arg(m.captured(4));
    return out;
}

// The pieces of the agreement sentences (verdict_rules.cpp: toleranceText, sideText,
// alignmentNote).
QString toleranceParts(const QString& text) {
    QStringList out;
    for (const QString& part : text.split(QStringLiteral(" + "))) {
        static const QRegularExpression cycles(QStringLiteral("^(\\S+) counter cycles?$"));
        static const QRegularExpression jitter(QStringLiteral("^(.+) declared jitter$"));
        static const QRegularExpression timebase(QStringLiteral("^(.+) timebase$"));
        if (part == QLatin1String("1 analyzer sample"))
            out << CoreText::tr("1 analyzer sample");
        else if (const Match m = cycles.match(part); m.hasMatch())
            out << CoreText::tr("%1 counter cycle(s)").arg(m.captured(1));
        else if (const Match j = jitter.match(part); j.hasMatch())
            out << CoreText::tr("%1 declared jitter").arg(j.captured(1));
        else if (const Match t = timebase.match(part); t.hasMatch())
            out << CoreText::tr("%1 timebase").arg(t.captured(1));
        else
            out << part;
    }
    return out.join(QStringLiteral(" + "));
}

QString side(const QString& text) {
    if (text == QLatin1String("the probe pin shows work the counter does not count"))
        return CoreText::tr("the probe pin shows work the counter does not count");
    if (text == QLatin1String("work inside the counter window is invisible on the probe pin"))
        return CoreText::tr("work inside the counter window is invisible on the probe pin");
    return text;
}

QString longerOrShorter(const QString& word) {
    return word == QLatin1String("longer") ? CoreText::tr("longer") : CoreText::tr("shorter");
}

QString lowOrHigh(const QString& word) {
    return word == QLatin1String("low") ? CoreText::tr("low") : CoreText::tr("high");
}

QString figuresNote(const QString& who, const QString& cycles, const QString& lowHigh) {
    const QString way = lowOrHigh(lowHigh);
    if (who == QLatin1String("the figures are"))
        return CoreText::tr("; the figures are %1 cycle(s) too %2").arg(cycles, way);
    if (who == QLatin1String("those samples read up to"))
        return CoreText::tr("; those samples read up to %1 cycle(s) too %2").arg(cycles, way);
    if (who == QLatin1String("those samples read"))
        return CoreText::tr("; those samples read %1 cycle(s) too %2").arg(cycles, way);
    return CoreText::tr("; that sample reads %1 cycle(s) too %2").arg(cycles, way);
}

QString moreOrLess(const QString& word) {
    return word == QLatin1String("more") ? CoreText::tr("more") : CoreText::tr("less");
}

// verdict_rules.cpp passReason: what follows "N disagree (largest deviation X)".
QString disagreeTail(const QString& tail) {
    static const QRegularExpression oneSide(QStringLiteral(
        "^, (its pulse|all with pulses) (longer|shorter) than the counter: too few to be "
        "systematic$"));
    static const QRegularExpression bothSides(
        QStringLiteral("^, (\\d+) with longer pulses and (\\d+) with shorter ones: spread on "
                       "both sides, as timing noise is$"));
    if (tail == QLatin1String(", one on each side: too few to be systematic"))
        return CoreText::tr(", one on each side: too few to be systematic");
    if (const Match m = oneSide.match(tail); m.hasMatch()) {
        return m.captured(1) == QLatin1String("its pulse")
                   ? CoreText::tr(", its pulse %1 than the counter: too few to be systematic")
                         .arg(longerOrShorter(m.captured(2)))
                   : CoreText::tr(", all with pulses %1 than the counter: too few to be "
                                  "systematic")
                         .arg(longerOrShorter(m.captured(2)));
    }
    if (const Match m = bothSides.match(tail); m.hasMatch()) {
        return CoreText::tr(", %1 with longer pulses and %2 with shorter ones: spread on both "
                            "sides, as timing noise is")
            .arg(m.captured(1), m.captured(2));
    }
    return tail;
}

// How the counter and the pulses agree, and the harness and calibration checks.
std::vector<Rule> agreementRules() {
    return {
        {whole("(\\d+) of (\\d+) samples agree within (\\S+ \\S+) \\((.+?)\\)(?:; (\\d+) disagree "
               "\\(largest deviation (\\S+ \\S+)\\)(.*))?"),
         [](const Match& m) {
             QString out = CoreText::tr("%1 of %2 samples agree within %3 (%4)")
                               .arg(m.captured(1), m.captured(2), m.captured(3),
                                    toleranceParts(m.captured(4)));
             if (!m.captured(5).isEmpty())
                 out += CoreText::tr("; %1 disagree (largest deviation %2)")
                            .arg(m.captured(5), m.captured(6)) +
                        disagreeTail(m.captured(7));
             return out;
         }},
        {whole("only (\\d+) of (\\d+) samples agree within (\\S+ \\S+) \\((.+?)\\), limits of "
               "agreement (\\S+ \\S+) to (\\S+ \\S+), below the (\\S+) needed to pass: the two "
               "channels do not time the same thing sample by sample"),
         [](const Match& m) {
             return CoreText::tr("only %1 of %2 samples agree within %3 (%4), limits of "
                                 "agreement %5 to %6, below the %7 needed to pass: the two "
                                 "channels do not time the same thing sample by sample")
                 .arg(m.captured(1), m.captured(2), m.captured(3), toleranceParts(m.captured(4)),
                      m.captured(5), m.captured(6), m.captured(7));
         }},
        {whole(
             "cannot compare: the counter rate \\((.+)\\) and the analyzer sample rate \\((.+)\\) "
             "must both be known"),
         [](const Match& m) {
             return CoreText::tr("cannot compare: the counter rate (%1) and the analyzer sample "
                                 "rate (%2) must both be known")
                 .arg(m.captured(1), m.captured(2));
         }},
        {whole("the GPIO toggle overhead is unknown: the baseline run gave no probe pulses to "
               "calibrate it from"),
         [](const Match&) {
             return CoreText::tr("the GPIO toggle overhead is unknown: the baseline run gave no "
                                 "probe pulses to calibrate it from");
         }},
        {whole("the harness costs (\\S+) cycles (more|less) on the counter side than this image's "
               "code: the empty region measures (\\S+) cycles between the two counter reads where "
               "its instructions take (\\S+) \\(.*\\); the subtraction hides it from every "
               "benchmark"),
         [](const Match& m) {
             return CoreText::tr("the harness costs %1 cycles %2 on the counter side than this "
                                 "image's code: the empty region measures %3 cycles between the "
                                 "two counter reads where its instructions take %4 (something "
                                 "runs inside every counter window, such as an interrupt, or the "
                                 "counter is not what it claims); the subtraction hides it from "
                                 "every benchmark")
                 .arg(m.captured(1),
                      m.captured(2) == QLatin1String("more") ? CoreText::tr("more")
                                                             : CoreText::tr("less"),
                      m.captured(3), m.captured(4));
         }},
        {whole("the harness costs (\\S+ \\S+) (more|less) on the probe pin than this image's "
               "code: the empty region's pulse is (\\S+ \\S+) where its instructions take "
               "(\\S+ \\S+) \\(.*\\); the subtraction hides it from every benchmark"),
         [](const Match& m) {
             return CoreText::tr("the harness costs %1 %2 on the probe pin than this image's "
                                 "code: the empty region's pulse is %3 where its instructions "
                                 "take %4 (something runs inside every pulse, such as an "
                                 "interrupt, or the probe is not where it claims); the "
                                 "subtraction hides it from every benchmark")
                 .arg(m.captured(1),
                      m.captured(2) == QLatin1String("more") ? CoreText::tr("more")
                                                             : CoreText::tr("less"),
                      m.captured(3), m.captured(4));
         }},
        {whole("the run has no counter samples to compare with the pulses"),
         [](const Match&) {
             return CoreText::tr("the run has no counter samples to compare with the pulses");
         }},
        {whole("(\\d+) of (\\d+) counter samples are negative \\(lowest (-?\\d+) cycles\\): .*"),
         [](const Match& m) {
             return CoreText::tr("%1 of %2 counter samples are negative (lowest %3 cycles): a "
                                 "count came out smaller than the harness overhead, so the "
                                 "counter wrapped or its overhead subtraction is wrong")
                 .arg(m.captured(1), m.captured(2), m.captured(3));
         }},
        {whole("the harness overhead subtracted from every sample is (\\S+) cycles? (more|less) "
               "than the empty region costs \\(calibrated (\\S+) cycles where the empty "
               "region's instructions take (\\S+)\\), so every figure is (\\S+) cycles? too "
               "(low|high): the pulses are (\\S+ \\S+) (longer|shorter) than the counter says"),
         [](const Match& m) {
             return CoreText::tr("the harness overhead subtracted from every sample is %1 "
                                 "cycle(s) %2 than the empty region costs (calibrated %3 cycles "
                                 "where the empty region's instructions take %4), so every "
                                 "figure is %5 cycle(s) too %6: the pulses are %7 %8 than the "
                                 "counter says")
                 .arg(m.captured(1), moreOrLess(m.captured(2)), m.captured(3), m.captured(4),
                      m.captured(5), lowOrHigh(m.captured(6)), m.captured(7),
                      longerOrShorter(m.captured(8)));
         }},
        {whole("something runs inside every counter window, such as an interrupt taken in every "
               "region: the harness costs (\\S+) cycles? more on the counter side than this "
               "image's code \\(measured (\\S+) cycles where the empty region's instructions "
               "take (\\S+)\\); the subtraction removes it from every figure, which stay right "
               "only while it costs the same (\\S+) cycles? in every region"),
         [](const Match& m) {
             return CoreText::tr("something runs inside every counter window, such as an "
                                 "interrupt taken in every region: the harness costs %1 cycle(s) "
                                 "more on the counter side than this image's code (measured %2 "
                                 "cycles where the empty region's instructions take %3); the "
                                 "subtraction removes it from every figure, which stay right "
                                 "only while it costs the same %4 cycle(s) in every region")
                 .arg(m.captured(1), m.captured(2), m.captured(3), m.captured(4));
         }},
    };
}

// The two channels disagree in kind, or the analyzer cannot decide.
std::vector<Rule> mismatchRules() {
    return {
        {whole("no probe pulses in this run's marker window while the counter reported (\\d+) "
               "samples: check the probe wiring and analyzer channel"),
         [](const Match& m) {
             return CoreText::tr("no probe pulses in this run's marker window while the counter "
                                 "reported %1 samples: check the probe wiring and analyzer "
                                 "channel")
                 .arg(m.captured(1));
         }},
        {whole("all (\\d+) counter samples are 0 while the pulses show a median (\\S+ \\S+) of "
               "work: .*"),
         [](const Match& m) {
             return CoreText::tr("all %1 counter samples are 0 while the pulses show a median %2 "
                                 "of work: the cycle counter is not running (DWT not enabled or "
                                 "not emulated)")
                 .arg(m.captured(1), m.captured(2));
         }},
        {whole("all (\\d+) counter samples are (\\d+) cycles while the pulses vary from "
               "(\\S+ \\S+) to (\\S+ \\S+) \\(10th to 90th percentile\\): .*"),
         [](const Match& m) {
             return CoreText::tr("all %1 counter samples are %2 cycles while the pulses vary "
                                 "from %3 to %4 (10th to 90th percentile): the counter does not "
                                 "measure the pulsed region")
                 .arg(m.captured(1), m.captured(2), m.captured(3), m.captured(4));
         }},
        {whole("the first and the last quarter of the window pair at offsets (-?\\d+) pulse\\(s\\) "
               "apart: (\\d+) probe pulses for (\\d+) counter samples, .*"),
         [](const Match& m) {
             return CoreText::tr("the first and the last quarter of the window pair at offsets "
                                 "%1 pulse(s) apart: %2 probe pulses for %3 counter samples, "
                                 "lost or added inside the window (check the analyzer sample "
                                 "rate, the probe wiring and that nothing else toggles the "
                                 "probe pin)")
                 .arg(m.captured(1), m.captured(2), m.captured(3));
         }},
        {whole("the analyzer saw (\\d+) probe pulses but the counter reported (\\d+) samples: .*"),
         [](const Match& m) {
             return CoreText::tr("the analyzer saw %1 probe pulses but the counter reported %2 "
                                 "samples: pulses were lost or added inside the window, so "
                                 "samples cannot be paired (check the analyzer sample rate, the "
                                 "probe wiring and that nothing else toggles the probe pin)")
                 .arg(m.captured(1), m.captured(2));
         }},
        {whole("(\\d+) of (\\d+) samples read 0 cycles on the counter while their pulses show "
               "work: .*"),
         [](const Match& m) {
             return CoreText::tr("%1 of %2 samples read 0 cycles on the counter while their "
                                 "pulses show work: the counter missed them (read before it was "
                                 "enabled, or reset during the region)")
                 .arg(m.captured(1), m.captured(2));
         }},
        {whole("pulses are (\\S+ \\S+) (longer|shorter) than the counter says on (\\S+) of (\\d+) "
               "samples: (.*)"),
         [](const Match& m) {
             return CoreText::tr("pulses are %1 %2 than the counter says on %3 of %4 samples: %5")
                 .arg(m.captured(1), longerOrShorter(m.captured(2)), m.captured(3), m.captured(4),
                      side(m.captured(5)));
         }},
        {whole("(\\d+) of (\\d+) samples have pulses (\\S+ \\S+) (longer|shorter) than the counter "
               "\\(median of those\\), beyond the (\\S+ \\S+) tolerance and all on one side: (.*)"),
         [](const Match& m) {
             return CoreText::tr("%1 of %2 samples have pulses %3 %4 than the counter (median "
                                 "of those), beyond the %5 tolerance and all on one side: %6")
                 .arg(m.captured(1), m.captured(2), m.captured(3), longerOrShorter(m.captured(4)),
                      m.captured(5), side(m.captured(6)));
         }},
        {whole("analyzer at (.+?) cannot resolve a (\\d+)-cycle operation at (.+?): one sample "
               "\\((\\S+ \\S+)\\) (?:is (\\S+) of it|is longer than it), more than the (\\S+) "
               "allowed"),
         [](const Match& m) {
             const QString share = m.captured(5).isEmpty()
                                       ? CoreText::tr("is longer than it")
                                       : CoreText::tr("is %1 of it").arg(m.captured(5));
             return CoreText::tr("analyzer at %1 cannot resolve a %2-cycle operation at %3: one "
                                 "sample (%4) %5, more than the %6 allowed")
                 .arg(m.captured(1), m.captured(2), m.captured(3), m.captured(4), share,
                      m.captured(6));
         }},
        {whole("only (\\d+) samples? could be paired with a pulse, fewer than the (\\d+) needed to "
               "decide"),
         [](const Match& m) {
             return CoreText::tr("only %1 sample(s) could be paired with a pulse, fewer than the "
                                 "%2 needed to decide")
                 .arg(m.captured(1), m.captured(2));
         }},
    };
}

const std::vector<Rule>& reasonRules() {
    static const std::vector<Rule> rules = [] {
        std::vector<Rule> all = agreementRules();
        std::vector<Rule> more = mismatchRules();
        all.insert(all.end(), std::make_move_iterator(more.begin()),
                   std::make_move_iterator(more.end()));
        return all;
    }();
    return rules;
}

} // namespace

QString CoreText::chartTitle(const std::string& title) {
    if (english())
        return QString::fromStdString(title);
    static const std::vector<Rule> rules = {
        {whole("Median (cycles|ns) by (\\w+) \\(whiskers: min to p99\\)(.*)"),
         [](const Match& m) {
             return tr("Median %1 by %2 (whiskers: min to p99)")
                        .arg(unitWord(m.captured(1)), conditionWord(m.captured(2))) +
                    titleSuffix(m.captured(3));
         }},
        {whole("Distribution of (cycles|ns) by (\\w+) \\(Tukey box, whiskers 1\\.5 IQR\\)(.*)"),
         [](const Match& m) {
             return tr("Distribution of %1 by %2 (Tukey box, whiskers 1.5 IQR)")
                        .arg(unitWord(m.captured(1)), conditionWord(m.captured(2))) +
                    titleSuffix(m.captured(3));
         }},
        {whole("Frequency scaling: median ns and cycles vs core clock"),
         [](const Match&) { return tr("Frequency scaling: median ns and cycles vs core clock"); }},
        {whole("Frequency scaling of (.+): median ns and cycles vs core clock"),
         [](const Match& m) {
             return tr("Frequency scaling of %1: median ns and cycles vs core clock")
                 .arg(m.captured(1));
         }},
        {whole("Median cycles by optimisation level"),
         [](const Match&) { return tr("Median cycles by optimisation level"); }},
        {whole("ROM/RAM per firmware image \\(text, data, bss\\)"),
         [](const Match&) { return tr("ROM/RAM per firmware image (text, data, bss)"); }},
        {whole("Counter vs analyzer, run (\\d+) \\((.+)\\)"),
         [](const Match& m) {
             return tr("Counter vs analyzer, run %1 (%2)").arg(m.captured(1), m.captured(2));
         }},
    };
    return retell(rules, QString::fromStdString(title));
}

QString CoreText::chartCaption(const std::string& caption) {
    if (english())
        return QString::fromStdString(caption);
    QString text = QString::fromStdString(caption);
    QString note;
    const QString unconfirmed = QString::fromUtf8(core::kUnconfirmedNote);
    if (text.endsWith(unconfirmed)) {
        text.chop(unconfirmed.size());
        text = text.trimmed();
        note = tr("Hatched: the analyzer did not confirm these numbers (cross-validation fail or "
                  "inconclusive, docs/VALIDATION.md).");
    }
    static const std::vector<Rule> parts = {
        {whole("board (.+)"), [](const Match& m) { return tr("board %1").arg(m.captured(1)); }},
        {whole("kernel (.+)"), [](const Match& m) { return tr("kernel %1").arg(m.captured(1)); }},
        {whole("profile (.+)"), [](const Match& m) { return tr("profile %1").arg(m.captured(1)); }},
        {whole("n=(\\S+) per run"),
         [](const Match& m) { return tr("n=%1 per run").arg(m.captured(1)); }},
        {whole("cycle source (.+)"),
         [](const Match& m) { return tr("cycle source %1").arg(m.captured(1)); }},
        {whole("analyzer (.+)"),
         [](const Match& m) { return tr("analyzer %1").arg(m.captured(1)); }},
        {whole("virtual cycles \\(QEMU instruction slots: no exception entry, pipeline stalls or "
               "flash wait states\\)"),
         [](const Match&) {
             return tr("virtual cycles (QEMU instruction slots: no exception entry, pipeline "
                       "stalls or flash wait states)");
         }},
        {whole("no runs"), [](const Match&) { return tr("no runs"); }},
    };
    QStringList out;
    for (const QString& part : text.split(QStringLiteral(" · "), Qt::SkipEmptyParts))
        out << retell(parts, part);
    QString joined = out.join(QStringLiteral(" · "));
    if (!note.isEmpty())
        joined += (joined.isEmpty() ? QString() : QStringLiteral(" ")) + note;
    return joined;
}

QString CoreText::verdict(core::Verdict verdict) {
    switch (verdict) {
    case core::Verdict::Pass:
        return tr("pass");
    case core::Verdict::Fail:
        return tr("fail");
    case core::Verdict::Inconclusive:
        return tr("inconclusive");
    }
    return {};
}

QString CoreText::verdictOf(const core::Run& run) {
    return run.validation ? verdict(run.validation->verdict) : tr("not validated");
}

QString CoreText::verdictReason(const std::string& reason) {
    if (english())
        return QString::fromStdString(reason);
    QString text = QString::fromStdString(reason);
    // alignmentNote: "; the first 2 pulses had no counter sample" ends several reasons.
    static const QRegularExpression pulsesFirst(
        QStringLiteral("; the first (\\d+) pulses? had no counter sample$"));
    static const QRegularExpression samplesFirst(
        QStringLiteral("; the first (\\d+) counter samples? had no pulse$"));
    QString note;
    if (const Match m = pulsesFirst.match(text); m.hasMatch()) {
        note = tr("; the first %1 pulse(s) had no counter sample").arg(m.captured(1));
        text.truncate(m.capturedStart());
    } else if (const Match s = samplesFirst.match(text); s.hasMatch()) {
        note = tr("; the first %1 counter sample(s) had no pulse").arg(s.captured(1));
        text.truncate(s.capturedStart());
    }
    // figuresOff: "; the figures are 20 cycles too low" ends the one-sided reasons.
    static const QRegularExpression figures(QStringLiteral(
        "; (the figures are|those samples read up to|those samples read|that sample reads) "
        "(\\S+) cycles? too (low|high)$"));
    if (const Match f = figures.match(text); f.hasMatch()) {
        note = figuresNote(f.captured(1), f.captured(2), f.captured(3)) + note;
        text.truncate(f.capturedStart());
    }
    const QString body = retell(reasonRules(), text);
    return body == text && note.isEmpty() ? QString::fromStdString(reason) : body + note;
}

QString CoreText::virtualCyclesNote(const std::string& note) {
    if (note == "virtual cycles: QEMU -icount instruction slots, no exception entry, pipeline "
                "stalls or flash wait states; not a hardware cycle count")
        return tr("virtual cycles: QEMU -icount instruction slots, no exception entry, pipeline "
                  "stalls or flash wait states; not a hardware cycle count");
    return QString::fromStdString(note);
}

} // namespace cyclelab::app
