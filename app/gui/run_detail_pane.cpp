#include "app/gui/run_detail_pane.hpp"

#include "app/gui/chart_panel.hpp"
#include "app/gui/condition_tips.hpp"
#include "app/gui/core_text.hpp"
#include "app/gui/histogram_plot.hpp"
#include "app/gui/store_session.hpp"
#include "app/gui/waveform_window.hpp"
#include "app/gui/work_pool.hpp"
#include "core/analysis/verdict_summary.hpp"
#include "core/compare/views.hpp"
#include "core/stats/stats.hpp"

#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTabWidget>
#include <QVBoxLayout>
#include <qcustomplot.h>
#include <utility>

namespace cyclelab::app {

namespace {
// Conditions get room for the toolchain line; statistics are short numbers.
int field0Stretch(int firstField) {
    return firstField == 0 ? 3 : 1;
}
QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}
QString num(double v, int decimals = 1) {
    return QString::number(v, 'f', decimals);
}
const char* verdictColor(core::Verdict verdict) {
    return verdict == core::Verdict::Pass   ? "#2ca02c"
           : verdict == core::Verdict::Fail ? "#d62728"
                                            : "#e6a000";
}

QString validationHtml(const core::Validation& v) {
    return RunDetailPane::tr(
               "<b><span style='color:%1'>%2</span></b><br>%3<br><br>%4 pairs, %5% within "
               "±%6 ns; bias %7 ns, limits of agreement %8 … %9 ns, max deviation %10 ns; GPIO "
               "toggle overhead %11 ns subtracted.")
               .arg(QLatin1String(verdictColor(v.verdict)), CoreText::verdict(v.verdict),
                    CoreText::verdictReason(v.reason).toHtmlEscaped())
               .arg(v.paired)
               .arg(v.withinTolerance * 100.0, 0, 'f', 1)
               .arg(v.toleranceNs, 0, 'f', 1)
               .arg(v.biasNs, 0, 'f', 1)
               .arg(v.loaLowNs, 0, 'f', 1)
               .arg(v.loaHighNs, 0, 'f', 1)
               .arg(v.maxDevNs, 0, 'f', 1)
               .arg(v.toggleOverheadNs, 0, 'f', 1) +
           RunDetailPane::tr("<br>%1 of %2 paired samples disagree; %3 unpaired (samples without "
                             "a pulse, pulses without a sample).")
               .arg(v.disagreeing)
               .arg(v.paired)
               .arg(v.unpaired);
}

// The run's status, its cross-validation verdict with the figures, a port acceptance check's
// own verdict and reason beside it, and the virtual-cycles note, in the user's language.
QString verdictHtml(const core::Run& r) {
    QString html;
    if (r.status != core::RunStatus::Ok) {
        html = RunDetailPane::tr("<p><b>Run %1:</b> %2</p>")
                   .arg(qs(core::toString(r.status)),
                        QString::fromStdString(r.statusReason).toHtmlEscaped());
    }
    html += r.validation ? validationHtml(*r.validation)
                         : RunDetailPane::tr("<b>not validated</b><br>No logic analyzer captured "
                                             "this run, so its cycle counts were not "
                                             "cross-checked.");
    if (r.acceptance) {
        html += RunDetailPane::tr("<br><br><b>Port acceptance check: <span "
                                  "style='color:%1'>%2</span></b><br>%3")
                    .arg(QLatin1String(verdictColor(r.acceptance->verdict)),
                         CoreText::verdict(r.acceptance->verdict),
                         CoreText::text(r.acceptance->reason).toHtmlEscaped());
    }
    if (const auto note = core::virtualCyclesNote(r.build)) {
        html += QStringLiteral("<br><i>%1</i>").arg(CoreText::text(*note).toHtmlEscaped());
    }
    return html;
}
} // namespace

