<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>DealVerdict</name>
    <message>
        <source>Checking the deal…</source>
        <translation>正在驗證發牌…</translation>
    </message>
    <message>
        <source>Deal verified: every card or tile you were shown is the deal the host committed to.</source>
        <translation>發牌已驗證：你看到的每張牌，都是桌主事先承諾的發牌。</translation>
    </message>
    <message>
        <source>Deal NOT verified: the seed the host revealed is not the one it committed to.</source>
        <translation>發牌驗證失敗：桌主公開的種子不是它事先承諾的那一個。</translation>
    </message>
    <message>
        <source>Deal NOT verified: the host committed to no deal before this hand.</source>
        <translation>發牌驗證失敗：桌主在這局之前沒有承諾任何發牌。</translation>
    </message>
    <message>
        <source>Deal not verified: the host did not reveal this deal.</source>
        <translation>發牌未驗證：桌主沒有公開這局的發牌。</translation>
    </message>
    <message>
        <source>Deal NOT verified: the host&apos;s reveal does not read.</source>
        <translation>發牌驗證失敗：桌主公開的資料無法讀取。</translation>
    </message>
    <message>
        <source>Deal NOT verified: a message of this hand does not read.</source>
        <translation>發牌驗證失敗：這局有一則訊息無法讀取。</translation>
    </message>
    <message>
        <source>%1 (seat %2)</source>
        <translation>%1（%2 號位）</translation>
    </message>
    <message>
        <source>Deal NOT verified: not as the revealed deal: %1</source>
        <translation>發牌驗證失敗：與公開的發牌不符：%1</translation>
    </message>
</context>
<context>
    <name>TableOptions</name>
    <message>
        <source>None</source>
        <translation>不限時</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Two seats are both called “%1”: give every player a different name.</source>
        <translation>有兩個座位都叫「%1」：請替每位玩家取不同的名字。</translation>
    </message>
    <message>
        <source>Extra seconds each player has for the whole match, spent only when a turn&apos;s limit runs out.</source>
        <translation>每位玩家整場牌局另有的秒數，只在一手的時限用完後才扣用。</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no clock bank</comment>
        <translation>不設</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Opposite</source>
        <translation>對家</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Mei</source>
        <translation>阿美</translation>
    </message>
    <message>
        <source>Hao</source>
        <translation>阿豪</translation>
    </message>
    <message>
        <source>Ling</source>
        <translation>小玲</translation>
    </message>
    <message>
        <source>Computer (strong)</source>
        <translation>電腦（高手）</translation>
    </message>
    <message>
        <source>Computer (beginner)</source>
        <translation>電腦（新手）</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>Covered</source>
        <translation>蓋牌</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>脫手</translation>
    </message>
    <message>
        <source>Clear on a seven</source>
        <translation>七脫手</translation>
    </message>
    <message>
        <source>All covered</source>
        <translation>全蓋</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>這一把結束了。</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn yet.</source>
        <translation>請稍候：還沒輪到你。</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation>你手上沒有 %1。</translation>
    </message>
    <message>
        <source>The first card of the hand must be 7♠.</source>
        <translation>每一把的第一張必須是黑桃 7。</translation>
    </message>
    <message>
        <source>You hold a card that fits, so you may not cover: play one of the highlighted cards.</source>
        <translation>你手上有牌能接，不能蓋牌：請出一張亮起的牌。</translation>
    </message>
    <message>
        <source>%1 does not fit yet: the %2 row has not been opened, and only its 7 opens it.</source>
        <translation>%1 還接不上：%2 這一列還沒開，只有它的 7 能開。</translation>
    </message>
    <message>
        <source>The %1 row is closed (head and tail): %2 can never be played, only covered.</source>
        <translation>%1 這一列已封（去頭去尾）：%2 不能再出，只能蓋掉。</translation>
    </message>
    <message>
        <source>%1 does not fit: the %2 row runs from %3 to %4, so only %5 can go there.</source>
        <translation>%1 接不上：%2 這一列目前是 %3 到 %4，只能接 %5。</translation>
    </message>
    <message>
        <source> or </source>
        <translation>或</translation>
    </message>
    <message>
        <source>big head</source>
        <translation>大頭</translation>
    </message>
    <message>
        <source>middle head</source>
        <translation>中頭</translation>
    </message>
    <message>
        <source>small head</source>
        <translation>小頭</translation>
    </message>
    <message>
        <source>lowest</source>
        <translation>最少</translation>
    </message>
    <message>
        <source>tied %1–%2</source>
        <translation>並列%1至%2</translation>
    </message>
    <message>
        <source>%1 is clear on a seven: × 6</source>
        <translation>%1 七脫手：× 6</translation>
    </message>
    <message>
        <source>%1 is clear: × 2</source>
        <translation>%1 脫手：× 2</translation>
    </message>
    <message>
        <source>× 1</source>
        <translation>× 1</translation>
    </message>
    <message>
        <source>points %1, %2</source>
        <translation>點數 %1，%2</translation>
    </message>
    <message>
        <source>effective points %1 (each player&apos;s points × M = %2)</source>
        <translation>計分點數 %1（每家點數 × M = %2）</translation>
    </message>
    <message>
        <source>payer is %1, receiver is %2</source>
        <translation>付方是%1，收方是%2</translation>
    </message>
    <message>
        <source>Friday Sevens</source>
        <translation>週五排七</translation>
    </message>
    <message>
        <source>Hi! Ready when you are.</source>
        <translation>嗨！你好了我就可以開始。</translation>
    </message>
    <message>
        <source>Waiting for one more, then we start.</source>
        <translation>再等一個人就開始。</translation>
    </message>
    <message>
        <source>Deal me in!</source>
        <translation>算我一份！</translation>
    </message>
    <message>
        <source>Person (LAN)</source>
        <translation>真人（區域網路）</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <source>Mainland scoring</source>
        <translation>大陸算法</translation>
    </message>
    <message>
        <source>Taiwan scoring</source>
        <translation>台灣算法</translation>
    </message>
    <message>
        <source>Hint: play %1 — it is the only card that fits.</source>
        <translation>提示：出 %1——只有這張能接。</translation>
    </message>
    <message>
        <source>Hint: play %1 — it opens the way to your own cards further along that row.</source>
        <translation>提示：出 %1——這樣能替你自己同一排更遠的牌開路。</translation>
    </message>
    <message>
        <source>Hint: play %1 — it closes the suit, so the others&apos; remaining cards of it can only be covered.</source>
        <translation>提示：出 %1——這樣會封住這個花色，別人手上剩下的這個花色只能蓋掉。</translation>
    </message>
    <message>
        <source>Hint: play %1 — no play frees a card of yours, and this one helps the others least.</source>
        <translation>提示：出 %1——出哪張都幫不到你自己的牌，這張對別人幫助最小。</translation>
    </message>
    <message>
        <source>Hint: cover %1 — it can never be played any more, so covering it loses nothing else.</source>
        <translation>提示：蓋 %1——這張已經不可能打出去，蓋掉它不會再多損失別的牌。</translation>
    </message>
    <message>
        <source>Hint: cover %1 — it shuts the row beyond it, whose cards the others hold; that is worth more than its points.</source>
        <translation>提示：蓋 %1——這樣後面那一段就接不下去，卡住別人手上的牌，划算過它本身的點數。</translation>
    </message>
    <message>
        <source>Hint: cover %1 — of all your cards it loses you the fewest points.</source>
        <translation>提示：蓋 %1——在你所有的牌裡，蓋它損失的點數最少。</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>電腦 %1</translation>
    </message>
    <message>
        <source>Next · right</source>
        <translation>右手下家</translation>
    </message>
    <message>
        <source>Previous · left</source>
        <translation>左手上家</translation>
    </message>
    <message>
        <source>Computer (master)</source>
        <translation>電腦（大師）</translation>
    </message>
    <message>
        <source>Computer (casual)</source>
        <translation>電腦（一般）</translation>
    </message>
    <message>
        <source>Zhangzhou mahjong</source>
        <translation>漳州麻將</translation>
    </message>
    <message>
        <source>Sixteen tiles and a gold that stands for any tile: win on a discard, on your own draw, or go for 游金.</source>
        <translation>十六張牌，加上什麼都能當的金：胡別人打的、自己摸的，或拚一把游金。</translation>
    </message>
    <message>
        <source>head and tail</source>
        <translation>去頭去尾</translation>
    </message>
    <message>
        <source>all covered 100</source>
        <translation>全蓋100分</translation>
    </message>
    <message>
        <source>clear on a seven ×6</source>
        <translation>七脫手加倍（×6）</translation>
    </message>
    <message>
        <source>big/middle/small head</source>
        <translation>大中小頭</translation>
    </message>
    <message>
        <source>Cover %1</source>
        <translation>蓋 %1</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>出 %1</translation>
    </message>
</context>
<context>
    <name>TileRenderer</name>
    <message>
        <source>Qixing (built in)</source>
        <translation>七星牌館（內建）</translation>
    </message>
</context>
<context>
    <name>qixing::ui::BigScreenLink</name>
    <message>
        <source>Big screen</source>
        <translation>大螢幕</translation>
    </message>
</context>
<context>
    <name>qixing::ui::BigScreenView</name>
    <message>
        <source>Waiting for the host&apos;s tables…</source>
        <translation>等候桌主的牌桌…</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>第 %1 把</translation>
    </message>
    <message>
        <source>In the lobby</source>
        <translation>在大廳等候</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation>兩局之間</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>輪到 %1</translation>
    </message>
    <message>
        <source>Gold: %1</source>
        <translation>金：%1</translation>
    </message>
    <message>
        <source>Following table %1</source>
        <translation>跟看第 %1 桌</translation>
    </message>
    <message>
        <source>Table %1 of %2 · the next in %3 s</source>
        <translation>第 %1 桌（共 %2 桌）· %3 秒後換下一桌</translation>
    </message>
    <message>
        <source>Big screen</source>
        <translation>大螢幕</translation>
    </message>
</context>
<context>
    <name>qixing::ui::CardStrip</name>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
</context>
<context>
    <name>qixing::ui::FinalStandingsDialog</name>
    <message>
        <source>Final standings</source>
        <translation>最終排名</translation>
    </message>
    <message>
        <source>The match is over. Hands played: %1</source>
        <translation>整場結束，共打了 %1 把。</translation>
    </message>
    <message>
        <source>You left the table and paid a penalty of %1, shared by the other three; a computer player finished your seat.</source>
        <translation>你中途離桌，付了棄權處罰 %1，由其他三家平分；你的座位由電腦代打到終局。</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開局</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>輸贏</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>餘額</translation>
    </message>
    <message>
        <source>Back to the hall</source>
        <translation>回到大廳</translation>
    </message>
</context>
<context>
    <name>qixing::ui::GameScreen</name>
    <message>
        <source>OK</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>another Qixing window (process %1)</source>
        <translation>另一個七星牌館視窗（程序 %1）</translation>
    </message>
    <message>
        <source>another Qixing window</source>
        <translation>另一個七星牌館視窗</translation>
    </message>
    <message>
        <source>The match is open elsewhere</source>
        <translation>牌局正在別處進行</translation>
    </message>
    <message>
        <source>Finish it or go back to the hall there first. This window does not resume, replace or end it.</source>
        <translation>請先在那裡打完，或回到大廳。這個視窗不會繼續、取代或結束它。</translation>
    </message>
</context>
<context>
    <name>qixing::ui::HallScreen</name>
    <message>
        <source>Qixing Card Hall</source>
        <translation>七星牌館</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>排七</translation>
    </message>
    <message>
        <source>Lay the cards out from the sevens. Whoever cannot lay a card must cover one, and covered points pay the others.</source>
        <translation>從七開始接牌。接不上的人就得蓋一張牌，
蓋牌點數要賠給別人。</translation>
    </message>
    <message>
        <source>New table…</source>
        <translation>開桌…</translation>
    </message>
    <message>
        <source>Host a LAN table…</source>
        <translation>在區域網路開桌…</translation>
    </message>
    <message>
        <source>Join a LAN table…</source>
        <translation>加入區域網路牌桌…</translation>
    </message>
    <message>
        <source>Resume the unfinished match</source>
        <translation>繼續未完的牌局</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>遊戲規則</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>離開</translation>
    </message>
    <message>
        <source>%1 for four, at one felt table.</source>
        <translation>四人同桌：%1。</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1與%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>History…</source>
        <translation>對局紀錄…</translation>
    </message>
    <message>
        <source>Every match kept here: replay, review, export</source>
        <translation>這裡記下的每場牌局：看牌譜、復盤、匯出</translation>
    </message>
