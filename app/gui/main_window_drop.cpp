// Files dropped on the window: a campaign file (.toml, .json) opens on the Campaign page, as
// File ▸ Open campaign file does (its errors in the page's banner). Anything else is refused
// while it is dragged, and the status bar says what can be dropped.

#include "app/gui/campaign_page.hpp"
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

// The one local campaign file dragged, or empty.
QString campaignFileOf(const QMimeData* mime) {
    if (!mime || !mime->hasUrls() || mime->urls().size() != 1)
        return {};
    const QUrl url = mime->urls().front();
    if (!url.isLocalFile())
        return {};
    const QString suffix = QFileInfo(url.toLocalFile()).suffix().toLower();
    return suffix == QStringLiteral("toml") || suffix == QStringLiteral("json") ? url.toLocalFile()
                                                                                : QString();
}

} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!campaignFileOf(event->mimeData()).isEmpty()) {
        event->acceptProposedAction();
        return;
    }
    statusBar()->showMessage(tr("Drop a campaign file (.toml or .json) to open it"), 4000);
    event->ignore();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = campaignFileOf(event->mimeData());
    if (path.isEmpty()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    m_tabs->setCurrentIndex(CampaignTab);
    m_campaign->openCampaignFile(path);
}

} // namespace cyclelab::app
