#pragma once
// A run's capture in a window of its own: the waveform (waveform_view), zoom and pan controls,
// the two cursors' Δt in ns and core cycles, and jumps to a counter sample (#k, the next that
// disagrees with its pulse, the worst). A capture file on its own (openFile) shows its channels
// with zoom, pan and the cursors' Δt in ns. The capture is indexed on the work pool; the window
// says "Reading…" meanwhile and names what went wrong if it cannot be shown.

#include "app/gui/waveform_data.hpp"

#include <QFutureWatcher>
#include <QList>
#include <QString>
#include <QWidget>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>

class QLabel;
class QPushButton;
class QScrollBar;
class QSpinBox;
class QToolButton;

namespace cyclelab::app {

class WaveformView;

class WaveformWindow : public QWidget {
    Q_OBJECT
  public:
    explicit WaveformWindow(QWidget* parent = nullptr);
    ~WaveformWindow() override; // waits for a capture still being read

    // Reads the run's capture and then shows counter sample `sample` (its pulse between the
    // cursors), or the run's worst sample when none is given. Asked while a capture is read,
    // the newest request is read next and the older one dropped.
    void openRun(const core::Run& run, std::optional<std::size_t> sample = std::nullopt);
    // A capture file on its own (a dropped one): every channel, zoom, pan and the cursors; the
    // run's controls (its window, its samples) are disabled. samplerateHz: for a file that does
    // not say its own (0: the file's).
    void openFile(const QString& path, double samplerateHz = 0.0);
    bool loading() const { return m_loading; }
    WaveformView* view() const { return m_view; }
    QLabel* statusLabel() const { return m_status; }
    QLabel* cursorLabel() const { return m_cursorInfo; }
    QScrollBar* scrollBar() const { return m_scroll; }
    QPushButton* nextDisagreeingButton() const { return m_next; }
    QSpinBox* sampleBox() const { return m_sampleBox; }
    QPushButton* goButton() const { return m_go; }
    QToolButton* zoomInButton() const { return m_zoomIn; }
    QToolButton* zoomOutButton() const { return m_zoomOut; }
    // The counter sample last jumped to.
    std::optional<std::size_t> currentSample() const { return m_current; }
    // Where the profiles of the run's board are read (the probe and marker channels).
    void setBoardsDir(std::string dir) { m_boardsDir = std::move(dir); }

    // False (and a message in the status line) when sample k has no pulse.
    bool showSample(std::size_t k);
    bool showNextDisagreeing();

  signals:
    void loaded(bool ok);

  private:
    using Result = core::Expected<std::shared_ptr<const WaveformData>>;
    void loadDone();
    void showFileLoaded(const WaveformData& d);
    void updateScrollBar();
    void updateCursorInfo();
    void showRunWindow();

    WaveformView* m_view = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_cursorInfo = nullptr;
    QScrollBar* m_scroll = nullptr;
    QToolButton* m_zoomIn = nullptr;
    QToolButton* m_zoomOut = nullptr;
    QPushButton* m_next = nullptr;
    QSpinBox* m_sampleBox = nullptr;
    QPushButton* m_go = nullptr;
    QFutureWatcher<Result> m_loader;
    struct Request {
        core::Run run;
        std::optional<std::size_t> sample;
    };
    std::optional<Request> m_pending;
    struct FileRequest {
        QString path;
        double samplerateHz = 0.0;
    };
    std::optional<FileRequest> m_pendingFile;
    QList<QWidget*> m_runOnly; // the controls that need a run
    std::optional<std::size_t> m_wanted;
    std::optional<std::size_t> m_current;
    std::string m_boardsDir;
    bool m_loading = false;
    bool m_syncing = false; // scroll bar set from the view, not by the user
};

} // namespace cyclelab::app
