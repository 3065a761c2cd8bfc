#include "app/gui/capture_window.hpp"

#include "app/gui/core_text.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/waveform_window.hpp"
#include "app/gui/work_pool.hpp"

#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace cyclelab::app {

CaptureWindow::CaptureWindow(QWidget* parent) : QWidget(parent, Qt::Window) {
    setAttribute(Qt::WA_DeleteOnClose);
    resize(760, 360);
    auto* outer = new QVBoxLayout(this);
    m_banner = new MessageBanner(this);
    outer->addWidget(m_banner);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    outer->addWidget(m_summary);

    m_ratePanel = new QWidget(this);
    auto* rate = new QHBoxLayout(m_ratePanel);
    rate->setContentsMargins(0, 0, 0, 0);
    rate->addWidget(new QLabel(tr("Samplerate:"), m_ratePanel));
    m_rateBox = new QDoubleSpinBox(m_ratePanel);
    m_rateBox->setRange(1.0, 1e12);
    m_rateBox->setDecimals(0);
    m_rateBox->setValue(1e6);
    m_rateBox->setSuffix(tr(" Hz"));
    m_rateBox->setGroupSeparatorShown(true);
    rate->addWidget(m_rateBox);
    m_analyse = new QPushButton(tr("Analyse"), m_ratePanel);
    rate->addWidget(m_analyse);
    rate->addStretch(1);
    m_ratePanel->hide();
    outer->addWidget(m_ratePanel);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setHorizontalHeaderLabels({tr("Channel"), tr("Name"), tr("Pulses"), tr("Min ns"),
                                        tr("Median ns"), tr("Max ns"), tr("Cut off")});
    m_table->horizontalHeaderItem(CutOff)->setToolTip(
        tr("Pulses cut by the start or the end of the capture (not counted)"));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    outer->addWidget(m_table, 1);

    auto* bar = new QHBoxLayout;
    m_waveformButton = new QPushButton(tr("Show &waveform"), this);
    m_waveformButton->setEnabled(false);
    bar->addWidget(m_waveformButton);
    m_pulseView = new QPushButton(tr("Open in &PulseView"), this);
    bar->addWidget(m_pulseView);
    bar->addStretch(1);
    outer->addLayout(bar);

    connect(&m_loader, &QFutureWatcher<core::Expected<CaptureAnalysis>>::finished, this,
            &CaptureWindow::loadDone);
    connect(m_analyse, &QPushButton::clicked, this, [this] { open(m_path, m_rateBox->value()); });
    connect(m_pulseView, &QPushButton::clicked, this, &CaptureWindow::openInPulseView);
    connect(m_waveformButton, &QPushButton::clicked, this, &CaptureWindow::showWaveform);
}

void CaptureWindow::open(const QString& path, double samplerateHz) {
    if (m_loader.isRunning())
        return; // the button is disabled meanwhile; a drop opens a window of its own
    m_path = path;
    m_samplerateHz = samplerateHz;
    m_waveformButton->setEnabled(false);
    setWindowTitle(tr("Capture %1").arg(QFileInfo(path).fileName()));
    m_banner->clear();
    m_summary->setText(tr("Reading %1…").arg(path));
    m_table->setRowCount(0);
    m_analyse->setEnabled(false);
    const bool haveTool = !QStandardPaths::findExecutable(QStringLiteral("pulseview")).isEmpty();
    m_pulseView->setEnabled(haveTool);
    m_pulseView->setToolTip(haveTool ? tr("Open %1 in PulseView").arg(path)
                                     : tr("PulseView is not installed (not found on PATH)"));
    // Reading takes as long as the file: never on the UI thread.
    m_loader.setFuture(QtConcurrent::run(workPool(), [file = path.toStdString(), samplerateHz] {
        return analyzeCapture(file, samplerateHz);
    }));
}