RunDetailPane::RunDetailPane(StoreSession* session, QWidget* parent)
    : QWidget(parent), m_session(session) {
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* header = new QHBoxLayout;
    m_title = new QLabel(this);
    m_title->setTextFormat(Qt::RichText);
    m_waveform = new QPushButton(tr("&Waveform…"), this);
    m_pulseView = new QPushButton(tr("Open capture in &PulseView"), this);
    header->addWidget(m_title, 1);
    header->addWidget(m_waveform);
    header->addWidget(m_pulseView);
    outer->addLayout(header);

    auto* body = new QHBoxLayout;
    auto makeGroup = [&](const QString& title,
                         std::initializer_list<std::pair<Field, QString>> rows,
                         std::initializer_list<QString> tipsList) {
        auto* box = new QGroupBox(title, this);
        auto* form = new QFormLayout(box);
        form->setVerticalSpacing(2);
        auto tip = tipsList.begin();
        for (const auto& [field, name] : rows) {
            auto* value = new QLabel(box);
            value->setTextInteractionFlags(Qt::TextSelectableByMouse);
            value->setWordWrap(true);
            auto* label = new QLabel(name, box);
            if (tip != tipsList.end()) {
                label->setToolTip(*tip);
                value->setToolTip(*tip);
                ++tip;
            }
            form->addRow(label, value);
            m_fields[field] = value;
        }
        body->addWidget(box, field0Stretch(rows.begin()->first));
    };
    makeGroup(tr("Conditions"),
              {{CpuHz, tr("Core clock")},
               {WaitStates, tr("Flash wait states")},
               {Opt, tr("Optimisation")},
               {Profile, tr("Profile")},
               {Toolchain, tr("Toolchain")},
               {CycleSource, tr("Cycle source")},
               {Samplerate, tr("Analyzer rate")},
               {Warmup, tr("Warm-up")},
               {Overhead, tr("Harness overhead")}},
              {tips::cpuHz(), tips::flashWaitStates(), tips::opt(), tips::profile(),
               tr("Compiler and flags the image was built with"), tips::cycleSource(),
               tips::analyzerSamplerate(), tips::warmup(),
               tr("Cycles the empty harness costs; already subtracted from every sample")});
    makeGroup(tr("Statistics (cycles)"),
              {{N, tr("Samples")},
               {Min, tr("Min")},
               {Median, tr("Median")},
               {Mean, tr("Mean")},
               {Max, tr("Max")},
               {Stddev, tr("Std. deviation")},
               {P90, tr("p90")},
               {P99, tr("p99")},
               {P999, tr("p99.9")},
               {Mad, tr("MAD")},
               {Outliers, tr("Outliers")}},
              {tips::samples(), tr("The ideal path"), tr("Typical cost"), QString(),
               tr("Worst observed: jitter"), QString(), QString(), QString(), QString(),
               tr("Median absolute deviation from the median"),
               tr("Samples above median + k·MAD (only slow outliers count)")});
    auto* verdictBox = new QGroupBox(tr("Verdict"), this);
    verdictBox->setToolTip(tips::verdict());
    auto* verdictLayout = new QVBoxLayout(verdictBox);
    m_verdict = new QLabel(verdictBox);
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    connect(m_verdict, &QLabel::linkActivated, this, [this] { openWaveform(); });
    verdictLayout->addWidget(m_verdict, 1);
    body->addWidget(verdictBox, 3);
    outer->addLayout(body);

    m_tabs = new QTabWidget(this);
    m_histogram = new HistogramPlot(0, m_tabs);
    m_tabs->addTab(m_histogram, tr("Histogram"));
    // In a scroll area: the chart's minimum height must not make the window taller than the
    // screen (the window once grew to 989 px and could not shrink again).
    auto* agreementScroll = new QScrollArea(m_tabs);
    agreementScroll->setWidgetResizable(true);
    agreementScroll->setFrameShape(QFrame::NoFrame);
    m_agreement = new QWidget(agreementScroll);
    new QVBoxLayout(m_agreement);
    agreementScroll->setWidget(m_agreement);
    m_tabs->addTab(agreementScroll, tr("Counter vs analyzer"));
    m_tabs->setTabToolTip(1, tips::verdict());
    m_log = new QPlainTextEdit(m_tabs);
    m_log->setReadOnly(true);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_tabs->addTab(m_log, tr("Serial log"));
    outer->addWidget(m_tabs, 1);

    connect(m_pulseView, &QPushButton::clicked, this, &RunDetailPane::openInPulseView);
    connect(m_waveform, &QPushButton::clicked, this, &RunDetailPane::openWaveform);
    connect(&m_loader, &QFutureWatcher<Loaded>::finished, this, &RunDetailPane::loadDone);
    // Another database (perhaps the same file, replaced): a load running reads again from it.
    connect(m_session, &StoreSession::opened, this, [this] {
        releaseOnWorkPool(std::exchange(m_loaderStore, std::make_shared<PoolConnection>()));
        ++m_request;
    });
    fill();
}

RunDetailPane::~RunDetailPane() {
    if (m_loader.isRunning()) // a taken result's future never reports finished again
        m_loader.waitForFinished();
}

