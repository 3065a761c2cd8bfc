#pragma once
// Tooltips that explain the measurement conditions wherever they appear (matrix, run table,
// detail pane, compare page), so the same words are used everywhere and translated once.

#include <QString>

namespace cyclelab::app::tips {

QString cpuHz();
QString flashWaitStates();
QString opt();
QString profile();
QString cycleSource();
QString analyzerSamplerate();
QString verdict();
QString kernel();
QString samples();
QString warmup();
QString benchmark();
QString board();

} // namespace cyclelab::app::tips
