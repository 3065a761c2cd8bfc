#pragma once
// The matrix part of the Campaign page: check boxes for kernels, profiles, optimisation
// levels, frequency tiers and benchmarks, plus samples and warm-up. Values without a firmware
// image for the board are shown disabled, with the reason in their tooltip.

#include "core/campaign/image_catalog.hpp"
#include "core/model/model.hpp"

#include <QList>
#include <QWidget>

class QCheckBox;
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

  signals:
    void changed();

  private:
    QCheckBox* addBox(QHBoxLayout* row, QList<QCheckBox*>& list, const QString& text,
                      const QVariant& value, const QString& tip);
    void clearBoxes(QList<QCheckBox*>& list);

    QGroupBox* m_kernelsBox = nullptr;
    QHBoxLayout* m_kernelsRow = nullptr;
    QHBoxLayout* m_tiersRow = nullptr;
    QList<QCheckBox*> m_kernels, m_profiles, m_opts, m_tiers;
    QListWidget* m_benchmarks = nullptr;
    QSpinBox* m_samples = nullptr;
    QSpinBox* m_warmup = nullptr;
};

} // namespace cyclelab::app
