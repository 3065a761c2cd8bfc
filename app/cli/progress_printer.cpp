#include "app/cli/progress_printer.hpp"

#include <cmath>
#include <unistd.h>

namespace cyclelab::cli {

using Kind = core::CampaignProgress::Kind;

std::string formatDuration(double seconds) {
    if (seconds < 0) {
        return "--";
    }
    auto s = static_cast<long>(std::lround(seconds));
    char buf[32];
    if (s >= 3600) {
        std::snprintf(buf, sizeof buf, "%ldh%02ldm", s / 3600, (s / 60) % 60);
    } else if (s >= 60) {
        std::snprintf(buf, sizeof buf, "%ldm%02lds", s / 60, s % 60);
    } else {
        std::snprintf(buf, sizeof buf, "%lds", s);
    }
    return buf;
}

std::string percent(double fraction) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%.0f%%", std::floor(fraction * 100.0));
    return buf;
}

ProgressPrinter::ProgressPrinter(std::FILE* out) : m_out(out), m_tty(isatty(fileno(out)) != 0) {}

void ProgressPrinter::line(const std::string& text) {
    if (m_barShown) {
        std::fputs("\r\033[K", m_out);
        m_barShown = false;
    }
    std::fprintf(m_out, "%s\n", text.c_str());
    std::fflush(m_out);
}

void ProgressPrinter::bar(const core::CampaignProgress& e) {
    constexpr int width = 24;
    const int filled = static_cast<int>(std::lround(e.fraction * width));
    std::string bar(static_cast<std::size_t>(filled), '#');
    bar.resize(width, '.');
    // A tick moves the bar and the ETA under the last benchmark's words.
    if (e.kind != Kind::Tick) {
        m_barText = "cell " + std::to_string(e.cellIndex + 1) + "/" + std::to_string(e.cellCount) +
                    "  " + core::english(e.text);
    }
    std::fprintf(m_out, "\r\033[K[%s] %4s  %s  ETA %s", bar.c_str(), percent(e.fraction).c_str(),
                 m_barText.c_str(), formatDuration(e.etaSeconds).c_str());
    std::fflush(m_out);
    m_barShown = true;
}

void ProgressPrinter::operator()(const core::CampaignProgress& e) {
    // With cells side by side, lines of different cells interleave: each names its cell.
    const std::string who =
        e.workers > 1 ? "cell " + std::to_string(e.cellIndex + 1) + " " : std::string();
    switch (e.kind) {
    case Kind::BenchmarkDone:
        if (m_tty) {
            bar(e);
        } else {
            // Progress and ETA after every benchmark, not only when a cell starts.
            line("  " + who + "[" + std::to_string(e.benchIndex + 1) + "/" +
                 std::to_string(e.benchCount) + "] " + core::english(e.text) + " (" +
                 std::to_string(e.run ? e.run->samples.size() : 0) + " samples)  " +
                 percent(e.fraction) + "  ETA " + formatDuration(e.etaSeconds));
        }
        break;
    case Kind::CellStarted:
    case Kind::CellRetry:
    case Kind::CellDone:
    case Kind::CellFailed:
    case Kind::PartDone:
    case Kind::Paused: {
        std::string eta = e.etaSeconds >= 0 ? "  (ETA " + formatDuration(e.etaSeconds) + ")" : "";
        line(core::english(e.text) + (e.kind == Kind::CellStarted ? eta : ""));
        break;
    }
    case Kind::Log:
        if (!m_tty) {
            line("    " + who + core::english(e.text));
        }
        break;
    case Kind::Tick: // a log gets a line per benchmark, not per second
        if (m_tty && m_barShown) {
            bar(e);
        }
        break;
    }
}

void ProgressPrinter::finish() {
    if (m_barShown) {
        std::fputs("\r\033[K", m_out);
        m_barShown = false;
    }
}

} // namespace cyclelab::cli
