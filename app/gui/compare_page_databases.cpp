// ComparePage: databases compared beside the session's. Each is opened read-only on the pool
// (RunStore::openReadOnly: a file of another application, of a newer CycleLab or that cannot
// be read is refused, naming it, and nothing changes), its campaigns listed as sources; Source
// and Against may come from different databases, and the runs then carry their database's label
// (Run::database) so that charts and statistics can group by database. Run and campaign ids are
// each database's own: a source names its database, and so does every run read through it.

#include "app/gui/compare_page.hpp"
#include "app/gui/core_text.hpp"
#include "app/gui/message_banner.hpp"
#include "app/gui/store_session.hpp"
#include "app/gui/work_pool.hpp"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <set>

namespace cyclelab::app {

namespace {

const QString kNone = QStringLiteral("none");

QString databaseSource(int key, const QString& what) {
    return QStringLiteral("db%1:%2").arg(key).arg(what);
}

} // namespace

QHBoxLayout* ComparePage::againstRow() {
    auto* row = new QHBoxLayout;
    m_against = new QComboBox(this);
    m_against->setObjectName(QStringLiteral("compareAgainst"));
    m_against->setToolTip(tr("A second source compared with the first, from this database or "
                             "another one (Databases ▸ Add database…): its runs are read with "
                             "the Source's, and 'Group by: database' sets them side by side"));
    m_against->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_against->setMinimumContentsLength(24);
    m_databaseButton = new QToolButton(this);
    m_databaseButton->setObjectName(QStringLiteral("compareDatabases"));
    m_databaseButton->setText(tr("Databases"));
    m_databaseButton->setPopupMode(QToolButton::InstantPopup);
    m_databaseButton->setToolTip(tr("Compare runs of other CycleLab databases (another bench, "
                                    "another machine) with this one's: they are opened "
                                    "read-only, never changed. A .sqlite dropped on the window "
                                    "is added too."));
    m_databaseButton->setMenu(new QMenu(m_databaseButton));
    row->addWidget(new QLabel(tr("Against:"), this));
    row->addWidget(m_against, 2);
    row->addWidget(m_databaseButton);
    row->addStretch(1);
    fillDatabaseMenu();
    return row;
}

void ComparePage::fillDatabaseMenu() {
    QMenu* menu = m_databaseButton->menu();
    menu->clear();
    menu->addAction(tr("Add database…"), this, &ComparePage::chooseDatabaseToAdd);
    if (!m_databases.empty())
        menu->addSeparator();
    for (const OtherDatabase& d : m_databases) {
        QAction* remove = menu->addAction(tr("Remove %1").arg(d.label), this,
                                          [this, path = d.path] { removeDatabase(path); });
        remove->setToolTip(QDir::toNativeSeparators(d.path));
    }
}

QStringList ComparePage::comparedDatabases() const {
    QStringList out;
    for (const OtherDatabase& d : m_databases)
        out << d.path;
    return out;
}

QString ComparePage::databaseLabel(const QString& path) const {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (const OtherDatabase& d : m_databases)
        if (d.path == absolute)
            return d.label;
    if (absolute != QFileInfo(m_session->path()).absoluteFilePath())
        return {};
    // The session's: named as the others are, its folder too where one of them shares its name.
    const QFileInfo info(absolute);
    const bool shared = std::any_of(m_databases.begin(), m_databases.end(), [&](const auto& d) {
        return QFileInfo(d.path).fileName() == info.fileName();
    });
    return shared ? info.dir().dirName() + QLatin1Char('/') + info.fileName() : info.fileName();
}

void ComparePage::relabelDatabases() {
    // File names, unless two of them (the session's among them) are the same: then the folder
    // too, and where even that is shared the whole path.
    QStringList paths{QFileInfo(m_session->path()).absoluteFilePath()};
    for (const OtherDatabase& d : m_databases)
        paths << d.path;
    auto labelled = [&](const QString& path, int depth) {
        const QFileInfo info(path);
        if (depth == 0)
            return info.fileName();
        if (depth == 1)
            return info.dir().dirName() + QLatin1Char('/') + info.fileName();
        return QDir::toNativeSeparators(path);
    };
    for (OtherDatabase& d : m_databases) {
        for (int depth = 0; depth < 3; ++depth) {
            d.label = labelled(d.path, depth);
            const auto same = std::count_if(paths.begin(), paths.end(), [&](const QString& p) {
                return labelled(p, depth) == d.label;
            });
            if (same == 1)
                break;
        }
    }
}

void ComparePage::chooseDatabaseToAdd() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Add a database to compare"), QFileInfo(m_session->path()).absolutePath(),
        tr("CycleLab databases (*.sqlite *.db);;All files (*)"));
    if (!path.isEmpty())
        addDatabase(path);
}

void ComparePage::addDatabase(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const bool known = absolute == QFileInfo(m_session->path()).absoluteFilePath() ||
                       comparedDatabases().contains(absolute) ||
                       m_databasesToAdd.contains(absolute);
    if (known) {
        const QString message =
            tr("%1 is already compared: its campaigns are listed under Source and Against.")
                .arg(QDir::toNativeSeparators(absolute));
        m_banner->show(MessageBanner::Level::Info, message);
        emit databaseAdded(false, message);
        return;
    }
    m_databasesToAdd << absolute;
    m_addingPending = true;
    openNextDatabase();
}

