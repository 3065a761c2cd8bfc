#pragma once
// --screenshot-dir: puts real data on every page (the newest run selected, the newest
// campaign compared), grabs each page into a PNG and quits with 0, or 1 on failure. With
// `runCampaign`, a one-cell virtual-bench campaign is first run from the Campaign page so
// that page shows real progress, log and histogram.

#include <QString>

namespace cyclelab::app {

class MainWindow;

void runScreenshotMode(MainWindow& window, const QString& dir, bool runCampaign);

} // namespace cyclelab::app
