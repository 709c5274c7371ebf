// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The strict-reading helpers every JSON codec of Qixing shares (Sevens, mahjong, saves,
// protocol). Qt JSON, so this sits beside the engines, not in them.

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <cstdint>
#include <initializer_list>
#include <limits>
#include <stdexcept>

namespace qixing {

// Bad JSON input, with a one-line English message.
class JsonError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// Throws JsonError if `o` has a key not in `allowed`.
void requireOnly(const QJsonObject &o, std::initializer_list<const char *> allowed, const QString &where);

// A whole number (JSON numbers are doubles) within [min, max], or throws JsonError.
std::int64_t wholeFrom(const QJsonValue &v, const QString &where,
                       std::int64_t min = -(std::int64_t(1) << 53), std::int64_t max = std::int64_t(1) << 53);

} // namespace qixing
