#include "app/gui/settings_dialog.hpp"

#include "app/gui/app_settings.hpp"
#include "app/gui/language.hpp"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>

namespace cyclelab::app {

SettingsDialog::SettingsDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Preferences"));
    auto* form = new QFormLayout;

    m_language = new QComboBox(this);
    for (const LanguageChoice& choice : languageChoices())
        m_language->addItem(choice.label, choice.code);
    m_language->setCurrentIndex(qMax(0, m_language->findData(settings::language())));
    m_language->setToolTip(tr("Language of the user interface. 'System' follows the desktop "
                              "locale. Applies at once when you press OK."));
    // Labels with a buddy: the & marks the shortcut letter instead of being shown.
    auto* languageLabel = new QLabel(tr("&Language:"), this);
    languageLabel->setBuddy(m_language);
    form->addRow(languageLabel, m_language);

    auto* imagesRow = new QHBoxLayout;
    m_images = new QLineEdit(settings::imagesDir(), this);
    m_images->setToolTip(tr("Folder with the firmware images and their manifest.json (the "
                            "firmware build's images folder). The environment variable "
                            "CYCLELAB_IMAGES_DIR overrides it."));
    auto* browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        QString dir =
            QFileDialog::getExistingDirectory(this, tr("Firmware images"), m_images->text());
        if (!dir.isEmpty())
            m_images->setText(dir);
    });
    imagesRow->addWidget(m_images, 1);
    imagesRow->addWidget(browse);
    auto* imagesLabel = new QLabel(tr("Firmware &images:"), this);
    imagesLabel->setBuddy(m_images);
    form->addRow(imagesLabel, imagesRow);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    setLayout(form);
    resize(560, sizeHint().height());
}

void SettingsDialog::accept() {
    QString dir = m_images->text().trimmed();
    // Checked when changed: an images folder not built yet must not keep the language from
    // being changed.
    if (!dir.isEmpty() && dir != settings::imagesDir() &&
        !QFileInfo::exists(QDir(dir).filePath(QStringLiteral("manifest.json")))) {
        QMessageBox::warning(this, tr("No firmware images"),
                             tr("%1 has no manifest.json. Choose the images folder of a firmware "
                                "build (build/firmware/images) or of an installation.")
                                 .arg(QDir::toNativeSeparators(dir)));
        return;
    }
    QString before = settings::language();
    QString after = m_language->currentData().toString();
    settings::setLanguage(after);
    if (dir != settings::imagesDir())
        settings::setImagesDir(dir);
    QDialog::accept();
    // Every window gets a LanguageChange and shows the new language now.
    if (before != after)
        installLanguage(*qApp, after);
}

} // namespace cyclelab::app
