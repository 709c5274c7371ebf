// SPDX-License-Identifier: GPL-3.0-or-later
// The mahjong 開桌設定 dialog, the LAN part it shares with Sevens, the mahjong rules help and
// the hall's mahjong texts, offscreen.

#include "mahjong/players.h"
#include "ui/kit/i18n.h"
#include "ui/mahjong/mahjong_settings_dialog.h"
#include "ui/shell/game_ui.h"
#include "ui/shell/rules_help.h"
#include "ui/sevens/sevens_settings_dialog.h"
#include "ui/kit/texts.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>

using namespace qixing;
using namespace qixing::ui;
using session::MahjongSettings;

namespace {
template <typename T> T *child(QWidget &w, const char *name)
{
    auto *c = w.findChild<T *>(QLatin1String(name));
    if (!c)
        qFatal("no child %s", name);
    return c;
}

void choose(QComboBox *box, const QVariant &data)
{
    const int i = box->findData(data);
    QVERIFY(i >= 0);
    box->setCurrentIndex(i);
}

// Latin words left in a Chinese text once markup, comments and tile codes (5z, 1m–9m …) are
// taken out: none should be left.
QStringList latinWords(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("<!--.*?-->"), QRegularExpression::DotMatchesEverythingOption));
    text.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    text.remove(QRegularExpression(QStringLiteral("&[a-z]+;")));
    text.remove(QRegularExpression(QStringLiteral("(?<![A-Za-z0-9])[1-9][mspzf](?![A-Za-z])")));
    QStringList words;
    auto it = QRegularExpression(QStringLiteral("[A-Za-z]+")).globalMatch(text);
    while (it.hasNext())
        words << it.next().captured();
    return words;
}

const QStringList kRuleIds = {"M1",  "M2",  "M3",  "M4",  "M5",  "M10", "M11", "M12", "M13", "M14",
                              "M20", "M21", "M22", "M23", "M30", "M31", "M32", "M33", "M34", "M35",
                              "M36", "M37", "M38", "M40", "M50", "M51", "M52", "M53", "M54"};
} // namespace