void ComparePage::openNextDatabase() {
    if (m_databaseOpener.isRunning() || m_databasesToAdd.isEmpty())
        return;
    const QString path = m_databasesToAdd.takeFirst();
    m_databaseOpener.setFuture(QtConcurrent::run(workPool(), [path] {
        OpenedDatabase out;
        out.path = path;
        auto store = core::RunStore::openReadOnly(path.toStdString());
        if (!store) {
            out.error = CoreText::error(store.error());
            return out;
        }
        out.error = listCampaigns(*store, out.campaigns);
        if (!out.error.isEmpty())
            return out;
        out.connection = std::make_shared<PoolConnection>();
        out.connection->store = std::make_unique<core::RunStore>(std::move(store).value());
        return out;
    }));
}

void ComparePage::databaseOpened() {
    OpenedDatabase opened = m_databaseOpener.future().takeResult();
    m_addingPending = !m_databasesToAdd.isEmpty();
    openNextDatabase();
    if (!opened.error.isEmpty()) {
        // The store's message names the file and says what to do; the file name leads.
        const QString message = tr("%1 was not added, nothing changed: %2")
                                    .arg(QFileInfo(opened.path).fileName(), opened.error);
        m_banner->show(MessageBanner::Level::Error, message);
        emit databaseAdded(false, message);
        return;
    }
    m_databases.push_back({m_nextDatabaseKey++,
                           opened.path,
                           {},
                           std::move(opened.connection),
                           std::move(opened.campaigns)});
    relabelDatabases();
    fillDatabaseMenu();
    refillSources();
    const QString message =
        tr("%1 added, read-only: %n campaign(s) listed under Source and Against.", "",
           static_cast<int>(m_databases.back().campaigns.size()))
            .arg(m_databases.back().label);
    m_banner->show(MessageBanner::Level::Info, message);
    emit databaseAdded(true, message);
}

void ComparePage::removeDatabase(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const auto it = std::find_if(m_databases.begin(), m_databases.end(),
                                 [&](const OtherDatabase& d) { return d.path == absolute; });
    if (it == m_databases.end())
        return;
    const QString prefix = databaseSource(it->key, {});
    const bool shown = m_source->currentData().toString().startsWith(prefix) ||
                       m_against->currentData().toString().startsWith(prefix);
    releaseOnWorkPool(std::move(it->connection)); // a load still running keeps it
    m_databases.erase(it);
    relabelDatabases();
    fillDatabaseMenu();
    refillSources(); // a source of it is gone: the first source, Against none
    if (shown)
        sourceChosen();
}

void ComparePage::addSourceItems(QComboBox* box) const {
    for (const OtherDatabase& d : m_databases) {
        for (const SourceCampaign& c : d.campaigns)
            box->addItem(
                tr("%1 ▸ Campaign %2: %3 (%4)").arg(d.label).arg(c.id).arg(c.name, c.board),
                databaseSource(d.key, QString::number(c.id)));
        box->addItem(tr("%1 ▸ All runs").arg(d.label),
                     databaseSource(d.key, QStringLiteral("all")));
    }
}

std::optional<ComparePage::SourceRead> ComparePage::readOf(const QVariant& source) const {
    if (!source.isValid() || source == kNone)
        return std::nullopt;
    const QString text = source.toString();
    if (!text.startsWith(QStringLiteral("db"))) { // the session's
        if (!m_session->isOpen())
            return std::nullopt;
        SourceRead read{m_loaderStore,
                        m_session->path().toStdString(),
                        {},
                        databaseLabel(m_session->path()).toStdString()};
        if (text == QStringLiteral("selected")) {
            for (qint64 id : m_selectedRuns)
                read.filter.ids.push_back(id);
        } else if (text != QStringLiteral("all")) {
            read.filter.campaignId = source.toLongLong();
        }
        return read;
    }
    const int colon = text.indexOf(QLatin1Char(':'));
    const int key = text.mid(2, colon - 2).toInt();
    const auto it = std::find_if(m_databases.begin(), m_databases.end(),
                                 [&](const OtherDatabase& d) { return d.key == key; });
    if (it == m_databases.end())
        return std::nullopt;
    SourceRead read{it->connection, it->path.toStdString(), {}, it->label.toStdString()};
    if (const QString what = text.mid(colon + 1); what != QStringLiteral("all"))
        read.filter.campaignId = what.toLongLong();
    return read;
}

std::vector<ComparePage::SourceRead> ComparePage::sourceReads() const {
    std::vector<SourceRead> reads;
    if (auto read = readOf(m_source->currentData()))
        reads.push_back(std::move(*read));
    if (m_against->currentData() != m_source->currentData())
        if (auto read = readOf(m_against->currentData()))
            reads.push_back(std::move(*read));
    std::set<std::string> databases;
    for (const SourceRead& r : reads)
        databases.insert(r.path);
    if (databases.size() < 2) // one database: its ids tell runs apart, no label needed
        for (SourceRead& r : reads)
            r.label.clear();
    return reads;
}

bool ComparePage::readsOtherDatabases() const {
    const std::vector<SourceRead> reads = sourceReads();
    return std::any_of(reads.begin(), reads.end(),
                       [&](const SourceRead& r) { return r.connection != m_loaderStore; });
}

} // namespace cyclelab::app
