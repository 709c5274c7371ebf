<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>CardStrip</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FinalStandingsDialog</name>
    <message>
        <source>Final standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The match is over after %n hand(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>You left the table and paid a penalty of %1, shared by the other three; a computer player finished your seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the hall</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Could not save the match: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Qixing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qixing (七星牌館) %1 — Sevens for four players, with computer opponents.
Cards, table and rules are drawn and written by the Qixing project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qixing — Sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qixing Card Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sevens for four, at one felt table. Mahjong will join the hall later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay the cards out from the sevens. Whoever cannot lay a card must cover one, and covered points pay the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the unfinished match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zhangzhou mahjong — coming soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest a card (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the &amp;hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;log and match panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Qixing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no unfinished match to resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved match is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved match could not be read and was not resumed.

Reason: %1

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be moved aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was kept as %1 so that it can be examined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The match is not finished (%1 of %2 hands played). If you leave now you pay the leaving penalty of %n base(s), %3, shared equally by the other three players (%4 each). A computer player takes your seat to finish the match.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Leave and pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head and tail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all covered 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear on a seven ×6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>big/middle/small head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet %1 · base %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Leaving penalty: %n base(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Turn limit: %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 covered %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 covered a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 played %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>[Our rule]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sevens — how to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players, one 52-card deck without jokers. The cards are laid out in four rows, one per suit, that grow from the 7 towards the A and the K. Whoever cannot lay a card must cover one face down; covered cards count against you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards and seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A counts 1, 2 to 10 their value, J 11, Q 12, K 13. A card&apos;s points are its rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player gets 13 cards. Play passes to the next player, counter-clockwise: on screen you sit at the bottom, the next player on the right, the opposite player at the top and the previous player on the left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every deal comes from a numbered shuffle of our own, so the same number gives exactly the same deal on every computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In files and on the command line a card is written as its rank (A 2 3 4 5 6 7 8 9 T J Q K) followed by its suit (S H D C), e.g. 7S, TD, KC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The holder of 7♠ starts and must play it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card can be played when it is a 7 of a suit not yet on the table, or when it is next to its suit&apos;s row: one below the low end or one above the high end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you hold a card that can be played you must play one (any one you like); covering is then not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If no card of yours fits, you must cover exactly one card of your choice: it lies face down in front of you for the rest of the hand. Only you see your covered cards until the hand ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every turn plays or covers one card, so a hand lasts 52 turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option head and tail close: as soon as a row reaches its A or its K, that suit is closed in both directions; its remaining cards can only be covered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your points are the sum of the cards you covered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear: you covered no card. Clear on a seven: you are clear and your last card was a 7. All covered: you covered all 13 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring: uniform (Taiwan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results are counted in bets; money = bets × the bet unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For every pair of players, the one with more points pays the other the difference times the receiver&apos;s multiplier: ×2 if the receiver is clear, ×6 instead if clear on a seven and the option “Clear on a seven pays ×6” is on, otherwise ×1. Equal points: nothing is paid. The results add up to zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option “All covered counts 100”: an all-covered player counts 0 points and everybody else counts 100 more than they covered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If two players are all covered, each of the others counts +100 for each of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option “Big, middle and small head” replaces the above: by points, the most pays 7 bets, the second 3, the third 1, and the fewest receives 11; no multipliers, no bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied players share the places they occupy together: each pays or receives the average of those places&apos; amounts (two tied for fewest receive (11 − 1) / 2 = 5 each). Results in bets are exact fractions; money is rounded to whole units by largest remainders so that it still adds up to zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring: biqi (mainland)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table multiplier M: with 0, 1, 2 or 3 clear players M is 1, 2, 4 or 8. With d players clear on a seven the seven multiplier is 8 × d. When both apply, the larger counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If all four players are clear, every score is 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who is not clear counts covered points × M; a clear player counts 0. Each player receives from every other player the difference between their counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table settings and the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A match is a series of hands at one table with fixed options, chosen in the table settings and shown to every player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bet unit is a whole amount of money; one base is 30 × the bet unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening limit: you may open or join a table only with a balance of at least one base.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who leaves before the last hand pays the leaving penalty of 1, 3 or 5 bases (a table option), shared equally by the three players who stay; a computer player then takes the seat so that the match can finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If your turn time runs out, the hint&apos;s choice is played for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing with the mouse and keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playable cards in your hand are raised and outlined in gold. When nothing fits, all your cards are outlined in blue: click the one to cover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left and Right choose a card, Up or Tab jumps to the next playable card, Enter or Space plays it, H shows a hint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of Sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <source>head and tail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all covered 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear on a seven ×6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring: uniform — for each pair, the player with more points pays the difference times the receiver&apos;s multiplier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring: biqi — multiplier M = %1; each player&apos;s points × M are compared pairwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring: big, middle and small head — 7, 3 and 1 bets paid, 11 received; ties share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 of %2 — settlement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Covered cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result (bets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pays %2 %3 bets (%4): %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody pays anybody this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One bet is %1; money is the result in bets × the bet, rounded so that it sums to zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableSettingsDialog</name>
    <message>
        <source>Table settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring and rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head and tail close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As soon as a row reaches its A or its K, the whole suit is closed: its remaining cards can only be covered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All covered counts 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniform only. A player who covered all 13 cards counts 0 points, and every other player counts 100 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear on a seven pays ×6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniform only. A player who is clear and whose last card was a 7 receives six times the difference instead of twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big, middle and small head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniform only, replaces the multipliers: the most points pays 7 bets, the second 3, the third 1; the fewest receives 11. Ties share the positions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stakes and match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The money one bet is worth. Results are counted in bets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One base:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every seat starts with this money. Opening a table needs at least one base.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting balance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many hands the match lasts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a player who leaves before the last hand pays, shared equally by the three who stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaving penalty:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When your time runs out, the hint&apos;s choice is played for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn time limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“All covered counts 100” belongs to the uniform preset; biqi has no such bonus. Turn it off or choose uniform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“Clear on a seven pays ×6” belongs to the uniform preset; biqi always scores a clear on a seven with its own multiplier (8 per such player). Turn it off or choose uniform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“Big, middle and small head” belongs to the uniform preset. Turn it off or choose uniform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“Big, middle and small head” replaces the multipliers and the all-covered bonus, so it cannot be combined with “All covered counts 100” or “Clear on a seven pays ×6”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening limit: every player needs at least one base (%1) to sit at this table, but the starting balance is %2. Lower the bet or raise the balance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniform (Taiwan, 排七): for every pair of players the one with more covered points pays the difference, times the receiver&apos;s multiplier (×2 when clear).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Biqi (mainland, 憋七): one table multiplier from the number of clear players; everyone&apos;s points times it are compared pairwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>30 × %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n base(s) = %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>Time is up: %1 was covered for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up: %1 was played for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 closed (head and tail) — only covering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n covered</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Your move: %1 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last: covered a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last: played %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your covered cards: %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None yet — stay clear!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Covered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold 7♠: open the hand with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card fits: you must cover one. Click the card to lay face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: play one of the highlighted cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) is to move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hint is available on your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: cover %1 — it costs you the fewest points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: play %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a card with the arrow keys first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next (right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opposite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous (left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mei</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hao</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (strong)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (beginner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Covered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear on a seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All covered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Biqi (mainland)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniform (Taiwan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Please wait: it is not your turn yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first card of the hand must be 7♠.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold a card that fits, so you may not cover: play one of the highlighted cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not fit yet: the %2 row has not been opened, and only its 7 opens it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 row is closed (head and tail): %2 can never be played, only covered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not fit: the %2 row runs from %3 to %4, so only %5 can go there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>big head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>middle head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>small head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lowest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tied %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is clear on a seven: × 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is clear: × 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>effective points %1 (each player&apos;s points × M = %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>payer is %1, receiver is %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
