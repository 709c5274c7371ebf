// SPDX-License-Identifier: GPL-3.0-or-later
#include "mahjong/hand.h"

namespace qixing::mahjong {

HandState HandState::mirror(const SeatMirror &m)
{
    HandState h;
    h.phase_ = m.phase;
    h.toAct_ = std::int8_t(m.seat);
    h.gold_ = m.gold;
    h.dealer_ = std::int8_t(m.dealer);
    h.lastDiscard_ = m.lastDiscard;
    h.lastDiscarder_ = std::int8_t(m.lastDiscarder);
    h.lastDrawn_ = m.lastDrawn;
    // The host names the drawn tile only on a turn that began with the seat's own draw.
    h.justDrew_ = m.phase == Phase::Turn && m.lastDrawn != kNoTile;
    h.visible_ = m.visible;
    for (Seat s = 0; s < kSeats; ++s) {
        SeatState &st = h.seats_[std::size_t(s)];
        for (const Meld &meld : m.melds[std::size_t(s)])
            if (st.meldCount < st.melds.size())
                st.melds[st.meldCount++] = meld;
        st.flowers = std::uint8_t(m.flowers[std::size_t(s)]);
        st.flowerMask = std::uint8_t((1u << st.flowers) - 1);
        st.you = std::uint8_t(m.you[std::size_t(s)]);
    }
    for (const DiscardRecord &d : m.discards)
        if (h.historySize_ < kHistoryCapacity)
            h.history_[h.historySize_++] = d;
    SeatState &own = h.seats_[std::size_t(m.seat)];
    own.hand = m.hand;
    own.passedWin = m.passedWin;
    // The wall: only its size, so that drawable() is the seat's count (M40).
    h.front_ = 0;
    h.back_ = std::uint8_t(std::min(kTileCount, m.drawable + h.keptBack()));
    return h;
}

} // namespace qixing::mahjong
