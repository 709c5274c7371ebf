#include "sevens/hand.h"
#include <QTest>
using namespace qixing::sevens;
class TestSevensRules : public QObject { Q_OBJECT
private slots:
    void deal() { QVERIFY(Deal::fromSeed(1).validate().empty()); }
};
QTEST_GUILESS_MAIN(TestSevensRules)
#include "test_sevens_rules.moc"
