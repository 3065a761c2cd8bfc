#include "app/gui/campaign_matrix.hpp"

#include "app/gui/condition_tips.hpp"
#include "core/campaign/benchmark_catalog.hpp"
#include "core/model/thread_metric.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

namespace cyclelab::app {

namespace {

QString mhzLabel(const core::CpuClock& tier) {
    return CampaignMatrix::tr("%1 MHz (%2 WS)")
        .arg(static_cast<double>(tier.cpuHz) / 1e6, 0, 'g', 4)
        .arg(tier.flashWaitStates);
}

QHBoxLayout* groupRow(QVBoxLayout* parent, const QString& title, const QString& tip,
                      QGroupBox** boxOut = nullptr) {
    auto* box = new QGroupBox(title);
    box->setToolTip(tip);
    auto* row = new QHBoxLayout(box);
    row->setContentsMargins(6, 2, 6, 2);
    parent->addWidget(box);
    if (boxOut)
        *boxOut = box;
    return row;
}

} // namespace

CampaignMatrix::CampaignMatrix(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_kernelsRow = groupRow(layout, tr("Kernels"), tips::kernel(), &m_kernelsBox);
    QHBoxLayout* profiles = groupRow(layout, tr("Profiles"), tips::profile());
    for (auto p : {core::ConfigProfile::Minimal, core::ConfigProfile::Default}) {
        QString name =
            QString::fromUtf8(core::toString(p).data(), static_cast<int>(core::toString(p).size()));
        addBox(profiles, m_profiles, name, static_cast<int>(p), tips::profile());
    }
    QHBoxLayout* opts = groupRow(layout, tr("Optimisation levels"), tips::opt());
    for (auto o : {core::OptLevel::O0, core::OptLevel::O1, core::OptLevel::O2, core::OptLevel::O3,
                   core::OptLevel::Os}) {
        QString name =
            QString::fromUtf8(core::toString(o).data(), static_cast<int>(core::toString(o).size()));
        addBox(opts, m_opts, QStringLiteral("-") + name, static_cast<int>(o), tips::opt());
    }
    m_tiersRow = groupRow(layout, tr("Frequency tiers"),
                          tips::cpuHz() + QStringLiteral("\n\n") + tips::flashWaitStates());

    auto* benchBox = new QGroupBox(tr("Benchmarks"), this);
    benchBox->setToolTip(tips::benchmark());
    auto* benchLayout = new QVBoxLayout(benchBox);
    benchLayout->setContentsMargins(6, 2, 6, 2);
    m_benchmarks = new QListWidget(benchBox);
    m_benchmarks->setObjectName(QStringLiteral("benchmarkList"));
    for (const auto& info : core::benchmarkCatalog()) {
        // Campaign files only: Thread-Metric (docs/THREAD_METRIC.md) and the cross-core
        // benchmarks, which only a two-hart SMP image has (docs/campaigns/dual-core-notify.toml).
        if (core::isThreadMetric(info.id) || info.crossCore) {
            continue;
        }
        auto* item = new QListWidgetItem(QString::fromStdString(info.id), m_benchmarks);
        item->setData(Qt::UserRole, QString::fromStdString(info.id));
        item->setToolTip(QString::fromStdString(info.summary));
        if (info.id == "baseline") {
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
            item->setCheckState(Qt::Checked);
            item->setToolTip(tips::benchmark());
        } else {
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Checked);
        }
    }
    benchLayout->addWidget(m_benchmarks);
    auto* pick = new QHBoxLayout;
    auto* all = new QPushButton(tr("Select all"), benchBox);
    all->setObjectName(QStringLiteral("benchmarksAll"));
    all->setToolTip(tr("Check every benchmark"));
    auto* none = new QPushButton(tr("Select none"), benchBox);
    none->setObjectName(QStringLiteral("benchmarksNone"));
    none->setToolTip(tr("Uncheck every benchmark (the baseline always runs: it calibrates the "
                        "harness)"));
    pick->addWidget(all);
    pick->addWidget(none);
    pick->addStretch(1);
    benchLayout->addLayout(pick);
    connect(all, &QPushButton::clicked, this, &CampaignMatrix::checkAllBenchmarks);
    connect(none, &QPushButton::clicked, this, &CampaignMatrix::checkNoBenchmark);
    auto* params = new QFormLayout;
    addParamBoxes(params);
    benchLayout->addLayout(params);
    layout->addWidget(benchBox, 1);

