// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Token buckets, the one rate-limit mechanism of the LAN host (docs/protocol.md, "Errors and
// limits"): a connection's messages, a seat's table changes, discovery answers per source.
// Each event costs a token; tokens come back at `perSecond`, up to `burst`.

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>

namespace qixing::net {

class TokenBucket
{
public:
    TokenBucket() : TokenBucket(1, 1) {}
    TokenBucket(double perSecond, double burst);
    // Takes a token if there is one.
    bool take();
    // Tokens beyond the burst: events the other side was asked for must not count.
    void credit(double n) { tokens_ += n; }
    // Refilled to the burst by now: nothing to remember about this source.
    bool full();

private:
    void refill();
    double perSecond_;
    double burst_;
    double tokens_;
    QElapsedTimer clock_;
};

// One bucket per source address, and one for all sources together (a spoofed source address
// costs an attacker nothing). At most `maxSources` addresses are remembered; when that many
// are busy, a new one is refused.
class SourceRateLimiter
{
public:
    struct Rates
    {
        double perSourcePerSecond;
        double perSourceBurst;
        double totalPerSecond;
        double totalBurst;
        int maxSources;
    };
    explicit SourceRateLimiter(const Rates &rates);
    bool allow(const QHostAddress &source);

private:
    Rates rates_;
    TokenBucket total_;
    QHash<QHostAddress, TokenBucket> sources_;
};

} // namespace qixing::net