</context>
<context>
    <name>qixing::ui::HistoryScreen</name>
    <message>
        <source>At this computer</source>
        <translation>在這台電腦</translation>
    </message>
    <message>
        <source>Hosted here</source>
        <translation>在這裡當桌主</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>加入別人的牌桌</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>伺服器</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>命令列</translation>
    </message>
    <message>
        <source>%1 (not finished)</source>
        <translation>%1（未打完）</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>在哪裡打</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>你的輸贏</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>把數</translation>
    </message>
    <message>
        <source>History</source>
        <translation>對局紀錄</translation>
    </message>
    <message>
        <source>Back to the hall</source>
        <translation>回到大廳</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>遊戲(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>玩家(&amp;P)：</translation>
    </message>
    <message>
        <source>any name</source>
        <translation>任何名字</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>從(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>到(&amp;T)：</translation>
    </message>
    <message>
        <source>any day</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Game shown</source>
        <translation>顯示的遊戲</translation>
    </message>
    <message>
        <source>Player&apos;s name shown</source>
        <translation>顯示的玩家名字</translation>
    </message>
    <message>
        <source>Matches from this day</source>
        <translation>從這天起的牌局</translation>
    </message>
    <message>
        <source>Matches up to this day</source>
        <translation>到這天為止的牌局</translation>
    </message>
    <message>
        <source>Matches recorded</source>
        <translation>記錄下來的牌局</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>看牌譜(&amp;R)</translation>
    </message>
    <message>
        <source>Replay the match chosen</source>
        <translation>看選定牌局的牌譜</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>匯出(&amp;E)…</translation>
    </message>
    <message>
        <source>Export the match chosen to a file</source>
        <translation>把選定的牌局匯出成檔案</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>匯入(&amp;I)…</translation>
    </message>
    <message>
        <source>Import matches from a file</source>
        <translation>從檔案匯入牌局</translation>
    </message>
    <message>
        <source>Matches listed</source>
        <translation>列出的牌局場數</translation>
    </message>
    <message>
        <source>Notice</source>
        <translation>通知</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>所有遊戲</translation>
    </message>
    <message>
        <source>No records are kept.</source>
        <translation>沒有保存對局紀錄。</translation>
    </message>
    <message>
        <source>Matches: %1</source>
        <translation>牌局：%1</translation>
    </message>
    <message>
        <source>The match is not in the records.</source>
        <translation>紀錄裡沒有這場牌局。</translation>
    </message>
    <message>
        <source>Matches imported from %1: %2.</source>
        <translation>從 %1 匯入的牌局：%2。</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>匯出牌局</translation>
    </message>
    <message>
        <source>Qixing records (*.qixing-records);;All files (*)</source>
        <translation>七星牌館紀錄 (*.qixing-records);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>The match could not be exported: %1</source>
        <translation>無法匯出牌局：%1</translation>
    </message>
    <message>
        <source>The match was exported to %1.</source>
        <translation>牌局已匯出到 %1。</translation>
    </message>
    <message>
        <source>Import matches</source>
        <translation>匯入牌局</translation>
    </message>
    <message>
        <source>Qixing records (*.qixing-records *.jsonl);;All files (*)</source>
        <translation>七星牌館紀錄 (*.qixing-records *.jsonl);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Nothing was imported from %1: %2</source>
        <translation>沒有從 %1 匯入任何東西：%2</translation>
    </message>
    <message>
        <source>Cancel the match&apos;s review</source>
        <translation>取消整場牌局的復盤</translation>
    </message>
    <message>
        <source>Review the whole match for</source>
        <translation>復盤整場牌局，座位</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 號位</translation>
    </message>
    <message>
        <source>This match cannot be reviewed.</source>
        <translation>這場牌局無法復盤。</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>規則(&amp;U)：</translation>
    </message>
    <message>
        <source>Rules shown</source>
        <translation>顯示的規則</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>全部規則</translation>
    </message>
    <message>
        <source>%1 (ended by vote)</source>
        <translation>%1（投票結束）</translation>
    </message>
</context>
<context>
    <name>qixing::ui::HostToolsBar</name>
    <message>
        <source>Vote to end the match now: %1 of %2 agree · %3 s left</source>
        <translation>投票立即結束牌局：%2 人中 %1 人同意 · 剩 %3 秒</translation>
    </message>
    <message>
        <source>Everyone agreed: the match ends now; the hand in play is not scored.</source>
        <translation>全員同意：牌局現在結束；進行中的這一手不計分。</translation>
    </message>
    <message>
        <source>The vote to end the match failed: play goes on.</source>
        <translation>結束牌局的投票未通過：繼續遊戲。</translation>
    </message>
    <message>
        <source>Rematch with the same players and seats: %1 of %2 agree</source>
        <translation>原班人馬、原座位再來一場：%2 人中 %1 人同意</translation>
    </message>
    <message>
        <source>Everyone agreed: a new match starts.</source>
        <translation>全員同意：新的一場開始。</translation>
    </message>
    <message>
        <source>No rematch: not everyone agreed.</source>
        <translation>不再來一場：並非全員同意。</translation>
    </message>
    <message>
        <source>Agree</source>
        <translation>同意</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>拒絕</translation>
    </message>
</context>
<context>
    <name>qixing::ui::LanBrowserDialog</name>
    <message>
        <source>Join a LAN table</source>
        <translation>加入區域網路牌桌</translation>
    </message>
    <message>
        <source>Tables hosted on this network. Pick one and join, or type the host&apos;s address.</source>
        <translation>這個網路上開放的牌桌。選一桌加入，或輸入桌主電腦的位址。</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>桌主</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>空位</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>重新整理</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation>例如 192.168.1.20</translation>
    </message>
    <message>
        <source>only if the table has one</source>
        <translation>牌桌有設密碼才需要</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>連接埠：</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>你的名字：</translation>
    </message>
    <message>
        <source>Host address:</source>
        <translation>桌主位址：</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>密碼：</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>正在尋找牌桌…</translation>
    </message>
    <message>
        <source>No tables found yet. Is the host on this network?</source>
        <translation>還沒找到牌桌。桌主和你在同一個網路上嗎？</translation>
    </message>
    <message>
        <source>Tables found: %1</source>
        <translation>找到 %1 桌</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>對局中</translation>
    </message>
    <message>
        <source>%1 of 4</source>
        <translation>%1／4</translation>
    </message>
    <message>
        <source>%1 (password)</source>
        <translation>%1（有密碼）</translation>
    </message>
    <message>
        <source>the settings file could not be written</source>
        <translation>設定檔無法寫入</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>觀戰</translation>
    </message>
</context>
<context>
    <name>qixing::ui::LanController</name>
    <message>
        <source>Could not host the table</source>
        <translation>無法開桌</translation>
    </message>
    <message>
        <source>Port %1 could not be opened: %2

Choose another port in 開桌設定, or close the program that uses it.</source>
        <translation>無法使用連接埠 %1：%2

請在開桌設定裡換一個連接埠，或關閉正在使用它的程式。</translation>
    </message>
    <message>
        <source>The table cannot be found by the LAN browser (%1); players can join by address.</source>
        <translation>其他人無法在區域網路清單中找到這一桌（%1），但可以輸入位址加入。</translation>
    </message>
    <message>
        <source>%1 (seat %2) lost the connection: a computer player plays the seat until they come back.</source>
        <translation>%1（%2 號位）斷線了：他回來之前由電腦代打。</translation>
    </message>
    <message>
        <source>%1 left seat %2.</source>
        <translation>%1 離開了 %2 號位。</translation>
    </message>
    <message>
        <source>%1 is back at seat %2.</source>
        <translation>%1 回到了 %2 號位。</translation>
    </message>
    <message>
        <source>%1, port %2</source>
        <translation>%1，連接埠 %2</translation>
    </message>
    <message>
        <source>The table is open on port %1. Waiting for players…</source>
        <translation>牌桌已開在連接埠 %1，等待玩家加入…</translation>
    </message>
    <message>
        <source>There is no table with a free seat at %1.</source>
        <translation>%1 沒有還有空位的牌桌。</translation>
    </message>
    <message>
        <source>Your seat could not be remembered (%1): after a crash, this window could not take it back.</source>
        <translation>無法記住你的座位（%1）：程式當掉後，這個視窗將無法拿回座位。</translation>
    </message>
    <message>
        <source>You sat down at seat %1.</source>
        <translation>你坐在 %1 號位。</translation>
    </message>
    <message>
        <source>Could not save the settings: %1</source>
        <translation>無法儲存設定：%1</translation>
    </message>
    <message>
        <source>Could not join the table</source>
        <translation>無法加入牌桌</translation>
    </message>
    <message>
        <source>The table was closed</source>
        <translation>牌桌已散</translation>
    </message>
    <message>
        <source>The host closed the table, so the match has ended. You are back in the hall.

(The host said: %1)</source>
        <translation>桌主散桌了，對局已經結束，你回到了大廳。

（桌主的訊息：%1）</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>連線中斷</translation>
    </message>
    <message>
        <source>%1 A computer player plays your seat meanwhile.

Reconnect to take your seat back?</source>
        <translation>%1這段時間由電腦代打你的座位。

要重新連線拿回你的座位嗎？</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>重新連線</translation>
    </message>
    <message>
        <source>Back to the hall</source>
        <translation>回到大廳</translation>
    </message>
    <message>
        <source>You host this table. Closing it ends the match for everyone at it; the match so far is saved on this computer.</source>
        <translation>你是這一桌的桌主。散桌後所有人的對局都會結束；目前為止的牌局會存在這台電腦上。</translation>
    </message>
    <message>
        <source>If you leave, a computer player plays your seat until the match ends.</source>
        <translation>你離開後，由電腦代打你的座位直到終局。</translation>
    </message>
    <message>
        <source>Something new can only start once you leave the match you are in.</source>
        <translation>要開始新的牌局，得先離開現在這一場。</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>確定要散桌嗎？</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>確定要離桌嗎？</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>散桌</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>離開</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>留下</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>桌主關閉了牌桌。</translation>
    </message>
    <message>
        <source>The host program is shutting down.</source>
        <translation>桌主的程式正在關閉。</translation>
    </message>
    <message>
        <source>The table&apos;s password is wrong or missing.</source>
        <translation>牌桌密碼錯誤或沒有輸入。</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>這一桌已經坐滿了。</translation>
    </message>
    <message>
        <source>That seat is already taken.</source>
        <translation>這個座位已經有人坐了。</translation>
    </message>
    <message>
        <source>The host has no such table (any more).</source>
        <translation>桌主那邊沒有（或已經沒有）這一桌。</translation>
    </message>
    <message>
        <source>The host runs another version of Qixing.</source>
        <translation>桌主使用的七星牌館版本不同。</translation>
    </message>
    <message>
        <source>The match can start once everyone seated is ready.</source>
        <translation>坐下的人都準備好之後才能開始。</translation>
    </message>
    <message>
        <source>Your balance is too low for this table.</source>
        <translation>你的餘額不夠坐這一桌。</translation>
    </message>
    <message>
        <source>That table plays another game.</source>
        <translation>那一桌玩的是另一種遊戲。</translation>
    </message>
    <message>
        <source>The connection to the host is too slow or was interrupted.</source>
        <translation>與桌主的連線太慢或中斷了。</translation>
    </message>
    <message>
        <source>You are not seated at a table of this host.</source>
        <translation>你沒有坐在這位桌主的牌桌上。</translation>
    </message>
    <message>
        <source>Too many messages too quickly: the host asks you to slow down.</source>
        <translation>訊息送得太快太多：桌主請你慢一點。</translation>
    </message>
    <message>
        <source>The host did not understand this window (does it run another version of Qixing?).</source>
        <translation>桌主看不懂這個視窗送的訊息（對方用的是另一個版本的七星牌館嗎？）。</translation>
    </message>
    <message>
        <source>The host said: %1</source>
        <translation>桌主回覆：%1</translation>
    </message>
    <message>
        <source>%1 refused the connection on port %2: no Qixing table is open there. Check the address and the port.</source>
        <translation>%1 拒絕了連接埠 %2 的連線：那裡沒有開著的七星牌館牌桌。請檢查位址和連接埠。</translation>
    </message>
    <message>
        <source>No computer called %1 was found. Check the address.</source>
        <translation>找不到名為 %1 的電腦。請檢查位址。</translation>
    </message>
    <message>
        <source>%1 did not answer in time.</source>
        <translation>%1 沒有及時回應。</translation>
    </message>
    <message>
        <source>The network to %1 cannot be reached.</source>
        <translation>連不上通往 %1 的網路。</translation>
    </message>
    <message>
        <source>The connection to %1:%2 was closed.</source>
        <translation>與 %1:%2 的連線已經結束。</translation>
    </message>
    <message>
        <source>The connection to %1:%2 failed (network error %3).</source>
        <translation>與 %1:%2 的連線失敗（網路錯誤 %3）。</translation>
    </message>
    <message>
        <source>You are watching table %1.</source>
        <translation>你正在觀看第 %1 桌。</translation>
    </message>
    <message>
        <source>Removed from the table</source>
        <translation>已被請離牌桌</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>桌主已將你請離牌桌。</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>%1 號位：%2</translation>
    </message>
    <message>
        <source>Away: a computer plays for me (托管)</source>
        <translation>託管：由電腦代我出牌</translation>
    </message>
    <message>
        <source>Propose to end the match</source>
        <translation>提議結束牌局</translation>
    </message>
    <message>
        <source>Offer a rematch</source>
        <translation>邀請再來一場</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>請離一位玩家</translation>
    </message>
    <message>
        <source>A rematch can be offered after a match, to the people still seated.</source>
        <translation>一場牌局結束後，才能邀請仍在座的玩家再來一場。</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 號位</translation>
    </message>
    <message>
        <source>%1 is away: a computer player plays the seat (托管).</source>
        <translation>%1 暫離：由電腦託管這個座位。</translation>
    </message>
    <message>
        <source>%1 is back and plays the seat again.</source>
        <translation>%1 回來了，重新自己出牌。</translation>
    </message>
    <message>
        <source>The match was ended by a vote: the hands played count, the hand in play does not.</source>
        <translation>牌局經投票結束：已打完的各手照算，進行中的這一手不算。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>請離</translation>
    </message>
    <message>
        <source>Swap with…</source>
        <translation>與…換座位</translation>
    </message>
    <message>
        <source>%1 (table %2)</source>
        <translation>%1（第 %2 桌）</translation>
    </message>
    <message>
        <source>Watch the table</source>
        <translation>旁觀這一桌</translation>
    </message>
    <message>
        <source>The host asks a password to watch this table:</source>
        <translation>桌主要求輸入旁觀密碼：</translation>
    </message>
    <message>
        <source>a computer player</source>
        <translation>電腦</translation>
    </message>
    <message>
        <source>The host moved you to seat %1 for the next hand; your money and totals move with you.</source>
        <translation>桌主把你換到 %1 號位，下一把起生效；你的輸贏和累計跟著你走。</translation>
    </message>
    <message>
        <source>The host swapped seats %1 and %2 between hands: %3 sits at seat %1 now, %4 at seat %2.</source>
        <translation>桌主在兩把之間對調了 %1 號位和 %2 號位：現在 %3 坐 %1 號位，%4 坐 %2 號位。</translation>
    </message>
    <message>
        <source>Host (%1)</source>
        <comment>a chat line of the host itself, from no seat</comment>
        <translation>桌主（%1）</translation>
    </message>
</context>
<context>
    <name>qixing::ui::LanHostBox</name>
    <message>
        <source>Host on the LAN</source>
        <translation>在區域網路開桌</translation>
    </message>
    <message>
        <source>none</source>
        <translation>不設密碼</translation>
    </message>
    <message>
        <source>Table name:</source>
        <translation>桌名：</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>連接埠：</translation>
    </message>
    <message>
        <source>Password (optional):</source>
        <translation>密碼（可不填）：</translation>
    </message>
    <message>
        <source>Other players find the table under &quot;Join a LAN table&quot;. The seats they do not take are played by computer players; the names and players chosen above are not used.</source>
        <translation>其他玩家可在「加入區域網路牌桌」找到這一桌。沒人坐的座位由電腦代打；上面設定的名字和電腦對手不會用到。</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>%1 的牌桌</translation>
    </message>
    <message>
        <source>Allow spectators</source>
        <translation>允許旁觀</translation>
    </message>
    <message>
        <source>Spectators may chat</source>
        <translation>旁觀者可聊天</translation>
    </message>
    <message>
        <source>Spectators:</source>
        <translation>旁觀：</translation>
    </message>
    <message>
        <source>Password to watch:</source>
        <translation>旁觀密碼：</translation>
    </message>
    <message>
        <source>Public information only</source>
        <translation>只看公開資訊</translation>
    </message>
    <message>
        <source>Every hand, one hand behind</source>
        <translation>每家手牌，晚一把公開</translation>
    </message>
    <message>
        <source>Spectators see:</source>
        <translation>旁觀者看得到：</translation>
    </message>
    <message>
        <source>Duplicate tables:</source>
        <translation>複式桌數：</translation>
    </message>
    <message>
        <source>Duplicate tables play the same deals: you sit at table 1, the others are open for people who join; the standings compare everyone who held the same hand.</source>
        <translation>複式各桌發同樣的牌：你坐第 1 桌，其他桌開放給加入的人；排名比較拿同一手牌的每個人。</translation>
    </message>
</context>
<context>
    <name>qixing::ui::LobbyScreen</name>
    <message>
        <source>unknown rules</source>
        <translation>規則不明</translation>
    </message>
    <message>
        <source>Bet %1 · base %2</source>
        <translation>每注 %1 · 一底 %2</translation>
    </message>
    <message>
        <source>Hands: %1</source>
        <translation>把數：%1</translation>
    </message>
    <message>
        <source>Leaving penalty: %1 × base</source>
        <translation>棄權處罰：%1 底</translation>
    </message>
    <message>
        <source>Turn limit: %1 s</source>
        <translation>每手限時 %1 秒</translation>
    </message>
    <message>
        <source>No turn limit</source>
        <translation>出牌不限時</translation>
    </message>
    <message>
        <source>%1 s a turn</source>
        <translation>每手 %1 秒</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Table rules</source>
        <translation>牌桌規則</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>送出</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <translation>跟同桌的人說點什麼…</translation>
    </message>
    <message>
        <source>I&apos;m ready</source>
        <translation>我準備好了</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>開始對局</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>散桌</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>離開</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>身分</translation>
    </message>
    <message>
        <source>Others join with &quot;Join a LAN table…&quot; in the hall, or by this computer&apos;s address: %1.</source>
        <translation>其他人可以在大廳按「加入區域網路牌桌…」，或輸入這台電腦的位址加入：%1。</translation>
    </message>
    <message>
        <source>Start when everyone is seated: empty seats are played by computer players.</source>
        <translation>大家都坐好就可以開始：空位由電腦代打。</translation>
    </message>
    <message>
        <source>Tick &quot;I&apos;m ready&quot; when you are. The match starts when the host starts it, or as soon as four ready people sit at the table.</source>
        <translation>準備好了就勾選「我準備好了」。桌主按開始，或四個人都坐下並準備好，對局就會開始。</translation>
    </message>
    <message>
        <source>LAN table</source>
        <translation>區域網路牌桌</translation>
    </message>
    <message>
        <source>You are hosting this table.</source>
        <translation>你是這一桌的桌主。</translation>
    </message>
    <message>
        <source>Connected to %1.</source>
        <translation>已連線到 %1。</translation>
    </message>
    <message>
        <source>The match is being played.</source>
        <translation>對局進行中。</translation>
    </message>
    <message>
        <source>The table has a password.</source>
        <translation>這一桌有密碼。</translation>
    </message>
    <message>
        <source>(free seat)</source>
        <translation>（空位）</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1（你）</translation>
    </message>
    <message>
        <source>computer player if nobody sits</source>
        <translation>沒人坐就由電腦代打</translation>
    </message>
    <message>
        <source>host</source>
        <translation>桌主</translation>
    </message>
    <message>
        <source>person, ready</source>
        <translation>真人，已準備</translation>
    </message>
    <message>
        <source>person, not ready yet</source>
        <translation>真人，還沒準備</translation>
    </message>
    <message>
        <source>person</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>computer player</source>
        <translation>電腦</translation>
    </message>
    <message>
        <source>you, ready</source>
        <translation>你，已準備</translation>
    </message>
    <message>
        <source>you, not ready yet</source>
        <translation>你，還沒準備</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 號位</translation>
    </message>
    <message>
        <source>Base %1</source>
        <translation>底分 %1</translation>
    </message>
    <message>
        <source>Dealer streak: pays 1, 2, 4 … times</source>
        <translation>連莊：1、2、4…倍</translation>
    </message>
    <message>
        <source>Dealer streak: pays 1, 2, 3 … times</source>
        <translation>連莊：1、2、3…倍</translation>
    </message>
    <message>
        <source>Rounds: %1</source>
        <translation>%1 圈</translation>
    </message>
    <message>
        <source>Claims: %1 s</source>
        <translation>吃碰槓 %1 秒</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>away (托管)</source>
        <translation>託管中</translation>
    </message>
    <message>
        <source>House rules: %1</source>
        <translation>玩法：%1</translation>
    </message>
    <message>
        <source>Big screen…</source>
        <translation>大螢幕…</translation>
    </message>
    <message>
        <source>%1 (this table)</source>
        <translation>%1（本桌）</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>對局中</translation>
    </message>
    <message>
        <source>%1 of 4 seated</source>
        <translation>已坐 %1／4</translation>
    </message>
    <message>
        <source>no spectators</source>
        <translation>不開放旁觀</translation>
    </message>
    <message>
        <source>watch with a password</source>
        <translation>旁觀需密碼</translation>
    </message>
    <message>
        <source>open to watch</source>
        <translation>開放旁觀</translation>
    </message>
    <message>
        <source>Tables at this host</source>
        <translation>桌主的各桌</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>旁觀</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>旁觀</translation>
    </message>
    <message>
        <source>You are watching this table: it shows as soon as the host deals. Leave goes back to where you chose to watch.</source>
        <translation>你正在旁觀這一桌：桌主一發牌就會顯示牌桌。按「離開」回到你選擇旁觀的地方。</translation>
    </message>
    <message>
        <source>The host lets spectators read the chat, not write in it</source>
        <translation>桌主讓旁觀者只能看聊天，不能發言</translation>
    </message>
</context>
<context>
    <name>qixing::ui::MahjongSettingsDialog</name>
    <message>
        <source>Mahjong table settings</source>
        <translation>麻將開桌設定</translation>
    </message>
    <message>
        <source>Zhangzhou mahjong with the gold. Every option is shown to all players and fixed for the whole match.</source>
        <translation>有「金」的漳州麻將。每一項設定都讓所有玩家看到，整場不變。</translation>
    </message>
    <message>
        <source>Stakes and match</source>
        <translation>賭注與場次</translation>
    </message>
    <message>
        <source>The money one base (底分) is worth: every payment is a number of bases.</source>
        <translation>一個底分值多少錢：每筆付款都是若干個底分。</translation>
    </message>
    <message>
        <source>Base:</source>
        <translation>底分：</translation>
    </message>
    <message>
        <source>Linear (1, 2, 3 …)</source>
        <translation>逐把加一（1、2、3……）</translation>
    </message>
    <message>
        <source>Doubling (1, 2, 4 …)</source>
        <translation>翻倍（1、2、4……）</translation>
    </message>
    <message>
        <source>How the payments grow while the dealer keeps the deal (連莊).</source>
        <translation>莊家連莊時，付款怎麼往上加。</translation>
    </message>
    <message>
        <source>Dealer streak:</source>
        <translation>連莊倍數：</translation>
    </message>
    <message>
        <source>A round (圈) ends when the deal has passed round all four seats.</source>
        <translation>莊輪過四家就是一圈。</translation>
    </message>
    <message>
        <source>Rounds (圈):</source>
        <translation>圈數：</translation>
    </message>
    <message>
        <source>The dealer keeps the deal after winning or after a drawn hand, so a round can last many hands.</source>
        <translation>莊家胡牌或流局就連莊，所以一圈可能打很多把。</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds after a number</comment>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Time to answer a claim prompt.</source>
        <translation>回答吃碰槓胡詢問的時間。</translation>
    </message>
    <message>
        <source>Claim time:</source>
        <translation>吃碰槓時間：</translation>
    </message>
    <message>
        <source>How long the players have to claim a discard (win, kong, pung, chow) or to answer an opening prompt; no answer is a pass.</source>
        <translation>別人打牌後可以胡、槓、碰、吃，或開局時回答詢問的時間；時間到沒回答就當作過。</translation>
    </message>
    <message>
        <source>When your time runs out, the hint&apos;s choice is played for you.</source>
        <translation>時間用完時，系統照提示的建議替你打牌、開槓或胡牌。</translation>
    </message>
    <message>
        <source>Turn time limit:</source>
        <translation>每手限時：</translation>
    </message>
    <message>
        <source>e.g. Friday mahjong</source>
        <translation>例如：週五麻將</translation>
    </message>
    <message>
        <source>The base must be from 1 to %1, so that every payment stays exact.</source>
        <translation>底分只能是 1 到 %1，每筆付款才能算得準確。</translation>
    </message>
    <message>
        <source>A match lasts from 1 to %1 rounds (圈).</source>
        <translation>一場打 1 到 %1 圈。</translation>
    </message>
    <message>
        <source>The claim time must be from 1 to %1 seconds.</source>
        <translation>吃碰槓時間只能是 1 到 %1 秒。</translation>
    </message>
    <message>
        <source>A self-drawn win (自摸) by a player who is not the dealer, in a new dealer&apos;s first hand: each of the other two pays %1, the dealer pays %2 (flower and kong points come on top).</source>
        <translation>例如新莊家的第一把，閒家自摸：另外兩位閒家各付 %1，莊家付 %2（花分、槓分另計）。</translation>
    </message>
    <message>
        <source>In the dealer&apos;s n-th hand in a row every payment is multiplied by n, or by n + 1 when the dealer pays or wins.</source>
        <translation>莊家連續做莊的第幾把，每筆付款就乘以幾；莊家賠或莊家胡時乘以幾加一。</translation>
    </message>
    <message>
        <source>In the dealer&apos;s n-th hand in a row every payment is multiplied by 2ⁿ⁻¹, or by 2ⁿ when the dealer pays or wins (doubling stops after 20 doublings).</source>
        <translation>莊家每連莊一把，倍數就翻一倍：1、2、4、8……；莊家賠或莊家胡時再乘 2（最多翻倍 20 次）。</translation>
    </message>
    <message>
        <source>The strong computer player weighs its choices by playing the rest of the hand out many times; the casual one plays for the fewest tiles to a ready hand and goes for 游金; the beginner plays any legal move.</source>
        <translation>高手電腦把這手牌的後續模擬很多次來權衡每個選擇；一般電腦以最快聽牌為目標，也會拚游金；新手電腦隨便出合規的牌。</translation>
    </message>
    <message>
        <source>Time bank:</source>
        <translation>備用時間：</translation>
    </message>
    <message>
        <source>Beidou Qixing Zhangzhou (北斗七星)</source>
        <translation>北斗七星 漳州麻將</translation>
    </message>
    <message>
        <source>Beidou Qixing, 1-2-4 streak (北斗七星)</source>
        <translation>北斗七星 漳州麻將 一二四連莊</translation>
    </message>
    <message>
        <source>a chosen first dealer</source>
        <translation>指定首莊</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>底分 %1</translation>
    </message>
    <message>
        <source>linear streak</source>
        <translation>連莊逐把加一</translation>
    </message>
    <message>
        <source>1-2-4 streak</source>
        <translation>一二四連莊</translation>
    </message>
    <message>
        <source>claims in %1 s</source>
        <translation>吃碰槓 %1 秒</translation>
    </message>
    <message>
        <source>one round</source>
        <translation>1 圈</translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation>%1 圈</translation>
    </message>
</context>
<context>
    <name>qixing::ui::MahjongSettlementDialog</name>
    <message>
        <source>chow</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>pung</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>對子</translation>
    </message>
    <message>
        <source>three golds</source>
        <translation>三金</translation>
    </message>
    <message>
        <source>the rest</source>
        <translation>其餘</translation>
    </message>
    <message>
        <source>kong</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>concealed kong</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>平胡 (on a discard)</source>
        <translation>平胡</translation>
    </message>
    <message>
        <source>自摸 (self-draw)</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>單游 (single 游金)</source>
        <translation>單游</translation>
    </message>
    <message>
        <source>雙游 (double 游金)</source>
        <translation>雙游</translation>
    </message>
    <message>
        <source>三游 (triple 游金)</source>
        <translation>三游</translation>
    </message>
    <message>
        <source>三金倒 (three golds)</source>
        <translation>三金倒</translation>
    </message>
    <message>
        <source>搶金 (robbing the gold)</source>
        <translation>搶金</translation>
    </message>
    <message>
        <source>天胡 (heavenly hand)</source>
        <translation>天胡</translation>
    </message>
    <message>
        <source>搶槓胡 (robbing a concealed kong)</source>
        <translation>搶槓胡</translation>
    </message>
    <message>
        <source>詐胡 (false win)</source>
        <translation>詐胡</translation>
    </message>
    <message>
        <source>Hand %1 — settlement</source>
        <translation>第 %1 把 — 結算</translation>
    </message>
    <message>
        <source>Hand %1: drawn (臭莊) — nobody won; %2 keeps the deal</source>
        <translation>第 %1 把：臭莊 — 無人胡牌，%2 連莊</translation>
    </message>
    <message>
        <source>Hand %1: %2 by %3, who pays the others</source>
        <translation>第 %1 把：%3 %2，由他賠其他三家</translation>
    </message>
    <message>
        <source>Hand %1: %2 wins — %3, %4 番</source>
        <translation>第 %1 把：%2 胡牌 — %3，%4 番</translation>
    </message>
    <message>
        <source>The wall reached the stacks kept back (M40) without a win. All four settle their flower and kong points between them; the dealer deals again.</source>
        <translation>牌牆摸到保留的牌墩仍無人胡牌（M40）。四家之間互算花槓分；莊家連莊。</translation>
    </message>
    <message>
        <source>%1 turned over %2&apos;s concealed kong claiming the winning tile, and it was not (M37). %1 pays each of the others as if that player had won by self-draw, flower and kong points included.</source>
        <translation>%1 翻開 %2 的暗槓，說是自己要胡的牌，結果不是（M37）。%1 按其他每一家自摸的算法賠給每一家，花槓分也計在內。</translation>
    </message>
    <message>
        <source>On %1&apos;s discard of %2.</source>
        <translation>胡 %1 打出的 %2。</translation>
    </message>
    <message>
        <source>With %2 from %1&apos;s concealed kong.</source>
        <translation>搶 %1 暗槓裡的 %2 胡牌。</translation>
    </message>
    <message>
        <source>Took the revealed gold %1 into the hand.</source>
        <translation>把翻開的金 %1 搶進手裡。</translation>
    </message>
    <message>
        <source>Drew and discarded a third gold %1: the hand stops at once.</source>
        <translation>摸到並打出第三張金 %1：這一把立即結束。</translation>
    </message>
    <message>
        <source>Drew %1.</source>
        <translation>摸到 %1。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Way</source>
        <translation>胡法</translation>
    </message>
    <message>
        <source>Flower points</source>
        <translation>花分</translation>
    </message>
    <message>
        <source>Kong points</source>
        <translation>槓分</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>本把</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>累計</translation>
    </message>
    <message>
        <source>dealer (莊), %1 in a row</source>
        <translation>莊家，連莊第 %1 把</translation>
    </message>
    <message>
        <source>dealer (莊)</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <source>%1: pays all</source>
        <translation>%1：賠三家</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>pays for all (包牌)</source>
        <translation>包牌</translation>
    </message>
    <message>
        <source>%1&apos;s winning hand</source>
        <translation>%1 的胡牌</translation>
    </message>
    <message>
        <source>Golds (金) are framed; &quot;=&quot; shows the tile a gold stood for, or that a 白板 played as. The highlighted tile won.</source>
        <translation>金以金框標出；「=」是金代替的牌，或白板代表的牌。反白的是胡的那張牌。</translation>
    </message>
    <message>
        <source>Streak factor (linear): %1 deals hand %2 in a row; ×%3 between two others, ×%4 when the dealer pays or wins.</source>
        <translation>連莊倍數（線性）：%1 連續坐莊第 %2 把；閒家之間 ×%3，莊家付或贏時 ×%4。</translation>
    </message>
    <message>
        <source>Streak factor (1-2-4): %1 deals hand %2 in a row; ×%3 between two others, ×%4 when the dealer pays or wins.</source>
        <translation>連莊倍數（1-2-4）：%1 連續坐莊第 %2 把；閒家之間 ×%3，莊家付或贏時 ×%4。</translation>
    </message>
    <message>
        <source>分餅: the others matched the dealer&apos;s first discards %1 time(s); the dealer pays each of them %2 × the base (1 + 2 + 4 …).</source>
        <translation>分餅：其他三家跟打莊家開頭的牌共 %1 輪；莊家賠每家 %2 倍底分（1 + 2 + 4 …）。</translation>
    </message>
    <message>
        <source>包牌: %1 discarded the winning tile among the last four drawable tiles and pays what all three owe.</source>
        <translation>包牌：%1 在最後四張可摸的牌時放了胡，三家該付的全由他付。</translation>
    </message>
    <message>
        <source>Points: four flowers count 1, each further flower 1 more; an exposed kong 1, a concealed kong 2. The winner receives them from each loser; the losers settle theirs pairwise.</source>
        <translation>花槓分：四張花算 1 分，每多一張花加 1 分；明槓 1 分，暗槓 2 分。胡家向每個輸家收取；輸家之間兩兩互算。</translation>
    </message>
    <message>
        <source>Who pays whom (base %1)</source>
        <translation>誰付給誰（底分 %1）</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 for %4, on behalf of %5 (包牌)</source>
        <translation>%1 付給 %2 %3（%4，包牌：替 %5 付）</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 for %4</source>
        <translation>%1 付給 %2 %3（%4）</translation>
    </message>
    <message>
        <source>base %1 × way %2 × streak %3 + %4 points × %1 = %5</source>
        <translation>底分 %1 × 番 %2 × 連莊 %3 + %4 分 × %1 = %5</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 for flower and kong points</source>
        <translation>%1 付給 %2 %3（花槓分）</translation>
    </message>
    <message>
        <source>(%1 − %2 points) × base %3 = %4</source>
        <translation>（%1 − %2 分）× 底分 %3 = %4</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 for 分餅, on behalf of %4 (包牌)</source>
        <translation>%1 付給 %2 %3（分餅，包牌：替 %4 付）</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 for 分餅</source>
        <translation>%1 付給 %2 %3（分餅）</translation>
    </message>
    <message>
        <source>%1 round(s): %2 × base %3 = %4</source>
        <translation>%1 輪：%2 × 底分 %3 = %4</translation>
    </message>
    <message>
        <source>Nobody pays anybody this hand.</source>
        <translation>這一把沒有人要賠。</translation>
    </message>
    <message>
        <source>Match so far</source>
        <translation>目前戰績</translation>
    </message>
    <message>
        <source>Every hand</source>
        <translation>各家的牌</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>flowers</source>
        <translation>花</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>最終排名</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一把</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Full explanation: payments, every hand, the match so far</source>
        <translation>完整說明：誰付誰、每家的牌、至今戰績</translation>
    </message>
    <message>
        <source>How each hand was dealt, and every tile drawn</source>
        <translation>各家的配牌與摸到的每張牌</translation>
    </message>
    <message>
        <source>dealt</source>
        <translation>配牌</translation>
    </message>
    <message>
        <source>drawn, in order</source>
        <translation>依序摸牌</translation>
    </message>
</context>
<context>
    <name>qixing::ui::MahjongTableScreen</name>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 打出 %2</translation>
    </message>
    <message>
        <source>%1 discards %2 and announces 游金</source>
        <translation>%1 打出 %2，宣告游金</translation>
    </message>
    <message>
        <source>%1 chows %2</source>
        <translation>%1 吃 %2</translation>
    </message>
    <message>
        <source>%1 pungs %2</source>
        <translation>%1 碰 %2</translation>
    </message>
    <message>
        <source>%1 kongs %2</source>
        <translation>%1 槓 %2</translation>
    </message>
    <message>
        <source>%1 declares a concealed kong</source>
        <translation>%1 暗槓</translation>
    </message>
    <message>
        <source>The gold is %1</source>
        <translation>開金：%1</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 胡了</translation>
    </message>
    <message>
        <source>The wall is used up: a drawn hand (臭莊)</source>
        <translation>牌摸完了：臭莊</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>第 %1 把</translation>
    </message>
    <message>
        <source>The host refused the answer: %1</source>
        <translation>主機不接受這個選擇：%1</translation>
    </message>
    <message>
        <source>Hosted on the LAN</source>
        <translation>在區域網路上開桌中</translation>
    </message>
    <message>
        <source>LAN table at %1</source>
        <translation>區域網路牌桌（%1）</translation>
    </message>
    <message>
        <source>You discard %1</source>
        <translation>你打出 %1</translation>
    </message>
    <message>
        <source>You discard %1 and announce 游金</source>
        <translation>你打出 %1，宣告游金</translation>
    </message>
    <message>
        <source>You chow %1</source>
        <translation>你吃 %1</translation>
    </message>
    <message>
        <source>You pung %1</source>
        <translation>你碰 %1</translation>
    </message>
    <message>
        <source>You kong %1</source>
        <translation>你槓 %1</translation>
    </message>
    <message>
        <source>You declare a concealed kong</source>
        <translation>你暗槓</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>你胡了</translation>
    </message>
    <message>
        <source>Base %1</source>
        <translation>底分 %1</translation>
    </message>
    <message>
        <source>Rounds: %1</source>
        <translation>%1 圈</translation>
    </message>
    <message>
        <source>Claims: %1 s</source>
        <translation>吃碰槓 %1 秒</translation>
    </message>
    <message>
        <source>The saved mahjong match is being played in %1.</source>
        <translation>儲存的麻將牌局正在%1中進行。</translation>
    </message>
    <message>
        <source>New mahjong table</source>
        <translation>新開麻將桌</translation>
    </message>
    <message>
        <source>An unfinished mahjong match is saved. A new table replaces it. Go on?</source>
        <translation>有一場未打完的麻將已存檔，開新桌會取代它。要繼續嗎？</translation>
    </message>
    <message>
        <source>Could not resume</source>
        <translation>無法繼續</translation>
    </message>
    <message>
        <source>The saved mahjong match could not be resumed: %1</source>
        <translation>存檔的麻將牌局無法繼續：%1</translation>
    </message>
    <message>
        <source>Zhangzhou mahjong</source>
        <translation>漳州麻將</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>接著打</translation>
    </message>
    <message>
        <source>The match cannot be played on from here: %1</source>
        <translation>無法從這裡接著打：%1</translation>
    </message>
    <message>
        <source>Watching a LAN table at %1</source>
        <translation>旁觀區域網路牌桌（%1）</translation>
    </message>
</context>
<context>
    <name>qixing::ui::MahjongTableWidget</name>
    <message>
        <source>Time is up: you won — the win offered was taken for you.</source>
        <translation>時間到：替你胡了這手可胡的牌。</translation>
    </message>
    <message>
        <source>%1 is in 雙游: until the gold has gone round, everyone else draws one tile and must discard it unless it wins by self-draw.</source>
        <translation>%1雙游：金轉一圈之前，其他人各摸一張，不能自摸就得打出那張。</translation>
    </message>
    <message>
        <source>%1 to draw</source>
        <translation>可摸 %1 張</translation>
    </message>
    <message>
        <source>Mahjong table</source>
        <translation>麻將牌桌</translation>
    </message>
    <message>
        <source>單游</source>
        <translation>單游</translation>
    </message>
    <message>
        <source>雙游</source>
        <translation>雙游</translation>
    </message>
    <message>
        <source>三游</source>
        <translation>三游</translation>
    </message>
    <message>
        <source>莊 · 連莊 %1</source>
        <translation>莊 · 連莊 %1</translation>
    </message>
    <message>
        <source>莊</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>這一把結束了。</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一把</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>過</translation>
    </message>
    <message>
        <source>Which chow?</source>
        <translation>吃哪一組？</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Discard %1 and announce %2?</source>
        <translation>打出%1並宣告%2？</translation>
    </message>
    <message>
        <source>From then any tile you draw wins (×4), but you may not win on a discard or claim.</source>
        <translation>之後摸到任何牌都胡（×4），但不能胡別人打的牌，也不能吃碰槓。</translation>
    </message>
    <message>
        <source>Your next self-draw wins ×8; the others must discard what they draw meanwhile.</source>
        <translation>下一次自摸胡 ×8；這期間其他人摸到的牌都要打出。</translation>
    </message>
    <message>
        <source>三游 ends the hand at once, ×16.</source>
        <translation>三游立即結束這一把，×16。</translation>
    </message>
    <message>
        <source>Announce %1</source>
        <translation>宣告%1</translation>
    </message>
    <message>
        <source>Just discard</source>
        <translation>只打牌</translation>
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation>%1打出%2。</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>胡</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>槓</translation>
    </message>
    <message>
        <source>Pung</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>Chow</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Chow…</source>
        <translation>吃…</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空白鍵</translation>
    </message>
    <message>
        <source>Rob the gold, set aside %1</source>
        <translation>搶金，放下%1</translation>
    </message>
    <message>
        <source>搶金: take the revealed gold %1 into your hand and win (as 自摸).</source>
        <translation>搶金：把翻出的金%1拿進手裡胡牌（算自摸）。</translation>
    </message>
    <message>
        <source>天胡 Heavenly win</source>
        <translation>天胡</translation>
    </message>
    <message>
        <source>Your dealt hand is complete: 天胡.</source>
        <translation>起手就成牌：天胡。</translation>
    </message>
    <message>
        <source>三金倒 Three golds</source>
        <translation>三金倒</translation>
    </message>
    <message>
        <source>You hold three golds: 三金倒 wins at once, as 自摸.</source>
        <translation>你有三張金：三金倒立即胡牌，算自摸。</translation>
    </message>
    <message>
        <source>搶金 Rob the gold</source>
        <translation>搶金</translation>
    </message>
    <message>
        <source>搶金: the revealed gold %1 completes your hand (as 自摸).</source>
        <translation>搶金：翻出的金%1讓你成牌（算自摸）。</translation>
    </message>
    <message>
        <source>搶槓胡: turn over a concealed kong and win if its tile completes your hand. A wrong guess is 詐胡: you pay everyone as a 自摸.</source>
        <translation>搶槓胡：翻開一副暗槓，若那張牌讓你成牌就胡。猜錯是詐胡：你要照自摸付給每一家。</translation>
    </message>
    <message>
        <source>Rob %1&apos;s kong</source>
        <translation>搶%1的槓</translation>
    </message>
    <message>
        <source>%1 is in 雙游: discard the tile you drew unless it wins.</source>
        <translation>%1正在雙游：摸到的牌除非能胡，否則要打出。</translation>
    </message>
    <message>
        <source>自摸 Self-draw win</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>Concealed kong %1</source>
        <translation>暗槓 %1</translation>
    </message>
    <message>
        <source>Add to kong %1</source>
        <translation>加槓 %1</translation>
    </message>
    <message>
        <source>Your turn: discard a tile, or:</source>
        <translation>輪到你：打一張牌，或：</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>不可以：%1</translation>
    </message>
    <message>
        <source>It is not your turn to discard.</source>
        <translation>還沒輪到你打牌。</translation>
    </message>
    <message>
        <source>Nothing to decide now.</source>
        <translation>現在沒有要決定的事。</translation>
    </message>
    <message>
        <source>Hint: discard %1 and announce 游金.</source>
        <translation>提示：打出%1並宣告游金。</translation>
    </message>
    <message>
        <source>Hint: discard %1.</source>
        <translation>提示：打出%1。</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>提示：過。</translation>
    </message>
    <message>
        <source>Hint: win.</source>
        <translation>提示：胡。</translation>
    </message>
    <message>
        <source>Hint: chow.</source>
        <translation>提示：吃。</translation>
    </message>
    <message>
        <source>Hint: pung.</source>
        <translation>提示：碰。</translation>
    </message>
    <message>
        <source>Hint: kong.</source>
        <translation>提示：槓。</translation>
    </message>
    <message>
        <source>Hint: concealed kong.</source>
        <translation>提示：暗槓。</translation>
    </message>
    <message>
        <source>Hint: add to your kong.</source>
        <translation>提示：加槓。</translation>
    </message>
    <message>
        <source>Hint: rob the kong.</source>
        <translation>提示：搶槓胡。</translation>
    </message>
    <message>
        <source>Auto-pass</source>
        <translation>自動過</translation>
    </message>
    <message>
        <source>Pass every claim except a win without asking</source>
        <translation>除了胡牌，別人打的牌一律不吃不碰，不再詢問</translation>
    </message>
    <message>
        <source>Last-4 win</source>
        <translation>末四自摸</translation>
    </message>
    <message>
        <source>Take a win the rules make automatic (the last four tiles, M38)</source>
        <translation>規則規定自動胡的牌（最後四張，M38）直接胡</translation>
    </message>
    <message>
        <source>Sort: 萬 條 筒</source>
        <translation>排序：萬 條 筒</translation>
    </message>
    <message>
        <source>Sort: 筒 條 萬</source>
        <translation>排序：筒 條 萬</translation>
    </message>
    <message>
        <source>Hint (?)</source>
        <translation>提示 (?)</translation>
    </message>
    <message>
        <source>金</source>
        <translation>金</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金</translation>
    </message>
    <message>
        <source>%1 kept back (臭莊)</source>
        <translation>留 %1 張（臭莊）</translation>
    </message>
    <message>
        <source>Tiles: %1</source>
        <translation>手牌 %1 張</translation>
    </message>
    <message>
        <source>游金: any tile you draw wins</source>
        <translation>游金：摸到任何牌都胡</translation>
    </message>
    <message>
        <source>Waits after this discard:</source>
        <translation>打這張後聽：</translation>
    </message>
    <message>
        <source>Waits:</source>
        <translation>聽牌：</translation>
    </message>
    <message>
        <source>平胡</source>
        <translation>平胡</translation>
    </message>
    <message>
        <source>自摸</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>三金倒</source>
        <translation>三金倒</translation>
    </message>
    <message>
        <source>搶金</source>
        <translation>搶金</translation>
    </message>
    <message>
        <source>天胡</source>
        <translation>天胡</translation>
    </message>
    <message>
        <source>搶槓胡</source>
        <translation>搶槓胡</translation>
    </message>
    <message>
        <source>詐胡</source>
        <translation>詐胡</translation>
    </message>
    <message>
        <source>臭莊: the wall is drawn down to the tiles kept back; nobody wins.</source>
        <translation>臭莊：牌摸到留牌為止，沒有人胡。</translation>
    </message>
    <message>
        <source>%1 wins: %2</source>
        <translation>%1胡牌：%2</translation>
    </message>
    <message>
        <source>What the computer would play now (? or Ctrl+H)</source>
        <translation>電腦建議現在怎麼打（? 或 Ctrl+H）</translation>
    </message>
    <message>
        <source>吃</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>碰</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>槓</source>
        <translation>槓</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>你的回應</translation>
    </message>
    <message>
        <source>Table options</source>
        <translation>牌桌選項</translation>
    </message>
    <message>
        <source>Your turn: discard a tile.</source>
        <translation>輪到你：打出一張牌。</translation>
    </message>
    <message>
        <source>%1 is to discard.</source>
        <translation>輪到%1打牌。</translation>
    </message>
    <message>
        <source>Seat wind: %1</source>
        <translation>門風：%1</translation>
    </message>
    <message>
        <source>Dealer (莊), 連莊 %1</source>
        <translation>莊家，連莊 %1</translation>
    </message>
    <message>
        <source>Dealer (莊)</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>Balance %1</source>
        <translation>餘額 %1</translation>
    </message>
    <message>
        <source>游金: %1</source>
        <translation>游金：%1</translation>
    </message>
    <message>
        <source>Flowers: %1</source>
        <translation>花牌 %1 張</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>輪到你</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>輪到他</translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>還沒有</translation>
    </message>
    <message>
        <source>Gold: %1</source>
        <translation>金：%1</translation>
    </message>
    <message>
        <source>The gold is not turned up yet</source>
        <translation>還沒開金</translation>
    </message>
    <message>
        <source>Dice: %1 and %2</source>
        <translation>骰子：%1 和 %2</translation>
    </message>
    <message>
        <source>%1&apos;s discards</source>
        <translation>%1打出的牌</translation>
    </message>
    <message>
        <source>%1 (游金)</source>
        <translation>%1（游金）</translation>
    </message>
    <message>
        <source>%1 (the last discard)</source>
        <translation>%1（剛打出）</translation>
    </message>
    <message>
        <source>Chow: %1</source>
        <translation>吃：%1</translation>
    </message>
    <message>
        <source>Pung: %1</source>
        <translation>碰：%1</translation>
    </message>
    <message>
        <source>Kong: %1</source>
        <translation>槓：%1</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Concealed kong: %1</source>
        <translation>暗槓：%1</translation>
    </message>
    <message>
        <source>%1 claimed from %2</source>
        <translation>%1 取自%2</translation>
    </message>
    <message>
        <source>%1&apos;s flowers</source>
        <translation>%1的花牌</translation>
    </message>
    <message>
        <source>%1, %2 unseen</source>
        <translation>%1，還有 %2 張沒見過</translation>
    </message>
    <message>
        <source>a gold: it stands for any tile (M12)</source>
        <translation>金：可當任何一張牌（M12）</translation>
    </message>
    <message>
        <source>stands for %1 (M13)</source>
        <translation>當作%1（M13）</translation>
    </message>
    <message>
        <source>just drawn</source>
        <translation>剛摸到</translation>
    </message>
    <message>
        <source>Can be discarded now</source>
        <translation>現在可以打出</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>在你手上</translation>
    </message>
    <message>
        <source>%1 laid out a flower: %2.</source>
        <translation>%1補花：%2。</translation>
    </message>
    <message>
        <source>The gold is turned up: %1.</source>
        <translation>開金：%1。</translation>
    </message>
    <message>
        <source>Rules %1</source>
        <translation>規則 %1</translation>
    </message>
    <message>
        <source>胡</source>
        <translation>胡</translation>
    </message>
    <message>
        <source>游金</source>
        <translation>游金</translation>
    </message>
    <message>
        <source>%1: %2!</source>
        <translation>%1：%2！</translation>
    </message>
    <message>
        <source>one discard from ready</source>
        <translation>再打一張就聽牌</translation>
    </message>
    <message>
        <source>one tile from ready</source>
        <translation>差一張就聽牌</translation>
    </message>
    <message>
        <source>%1 tiles from ready</source>
        <translation>差 %1 張才聽牌</translation>
    </message>
    <message>
        <source>you are then ready, waiting on one kind (%1 unseen).</source>
        <translation>打完就聽牌，聽一種牌（未見 %1 張）。</translation>
    </message>
    <message>
        <source>you are then ready, waiting on %1 kinds (%2 unseen).</source>
        <translation>打完就聽牌，聽 %1 種牌（未見 %2 張）。</translation>
    </message>
    <message>
        <source>the rest is then one tile from ready.</source>
        <translation>打完差一張就聽牌。</translation>
    </message>
    <message>
        <source>the rest is then %1 tiles from ready.</source>
        <translation>打完還差 %1 張才聽牌。</translation>
    </message>
    <message>
        <source>any tile you draw then wins.</source>
        <translation>之後摸到任何牌都胡。</translation>
    </message>
    <message>
        <source>your hand is complete.</source>
        <translation>你的牌已經成胡。</translation>
    </message>
    <message>
        <source>a claim would not bring your hand nearer to a win.</source>
        <translation>吃碰槓不會讓你的牌更接近胡牌。</translation>
    </message>
    <message>
        <source>it leaves your hand %1.</source>
        <translation>之後你的牌%1。</translation>
    </message>
    <message>
        <source>a kong scores and draws a replacement tile.</source>
        <translation>槓有槓分，還能補一張牌。</translation>
    </message>
    <message>
        <source>its tile completes your hand.</source>
        <translation>那張牌正好讓你胡。</translation>
    </message>
    <message>
        <source>%1 Why: %2</source>
        <translation>%1 理由：%2</translation>
    </message>
    <message>
        <source>Time is up: the kong was robbed for you, as the computer would.</source>
        <translation>時間到：替你搶槓胡了，電腦也會這樣做。</translation>
    </message>
    <message>
        <source>Time is up: you passed.</source>
        <translation>時間到：替你選了「過」。</translation>
    </message>
    <message>
        <source>Time is up: the computer played your turn for you.</source>
        <translation>時間到：電腦替你出了這一手。</translation>
    </message>
    <message>
        <source>%1 and 游金</source>
        <translation>%1 並游金</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>過</translation>
    </message>
    <message>
        <source>win</source>
        <translation>胡</translation>
    </message>
    <message>
        <source>chow</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>pung</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>kong</source>
        <translation>槓</translation>
    </message>
    <message>
        <source>rob the kong</source>
        <translation>搶槓胡</translation>
    </message>
    <message>
        <source>Expected: %1 base; the next best, %2: %3 base.</source>
        <translation>預期 %1 底；次佳的 %2：%3 底。</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 號位</translation>
    </message>
    <message>
        <source>View from</source>
        <translation>視角</translation>
    </message>
    <message>
        <source>Turn the table so that this seat sits at the bottom (a seat&apos;s name plate does the same)</source>
        <translation>轉動牌桌，讓這個座位在下方（點座位的名牌也可以）</translation>
    </message>
</context>
<context>
    <name>qixing::ui::MainWindow</name>
    <message>
        <source>Your settings could not be saved: %1. They apply until Qixing is closed.</source>
        <translation>無法儲存你的設定：%1。設定在七星牌館關閉前仍然有效。</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>設定未儲存</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未儲存</translation>
    </message>
    <message>
        <source>The match could not be saved: %1</source>
        <translation>無法儲存牌局：%1</translation>
    </message>
    <message>
        <source>The match cannot be saved</source>
        <translation>牌局無法儲存</translation>
    </message>
    <message>
        <source>Your match could not be saved: %1

You can play on. The game tries again after every move and says when saving works again; until then the status bar shows &quot;Not saved&quot;, and closing Qixing loses the moves since the last save.</source>
        <translation>無法儲存你的牌局：%1

你可以繼續打。每打一步，遊戲都會再試一次，能儲存時會告訴你；在那之前狀態列會顯示「未儲存」，這時關閉七星牌館，上次儲存之後打的牌都會遺失。</translation>
    </message>
    <message>
        <source>The match is saved again.</source>
        <translation>牌局又能儲存了。</translation>
    </message>
    <message>
        <source>About Qixing</source>
        <translation>關於七星牌館</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New table…</source>
        <translation>開桌(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Resume match</source>
        <translation>繼續牌局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Leave table…</source>
        <translation>離桌(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>離開(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>動畫速度(&amp;A)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>一般</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Move &amp;log and match panel</source>
        <translation>出牌紀錄與牌局面板(&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>遊戲規則(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Qixing</source>
        <translation>關於七星牌館(&amp;A)</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>留下</translation>
    </message>
    <message>
        <source>H&amp;ost a LAN table…</source>
        <translation>在區域網路開桌(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Join a LAN table…</source>
        <translation>加入區域網路牌桌(&amp;J)…</translation>
    </message>
    <message>
        <source>Qixing</source>
        <translation>七星牌館</translation>
    </message>
    <message>
        <source>&amp;Back to the hall</source>
        <translation>回到大廳(&amp;B)</translation>
    </message>
    <message>
        <source>Put the match aside?</source>
        <translation>先把牌局放著？</translation>
    </message>
    <message>
        <source>Put it aside</source>
        <translation>先放著</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1與%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Qixing (七星牌館) %1 — %2 for four players, with computer opponents, at one computer or on the LAN.
Rules and table by the Qixing project; card decks and tilesets by the KDE games artists where installed.</source>
        <translation>七星牌館 %1 — 四人%2，可與電腦對打，在同一台電腦或區域網路上。
規則與牌桌由七星牌館專案製作；已安裝時，牌面與麻將牌使用 KDE 遊戲美術作品。</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>戰績(&amp;T)…</translation>
    </message>
    <message>
        <source>H&amp;istory…</source>
        <translation>對局紀錄(&amp;I)…</translation>
    </message>
    <message>
        <source>Leave the LAN table first to see the History.</source>
        <translation>先離開區域網路牌桌，才能看對局紀錄。</translation>
    </message>
    <message>
        <source>Stan&amp;dings…</source>
        <translation>排名(&amp;D)…</translation>
    </message>
</context>
<context>
    <name>qixing::ui::PreferencesDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>語言：</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>一般</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>動畫速度：</translation>
    </message>
    <message>
        <source>Qixing (built in)</source>
        <translation>七星牌館（內建）</translation>
    </message>
    <message>
        <source>Card decks installed on this computer (KDE card decks) are offered too.</source>
        <translation>這台電腦上安裝的牌組（KDE 紙牌）也可以選。</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>牌面：</translation>
    </message>
    <message>
        <source>Four suit colours on the Qixing cards (♦ blue, ♣ green)</source>
        <translation>七星牌館的牌用四色花色（♦ 藍色、♣ 綠色）</translation>
    </message>
    <message>
        <source>On the Qixing cards and the table&apos;s suit signs.</source>
        <translation>用於七星牌館的牌面和牌桌上的花色符號。</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>小</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>特大</translation>
    </message>
    <message>
        <source>Text size:</source>
        <translation>文字大小：</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>靜音</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>音效：</translation>
    </message>
    <message>
        <source>This copy of Qixing was built without sound.</source>
        <translation>這份七星牌館編譯時沒有音效功能。</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Mahjong tilesets installed on this computer (KDE tilesets) are offered too. Small tiles are always drawn by Qixing, to stay legible.</source>
        <translation>這台電腦上安裝的麻將牌組（KDE 麻將牌）也可以選。小張的牌一律由七星牌館自己畫，才看得清楚。</translation>
    </message>
    <message>
        <source>Mahjong tiles:</source>
        <translation>麻將牌：</translation>
    </message>
    <message>
        <source>A KDE card deck keeps its own two suit colours.</source>
        <translation>KDE 牌組保留它自己的兩種花色顏色。</translation>
    </message>
    <message>
        <source>Keep a record of every match played (the History)</source>
        <translation>記錄每一場打過的牌局（對局紀錄）</translation>
    </message>
    <message>
        <source>Records:</source>
        <translation>對局紀錄：</translation>
    </message>
</context>
<context>
    <name>qixing::ui::PresetChooser</name>
    <message>
        <source>House rules:</source>
        <translation>玩法：</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自訂</translation>
    </message>
    <message>
        <source>Named table settings: the ones that come with Qixing, named after where they are played, and your own. Choosing one sets every rule and table option; the seats stay.</source>
        <translation>有名字的開桌設定：七星牌館內建的（以流行的牌館命名）和你自己存的。選一個就套用全部規則和開桌選項，座位不變。</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>玩法管理</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存為玩法…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重新命名…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>匯出檔案…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>匯入檔案…</translation>
    </message>
    <message>
        <source>Copy code</source>
        <translation>複製分享碼</translation>
    </message>
    <message>
        <source>Paste code…</source>
        <translation>貼上分享碼…</translation>
    </message>
    <message>
        <source>Your own: %1</source>
        <translation>你的玩法：%1</translation>
    </message>
    <message>
        <source>There is no preset “%1”.</source>
        <translation>沒有「%1」這個玩法。</translation>
    </message>
    <message>
        <source>The presets could not be stored: the settings file could not be written.</source>
        <translation>玩法無法儲存：設定檔寫不進去。</translation>
    </message>
    <message>
        <source>“%1” is the name of a preset that comes with Qixing: choose another.</source>
        <translation>「%1」是七星牌館內建玩法的名字，請換一個。</translation>
    </message>
    <message>
        <source>Only your own presets can be renamed.</source>
        <translation>只有你自己的玩法可以重新命名。</translation>
    </message>
    <message>
        <source>You already have a preset called “%1”.</source>
        <translation>你已經有一個叫「%1」的玩法。</translation>
    </message>
    <message>
        <source>Only your own presets can be deleted.</source>
        <translation>只有你自己的玩法可以刪除。</translation>
    </message>
    <message>
        <source>The preset could not be written to %1: %2</source>
        <translation>玩法無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>無法開啟 %1：%2</translation>
    </message>
    <message>
        <source>This is not a preset code. A code starts with QX1-.</source>
        <translation>這不是玩法分享碼。分享碼以 QX1- 開頭。</translation>
    </message>
    <message>
        <source>The preset is damaged: a character was mistyped or some of it is missing. Nothing was changed.</source>
        <translation>這個玩法已損壞：有字打錯或缺了一段。什麼都沒有改變。</translation>
    </message>
    <message>
        <source>The preset was made by a newer version of Qixing. Nothing was changed.</source>
        <translation>這個玩法是較新版本的七星牌館做的。什麼都沒有改變。</translation>
    </message>
    <message>
        <source>This is not a Qixing preset file. Nothing was changed.</source>
        <translation>這不是七星牌館的玩法檔案。什麼都沒有改變。</translation>
    </message>
    <message>
        <source>The preset is for a game this version of Qixing does not have.</source>
        <translation>這個玩法屬於這個版本的七星牌館沒有的遊戲。</translation>
    </message>
    <message>
        <source>The preset is for another game: open it in that game&apos;s table settings.</source>
        <translation>這個玩法屬於另一個遊戲：請在那個遊戲的開桌設定裡開啟。</translation>
    </message>
    <message>
        <source>A preset needs a name of 1 to %1 characters.</source>
        <translation>玩法的名字要有 1 到 %1 個字。</translation>
    </message>
    <message>
        <source>The preset&apos;s settings cannot open a table: %1</source>
        <translation>這個玩法的設定無法開桌：%1</translation>
    </message>
    <message>
        <source>Save as preset</source>
        <translation>另存為玩法</translation>
    </message>
    <message>
        <source>Name of your preset:</source>
        <translation>玩法名稱：</translation>
    </message>
    <message>
        <source>Rename preset</source>
        <translation>重新命名玩法</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新名稱：</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Export preset</source>
        <translation>匯出玩法</translation>
    </message>
    <message>
        <source>Qixing presets (*.qixing-preset);;All files (*)</source>
        <translation>七星牌館玩法 (*.qixing-preset);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Import preset</source>
        <translation>匯入玩法</translation>
    </message>
    <message>
        <source>Preset code</source>
        <translation>玩法分享碼</translation>
    </message>
    <message>
        <source>The code of these settings is on the clipboard. Anyone can paste it (Presets ▸ Paste code) to play by the same rules:</source>
        <translation>這些設定的分享碼已複製到剪貼簿。任何人貼上（玩法管理 ▸ 貼上分享碼）就能照同樣的規則玩：</translation>
    </message>
    <message>
        <source>Paste code</source>
        <translation>貼上分享碼</translation>
    </message>
    <message>
        <source>Preset code (QX1-…):</source>
        <translation>玩法分享碼（QX1-…）：</translation>
    </message>
    <message>
        <source>a bank of %1 s</source>
        <translation>備用時間 %1 秒</translation>
    </message>
    <message>
        <source>no time bank</source>
        <translation>無備用時間</translation>
    </message>
    <message>
        <source>%1 s a turn</source>
        <translation>每手 %1 秒</translation>
    </message>
    <message>
        <source>no turn limit</source>
        <translation>出牌不限時</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>qixing::ui::RecordKeeper</name>
    <message>
        <source>Records cannot be kept: %1</source>
        <translation>無法保存對局紀錄：%1</translation>
    </message>
    <message>
        <source>A record could not be written (%1); the game goes on.</source>
        <translation>無法寫入對局紀錄（%1）；遊戲照常進行。</translation>
    </message>
    <message>
        <source>The records file was damaged and was put aside as %1; a new one was started.</source>
        <translation>對局紀錄檔已損壞，已另存為 %1，並開了一個新的紀錄檔。</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>標準規則</translation>
    </message>
    <message>
        <source>Rules %1</source>
        <translation>規則 %1</translation>
    </message>
</context>
<context>
    <name>qixing::ui::ReplayScreen</name>
    <message>
        <source>&amp;Hand:</source>
        <translation>把(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Watch from:</source>
        <translation>從誰的位置看(&amp;W)：</translation>
    </message>
    <message>
        <source>Sp&amp;eed:</source>
        <translation>速度(&amp;E)：</translation>
    </message>
    <message>
        <source>Back to History</source>
        <translation>回到對局紀錄</translation>
    </message>
    <message>
        <source>Back to the History</source>
        <translation>回到對局紀錄</translation>
    </message>
    <message>
        <source>To the start of the hand (Home)</source>
        <translation>回到這把開頭（Home）</translation>
    </message>
    <message>
        <source>Previous decision of the seat watched (Up)</source>
        <translation>這個位置的上一次決定（上）</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>退一步（左）</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>播放或暫停（空白鍵）</translation>
    </message>
    <message>
        <source>One step on (Right)</source>
        <translation>進一步（右）</translation>
    </message>
    <message>
        <source>Next decision of the seat watched (Down)</source>
        <translation>這個位置的下一次決定（下）</translation>
    </message>
    <message>
        <source>To the end of the hand (End)</source>
        <translation>到這把結尾（End）</translation>
    </message>
    <message>
        <source>Position in the hand</source>
        <translation>在這把中的位置</translation>
    </message>
    <message>
        <source>Hand shown</source>
        <translation>顯示的那一把</translation>
    </message>
    <message>
        <source>Seat watched from</source>
        <translation>觀看的位置</translation>
    </message>
    <message>
        <source>Playing speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>Messages told of the hand</source>
        <translation>這把已播到第幾步</translation>
    </message>
    <message>
        <source>Match replayed</source>
        <translation>重播的牌局</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>一般</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>The match has no hand recorded.</source>
        <translation>這場牌局沒有記錄任何一把。</translation>
    </message>
    <message>
        <source>This version cannot show a replay of the game “%1”.</source>
        <translation>這個版本無法重播遊戲「%1」。</translation>
    </message>
    <message>
        <source>The first hand&apos;s record does not read: %1</source>
        <translation>第一把的紀錄讀不出來：%1</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>第 %1 把，共 %2 把</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>%1 號位：%2</translation>
    </message>
    <message>
        <source>&amp;Play on from here</source>
        <translation>從這裡接著打(&amp;P)</translation>
    </message>
    <message>
        <source>A new match from this position: you play the seat watched, computer players the others</source>
        <translation>從這個局面開一場新牌局：你坐看的這個位置，其他位置由電腦玩家打</translation>
    </message>
    <message>
        <source>Play on from here against computer players</source>
        <translation>從這裡和電腦玩家接著打</translation>
    </message>
    <message>
        <source>Show &amp;other hands</source>
        <translation>亮出別家的牌(&amp;O)</translation>
    </message>
    <message>
        <source>Show the other seats&apos; hands face up</source>
        <translation>把別家的牌翻開來看</translation>
    </message>
    <message>
        <source>Every seat&apos;s hand face up, as it was at each moment</source>
        <translation>每家的牌都翻開，照當時每一步的樣子</translation>
    </message>
    <message>
        <source>This record is one seat&apos;s: it holds only what that seat was shown, not the other hands.</source>
        <translation>這份牌譜只是一個位置的：只記下那個位置看得到的，沒有別家的牌。</translation>
    </message>
    <message>
        <source>This record is one seat&apos;s: without the other hands it cannot be played on.</source>
        <translation>這份牌譜只是一個位置的：沒有別家的牌，無法接著打。</translation>
    </message>
    <message>
        <source>Only a full record (a match played or hosted here) can be played on: a seat&apos;s record lacks the other hands.</source>
        <translation>只有完整的牌譜（在這台電腦打的或當桌主開的牌局）才能接著打：一個位置的牌譜沒有別家的牌。</translation>
    </message>
    <message>
        <source>This version cannot play the game “%1”.</source>
        <translation>這個版本不能玩「%1」。</translation>
    </message>
    <message>
        <source>The match ended with this hand: there is nothing to play on from here.</source>
        <translation>這場牌局在這一把結束了：從這裡沒有可以接著打的。</translation>
    </message>
    <message>
        <source>The record cannot be played on from here: %1</source>
        <translation>這份牌譜無法從這裡接著打：%1</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>從這裡接著打</translation>
    </message>
</context>
<context>
    <name>qixing::ui::ReviewPanel</name>
    <message>
        <source>Review (how the computer values your decisions)</source>
        <translation>復盤（電腦如何評估你的每個決定）</translation>
    </message>
    <message>
        <source>&amp;Review this hand</source>
        <translation>復盤這一把(&amp;R)</translation>
    </message>
    <message>
        <source>Review this hand&apos;s decisions of the seat watched</source>
        <translation>復盤所看座位在這一把的決定</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancel the review</source>
        <translation>取消復盤</translation>
    </message>
    <message>
        <source>Decisions reviewed</source>
        <translation>已復盤的決定</translation>
    </message>
    <message>
        <source>Review status</source>
        <translation>復盤狀態</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>顯示(&amp;S)：</translation>
    </message>
    <message>
        <source>Which decisions are listed</source>
        <translation>列出哪些決定</translation>
    </message>
    <message>
        <source>All decisions</source>
        <translation>全部決定</translation>
    </message>
    <message>
        <source>Costly (cost %1 or more)</source>
        <translation>代價大的（代價 %1 以上）</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>實際打法</translation>
    </message>
    <message>
        <source>Computer&apos;s choice</source>
        <translation>電腦的選擇</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>代價</translation>
    </message>
    <message>
        <source>Reviewed decisions, the costliest first</source>
        <translation>復盤的決定，代價最大的在前</translation>
    </message>
    <message>
        <source>Options of the decision chosen:</source>
        <translation>所選決定的各個選項：</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>選項</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>評估值</translation>
    </message>
    <message>
        <source>Every option&apos;s value for the decision chosen</source>
        <translation>所選決定每個選項的評估值</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>沒有結果</translation>
    </message>
    <message>
        <source>%1 (played)</source>
        <translation>%1（實際打法）</translation>
    </message>
    <message>
        <source>&amp;Resume the review</source>
        <translation>繼續復盤(&amp;R)</translation>
    </message>
    <message>
        <source>A joined seat&apos;s record holds only what that seat was told: it cannot be reviewed.</source>
        <translation>加入的座位的牌譜只有這個座位得知的內容，無法復盤。</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>復盤失敗：%1</translation>
    </message>
    <message>
        <source>Cancelling after the decision being valued…</source>
        <translation>評估完目前的決定後取消…</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>復盤中…</translation>
    </message>
    <message>
        <source>Not reviewed yet.</source>
        <translation>尚未復盤。</translation>
    </message>
    <message>
        <source>Decisions with a choice reviewed: %1; total cost %2.</source>
        <translation>已復盤有選擇的決定：%1 個；總代價 %2。</translation>
    </message>
    <message>
        <source>Cancelled part-way.</source>
        <translation>中途取消。</translation>
    </message>
    <message>
        <source>Review the whole &amp;match</source>
        <translation>復盤整場牌局(&amp;M)</translation>
    </message>
    <message>
        <source>Review every hand of this match for the seat watched, in the background</source>
        <translation>在背景復盤所看座位在這場牌局的每一把</translation>
    </message>
    <message>
        <source>The whole match&apos;s review</source>
        <translation>整場牌局的復盤</translation>
    </message>
    <message>
        <source>Whole match: cancelling after the decision being valued…</source>
        <translation>整場牌局：評估完這個決定後取消…</translation>
    </message>
    <message>
        <source>Whole match: hand %1 of %2…</source>
        <translation>整場牌局：第 %1 把，共 %2 把…</translation>
    </message>
    <message>
        <source>Whole match: hand %1 of %2, decision %3 of %4</source>
        <translation>整場牌局：第 %1 把，共 %2 把；第 %3 個決定，共 %4 個</translation>
    </message>
    <message>
        <source>The match&apos;s review stopped: %1</source>
        <translation>牌局的復盤停止了：%1</translation>
    </message>
    <message>
        <source>The match&apos;s review was cancelled; it goes on from there next time.</source>
        <translation>牌局的復盤已取消；下次從中斷處繼續。</translation>
    </message>
    <message>
        <source>The whole match is reviewed.</source>
        <translation>整場牌局已復盤完畢。</translation>
    </message>
    <message>
        <source>Hands reviewed before, not valued again: %1.</source>
        <translation>先前已復盤、不再重新評估的把數：%1。</translation>
    </message>
</context>
<context>
    <name>qixing::ui::RulesHelp</name>
    <message>
        <source>[Our rule]</source>
        <translation>【本館規定】</translation>
    </message>
    <message>
        <source>Sevens — how to play</source>
        <translation>排七玩法</translation>
    </message>
    <message>
        <source>Four players, one 52-card deck without jokers. The cards are laid out in four rows, one per suit, that grow from the 7 towards the A and the K. Whoever cannot lay a card must cover one face down; covered cards count against you.</source>
        <translation>四人打一副 52 張的撲克牌，不用鬼牌。每種花色排成一列，從 7 往 A 和 K 兩頭接。接不上牌的人要蓋一張牌（蓋牌）；蓋掉的牌點數算你輸。</translation>
    </message>
    <message>
        <source>Cards and seats</source>
        <translation>牌與座位</translation>
    </message>
    <message>
        <source>A counts 1, 2 to 10 their value, J 11, Q 12, K 13. A card&apos;s points are its rank.</source>
        <translation>A 算 1 點，2 到 10 照牌面，J 11、Q 12、K 13。一張牌的點數就是它的大小。</translation>
    </message>
    <message>
        <source>Each player gets 13 cards. Play passes to the next player, counter-clockwise: on screen you sit at the bottom, the next player on the right, the opposite player at the top and the previous player on the left.</source>
        <translation>每人 13 張牌。輪到下家出牌，逆時針進行：畫面上你坐在下方，下家在右、對家在上、上家在左。</translation>
    </message>
    <message>
        <source>Every deal comes from a numbered shuffle of our own, so the same number gives exactly the same deal on every computer.</source>
        <translation>每一副牌都由本館自己的編號洗牌產生，同一個編號在任何電腦上發出的牌都完全一樣。</translation>
    </message>
    <message>
        <source>In files and on the command line a card is written as its rank (A 2 3 4 5 6 7 8 9 T J Q K) followed by its suit (S H D C), e.g. 7S, TD, KC.</source>
        <translation>在檔案和命令列中，一張牌寫成點數（A 2 3 4 5 6 7 8 9 T J Q K）加花色（S H D C），例如 7S、TD、KC。</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>出牌</translation>
    </message>
    <message>
        <source>The holder of 7♠ starts and must play it first.</source>
        <translation>拿到黑桃 7 的人先出，第一張必須出黑桃 7。</translation>
    </message>
    <message>
        <source>A card can be played when it is a 7 of a suit not yet on the table, or when it is next to its suit&apos;s row: one below the low end or one above the high end.</source>
        <translation>能出的牌（活牌）：桌上還沒有的花色的 7，或是緊接在該花色那一列兩端的牌——比小的一端小 1，或比大的一端大 1。</translation>
    </message>
    <message>
        <source>If you hold a card that can be played you must play one (any one you like); covering is then not allowed.</source>
        <translation>手上有能出的牌就一定要出（出哪張自己選），這時不准蓋牌。</translation>
    </message>
    <message>
        <source>If no card of yours fits, you must cover exactly one card of your choice: it lies face down in front of you for the rest of the hand. Only you see your covered cards until the hand ends.</source>
        <translation>手上沒有能出的牌，就要自選一張蓋牌，面朝下放在自己面前，這一把不能再拿回來。蓋牌只有自己看得到，直到這把結束才翻開。</translation>
    </message>
    <message>
        <source>Every turn plays or covers one card, so a hand lasts 52 turns.</source>
        <translation>每一手不是出牌就是蓋牌，所以一把剛好 52 手。</translation>
    </message>
    <message>
        <source>Option head and tail close: as soon as a row reaches its A or its K, that suit is closed in both directions; its remaining cards can only be covered.</source>
        <translation>選項「去頭去尾」：某花色一接到 A 或 K，這個花色兩頭都封住，剩下的牌只能蓋掉。</translation>
    </message>
    <message>
        <source>End of a hand</source>
        <translation>一把結束</translation>
    </message>
    <message>
        <source>Your points are the sum of the cards you covered.</source>
        <translation>你的點數是你蓋牌的點數總和（蓋牌點數）。</translation>
    </message>
    <message>
        <source>Clear: you covered no card. Clear on a seven: you are clear and your last card was a 7. All covered: you covered all 13 cards.</source>
        <translation>脫手：一張都沒蓋。七脫手：脫手而且最後出的是 7。全蓋：13 張全部蓋掉。</translation>
    </message>
    <message>
        <source>Results are counted in bets; money = bets × the bet unit.</source>
        <translation>輸贏以「注」計算；金額 = 注數 × 每注金額。</translation>
    </message>
    <message>
        <source>For every pair of players, the one with more points pays the other the difference times the receiver&apos;s multiplier: ×2 if the receiver is clear, ×6 instead if clear on a seven and the option “Clear on a seven pays ×6” is on, otherwise ×1. Equal points: nothing is paid. The results add up to zero.</source>
        <translation>任兩家之間，點數多的賠點數少的，賠差額乘以收方的倍數：收方脫手 ×2；若開了「七脫手加倍」且收方七脫手，改為 ×6；其餘 ×1。點數相同不用賠。四家輸贏加起來是零。</translation>
    </message>
    <message>
        <source>Option “All covered counts 100”: an all-covered player counts 0 points and everybody else counts 100 more than they covered.</source>
        <translation>選項「全蓋100分」：全蓋的人算 0 點，其他每一家都在蓋牌點數上再加 100 點。</translation>
    </message>
    <message>
        <source>If two players are all covered, each of the others counts +100 for each of them.</source>
        <translation>如果有兩家全蓋，其他每一家要為每個全蓋的人各加 100 點。</translation>
    </message>
    <message>
        <source>Option “Big, middle and small head” replaces the above: by points, the most pays 7 bets, the second 3, the third 1, and the fewest receives 11; no multipliers, no bonus.</source>
        <translation>選項「大中小頭」取代上面的算法：依點數排名，最多的（大頭）賠 7 注，第二（中頭）賠 3 注，第三（小頭）賠 1 注，最少的收 11 注；沒有倍數，也沒有全蓋加分。</translation>
    </message>
    <message>
        <source>Tied players share the places they occupy together: each pays or receives the average of those places&apos; amounts (two tied for fewest receive (11 − 1) / 2 = 5 each). Results in bets are exact fractions; money is rounded to whole units by largest remainders so that it still adds up to zero.</source>
        <translation>點數相同的人平分他們共同佔的名次：每人付或收那幾個名次金額的平均（例如兩家並列最少，各收 (11 − 1) / 2 = 5 注）。注數用精確分數計算；金額以最大餘數法取整，保證總和仍為零。</translation>
    </message>
    <message>
        <source>Table multiplier M: with 0, 1, 2 or 3 clear players M is 1, 2, 4 or 8. With d players clear on a seven the seven multiplier is 8 × d. When both apply, the larger counts.</source>
        <translation>全桌倍數 M：有 0、1、2、3 家脫手時 M 分別是 1、2、4、8。有 d 家七脫手時，七的倍數是 8 × d。兩者都有時取較大的。</translation>
    </message>
    <message>
        <source>If all four players are clear, every score is 0.</source>
        <translation>四家都脫手時，每家都是 0 分。</translation>
    </message>
    <message>
        <source>A player who is not clear counts covered points × M; a clear player counts 0. Each player receives from every other player the difference between their counts.</source>
        <translation>沒脫手的人以蓋牌點數 × M 計；脫手的人算 0。每一家向其他每一家收取（或支付）兩人計分的差額。</translation>
    </message>
    <message>
        <source>Table settings and the match</source>
        <translation>開桌設定與整場牌局</translation>
    </message>
    <message>
        <source>A match is a series of hands at one table with fixed options, chosen in the table settings and shown to every player.</source>
        <translation>一場牌局是同一桌連打的若干把（把數），選項在開桌設定中決定，全桌都看得到，整場不變。</translation>
    </message>
    <message>
        <source>The bet unit is a whole amount of money; one base is 30 × the bet unit.</source>
        <translation>每注金額是整數；一底 = 30 × 每注金額。</translation>
    </message>
    <message>
        <source>Opening limit: you may open or join a table only with a balance of at least one base.</source>
        <translation>開桌限制：餘額至少要有一底，才能開桌或入座。</translation>
    </message>
    <message>
        <source>A player who leaves before the last hand pays the leaving penalty of 1, 3 or 5 bases (a table option), shared equally by the three players who stay; a computer player then takes the seat so that the match can finish.</source>
        <translation>打完最後一把之前離桌的人，要付棄權處罰 1、3 或 5 底（開桌時選定），由留下的三家平分；之後由電腦接手這個座位，把牌局打完。</translation>
    </message>
    <message>
        <source>If your turn time runs out, the hint&apos;s choice is played for you.</source>
        <translation>如果出牌時間用完，系統會照「提示」的建議替你出牌或蓋牌。</translation>
    </message>
    <message>
        <source>Playing with the mouse and keyboard</source>
        <translation>滑鼠與鍵盤操作</translation>
    </message>
    <message>
        <source>Playable cards in your hand are raised and outlined in gold. When nothing fits, all your cards are outlined in blue: click the one to cover.</source>
        <translation>手上能出的牌會升起並加上金框。沒有牌能出時，所有手牌都加上藍框：點一張就把它蓋掉。</translation>
    </message>
    <message>
        <source>Left and Right choose a card, Up or Tab jumps to the next playable card, Enter or Space plays it, H shows a hint.</source>
        <translation>左右鍵選牌，上鍵或 Tab 跳到下一張能出的牌，Enter 或空白鍵出牌，H 顯示提示。</translation>
    </message>
    <message>
        <source>Rules of Sevens</source>
        <translation>排七規則</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Taiwan scoring (排七)</source>
        <translation>台灣算法（排七）</translation>
    </message>
    <message>
        <source>Mainland scoring (憋七)</source>
        <translation>大陸算法（憋七）</translation>
    </message>
    <message>
        <source>Rules of Zhangzhou mahjong</source>
        <translation>漳州麻將規則</translation>
    </message>
</context>
<context>
    <name>qixing::ui::SevensSettingsDialog</name>
    <message>
        <source>Table settings</source>
        <translation>開桌設定</translation>
    </message>
    <message>
        <source>Scoring and rules</source>
        <translation>計分與規則</translation>
    </message>
    <message>
        <source>Head and tail close</source>
        <translation>去頭去尾</translation>
    </message>
    <message>
        <source>As soon as a row reaches its A or its K, the whole suit is closed: its remaining cards can only be covered.</source>
        <translation>某花色一接到 A 或 K，整個花色就封住，剩下的牌只能蓋掉。</translation>
    </message>
    <message>
        <source>All covered counts 100</source>
        <translation>全蓋100分</translation>
    </message>
    <message>
        <source>Clear on a seven pays ×6</source>
        <translation>七脫手加倍</translation>
    </message>
    <message>
        <source>Big, middle and small head</source>
        <translation>大中小頭</translation>
    </message>
    <message>
        <source>Stakes and match</source>
        <translation>賭注與場次</translation>
    </message>
    <message>
        <source>The money one bet is worth. Results are counted in bets.</source>
        <translation>一注值多少錢。輸贏以注計算。</translation>
    </message>
    <message>
        <source>Bet unit:</source>
        <translation>每注金額：</translation>
    </message>
    <message>
        <source>One base:</source>
        <translation>一底：</translation>
    </message>
    <message>
        <source>Every seat starts with this money. Opening a table needs at least one base.</source>
        <translation>每個座位的起始金額。開桌至少要有一底。</translation>
    </message>
    <message>
        <source>Starting balance:</source>
        <translation>起始餘額：</translation>
    </message>
    <message>
        <source>How many hands the match lasts.</source>
        <translation>整場要打幾把。</translation>
    </message>
    <message>
        <source>Hands:</source>
        <translation>把數：</translation>
    </message>
    <message>
        <source>What a player who leaves before the last hand pays, shared equally by the three who stay.</source>
        <translation>最後一把之前離桌的人要付的罰款，由留下的三家平分。</translation>
    </message>
    <message>
        <source>Leaving penalty:</source>
        <translation>棄權處罰：</translation>
    </message>
    <message>
        <source>When your time runs out, the hint&apos;s choice is played for you.</source>
        <translation>時間用完時，系統照提示的建議替你出牌或蓋牌。</translation>
    </message>
    <message>
        <source>Turn time limit:</source>
        <translation>每手限時：</translation>
    </message>
    <message>
        <source>Opening limit: every player needs at least one base (%1) to sit at this table, but the starting balance is %2. Lower the bet or raise the balance.</source>
        <translation>開桌限制：每位玩家至少要有一底（%1）才能入座，但起始餘額只有 %2。請降低每注金額或提高起始餘額。</translation>
    </message>
    <message>
        <source>30 × %1 = %2</source>
        <translation>30 × %1 = %2</translation>
    </message>
    <message>
        <source>%1 × base = %2</source>
        <translation>%1 底 = %2</translation>
    </message>
    <message>
        <source>Every option is shown to all players and fixed for the whole match.</source>
        <translation>所有選項全桌玩家都看得到，整場牌局固定不變。</translation>
    </message>
    <message>
        <source>e.g. Friday Sevens</source>
        <translation>例如：週五排七</translation>
    </message>
    <message>
        <source>Taiwan scoring only. A player who covered all 13 cards counts 0 points, and every other player counts 100 more.</source>
        <translation>僅用於台灣算法。13 張全蓋的人算 0 點，其他每家再加 100 點。</translation>
    </message>
    <message>
        <source>Taiwan scoring only. A player who is clear and whose last card was a 7 receives six times the difference instead of twice.</source>
        <translation>僅用於台灣算法。七脫手（脫手且最後一張是 7）的人收差額的 6 倍，而不是 2 倍。</translation>
    </message>
    <message>
        <source>Taiwan scoring only, replaces the multipliers and the all-covered bonus: the most points pays 7 bets, the second 3, the third 1; the fewest receives 11. Ties share the positions.</source>
        <translation>僅用於台灣算法，取代倍數和全蓋加分：點數最多的大頭賠 7 注，中頭賠 3 注，小頭賠 1 注；最少的收 11 注。同分平分名次。</translation>
    </message>
    <message>
        <source>Taiwan scoring (排七): for every pair of players the one with more covered points pays the difference, times the receiver&apos;s multiplier (×2 when clear).</source>
        <translation>台灣算法（排七）：任兩家之間，蓋牌點數多的賠差額，乘以收方的倍數（脫手 ×2）。</translation>
    </message>
    <message>
        <source>Mainland scoring (憋七): one table multiplier from the number of clear players; everyone&apos;s points times it are compared pairwise.</source>
        <translation>大陸算法（憋七）：依脫手人數決定全桌倍數；每家點數乘上倍數後兩兩比較。</translation>
    </message>
    <message>
        <source>Time bank:</source>
        <translation>備用時間：</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>算法：</translation>
    </message>
    <message>
        <source>Dream Sevens (制服麻將)</source>
        <translation>制服麻將 夢幻排七</translation>
    </message>
    <message>
        <source>Dream Sevens, big/middle/small head (制服麻將)</source>
        <translation>制服麻將 夢幻排七 大中小頭</translation>
    </message>
    <message>
        <source>Biqi (QQ/联众)</source>
        <translation>QQ/聯眾 憋七</translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>不%1</translation>
    </message>
    <message>
        <source>leaving penalty %1 × base</source>
        <translation>棄權處罰 %1 底</translation>
    </message>
    <message>
        <source>starting balance %1</source>
        <translation>起始餘額 %1</translation>
    </message>
    <message>
        <source>another starting balance</source>
        <translation>起始餘額不同</translation>
    </message>
    <message>
        <source>bet %1</source>
        <translation>每注 %1</translation>
    </message>
    <message>
        <source>one hand</source>
        <translation>1 把</translation>
    </message>
    <message>
        <source>%1 hands</source>
        <translation>%1 把</translation>
    </message>
</context>
<context>
    <name>qixing::ui::SevensSettlementDialog</name>
    <message>
        <source>Scoring: big, middle and small head — 7, 3 and 1 bets paid, 11 received; ties share.</source>
        <translation>計分：大中小頭——大頭賠 7 注、中頭 3 注、小頭 1 注，最少的收 11 注；同分平分。</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>第 %1 把</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>%1 離桌</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>餘額</translation>
    </message>
    <message>
        <source>Hand %1 of %2 — settlement</source>
        <translation>第 %1 把／共 %2 把 — 結算</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>第 %1 把／共 %2 把</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Covered cards</source>
        <translation>蓋牌</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>點數</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>倍數</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>計分點數</translation>
    </message>
    <message>
        <source>Result (bets)</source>
        <translation>輸贏（注）</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>誰賠誰</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 bets (%4): %5</source>
        <translation>%1 賠 %2 %3 注（%4）：%5</translation>
    </message>
    <message>
        <source>Nobody pays anybody this hand.</source>
        <translation>這一把沒有人要賠。</translation>
    </message>
    <message>
        <source>One bet is %1; money is the result in bets × the bet, rounded so that it sums to zero.</source>
        <translation>每注 %1；金額 = 注數 × 每注金額，取整後總和仍為零。</translation>
    </message>
    <message>
        <source>Match so far</source>
        <translation>目前戰績</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>最終排名</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一把</translation>
    </message>
    <message>
        <source>The host deals the next hand; this window closes when it begins.</source>
        <translation>下一把由桌主發牌；發牌時這個視窗會自動關閉。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Counted: the points compared between players — the covered points, with 0 for an all-covered player and 100 more for everyone else.</source>
        <translation>計分點數：用來兩兩比較的點數——即蓋牌點數；全蓋的人算 0，其他人各加 100。</translation>
    </message>
    <message>
        <source>Counted: the points compared between players — here simply the covered points.</source>
        <translation>計分點數：用來兩兩比較的點數——這裡就是蓋牌點數。</translation>
    </message>
    <message>
        <source>Counted: the points compared between players — the covered points × M (a clear player counts 0).</source>
        <translation>計分點數：用來兩兩比較的點數——蓋牌點數 × M（脫手的人算 0）。</translation>
    </message>
    <message>
        <source>Counted: the points that decide the places (big, middle and small head).</source>
        <translation>計分點數：決定大頭、中頭、小頭名次的點數。</translation>
    </message>
    <message>
        <source>Taiwan scoring — for each pair, the player with more points pays the difference times the receiver&apos;s multiplier.</source>
        <translation>台灣算法——任兩家之間，點數多的賠差額乘以收方的倍數。</translation>
    </message>
    <message>
        <source>Mainland scoring — multiplier M = %1; each player&apos;s points × M are compared pairwise.</source>
        <translation>大陸算法——倍數 M = %1；每家點數 × M 兩兩比較。</translation>
    </message>
    <message>
        <source>Options: %1.</source>
        <translation>選項：%1。</translation>
    </message>
    <message>
        <source>Every hand as it was dealt</source>
        <translation>各家發到的手牌</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 號位</translation>
    </message>
</context>
<context>
    <name>qixing::ui::SevensTableScreen</name>
    <message>
        <source>Suggest a card (H)</source>
        <translation>建議出哪張牌（H）</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>第 %1 把／共 %2 把</translation>
    </message>
    <message>
        <source>Bet %1 · base %2</source>
        <translation>每注 %1 · 一底 %2</translation>
    </message>
    <message>
        <source>Leaving penalty: %1 × base</source>
        <translation>棄權處罰：%1 底</translation>
    </message>
    <message>
        <source>Turn limit: %1 s</source>
        <translation>每手限時 %1 秒</translation>
    </message>
    <message>
        <source>Hosted on the LAN</source>
        <translation>在區域網路上開桌中</translation>
    </message>
    <message>
        <source>LAN table at %1</source>
        <translation>區域網路牌桌（%1）</translation>
    </message>
    <message>
        <source>%1. %2 covered %3</source>
        <translation>%1. %2 蓋了 %3</translation>
    </message>
    <message>
        <source>%1. %2 covered a card</source>
        <translation>%1. %2 蓋了一張牌</translation>
    </message>
    <message>
        <source>%1. %2 played %3</source>
        <translation>%1. %2 出 %3</translation>
    </message>
    <message>
        <source>The saved Sevens match is being played in %1.</source>
        <translation>儲存的排七牌局正在%1中進行。</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>繼續牌局</translation>
    </message>
    <message>
        <source>There is no unfinished match to resume.</source>
        <translation>沒有未完成的牌局可以繼續。</translation>
    </message>
    <message>
        <source>The saved match is damaged</source>
        <translation>存檔已損壞</translation>
    </message>
    <message>
        <source>The saved match could not be read and was not resumed.

Reason: %1

%2</source>
        <translation>無法讀取存檔，牌局沒有繼續。

原因：%1

%2</translation>
    </message>
    <message>
        <source>The file could not be moved aside.</source>
        <translation>無法把這個檔案移到一旁。</translation>
    </message>
    <message>
        <source>The file was kept as %1 so that it can be examined.</source>
        <translation>檔案已另存為 %1，方便檢查。</translation>
    </message>
    <message>
        <source>The match is not finished (%1 of %2 hands played). If you leave now you pay the leaving penalty of %5 × base = %3, shared equally by the other three players (%4 each). A computer player takes your seat to finish the match.</source>
        <translation>牌局還沒結束（已打 %1 把，共 %2 把）。現在離桌要付棄權處罰 %5 底 = %3，由其他三家平分（每家 %4）。你的座位由電腦接手打完。</translation>
    </message>
    <message>
        <source>Something new can only start once you leave the match you are in.</source>
        <translation>要開始新的牌局，得先離開現在這一場。</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>確定要離桌嗎？</translation>
    </message>
    <message>
        <source>Leave and pay</source>
        <translation>付罰款離桌</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>留下</translation>
    </message>
    <message>
        <source>Your match (hand %1 of %2) is saved as it stands; you can resume it from the hall later. Putting it aside costs nothing.</source>
        <translation>你的牌局（第 %1 把／共 %2 把）已照現況存檔，之後可以在大廳繼續。先放著不用付任何代價。</translation>
    </message>
    <message>
        <source>You are back at the table.</source>
        <translation>你回到牌桌上了。</translation>
    </message>
    <message>
        <source>Too late: the time limit had already played for you.</source>
        <translation>太慢了：時間到，已經替你出牌了。</translation>
    </message>
    <message>
        <source>The host refused the move: %1</source>
        <translation>桌主不接受這一手：%1</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>排七</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>接著打</translation>
    </message>
    <message>
        <source>The match cannot be played on from here: %1</source>
        <translation>無法從這裡接著打：%1</translation>
    </message>
    <message>
        <source>Watching the table at %1</source>
        <translation>旁觀 %1 的牌桌</translation>
    </message>
</context>
<context>
    <name>qixing::ui::SevensTableWidget</name>
    <message>
        <source>Time is up: %1 was covered for you.</source>
        <translation>時間到：已替你蓋掉 %1。</translation>
    </message>
    <message>
        <source>Time is up: %1 was played for you.</source>
        <translation>時間到：已替你打出 %1。</translation>
    </message>
    <message>
        <source>Balance %1</source>
        <translation>餘額 %1</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>手牌：%1 張</translation>
    </message>
    <message>
        <source>Covered: %1</source>
        <translation>蓋牌：%1 張</translation>
    </message>
    <message>
        <source>Your move: %1 s left</source>
        <translation>輪到你：剩 %1 秒</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>輪到你</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>Last: covered a card</source>
        <translation>剛才：蓋了一張牌</translation>
    </message>
    <message>
        <source>Last: played %1</source>
        <translation>剛才：出 %1</translation>
    </message>
    <message>
        <source>Your covered cards</source>
        <translation>你的蓋牌</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 點</translation>
    </message>
    <message>
        <source>None yet — stay clear!</source>
        <translation>還沒有——加油脫手！</translation>
    </message>
    <message>
        <source>Covered</source>
        <translation>蓋牌</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>整場牌局結束了。</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>這一把結束了。</translation>
    </message>
    <message>
        <source>You hold 7♠: open the hand with it.</source>
        <translation>你拿到黑桃 7：請先出這張開局。</translation>
    </message>
    <message>
        <source>Your turn: play one of the highlighted cards.</source>
        <translation>輪到你：請出一張亮起的牌。</translation>
    </message>
    <message>
        <source>%1 (%2) is to move…</source>
        <translation>輪到 %1（%2）…</translation>
    </message>
    <message>
        <source>A hint is available on your turn.</source>
        <translation>輪到你時才能使用提示。</translation>
    </message>
    <message>
        <source>Choose a card with the arrow keys first.</source>
        <translation>請先用方向鍵選一張牌。</translation>
    </message>
    <message>
        <source>%1 closed</source>
        <translation>%1 已封（去頭去尾）</translation>
    </message>
    <message>
        <source>No card fits: click a card to cover it.</source>
        <translation>沒有牌能接：點一張牌把它蓋掉。</translation>
    </message>
    <message>
        <source>No card fits: click a card to cover it (%1 s).</source>
        <translation>沒有牌能接：點一張牌把它蓋掉（%1 秒）。</translation>
    </message>
    <message>
        <source>Your turn: play one of the highlighted cards (%1 s).</source>
        <translation>輪到你：請出一張亮起的牌（%1 秒）。</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>J</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>King</source>
        <translation>K</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>紅心</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>方塊</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>梅花</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: rank of suit</comment>
        <translation>%2%1</translation>
    </message>
    <message>
        <source>%1; %2 points</source>
        <translation>%1；共 %2 點</translation>
    </message>
    <message>
        <source>%1 row</source>
        <translation>%1 那一排</translation>
    </message>
    <message>
        <source>Empty: it opens with %1.</source>
        <translation>還沒開：要由%1開頭。</translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <translation>從%1接到%2</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>在你手上</translation>
    </message>
    <message>
        <source>No card fits: this one can be covered</source>
        <translation>沒有牌接得上：這張可以蓋牌</translation>
    </message>
    <message>
        <source>Can be played now</source>
        <translation>現在可以出</translation>
    </message>
    <message>
        <source>Cannot be played now</source>
        <translation>現在不能出</translation>
    </message>
    <message>
        <source>Sevens table</source>
        <translation>排七牌桌</translation>
    </message>
    <message>
        <source>Expected: %1 bets; the next best, %2: %3 bets.</source>
        <translation>預期 %1 注；次佳的 %2：%3 注。</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 號位</translation>
    </message>
</context>
<context>
    <name>qixing::ui::StandingsDialog</name>
    <message>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
</context>
<context>
    <name>qixing::ui::StandingsView</name>
    <message>
        <source>Computers</source>
        <translation>電腦</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>比較分</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>把數</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>輸贏</translation>
    </message>
    <message>
        <source>The group&apos;s players by score</source>
        <translation>同組玩家依比較分排名</translation>
    </message>
    <message>
        <source>The last deal at each table</source>
        <translation>各桌的上一局</translation>
    </message>
    <message>
        <source>Tonight</source>
        <translation>今晚</translation>
    </message>
    <message>
        <source>Tonight&apos;s nets</source>
        <translation>今晚輸贏</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>誰付給誰</translation>
    </message>
    <message>
        <source>Duplicate standings: deals played %1</source>
        <translation>複式排名：已打 %1 副牌</translation>
    </message>
    <message>
        <source>Tonight&apos;s standings</source>
        <translation>今晚排名</translation>
    </message>
    <message>
        <source>Compared with the same cards at the other tables (%1)</source>
        <translation>與其他桌拿同一手牌的人比較（%1 桌）</translation>
    </message>
    <message>
        <source>Hand %1 at every table</source>
        <translation>各桌第 %1 把</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>桌</translation>
    </message>
    <message>
        <source>Seat 1</source>
        <translation>座位 1</translation>
    </message>
    <message>
        <source>Seat 2</source>
        <translation>座位 2</translation>
    </message>
    <message>
        <source>Seat 3</source>
        <translation>座位 3</translation>
    </message>
    <message>
        <source>Seat 4</source>
        <translation>座位 4</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <source>The night: hands at every table %1</source>
        <translation>今晚：各桌共 %1 把</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 付給 %2 %3</translation>
    </message>
    <message>
        <source>Nobody owes anybody</source>
        <translation>誰也不欠誰</translation>
    </message>
</context>
<context>
    <name>qixing::ui::StatsChart</name>
    <message>
        <source>Nothing recorded yet</source>
        <translation>還沒有紀錄</translation>
    </message>
</context>
<context>
    <name>qixing::ui::StatsScreen</name>
    <message>
        <source>Reading the records…</source>
        <translation>正在讀取紀錄…</translation>
    </message>
    <message>
        <source>No matches recorded yet</source>
        <translation>還沒有記下任何一場</translation>
    </message>
    <message>
        <source>Matches recorded: %1</source>
        <translation>已記下 %1 場</translation>
    </message>
    <message>
        <source>Balance over matches</source>
        <translation>逐場累計輸贏</translation>
    </message>
    <message>
        <source>Nothing recorded yet</source>
        <translation>還沒有紀錄</translation>
    </message>
    <message>
        <source>Result per hand</source>
        <translation>每把輸贏</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>場數</translation>
    </message>
    <message>
        <source>%1 (%2 played to the end)</source>
        <translation>%1（打完 %2 場）</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>把數</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>輸贏</translation>
    </message>
    <message>
        <source>First places</source>
        <translation>第一名</translation>
    </message>
    <message>
        <source>Second places</source>
        <translation>第二名</translation>
    </message>
    <message>
        <source>Third places</source>
        <translation>第三名</translation>
    </message>
    <message>
        <source>Fourth places</source>
        <translation>第四名</translation>
    </message>
    <message>
        <source>Clear (脫手)</source>
        <translation>脫手</translation>
    </message>
    <message>
        <source>Clear on a seven (七脫手)</source>
        <translation>七脫手</translation>
    </message>
    <message>
        <source>All covered (全蓋)</source>
        <translation>全蓋</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>Won without a discard (自摸 and better)</source>
        <translation>不靠放槍胡（自摸以上）</translation>
    </message>
    <message>
        <source>Dealt in</source>
        <translation>放槍</translation>
    </message>
    <message>
        <source>False wins (詐胡)</source>
        <translation>詐胡</translation>
    </message>
    <message>
        <source>Average covered points</source>
        <translation>平均蓋牌點數</translation>
    </message>
    <message>
        <source>Average 番 of a win</source>
        <translation>每次胡牌平均番數</translation>
    </message>
    <message>
        <source>平胡 (on a discard)</source>
        <translation>平胡</translation>
    </message>
    <message>
        <source>自摸 (self-draw)</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>單游 (single 游金)</source>
        <translation>單游</translation>
    </message>
    <message>
        <source>雙游 (double 游金)</source>
        <translation>雙游</translation>
    </message>
    <message>
        <source>三游 (triple 游金)</source>
        <translation>三游</translation>
    </message>
    <message>
        <source>搶金 (robbing the gold)</source>
        <translation>搶金</translation>
    </message>
    <message>
        <source>三金倒 (three golds)</source>
        <translation>三金倒</translation>
    </message>
    <message>
        <source>天胡 (heavenly hand)</source>
        <translation>天胡</translation>
    </message>
    <message>
        <source>搶槓胡 (robbing a concealed kong)</source>
        <translation>搶槓胡</translation>
    </message>
    <message>
        <source>Balance now %1; matches: %2</source>
        <translation>目前累計 %1；共 %2 場</translation>
    </message>
    <message>
        <source>Hands: %1; best %2, worst %3</source>
        <translation>共 %1 把；最好 %2，最差 %3</translation>
    </message>
    <message>
        <source>From %1 to %2 the next day. Matches: %3</source>
        <translation>從 %1 到隔天 %2，共 %3 場</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 付給 %2 %3</translation>
    </message>
    <message>
        <source>Nobody owes anybody</source>
        <translation>誰也不欠誰</translation>
    </message>
    <message>
        <source>No match that evening</source>
        <translation>那天晚上沒有打牌</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>戰績</translation>
    </message>
    <message>
        <source>Players and the night&apos;s ledger</source>
        <translation>玩家與當晚帳目</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>The night&apos;s ledger</source>
        <translation>當晚帳目</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>遊戲：</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>每把平均</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>The player&apos;s figures</source>
        <translation>玩家的各項數字</translation>
    </message>
    <message>
        <source>Evening of</source>
        <translation>哪天晚上</translation>
    </message>
    <message>
        <source>Previous evening</source>
        <translation>前一晚</translation>
    </message>
    <message>
        <source>Next evening</source>
        <translation>後一晚</translation>
    </message>
    <message>
        <source>Each player&apos;s net</source>
        <translation>每人淨輸贏</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>淨輸贏</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>誰付給誰</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>全部規則</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>規則：</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
</context>
<context>
    <name>qixing::ui::TableSettingsFrame</name>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>你的名字：</translation>
    </message>
    <message>
        <source>How well the computer player plays this seat.</source>
        <translation>這個座位的電腦玩家打得多好。</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>a seat&apos;s label in the seats list</comment>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>預設值</translation>
    </message>
    <message>
        <source>Host the table</source>
        <translation>開桌並等人加入</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>開桌</translation>
    </message>
</context>
<context>
    <name>qixing::ui::TableSidePanel</name>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Close the table…</source>
        <translation>散桌…</translation>
    </message>
    <message>
        <source>Leave table…</source>
        <translation>離桌…</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>出牌紀錄</translation>
    </message>
    <message>
        <source>Show or hide the moves of this hand</source>
        <translation>顯示或收起這一把的出牌紀錄</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <translation>跟同桌的人說點什麼…</translation>
    </message>
    <message>
        <source>LAN table: the host&apos;s clock keeps running while a dialog is open.</source>
        <translation>區網牌桌：開著對話框時，桌主那邊的計時照樣在跑。</translation>
    </message>
    <message>
        <source>%1 s left — paused</source>
        <translation>剩 %1 秒——已暫停</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>剩 %1 秒</translation>
    </message>
    <message>
        <source>%1 + %2 s — paused</source>
        <translation>%1 + %2 秒 — 已暫停</translation>
    </message>
    <message>
        <source>%1 + %2 s</source>
        <translation>%1 + %2 秒</translation>
    </message>
    <message>
        <source>Bank: %1 s — paused</source>
        <translation>備用時間：%1 秒 — 已暫停</translation>
    </message>
    <message>
        <source>Bank: %1 s</source>
        <translation>備用時間：%1 秒</translation>
    </message>
    <message>
        <source>The host lets spectators read the chat, not write in it</source>
        <translation>桌主讓旁觀者只能看聊天，不能發言</translation>
    </message>
</context>
</TS>
