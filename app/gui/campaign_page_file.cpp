// CampaignPage and campaign files: open one into the page, save the page as one (the TOML that
// `cyclelab-cli run --campaign` reads, through core's one parser and writer), and the reason
// Start is unavailable. Kept apart from campaign_page.cpp, which holds the page's layout.

#include "app/gui/app_settings.hpp"
#include "app/gui/bench_page.hpp"
#include "app/gui/campaign_matrix.hpp"
#include "app/gui/campaign_page.hpp"
#include "app/gui/core_text.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/store_session.hpp"
#include "core/campaign/campaign_file.hpp"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QRegularExpression>
#include <algorithm>

namespace cyclelab::app {

namespace {

QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// What `wanted` lists that `got` lacks, as "opts: O3, Os".
template <class T, class F>
void listMissing(QStringList& out, const char* field, const std::vector<T>& wanted,
                 const std::vector<T>& got, F&& name) {
    QStringList missing;
    for (const T& value : wanted) {
        if (std::find(got.begin(), got.end(), value) == got.end())
            missing << name(value);
    }
    if (!missing.isEmpty())
        out << QStringLiteral("%1: %2").arg(QLatin1String(field),
                                            missing.join(QStringLiteral(", ")));
}

} // namespace

QString CampaignPage::startBlocker() const {
    if (m_running)
        return tr("a campaign is running.");
    const core::BoardProfile* board = m_bench->currentBoard();
    if (!board)
        return m_bench->discovering() ? tr("the Bench page is still looking for boards.")
                                      : tr("choose a board on the Bench page.");
    if (!m_catalogError.isEmpty())
        return tr("no firmware images (%1). Build the firmware or set its images folder in "
                  "Settings ▸ Preferences.")
            .arg(m_catalogError);
    QString why;
    if (!m_bench->benchConfig(&why))
        return why;
    if (m_session->opening())
        return tr("the run database is still being opened.");
    if (!m_session->isOpen())
        return tr("no run database is open: use File ▸ Open database.");
    const core::CampaignSpec spec = m_matrix->spec();
    if (spec.kernels.empty())
        return m_catalog && m_catalog->kernelsFor(board->id).empty()
                   ? tr("no firmware image was built for %1.").arg(qs(board->id))
                   : tr("choose at least one kernel.");
    if (spec.profiles.empty())
        return tr("choose at least one profile.");
    if (spec.opts.empty())
        return tr("choose at least one optimisation level.");
    if (m_matrix->noTierChosen())
        return tr("choose at least one frequency tier.");
    if (std::none_of(spec.benchmarks.begin(), spec.benchmarks.end(),
                     [](const core::BenchmarkSpec& b) { return b.id != "baseline"; }))
        return tr("choose at least one benchmark (the baseline alone measures nothing).");
    return {};
}

core::CampaignSpec CampaignPage::currentSpec() const {
    core::CampaignSpec spec = m_matrix->spec();
    if (const core::BoardProfile* board = m_bench->currentBoard())
        spec.boardId = board->id;
    spec.name = m_name->text().trimmed().toStdString();
    spec.analyzerSamplerateHz = m_samplerate->currentData().toDouble();
    return spec;
}

void CampaignPage::chooseCampaignFileToOpen() {
    const QString dir =
        m_campaignFile.isEmpty() ? QDir::homePath() : QFileInfo(m_campaignFile).absolutePath();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open campaign file"), dir,
        tr("Campaign files (*.toml *.json);;TOML (*.toml);;JSON (*.json)"));
    if (!path.isEmpty())
        openCampaignFile(path);
}

