// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the leak tests (the conformance test, the records capture and the spectators' test)
// count in a message: how many times a piece is named in it.
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace qixing::test {

// How many string values in `v` are exactly `name` (keys aside), leaving out whatever is
// under the key `skip`.
inline int countNamed(const QJsonValue &v, const QString &name, QLatin1StringView skip = {})
{
    if (v.isString())
        return v.toString() == name ? 1 : 0;
    int n = 0;
    if (v.isArray()) {
        for (const QJsonValue &x : v.toArray())
            n += countNamed(x, name, skip);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (skip.isEmpty() || it.key() != skip)
                n += countNamed(it.value(), name, skip);
    }
    return n;
}

} // namespace qixing::test
