#include "ui/main_window.h"

#include "ui/card_renderer.h"
#include "net/discovery.h"
#include "net/server.h"
#include "ui/i18n.h"
#include "ui/lan_widgets.h"
#include "ui/preferences_dialog.h"
#include "ui/remote_game.h"
#include "ui/rules_help.h"
#include "ui/settlement_dialog.h"
#include "ui/table_settings_dialog.h"
#include "ui/texts.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QNetworkInterface>
#include <QMessageBox>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace qixing {
namespace ui {

using namespace sevens;
using session::SevensGame;
using session::SevensSession;

namespace {

// The hall's background: the felt with a fan of cards, drawn by the card renderer.
class HallBackground : public QWidget
{
public:
    using QWidget::QWidget;

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        QRadialGradient g(QPointF(width() / 2.0, height() * 0.4), std::max(width(), height()) * 0.8);
        g.setColorAt(0, QColor(0x2f, 0x7d, 0x4c));
        g.setColorAt(1, QColor(0x0c, 0x2e, 0x1b));
        p.fillRect(rect(), g);
        // The four sevens fanned in the corner, a card back behind them.
        const qreal h = std::clamp(height() * 0.3, 120.0, 420.0), w = h * CardRenderer::kAspect;
        const Card cards[] = {Card(Suit::Clubs, 7), Card(Suit::Diamonds, 7), Card(Suit::Hearts, 7), Card(Suit::Spades, 7)};
        // The lowest corner, the back card's, reaches 0.05 h + sin 44° × w / 2 ≈ 0.29 h below
        // the pivot: the pivot sits higher than that, so the fan is never cut off.
        const QPointF pivot(width() - w * 1.1, height() - h * 0.33);
        p.save();
        p.translate(pivot + QPointF(-w * 0.55, h * 0.05));
        p.rotate(-44);
        p.translate(-w / 2, -h);
        p.drawPixmap(QPointF(0, 0), CardRenderer::shared().back(QSize(int(w), int(h)), devicePixelRatioF()));
        p.restore();
        for (int i = 0; i < 4; ++i) {
            p.save();
            p.translate(pivot);
            p.rotate(-30 + i * 14);
            p.translate(-w / 2, -h);
            p.drawPixmap(QPointF(0, 0), CardRenderer::shared().face(cards[i], QSize(int(w), int(h)), devicePixelRatioF()));
            p.restore();
        }
    }
};

QPushButton *hallButton(QWidget *parent, const char *name)
{
    auto *b = new QPushButton(parent);
    b->setObjectName(QLatin1String(name));
    b->setCursor(Qt::PointingHandCursor);
    return b; // styled with the hall (styleHall)
}

int pauseFor(AnimationSpeed s)
{
    switch (s) {
    case AnimationSpeed::Off: return 300;
    case AnimationSpeed::Fast: return 380;
    case AnimationSpeed::Normal: return 700;
    case AnimationSpeed::Slow: return 1100;
    }
    return 700;
}

} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent), session_(new SevensSession(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    session_->setSavePath(SevensSession::defaultSavePath());
    table_ = new TableWidget(session_);
    table_->setObjectName(QStringLiteral("table"));
    stack_ = new QStackedWidget;
    stack_->addWidget(buildHall());
    stack_->addWidget(buildTablePage());
    lobby_ = new LobbyPage;
    stack_->addWidget(lobby_);
    setCentralWidget(stack_);
    buildMenus();

    connect(lobby_, &LobbyPage::chatEntered, this, [this](const QString &text) {
        if (server_)
            server_->hostChat(hostTable_, text);
        else if (remote_)
            remote_->client()->chat(text);
    });
    connect(lobby_, &LobbyPage::startClicked, this, [this] {
        if (server_) {
            server_->startTable(hostTable_);
        } else if (remote_) {
            // Starting means being ready too.
            if (!lobby_->ready())
                lobby_->setReady(true);
            remote_->client()->startMatch();
        }
    });
    connect(lobby_, &LobbyPage::readyToggled, this, [this](bool on) {
        if (remote_)
            remote_->client()->setReady(on);
    });
    connect(lobby_, &LobbyPage::leaveClicked, this, [this] {
        if (server_)
            closeHostedTable();
        else
            leaveLanTable();
    });
    connect(session_, &SevensSession::saveFailed, this, [this](const QString &why) {
        statusBar()->showMessage(tr("Could not save the match: %1").arg(why), 8000);
    });

    PreferencesDialog::applySaved();
    QSettings q;
    setAnimationSpeed(AnimationSpeed(std::clamp(q.value(QStringLiteral("ui/animation"), 2).toInt(), 0, 3)));
    useGame(session_);
    retranslate();
    showHall();
    resize(1280, 800);
    qApp->installEventFilter(this);
}

MainWindow::~MainWindow()
{
    qApp->removeEventFilter(this);
    // The dialogs go after the members: they must not report their end to this window.
    for (QDialog *d : findChildren<QDialog *>())
        disconnect(d, nullptr, this, nullptr);
    // The LAN objects go first: their goodbyes must not reach widgets being destroyed.
    if (server_) {
        disconnect(server_, nullptr, this, nullptr);
        server_->closeAll(QStringLiteral("The host closed the table."));
        delete server_;
        server_ = nullptr;
    }
    if (remote_) {
        disconnect(remote_->client(), nullptr, this, nullptr);
        disconnect(remote_, nullptr, this, nullptr);
        delete remote_;
        remote_ = nullptr;
    }
}

void MainWindow::setSavePath(const QString &path)
{
    session_->setSavePath(path);
    if (!onTablePage())
        showHall();
}

bool MainWindow::onTablePage() const
{
    return stack_->currentIndex() == 1;
}

QWidget *MainWindow::buildHall()
{
    auto *bg = new HallBackground;
    bg->setObjectName(QStringLiteral("hall"));
    hall_ = bg;
    auto *outer = new QVBoxLayout(bg);
    outer->setContentsMargins(48, 40, 48, 40);
    hallTitle_ = new QLabel;
    hallTitle_->setObjectName(QStringLiteral("hallTitle"));
    hallSubtitle_ = new QLabel;
    hallSubtitle_->setObjectName(QStringLiteral("hallSubtitle"));
    hallSubtitle_->setWordWrap(true);
    outer->addWidget(hallTitle_);
    outer->addWidget(hallSubtitle_);
    outer->addSpacing(28);

    auto *tiles = new QHBoxLayout;
    auto *sevens = new QFrame;
    sevens->setObjectName(QStringLiteral("sevensTile"));
    sevens->setStyleSheet(QStringLiteral("#sevensTile { background: rgba(6,20,12,200); border: 1px solid #c9a34a; border-radius: 16px; }"));
    sevensTile_ = sevens;
    auto *sl = new QVBoxLayout(sevens);
    sl->setContentsMargins(24, 20, 24, 24);
    sevensTitle_ = new QLabel;
    sevensTitle_->setObjectName(QStringLiteral("sevensTitle"));
    sevensText_ = new QLabel;
    sevensText_->setWordWrap(true);
    sevensText_->setObjectName(QStringLiteral("sevensText"));
    sl->addWidget(sevensTitle_);
    sl->addWidget(sevensText_);
    sl->addSpacing(10);
    newButton_ = hallButton(sevens, "newTableButton");
    hostButton_ = hallButton(sevens, "hostButton");
    joinButton_ = hallButton(sevens, "joinButton");
    resumeButton_ = hallButton(sevens, "resumeButton");
    settingsButton_ = hallButton(sevens, "settingsButton");
    rulesButton_ = hallButton(sevens, "rulesButton");
    quitButton_ = hallButton(sevens, "quitButton");
    sl->addWidget(newButton_);
    // LAN play: host or join, side by side.
    auto *lan = new QHBoxLayout;
    lan->addWidget(hostButton_);
    lan->addWidget(joinButton_);
    sl->addLayout(lan);
    for (QPushButton *b : {resumeButton_, settingsButton_, rulesButton_, quitButton_})
        sl->addWidget(b);
    connect(newButton_, &QPushButton::clicked, this, &MainWindow::openNewTableDialog);
    connect(hostButton_, &QPushButton::clicked, this, &MainWindow::openHostDialog);
    connect(joinButton_, &QPushButton::clicked, this, &MainWindow::openJoinDialog);
    connect(resumeButton_, &QPushButton::clicked, this, &MainWindow::resumeMatch);
    connect(settingsButton_, &QPushButton::clicked, this, &MainWindow::openPreferences);
    connect(rulesButton_, &QPushButton::clicked, this, &MainWindow::openRules);
    connect(quitButton_, &QPushButton::clicked, this, &QWidget::close);
    tiles->addWidget(sevens, 1);

    auto *mahjong = new QFrame;
    mahjong->setObjectName(QStringLiteral("mahjongTile"));
    mahjong->setStyleSheet(QStringLiteral("#mahjongTile { background: rgba(6,20,12,120); border: 1px dashed #7f9a86; border-radius: 16px; }"));
    mahjongTile_ = mahjong;
    auto *ml = new QVBoxLayout(mahjong);
    mahjongTitle_ = new QLabel;
    mahjongTitle_->setWordWrap(true);
    mahjongTitle_->setObjectName(QStringLiteral("mahjongTitle"));
    ml->addWidget(mahjongTitle_, 0, Qt::AlignTop);
    tiles->addWidget(mahjong, 1, Qt::AlignTop);
    tiles->addStretch(1);
    outer->addLayout(tiles);
    outer->addStretch(1);
    return bg;
}

QWidget *MainWindow::buildTablePage()
{
    auto *page = new QWidget;
    auto *h = new QHBoxLayout(page);
    h->setContentsMargins(0, 0, 0, 0);
    h->setSpacing(0);
    h->addWidget(table_, 1);
    side_ = new QFrame;
    side_->setObjectName(QStringLiteral("sidePanel"));
    styleSide();
    auto *v = new QVBoxLayout(side_);
    handLabel_ = new QLabel;
    handLabel_->setObjectName(QStringLiteral("handLabel"));
    rulesLabel_ = new QLabel;
    rulesLabel_->setObjectName(QStringLiteral("rulesLabel"));
    rulesLabel_->setWordWrap(true);
    v->addWidget(handLabel_);
    // The turn clock: a bar that turns red near the end (refreshClock).
    clock_ = new QProgressBar;
    clock_->setObjectName(QStringLiteral("turnClock"));
    clock_->setTextVisible(true);
    clock_->setAlignment(Qt::AlignCenter);
    clock_->hide();
    v->addWidget(clock_);
    clockNote_ = new QLabel;
    clockNote_->setObjectName(QStringLiteral("clockNote"));
    clockNote_->setWordWrap(true);
    clockNote_->hide();
    v->addWidget(clockNote_);
    clockTick_.setInterval(100);
    connect(&clockTick_, &QTimer::timeout, this, &MainWindow::refreshClock);
    v->addWidget(rulesLabel_);
    auto *buttons = new QHBoxLayout;
    hintButton_ = new QPushButton;
    hintButton_->setObjectName(QStringLiteral("hintButton"));
    leaveButton_ = new QPushButton;
    leaveButton_->setObjectName(QStringLiteral("leaveButton"));
    buttons->addWidget(hintButton_);
    buttons->addWidget(leaveButton_);
    v->addLayout(buttons);
    connect(hintButton_, &QPushButton::clicked, this, [this] {
        table_->showHint();
        table_->setFocus();
    });
    connect(leaveButton_, &QPushButton::clicked, this, &MainWindow::leaveTable);
    // The move log folds away on narrow windows (resizeEvent) and gives the table the room.
    logToggle_ = new QToolButton;
    logToggle_->setObjectName(QStringLiteral("logToggle"));
    logToggle_->setCheckable(true);
    logToggle_->setChecked(true);
    logToggle_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    logToggle_->setArrowType(Qt::DownArrow);
    logToggle_->setAutoRaise(true);
    v->addWidget(logToggle_);
    log_ = new QListWidget;
    log_->setObjectName(QStringLiteral("moveLog"));
    log_->setFocusPolicy(Qt::NoFocus);
    // Long lines wrap: a name never pushes the card out of sight.
    log_->setWordWrap(true);
    log_->setTextElideMode(Qt::ElideNone);
    log_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    log_->setResizeMode(QListView::Adjust);
    v->addWidget(log_, 1);
    connect(logToggle_, &QToolButton::toggled, this, [this](bool on) {
        log_->setVisible(on);
        logToggle_->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    });
    // At a LAN table: the table's chat, under the moves.
    chatTitle_ = new QLabel;
    chatTitle_->setStyleSheet(QStringLiteral("font-weight: 700; margin-top: 8px;"));
    v->addWidget(chatTitle_);
    chatLog_ = new QListWidget;
    chatLog_->setObjectName(QStringLiteral("tableChat"));
    chatLog_->setFocusPolicy(Qt::NoFocus);
    chatLog_->setWordWrap(true);
    chatLog_->setMaximumHeight(160);
    v->addWidget(chatLog_);
    chatInput_ = new QLineEdit;
    chatInput_->setObjectName(QStringLiteral("tableChatInput"));
    chatInput_->setMaxLength(500);
    chatInput_->setStyleSheet(QStringLiteral("background: #f6f3ea; color: #1d1d1d; border-radius: 4px; padding: 3px;"));
    v->addWidget(chatInput_);
    connect(chatInput_, &QLineEdit::returnPressed, this, [this] {
        const QString text = chatInput_->text().trimmed();
        chatInput_->clear();
        if (text.isEmpty())
            return;
        if (server_)
            server_->hostChat(hostTable_, text);
        else if (remote_)
            remote_->client()->chat(text);
        table_->setFocus();
    });
    v->addStretch(0); // takes the room of a folded log
    h->addWidget(side_);
    return page;
}

void MainWindow::styleSide()
{
    // The panel grows with the window, so that it stays in proportion on large screens; on
    // a narrow one the move log folds away and the panel gives the table its width.
    const bool narrow = width() < 1280;
    if (narrow != narrow_ && logToggle_) {
        narrow_ = narrow;
        logToggle_->setChecked(!narrow);
    }
    // The text size setting (Settings) scales the panel's text as it does the table's.
    const int px = int(std::clamp(std::min(width() / 75, height() / 48), 13, 28) * TableWidget::textScale() + 0.5);
    const int w = narrow ? std::clamp(px * 16, 200, 260) : std::clamp(px * 17, 260, 520);
    if (px == sideFontPx_ && side_->width() == w)
        return;
    sideFontPx_ = px;
    side_->setFixedWidth(w);
    side_->setStyleSheet(QStringLiteral(
        "#sidePanel { background: #10261a; border-left: 1px solid #2f5a40; }"
        "#sidePanel QLabel { color: #e6efe8; font-size: %1px; }"
        "#sidePanel QLabel#handLabel { font-size: %2px; font-weight: 700; color: #ffe39a; }"
        "#sidePanel QLabel#clockNote { color: #ffb4a8; }"
        "#sidePanel QToolButton#logToggle { color: #e6efe8; font-size: %1px; font-weight: 700; border: none; }"
        "#sidePanel QProgressBar { background: #0b1c12; color: #f4f1e8; border: 1px solid #2f5a40; border-radius: 4px;"
        " font-size: %1px; font-weight: 700; min-height: %3px; }"
        "#sidePanel QProgressBar::chunk { background: #b8902c; border-radius: 3px; }"
        "#sidePanel QProgressBar[late=\"true\"]::chunk { background: #c0392b; }"
        "#sidePanel QListWidget { background: #0b1c12; color: #dfe9e2; border: 1px solid #2f5a40; font-size: %1px; }"
        "#sidePanel QPushButton { background: #f6efd9; color: #2a2410; border: 1px solid #b89b52; border-radius: 6px;"
        " padding: 5px 6px; font-weight: 600; font-size: %1px; }"
        "#sidePanel QPushButton:hover { background: #ffe9a8; }"
        "#sidePanel QPushButton:disabled { background: #5d6b61; color: #b0b8b2; }")
                             .arg(px)
                             .arg(px * 4 / 3)
                             .arg(px * 3 / 2));
}

void MainWindow::styleHall()
{
    // The hall scales with the window as the table does: 1 at 1280 × 800.
    const int pct = std::clamp(std::min(width() * 100 / 1280, height() * 100 / 800), 80, 240);
    if (pct == hallScale_)
        return;
    hallScale_ = pct;
    const qreal text = TableWidget::textScale(); // the text size setting
    const auto px = [pct, text](int at100, int least = 13) { return std::max(least, int(at100 * pct / 100 * text)); };
    sevensTile_->setMaximumWidth(std::max(460, 460 * pct / 100));
    mahjongTile_->setMaximumWidth(std::max(300, 300 * pct / 100));
    hall_->setStyleSheet(
        QStringLiteral("QLabel#hallTitle { color: #ffe39a; font-size: %1px; font-weight: 700; }"
                       "QLabel#hallSubtitle { color: #d7e8dc; font-size: %2px; }"
                       "QLabel#sevensTitle { color: #ffe39a; font-size: %3px; font-weight: 700; }"
                       "QLabel#sevensText { color: #e6efe8; font-size: %4px; }"
                       "QLabel#mahjongTitle { color: #b9cbbd; font-size: %5px; }"
                       "#sevensTile QPushButton { background: #f6efd9; color: #2a2410; border: 1px solid #b89b52;"
                       " border-radius: 8px; padding: 6px 10px; font-size: %6px; font-weight: 600; min-height: %7px; }"
                       "#sevensTile QPushButton:hover { background: #ffe9a8; }"
                       "#sevensTile QPushButton:focus { border: 3px solid #2e8bff; }"
                       "#sevensTile QPushButton:disabled { background: #8a8a7a; color: #d6d6cc; border-color: #777; }")
            .arg(px(44))
            .arg(px(17))
            .arg(px(26))
            .arg(px(14))
            .arg(px(16))
            .arg(px(15))
            .arg(px(28)));
}

void MainWindow::resizeEvent(QResizeEvent *e)
{
    QMainWindow::resizeEvent(e);
    if (side_)
        styleSide();
    if (hall_)
        styleHall();
}

void MainWindow::buildMenus()
{
    gameMenu_ = menuBar()->addMenu(QString());
    newAct_ = gameMenu_->addAction(QString(), this, &MainWindow::openNewTableDialog);
    newAct_->setShortcut(QKeySequence::New);
    hostAct_ = gameMenu_->addAction(QString(), this, &MainWindow::openHostDialog);
    joinAct_ = gameMenu_->addAction(QString(), this, &MainWindow::openJoinDialog);
    resumeAct_ = gameMenu_->addAction(QString(), this, &MainWindow::resumeMatch);
    gameMenu_->addSeparator();
    hintAct_ = gameMenu_->addAction(QString(), this, [this] { table_->showHint(); });
    hintAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    leaveAct_ = gameMenu_->addAction(QString(), this, &MainWindow::leaveTable);
    hallAct_ = gameMenu_->addAction(QString(), this, [this] {
        if (server_ || remote_) {
            leaveTable();
            return;
        }
        session_->close();
        showHall();
    });
    gameMenu_->addSeparator();
    prefsAct_ = gameMenu_->addAction(QString(), this, &MainWindow::openPreferences);
    quitAct_ = gameMenu_->addAction(QString(), this, &QWidget::close);
    quitAct_->setShortcut(QKeySequence::Quit);

    viewMenu_ = menuBar()->addMenu(QString());
    speedMenu_ = viewMenu_->addMenu(QString());
    speedGroup_ = new QActionGroup(this);
    for (int s = 0; s < 4; ++s) {
        QAction *a = speedMenu_->addAction(QString());
        a->setCheckable(true);
        a->setData(s);
        speedGroup_->addAction(a);
        connect(a, &QAction::triggered, this, [this, s] { setAnimationSpeed(AnimationSpeed(s)); });
    }
    logAct_ = viewMenu_->addAction(QString());
    logAct_->setCheckable(true);
    logAct_->setChecked(true);
    connect(logAct_, &QAction::toggled, this, [this](bool on) { side_->setVisible(on); });

    languageMenu_ = menuBar()->addMenu(QStringLiteral("Language / 語言 / 语言"));
    languageGroup_ = new QActionGroup(this);
    QStringList codes {QStringLiteral("system")};
    codes << Language::codes();
    for (const QString &c : codes) {
        QAction *a = languageMenu_->addAction(QString());
        a->setCheckable(true);
        a->setData(c);
        languageGroup_->addAction(a);
        connect(a, &QAction::triggered, this, [this, c] { setLanguage(c); });
    }

    helpMenu_ = menuBar()->addMenu(QString());
    rulesAct_ = helpMenu_->addAction(QString(), this, &MainWindow::openRules);
    rulesAct_->setShortcut(QKeySequence::HelpContents);
    aboutAct_ = helpMenu_->addAction(QString(), this, [this] {
        notify(tr("About Qixing"),
               tr("Qixing (七星牌館) %1 — Sevens for four players, with computer opponents.\n"
                  "Cards, table and rules are drawn and written by the Qixing project.")
                   .arg(QCoreApplication::applicationVersion()),
               false);
    });
}

void MainWindow::retranslate()
{
    // The window system appends the application's display name to every title.
    QApplication::setApplicationDisplayName(tr("Qixing"));
    setWindowTitle(tr("Sevens"));
    hallTitle_->setText(tr("Qixing Card Hall"));
    hallSubtitle_->setText(tr("Sevens for four, at one felt table. Mahjong will join the hall later."));
    sevensTitle_->setText(tr("Sevens"));
    sevensText_->setText(tr("Lay the cards out from the sevens. Whoever cannot lay a card must cover one, and covered "
                            "points pay the others."));
    newButton_->setText(tr("New table…"));
    hostButton_->setText(tr("Host a LAN table…"));
    joinButton_->setText(tr("Join a LAN table…"));
    resumeButton_->setText(tr("Resume the unfinished match"));
    settingsButton_->setText(tr("Settings…"));
    rulesButton_->setText(tr("Rules"));
    quitButton_->setText(tr("Quit"));
    mahjongTitle_->setText(tr("Zhangzhou mahjong — coming soon"));
    hintButton_->setText(tr("Hint"));
    hintButton_->setToolTip(tr("Suggest a card (H)"));
    leaveButton_->setText(tr("Leave table…"));
    logToggle_->setText(tr("Moves"));
    logToggle_->setToolTip(tr("Show or hide the moves of this hand"));
    chatTitle_->setText(tr("Chat"));
    chatInput_->setPlaceholderText(tr("Say something to the table…"));

    gameMenu_->setTitle(tr("&Game"));
    newAct_->setText(tr("&New table…"));
    hostAct_->setText(tr("H&ost a LAN table…"));
    joinAct_->setText(tr("&Join a LAN table…"));
    resumeAct_->setText(tr("&Resume match"));
    hintAct_->setText(tr("&Hint"));
    leaveAct_->setText(tr("&Leave table…"));
    hallAct_->setText(tr("&Back to the hall"));
    prefsAct_->setText(tr("&Settings…"));
    quitAct_->setText(tr("&Quit"));
    viewMenu_->setTitle(tr("&View"));
    speedMenu_->setTitle(tr("&Animation speed"));
    const QStringList speeds {tr("Off"), tr("Fast"), tr("Normal"), tr("Slow")};
    for (QAction *a : speedGroup_->actions())
        a->setText(speeds[a->data().toInt()]);
    logAct_->setText(tr("Move &log and match panel"));
    for (QAction *a : languageGroup_->actions()) {
        const QString c = a->data().toString();
        a->setText(c == QLatin1String("system") ? tr("System language") : Language::nativeName(c));
    }
    helpMenu_->setTitle(tr("&Help"));
    rulesAct_->setText(tr("&Rules"));
    aboutAct_->setText(tr("&About Qixing"));
    refreshSide();
    refreshLog();
}

void MainWindow::changeEvent(QEvent *e)
{
    QMainWindow::changeEvent(e);
    if (e->type() == QEvent::LanguageChange && hallTitle_)
        retranslate();
}

void MainWindow::closeEvent(QCloseEvent *e)
{
    // The match is already saved after every move; nothing to ask. A hosted table ends with
    // a message to everyone; a joined seat is played by a computer player.
    if (server_)
        closeHostedTable();
    if (remote_)
        leaveLanTable();
    e->accept();
}

void MainWindow::setAnimationSpeed(AnimationSpeed s)
{
    table_->setAnimationSpeed(s);
    session_->setComputerPause(pauseFor(s));
    if (server_ && server_->session(hostTable_))
        server_->session(hostTable_)->setComputerPause(pauseFor(s));
    session_->setDealPause(table_->dealDuration());
    QSettings().setValue(QStringLiteral("ui/animation"), int(s));
    if (speedGroup_)
        for (QAction *a : speedGroup_->actions())
            a->setChecked(a->data().toInt() == int(s));
}

void MainWindow::setLanguage(const QString &code)
{
    Language::apply(code);
    QSettings().setValue(QStringLiteral("ui/language"), code);
    for (QAction *a : languageGroup_->actions())
        a->setChecked(a->data().toString() == code);
    retranslate();
}

void MainWindow::showHall()
{
    if (game_ != session_)
        useGame(session_);
    stack_->setCurrentIndex(0);
    clockTick_.stop();
    const bool canResume = SevensSession::hasSave(session_->savePath());
    resumeButton_->setEnabled(canResume);
    resumeAct_->setEnabled(canResume);
    hintAct_->setEnabled(false);
    leaveAct_->setEnabled(false);
    hallAct_->setEnabled(false);
    const QString lang = QSettings().value(QStringLiteral("ui/language"), QStringLiteral("system")).toString();
    for (QAction *a : languageGroup_->actions())
        a->setChecked(a->data().toString() == lang);
}

void MainWindow::startTable(const session::SessionSettings &settings)
{
    if (server_)
        closeHostedTable();
    if (remote_)
        leaveLanTable();
    if (settlement_)
        settlement_->close();
    useGame(session_);
    showTablePage();
    session_->start(settings);
}

void MainWindow::useGame(SevensGame *game)
{
    if (game_)
        disconnect(game_.data(), nullptr, this, nullptr);
    game_ = game;
    table_->setGame(game);
    refreshSide();
    refreshLog();
    if (!game)
        return;
    connect(game, &SevensGame::changed, this, [this] {
        refreshSide();
        refreshLog();
    });
    connect(game, &SevensGame::handFinished, this, &MainWindow::onHandFinished);
    connect(game, &SevensGame::localTurn, this, &MainWindow::refreshClock); // the clock starts
    connect(game, &SevensGame::handStarted, this, [this] {
        // On a joined table the host deals: a settlement still open gives way to the new hand.
        if (settlement_ && game_ && !game_->dealsNextHand()) {
            settlement_->disconnect(this);
            settlement_->close();
        }
        if (game_ && game_ == remote_ && !onTablePage())
            showTablePage();
    });
}

void MainWindow::showTablePage()
{
    stack_->setCurrentIndex(1);
    clockTick_.start();
    hintAct_->setEnabled(true);
    leaveAct_->setEnabled(true);
    hallAct_->setEnabled(true);
    refreshSide();
    table_->setFocus();
}

bool MainWindow::onLobbyPage() const
{
    return stack_->currentWidget() == lobby_;
}

void MainWindow::showLobby()
{
    refreshLobby();
    stack_->setCurrentWidget(lobby_);
    clockTick_.stop();
    hintAct_->setEnabled(false);
    leaveAct_->setEnabled(true);
    hallAct_->setEnabled(true);
}

void MainWindow::refreshLobby()
{
    if (server_) {
        for (const QJsonValue &v : server_->tableInfos())
            if (v.toObject().value("id").toInt() == hostTable_)
                lobby_->setTable(v.toObject(), 0);
    } else if (remote_) {
        lobby_->setTable(remote_->tableInfo(), remote_->client()->seat());
    }
}

bool MainWindow::resumeMatch()
{
    if (game_ == session_ && session_->active() && !session_->isMatchFinished()) {
        showTablePage(); // the saved match is the one at the table
        return true;
    }
    if (lanMatchRunning()) {
        whenFreeTo(false, [this] { resumeMatch(); });
        return false;
    }
    QString error, movedTo;
    if (server_)
        closeHostedTable();
    if (remote_)
        leaveLanTable();
    useGame(session_);
    switch (session_->resume(&error, &movedTo)) {
    case SevensSession::ResumeResult::Resumed:
        useGame(session_);
        showTablePage();
        return true;
    case SevensSession::ResumeResult::NoSave:
        notify(tr("Resume"), tr("There is no unfinished match to resume."), false);
        break;
    case SevensSession::ResumeResult::Damaged:
        notify(tr("The saved match is damaged"),
               tr("The saved match could not be read and was not resumed.\n\nReason: %1\n\n%2")
                   .arg(error,
                        movedTo.isEmpty() ? tr("The file could not be moved aside.")
                                          : tr("The file was kept as %1 so that it can be examined.").arg(movedTo)),
               true);
        break;
    }
    showHall();
    return false;
}

void MainWindow::openNewTableDialog()
{
    auto *d = new TableSettingsDialog(this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &QDialog::accepted, this, [this, d] {
        const session::SessionSettings settings = d->settings();
        const LanHostOptions lan = d->lanOptions();
        if (d->hostOnLan())
            whenFreeTo(false, [this, settings, lan] { hostTable(settings, lan); });
        else
            whenFreeTo(true, [this, settings] { startTable(settings); });
    });
    d->open();
}

void MainWindow::openHostDialog()
{
    openNewTableDialog();
    if (auto *d = findChild<TableSettingsDialog *>())
        d->setHostOnLan(true);
}

void MainWindow::openRules()
{
    auto *d = new RulesHelp(this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->show();
}

void MainWindow::openPreferences()
{
    auto *d = new PreferencesDialog(table_->animationSpeed(), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &QDialog::accepted, this, [this, d] {
        setAnimationSpeed(d->animationSpeed());
        setLanguage(d->language());
        // The text size may have changed: the panel and the hall style themselves again.
        sideFontPx_ = -1;
        hallScale_ = -1;
        styleSide();
        styleHall();
    });
    d->open();
}

void MainWindow::leaveTable()
{
    if (server_ || remote_ || (session_->active() && !session_->isMatchFinished()))
        askToLeave({});
}

bool MainWindow::lanMatchRunning() const
{
    if (server_) {
        const SevensSession *s = server_->session(hostTable_);
        return s && s->active() && !s->isMatchFinished();
    }
    return remote_ && remote_->active() && !remote_->isMatchFinished();
}

bool MainWindow::localMatchUnfinished() const
{
    if (session_->active())
        return !session_->isMatchFinished();
    return SevensSession::hasSave(session_->savePath());
}

void MainWindow::whenFreeTo(bool overwritesSave, std::function<void()> go)
{
    if (lanMatchRunning()) {
        // Leaving the LAN table first; then the local save is looked at again.
        askToLeave([this, overwritesSave, go] { whenFreeTo(overwritesSave, go); });
        return;
    }
    if (overwritesSave && localMatchUnfinished()) {
        askToLeave(go);
        return;
    }
    if (!overwritesSave && game_ == session_ && session_->active() && !session_->isMatchFinished()) {
        // Hosting or joining puts the local match aside: it stays saved and costs nothing.
        auto *box = new QMessageBox(QMessageBox::Question, tr("Put the match aside?"),
                                    tr("Your match (hand %1 of %2) is saved as it stands; you can resume it from the "
                                       "hall later. Putting it aside costs nothing.")
                                        .arg(session_->handIndex() + 1)
                                        .arg(session_->handsInMatch()),
                                    QMessageBox::NoButton, this);
        box->setObjectName(QStringLiteral("asideBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        auto *yes = box->addButton(tr("Put it aside"), QMessageBox::AcceptRole);
        auto *stay = box->addButton(tr("Stay"), QMessageBox::RejectRole);
        box->setDefaultButton(stay);
        box->setEscapeButton(stay);
        connect(box, &QMessageBox::buttonClicked, this, [yes, go](QAbstractButton *b) {
            if (b == yes)
                go();
        });
        box->open();
        return;
    }
    go();
}

void MainWindow::askToLeave(std::function<void()> then)
{
    QString title, text, yesText;
    if (server_ || remote_) {
        title = server_ ? tr("Close the table?") : tr("Leave the table?");
        text = server_ ? tr("You host this table. Closing it ends the match for everyone at it; "
                            "the match so far is saved on this computer.")
                       : tr("If you leave, a computer player plays your seat until the match ends.");
        yesText = server_ ? tr("Close the table") : tr("Leave");
    } else {
        // The local match, at the table or saved (S43: leaving costs the penalty).
        session::SessionSettings settings;
        int played = 0;
        if (session_->active()) {
            settings = session_->settings();
            played = session_->table().match().handsPlayed();
        } else {
            const session::LoadResult r = session::loadSave(session_->savePath());
            if (r.status != session::LoadResult::Status::Ok) {
                if (then)
                    then(); // nothing left to lose (a damaged save was put aside)
                return;
            }
            settings = r.game.settings;
            played = int(r.game.booked.size());
        }
        const std::int64_t penalty = std::int64_t(settings.match.penaltyBases) * settings.match.rules.base();
        title = tr("Leave the table?");
        text = tr("The match is not finished (%1 of %2 hands played). If you leave now you pay the "
                  "leaving penalty of %5 × base = %3, shared equally by the other three players "
                  "(%4 each). A computer player takes your seat to finish the match.")
                   .arg(played)
                   .arg(settings.match.hands)
                   .arg(Texts::money(penalty), Texts::money(penalty / 3))
                   .arg(settings.match.penaltyBases);
        yesText = tr("Leave and pay");
    }
    if (then)
        text = tr("Something new can only start once you leave the match you are in.") + QStringLiteral("\n\n") + text;
    auto *box = new QMessageBox(QMessageBox::Question, title, text, QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("leaveBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    auto *yes = box->addButton(yesText, QMessageBox::AcceptRole);
    // Enter and Escape keep the match: leaving has a price.
    auto *stay = box->addButton(tr("Stay"), QMessageBox::RejectRole);
    box->setDefaultButton(stay);
    box->setEscapeButton(stay);
    connect(box, &QMessageBox::buttonClicked, this, [this, yes, then](QAbstractButton *b) {
        if (b != yes)
            return;
        if (server_ || remote_) {
            if (server_)
                closeHostedTable();
            else
                leaveLanTable();
            if (then)
                then();
            return;
        }
        if (!session_->active() && session_->resume() != SevensSession::ResumeResult::Resumed) {
            if (then)
                then();
            return;
        }
        if (settlement_)
            settlement_->close();
        const Match::Leaving l = session_->leave();
        showFinal(&l, then);
    });
    box->open();
}

void MainWindow::onHandFinished(const Settlement &st)
{
    if (game_)
        lastSummary_ = game_->summary();
    // The dialog is built now, while the game is there to read (a LAN host's session goes
    // away as soon as its last hand is settled), and shown once the last card has landed.
    if (pendingSettlement_)
        pendingSettlement_->close();
    if (!game_)
        return;
    auto *d = new SettlementDialog(*game_, st, this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    pendingSettlement_ = d;
    const bool finished = game_->isMatchFinished();
    connect(d, &QDialog::finished, this, [this, finished] {
        // A LAN host's session is gone once its match is over: the summary stays.
        if (finished || (game_ && game_->isMatchFinished()))
            showFinal(nullptr);
        else if (game_ && game_->active() && game_->dealsNextHand())
            game_->nextHand();
    });
    if (immediate_ || table_->animationSpeed() == AnimationSpeed::Off) {
        showSettlement(d);
        return;
    }
    QTimer::singleShot(table_->moveDuration() + 450, d, [this, d] {
        if (!game_ || (game_->active() && !game_->handInProgress()))
            showSettlement(d);
        else
            d->deleteLater(); // the table was left meanwhile
    });
}

void MainWindow::showSettlement(SettlementDialog *d)
{
    if (settlement_ && settlement_ != d) {
        settlement_->disconnect(this);
        settlement_->close();
    }
    pendingSettlement_ = nullptr;
    settlement_ = d;
    d->open();
    emit settlementShown();
}


void MainWindow::showFinal(const Match::Leaving *left, std::function<void()> then)
{
    auto *d = new FinalStandingsDialog(game_ ? game_->summary() : lastSummary_, left, this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    final_ = d;
    connect(d, &QDialog::finished, this, [this, then] {
        if (then) {
            then(); // what the person left the match for
            return;
        }
        // A LAN table opens again for another match: back to its lobby.
        if (server_ || (remote_ && remote_->client()->connected())) {
            if (game_ != remote_)
                useGame(nullptr);
            lobby_->resetReady(); // the host asks everyone to be ready again
            showLobby();
            return;
        }
        session_->close();
        showHall();
    });
    d->open();
}

bool MainWindow::eventFilter(QObject *o, QEvent *e)
{
    if ((e->type() == QEvent::Show || e->type() == QEvent::Hide) && qobject_cast<QDialog *>(o)) {
        // This window's dialogs (and ownerless ones), not another window's.
        bool ours = !o->parent();
        for (QObject *p = o->parent(); p && !ours; p = p->parent())
            ours = p == this;
        if (ours) {
            openDialogs_.removeAll(o);
            if (e->type() == QEvent::Show) {
                openDialogs_.append(o);
                connect(o, &QObject::destroyed, this, [this, o] {
                    if (openDialogs_.removeAll(o) > 0)
                        updateDialogPause();
                });
            }
            updateDialogPause();
        }
    }
    return QMainWindow::eventFilter(o, e);
}

void MainWindow::updateDialogPause()
{
    // A local game waits for the person reading a dialog (its clock and its computer
    // players); a LAN table's clock is the host's and keeps running (refreshClock warns).
    const bool up = !openDialogs_.isEmpty();
    if (up && !pausedHere_ && game_ == session_) {
        session_->pause();
        pausedHere_ = true;
    } else if (!up && pausedHere_) {
        pausedHere_ = false;
        session_->unpause();
    }
    if (clock_)
        refreshClock();
}

void MainWindow::refreshClock()
{
    int ms = -1;
    const bool myTurn = game_ && game_->active() && game_->handInProgress() && game_->localView().myTurn();
    if (myTurn) {
        if (const auto *s = qobject_cast<const SevensSession *>(game_.data()))
            ms = s->turnMsLeft();
        else if (game_->secondsLeft() >= 0)
            ms = game_->secondsLeft() * 1000;
    }
    const int limitMs = game_ ? game_->turnSeconds() * 1000 : 0;
    const bool show = ms >= 0 && limitMs > 0;
    clock_->setVisible(show);
    const bool lan = server_ || remote_;
    clockNote_->setVisible(show && lan && !openDialogs_.isEmpty());
    if (!show)
        return;
    clock_->setRange(0, limitMs);
    clock_->setValue(std::min(ms, limitMs));
    const int secs = (ms + 999) / 1000;
    clock_->setFormat(game_ == session_ && session_->paused() ? tr("%1 s left — paused").arg(secs)
                                                              : tr("%1 s left").arg(secs));
    // Red for the last quarter (at least the last three seconds).
    const bool late = ms <= std::max(3000, limitMs / 4);
    if (late != clockLate_) {
        clockLate_ = late;
        clock_->setProperty("late", late);
        clock_->style()->unpolish(clock_);
        clock_->style()->polish(clock_);
    }
    clockNote_->setText(tr("LAN table: the host's clock keeps running while a dialog is open."));
}

bool MainWindow::logCollapsed() const
{
    return !logToggle_->isChecked();
}

void MainWindow::notify(const QString &title, const QString &text, bool warning)
{
    auto *box = new QMessageBox(warning ? QMessageBox::Warning : QMessageBox::Information, title, text, QMessageBox::NoButton,
                                this);
    box->setObjectName(QStringLiteral("notice"));
    box->addButton(tr("OK"), QMessageBox::AcceptRole);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::refreshSide()
{
    const bool lan = server_ || remote_;
    chatTitle_->setVisible(lan);
    chatLog_->setVisible(lan);
    chatInput_->setVisible(lan);
    if (!game_ || !game_->active()) {
        handLabel_->clear();
        rulesLabel_->clear();
        if (clock_)
            refreshClock();
        if (hintButton_)
            hintButton_->setEnabled(false);
        return;
    }
    const Rules &r = game_->rules();
    handLabel_->setText(tr("Hand %1 of %2").arg(game_->handIndex() + 1).arg(game_->handsInMatch()));
    QStringList lines;
    lines << Texts::presetName(r.preset);
    QStringList opts;
    if (r.headTail)
        opts << tr("head and tail");
    if (r.allCovered100)
        opts << tr("all covered 100");
    if (r.sevenClearSix)
        opts << tr("clear on a seven ×6");
    if (r.bigMidSmall)
        opts << tr("big/middle/small head");
    if (!opts.isEmpty())
        lines << opts.join(QStringLiteral(" · "));
    lines << tr("Bet %1 · base %2").arg(Texts::money(r.betUnit), Texts::money(r.base()));
    lines << tr("Leaving penalty: %1 × base").arg(game_->penaltyBases());
    if (game_->turnSeconds() > 0)
        lines << tr("Turn limit: %1 s").arg(game_->turnSeconds());
    if (server_)
        lines << tr("Hosted on the LAN");
    else if (remote_)
        lines << tr("LAN table at %1").arg(join_.host);
    rulesLabel_->setText(lines.join(QLatin1Char('\n')));
    const bool myTurn = game_->handInProgress() && game_->localView().myTurn();
    hintButton_->setEnabled(myTurn);
    leaveButton_->setEnabled(!game_->isMatchFinished() || server_ || remote_);
    leaveButton_->setText(server_ ? tr("Close the table…") : tr("Leave table…"));
    refreshClock();
}

QString MainWindow::moveText(const session::MoveRecord &m) const
{
    const QString who = Texts::shownName(*game_, m.seat);
    if (m.action.isCover())
        return m.seat == game_->localSeat() ? tr("%1. %2 covered %3").arg(m.turn + 1).arg(who, Texts::cardName(m.action.card))
                           : tr("%1. %2 covered a card").arg(m.turn + 1).arg(who);
    return tr("%1. %2 played %3").arg(m.turn + 1).arg(who, Texts::cardName(m.action.card));
}

void MainWindow::refreshLog()
{
    if (!game_ || !game_->active()) {
        log_->clear();
        return;
    }
    const auto &moves = game_->moveLog();
    if (log_->count() > int(moves.size()) || (log_->count() > 0 && moves.empty()))
        log_->clear();
    // Language changes rewrite everything.
    if (log_->count() > 0 && log_->item(0)->text() != moveText(moves.front()))
        log_->clear();
    for (int i = log_->count(); i < int(moves.size()); ++i) {
        auto *item = new QListWidgetItem(moveText(moves[std::size_t(i)]));
        if (moves[std::size_t(i)].seat == game_->localSeat())
            item->setForeground(QColor(0xff, 0xe3, 0x9a));
        else if (moves[std::size_t(i)].action.isCover())
            item->setForeground(QColor(0x9f, 0xb8, 0xa6));
        log_->addItem(item);
    }
    log_->scrollToBottom();
}

// --- LAN play -----------------------------------------------------------------------

QString MainWindow::lanSavePath() const
{
    // Next to the local autosave, so that a hosted match never overwrites a local one.
    if (session_->savePath().isEmpty())
        return {};
    return QFileInfo(session_->savePath()).dir().filePath(QStringLiteral("lan-host-match.json"));
}

quint16 MainWindow::discoveryPort() const
{
    return responder_ ? responder_->port() : 0;
}

void MainWindow::setBrowserTargets(const QList<QHostAddress> &targets, quint16 port)
{
    browserTargets_ = targets;
    browserPort_ = port;
    browserTargetsSet_ = true;
}

bool MainWindow::hostTable(const session::SessionSettings &settings, const LanHostOptions &options)
{
    if (server_)
        closeHostedTable();
    if (remote_)
        leaveLanTable();
    if (session_->active())
        session_->close(); // a local match stays saved and can be resumed
    const QString me = settings.names[0].isEmpty() ? Texts::defaultName(0) : settings.names[0];
    auto *server = new net::SevensServer(me, this);
    QString error;
    if (!server->listen(listenAddress_, options.port, &error)) {
        delete server;
        notify(tr("Could not host the table"),
               tr("Port %1 could not be opened: %2\n\nChoose another port in 開桌設定, or close the program that uses it.")
                   .arg(options.port)
                   .arg(error),
               true);
        return false;
    }
    server_ = server;
    net::ServerTableConfig config;
    config.name = options.name;
    config.settings = settings;
    config.settings.names[0] = me;
    config.password = options.password;
    config.computerPauseMs = pauseFor(table_->animationSpeed());
    config.nextHandDelayMs = -1; // the host reads the settlement, then deals
    config.hostSeat = true;
    config.savePath = lanSavePath();
    hostTable_ = server_->addTable(config);

    responder_ = new net::DiscoveryResponder(
        [this] {
            return QJsonObject {{"name", server_->serverName()}, {"port", int(server_->port())}, {"tables", server_->tableInfos()}};
        },
        server_);
    QString udpError, udpProblem;
    if (!responder_->listen(discoveryPort_, &udpError))
        udpProblem = tr("The table cannot be found by the LAN browser (%1); players can join by address.").arg(udpError);

    connect(server_, &net::SevensServer::tablesChanged, this, &MainWindow::refreshLobby);
    connect(server_, &net::SevensServer::chatPosted, this, [this](int table, const QString &from, const QString &text) {
        if (table != hostTable_)
            return;
        addChat(from, text);
    });
    connect(server_, &net::SevensServer::matchStarted, this, &MainWindow::enterHostedMatch);

    // Where others reach this table: the IPv4 addresses of this computer's network
    // interfaces (only loopback when the table listens there).
    QStringList addresses;
    if (listenAddress_.isLoopback()) {
        addresses << listenAddress_.toString();
    } else {
        for (const QHostAddress &a : QNetworkInterface::allAddresses())
            if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback())
                addresses << a.toString();
    }
    if (addresses.isEmpty())
        addresses << QStringLiteral("127.0.0.1");
    lobby_->setRole(true, tr("%1, port %2").arg(addresses.join(QStringLiteral(", "))).arg(server_->port()));
    lobby_->clearChat();
    chatLog_->clear();
    lobby_->addNotice(tr("The table is open on port %1. Waiting for players…").arg(server_->port()));
    if (!udpProblem.isEmpty())
        lobby_->addNotice(udpProblem);
    showLobby();
    return true;
}

void MainWindow::enterHostedMatch(int table)
{
    if (table != hostTable_ || !server_)
        return;
    SevensSession *s = server_->session(table);
    if (!s)
        return;
    s->setDealPause(table_->dealDuration());
    connect(s, &SevensSession::saveFailed, this, [this](const QString &why) {
        statusBar()->showMessage(tr("Could not save the match: %1").arg(why), 8000);
    });
    closeLanDialogs();
    useGame(s);
    showTablePage();
}

void MainWindow::closeLanDialogs()
{
    for (QDialog *d : {static_cast<QDialog *>(settlement_.data()), static_cast<QDialog *>(pendingSettlement_.data()),
                       final_.data()}) {
        if (d) {
            d->disconnect(this);
            d->close();
        }
    }
}

void MainWindow::closeHostedTable()
{
    if (!server_)
        return;
    closeLanDialogs();
    useGame(session_);
    server_->closeAll(QStringLiteral("The host closed the table."));
    disconnect(server_, nullptr, this, nullptr);
    server_->deleteLater(); // after the goodbyes are written
    server_ = nullptr;
    responder_ = nullptr;
    hostTable_ = -1;
    showHall();
}

void MainWindow::openJoinDialog()
{
    if (browser_) {
        browser_->raise();
        return;
    }
    auto *d = new LanBrowserDialog(this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    if (browserTargetsSet_)
        d->setTargets(browserTargets_, browserPort_);
    browser_ = d;
    connect(d, &QDialog::accepted, this, [this, d] {
        const QString host = d->host(), name = d->playerName(), password = d->password();
        const quint16 port = d->port();
        const int table = d->tableId();
        whenFreeTo(false, [=, this] { joinTable(host, port, name, table, password); });
    });
    d->open();
}

void MainWindow::joinTable(const QString &host, quint16 port, const QString &name, int table, const QString &password,
                           const QString &token)
{
    if (server_)
        closeHostedTable();
    if (remote_)
        leaveLanTable();
    if (session_->active())
        session_->close(); // a local match stays saved and can be resumed
    join_ = {host, port, name, password, table};
    if (token.isEmpty()) {
        lobby_->clearChat();
        chatLog_->clear();
    }
    closedReason_.clear();
    leaving_ = false;
    auto *client = new net::SevensClient;
    remote_ = new RemoteGame(client, this);
    RemoteGame *game = remote_;
    const auto sitSomewhere = [this, client](const QJsonArray &tables) {
        int pick = join_.table;
        if (pick < 0)
            for (const QJsonValue &v : tables) {
                const QJsonObject t = v.toObject();
                if (t.value("state").toString() == QLatin1String("lobby") && freeSeats(t) > 0) {
                    pick = t.value("id").toInt();
                    break;
                }
            }
        if (pick < 0) {
            failJoin(tr("There is no table with a free seat at %1.").arg(join_.host));
            return;
        }
        client->sit(pick, -1, join_.password);
    };
    connect(client, &net::SevensClient::welcomed, this, [token, sitSomewhere](const QJsonArray &tables) {
        if (!token.isEmpty())
            return; // the host gives the seat back by itself
        sitSomewhere(tables);
    });
    connect(client, &net::SevensClient::seated, this, [this, game] {
        lobby_->setRole(false, QStringLiteral("%1:%2").arg(join_.host).arg(join_.port));
        // The table window follows this game from now on (it deals on screen when the page
        // shows at the first hand).
        useGame(game);
        if (game->active() && game->handInProgress()) {
            showTablePage();
            table_->showMessage(tr("You are back at the table."), false);
        } else {
            lobby_->addNotice(tr("You sat down at seat %1.").arg(game->client()->seat() + 1));
            showLobby();
        }
    });
    connect(client, &net::SevensClient::tablesChanged, this, &MainWindow::refreshLobby);
    connect(client, &net::SevensClient::stateChanged, this, [this, game] {
        // The first state after a reconnect, in the middle of a hand.
        if (game_ == game && game->handInProgress() && !onTablePage())
            showTablePage();
    });
    connect(client, &net::SevensClient::chatReceived, this, &MainWindow::addChat);
    connect(client, &net::SevensClient::errorReceived, this,
            [this, client, token, sitSomewhere](const QString &code, const QString &message) {
        if (code == QLatin1String("notJoined") && !token.isEmpty() && client->seat() < 0) {
            // The seat was not kept (the connection dropped in the lobby): sit down again.
            sitSomewhere(client->tables());
            return;
        }
        if (code == QLatin1String("closed")) {
            closedReason_ = message.isEmpty() ? QStringLiteral("-") : message;
            return;
        }
        if (code == QLatin1String("illegal") || code == QLatin1String("notYourTurn") || code == QLatin1String("staleTurn"))
            return; // the table shows these
        if (client->seat() < 0) {
            failJoin(lanErrorText(code, message));
            return;
        }
        lobby_->addNotice(lanErrorText(code, message));
        if (onTablePage())
            table_->showMessage(lanErrorText(code, message), true);
    });
    connect(client, &net::SevensClient::disconnected, this, &MainWindow::onLanDisconnected);
    connect(game, &RemoteGame::moveRefused, this, [this](const QString &code, const QString &message) {
        table_->showMessage(code == QLatin1String("staleTurn") ? tr("Too late: the time limit had already played for you.")
                                                               : tr("The host refused the move: %1").arg(message),
                            true);
    });
    // Connected before the table window's own handler: the page shows first, so the deal
    // is animated.
    connect(game, &SevensGame::handStarted, this, [this, game] {
        if (!onTablePage()) {
            closeLanDialogs();
            if (game_ != game)
                useGame(game);
            showTablePage();
        }
    });
    client->connectToHost(host, port, name, token);
}

void MainWindow::addChat(const QString &from, const QString &text)
{
    lobby_->addChat(from, text);
    chatLog_->addItem(tr("%1: %2").arg(from, text));
    chatLog_->scrollToBottom();
}

QString MainWindow::lanErrorText(const QString &code, const QString &message) const
{
    if (code == QLatin1String("password"))
        return tr("The table's password is wrong or missing.");
    if (code == QLatin1String("tableFull"))
        return tr("The table is full.");
    if (code == QLatin1String("seatTaken"))
        return tr("That seat is already taken.");
    if (code == QLatin1String("noSuchTable"))
        return tr("The host has no such table (any more).");
    if (code == QLatin1String("version"))
        return tr("The host runs another version of Qixing.");
    if (code == QLatin1String("notReady"))
        return tr("The match can start once everyone seated is ready.");
    if (code == QLatin1String("balance"))
        return tr("Your balance is too low for this table.");
    return tr("The host said: %1").arg(message);
}

// Forget the joined game: the windows go back to the local session, the connection is closed
// (a no-op when it is already gone) and the game is deleted once its signals are done.
void MainWindow::dropRemoteGame()
{
    if (!remote_)
        return;
    RemoteGame *old = remote_;
    remote_ = nullptr;
    if (game_ == old)
        useGame(session_);
    old->client()->disconnectFromHost();
    old->deleteLater();
}

void MainWindow::failJoin(const QString &text)
{
    leaving_ = true;
    dropRemoteGame();
    showHall();
    notify(tr("Could not join the table"), text, true);
}

void MainWindow::leaveLanTable()
{
    if (!remote_)
        return;
    leaving_ = true;
    closeLanDialogs();
    dropRemoteGame();
    showHall();
}

QString MainWindow::connectionEndText(QAbstractSocket::SocketError e, const QString &host, quint16 port) const
{
    // Our own words for the socket's error: the system's text is English only.
    switch (e) {
    case QAbstractSocket::ConnectionRefusedError:
        return tr("%1 refused the connection on port %2: no Qixing table is open there. Check the address and the "
                  "port.")
            .arg(host)
            .arg(port);
    case QAbstractSocket::HostNotFoundError:
        return tr("No computer called %1 was found. Check the address.").arg(host);
    case QAbstractSocket::SocketTimeoutError:
        return tr("%1 did not answer in time.").arg(host);
    case QAbstractSocket::NetworkError:
        return tr("The network to %1 cannot be reached.").arg(host);
    case QAbstractSocket::RemoteHostClosedError:
    case QAbstractSocket::UnknownSocketError:
        return tr("The connection to %1:%2 was closed.").arg(host).arg(port);
    default:
        return tr("The connection to %1:%2 failed (network error %3).").arg(host).arg(port).arg(int(e));
    }
}

void MainWindow::onLanDisconnected(const QString &)
{
    auto *game = qobject_cast<RemoteGame *>(sender() ? sender()->parent() : nullptr);
    if (leaving_ || !remote_ || game != remote_)
        return;
    const QString token = remote_->client()->token();
    const QAbstractSocket::SocketError socketError = remote_->client()->socketError();
    const JoinTarget target = join_;
    closeLanDialogs();
    dropRemoteGame();
    showHall();
    if (!closedReason_.isEmpty()) {
        notify(tr("The table was closed"),
               tr("The host closed the table, so the match has ended. You are back in the hall.\n\n(The host said: %1)")
                   .arg(closedReason_),
               true);
        return;
    }
    const QString ended = connectionEndText(socketError, target.host, target.port);
    if (token.isEmpty()) {
        notify(tr("Could not join the table"), ended, true);
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Connection lost"),
                                tr("%1 A computer player plays your seat meanwhile.\n\nReconnect to take your seat back?")
                                    .arg(ended),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("reconnectBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    auto *again = box->addButton(tr("Reconnect"), QMessageBox::AcceptRole);
    box->addButton(tr("Back to the hall"), QMessageBox::RejectRole);
    connect(box, &QMessageBox::buttonClicked, this, [this, again, target, token](QAbstractButton *b) {
        if (b == again)
            joinTable(target.host, target.port, target.name, target.table, target.password, token);
    });
    box->open();
}

} // namespace ui
} // namespace qixing
