#pragma once
// The in-game rules of Sevens, in the current language, including every decision the
// project made where the sources are silent ([decided] in the rules file).

#include <QDialog>
#include <QString>

namespace qixing {
namespace ui {

class RulesHelp : public QDialog
{
    Q_OBJECT
public:
    explicit RulesHelp(QWidget *parent = nullptr);
    // The whole text as HTML (also used by tests).
    static QString html();
};

} // namespace ui
} // namespace qixing
