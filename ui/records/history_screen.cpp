// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/records/history_screen.h"

#include "ui/kit/i18n.h"
#include "ui/kit/texts.h"
#include "ui/records/record_keeper.h"
#include "ui/records/replay_screen.h"
#include "ui/records/review_panel.h"
#include "ui/shell/game_ui.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QMenu>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

#include "table/save_file.h"

namespace qixing::ui {

using records::RecordStore;

QString shownDateTime(const QDateTime &t)
{
    const QString lang = Language::current();
    const QLocale l = lang.startsWith(QLatin1String("zh")) ? QLocale(lang) : QLocale();
    // Qt 6.4 does not know CLDR's day period "B" (zh_TW's "Bh:mm", 下午1:38): it would print
    // a B before a 24-hour time. Its AM/PM text says the same.
    QString format = l.dateTimeFormat(QLocale::ShortFormat);
    format.replace(QLatin1Char('B'), QLatin1String("AP"));
    return l.toString(t.toLocalTime(), format);
}

namespace {
// The day before which the date filters mean "any".
const QDate kAnyDate(2000, 1, 1);

QString shownTime(const QDateTime &t)
{
    return shownDateTime(t);
}

QString gameName(const QString &id)
{
    const GameUi *g = GameUis::find(id);
    return g && g->title ? g->title() : id;
}

QString originName(const QString &origin)
{
    if (origin == QLatin1String("desktop"))
        return HistoryScreen::tr("At this computer");
    if (origin == QLatin1String("hosted"))
        return HistoryScreen::tr("Hosted here");
    if (origin == QLatin1String("joined"))
        return HistoryScreen::tr("Joined");
    if (origin == QLatin1String("server"))
        return HistoryScreen::tr("Server");
    if (origin == QLatin1String("cli"))
        return HistoryScreen::tr("Command line");
    return origin;
}
} // namespace

void MatchTableModel::setRows(QList<RecordStore::MatchRow> rows)
{
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
}

QVariant MatchTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rows_.size())
        return {};
    const RecordStore::MatchRow &m = rows_[index.row()];
    const int own = ownSeat(m);
    // Sorting reads the plain values; the view shows them in words.
    const bool sort = role == Qt::UserRole;
    if (role != Qt::DisplayRole && !sort && role != Qt::ToolTipRole && role != Qt::TextAlignmentRole)
        return {};
    if (role == Qt::TextAlignmentRole)
        return index.column() == Result || index.column() == Hands ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    switch (Column(index.column())) {
    case Date:
        return sort ? QVariant(m.started) : QVariant(shownTime(m.started));
    case Game:
        return gameName(m.game);
    case Table:
        return m.table;
    case Origin:
        return originName(m.origin);
    case Players: {
        QStringList names;
        for (const QString &n : Texts::shownNames(m.names))
            names << n;
        return names.join(QStringLiteral(", "));
    }
    case Result:
        if (sort)
            return qlonglong(m.balances[std::size_t(own)]);
        return Texts::signedMoney(m.balances[std::size_t(own)]);
    case Hands:
        if (sort)
            return m.hands;
        if (m.endedBy == QLatin1String("vote"))
            return HistoryScreen::tr("%1 (ended by vote)").arg(m.hands);
        return m.finished ? QString::number(m.hands) : HistoryScreen::tr("%1 (not finished)").arg(m.hands);
    case Rules:
        return RecordKeeper::rulesName(m.game, m.rulesKey);
    case Columns:
        break;
    }
    return {};
}

QVariant MatchTableModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Date:
        return HistoryScreen::tr("Date");
    case Game:
        return HistoryScreen::tr("Game");
    case Table:
        return HistoryScreen::tr("Table");
    case Origin:
        return HistoryScreen::tr("Played");
    case Players:
        return HistoryScreen::tr("Players");
    case Result:
        return HistoryScreen::tr("Your result");
    case Hands:
        return HistoryScreen::tr("Hands");
    case Rules:
        return HistoryScreen::tr("Rules");
    case Columns:
        break;
    }
    return {};
}

