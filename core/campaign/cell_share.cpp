#include "core/campaign/cell_share.hpp"

#include <algorithm>
#include <iterator>

namespace cyclelab::core {

bool CellShare::finish(WorkerReport& report) {
    --m_outstanding;
    m_timings.wallS += report.timings.wallS;
    m_timings.emulationS += report.timings.emulationS;
    m_timings.captureImportS += report.timings.captureImportS;
    m_timings.pulseExtractionS += report.timings.pulseExtractionS;
    m_timings.validationS += report.timings.validationS;
    m_stopped = m_stopped || report.stopped;
    if (report.runs) {
        std::move(report.runs->begin(), report.runs->end(), std::back_inserter(m_runs));
    } else if (!report.stopped && !m_failed) {
        m_failed = true;
        m_failure = report.text;
    }
    if (m_outstanding > 0) {
        return false;
    }
    const auto at = [&](const Run& r) {
        return std::find(m_order.begin(), m_order.end(), r.benchmark.key()) - m_order.begin();
    };
    std::stable_sort(m_runs.begin(), m_runs.end(),
                     [&](const Run& a, const Run& b) { return at(a) < at(b); });
    report.timings = m_timings;
    report.stopped = m_stopped;
    report.runs.reset();
    if (!m_failed || m_stopped) {
        report.runs = std::move(m_runs);
    }
    report.text = m_failure;
    return true;
}

} // namespace cyclelab::core
