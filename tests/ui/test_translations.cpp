// SPDX-License-Identifier: GPL-3.0-or-later
// The translations are complete: every message of qixing_zh_TW.ts and qixing_zh_CN.ts is
// translated (no unfinished, vanished or empty entry), lupdate finds no source string the
// files miss, and each region's game vocabulary is used.

#include "ui/kit/i18n.h"

#include <QDir>
#include <QLibraryInfo>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace {
struct TsStats
{
    int messages = 0;
    QStringList problems;
    QString allTranslations;
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
    QString context, source;
    while (!x.atEnd()) {
        x.readNext();
        if (!x.isStartElement())
            continue;
        if (x.name() == QLatin1String("name"))
            context = x.readElementText();
        else if (x.name() == QLatin1String("source"))
            source = x.readElementText();
        else if (x.name() == QLatin1String("translation")) {
            ++st.messages;
            const QString type = x.attributes().value(QLatin1String("type")).toString();
            const QString text = x.readElementText();
            if (!type.isEmpty())
                st.problems << QStringLiteral("%1: \"%2\" is %3").arg(context, source, type);
            else if (text.trimmed().isEmpty())
                st.problems << QStringLiteral("%1: \"%2\" has no translation").arg(context, source);
            st.allTranslations += text + QLatin1Char('\n');
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
        if (!QFile::exists(QStringLiteral(QIXING_LUPDATE)))
            QSKIP("lupdate is not installed");
        // Run lupdate over the sources into a copy: any new source string shows up unfinished.
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