HistoryScreen::HistoryScreen(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("historyScreen"));
    setAcceptDrops(true);
    pages_ = new QStackedWidget;
    listPage_ = new QWidget;
    replay_ = new ReplayScreen;
    pages_->addWidget(listPage_);
    pages_->addWidget(replay_);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(pages_);
    connect(replay_, &ReplayScreen::closeRequested, this, &HistoryScreen::showList);

    title_ = new QLabel;
    QFont big = title_->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.3);
    title_->setFont(big);
    back_ = new QPushButton;
    back_->setObjectName(QStringLiteral("historyBack"));
    auto *top = new QHBoxLayout;
    top->addWidget(title_, 1);
    top->addWidget(back_);

    gameLabel_ = new QLabel;
    game_ = new QComboBox;
    game_->setObjectName(QStringLiteral("historyGame"));
    gameLabel_->setBuddy(game_);
    playerLabel_ = new QLabel;
    player_ = new QLineEdit;
    player_->setObjectName(QStringLiteral("historyPlayer"));
    player_->setClearButtonEnabled(true);
    playerLabel_->setBuddy(player_);
    fromLabel_ = new QLabel;
    toLabel_ = new QLabel;
    const auto dateEdit = [](const char *name) {
        auto *d = new QDateEdit;
        d->setObjectName(QLatin1String(name));
        d->setCalendarPopup(true);
        d->setMinimumDate(kAnyDate);
        d->setDate(kAnyDate);
        return d;
    };
    from_ = dateEdit("historyFrom");
    to_ = dateEdit("historyTo");
    fromLabel_->setBuddy(from_);
    toLabel_->setBuddy(to_);
    auto *filters = new QHBoxLayout;
    filters->addWidget(gameLabel_);
    filters->addWidget(game_);
    rulesLabel_ = new QLabel;
    rules_ = new QComboBox;
    rules_->setObjectName(QStringLiteral("historyRules"));
    rulesLabel_->setBuddy(rules_);
    filters->addWidget(rulesLabel_);
    filters->addWidget(rules_);
    filters->addWidget(playerLabel_);
    filters->addWidget(player_, 1);
    filters->addWidget(fromLabel_);
    filters->addWidget(from_);
    filters->addWidget(toLabel_);
    filters->addWidget(to_);

    model_ = new MatchTableModel(this);
    sorted_ = new QSortFilterProxyModel(this);
    sorted_->setSourceModel(model_);
    sorted_->setSortRole(Qt::UserRole);
    view_ = new QTableView;
    view_->setObjectName(QStringLiteral("historyTable"));
    view_->setModel(sorted_);
    view_->setSortingEnabled(true);
    view_->sortByColumn(MatchTableModel::Date, Qt::DescendingOrder);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setAlternatingRowColors(true);
    view_->setWordWrap(false);
    view_->verticalHeader()->hide();
    // Rows of one height: 10,000 of them lay out without measuring each.
    view_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view_->horizontalHeader()->setStretchLastSection(false);
    view_->horizontalHeader()->setSectionResizeMode(MatchTableModel::Players, QHeaderView::Stretch);

    count_ = new QLabel;
    note_ = new QLabel;
    note_->setObjectName(QStringLiteral("historyNote"));
    note_->setWordWrap(true);
    open_ = new QPushButton;
    open_->setObjectName(QStringLiteral("historyOpen"));
    export_ = new QPushButton;
    export_->setObjectName(QStringLiteral("historyExport"));
    import_ = new QPushButton;
    import_->setObjectName(QStringLiteral("historyImport"));
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(count_);
    bottom->addWidget(note_, 1);
    bottom->addWidget(open_);
    bottom->addWidget(export_);
    bottom->addWidget(import_);

    auto *layout = new QVBoxLayout(listPage_);
    layout->addLayout(top);
    layout->addLayout(filters);
    layout->addWidget(view_, 1);
    layout->addLayout(bottom);

    connect(back_, &QPushButton::clicked, this, &HistoryScreen::closeRequested);
    connect(game_, &QComboBox::currentIndexChanged, this, [this] {
        fillRules();
        refresh();
    });
    connect(rules_, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(player_, &QLineEdit::editingFinished, this, &HistoryScreen::refresh);
    connect(player_, &QLineEdit::textChanged, this, [this](const QString &t) {
        if (t.isEmpty())
            refresh();
    });
    connect(from_, &QDateEdit::dateChanged, this, &HistoryScreen::refresh);
    connect(to_, &QDateEdit::dateChanged, this, &HistoryScreen::refresh);
    const auto openCurrent = [this] {
        const QModelIndex i = view_->currentIndex();
        if (i.isValid())
            openMatch(uidAt(i.row()));
    };
    connect(view_, &QTableView::activated, this, openCurrent);
    connect(open_, &QPushButton::clicked, this, openCurrent);
    connect(export_, &QPushButton::clicked, this, &HistoryScreen::exportChosen);
    connect(import_, &QPushButton::clicked, this, &HistoryScreen::importChosen);
    const auto selected = [this] {
        const bool one = view_->currentIndex().isValid();
        open_->setEnabled(one);
        export_->setEnabled(one);
    };
    connect(view_->selectionModel(), &QItemSelectionModel::currentChanged, this, selected);
    connect(sorted_, &QAbstractItemModel::modelReset, this, selected);
    // A match's context menu: review it whole, in the background, for a seat chosen (the
    // replay's review panel runs it: one review at a time in the window).
    view_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view_, &QWidget::customContextMenuRequested, this, &HistoryScreen::matchMenu);
    connect(replay_->reviewPanel(), &ReviewPanel::matchReviewChanged, this, [this](const QString &status) {
        if (!status.isEmpty())
            emit statusMessage(status);
    });
    retranslate();
    selected();
}