class TestMahjongSettingsUi : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QixingTest"));
        QCoreApplication::setApplicationName(QStringLiteral("qixing-mahjong-settings-test"));
        QSettings().clear();
        Language::apply(QStringLiteral("en"));
    }
    void cleanup() { QSettings().clear(); }

    void returnsExactlyWhatWasEntered()
    {
        MahjongSettingsDialog d;
        d.setSeed(4242);
        child<QSpinBox>(d, "base")->setValue(250000);
        choose(child<QComboBox>(d, "streak"), int(mahjong::StreakOption::Doubling));
        child<QSpinBox>(d, "rounds")->setValue(3);
        child<QSpinBox>(d, "claimSeconds")->setValue(15);
        choose(child<QComboBox>(d, "timeLimit"), 20);
        choose(child<QComboBox>(d, "bankSeconds"), 60); // the clock bank (issue 30)
        choose(child<QComboBox>(d, "kind-2"), QStringLiteral("random"));
        child<QLineEdit>(d, "name-0")->setText(QStringLiteral(" Ada "));
        child<QLineEdit>(d, "name-3")->setText(QStringLiteral("Lin"));
        QCOMPARE(d.problem(), QString());
        QVERIFY(child<QPushButton>(d, "okButton")->isEnabled());
        const MahjongSettings s = d.settings();
        QCOMPARE(s.rules.base, std::int64_t(250000));
        QCOMPARE(s.rules.streak, mahjong::StreakOption::Doubling);
        QCOMPARE(s.rules.rounds, 3);
        QCOMPARE(s.rules.claimSeconds, 15);
        QCOMPARE(s.turnSeconds, 20);
        QCOMPARE(s.bankSeconds, 60);
        QCOMPARE(s.names[0], QStringLiteral("Ada"));
        QCOMPARE(s.names[1], Texts::defaultName(1));
        QCOMPARE(s.names[3], QStringLiteral("Lin"));
        QCOMPARE(s.kinds[0], QStringLiteral("person"));
        QCOMPARE(s.kinds[1], QStringLiteral("efficient"));
        QCOMPARE(s.kinds[2], QStringLiteral("random"));
        QCOMPARE(s.seed, std::uint64_t(4242));
        QCOMPARE(s.firstDealer, -1);
        QCOMPARE(s.validate(), QString());
        // The engine can open a match with them.
        session::MahjongModule module(s);
        QCOMPARE(module.settings().rules, s.rules);

        // And what is set comes back unchanged.
        MahjongSettings other = MahjongSettingsDialog::defaults();
        other.rules.base = 1000000;
        other.rules.rounds = 100;
        other.rules.claimSeconds = 600;
        other.turnSeconds = 60;
        other.names = {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("D")};
        other.kinds[3] = QStringLiteral("random");
        d.setSettings(other);
        const MahjongSettings back = d.settings();
        QCOMPARE(back.rules, other.rules);
        QCOMPARE(back.names, other.names);
        QCOMPARE(back.kinds, other.kinds);
        QCOMPARE(back.turnSeconds, other.turnSeconds);
        QVERIFY(d.problem().isEmpty());
    }

    void everyComputerStrengthHasAName()
    {
        MahjongSettingsDialog d;
        auto *kind = child<QComboBox>(d, "kind-1");
        QCOMPARE(kind->count(), int(mahjong::playerKinds().size()));
        for (int i = 0; i < kind->count(); ++i) {
            QVERIFY(kind->itemText(i).startsWith(QStringLiteral("Computer (")));
            QVERIFY(kind->itemText(i) != kind->itemData(i).toString());
        }
    }

    // M51 [decided]: the base is 1 to 1,000,000; the other limits are Rules::validate's.
    void invalidValuesAreRefusedWithAReason()
    {
        MahjongSettingsDialog d;
        d.setSeed(1);
        d.show();
        auto *ok = child<QPushButton>(d, "okButton");
        auto *error = child<QLabel>(d, "error");
        auto *base = child<QSpinBox>(d, "base");
        const auto refused = [&](const QString &needle) {
            QVERIFY(!ok->isEnabled());
            QVERIFY(error->isVisible());
            QVERIFY2(error->text().contains(needle), qPrintable(error->text()));
            QCOMPARE(error->text(), d.problem());
            // Enter does not open the table either.
            QTest::keyClick(&d, Qt::Key_Return);
            QVERIFY(d.isVisible());
            QCOMPARE(d.result(), int(QDialog::Rejected));
        };
        const auto accepted = [&] {
            QVERIFY2(ok->isEnabled(), qPrintable(error->text()));
            QVERIFY(!error->isVisible());
            QCOMPARE(d.settings().validate(), QString());
        };
        base->setValue(0);
        refused(QStringLiteral("1 to 1,000,000"));
        QVERIFY(!d.settings().validate().isEmpty()); // the engine refuses it too
        base->setValue(1000001);
        refused(QStringLiteral("1 to 1,000,000"));
        base->setValue(1000000);
        accepted();
        base->setValue(1);
        accepted();

        auto *rounds = child<QSpinBox>(d, "rounds");
        rounds->setValue(0);
        refused(QStringLiteral("1 to 100 rounds"));
        rounds->setValue(101);
        refused(QStringLiteral("1 to 100 rounds"));
        rounds->setValue(100);
        accepted();

        auto *claim = child<QSpinBox>(d, "claimSeconds");
        claim->setValue(0);
        refused(QStringLiteral("1 to 600 seconds"));
        claim->setValue(601);
        refused(QStringLiteral("1 to 600 seconds"));
        claim->setValue(1);
        accepted();

        // Two reasons at once: both are said.
        base->setValue(0);
        claim->setValue(0);
        QCOMPARE(d.problem().split(QLatin1Char('\n')).size(), 2);
        base->setValue(10);
        claim->setValue(10);
        accepted();

        // Two players of one name, as in Sevens; on the LAN the names chosen are not used.
        child<QLineEdit>(d, "name-2")->setText(Texts::defaultName(1).toUpper());
        refused(Texts::defaultName(1));
        d.setHostOnLan(true);
        accepted();
        d.setHostOnLan(false);
        child<QLineEdit>(d, "name-2")->setText(QStringLiteral("Hao"));
        accepted();

        // A valid table opens.
        QTest::mouseClick(ok, Qt::LeftButton);
        QCOMPARE(d.result(), int(QDialog::Accepted));
    }

    void lastChoicesAreRemembered()
    {
        {
            MahjongSettingsDialog d;
            child<QSpinBox>(d, "base")->setValue(500);
            choose(child<QComboBox>(d, "streak"), int(mahjong::StreakOption::Doubling));
            child<QSpinBox>(d, "rounds")->setValue(2);
            child<QSpinBox>(d, "claimSeconds")->setValue(8);
            choose(child<QComboBox>(d, "timeLimit"), 30);
            choose(child<QComboBox>(d, "kind-3"), QStringLiteral("random"));
            child<QLineEdit>(d, "name-1")->setText(QStringLiteral("Yu"));
            child<QLineEdit>(d, "lanName")->setText(QStringLiteral("Friday gold"));
            child<QSpinBox>(d, "lanPort")->setValue(47100);
            child<QLineEdit>(d, "lanPassword")->setText(QStringLiteral("secret"));
            d.save();
        }
        MahjongSettingsDialog again;
        const MahjongSettings s = again.settings();
        QCOMPARE(s.rules.base, std::int64_t(500));
        QCOMPARE(s.rules.streak, mahjong::StreakOption::Doubling);
        QCOMPARE(s.rules.rounds, 2);
        QCOMPARE(s.rules.claimSeconds, 8);
        QCOMPARE(s.turnSeconds, 30);
        QCOMPARE(s.kinds[3], QStringLiteral("random"));
        QCOMPARE(s.names[1], QStringLiteral("Yu"));
        const LanHostOptions lan = again.lanOptions();
        QCOMPARE(lan.name, QStringLiteral("Friday gold"));
        QCOMPARE(lan.port, quint16(47100));
        QCOMPARE(lan.password, QString()); // never remembered
        // The Sevens table is not changed by it.
        QCOMPARE(SevensSettingsDialog().settings().match.rules.betUnit, SevensSettingsDialog::defaults().match.rules.betUnit);

        // Something unreadable in the settings leaves the defaults.
        QSettings().setValue(QStringLiteral("mahjongTable/settings"), QByteArray("{\"rules\": {\"base\": 0}}"));
        MahjongSettingsDialog broken;
        QCOMPARE(broken.settings().rules, MahjongSettingsDialog::defaults().rules);
    }

    // The LAN part is one widget in both dialogs: same fields, limits and remembered values.
    void lanPartIsTheSevensOne()
    {
        SevensSettingsDialog sevens;
        MahjongSettingsDialog mahjong;
        for (QDialog *d : {static_cast<QDialog *>(&sevens), static_cast<QDialog *>(&mahjong)}) {
            auto *box = d->findChild<LanHostBox *>(QStringLiteral("lanBox"));
            QVERIFY(box);
            QVERIFY(box->isCheckable() && !box->isChecked());
            auto *port = d->findChild<QSpinBox *>(QStringLiteral("lanPort"));
            QCOMPARE(port->minimum(), 1024);
            QCOMPARE(port->maximum(), 65535);
            QCOMPARE(port->value(), int(kDefaultLanPort));
            port->setValue(80);
            QCOMPARE(port->value(), 1024); // no privileged port
            QCOMPARE(d->findChild<QLineEdit *>(QStringLiteral("lanName"))->maxLength(), 40);
            QCOMPARE(d->findChild<QLineEdit *>(QStringLiteral("lanPassword"))->maxLength(), 40);
            auto *ok = d->findChild<QPushButton *>(QStringLiteral("okButton"));
            const QString open = ok->text();
            auto *otherName = d->findChild<QLineEdit *>(QStringLiteral("name-2"));
            box->setChecked(true);
            QVERIFY(ok->text() != open);
            QVERIFY(!otherName->isEnabled()); // people who join bring their own names
            box->setChecked(false);
            QCOMPARE(ok->text(), open);
            QVERIFY(otherName->isEnabled());
        }
        // Without a table name the table is called after its host.
        child<QLineEdit>(mahjong, "name-0")->setText(QStringLiteral("Ada"));
        mahjong.setHostOnLan(true);
        QVERIFY(mahjong.hostOnLan());
        QCOMPARE(mahjong.lanOptions().name, QStringLiteral("Ada's table"));
        child<QLineEdit>(mahjong, "lanPassword")->setText(QStringLiteral("pw"));
        QCOMPARE(mahjong.lanOptions().password, QStringLiteral("pw"));
        // What one game's dialog remembers of the LAN, the other shows.
        child<QLineEdit>(mahjong, "lanName")->setText(QStringLiteral("Gold room"));
        child<QSpinBox>(mahjong, "lanPort")->setValue(50000);
        mahjong.save();
        SevensSettingsDialog later;
        QCOMPARE(later.lanOptions().name, QStringLiteral("Gold room"));
        QCOMPARE(later.lanOptions().port, quint16(50000));
    }

    // Fits a 1024x640 screen in every language, and the Chinese dialogs have no English.
    void fitsSmallScreensInEveryLanguage()
    {
        for (const QString &lang : Language::codes()) {
            Language::apply(lang);
            MahjongSettingsDialog d;
            d.show();
            const QSize min = d.minimumSizeHint();
            const int h = d.layout()->totalHeightForWidth(std::max(min.width(), d.minimumWidth()));
            // Leave room for the window frame and a panel.
            QVERIFY2(min.width() <= 1000 && h <= 590, qPrintable(QStringLiteral("%1: %2x%3").arg(lang).arg(min.width()).arg(h)));
            if (lang == QLatin1String("en"))
                continue;
            QStringList shown;
            for (QLabel *l : d.findChildren<QLabel *>())
                shown << l->text();
            for (QAbstractButton *b : d.findChildren<QAbstractButton *>())
                shown << b->text();
            for (QGroupBox *g : d.findChildren<QGroupBox *>())
                shown << g->title();
            for (QComboBox *c : d.findChildren<QComboBox *>())
                for (int i = 0; i < c->count(); ++i)
                    shown << c->itemText(i);
            shown << d.windowTitle() << child<QSpinBox>(d, "claimSeconds")->suffix();
            // Names are the player's (the defaults are translated too); "1-2-4" has no letters.
            const QStringList words = latinWords(shown.join(QLatin1Char('\n')));
            QVERIFY2(words.isEmpty(), qPrintable(lang + QLatin1String(": ") + words.join(QLatin1Char(' '))));
        }
        Language::apply(QStringLiteral("en"));
    }

    void rulesHelpForMahjongInThreeLanguages()
    {
        QStringList seen;
        QList<QStringList> orders;
        int markers = -1;
        for (const QString &lang : Language::codes()) {
            QCOMPARE(Language::apply(lang), lang);
            const QString html = RulesHelp::html(QStringLiteral("mahjong"));
            QVERIFY2(html.size() > 4000, qPrintable(lang));
            QVERIFY(!seen.contains(html));
            QVERIFY(html != RulesHelp::html(QStringLiteral("sevens"))); // the Sevens help stays what it was
            seen << html;
            // Every rule M1–M54 has its one item, in the same order in every language.
            QStringList order;
            auto anchors = QRegularExpression(QStringLiteral("<a name=\"(M\\d+)\"></a>")).globalMatch(html);
            while (anchors.hasNext())
                order << anchors.next().captured(1);
            QStringList sorted = order;
            std::sort(sorted.begin(), sorted.end(), [](const QString &a, const QString &b) { return a.mid(1).toInt() < b.mid(1).toInt(); });
            QCOMPARE(sorted, kRuleIds);
            if (!orders.isEmpty())
                QCOMPARE(order, orders.first());
            orders << order;
            // Every [decided] point of the rules (and the engine's few more) marked the same way
            // as in the Sevens help, as many in every language.
            const int n = html.count(RulesHelp::tr("[Our rule]").toHtmlEscaped());
            QVERIFY2(n >= 16, qPrintable(lang));
            if (markers >= 0)
                QCOMPARE(n, markers);
            markers = n;
            if (lang != QLatin1String("en")) {
                const QStringList words = latinWords(html);
                QVERIFY2(words.isEmpty(), qPrintable(lang + QLatin1String(": ") + words.join(QLatin1Char(' '))));
            }
            RulesHelp dialog(nullptr, QStringLiteral("mahjong"));
            QVERIFY(dialog.windowTitle() != RulesHelp(nullptr, QStringLiteral("sevens")).windowTitle());
            // A prompt can open the help at its rule.
            dialog.resize(700, 500);
            dialog.show();
            QScrollBar *bar = dialog.findChild<QTextBrowser *>(QStringLiteral("rulesBrowser"))->verticalScrollBar();
            QCOMPARE(bar->value(), 0);
            dialog.showRule(QStringLiteral("M37"));
            QVERIFY(bar->value() > 0);
        }
        // Each region's own terms (槓/杠, 莊/庄, 連莊/连庄, 詐胡/诈胡, 番).
        for (const char *w : {"槓", "莊", "連莊", "詐胡", "番", "補花", "開金", "搶金", "三金倒", "單游", "雙游", "三游", "天胡", "搶槓胡", "臭莊", "分餅", "包牌"})
            QVERIFY2(seen[1].contains(QString::fromUtf8(w)), w);
        for (const char *w : {"杠", "庄", "连庄", "诈胡", "番", "补花", "开金", "抢金", "三金倒", "单游", "双游", "三游", "天胡", "抢杠胡", "臭庄", "分饼", "包牌"})
            QVERIFY2(seen[2].contains(QString::fromUtf8(w)), w);
        for (const char *w : {"槓", "莊", "詐", "開", "補", "餅", "雙", "單"})
            QVERIFY2(!seen[2].contains(QString::fromUtf8(w)), w);
        for (const char *w : {"杠", "庄", "诈", "开", "补", "饼", "双", "单"})
            QVERIFY2(!seen[1].contains(QString::fromUtf8(w)), w);
        Language::apply(QStringLiteral("en"));
    }

    void hallTextInThreeLanguages()
    {
        QStringList titles, lines;
        for (const QString &lang : Language::codes()) {
            Language::apply(lang);
            titles << GameUis::find(QStringLiteral("mahjong"))->title();
            lines << GameUis::find(QStringLiteral("mahjong"))->blurb();
            QVERIFY(!lines.last().contains(QLatin1Char('\n')));
            if (lang != QLatin1String("en")) {
                QVERIFY2(latinWords(titles.last() + lines.last()).isEmpty(), qPrintable(lang));
                QVERIFY(!titles.last().isEmpty() && !lines.last().isEmpty());
            }
        }
        QCOMPARE(titles.removeDuplicates(), 0);
        QCOMPARE(lines.removeDuplicates(), 0);
        Language::apply(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestMahjongSettingsUi)
#include "test_mahjong_settings_ui.moc"
