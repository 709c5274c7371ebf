#pragma once
// What is wrong with a message from the other side of a connection: a protocol error code
// (docs/protocol.md) and one line of English. Thrown by the readers of every game's wire
// format and by the host's message handlers.

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

} // namespace qixing::net
