#include "app/gui/worker_progress.hpp"

namespace cyclelab::app {

WorkerProgress::WorkerProgress(QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("workerProgress"));
    setTextFormat(Qt::PlainText);
    setToolTip(tr("Cells run side by side, one per worker (one QEMU each on the virtual "
                  "bench)"));
    hide();
}

void WorkerProgress::reset() {
    m_lines.clear();
    clear();
    hide();
}

void WorkerProgress::update(const CampaignEvent& e) {
    using K = CampaignEvent::Kind;
    if (e.workers <= 1 || e.worker < 0 || e.worker >= e.workers) {
        return; // one cell at a time: the cell list says it all
    }
    while (m_lines.size() < e.workers) {
        m_lines.append(tr("worker %1: idle").arg(m_lines.size() + 1));
    }
    QString who =
        tr("worker %1: cell %2 %3").arg(e.worker + 1).arg(e.cellIndex + 1).arg(e.cellLabel);
    if (e.part > 0) {
        who += tr(", boot %1").arg(e.part + 1);
    }
    QString& line = m_lines[e.worker];
    switch (e.kind) {
    case K::CellStarted:
    case K::CellRetry:
        line = who + tr(" — starting");
        break;
    case K::BenchmarkDone:
        line = who + tr(" — %1/%2 benchmarks").arg(e.benchIndex + 1).arg(e.benchCount);
        break;
    case K::CellDone:
    case K::CellFailed:
    case K::PartDone:
        line = tr("worker %1: idle").arg(e.worker + 1);
        break;
    case K::Log:
    case K::Paused:
    case K::Tick:
        return;
    }
    setText(m_lines.join(QLatin1Char('\n')));
    show();
}

} // namespace cyclelab::app