void HistoryScreen::matchMenu(const QPoint &at)
{
    const QModelIndex i = view_->indexAt(at);
    if (!i.isValid())
        return;
    const QString uid = uidAt(i.row());
    const RecordStore::MatchRow &m = model_->row(sorted_->mapToSource(i).row());
    ReviewPanel *panel = replay_->reviewPanel();
    QMenu menu(this);
    if (panel->matchReviewRunning()) {
        menu.addAction(tr("Cancel the match's review"), panel, &ReviewPanel::cancelReview);
    } else {
        QMenu *review = menu.addMenu(tr("Review the whole match for"));
        review->setEnabled(m.view < 0 && !panel->running()); // a joined seat's record cannot be reviewed
        for (int s = 0; s < 4; ++s)
            review->addAction(m.names[std::size_t(s)].isEmpty() ? tr("Seat %1").arg(s + 1) : m.names[std::size_t(s)], this,
                              [this, panel, uid, s] {
                                  if (!panel->startMatchReview(uid, s))
                                      say(tr("This match cannot be reviewed."), true);
                              });
    }
    menu.exec(view_->viewport()->mapToGlobal(at));
}

void HistoryScreen::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(e);
}

void HistoryScreen::retranslate()
{
    title_->setText(tr("History"));
    back_->setText(tr("Back to the hall"));
    back_->setAccessibleName(tr("Back to the hall"));
    gameLabel_->setText(tr("&Game:"));
    playerLabel_->setText(tr("&Player:"));
    player_->setPlaceholderText(tr("any name"));
    fromLabel_->setText(tr("&From:"));
    toLabel_->setText(tr("&To:"));
    from_->setSpecialValueText(tr("any day"));
    to_->setSpecialValueText(tr("any day"));
    game_->setAccessibleName(tr("Game shown"));
    rulesLabel_->setText(tr("R&ules:"));
    rules_->setAccessibleName(tr("Rules shown"));
    player_->setAccessibleName(tr("Player's name shown"));
    from_->setAccessibleName(tr("Matches from this day"));
    to_->setAccessibleName(tr("Matches up to this day"));
    view_->setAccessibleName(tr("Matches recorded"));
    open_->setText(tr("&Replay"));
    open_->setAccessibleName(tr("Replay the match chosen"));
    export_->setText(tr("&Export…"));
    export_->setAccessibleName(tr("Export the match chosen to a file"));
    import_->setText(tr("&Import…"));
    import_->setAccessibleName(tr("Import matches from a file"));
    count_->setAccessibleName(tr("Matches listed"));
    note_->setAccessibleName(tr("Notice"));
    fillGames();
    emit model_->headerDataChanged(Qt::Horizontal, 0, MatchTableModel::Columns - 1);
}

void HistoryScreen::fillGames()
{
    const QString chosen = game_->currentData().toString();
    const QSignalBlocker block(game_);
    game_->clear();
    game_->addItem(tr("All games"), QString());
    for (const GameUi *g : GameUis::all())
        game_->addItem(g->title ? g->title() : g->id, g->id);
    game_->setCurrentIndex(std::max(0, game_->findData(chosen)));
    fillRules();
}

void HistoryScreen::fillRules()
{
    const QString chosen = rules_->currentData().toString();
    const QSignalBlocker block(rules_);
    rules_->clear();
    rules_->addItem(tr("All rules"), QString());
    if (store_)
        for (const RecordStore::RulesRow &r : store_->rulesKept(game_->currentData().toString()))
            if (rules_->findData(r.key) < 0) // the same rules in two games: one entry
                rules_->addItem(RecordKeeper::rulesName(r.game, r.key), r.key);
    rules_->setCurrentIndex(std::max(0, rules_->findData(chosen)));
}

void HistoryScreen::setStore(RecordStore *store)
{
    store_ = store;
    replay_->setStore(store);
    fillRules();
    refresh();
}

void HistoryScreen::setGameFilter(const QString &game)
{
    game_->setCurrentIndex(std::max(0, game_->findData(game)));
    refresh();
}

void HistoryScreen::setPlayerFilter(const QString &name)
{
    player_->setText(name);
    refresh();
}

void HistoryScreen::showEvent(QShowEvent *e)
{
    QWidget::showEvent(e);
    if (pages_->currentWidget() == listPage_) {
        fillRules(); // rules played since
        refresh();
    }
}

