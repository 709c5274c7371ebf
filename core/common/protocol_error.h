// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What is wrong with a message from the other side of a connection: a protocol error code
// (docs/protocol.md) and one line of English. Thrown by the readers of every game's wire
// format and by the host's message handlers.

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <stdexcept>

namespace qixing::net {

class ProtocolError : public std::runtime_error
{
public:
    ProtocolError(const QString &code, const QString &message)
        : std::runtime_error(message.toStdString()), code_(code) {}
    QString code() const { return code_; }

private:
    QString code_;
};

// A whole number field of a message within [min, max], or ProtocolError("badMessage"). The
// range is checked on the double before any conversion, so 1e10 is refused, not converted.
inline int wholeField(const QJsonObject &m, const char *key, int min, int max)
{
    const QJsonValue v = m.value(QLatin1String(key));
    const double d = v.isDouble() ? v.toDouble() : 0.5;
    if (!v.isDouble() || !(d >= min && d <= max) || d != double(int(d)))
        throw ProtocolError(QStringLiteral("badMessage"),
                            QStringLiteral("\"%1\" must be a whole number from %2 to %3").arg(QLatin1String(key)).arg(min).arg(max));
    return int(d);
}

} // namespace qixing::net
