#pragma once
// Compare page: a campaign or a set of runs, grouped by one condition; the comparison
// engine's charts side by side, the rank flips across a second condition, and exports
// (charts as PNG/SVG/PDF with captions, clipboard, the comparison as CSV).

#include "core/compare/comparison.hpp"
#include "core/model/model.hpp"

#include <QList>
#include <QWidget>
#include <vector>

class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QTableWidget;

namespace cyclelab::app {

class ChartPanel;
class MessageBanner;
class StoreSession;

class ComparePage : public QWidget {
    Q_OBJECT
  public:
    explicit ComparePage(StoreSession* session, QWidget* parent = nullptr);

    const QList<ChartPanel*>& charts() const { return m_charts; }
    QTableWidget* flipTable() const { return m_flips; }
    MessageBanner* banner() const { return m_banner; }

  public slots:
    void compareRuns(const QList<qint64>& runIds);
    void compareCampaign(qint64 campaignId);
    void showNewestCampaign();
    void reloadSources();
    // Asks for a folder and writes every chart there (format chosen in the dialog).
    void exportCharts();
    void exportCsv();

  private:
    void sourceChosen();
    void loadRuns();
    void rebuild();
    void buildCharts();
    void buildFlips();
    core::Condition groupBy() const;
    std::optional<core::Condition> across() const;

    StoreSession* m_session;
    QList<qint64> m_selectedRuns;
    std::vector<core::Run> m_runs;
    core::Comparison m_comparison;
    QList<ChartPanel*> m_charts;

    MessageBanner* m_banner = nullptr;
    QComboBox* m_source = nullptr;
    QComboBox* m_group = nullptr;
    QComboBox* m_across = nullptr;
    QComboBox* m_unit = nullptr;
    QPushButton* m_exportCharts = nullptr;
    QPushButton* m_exportCsv = nullptr;
    QLabel* m_summary = nullptr;
    QGridLayout* m_grid = nullptr;
    QLabel* m_flipCaption = nullptr;
    QTableWidget* m_flips = nullptr;
};

// The comparison as CSV rows (benchmark, group, n, cycles statistics, ns median, analyzer
// median, verdict, run ids); returns an error message or empty.
QString writeComparisonCsv(const QString& path, const core::Comparison& comparison);

} // namespace cyclelab::app
