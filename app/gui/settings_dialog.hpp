#pragma once
// Preferences: interface language and the firmware images folder.

#include <QDialog>

class QComboBox;
class QLineEdit;

namespace cyclelab::app {

class SettingsDialog : public QDialog {
    Q_OBJECT
  public:
    explicit SettingsDialog(QWidget* parent = nullptr);

    void accept() override;

  private:
    QComboBox* m_language = nullptr;
    QLineEdit* m_images = nullptr;
};

} // namespace cyclelab::app
