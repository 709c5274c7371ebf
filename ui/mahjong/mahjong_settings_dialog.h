#pragma once
// 開桌設定 for Zhangzhou mahjong: the base (底分, M51), the streak factor (linear or 1-2-4),
// the 圈 of a match (M3), the claim time (M23), the turn limit, who sits where, and hosting on
// the LAN. Values the engine would refuse are explained rather than silently fixed; the last
// choices are remembered with QSettings.

#include "session/mahjong_module.h"
#include "ui/table_options.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace qixing {
namespace ui {

class MahjongSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit MahjongSettingsDialog(QWidget *parent = nullptr);

    // Exactly what is entered, valid or not (problem() says whether it is).
    session::MahjongSettings settings() const;
    void setSettings(const session::MahjongSettings &s);
    // Empty when the choices are valid, else why not (translated, one reason a line).
    QString problem() const;
    // The match's seed; 0 (the default) draws one when settings() is read.
    void setSeed(std::uint64_t seed) { seed_ = seed; }

    bool hostOnLan() const;
    void setHostOnLan(bool on);
    LanHostOptions lanOptions() const;

    void load(); // from QSettings
    void save() const;
    static session::MahjongSettings defaults();

private:
    void refresh();

    QSpinBox *base_;
    QLabel *baseExample_;
    QComboBox *streak_;
    QLabel *streakHelp_;
    QSpinBox *rounds_;
    QSpinBox *claimSeconds_;
    QComboBox *timeLimit_;
    std::array<QLineEdit *, 4> names_ {};
    std::array<QComboBox *, 4> kinds_ {};
    LanHostBox *lanBox_;
    QLabel *error_;
    QPushButton *ok_;
    std::uint64_t seed_ = 0;
};

} // namespace ui
} // namespace qixing
