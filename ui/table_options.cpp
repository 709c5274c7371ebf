#include "ui/table_options.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>

namespace qixing {
namespace ui {

QLabel *TableOptions::help(const QString &text)
{
    auto *l = new QLabel(text);
    l->setWordWrap(true);
    QFont f = l->font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    l->setFont(f);
    l->setStyleSheet(QStringLiteral("QLabel { color: #5b6470; } QLabel:disabled { color: #a4abb3; }"));
    l->setContentsMargins(24, 0, 0, 4);
    return l;
}

void TableOptions::addTurnLimits(QComboBox *box)
{
    for (int t : {0, 10, 15, 20, 30, 60})
        box->addItem(t == 0 ? tr("None") : tr("%1 seconds").arg(t), t);
}

QString TableOptions::sameNameProblem(const std::array<QString, 4> &names)
{
    for (std::size_t a = 0; a < names.size(); ++a)
        for (std::size_t b = a + 1; b < names.size(); ++b)
            if (names[a].compare(names[b], Qt::CaseInsensitive) == 0)
                return tr("Two seats are both called “%1”: give every player a different name.").arg(names[a]);
    return {};
}

LanHostBox::LanHostBox(const QString &example, QWidget *parent) : QGroupBox(tr("Host on the LAN"), parent)
{
    setObjectName(QStringLiteral("lanBox"));
    setCheckable(true);
    setChecked(false);
    auto *ll = new QFormLayout(this);
    name_ = new QLineEdit;
    name_->setObjectName(QStringLiteral("lanName"));
    name_->setMaxLength(40);
    name_->setPlaceholderText(example);
    port_ = new QSpinBox;
    port_->setObjectName(QStringLiteral("lanPort"));
    port_->setRange(1024, 65535);
    port_->setValue(kDefaultLanPort);
    password_ = new QLineEdit;
    password_->setObjectName(QStringLiteral("lanPassword"));
    password_->setMaxLength(40);
    password_->setPlaceholderText(tr("none"));
    ll->addRow(tr("Table name:"), name_);
    ll->addRow(tr("Port:"), port_);
    ll->addRow(tr("Password (optional):"), password_);
    ll->addRow(TableOptions::help(tr("Other players find the table under \"Join a LAN table\". The seats they do not "
                                     "take are played by computer players; the names and players chosen above are not "
                                     "used.")));
}

LanHostOptions LanHostBox::options(const QString &hostName) const
{
    LanHostOptions o;
    o.name = name_->text().trimmed();
    if (o.name.isEmpty())
        o.name = tr("%1's table").arg(hostName);
    o.port = quint16(port_->value());
    o.password = password_->text();
    return o;
}

void LanHostBox::load()
{
    QSettings q;
    name_->setText(q.value(QStringLiteral("lan/tableName")).toString());
    port_->setValue(q.value(QStringLiteral("lan/port"), int(kDefaultLanPort)).toInt());
}

void LanHostBox::save() const
{
    QSettings q;
    q.setValue(QStringLiteral("lan/tableName"), name_->text().trimmed());
    q.setValue(QStringLiteral("lan/port"), port_->value());
}

} // namespace ui
} // namespace qixing
