#include "core/campaign/cell_workers.hpp"

#include "core/common/message.hpp"

#include <algorithm>
#include <exception>

namespace cyclelab::core {

CellWorkers::CellWorkers(std::vector<Bench*> benches, CellOptions options,
                         const std::atomic<bool>& stop)
    : m_benches(std::move(benches)), m_options(std::move(options)), m_stop(stop),
      m_threads(m_benches.size()), m_busy(m_benches.size(), false) {}

CellWorkers::~CellWorkers() {
    for (auto& t : m_threads) {
        if (t.joinable()) {
            t.join();
        }
    }
}

int CellWorkers::idleWorker() const {
    const auto it = std::find(m_busy.begin(), m_busy.end(), false);
    return it == m_busy.end() ? -1 : static_cast<int>(it - m_busy.begin());
}

int CellWorkers::busyCount() const {
    return static_cast<int>(std::count(m_busy.begin(), m_busy.end(), true));
}

void CellWorkers::start(int worker, const CampaignSpec& spec, const CampaignCell& cell,
                        Expected<FirmwareBuild> image, std::set<std::string> skipped, int part,
                        bool resumed) {
    const auto w = static_cast<std::size_t>(worker);
    if (m_threads[w].joinable()) {
        m_threads[w].join(); // it posted Finished: it is returning, if not gone already
    }
    m_busy[w] = true;
    m_threads[w] = std::thread(&CellWorkers::work, this, worker, spec, cell, std::move(image),
                               std::move(skipped), part, resumed);
}

std::optional<WorkerReport> CellWorkers::next(std::chrono::milliseconds timeout) {
    std::unique_lock lock(m_mutex);
    if (!m_ready.wait_for(lock, timeout, [this] { return !m_reports.empty(); })) {
        return std::nullopt;
    }
    WorkerReport report = std::move(m_reports.front());
    m_reports.pop_front();
    lock.unlock();
    if (report.kind == WorkerReport::Kind::Finished) {
        m_busy[static_cast<std::size_t>(report.worker)] = false;
    }
    return report;
}

void CellWorkers::post(WorkerReport report) {
    {
        std::lock_guard lock(m_mutex);
        m_reports.push_back(std::move(report));
    }
    m_ready.notify_one();
}

void CellWorkers::work(int worker, CampaignSpec spec, CampaignCell cell,
                       Expected<FirmwareBuild> image, std::set<std::string> skipped, int part,
                       bool resumed) {
    const auto started = std::chrono::steady_clock::now();
    const auto report = [&](WorkerReport::Kind kind) {
        WorkerReport r;
        r.kind = kind;
        r.worker = worker;
        r.cellIndex = cell.index;
        r.part = part;
        return r;
    };
    WorkerReport done = report(WorkerReport::Kind::Finished);
    Message failure = storedText("");
    for (int attempt = 0; attempt < 2 && !m_stop; ++attempt) {
        WorkerReport begin = report(WorkerReport::Kind::Attempt);
        begin.attempt = attempt;
        begin.text = english(failure);
        begin.sentence = failure;
        post(std::move(begin));
        if (!image) {
            failure = image.error().sentence();
            break; // a missing image does not get better on retry
        }
        CellEvents events;
        events.log = [&](const Message& msg) {
            WorkerReport r = report(WorkerReport::Kind::Log);
            r.text = english(msg);
            r.sentence = msg;
            post(std::move(r));
        };
        events.benchmarkDone = [&](std::size_t i, std::size_t n, const Run& run) {
            WorkerReport r = report(WorkerReport::Kind::BenchmarkDone);
            r.benchIndex = i;
            r.benchCount = n;
            r.run = run;
            post(std::move(r));
        };
        done.timings = {};
        Expected<std::vector<Run>> runs = Error::runtime("not run");
        CellExecutor::Pass pass;
        pass.storedKeys = skipped;
        pass.part = part;
        // A cell resumed part-way writes a capture of its own: its stored runs name the first.
        pass.number = resumed ? cell.attempts + 1 + attempt : 1;
        try {
            CellExecutor executor(*m_benches[static_cast<std::size_t>(worker)], m_options, m_stop);
            runs = executor.execute(spec, cell, *image, events, &done.timings, &pass);
        } catch (const std::exception& e) {
            // A worker thread must not end the process: the cell fails with the reason instead.
            runs = Error::runtime(message(MessageId::ErrCellUnexpected, {std::string(e.what())}));
        }
        if (runs) {
            // Measured in full (kept even when a stop came late), or up to the stop.
            done.runs = std::move(*runs);
            done.stopped = pass.stoppedEarly;
            break;
        }
        if (m_stop) {
            break;
        }
        failure = runs.error().sentence();
    }
    done.stopped = done.stopped || (m_stop && !done.runs);
    done.text = english(failure);
    done.sentence = std::move(failure);
    done.timings.wallS =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    post(std::move(done));
}

} // namespace cyclelab::core
