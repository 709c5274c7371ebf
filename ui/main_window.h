#pragma once
// The game hall and the table window. The hall offers a new table (開桌設定), resuming an
// unfinished match, settings, the rules and quitting; the table page shows the felt table,
// the match information, hint and leave buttons and the move log.

#include "session/sevens_session.h"
#include "ui/settlement_dialog.h"
#include "ui/table_widget.h"

#include <QDialog>

#include <QMainWindow>
#include <QPointer>

class QAction;
class QActionGroup;
class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;

namespace qixing {
namespace ui {


class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    session::SevensSession *session() { return session_; }
    TableWidget *tableWidget() { return table_; }
    bool onTablePage() const;
    // Where the match is autosaved (default: SevensSession::defaultSavePath()).
    void setSavePath(const QString &path);

    void startTable(const session::SessionSettings &settings);
    // Resumes the saved match; a damaged save is reported (and was put aside).
    bool resumeMatch();
    void showHall();
    void openNewTableDialog();
    void openRules();
    void openPreferences();
    // Asks, then leaves mid-match with the penalty (S43).
    void leaveTable();
    void setAnimationSpeed(AnimationSpeed s);
    void setLanguage(const QString &code);
    // The settlement dialog after a hand, if shown (for tests).
    SettlementDialog *settlementDialog() const { return settlement_; }
    QDialog *finalDialog() const { return final_; }
    QListWidget *moveLog() const { return log_; }
    // Show dialogs at once instead of after the last card's animation (tests, screenshots).
    void setImmediateDialogs(bool on) { immediate_ = on; }

signals:
    void settlementShown();

protected:
    void changeEvent(QEvent *e) override;
    void closeEvent(QCloseEvent *e) override;
    void resizeEvent(QResizeEvent *e) override;

private:
    void buildMenus();
    void styleSide();
    QWidget *buildHall();
    QWidget *buildTablePage();
    void retranslate();
    void refreshSide();
    void refreshLog();
    void onHandFinished(const sevens::Settlement &st);
    void showSettlement(const sevens::Settlement &st);
    void showFinal(const sevens::Match::Leaving *left);
    void notify(const QString &title, const QString &text, bool warning);
    QString moveText(const session::MoveRecord &m) const;

    session::SevensSession *session_;
    QStackedWidget *stack_ = nullptr;
    TableWidget *table_ = nullptr;
    QListWidget *log_ = nullptr;
    QLabel *handLabel_ = nullptr;
    QLabel *rulesLabel_ = nullptr;
    QLabel *logTitle_ = nullptr;
    QPushButton *hintButton_ = nullptr;
    QPushButton *leaveButton_ = nullptr;
    // Hall
    QLabel *hallTitle_ = nullptr, *hallSubtitle_ = nullptr, *sevensTitle_ = nullptr, *sevensText_ = nullptr,
           *mahjongTitle_ = nullptr;
    QPushButton *newButton_ = nullptr, *resumeButton_ = nullptr, *settingsButton_ = nullptr, *rulesButton_ = nullptr,
                *quitButton_ = nullptr;
    // Menus
    QMenu *gameMenu_ = nullptr, *viewMenu_ = nullptr, *speedMenu_ = nullptr, *languageMenu_ = nullptr, *helpMenu_ = nullptr;
    QAction *newAct_ = nullptr, *resumeAct_ = nullptr, *hintAct_ = nullptr, *leaveAct_ = nullptr, *hallAct_ = nullptr,
            *quitAct_ = nullptr, *rulesAct_ = nullptr, *aboutAct_ = nullptr, *logAct_ = nullptr, *prefsAct_ = nullptr;
    QActionGroup *speedGroup_ = nullptr, *languageGroup_ = nullptr;
    QWidget *side_ = nullptr;
    QPointer<SettlementDialog> settlement_;
    QPointer<QDialog> final_;
    bool immediate_ = false;
    int sideFontPx_ = 0;
};

} // namespace ui
} // namespace qixing