    auto* counts = new QFormLayout;
    m_samples = new QSpinBox(this);
    m_samples->setObjectName(QStringLiteral("samplesSpin"));
    m_samples->setRange(10, 1000000);
    m_samples->setSingleStep(1000);
    m_samples->setValue(10000);
    m_samples->setToolTip(tips::samples());
    m_warmup = new QSpinBox(this);
    m_warmup->setObjectName(QStringLiteral("warmupSpin"));
    m_warmup->setRange(0, 1000000);
    m_warmup->setSingleStep(100);
    m_warmup->setValue(1000);
    m_warmup->setToolTip(tips::warmup());
    counts->addRow(tr("&Samples per benchmark:"), m_samples);
    counts->addRow(tr("&Warm-up iterations:"), m_warmup);
    layout->addLayout(counts);

    connect(m_benchmarks, &QListWidget::itemChanged, this, &CampaignMatrix::changed);
    connect(m_samples, &QSpinBox::valueChanged, this, &CampaignMatrix::changed);
    connect(m_warmup, &QSpinBox::valueChanged, this, &CampaignMatrix::changed);
}

void CampaignMatrix::addParamBoxes(QFormLayout* form) {
    for (const auto& info : core::benchmarkCatalog()) {
        if (core::isThreadMetric(info.id) || info.crossCore) {
            continue;
        }
        for (const core::BenchmarkParam& param : info.params) {
            const QString bench = QString::fromStdString(info.id);
            const QString name = QString::fromStdString(param.name);
            auto* box = new QComboBox(this);
            box->setObjectName(QStringLiteral("param_%1_%2").arg(bench, name));
            for (const std::string& value : param.allowed)
                box->addItem(QString::fromStdString(value), QString::fromStdString(value));
            box->setToolTip(tr("%1 of %2: one value per campaign (a campaign file can list the "
                               "benchmark several times with other values)")
                                .arg(name, bench));
            form->addRow(tr("%1 %2:").arg(bench, name), box);
            m_params.insert(bench + QLatin1Char('/') + name, box);
            connect(box, &QComboBox::currentIndexChanged, this, &CampaignMatrix::changed);
        }
    }
}

QComboBox* CampaignMatrix::paramBox(const QString& benchmark, const QString& param) const {
    return m_params.value(benchmark + QLatin1Char('/') + param, nullptr);
}

void CampaignMatrix::checkAllBenchmarks() {
    setAllBenchmarks(true);
}

void CampaignMatrix::checkNoBenchmark() {
    setAllBenchmarks(false);
}

void CampaignMatrix::setAllBenchmarks(bool on) {
    {
        QSignalBlocker block(m_benchmarks);
        for (int i = 0; i < m_benchmarks->count(); ++i) {
            QListWidgetItem* item = m_benchmarks->item(i);
            if (item->data(Qt::UserRole).toString() != QLatin1String("baseline"))
                item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
        }
    }
    emit changed();
}

bool CampaignMatrix::noTierChosen() const {
    return !m_tiers.isEmpty() && std::none_of(m_tiers.begin(), m_tiers.end(),
                                              [](QCheckBox* b) { return b->isChecked(); });
}

