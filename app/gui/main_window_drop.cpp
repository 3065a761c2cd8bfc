// Files dropped on the window: a campaign file (.toml, .json) opens on the Campaign page, as
// File ▸ Open campaign file does (its errors in the page's banner); a capture (.sr, .vcd, .csv)
// opens its analysis in a window of its own (capture_window); a database (.sqlite, .db) is
// added to the Compare page's, read-only, as File ▸ Add database to compare does. Anything else is
// refused while it is dragged, and the status bar says what can be dropped.

#include "app/gui/campaign_page.hpp"
#include "app/gui/capture_analysis.hpp"
#include "app/gui/capture_window.hpp"
#include "app/gui/compare_page.hpp"
#include "app/gui/main_window.hpp"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QStatusBar>
#include <QTabWidget>
#include <QUrl>

namespace cyclelab::app {
namespace {

// The one local file dragged, or empty.
QString localFileOf(const QMimeData* mime) {
    if (!mime || !mime->hasUrls() || mime->urls().size() != 1)
        return {};
    const QUrl url = mime->urls().front();
    return url.isLocalFile() ? url.toLocalFile() : QString();
}

bool isCampaignFile(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QStringLiteral("toml") || suffix == QStringLiteral("json");
}

bool isDatabaseFile(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QStringLiteral("sqlite") || suffix == QStringLiteral("db");
}

bool droppable(const QString& path) {
    return !path.isEmpty() &&
           (isCampaignFile(path) || isCaptureFile(path.toStdString()) || isDatabaseFile(path));
}

} // namespace

CaptureWindow* MainWindow::lastCaptureWindow() const {
    return m_lastCapture;
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (droppable(localFileOf(event->mimeData()))) {
        event->acceptProposedAction();
        return;
    }
    statusBar()->showMessage(
        tr("Drop a campaign file (.toml or .json) to open it, a capture (.sr, .vcd or .csv) to "
           "analyse it, or a database (.sqlite) to compare its runs"),
        4000);
    event->ignore();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = localFileOf(event->mimeData());
    if (!droppable(path)) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    if (isCampaignFile(path)) {
        m_tabs->setCurrentIndex(CampaignTab);
        m_campaign->openCampaignFile(path);
        return;
    }
    if (isDatabaseFile(path)) {
        m_tabs->setCurrentIndex(CompareTab);
        m_compare->addDatabase(path);
        return;
    }
    // A window per capture, so two can be looked at side by side; it deletes itself on close.
    auto* window = new CaptureWindow(this);
    m_lastCapture = window;
    window->open(path);
    window->show();
    window->raise();
}

} // namespace cyclelab::app
