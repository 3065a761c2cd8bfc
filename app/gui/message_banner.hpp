#pragma once
// An inline message strip for errors and notices that belong to one page (a missing tool, a
// failed scan), so failures are visible where they matter instead of a pile of dialogs.

#include <QFrame>

class QLabel;

namespace cyclelab::app {

class MessageBanner : public QFrame {
    Q_OBJECT
  public:
    enum class Level { Info, Warning, Error };

    explicit MessageBanner(QWidget* parent = nullptr);

    void show(Level level, const QString& text);
    void clear();
    QString text() const;
    Level level() const { return m_level; }

  private:
    QLabel* m_label = nullptr;
    Level m_level = Level::Info;
};

} // namespace cyclelab::app