QCheckBox* CampaignMatrix::addBox(QHBoxLayout* row, QList<QCheckBox*>& list, const QString& text,
                                  const QVariant& value, const QString& tip) {
    auto* box = new QCheckBox(text);
    box->setProperty("value", value);
    box->setToolTip(tip);
    row->addWidget(box);
    list.append(box);
    connect(box, &QCheckBox::toggled, this, &CampaignMatrix::changed);
    return box;
}

void CampaignMatrix::clearBoxes(QList<QCheckBox*>& list) {
    qDeleteAll(list);
    list.clear();
}

void CampaignMatrix::setBoard(const core::BoardProfile* board, const core::ImageCatalog* catalog) {
    clearBoxes(m_kernels);
    clearBoxes(m_tiers);
    std::set<std::string> kernels;
    std::set<int> profiles, opts;
    std::set<std::uint64_t> clocks;
    if (board && catalog) {
        for (const auto& image : catalog->images()) {
            if (image.boardId != board->id)
                continue;
            kernels.insert(image.kernel.name);
            profiles.insert(static_cast<int>(image.kernel.profile));
            opts.insert(static_cast<int>(image.opt));
            clocks.insert(image.clock.cpuHz);
        }
    }
    const QString noImage = tr("No firmware image for this board has this value: build the "
                               "firmware with it to include it in a campaign.");
    for (const auto& kernel : kernels) {
        QCheckBox* box = addBox(m_kernelsRow, m_kernels, QString::fromStdString(kernel),
                                QString::fromStdString(kernel), tips::kernel());
        box->setChecked(kernel == "refkernel" || kernels.size() == 1);
    }
    m_kernelsBox->setToolTip(kernels.empty() ? noImage : tips::kernel());
    auto enableFrom = [&](QList<QCheckBox*>& boxes, const std::set<int>& have, const QString& tip) {
        for (QCheckBox* box : boxes) {
            bool ok = have.count(box->property("value").toInt()) > 0;
            box->setEnabled(ok);
            box->setToolTip(ok ? tip : noImage);
            if (!ok)
                box->setChecked(false);
        }
    };
    enableFrom(m_profiles, profiles, tips::profile());
    enableFrom(m_opts, opts, tips::opt());
    // Nothing checked yet: the campaign file's defaults (minimal profile, -O2), so a first
    // start needs no clicks.
    auto checkDefault = [](QList<QCheckBox*>& boxes, int value) {
        if (std::any_of(boxes.begin(), boxes.end(), [](QCheckBox* b) { return b->isChecked(); }))
            return;
        for (QCheckBox* box : boxes) {
            if (box->property("value").toInt() == value && box->isEnabled())
                box->setChecked(true);
        }
    };
    checkDefault(m_profiles, static_cast<int>(core::ConfigProfile::Minimal));
    checkDefault(m_opts, static_cast<int>(core::OptLevel::O2));
    if (board) {
        for (const auto& tier : board->clockTiers) {
            QCheckBox* box = addBox(m_tiersRow, m_tiers, mhzLabel(tier),
                                    QVariant::fromValue<qulonglong>(tier.cpuHz), tips::cpuHz());
            bool ok = clocks.count(tier.cpuHz) > 0;
            box->setEnabled(ok);
            box->setToolTip(ok ? tips::cpuHz() + QStringLiteral("\n\n") + tips::flashWaitStates()
                               : noImage);
            box->setChecked(ok && m_tiers.size() == 1);
        }
        if (board->maxSamples > 0)
            m_samples->setMaximum(static_cast<int>(board->maxSamples));
    }
    emit changed();
}