void RunDetailPane::fill() {
    for (QLabel* field : m_fields)
        field->clear();
    if (!m_run) {
        m_title->setText(tr("Select one run to see its details."));
        m_verdict->clear();
        m_histogram->clear();
        fillAgreement();
        m_log->clear();
        m_pulseView->setEnabled(false);
        m_pulseView->setToolTip(tr("Select a run with a capture file"));
        m_waveform->setEnabled(false);
        m_waveform->setToolTip(tr("Select a run with a capture file"));
        return;
    }
    const core::Run& r = *m_run;
    const core::FirmwareBuild& b = r.build;
    m_title->setText(tr("<b>Run %1</b> — %2 on %3, image %4")
                         .arg(r.id)
                         .arg(QString::fromStdString(r.benchmark.key()).toHtmlEscaped(),
                              QString::fromStdString(b.boardId),
                              QString::fromStdString(b.imageName)));
    m_fields[CpuHz]->setText(tr("%1 MHz").arg(static_cast<double>(b.clock.cpuHz) / 1e6, 0, 'g', 4));
    m_fields[WaitStates]->setText(QString::number(b.clock.flashWaitStates));
    m_fields[Opt]->setText(QStringLiteral("-") + qs(core::toString(b.opt)));
    const std::string source = core::kernelSourceText(b.kernel); // commit, and its pin
    m_fields[Profile]->setText(
        QStringLiteral("%1 (%2 %3%4)")
            .arg(qs(core::toString(b.kernel.profile)), QString::fromStdString(b.kernel.name),
                 QString::fromStdString(b.kernel.version),
                 QString::fromStdString(source.empty() ? "" : ", " + source)));
    m_fields[Toolchain]->setText(QString::fromStdString(b.toolchain + " " + b.flags));
    m_fields[CycleSource]->setText(tr("%1 at %2 MHz")
                                       .arg(QString::fromStdString(r.cycleSource))
                                       .arg(static_cast<double>(r.cycleHz) / 1e6, 0, 'g', 4));
    m_fields[Samplerate]->setText(r.analyzerSamplerateHz > 0
                                      ? tr("%1 MHz").arg(r.analyzerSamplerateHz / 1e6, 0, 'g', 4)
                                      : tr("no analyzer"));
    m_fields[Warmup]->setText(QString::number(r.warmup));
    m_fields[Overhead]->setText(tr("%1 cycles").arg(r.harnessOverheadCycles));

    if (auto st = core::computeStats(r.samples)) {
        m_fields[N]->setText(QString::number(st->n));
        m_fields[Min]->setText(QString::number(st->min));
        m_fields[Median]->setText(num(st->median));
        m_fields[Mean]->setText(num(st->mean, 2));
        m_fields[Max]->setText(QString::number(st->max));
        m_fields[Stddev]->setText(num(st->stddev, 2));
        m_fields[P90]->setText(num(st->p90));
        m_fields[P99]->setText(num(st->p99));
        m_fields[P999]->setText(num(st->p999));
        m_fields[Mad]->setText(num(st->mad, 2));
        m_fields[Outliers]->setText(tr("%1 (k = %2)").arg(st->outliers).arg(st->outlierK));
    } else {
        m_fields[N]->setText(tr("no samples"));
    }

    m_verdict->setText(verdictHtml(r));
    m_histogram->setSamples(QString::fromStdString(r.benchmark.key()), r.samples);
    fillAgreement();
    m_log->setPlainText(QString::fromStdString(r.serialLog));

    const bool haveTool = !QStandardPaths::findExecutable(QStringLiteral("pulseview")).isEmpty();
    const bool haveFile =
        !r.capturePath.empty() && QFileInfo::exists(QString::fromStdString(r.capturePath));
    m_pulseView->setEnabled(haveTool && haveFile);
    const bool paired = haveFile && r.validation && !r.pulseWidths.empty();
    m_waveform->setEnabled(paired);
    m_waveform->setToolTip(!haveFile ? tr("This run kept no capture file")
                           : !paired ? tr("This run has no probe pulses paired with its samples")
                                     : tr("Show the capture at the run's worst sample"));
    if (paired && r.validation->verdict == core::Verdict::Fail)
        m_verdict->setText(m_verdict->text() +
                           tr("<br><a href='waveform'>Show the worst sample in the waveform</a>"));
    m_pulseView->setToolTip(
        !haveTool   ? tr("PulseView is not installed (not found on PATH)")
        : !haveFile ? tr("This run kept no capture file")
                    : tr("Open %1 in PulseView").arg(QString::fromStdString(r.capturePath)));
}

void RunDetailPane::fillAgreement() {
    QLayout* layout = m_agreement->layout();
    while (QLayoutItem* item = layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (!m_run)
        return;
    QString why;
    if (m_run->pulseWidths.empty()) {
        why = tr("This run has no analyzer pulses, so there is nothing to compare the cycle "
                 "counter with.");
    } else if (auto view = core::makeBlandAltman(*m_run)) {
        auto* panel = new ChartPanel(ChartSpec{*view, CoreText::text(view->title).toStdString(),
                                               CoreText::text(view->caption).toStdString()},
                                     m_agreement);
        layout->addWidget(panel);
        return;
    } else {
        why = CoreText::error(view.error());
    }
    auto* label = new QLabel(why, m_agreement);
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignCenter);
    layout->addWidget(label);
}

void RunDetailPane::openWaveform() {
    if (!m_run)
        return;
    if (m_waveformWindow == nullptr)
        m_waveformWindow = new WaveformWindow(this);
    m_waveformWindow->openRun(*m_run);
    m_waveformWindow->show();
    m_waveformWindow->raise();
}

void RunDetailPane::openInPulseView() {
    if (!m_run)
        return;
    QString path = QString::fromStdString(m_run->capturePath);
    if (!QProcess::startDetached(QStringLiteral("pulseview"), {path})) {
        QMessageBox::critical(this, tr("PulseView"),
                              tr("PulseView could not be started for %1.").arg(path));
    }
}

} // namespace cyclelab::app