void HistoryScreen::refresh()
{
    if (!store_) {
        model_->setRows({});
        count_->setText(tr("No records are kept."));
        return;
    }
    RecordStore::Filter f;
    f.game = game_->currentData().toString();
    f.player = player_->text().trimmed();
    f.rulesKey = rules_->currentData().toString();
    if (from_->date() > kAnyDate)
        f.from = from_->date();
    if (to_->date() > kAnyDate)
        f.to = to_->date();
    model_->setRows(store_->matches(f));
    count_->setText(tr("Matches: %1").arg(model_->rowCount()));
    // The columns fit their words (measured on the first rows only: fast with 10,000).
    view_->horizontalHeader()->setResizeContentsPrecision(50);
    for (int c : {MatchTableModel::Date, MatchTableModel::Game, MatchTableModel::Table, MatchTableModel::Origin,
                  MatchTableModel::Result, MatchTableModel::Hands, MatchTableModel::Rules})
        view_->resizeColumnToContents(c);
}

QString HistoryScreen::uidAt(int viewRow) const
{
    const QModelIndex i = sorted_->mapToSource(sorted_->index(viewRow, 0));
    return i.isValid() ? model_->row(i.row()).uid : QString();
}

void HistoryScreen::say(const QString &text, bool warning)
{
    note_->setText(text);
    note_->setStyleSheet(warning ? QStringLiteral("color: #b00020;") : QString());
    emit statusMessage(text);
}

bool HistoryScreen::openMatch(const QString &uid)
{
    if (!store_ || uid.isEmpty())
        return false;
    const QList<QJsonObject> hands = store_->hands(uid);
    const QString why = replay_->open(store_->matchDocument(uid), hands);
    if (!why.isEmpty()) {
        say(why, true);
        return false;
    }
    note_->clear();
    pages_->setCurrentWidget(replay_);
    replay_->setFocus();
    return true;
}

void HistoryScreen::showList()
{
    pages_->setCurrentWidget(listPage_);
    refresh();
    view_->setFocus();
}

QString HistoryScreen::exportMatch(const QString &uid, const QString &path)
{
    if (!store_)
        return tr("No records are kept.");
    const QByteArray lines = store_->exportMatch(uid);
    if (lines.isEmpty())
        return tr("The match is not in the records.");
    // Written as every file of the person's is: whole or not at all, every write checked.
    if (const QString why = session::writeFile(path, lines); !why.isEmpty())
        return why;
    return {};
}

QString HistoryScreen::importFile(const QString &path)
{
    if (!store_)
        return tr("No records are kept.");
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return f.errorString();
    int added = 0;
    const QString why = store_->importLines(f.readAll(), &added);
    if (!why.isEmpty())
        return why;
    refresh();
    say(tr("Matches imported from %1: %2.").arg(QFileInfo(path).fileName()).arg(added), false);
    return {};
}

void HistoryScreen::exportChosen()
{
    const QModelIndex i = view_->currentIndex();
    if (!i.isValid())
        return;
    const QString uid = uidAt(i.row());
    const RecordStore::MatchRow &m = model_->row(sorted_->mapToSource(i).row());
    const QString name = QStringLiteral("%1-%2.qixing-records").arg(m.game, m.started.toLocalTime().toString(QStringLiteral("yyyyMMdd-HHmm")));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the match"), name,
                                                      tr("Qixing records (*.qixing-records);;All files (*)"));
    if (path.isEmpty())
        return;
    if (const QString why = exportMatch(uid, path); !why.isEmpty())
        say(tr("The match could not be exported: %1").arg(why), true);
    else
        say(tr("The match was exported to %1.").arg(QFileInfo(path).fileName()), false);
}

void HistoryScreen::importChosen()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import matches"), QString(),
                                                      tr("Qixing records (*.qixing-records *.jsonl);;All files (*)"));
    if (path.isEmpty())
        return;
    if (const QString why = importFile(path); !why.isEmpty())
        say(tr("Nothing was imported from %1: %2").arg(QFileInfo(path).fileName(), why), true);
}

void HistoryScreen::dragEnterEvent(QDragEnterEvent *e)
{
    if (e->mimeData()->hasUrls())
        for (const QUrl &u : e->mimeData()->urls())
            if (u.isLocalFile()) {
                e->acceptProposedAction();
                return;
            }
}

void HistoryScreen::dropEvent(QDropEvent *e)
{
    for (const QUrl &u : e->mimeData()->urls()) {
        if (!u.isLocalFile())
            continue;
        if (const QString why = importFile(u.toLocalFile()); !why.isEmpty())
            say(tr("Nothing was imported from %1: %2").arg(QFileInfo(u.toLocalFile()).fileName(), why), true);
    }
    e->acceptProposedAction();
}

} // namespace qixing::ui
