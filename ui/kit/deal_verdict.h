// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A joined table's settlement says whether the hand's deal was the one the host committed to
// (docs/protocol.md, "Verifiable deals"): "Checking the deal…" until the host reveals it,
// then "Deal verified" or what did not match. A desktop or hosted table shows nothing: it
// has no host to doubt.

#include "net/deal_check.h"

#include <QString>

#include <functional>
#include <optional>

class QDialog;

namespace qixing::ui {

// A piece as the game's messages name it ("5H", "3m") in the reader's words.
using PieceName = std::function<QString(const QString &piece)>;

// The verdict in the reader's language (DealCheck::verdict's: nullopt, "", a code or
// "piece@seat" words).
QString dealVerdictText(const std::optional<QString> &problem, const PieceName &pieceName);

// Adds the verdict line on `hand` above the dialog's buttons (its layout's last item), kept
// up to date until the dialog closes.
void addDealVerdict(QDialog *dialog, const net::DealCheck &check, int hand, PieceName pieceName);

} // namespace qixing::ui
