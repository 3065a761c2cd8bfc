#pragma once
// The matrix part of the Campaign page: check boxes for kernels, profiles, optimisation
// levels, frequency tiers and benchmarks (with All / None and the parameters of those that take
// some, such as queue_send_recv's depth and item size), plus samples and warm-up. Values without
// a firmware image for the board are shown disabled, with the reason in their tooltip.

#include "core/campaign/image_catalog.hpp"
#include "core/model/model.hpp"

#include <QList>
#include <QMap>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QListWidget;
class QSpinBox;
class QHBoxLayout;

namespace cyclelab::app {

class CampaignMatrix : public QWidget {
    Q_OBJECT
  public:
    explicit CampaignMatrix(QWidget* parent = nullptr);

    // Rebuilds the choices for a board; `catalog` may be null (no firmware images found).
    void setBoard(const core::BoardProfile* board, const core::ImageCatalog* catalog);
    // The chosen matrix (boardId, name and analyzer rate are the page's business).
    core::CampaignSpec spec() const;
    // Checks exactly what `spec` lists (values the board lacks are ignored).
    void setSpec(const core::CampaignSpec& spec);
    int cellCount() const;
    int benchmarkCount() const; // including the baseline every cell runs first
    // True when the board has frequency tiers and none is checked.
    bool noTierChosen() const;
    // The parameter chooser of a benchmark ("queue_send_recv", "depth"); null when it has none.
    QComboBox* paramBox(const QString& benchmark, const QString& param) const;

  public slots:
    void checkAllBenchmarks();
    void checkNoBenchmark(); // every benchmark but the baseline, which every cell runs

  signals:
    void changed();

  private:
    QCheckBox* addBox(QHBoxLayout* row, QList<QCheckBox*>& list, const QString& text,
                      const QVariant& value, const QString& tip);
    void clearBoxes(QList<QCheckBox*>& list);
    void setAllBenchmarks(bool on);
    void addParamBoxes(QFormLayout* form);

    QGroupBox* m_kernelsBox = nullptr;
    QHBoxLayout* m_kernelsRow = nullptr;
    QHBoxLayout* m_tiersRow = nullptr;
    QList<QCheckBox*> m_kernels, m_profiles, m_opts, m_tiers;
    QListWidget* m_benchmarks = nullptr;
    QSpinBox* m_samples = nullptr;
    QSpinBox* m_warmup = nullptr;
    // "benchmark/param" -> its chooser (the allowed values, the default first).
    QMap<QString, QComboBox*> m_params;
};

} // namespace cyclelab::app
