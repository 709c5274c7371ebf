#include "cli.h"

namespace qixing::cli {

int runMahjong(const QStringList &)
{
    throw UsageError(QStringLiteral("the mahjong engine is not built yet"));
}

} // namespace qixing::cli
