// SPDX-License-Identifier: GPL-3.0-or-later
// The translations are complete: every message of qixing_zh_TW.ts and qixing_zh_CN.ts is
// translated (no unfinished, vanished or empty entry), lupdate finds no tr() string the files
// miss in its context and no entry without a tr(), the embedded .qm gives each message in its
// own context, and each region's game vocabulary is used.

#include "ui/kit/i18n.h"

#include <QDir>
#include <QLibraryInfo>
#include <QMap>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace {
const QChar kSep(0x1f); // in no source string (some hold a line break)

struct TsStats
{
    int messages = 0;
    QStringList problems;
    QString allTranslations;
    // context, source (and comment) joined by kSep -> translation
    QMap<QString, QString> byContext;
};

TsStats readTs(const QString &path)
{
    TsStats st;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        st.problems << QStringLiteral("cannot open %1").arg(path);
        return st;
    }
    QXmlStreamReader x(&f);
    QString context, source, comment;
    while (!x.atEnd()) {
        x.readNext();
        if (!x.isStartElement())
            continue;
        if (x.name() == QLatin1String("name"))
            context = x.readElementText();
        else if (x.name() == QLatin1String("message"))
            comment.clear();
        else if (x.name() == QLatin1String("source"))
            source = x.readElementText();
        else if (x.name() == QLatin1String("comment"))
            comment = x.readElementText();
        else if (x.name() == QLatin1String("translation")) {
            ++st.messages;
            const QString type = x.attributes().value(QLatin1String("type")).toString();
            const QString text = x.readElementText();
            if (!type.isEmpty())
                st.problems << QStringLiteral("%1: \"%2\" is %3").arg(context, source, type);
            else if (text.trimmed().isEmpty())
                st.problems << QStringLiteral("%1: \"%2\" has no translation").arg(context, source);
            st.allTranslations += text + QLatin1Char('\n');
            QString key = context + kSep + source;
            if (!comment.isEmpty())
                key += kSep + comment;
            if (st.byContext.contains(key))
                st.problems << QStringLiteral("%1: \"%2\" is there twice").arg(context, source);
            st.byContext.insert(key, text);
        }
    }
    if (x.hasError())
        st.problems << x.errorString();
    return st;
}
} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private slots:
    void complete_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("zh_TW") << QStringLiteral("zh_TW");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void complete()
    {
        QFETCH(QString, lang);
        const QString ts = QStringLiteral(QIXING_SOURCE_DIR "/translations/qixing_%1.ts").arg(lang);
        const TsStats st = readTs(ts);
        QVERIFY(st.messages > 100);
        QVERIFY2(st.problems.isEmpty(), qPrintable(st.problems.mid(0, 20).join(QLatin1Char('\n'))));
    }

    void nothingMissing_data() { complete_data(); }
    void nothingMissing()
    {
        QFETCH(QString, lang);
        // Part of every build (qt_add_translations runs it for `update_translations`).
        QVERIFY2(QFile::exists(QStringLiteral(QIXING_LUPDATE)), QIXING_LUPDATE);
        // Run lupdate over the sources into a copy: a tr() string without an entry in its
        // context shows up unfinished; an entry no tr() has any more is dropped.
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("copy.ts"));
        QVERIFY(QFile::copy(QStringLiteral(QIXING_SOURCE_DIR "/translations/qixing_%1.ts").arg(lang), copy));
        QFile::setPermissions(copy, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        QProcess p;
        p.start(QStringLiteral(QIXING_LUPDATE), {QStringLiteral("-silent"), QStringLiteral("-no-obsolete"),
                                                  QStringLiteral("-locations"), QStringLiteral("none"),
                                                  QStringLiteral("-I"), QStringLiteral(QIXING_SOURCE_DIR),
                                                  QStringLiteral("-I"), QStringLiteral(QIXING_SOURCE_DIR "/core"),
                                                  QStringLiteral(QIXING_SOURCE_DIR "/ui"), QStringLiteral("-ts"), copy});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        const TsStats st = readTs(copy);
        QVERIFY2(st.problems.isEmpty(), qPrintable(st.problems.mid(0, 20).join(QLatin1Char('\n'))));
        // Nothing dead: every entry of the file is a tr() string of the sources, in its context
        // (translations/update.sh removes the others).
        const TsStats original = readTs(QStringLiteral(QIXING_SOURCE_DIR "/translations/qixing_%1.ts").arg(lang));
        QStringList dead;
        for (auto it = original.byContext.cbegin(); it != original.byContext.cend(); ++it)
            if (!st.byContext.contains(it.key()))
                dead << QString(it.key()).replace(kSep, QLatin1String(": "));
        QVERIFY2(dead.isEmpty(), qPrintable(QStringLiteral("no tr() in the sources for:\n") + dead.mid(0, 20).join(QLatin1Char('\n'))));
        QCOMPARE(st.byContext.size(), original.byContext.size());
    }

    // The embedded .qm gives every message of the .ts in its own context (one source string
    // can be translated differently in two classes).
    void embeddedByContext_data() { complete_data(); }
    void embeddedByContext()
    {
        QFETCH(QString, lang);
        const TsStats ts = readTs(QStringLiteral(QIXING_SOURCE_DIR "/translations/qixing_%1.ts").arg(lang));
        QTranslator t;
        QVERIFY(t.load(QStringLiteral(":/i18n/qixing_%1.qm").arg(lang)));
        QStringList wrong;
        for (auto it = ts.byContext.cbegin(); it != ts.byContext.cend(); ++it) {
            const QStringList parts = it.key().split(kSep);
            const QString got = t.translate(parts[0].toUtf8().constData(), parts[1].toUtf8().constData(),
                                            parts.size() > 2 ? parts[2].toUtf8().constData() : nullptr);
            if (got != it.value())
                wrong << parts[0] + QStringLiteral(": ") + parts[1];
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.mid(0, 20).join(QLatin1Char('\n'))));
    }

    // Strings whose words differ with where they are used (issue 28: a table once gave each
    // source string one translation for every context).
    void translatedForTheirContext_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("want");
        const auto row = [](const char *context, const char *source, const char *tw, const char *cn) {
            const QString c = QStringLiteral("qixing::ui::") + QLatin1String(context);
            QTest::addRow("zh_TW %s %s", context, source) << QStringLiteral("zh_TW") << c << QString::fromUtf8(source) << QString::fromUtf8(tw);
            QTest::addRow("zh_CN %s %s", context, source) << QStringLiteral("zh_CN") << c << QString::fromUtf8(source) << QString::fromUtf8(cn);
        };
        // The hall's button opens the rules help; the LAN list's column shows a table's options.
        row("HallScreen", "Rules", "遊戲規則", "游戏规则");
        row("LanBrowserDialog", "Rules", "規則", "规则");
        // A hand with no covered cards; a table without a password.
        row("CardStrip", "none", "無", "无");
        row("LanHostBox", "none", "不設密碼", "不设密码");
        // Sevens covers when it cannot play; mahjong's turn may be a kong or a win.
        row("SevensSettingsDialog", "When your time runs out, the hint's choice is played for you.",
            "時間用完時，系統照提示的建議替你出牌或蓋牌。", "时间用完时，系统按提示的建议替你出牌或扣牌。");
        row("MahjongSettingsDialog", "When your time runs out, the hint's choice is played for you.",
            "時間用完時，系統照提示的建議替你打牌、開槓或胡牌。", "时间用完时，系统按提示的建议替你出牌、开杠或胡牌。");
        // Sevens counts the points of covered cards (zh_TW 點數); mahjong's are flower and kong 分.
        row("SevensSettlementDialog", "Points", "點數", "分数");
        row("MahjongSettlementDialog", "Points", "分數", "分数");
    }
    void translatedForTheirContext()
    {
        QFETCH(QString, lang);
        QFETCH(QString, context);
        QFETCH(QString, source);
        QFETCH(QString, want);
        QTranslator t;
        QVERIFY(t.load(QStringLiteral(":/i18n/qixing_%1.qm").arg(lang)));
        QCOMPARE(t.translate(context.toUtf8().constData(), source.toUtf8().constData()), want);
    }

    void regionalVocabulary()
    {
        const TsStats tw = readTs(QStringLiteral(QIXING_SOURCE_DIR "/translations/qixing_zh_TW.ts"));
        for (const char *w : {"排七", "蓋牌", "脫手", "七脫手", "全蓋", "大中小頭", "一底", "開桌設定"})
            QVERIFY2(tw.allTranslations.contains(QString::fromUtf8(w)), w);
        const TsStats cn = readTs(QStringLiteral(QIXING_SOURCE_DIR "/translations/qixing_zh_CN.ts"));
        for (const char *w : {"憋七", "排七", "扣牌", "走通", "独头七"})
            QVERIFY2(cn.allTranslations.contains(QString::fromUtf8(w)), w);
    }

    // One word for a hand in each language (issue 31): zh_TW 把 (第 1 把, 下一把), zh_CN 局; 局
    // stays in words of its own (牌局, 流局, 對局, 開局, 終局).
    void oneWordForAHand()
    {
        const TsStats tw = readTs(QStringLiteral(QIXING_SOURCE_DIR "/translations/qixing_zh_TW.ts"));
        const TsStats cn = readTs(QStringLiteral(QIXING_SOURCE_DIR "/translations/qixing_zh_CN.ts"));
        const QRegularExpression twHand(QString::fromUtf8("(這一|每一|下一|本|第 %\\d ?)局|局數|逐局"));
        const QRegularExpression cnHand(QString::fromUtf8("(这一|每一|下一|本|第 %\\d ?)把|把数|逐把"));
        QVERIFY2(!twHand.match(tw.allTranslations).hasMatch(), qPrintable(twHand.match(tw.allTranslations).captured()));
        QVERIFY2(!cnHand.match(cn.allTranslations).hasMatch(), qPrintable(cnHand.match(cn.allTranslations).captured()));
        QVERIFY(tw.allTranslations.contains(QString::fromUtf8("下一把")));
        QVERIFY(cn.allTranslations.contains(QString::fromUtf8("下一局")));
    }

    // Qt's own texts (a message box's Yes and No) follow the chosen language too, and go back
    // to English with it.
    void qtsOwnTextsFollowTheLanguage()
    {
        if (!QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_zh_TW.qm")))
            QSKIP("Qt's translations are not installed (Debian: qt6-translations-l10n, which scripts/setup.sh installs)");
        const auto yes = [] { return QCoreApplication::translate("QPlatformTheme", "&Yes"); };
        QCOMPARE(qixing::ui::Language::apply(QStringLiteral("zh_TW")), QStringLiteral("zh_TW"));
        QVERIFY2(yes().contains(QStringLiteral("是")), qPrintable(yes()));
        QCOMPARE(qixing::ui::Language::apply(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        QVERIFY2(yes().contains(QStringLiteral("是")), qPrintable(yes()));
        QCOMPARE(qixing::ui::Language::apply(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(yes(), QStringLiteral("&Yes"));
    }

    void embeddedAndLoadable()
    {
        for (const QString &lang : {QStringLiteral("zh_TW"), QStringLiteral("zh_CN")}) {
            QTranslator t;
            QVERIFY2(t.load(QStringLiteral(":/i18n/qixing_%1.qm").arg(lang)), qPrintable(lang));
            QVERIFY(!t.translate("qixing::ui::SevensTableScreen", "Sevens").isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "test_translations.moc"
