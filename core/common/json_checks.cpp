// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/json_checks.h"

#include <cmath>

namespace qixing {

void requireOnly(const QJsonObject &o, std::initializer_list<const char *> allowed, const QString &where)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        bool known = false;
        for (const char *a : allowed)
            known = known || it.key() == QLatin1String(a);
        if (!known)
            throw JsonError(QStringLiteral("unknown field \"%1\" in %2").arg(it.key(), where).toStdString());
    }
}

std::int64_t wholeFrom(const QJsonValue &v, const QString &where, std::int64_t min, std::int64_t max)
{
    const double d = v.toDouble();
    if (!v.isDouble() || !std::isfinite(d) || d != std::floor(d))
        throw JsonError(QStringLiteral("%1 must be a whole number").arg(where).toStdString());
    if (d < double(min) || d > double(max))
        throw JsonError(QStringLiteral("%1 must be a whole number from %2 to %3").arg(where).arg(min).arg(max).toStdString());
    return std::int64_t(d);
}

} // namespace qixing
