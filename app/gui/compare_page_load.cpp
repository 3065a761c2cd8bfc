// ComparePage: where the runs come from (a campaign, the Runs page's selection, all runs),
// listed on the pool, the loads' own database connection and the loads on the pool.

#include "app/gui/compare_page.hpp"
#include "app/gui/core_text.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/store_session.hpp"
#include "app/gui/work_pool.hpp"
#include "core/report/report_writer.hpp"

#include <QComboBox>
#include <QLabel>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <utility>

namespace cyclelab::app {

namespace {

const QString kAllRuns = QStringLiteral("all");
const QString kSelected = QStringLiteral("selected");

} // namespace

ComparePage::RunSet::RunSet(std::vector<core::Run> loaded)
    : runs(std::move(loaded)), sorted(runs) {}

void ComparePage::connectLoader() {
    ++m_changes;
    relabelDatabases(); // another file of the same name as one compared may have opened
    fillDatabaseMenu();
    releaseOnWorkPool(std::exchange(m_loaderStore, std::make_shared<PoolConnection>()));
    // Holds only the connection: it may outlive the page.
    (void)QtConcurrent::run(workPool(),
                            [connection = m_loaderStore, path = m_session->path().toStdString()] {
                                const std::lock_guard lock(connection->mutex);
                                connection->ensureOpen(path);
                            });
}

bool ComparePage::sourceIsSelection() const {
    return m_source->currentData() == kSelected;
}

bool ComparePage::sourceIsAll() const {
    return m_source->currentData() == kAllRuns;
}

void ComparePage::reloadSources() {
    ++m_changes;
    listSources(AfterListing::Reload);
}

void ComparePage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (m_stale)
        loadRuns(false);
}

QString ComparePage::listCampaigns(core::RunStore& store, std::vector<SourceCampaign>& campaigns) {
    auto listed = store.listCampaigns();
    if (!listed)
        return CoreText::error(listed.error());
    for (auto it = listed->rbegin(); it != listed->rend(); ++it)
        campaigns.push_back({it->id, QString::fromStdString(it->spec.name),
                             QString::fromStdString(it->spec.boardId)});
    return {};
}

void ComparePage::listSources(AfterListing after) {
    if (after != AfterListing::Reload)
        m_after = after;
    if (!m_session->isOpen()) {
        showSources({});
        return;
    }
    if (m_listingSources) {
        m_relistSources = true; // sourcesListed() lists again
        return;
    }
    m_listingSources = true;
    m_sourceLister.setFuture(QtConcurrent::run(
        workPool(), [connection = m_loaderStore, path = m_session->path().toStdString()] {
            ListedSources out;
            const std::lock_guard lock(connection->mutex);
            if (!connection->ensureOpen(path)) {
                out.error = connection->error;
                return out;
            }
            out.error = listCampaigns(*connection->store, out.campaigns);
            return out;
        }));
}

void ComparePage::sourcesListed() {
    ListedSources listed = m_sourceLister.future().takeResult();
    m_listingSources = false;
    if (m_relistSources) {
        m_relistSources = false;
        listSources(AfterListing::Reload); // the database changed while this listing ran
        return;
    }
    showSources(std::move(listed));
}

void ComparePage::showSources(ListedSources listed) {
    if (!listed.error.isEmpty())
        m_banner->show(MessageBanner::Level::Error,
                       tr("Cannot list the campaigns: %1").arg(listed.error));
    m_campaigns = std::move(listed.campaigns);
    const bool kept = refillSources();
    switch (std::exchange(m_after, AfterListing::Reload)) {
    case AfterListing::Newest:
        m_source->setCurrentIndex(0); // campaigns are listed newest first
        sourceChosen();
        break;
    case AfterListing::Campaign:
        chooseCampaign(m_wantedCampaign);
        break;
    case AfterListing::Reload:
        // A load that started after the last change (the user compared while the listing ran)
        // already reads what the listing was asked for: reading the runs again doubled such a
        // compare (gui_stall_bench).
        if (!kept || m_changesLoaded == m_changes)
            break;
        if (isVisible())
            loadRuns(false);
        else
            m_stale = true; // read when shown: a hidden page decodes no samples nobody looks at
        break;
    }
}

bool ComparePage::refillSources() {
    QVariant current = m_source->currentData();
    const QVariant against = m_against->currentData();
    QSignalBlocker block(m_source);
    QSignalBlocker blockAgainst(m_against);
    m_source->clear();
    for (const SourceCampaign& c : m_campaigns)
        m_source->addItem(tr("Campaign %1: %2 (%3)").arg(c.id).arg(c.name, c.board),
                          QVariant::fromValue<qlonglong>(c.id));
    if (!m_selectedRuns.isEmpty())
        m_source->addItem(
            tr("%n run(s) selected on the Runs page", "", static_cast<int>(m_selectedRuns.size())),
            kSelected);
    m_source->addItem(tr("All runs in the database"), kAllRuns);
    addSourceItems(m_source);
    // Against: nothing, or any source; the same as Source reads nothing more.
    m_against->clear();
    m_against->addItem(tr("(nothing)"), QStringLiteral("none"));
    for (int i = 0; i < m_source->count(); ++i)
        m_against->addItem(m_source->itemText(i), m_source->itemData(i));
    m_against->setCurrentIndex(std::max(0, m_against->findData(against)));
    int index = m_source->findData(current);
    m_source->setCurrentIndex(index >= 0 ? index : 0);
    return current.isValid() && index >= 0;
}