void CaptureWindow::loadDone() {
    m_analyse->setEnabled(true);
    const core::Expected<CaptureAnalysis> result = m_loader.result();
    if (!result) {
        m_summary->setText(tr("%1 could not be analysed.").arg(m_path));
        m_banner->show(MessageBanner::Level::Error, CoreText::error(result.error()));
        emit analysed(false);
        return;
    }
    if (result->rateFrom == CaptureAnalysis::RateFrom::Missing) {
        m_summary->setText(
            tr("%1: %2 samples. The file does not say its samplerate, so no width in ns can be "
               "computed: enter the rate it was captured at and press Analyse.")
                .arg(m_path)
                .arg(QLocale().toString(static_cast<qulonglong>(result->samples))));
        m_ratePanel->show();
        m_rateBox->setFocus();
        emit analysed(false);
        return;
    }
    showFigures(*result);
    m_waveformButton->setEnabled(true);
    emit analysed(true);
}

void CaptureWindow::showFigures(const CaptureAnalysis& analysis) {
    const QLocale locale;
    const QString suffix = QFileInfo(m_path).suffix().toLower();
    const QString from = analysis.rateFrom == CaptureAnalysis::RateFrom::Given ? tr("entered here")
                         : suffix == QStringLiteral("vcd") ? tr("from the VCD's $timescale")
                         : suffix == QStringLiteral("sr")  ? tr("from the session's metadata")
                                                           : tr("from the file");
    m_ratePanel->setVisible(analysis.rateFrom == CaptureAnalysis::RateFrom::Given);
    m_summary->setText(tr("%1: %2 samples at %3 Hz (%4 s); samplerate %5.")
                           .arg(m_path)
                           .arg(locale.toString(static_cast<qulonglong>(analysis.samples)))
                           .arg(locale.toString(analysis.samplerateHz, 'f', 0))
                           .arg(locale.toString(analysis.samples / analysis.samplerateHz, 'f', 6))
                           .arg(from));
    m_table->setRowCount(static_cast<int>(analysis.channels.size()));
    int row = 0;
    for (const CaptureChannel& c : analysis.channels) {
        const core::PulseStats& s = c.stats;
        const bool widths = s.count > 0;
        // The exact figures beside the shown text (Qt::UserRole), as `analyze --json` gives them.
        const QList<QVariant> exact{s.channel,
                                    QString::fromStdString(c.name),
                                    static_cast<qulonglong>(s.count),
                                    s.minNs,
                                    s.medianNs,
                                    s.maxNs,
                                    static_cast<qulonglong>(s.droppedAtStart + s.droppedAtEnd)};
        const QStringList cells{
            QString::number(s.channel),
            QString::fromStdString(c.name),
            locale.toString(static_cast<qulonglong>(s.count)),
            widths ? locale.toString(s.minNs, 'f', 1) : QStringLiteral("—"),
            widths ? locale.toString(s.medianNs, 'f', 1) : QStringLiteral("—"),
            widths ? locale.toString(s.maxNs, 'f', 1) : QStringLiteral("—"),
            locale.toString(static_cast<qulonglong>(s.droppedAtStart + s.droppedAtEnd))};
        for (int col = 0; col < ColumnCount; ++col) {
            auto* item = new QTableWidgetItem(cells[col]);
            item->setData(Qt::UserRole, exact[col]);
            if (col != Name)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, col, item);
        }
        ++row;
    }
}

void CaptureWindow::showWaveform() {
    if (!m_waveform)
        m_waveform = new WaveformWindow(this);
    m_waveform->openFile(m_path, m_samplerateHz);
    m_waveform->show();
    m_waveform->raise();
}

void CaptureWindow::openInPulseView() {
    if (!QProcess::startDetached(QStringLiteral("pulseview"), {m_path}))
        m_banner->show(MessageBanner::Level::Error,
                       tr("PulseView could not be started for %1.").arg(m_path));
}

} // namespace cyclelab::app