core::CampaignSpec CampaignMatrix::spec() const {
    core::CampaignSpec spec;
    for (QCheckBox* box : m_kernels) {
        if (box->isChecked())
            spec.kernels.push_back(box->property("value").toString().toStdString());
    }
    for (QCheckBox* box : m_profiles) {
        if (box->isChecked())
            spec.profiles.push_back(
                static_cast<core::ConfigProfile>(box->property("value").toInt()));
    }
    for (QCheckBox* box : m_opts) {
        if (box->isChecked())
            spec.opts.push_back(static_cast<core::OptLevel>(box->property("value").toInt()));
    }
    for (QCheckBox* box : m_tiers) {
        if (box->isChecked())
            spec.cpuHz.push_back(box->property("value").toULongLong());
    }
    for (int i = 0; i < m_benchmarks->count(); ++i) {
        QListWidgetItem* item = m_benchmarks->item(i);
        if (item->checkState() == Qt::Checked) {
            const QString id = item->data(Qt::UserRole).toString();
            core::BenchmarkSpec chosen{id.toStdString(), {}};
            for (auto it = m_params.begin(); it != m_params.end(); ++it) {
                if (it.key().section(QLatin1Char('/'), 0, 0) == id)
                    chosen.params[it.key().section(QLatin1Char('/'), 1).toStdString()] =
                        it.value()->currentData().toString().toStdString();
            }
            auto full = core::completeBenchmark(chosen, "");
            if (full)
                spec.benchmarks.push_back(*full);
        }
    }
    spec.samples = static_cast<std::uint32_t>(m_samples->value());
    spec.warmup = static_cast<std::uint32_t>(m_warmup->value());
    return spec;
}

void CampaignMatrix::setSpec(const core::CampaignSpec& spec) {
    auto has = [](const auto& values, const auto& v) {
        return std::find(values.begin(), values.end(), v) != values.end();
    };
    for (QCheckBox* box : m_kernels)
        box->setChecked(has(spec.kernels, box->property("value").toString().toStdString()));
    for (QCheckBox* box : m_profiles) {
        auto p = static_cast<core::ConfigProfile>(box->property("value").toInt());
        box->setChecked(box->isEnabled() && has(spec.profiles, p));
    }
    for (QCheckBox* box : m_opts) {
        auto o = static_cast<core::OptLevel>(box->property("value").toInt());
        box->setChecked(box->isEnabled() && has(spec.opts, o));
    }
    for (QCheckBox* box : m_tiers) {
        std::uint64_t hz = box->property("value").toULongLong();
        box->setChecked(box->isEnabled() &&
                        (has(spec.cpuHz, hz) || (spec.cpuHz.empty() && box == m_tiers.front())));
    }
    QSignalBlocker block(m_benchmarks);
    for (int i = 0; i < m_benchmarks->count(); ++i) {
        QListWidgetItem* item = m_benchmarks->item(i);
        std::string id = item->data(Qt::UserRole).toString().toStdString();
        auto listed = std::find_if(spec.benchmarks.begin(), spec.benchmarks.end(),
                                   [&](const core::BenchmarkSpec& b) { return b.id == id; });
        bool on = id == "baseline" || listed != spec.benchmarks.end();
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
        // The first listing's parameters (the matrix holds one value per parameter).
        if (listed != spec.benchmarks.end()) {
            for (const auto& [name, value] : listed->params) {
                if (QComboBox* box =
                        paramBox(QString::fromStdString(id), QString::fromStdString(name))) {
                    QSignalBlocker blockParam(box);
                    box->setCurrentIndex(qMax(0, box->findData(QString::fromStdString(value))));
                }
            }
        }
    }
    m_samples->setValue(static_cast<int>(spec.samples));
    m_warmup->setValue(static_cast<int>(spec.warmup));
    emit changed();
}

int CampaignMatrix::cellCount() const {
    core::CampaignSpec s = spec();
    return static_cast<int>(s.kernels.size() * s.profiles.size() * s.opts.size() *
                            std::max<std::size_t>(1, s.cpuHz.size()));
}

int CampaignMatrix::benchmarkCount() const {
    int n = 0;
    for (int i = 0; i < m_benchmarks->count(); ++i)
        n += m_benchmarks->item(i)->checkState() == Qt::Checked ? 1 : 0;
    return n;
}

} // namespace cyclelab::app
