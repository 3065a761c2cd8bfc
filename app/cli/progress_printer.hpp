#pragma once
// Campaign progress on the terminal: a one-line bar with ETA on a TTY, redrawn as time passes
// (Tick), plain lines per benchmark otherwise (logs, CI).

#include "core/campaign/campaign_runner.hpp"

#include <cstdio>
#include <string>

namespace cyclelab::cli {

class ProgressPrinter {
  public:
    explicit ProgressPrinter(std::FILE* out);
    void operator()(const core::CampaignProgress& event);
    void finish();

  private:
    void bar(const core::CampaignProgress& event);
    void line(const std::string& text);

    std::FILE* m_out;
    bool m_tty;
    bool m_barShown = false;
    std::string m_barText; // the last benchmark's cell and name
};

std::string formatDuration(double seconds);
// "37%": rounded down, so 100% is shown only when the campaign is done.
std::string percent(double fraction);

} // namespace cyclelab::cli
