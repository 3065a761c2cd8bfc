#pragma once
// The Campaign page's per-worker lines: with cells side by side (one QEMU per core on the
// virtual bench) one line per worker says which cell it runs and how far it is.

#include "app/gui/campaign_worker.hpp"

#include <QLabel>
#include <QStringList>

namespace cyclelab::app {

class WorkerProgress : public QLabel {
    Q_OBJECT
  public:
    explicit WorkerProgress(QWidget* parent = nullptr);
    void update(const CampaignEvent& event);
    void reset();
    // The lines shown, one per worker (for tests).
    const QStringList& lines() const { return m_lines; }

  private:
    QStringList m_lines;
};

} // namespace cyclelab::app