void CampaignPage::chooseCampaignFileToSave() {
    QString suggested = m_campaignFile;
    if (suggested.isEmpty() || !suggested.endsWith(QStringLiteral(".toml"))) {
        QString stem = m_name->text().trimmed();
        stem.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_-]+")), QStringLiteral("-"));
        suggested = QDir(QDir::homePath())
                        .filePath((stem.isEmpty() ? QStringLiteral("campaign") : stem) +
                                  QStringLiteral(".toml"));
    }
    QString path = QFileDialog::getSaveFileName(this, tr("Save campaign file"), suggested,
                                                tr("TOML campaign files (*.toml)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QStringLiteral(".toml")))
        path += QStringLiteral(".toml");
    saveCampaignFile(path);
}

bool CampaignPage::openCampaignFile(const QString& path) {
    if (m_running)
        return refuse(tr("A campaign is running: open the campaign file once it has ended."));
    auto loaded = core::loadCampaignFile(path.toStdString());
    if (!loaded)
        return refuse(tr("Cannot open the campaign file: %1").arg(CoreText::error(loaded.error())));
    core::CampaignSpec spec = std::move(loaded).value();
    const QString boardId = QString::fromStdString(spec.boardId);
    const core::BoardProfile* current = m_bench->currentBoard();
    if ((!current || current->id != spec.boardId) && !m_bench->selectBoard(boardId))
        return refuse(tr("%1: board: '%2' is not one of the board profiles found (%3).")
                          .arg(path, boardId, m_bench->inventory().boardsDir));
    // Selecting the board rebuilt the matrix with its images (boardChanged).
    if (!m_catalog)
        return refuse(tr("No firmware images: %1").arg(m_catalogError));
    auto resolved = core::resolveAvailableKernels(spec, *m_catalog);
    if (!resolved)
        return refuse(CoreText::error(resolved.error()));
    spec = std::move(resolved).value();
    m_matrix->setSpec(spec);
    m_name->setText(QString::fromStdString(spec.name));
    int rate = m_samplerate->findData(spec.analyzerSamplerateHz);
    if (rate < 0 && spec.analyzerSamplerateHz > 0) {
        m_samplerate->addItem(tr("%1 MHz").arg(spec.analyzerSamplerateHz / 1e6),
                              spec.analyzerSamplerateHz);
        rate = m_samplerate->count() - 1;
    }
    if (rate >= 0)
        m_samplerate->setCurrentIndex(rate);
    m_campaignFile = path;

    // What the page could not take is said, not dropped without a word.
    const core::CampaignSpec shown = m_matrix->spec();
    QStringList missing;
    listMissing(missing, "kernels", spec.kernels, shown.kernels, QString::fromStdString);
    listMissing(missing, "profiles", spec.profiles, shown.profiles,
                [](core::ConfigProfile p) { return qs(core::toString(p)); });
    listMissing(missing, "opts", spec.opts, shown.opts,
                [](core::OptLevel o) { return qs(core::toString(o)); });
    listMissing(missing, "cpu_hz", spec.cpuHz, shown.cpuHz,
                [](std::uint64_t hz) { return QString::number(hz); });
    listMissing(missing, "benchmarks", spec.benchmarks, shown.benchmarks,
                [](const core::BenchmarkSpec& b) { return QString::fromStdString(b.key()); });
    if (shown.samples != spec.samples)
        missing << tr("samples: %1 (this board's firmware keeps at most %2)")
                       .arg(spec.samples)
                       .arg(shown.samples);
    if (missing.isEmpty()) {
        m_banner->show(MessageBanner::Level::Info,
                       tr("Opened %1: %n cell(s).", "", m_matrix->cellCount())
                           .arg(QDir::toNativeSeparators(path)));
        return true;
    }
    m_banner->show(MessageBanner::Level::Warning,
                   tr("Opened %1, but this board's firmware images or the page cannot take every "
                      "value; left out:")
                           .arg(QDir::toNativeSeparators(path)) +
                       QLatin1Char('\n') + missing.join(QLatin1Char('\n')));
    return true;
}

bool CampaignPage::saveCampaignFile(const QString& path) {
    core::CampaignSpec spec = currentSpec();
    if (spec.boardId.empty())
        return refuse(tr("Choose a board on the Bench page before saving the campaign."));
    if (spec.name.empty())
        spec.name = "campaign";
    // Files list what is measured; the baseline runs in every cell whether listed or not.
    std::erase_if(spec.benchmarks, [](const core::BenchmarkSpec& b) { return b.id == "baseline"; });
    if (core::Status saved = core::saveCampaignFile(spec, path.toStdString()); !saved)
        return refuse(CoreText::error(saved.error()));
    m_campaignFile = path;
    m_banner->show(MessageBanner::Level::Info,
                   tr("Saved %1: run it with cyclelab-cli run --campaign %2 --db FILE")
                       .arg(QDir::toNativeSeparators(path), QFileInfo(path).fileName()));
    return true;
}

} // namespace cyclelab::app