void ComparePage::compareRuns(const QList<qint64>& runIds) {
    m_selectedRuns = runIds;
    refillSources();
    m_source->setCurrentIndex(m_source->findData(kSelected));
    sourceChosen();
}

void ComparePage::compareCampaign(qint64 campaignId) {
    // Listed again: a campaign just stored may not be among the sources listed before.
    m_wantedCampaign = campaignId;
    listSources(AfterListing::Campaign);
}

void ComparePage::chooseCampaign(qint64 campaignId) {
    int index = m_source->findData(campaignId);
    if (index < 0) {
        m_banner->show(MessageBanner::Level::Error,
                       tr("Campaign %1 is not in this database.").arg(campaignId));
        return;
    }
    m_source->setCurrentIndex(index);
    sourceChosen();
}

void ComparePage::showNewestCampaign() {
    listSources(AfterListing::Newest);
}

void ComparePage::sourceChosen() {
    m_after = AfterListing::Reload; // chosen now: a listing running no longer chooses
    loadRuns(true);
}

void ComparePage::loadRuns(bool chooseAxes) {
    if (m_loader.isRunning()) {
        // One load at a time: the newest request runs when the current one is done.
        m_reloadPending = true;
        m_pendingChooseAxes = m_pendingChooseAxes || chooseAxes;
        return;
    }
    m_stale = false;
    m_busy = true;
    m_changesLoaded = m_changes;
    const int generation = ++m_loadGeneration;
    std::vector<SourceRead> reads = sourceReads();
    if (reads.empty()) {
        m_set = std::make_shared<const RunSet>();
        analyse(true);
        return;
    }
    m_summary->setText(tr("Loading runs…"));
    // Their own connections: the session's RunStore belongs to the UI thread. Kept from one load
    // to the next until the session opens a database: opening checks the whole file's
    // integrity, a tenth of a second on 2,000 runs (gui_stall_bench).
    m_loader.setFuture(
        QtConcurrent::run(workPool(), [reads = std::move(reads), generation, chooseAxes] {
            Loaded out;
            out.generation = generation;
            out.chooseAxes = chooseAxes;
            std::vector<core::Run> all;
            for (const SourceRead& read : reads) {
                const std::lock_guard lock(read.connection->mutex);
                if (!read.connection->ensureOpen(read.path)) {
                    out.error = read.connection->error;
                    return out;
                }
                auto runs = read.connection->store->loadRuns(read.filter);
                if (!runs) {
                    out.error = CoreText::error(runs.error());
                    return out;
                }
                for (core::Run& run : *runs) {
                    // Implausible runs (samples that cannot be true) are never compared as results.
                    if (run.status == core::RunStatus::Implausible)
                        continue;
                    run.database = read.label;
                    all.push_back(std::move(run));
                }
            }
            out.set = std::make_shared<const RunSet>(std::move(all));
            return out;
        }));
}

void ComparePage::runsDone() {
    // Taken, not copied: a copy of 100 runs' samples held the UI thread for a third of a second
    // (tests/gui/gui_stall_bench.cpp).
    Loaded loaded = m_loader.future().takeResult();
    if (m_reloadPending) {
        const bool chooseAxes = m_pendingChooseAxes || loaded.chooseAxes;
        m_reloadPending = false;
        m_pendingChooseAxes = false;
        loadRuns(chooseAxes); // the source or the database changed meanwhile
        return;
    }
    if (loaded.generation != m_loadGeneration)
        return;
    m_set = loaded.set ? std::move(loaded.set) : std::make_shared<const RunSet>();
    if (!loaded.error.isEmpty()) {
        m_banner->show(MessageBanner::Level::Error,
                       tr("Cannot load the runs: %1").arg(loaded.error));
    } else {
        m_banner->clear();
    }
    // Choose the axes the report would choose; the user can change them afterwards.
    if (loaded.chooseAxes && !m_set->runs.empty()) {
        core::ReportPlan plan = core::planReport(m_set->runs);
        m_group->setCurrentIndex(m_group->findData(static_cast<int>(plan.groupBy)));
        m_across->setCurrentIndex(plan.across ? m_across->findData(static_cast<int>(*plan.across))
                                              : 0);
    }
    analyse(true);
}

} // namespace cyclelab::app
