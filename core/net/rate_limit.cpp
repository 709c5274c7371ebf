// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/rate_limit.h"

#include <algorithm>

namespace qixing::net {

TokenBucket::TokenBucket(double perSecond, double burst) : perSecond_(perSecond), burst_(burst), tokens_(burst)
{
    clock_.start();
}

void TokenBucket::refill()
{
    const double refill = double(clock_.restart()) / 1000.0 * perSecond_;
    // Refilling stops at the burst; credits above it are kept.
    tokens_ = std::min(tokens_ + refill, std::max(tokens_, burst_));
}

bool TokenBucket::take()
{
    refill();
    if (tokens_ < 1)
        return false;
    tokens_ -= 1;
    return true;
}

bool TokenBucket::full()
{
    refill();
    return tokens_ >= burst_;
}

SourceRateLimiter::SourceRateLimiter(const Rates &rates)
    : rates_(rates), total_(rates.totalPerSecond, rates.totalBurst)
{
}

bool SourceRateLimiter::allow(const QHostAddress &source)
{
    auto it = sources_.find(source);
    if (it == sources_.end()) {
        if (sources_.size() >= rates_.maxSources) {
            // Forget the sources that have been quiet long enough to be full again.
            for (auto s = sources_.begin(); s != sources_.end();)
                s = s->full() ? sources_.erase(s) : std::next(s);
            if (sources_.size() >= rates_.maxSources)
                return false;
        }
        it = sources_.insert(source, TokenBucket(rates_.perSourcePerSecond, rates_.perSourceBurst));
    }
    // The source's own limit first: a source over it must not use up everyone's.
    return it->take() && total_.take();
}

} // namespace qixing::net
