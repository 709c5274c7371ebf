<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>DealVerdict</name>
    <message>
        <source>Checking the deal…</source>
        <translation>正在验证发牌…</translation>
    </message>
    <message>
        <source>Deal verified: every card or tile you were shown is the deal the host committed to.</source>
        <translation>发牌已验证：你看到的每张牌，都是房主事先承诺的发牌。</translation>
    </message>
    <message>
        <source>Deal NOT verified: the seed the host revealed is not the one it committed to.</source>
        <translation>发牌验证失败：房主公开的种子不是它事先承诺的那一个。</translation>
    </message>
    <message>
        <source>Deal NOT verified: the host committed to no deal before this hand.</source>
        <translation>发牌验证失败：房主在这局之前没有承诺任何发牌。</translation>
    </message>
    <message>
        <source>Deal not verified: the host did not reveal this deal.</source>
        <translation>发牌未验证：房主没有公开这局的发牌。</translation>
    </message>
    <message>
        <source>Deal NOT verified: the host&apos;s reveal does not read.</source>
        <translation>发牌验证失败：房主公开的数据无法读取。</translation>
    </message>
    <message>
        <source>Deal NOT verified: a message of this hand does not read.</source>
        <translation>发牌验证失败：这局有一条消息无法读取。</translation>
    </message>
    <message>
        <source>%1 (seat %2)</source>
        <translation>%1（%2 号位）</translation>
    </message>
    <message>
        <source>Deal NOT verified: not as the revealed deal: %1</source>
        <translation>发牌验证失败：与公开的发牌不符：%1</translation>
    </message>
</context>
<context>
    <name>TableOptions</name>
    <message>
        <source>None</source>
        <translation>不限时</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Two seats are both called “%1”: give every player a different name.</source>
        <translation>有两个座位都叫“%1”：请给每位玩家取不同的名字。</translation>
    </message>
    <message>
        <source>Extra seconds each player has for the whole match, spent only when a turn&apos;s limit runs out.</source>
        <translation>每位玩家整场牌局另有的秒数，只在一手的时限用完后才扣用。</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no clock bank</comment>
        <translation>不设</translation>
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
        <translation>对家</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Mei</source>
        <translation>小梅</translation>
    </message>
    <message>
        <source>Hao</source>
        <translation>浩哥</translation>
    </message>
    <message>
        <source>Ling</source>
        <translation>阿玲</translation>
    </message>
    <message>
        <source>Computer (strong)</source>
        <translation>电脑（高手）</translation>
    </message>
    <message>
        <source>Computer (beginner)</source>
        <translation>电脑（新手）</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>Covered</source>
        <translation>扣牌</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>走通</translation>
    </message>
    <message>
        <source>Clear on a seven</source>
        <translation>独头七</translation>
    </message>
    <message>
        <source>All covered</source>
        <translation>全扣</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>这一局结束了。</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn yet.</source>
        <translation>请稍候：还没轮到你。</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation>你手上没有 %1。</translation>
    </message>
    <message>
        <source>The first card of the hand must be 7♠.</source>
        <translation>每一局的第一张必须是黑桃 7。</translation>
    </message>
    <message>
        <source>You hold a card that fits, so you may not cover: play one of the highlighted cards.</source>
        <translation>你手上有牌能接，不能扣牌：请出一张亮起的牌。</translation>
    </message>
    <message>
        <source>%1 does not fit yet: the %2 row has not been opened, and only its 7 opens it.</source>
        <translation>%1 还接不上：%2 这一行还没开，只有它的 7 能开。</translation>
    </message>
    <message>
        <source>The %1 row is closed (head and tail): %2 can never be played, only covered.</source>
        <translation>%1 这一行已封（去头去尾）：%2 不能再出，只能扣掉。</translation>
    </message>
    <message>
        <source>%1 does not fit: the %2 row runs from %3 to %4, so only %5 can go there.</source>
        <translation>%1 接不上：%2 这一行目前是 %3 到 %4，只能接 %5。</translation>
    </message>
    <message>
        <source> or </source>
        <translation>或</translation>
    </message>
    <message>
        <source>big head</source>
        <translation>大头</translation>
    </message>
    <message>
        <source>middle head</source>
        <translation>中头</translation>
    </message>
    <message>
        <source>small head</source>
        <translation>小头</translation>
    </message>
    <message>
        <source>lowest</source>
        <translation>最少</translation>
    </message>
    <message>
        <source>tied %1–%2</source>
        <translation>并列%1至%2</translation>
    </message>
    <message>
        <source>%1 is clear on a seven: × 6</source>
        <translation>%1 独头七：× 6</translation>
    </message>
    <message>
        <source>%1 is clear: × 2</source>
        <translation>%1 走通：× 2</translation>
    </message>
    <message>
        <source>× 1</source>
        <translation>× 1</translation>
    </message>
    <message>
        <source>points %1, %2</source>
        <translation>分数 %1，%2</translation>
    </message>
    <message>
        <source>effective points %1 (each player&apos;s points × M = %2)</source>
        <translation>计分 %1（每家分数 × M = %2）</translation>
    </message>
    <message>
        <source>payer is %1, receiver is %2</source>
        <translation>付方是%1，收方是%2</translation>
    </message>
    <message>
        <source>Friday Sevens</source>
        <translation>周五憋七</translation>
    </message>
    <message>
        <source>Hi! Ready when you are.</source>
        <translation>嗨！你好了我就可以开始。</translation>
    </message>
    <message>
        <source>Waiting for one more, then we start.</source>
        <translation>再等一个人就开始。</translation>
    </message>
    <message>
        <source>Deal me in!</source>
        <translation>算我一个！</translation>
    </message>
    <message>
        <source>Person (LAN)</source>
        <translation>真人（局域网）</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Mainland scoring</source>
        <translation>大陆算法</translation>
    </message>
    <message>
        <source>Taiwan scoring</source>
        <translation>台湾算法</translation>
    </message>
    <message>
        <source>Hint: play %1 — it is the only card that fits.</source>
        <translation>提示：出 %1——只有这张能接。</translation>
    </message>
    <message>
        <source>Hint: play %1 — it opens the way to your own cards further along that row.</source>
        <translation>提示：出 %1——这样能给你自己同一排更远的牌开路。</translation>
    </message>
    <message>
        <source>Hint: play %1 — it closes the suit, so the others&apos; remaining cards of it can only be covered.</source>
        <translation>提示：出 %1——这样会封住这个花色，别人手上剩下的这个花色只能扣掉。</translation>
    </message>
    <message>
        <source>Hint: play %1 — no play frees a card of yours, and this one helps the others least.</source>
        <translation>提示：出 %1——出哪张都帮不到你自己的牌，这张对别人帮助最小。</translation>
    </message>
    <message>
        <source>Hint: cover %1 — it can never be played any more, so covering it loses nothing else.</source>
        <translation>提示：扣 %1——这张已经不可能打出去，扣掉它不会再多损失别的牌。</translation>
    </message>
    <message>
        <source>Hint: cover %1 — it shuts the row beyond it, whose cards the others hold; that is worth more than its points.</source>
        <translation>提示：扣 %1——这样后面那一段就接不下去，卡住别人手上的牌，比它本身的分更划算。</translation>
    </message>
    <message>
        <source>Hint: cover %1 — of all your cards it loses you the fewest points.</source>
        <translation>提示：扣 %1——在你所有的牌里，扣它损失的分最少。</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>电脑 %1</translation>
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
        <translation>电脑（大师）</translation>
    </message>
    <message>
        <source>Computer (casual)</source>
        <translation>电脑（一般）</translation>
    </message>
    <message>
        <source>Zhangzhou mahjong</source>
        <translation>漳州麻将</translation>
    </message>
    <message>
        <source>Sixteen tiles and a gold that stands for any tile: win on a discard, on your own draw, or go for 游金.</source>
        <translation>十六张牌，加上什么都能当的金：胡别人打的、自己摸的，或拼一把游金。</translation>
    </message>
    <message>
        <source>head and tail</source>
        <translation>去头去尾</translation>
    </message>
    <message>
        <source>all covered 100</source>
        <translation>全扣100分</translation>
    </message>
    <message>
        <source>clear on a seven ×6</source>
        <translation>独头七×6</translation>
    </message>
    <message>
        <source>big/middle/small head</source>
        <translation>大中小头</translation>
    </message>
    <message>
        <source>Cover %1</source>
        <translation>扣 %1</translation>
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
        <translation>七星牌馆（内置）</translation>
    </message>
</context>
<context>
    <name>qixing::ui::BigScreenLink</name>
    <message>
        <source>Big screen</source>
        <translation>大屏幕</translation>
    </message>
</context>
<context>
    <name>qixing::ui::BigScreenView</name>
    <message>
        <source>Waiting for the host&apos;s tables…</source>
        <translation>等待房主的牌桌…</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <source>In the lobby</source>
        <translation>在大厅等待</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation>两局之间</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>轮到 %1</translation>
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
        <translation>第 %1 桌（共 %2 桌）· %3 秒后换下一桌</translation>
    </message>
    <message>
        <source>Big screen</source>
        <translation>大屏幕</translation>
    </message>
</context>
<context>
    <name>qixing::ui::CardStrip</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>qixing::ui::FinalStandingsDialog</name>
    <message>
        <source>Final standings</source>
        <translation>最终排名</translation>
    </message>
    <message>
        <source>The match is over. Hands played: %1</source>
        <translation>整场结束，共打了 %1 局。</translation>
    </message>
    <message>
        <source>You left the table and paid a penalty of %1, shared by the other three; a computer player finished your seat.</source>
        <translation>你中途离桌，支付了弃权处罚 %1，由其他三家平分；你的座位由电脑代打到终局。</translation>
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
        <translation>开局</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>输赢</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>余额</translation>
    </message>
    <message>
        <source>Back to the hall</source>
        <translation>返回大厅</translation>
    </message>
</context>
<context>
    <name>qixing::ui::GameScreen</name>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>another Qixing window (process %1)</source>
        <translation>另一个七星牌馆窗口（进程 %1）</translation>
    </message>
    <message>
        <source>another Qixing window</source>
        <translation>另一个七星牌馆窗口</translation>
    </message>
    <message>
        <source>The match is open elsewhere</source>
        <translation>牌局正在别处进行</translation>
    </message>
    <message>
        <source>Finish it or go back to the hall there first. This window does not resume, replace or end it.</source>
        <translation>请先在那里打完，或返回大厅。这个窗口不会继续、替换或结束它。</translation>
    </message>
</context>
<context>
    <name>qixing::ui::HallScreen</name>
    <message>
        <source>Qixing Card Hall</source>
        <translation>七星牌馆</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>憋七（排七）</translation>
    </message>
    <message>
        <source>Lay the cards out from the sevens. Whoever cannot lay a card must cover one, and covered points pay the others.</source>
        <translation>从七开始接牌。接不上的人就得扣一张牌，扣牌分要赔给别人。</translation>
    </message>
    <message>
        <source>New table…</source>
        <translation>开桌…</translation>
    </message>
    <message>
        <source>Host a LAN table…</source>
        <translation>在局域网开桌…</translation>
    </message>
    <message>
        <source>Join a LAN table…</source>
        <translation>加入局域网牌桌…</translation>
    </message>
    <message>
        <source>Resume the unfinished match</source>
        <translation>继续未完的牌局</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>游戏规则</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>%1 for four, at one felt table.</source>
        <translation>四人同桌：%1。</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1与%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>History…</source>
        <translation>对局记录…</translation>
    </message>
    <message>
        <source>Every match kept here: replay, review, export</source>
        <translation>这里记下的每场牌局：看牌谱、复盘、导出</translation>
    </message>
</context>
<context>
    <name>qixing::ui::HistoryScreen</name>
    <message>
        <source>At this computer</source>
        <translation>在这台电脑</translation>
    </message>
    <message>
        <source>Hosted here</source>
        <translation>在这里当房主</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>加入别人的牌桌</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>命令行</translation>
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
        <translation>游戏</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>在哪里打</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>你的输赢</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>History</source>
        <translation>对局记录</translation>
    </message>
    <message>
        <source>Back to the hall</source>
        <translation>回到大厅</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
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
        <translation>从(&amp;F)：</translation>
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
        <translation>显示的游戏</translation>
    </message>
    <message>
        <source>Player&apos;s name shown</source>
        <translation>显示的玩家名字</translation>
    </message>
    <message>
        <source>Matches from this day</source>
        <translation>从这天起的牌局</translation>
    </message>
    <message>
        <source>Matches up to this day</source>
        <translation>到这天为止的牌局</translation>
    </message>
    <message>
        <source>Matches recorded</source>
        <translation>记录下来的牌局</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>看牌谱(&amp;R)</translation>
    </message>
    <message>
        <source>Replay the match chosen</source>
        <translation>看选定牌局的牌谱</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Export the match chosen to a file</source>
        <translation>把选定的牌局导出为文件</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>Import matches from a file</source>
        <translation>从文件导入牌局</translation>
    </message>
    <message>
        <source>Matches listed</source>
        <translation>列出的牌局数</translation>
    </message>
    <message>
        <source>Notice</source>
        <translation>通知</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>所有游戏</translation>
    </message>
    <message>
        <source>No records are kept.</source>
        <translation>没有保存对局记录。</translation>
    </message>
    <message>
        <source>Matches: %1</source>
        <translation>牌局：%1</translation>
    </message>
    <message>
        <source>The match is not in the records.</source>
        <translation>记录里没有这场牌局。</translation>
    </message>
    <message>
        <source>Matches imported from %1: %2.</source>
        <translation>从 %1 导入的牌局：%2。</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>导出牌局</translation>
    </message>
    <message>
        <source>Qixing records (*.qixing-records);;All files (*)</source>
        <translation>七星牌馆记录 (*.qixing-records);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The match could not be exported: %1</source>
        <translation>无法导出牌局：%1</translation>
    </message>
    <message>
        <source>The match was exported to %1.</source>
        <translation>牌局已导出到 %1。</translation>
    </message>
    <message>
        <source>Import matches</source>
        <translation>导入牌局</translation>
    </message>
    <message>
        <source>Qixing records (*.qixing-records *.jsonl);;All files (*)</source>
        <translation>七星牌馆记录 (*.qixing-records *.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Nothing was imported from %1: %2</source>
        <translation>没有从 %1 导入任何内容：%2</translation>
    </message>
    <message>
        <source>Cancel the match&apos;s review</source>
        <translation>取消整场牌局的复盘</translation>
    </message>
    <message>
        <source>Review the whole match for</source>
        <translation>复盘整场牌局，座位</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 号位</translation>
    </message>
    <message>
        <source>This match cannot be reviewed.</source>
        <translation>这场牌局无法复盘。</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>规则(&amp;U)：</translation>
    </message>
    <message>
        <source>Rules shown</source>
        <translation>显示的规则</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>全部规则</translation>
    </message>
    <message>
        <source>%1 (ended by vote)</source>
        <translation>%1（投票结束）</translation>
    </message>
</context>
<context>
    <name>qixing::ui::HostToolsBar</name>
    <message>
        <source>Vote to end the match now: %1 of %2 agree · %3 s left</source>
        <translation>投票立即结束牌局：%2 人中 %1 人同意 · 剩 %3 秒</translation>
    </message>
    <message>
        <source>Everyone agreed: the match ends now; the hand in play is not scored.</source>
        <translation>全员同意：牌局现在结束；进行中的这一手不计分。</translation>
    </message>
    <message>
        <source>The vote to end the match failed: play goes on.</source>
        <translation>结束牌局的投票未通过：继续游戏。</translation>
    </message>
    <message>
        <source>Rematch with the same players and seats: %1 of %2 agree</source>
        <translation>原班人马、原座位再来一局：%2 人中 %1 人同意</translation>
    </message>
    <message>
        <source>Everyone agreed: a new match starts.</source>
        <translation>全员同意：新的一局开始。</translation>
    </message>
    <message>
        <source>No rematch: not everyone agreed.</source>
        <translation>不再来一局：并非全员同意。</translation>
    </message>
    <message>
        <source>Agree</source>
        <translation>同意</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>拒绝</translation>
    </message>
</context>
<context>
    <name>qixing::ui::LanBrowserDialog</name>
    <message>
        <source>Join a LAN table</source>
        <translation>加入局域网牌桌</translation>
    </message>
    <message>
        <source>Tables hosted on this network. Pick one and join, or type the host&apos;s address.</source>
        <translation>这个网络上开放的牌桌。选一桌加入，或输入房主电脑的地址。</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>房主</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>空位</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
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
        <translation>牌桌设了密码才需要</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>你的名字：</translation>
    </message>
    <message>
        <source>Host address:</source>
        <translation>房主地址：</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>密码：</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>正在查找牌桌…</translation>
    </message>
    <message>
        <source>No tables found yet. Is the host on this network?</source>
        <translation>还没找到牌桌。房主和你在同一个网络里吗？</translation>
    </message>
    <message>
        <source>Tables found: %1</source>
        <translation>找到 %1 桌</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>对局中</translation>
    </message>
    <message>
        <source>%1 of 4</source>
        <translation>%1／4</translation>
    </message>
    <message>
        <source>%1 (password)</source>
        <translation>%1（有密码）</translation>
    </message>
    <message>
        <source>the settings file could not be written</source>
        <translation>设置文件无法写入</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>观战</translation>
    </message>
</context>
<context>
    <name>qixing::ui::LanController</name>
    <message>
        <source>Could not host the table</source>
        <translation>无法开桌</translation>
    </message>
    <message>
        <source>Port %1 could not be opened: %2

Choose another port in 開桌設定, or close the program that uses it.</source>
        <translation>无法使用端口 %1：%2

请在开桌设置里换一个端口，或关闭正在使用它的程序。</translation>
    </message>
    <message>
        <source>The table cannot be found by the LAN browser (%1); players can join by address.</source>
        <translation>其他人无法在局域网列表中找到这一桌（%1），但可以输入地址加入。</translation>
    </message>
    <message>
        <source>%1 (seat %2) lost the connection: a computer player plays the seat until they come back.</source>
        <translation>%1（%2 号位）掉线了：他回来之前由电脑代打。</translation>
    </message>
    <message>
        <source>%1 left seat %2.</source>
        <translation>%1 离开了 %2 号位。</translation>
    </message>
    <message>
        <source>%1 is back at seat %2.</source>
        <translation>%1 回到了 %2 号位。</translation>
    </message>
    <message>
        <source>%1, port %2</source>
        <translation>%1，端口 %2</translation>
    </message>
    <message>
        <source>The table is open on port %1. Waiting for players…</source>
        <translation>牌桌已开在端口 %1，等待玩家加入…</translation>
    </message>
    <message>
        <source>There is no table with a free seat at %1.</source>
        <translation>%1 没有还有空位的牌桌。</translation>
    </message>
    <message>
        <source>Your seat could not be remembered (%1): after a crash, this window could not take it back.</source>
        <translation>无法记住你的座位（%1）：程序崩溃后，这个窗口将无法拿回座位。</translation>
    </message>
    <message>
        <source>You sat down at seat %1.</source>
        <translation>你坐在 %1 号位。</translation>
    </message>
    <message>
        <source>Could not save the settings: %1</source>
        <translation>无法保存设置：%1</translation>
    </message>
    <message>
        <source>Could not join the table</source>
        <translation>无法加入牌桌</translation>
    </message>
    <message>
        <source>The table was closed</source>
        <translation>牌桌已解散</translation>
    </message>
    <message>
        <source>The host closed the table, so the match has ended. You are back in the hall.

(The host said: %1)</source>
        <translation>房主解散了牌桌，对局已经结束，你回到了大厅。

（房主的消息：%1）</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>连接断开</translation>
    </message>
    <message>
        <source>%1 A computer player plays your seat meanwhile.

Reconnect to take your seat back?</source>
        <translation>%1这段时间由电脑代打你的座位。

要重新连接拿回你的座位吗？</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>重新连接</translation>
    </message>
    <message>
        <source>Back to the hall</source>
        <translation>返回大厅</translation>
    </message>
    <message>
        <source>You host this table. Closing it ends the match for everyone at it; the match so far is saved on this computer.</source>
        <translation>你是这一桌的房主。解散后所有人的对局都会结束；到目前为止的牌局会保存在这台电脑上。</translation>
    </message>
    <message>
        <source>If you leave, a computer player plays your seat until the match ends.</source>
        <translation>你离开后，由电脑代打你的座位直到终局。</translation>
    </message>
    <message>
        <source>Something new can only start once you leave the match you are in.</source>
        <translation>要开始新的牌局，得先离开现在这一场。</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>确定要解散牌桌吗？</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>确定要离桌吗？</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>解散牌桌</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>离开</translation>
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
        <translation>房主关闭了牌桌。</translation>
    </message>
    <message>
        <source>The host program is shutting down.</source>
        <translation>房主的程序正在关闭。</translation>
    </message>
    <message>
        <source>The table&apos;s password is wrong or missing.</source>
        <translation>牌桌密码错误或没有输入。</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>这一桌已经坐满了。</translation>
    </message>
    <message>
        <source>That seat is already taken.</source>
        <translation>这个座位已经有人坐了。</translation>
    </message>
    <message>
        <source>The host has no such table (any more).</source>
        <translation>房主那边没有（或已经没有）这一桌。</translation>
    </message>
    <message>
        <source>The host runs another version of Qixing.</source>
        <translation>房主使用的七星牌馆版本不同。</translation>
    </message>
    <message>
        <source>The match can start once everyone seated is ready.</source>
        <translation>坐下的人都准备好之后才能开始。</translation>
    </message>
    <message>
        <source>Your balance is too low for this table.</source>
        <translation>你的余额不够坐这一桌。</translation>
    </message>
    <message>
        <source>That table plays another game.</source>
        <translation>那一桌玩的是另一种游戏。</translation>
    </message>
    <message>
        <source>The connection to the host is too slow or was interrupted.</source>
        <translation>与房主的连接太慢或中断了。</translation>
    </message>
    <message>
        <source>You are not seated at a table of this host.</source>
        <translation>你没有坐在这位房主的牌桌上。</translation>
    </message>
    <message>
        <source>Too many messages too quickly: the host asks you to slow down.</source>
        <translation>消息发得太快太多：房主请你慢一点。</translation>
    </message>
    <message>
        <source>The host did not understand this window (does it run another version of Qixing?).</source>
        <translation>房主看不懂这个窗口发的消息（对方用的是另一个版本的七星牌馆吗？）。</translation>
    </message>
    <message>
        <source>The host said: %1</source>
        <translation>房主回复：%1</translation>
    </message>
    <message>
        <source>%1 refused the connection on port %2: no Qixing table is open there. Check the address and the port.</source>
        <translation>%1 拒绝了端口 %2 的连接：那里没有开着的七星牌馆牌桌。请检查地址和端口。</translation>
    </message>
    <message>
        <source>No computer called %1 was found. Check the address.</source>
        <translation>找不到名为 %1 的电脑。请检查地址。</translation>
    </message>
    <message>
        <source>%1 did not answer in time.</source>
        <translation>%1 没有及时响应。</translation>
    </message>
    <message>
        <source>The network to %1 cannot be reached.</source>
        <translation>连不上通往 %1 的网络。</translation>
    </message>
    <message>
        <source>The connection to %1:%2 was closed.</source>
        <translation>与 %1:%2 的连接已经断开。</translation>
    </message>
    <message>
        <source>The connection to %1:%2 failed (network error %3).</source>
        <translation>与 %1:%2 的连接失败（网络错误 %3）。</translation>
    </message>
    <message>
        <source>You are watching table %1.</source>
        <translation>你正在观看第 %1 桌。</translation>
    </message>
    <message>
        <source>Removed from the table</source>
        <translation>已被请出牌桌</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>房主已将你请出牌桌。</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>%1 号位：%2</translation>
    </message>
    <message>
        <source>Away: a computer plays for me (托管)</source>
        <translation>托管：由电脑代我出牌</translation>
    </message>
    <message>
        <source>Propose to end the match</source>
        <translation>提议结束牌局</translation>
    </message>
    <message>
        <source>Offer a rematch</source>
        <translation>邀请再来一局</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>请出一位玩家</translation>
    </message>
    <message>
        <source>A rematch can be offered after a match, to the people still seated.</source>
        <translation>一局牌局结束后，才能邀请仍在座的玩家再来一局。</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 号位</translation>
    </message>
    <message>
        <source>%1 is away: a computer player plays the seat (托管).</source>
        <translation>%1 暂离：由电脑托管这个座位。</translation>
    </message>
    <message>
        <source>%1 is back and plays the seat again.</source>
        <translation>%1 回来了，重新自己出牌。</translation>
    </message>
    <message>
        <source>The match was ended by a vote: the hands played count, the hand in play does not.</source>
        <translation>牌局经投票结束：已打完的各手照算，进行中的这一手不算。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>请出</translation>
    </message>
    <message>
        <source>Swap with…</source>
        <translation>与…换座位</translation>
    </message>
    <message>
        <source>%1 (table %2)</source>
        <translation>%1（第 %2 桌）</translation>
    </message>
    <message>
        <source>Watch the table</source>
        <translation>观战这一桌</translation>
    </message>
    <message>
        <source>The host asks a password to watch this table:</source>
        <translation>房主要求输入观战密码：</translation>
    </message>
    <message>
        <source>a computer player</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>The host moved you to seat %1 for the next hand; your money and totals move with you.</source>
        <translation>房主把你换到 %1 号位，下一局起生效；你的输赢和累计跟着你走。</translation>
    </message>
    <message>
        <source>The host swapped seats %1 and %2 between hands: %3 sits at seat %1 now, %4 at seat %2.</source>
        <translation>房主在两局之间对调了 %1 号位和 %2 号位：现在 %3 坐 %1 号位，%4 坐 %2 号位。</translation>
    </message>
    <message>
        <source>Host (%1)</source>
        <comment>a chat line of the host itself, from no seat</comment>
        <translation>房主（%1）</translation>
    </message>
</context>
<context>
    <name>qixing::ui::LanHostBox</name>
    <message>
        <source>Host on the LAN</source>
        <translation>在局域网开桌</translation>
    </message>
    <message>
        <source>none</source>
        <translation>不设密码</translation>
    </message>
    <message>
        <source>Table name:</source>
        <translation>桌名：</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>Password (optional):</source>
        <translation>密码（可不填）：</translation>
    </message>
    <message>
        <source>Other players find the table under &quot;Join a LAN table&quot;. The seats they do not take are played by computer players; the names and players chosen above are not used.</source>
        <translation>其他玩家可在“加入局域网牌桌”找到这一桌。没人坐的座位由电脑代打；上面设置的名字和电脑对手不会用到。</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>%1 的牌桌</translation>
    </message>
    <message>
        <source>Allow spectators</source>
        <translation>允许观战</translation>
    </message>
    <message>
        <source>Spectators may chat</source>
        <translation>观战者可聊天</translation>
    </message>
    <message>
        <source>Spectators:</source>
        <translation>观战：</translation>
    </message>
    <message>
        <source>Password to watch:</source>
        <translation>观战密码：</translation>
    </message>
    <message>
        <source>Public information only</source>
        <translation>只看公开信息</translation>
    </message>
    <message>
        <source>Every hand, one hand behind</source>
        <translation>各家手牌，晚一局公开</translation>
    </message>
    <message>
        <source>Spectators see:</source>
        <translation>观战者能看到：</translation>
    </message>
    <message>
        <source>Duplicate tables:</source>
        <translation>复式桌数：</translation>
    </message>
    <message>
        <source>Duplicate tables play the same deals: you sit at table 1, the others are open for people who join; the standings compare everyone who held the same hand.</source>
        <translation>复式各桌发同样的牌：你坐第 1 桌，其他桌开放给加入的人；排名比较拿同一手牌的每个人。</translation>
    </message>
</context>
<context>
    <name>qixing::ui::LobbyScreen</name>
    <message>
        <source>unknown rules</source>
        <translation>规则不明</translation>
    </message>
    <message>
        <source>Bet %1 · base %2</source>
        <translation>每注 %1 · 一底 %2</translation>
    </message>
    <message>
        <source>Hands: %1</source>
        <translation>局数：%1</translation>
    </message>
    <message>
        <source>Leaving penalty: %1 × base</source>
        <translation>弃权处罚：%1 底</translation>
    </message>
    <message>
        <source>Turn limit: %1 s</source>
        <translation>每手限时 %1 秒</translation>
    </message>
    <message>
        <source>No turn limit</source>
        <translation>出牌不限时</translation>
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
        <translation>牌桌规则</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <translation>跟同桌的人说点什么…</translation>
    </message>
    <message>
        <source>I&apos;m ready</source>
        <translation>我准备好了</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>开始对局</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>解散牌桌</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>离开</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>身份</translation>
    </message>
    <message>
        <source>Others join with &quot;Join a LAN table…&quot; in the hall, or by this computer&apos;s address: %1.</source>
        <translation>其他人可以在大厅点“加入局域网牌桌…”，或输入这台电脑的地址加入：%1。</translation>
    </message>
    <message>
        <source>Start when everyone is seated: empty seats are played by computer players.</source>
        <translation>大家都坐好就可以开始：空位由电脑代打。</translation>
    </message>
    <message>
        <source>Tick &quot;I&apos;m ready&quot; when you are. The match starts when the host starts it, or as soon as four ready people sit at the table.</source>
        <translation>准备好了就勾选“我准备好了”。房主点开始，或四个人都坐下并准备好，对局就会开始。</translation>
    </message>
    <message>
        <source>LAN table</source>
        <translation>局域网牌桌</translation>
    </message>
    <message>
        <source>You are hosting this table.</source>
        <translation>你是这一桌的房主。</translation>
    </message>
    <message>
        <source>Connected to %1.</source>
        <translation>已连接到 %1。</translation>
    </message>
    <message>
        <source>The match is being played.</source>
        <translation>对局进行中。</translation>
    </message>
    <message>
        <source>The table has a password.</source>
        <translation>这一桌有密码。</translation>
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
        <translation>没人坐就由电脑代打</translation>
    </message>
    <message>
        <source>host</source>
        <translation>房主</translation>
    </message>
    <message>
        <source>person, ready</source>
        <translation>真人，已准备</translation>
    </message>
    <message>
        <source>person, not ready yet</source>
        <translation>真人，还没准备</translation>
    </message>
    <message>
        <source>person</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>computer player</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>you, ready</source>
        <translation>你，已准备</translation>
    </message>
    <message>
        <source>you, not ready yet</source>
        <translation>你，还没准备</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 号位</translation>
    </message>
    <message>
        <source>Base %1</source>
        <translation>底分 %1</translation>
    </message>
    <message>
        <source>Dealer streak: pays 1, 2, 4 … times</source>
        <translation>连庄：1、2、4…倍</translation>
    </message>
    <message>
        <source>Dealer streak: pays 1, 2, 3 … times</source>
        <translation>连庄：1、2、3…倍</translation>
    </message>
    <message>
        <source>Rounds: %1</source>
        <translation>%1 圈</translation>
    </message>
    <message>
        <source>Claims: %1 s</source>
        <translation>吃碰杠 %1 秒</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>away (托管)</source>
        <translation>托管中</translation>
    </message>
    <message>
        <source>House rules: %1</source>
        <translation>玩法：%1</translation>
    </message>
    <message>
        <source>Big screen…</source>
        <translation>大屏幕…</translation>
    </message>
    <message>
        <source>%1 (this table)</source>
        <translation>%1（本桌）</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>对局中</translation>
    </message>
    <message>
        <source>%1 of 4 seated</source>
        <translation>已坐 %1／4</translation>
    </message>
    <message>
        <source>no spectators</source>
        <translation>不开放观战</translation>
    </message>
    <message>
        <source>watch with a password</source>
        <translation>观战需密码</translation>
    </message>
    <message>
        <source>open to watch</source>
        <translation>开放观战</translation>
    </message>
    <message>
        <source>Tables at this host</source>
        <translation>房主的各桌</translation>
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
        <translation>观战</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>观战</translation>
    </message>
    <message>
        <source>You are watching this table: it shows as soon as the host deals. Leave goes back to where you chose to watch.</source>
        <translation>你正在观战这一桌：房主一发牌就会显示牌桌。按“离开”回到你选择观战的地方。</translation>
    </message>
    <message>
        <source>The host lets spectators read the chat, not write in it</source>
        <translation>房主只让观战者看聊天，不能发言</translation>
    </message>
</context>
<context>
    <name>qixing::ui::MahjongSettingsDialog</name>
    <message>
        <source>Mahjong table settings</source>
        <translation>麻将开桌设置</translation>
    </message>
    <message>
        <source>Zhangzhou mahjong with the gold. Every option is shown to all players and fixed for the whole match.</source>
        <translation>带“金”的漳州麻将。每一项设置都让所有玩家看到，整场不变。</translation>
    </message>
    <message>
        <source>Stakes and match</source>
        <translation>赌注与局数</translation>
    </message>
    <message>
        <source>The money one base (底分) is worth: every payment is a number of bases.</source>
        <translation>一个底分值多少钱：每笔付款都是若干个底分。</translation>
    </message>
    <message>
        <source>Base:</source>
        <translation>底分：</translation>
    </message>
    <message>
        <source>Linear (1, 2, 3 …)</source>
        <translation>逐局加一（1、2、3……）</translation>
    </message>
    <message>
        <source>Doubling (1, 2, 4 …)</source>
        <translation>翻倍（1、2、4……）</translation>
    </message>
    <message>
        <source>How the payments grow while the dealer keeps the deal (連莊).</source>
        <translation>庄家连庄时，付款怎么往上加。</translation>
    </message>
    <message>
        <source>Dealer streak:</source>
        <translation>连庄倍数：</translation>
    </message>
    <message>
        <source>A round (圈) ends when the deal has passed round all four seats.</source>
        <translation>庄轮过四家就是一圈。</translation>
    </message>
    <message>
        <source>Rounds (圈):</source>
        <translation>圈数：</translation>
    </message>
    <message>
        <source>The dealer keeps the deal after winning or after a drawn hand, so a round can last many hands.</source>
        <translation>庄家胡牌或流局就连庄，所以一圈可能打很多局。</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds after a number</comment>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Time to answer a claim prompt.</source>
        <translation>回答吃碰杠胡询问的时间。</translation>
    </message>
    <message>
        <source>Claim time:</source>
        <translation>吃碰杠时间：</translation>
    </message>
    <message>
        <source>How long the players have to claim a discard (win, kong, pung, chow) or to answer an opening prompt; no answer is a pass.</source>
        <translation>别人打牌后可以胡、杠、碰、吃，或开局时回答询问的时间；时间到没回答就当作过。</translation>
    </message>
    <message>
        <source>When your time runs out, the hint&apos;s choice is played for you.</source>
        <translation>时间用完时，系统按提示的建议替你出牌、开杠或胡牌。</translation>
    </message>
    <message>
        <source>Turn time limit:</source>
        <translation>每手限时：</translation>
    </message>
    <message>
        <source>e.g. Friday mahjong</source>
        <translation>例如：周五麻将</translation>
    </message>
    <message>
        <source>The base must be from 1 to %1, so that every payment stays exact.</source>
        <translation>底分只能是 1 到 %1，每笔付款才能算得准确。</translation>
    </message>
    <message>
        <source>A match lasts from 1 to %1 rounds (圈).</source>
        <translation>一场打 1 到 %1 圈。</translation>
    </message>
    <message>
        <source>The claim time must be from 1 to %1 seconds.</source>
        <translation>吃碰杠时间只能是 1 到 %1 秒。</translation>
    </message>
    <message>
        <source>A self-drawn win (自摸) by a player who is not the dealer, in a new dealer&apos;s first hand: each of the other two pays %1, the dealer pays %2 (flower and kong points come on top).</source>
        <translation>例如新庄家的第一局，闲家自摸：另外两位闲家各付 %1，庄家付 %2（花分、杠分另计）。</translation>
    </message>
    <message>
        <source>In the dealer&apos;s n-th hand in a row every payment is multiplied by n, or by n + 1 when the dealer pays or wins.</source>
        <translation>庄家连续坐庄的第几局，每笔付款就乘以几；庄家赔或庄家胡时乘以几加一。</translation>
    </message>
    <message>
        <source>In the dealer&apos;s n-th hand in a row every payment is multiplied by 2ⁿ⁻¹, or by 2ⁿ when the dealer pays or wins (doubling stops after 20 doublings).</source>
        <translation>庄家每连庄一局，倍数就翻一倍：1、2、4、8……；庄家赔或庄家胡时再乘 2（最多翻倍 20 次）。</translation>
    </message>
    <message>
        <source>The strong computer player weighs its choices by playing the rest of the hand out many times; the casual one plays for the fewest tiles to a ready hand and goes for 游金; the beginner plays any legal move.</source>
        <translation>高手电脑把这手牌的后续模拟很多次来权衡每个选择；一般电脑以最快听牌为目标，也会拼游金；新手电脑随便出合规的牌。</translation>
    </message>
    <message>
        <source>Time bank:</source>
        <translation>备用时间：</translation>
    </message>
    <message>
        <source>Beidou Qixing Zhangzhou (北斗七星)</source>
        <translation>北斗七星 漳州麻将</translation>
    </message>
    <message>
        <source>Beidou Qixing, 1-2-4 streak (北斗七星)</source>
        <translation>北斗七星 漳州麻将 一二四连庄</translation>
    </message>
    <message>
        <source>a chosen first dealer</source>
        <translation>指定首庄</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>底分 %1</translation>
    </message>
    <message>
        <source>linear streak</source>
        <translation>连庄逐局加一</translation>
    </message>
    <message>
        <source>1-2-4 streak</source>
        <translation>一二四连庄</translation>
    </message>
    <message>
        <source>claims in %1 s</source>
        <translation>吃碰杠 %1 秒</translation>
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
        <translation>对子</translation>
    </message>
    <message>
        <source>three golds</source>
        <translation>三金</translation>
    </message>
    <message>
        <source>the rest</source>
        <translation>其余</translation>
    </message>
    <message>
        <source>kong</source>
        <translation>明杠</translation>
    </message>
    <message>
        <source>concealed kong</source>
        <translation>暗杠</translation>
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
        <translation>单游</translation>
    </message>
    <message>
        <source>雙游 (double 游金)</source>
        <translation>双游</translation>
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
        <translation>抢金</translation>
    </message>
    <message>
        <source>天胡 (heavenly hand)</source>
        <translation>天胡</translation>
    </message>
    <message>
        <source>搶槓胡 (robbing a concealed kong)</source>
        <translation>抢杠胡</translation>
    </message>
    <message>
        <source>詐胡 (false win)</source>
        <translation>诈胡</translation>
    </message>
    <message>
        <source>Hand %1 — settlement</source>
        <translation>第 %1 局 — 结算</translation>
    </message>
    <message>
        <source>Hand %1: drawn (臭莊) — nobody won; %2 keeps the deal</source>
        <translation>第 %1 局：臭庄 — 无人胡牌，%2 连庄</translation>
    </message>
    <message>
        <source>Hand %1: %2 by %3, who pays the others</source>
        <translation>第 %1 局：%3 %2，由他赔其他三家</translation>
    </message>
    <message>
        <source>Hand %1: %2 wins — %3, %4 番</source>
        <translation>第 %1 局：%2 胡牌 — %3，%4 番</translation>
    </message>
    <message>
        <source>The wall reached the stacks kept back (M40) without a win. All four settle their flower and kong points between them; the dealer deals again.</source>
        <translation>牌墙摸到保留的牌墩仍无人胡牌（M40）。四家之间互算花杠分；庄家连庄。</translation>
    </message>
    <message>
        <source>%1 turned over %2&apos;s concealed kong claiming the winning tile, and it was not (M37). %1 pays each of the others as if that player had won by self-draw, flower and kong points included.</source>
        <translation>%1 翻开 %2 的暗杠，说是自己要胡的牌，结果不是（M37）。%1 按其他每一家自摸的算法赔给每一家，花杠分也计在内。</translation>
    </message>
    <message>
        <source>On %1&apos;s discard of %2.</source>
        <translation>胡 %1 打出的 %2。</translation>
    </message>
    <message>
        <source>With %2 from %1&apos;s concealed kong.</source>
        <translation>抢 %1 暗杠里的 %2 胡牌。</translation>
    </message>
    <message>
        <source>Took the revealed gold %1 into the hand.</source>
        <translation>把翻开的金 %1 抢进手里。</translation>
    </message>
    <message>
        <source>Drew and discarded a third gold %1: the hand stops at once.</source>
        <translation>摸到并打出第三张金 %1：这一局立即结束。</translation>
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
        <translation>杠分</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>本局</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>累计</translation>
    </message>
    <message>
        <source>dealer (莊), %1 in a row</source>
        <translation>庄家，连庄第 %1 局</translation>
    </message>
    <message>
        <source>dealer (莊)</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <source>%1: pays all</source>
        <translation>%1：赔三家</translation>
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
        <translation>金以金框标出；“=”是金代替的牌，或白板代表的牌。高亮的是胡的那张牌。</translation>
    </message>
    <message>
        <source>Streak factor (linear): %1 deals hand %2 in a row; ×%3 between two others, ×%4 when the dealer pays or wins.</source>
        <translation>连庄倍数（线性）：%1 连续坐庄第 %2 局；闲家之间 ×%3，庄家付或赢时 ×%4。</translation>
    </message>
    <message>
        <source>Streak factor (1-2-4): %1 deals hand %2 in a row; ×%3 between two others, ×%4 when the dealer pays or wins.</source>
        <translation>连庄倍数（1-2-4）：%1 连续坐庄第 %2 局；闲家之间 ×%3，庄家付或赢时 ×%4。</translation>
    </message>
    <message>
        <source>分餅: the others matched the dealer&apos;s first discards %1 time(s); the dealer pays each of them %2 × the base (1 + 2 + 4 …).</source>
        <translation>分饼：其他三家跟打庄家开头的牌共 %1 轮；庄家赔每家 %2 倍底分（1 + 2 + 4 …）。</translation>
    </message>
    <message>
        <source>包牌: %1 discarded the winning tile among the last four drawable tiles and pays what all three owe.</source>
        <translation>包牌：%1 在最后四张可摸的牌时点了炮，三家该付的全由他付。</translation>
    </message>
    <message>
        <source>Points: four flowers count 1, each further flower 1 more; an exposed kong 1, a concealed kong 2. The winner receives them from each loser; the losers settle theirs pairwise.</source>
        <translation>花杠分：四张花算 1 分，每多一张花加 1 分；明杠 1 分，暗杠 2 分。胡家向每个输家收取；输家之间两两互算。</translation>
    </message>
    <message>
        <source>Who pays whom (base %1)</source>
        <translation>谁付给谁（底分 %1）</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 for %4, on behalf of %5 (包牌)</source>
        <translation>%1 付给 %2 %3（%4，包牌：替 %5 付）</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 for %4</source>
        <translation>%1 付给 %2 %3（%4）</translation>
    </message>
    <message>
        <source>base %1 × way %2 × streak %3 + %4 points × %1 = %5</source>
        <translation>底分 %1 × 番 %2 × 连庄 %3 + %4 分 × %1 = %5</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 for flower and kong points</source>
        <translation>%1 付给 %2 %3（花杠分）</translation>
    </message>
    <message>
        <source>(%1 − %2 points) × base %3 = %4</source>
        <translation>（%1 − %2 分）× 底分 %3 = %4</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 for 分餅, on behalf of %4 (包牌)</source>
        <translation>%1 付给 %2 %3（分饼，包牌：替 %4 付）</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 for 分餅</source>
        <translation>%1 付给 %2 %3（分饼）</translation>
    </message>
    <message>
        <source>%1 round(s): %2 × base %3 = %4</source>
        <translation>%1 轮：%2 × 底分 %3 = %4</translation>
    </message>
    <message>
        <source>Nobody pays anybody this hand.</source>
        <translation>这一局没有人要赔。</translation>
    </message>
    <message>
        <source>Match so far</source>
        <translation>目前战绩</translation>
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
        <translation>最终排名</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Full explanation: payments, every hand, the match so far</source>
        <translation>完整说明：谁付谁、每家的牌、至今战绩</translation>
    </message>
    <message>
        <source>How each hand was dealt, and every tile drawn</source>
        <translation>各家的配牌与摸到的每张牌</translation>
    </message>
    <message>
        <source>dealt</source>
        <translation>配牌</translation>
    </message>
    <message>
        <source>drawn, in order</source>
        <translation>依次摸牌</translation>
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
        <translation>%1 杠 %2</translation>
    </message>
    <message>
        <source>%1 declares a concealed kong</source>
        <translation>%1 暗杠</translation>
    </message>
    <message>
        <source>The gold is %1</source>
        <translation>开金：%1</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 胡了</translation>
    </message>
    <message>
        <source>The wall is used up: a drawn hand (臭莊)</source>
        <translation>牌摸完了：臭庄</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <source>The host refused the answer: %1</source>
        <translation>主机不接受这个选择：%1</translation>
    </message>
    <message>
        <source>Hosted on the LAN</source>
        <translation>在局域网上开桌中</translation>
    </message>
    <message>
        <source>LAN table at %1</source>
        <translation>局域网牌桌（%1）</translation>
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
        <translation>你杠 %1</translation>
    </message>
    <message>
        <source>You declare a concealed kong</source>
        <translation>你暗杠</translation>
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
        <translation>吃碰杠 %1 秒</translation>
    </message>
    <message>
        <source>The saved mahjong match is being played in %1.</source>
        <translation>保存的麻将牌局正在%1中进行。</translation>
    </message>
    <message>
        <source>New mahjong table</source>
        <translation>新开麻将桌</translation>
    </message>
    <message>
        <source>An unfinished mahjong match is saved. A new table replaces it. Go on?</source>
        <translation>有一场未打完的麻将已存档，开新桌会取代它。要继续吗？</translation>
    </message>
    <message>
        <source>Could not resume</source>
        <translation>无法继续</translation>
    </message>
    <message>
        <source>The saved mahjong match could not be resumed: %1</source>
        <translation>存档的麻将牌局无法继续：%1</translation>
    </message>
    <message>
        <source>Zhangzhou mahjong</source>
        <translation>漳州麻将</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>接着打</translation>
    </message>
    <message>
        <source>The match cannot be played on from here: %1</source>
        <translation>无法从这里接着打：%1</translation>
    </message>
    <message>
        <source>Watching a LAN table at %1</source>
        <translation>观战局域网牌桌（%1）</translation>
    </message>
</context>
<context>
    <name>qixing::ui::MahjongTableWidget</name>
    <message>
        <source>Time is up: you won — the win offered was taken for you.</source>
        <translation>时间到：替你胡了这手可胡的牌。</translation>
    </message>
    <message>
        <source>%1 is in 雙游: until the gold has gone round, everyone else draws one tile and must discard it unless it wins by self-draw.</source>
        <translation>%1双游：金转一圈之前，其他人各摸一张，不能自摸就得打出那张。</translation>
    </message>
    <message>
        <source>%1 to draw</source>
        <translation>可摸 %1 张</translation>
    </message>
    <message>
        <source>Mahjong table</source>
        <translation>麻将牌桌</translation>
    </message>
    <message>
        <source>單游</source>
        <translation>单游</translation>
    </message>
    <message>
        <source>雙游</source>
        <translation>双游</translation>
    </message>
    <message>
        <source>三游</source>
        <translation>三游</translation>
    </message>
    <message>
        <source>莊 · 連莊 %1</source>
        <translation>庄 · 连庄 %1</translation>
    </message>
    <message>
        <source>莊</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>这一局结束了。</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>过</translation>
    </message>
    <message>
        <source>Which chow?</source>
        <translation>吃哪一组？</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Discard %1 and announce %2?</source>
        <translation>打出%1并宣告%2？</translation>
    </message>
    <message>
        <source>From then any tile you draw wins (×4), but you may not win on a discard or claim.</source>
        <translation>之后摸到任何牌都胡（×4），但不能胡别人打的牌，也不能吃碰杠。</translation>
    </message>
    <message>
        <source>Your next self-draw wins ×8; the others must discard what they draw meanwhile.</source>
        <translation>下一次自摸胡 ×8；这期间其他人摸到的牌都要打出。</translation>
    </message>
    <message>
        <source>三游 ends the hand at once, ×16.</source>
        <translation>三游立即结束这一局，×16。</translation>
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
        <translation>杠</translation>
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
        <translation>空格键</translation>
    </message>
    <message>
        <source>Rob the gold, set aside %1</source>
        <translation>抢金，放下%1</translation>
    </message>
    <message>
        <source>搶金: take the revealed gold %1 into your hand and win (as 自摸).</source>
        <translation>抢金：把翻出的金%1拿进手里胡牌（算自摸）。</translation>
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
        <translation>你有三张金：三金倒立即胡牌，算自摸。</translation>
    </message>
    <message>
        <source>搶金 Rob the gold</source>
        <translation>抢金</translation>
    </message>
    <message>
        <source>搶金: the revealed gold %1 completes your hand (as 自摸).</source>
        <translation>抢金：翻出的金%1让你成牌（算自摸）。</translation>
    </message>
    <message>
        <source>搶槓胡: turn over a concealed kong and win if its tile completes your hand. A wrong guess is 詐胡: you pay everyone as a 自摸.</source>
        <translation>抢杠胡：翻开一副暗杠，若那张牌让你成牌就胡。猜错是诈胡：你要照自摸付给每一家。</translation>
    </message>
    <message>
        <source>Rob %1&apos;s kong</source>
        <translation>抢%1的杠</translation>
    </message>
    <message>
        <source>%1 is in 雙游: discard the tile you drew unless it wins.</source>
        <translation>%1正在双游：摸到的牌除非能胡，否则要打出。</translation>
    </message>
    <message>
        <source>自摸 Self-draw win</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>Concealed kong %1</source>
        <translation>暗杠 %1</translation>
    </message>
    <message>
        <source>Add to kong %1</source>
        <translation>加杠 %1</translation>
    </message>
    <message>
        <source>Your turn: discard a tile, or:</source>
        <translation>轮到你：打一张牌，或：</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>不可以：%1</translation>
    </message>
    <message>
        <source>It is not your turn to discard.</source>
        <translation>还没轮到你打牌。</translation>
    </message>
    <message>
        <source>Nothing to decide now.</source>
        <translation>现在没有要决定的事。</translation>
    </message>
    <message>
        <source>Hint: discard %1 and announce 游金.</source>
        <translation>提示：打出%1并宣告游金。</translation>
    </message>
    <message>
        <source>Hint: discard %1.</source>
        <translation>提示：打出%1。</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>提示：过。</translation>
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
        <translation>提示：杠。</translation>
    </message>
    <message>
        <source>Hint: concealed kong.</source>
        <translation>提示：暗杠。</translation>
    </message>
    <message>
        <source>Hint: add to your kong.</source>
        <translation>提示：加杠。</translation>
    </message>
    <message>
        <source>Hint: rob the kong.</source>
        <translation>提示：抢杠胡。</translation>
    </message>
    <message>
        <source>Auto-pass</source>
        <translation>自动过</translation>
    </message>
    <message>
        <source>Pass every claim except a win without asking</source>
        <translation>除了胡牌，别人打的牌一律不吃不碰，不再询问</translation>
    </message>
    <message>
        <source>Last-4 win</source>
        <translation>末四自摸</translation>
    </message>
    <message>
        <source>Take a win the rules make automatic (the last four tiles, M38)</source>
        <translation>规则规定自动胡的牌（最后四张，M38）直接胡</translation>
    </message>
    <message>
        <source>Sort: 萬 條 筒</source>
        <translation>排序：万 条 筒</translation>
    </message>
    <message>
        <source>Sort: 筒 條 萬</source>
        <translation>排序：筒 条 万</translation>
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
        <translation>留 %1 张（臭庄）</translation>
    </message>
    <message>
        <source>Tiles: %1</source>
        <translation>手牌 %1 张</translation>
    </message>
    <message>
        <source>游金: any tile you draw wins</source>
        <translation>游金：摸到任何牌都胡</translation>
    </message>
    <message>
        <source>Waits after this discard:</source>
        <translation>打这张后听：</translation>
    </message>
    <message>
        <source>Waits:</source>
        <translation>听牌：</translation>
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
        <translation>抢金</translation>
    </message>
    <message>
        <source>天胡</source>
        <translation>天胡</translation>
    </message>
    <message>
        <source>搶槓胡</source>
        <translation>抢杠胡</translation>
    </message>
    <message>
        <source>詐胡</source>
        <translation>诈胡</translation>
    </message>
    <message>
        <source>臭莊: the wall is drawn down to the tiles kept back; nobody wins.</source>
        <translation>臭庄：牌摸到留牌为止，没有人胡。</translation>
    </message>
    <message>
        <source>%1 wins: %2</source>
        <translation>%1胡牌：%2</translation>
    </message>
    <message>
        <source>What the computer would play now (? or Ctrl+H)</source>
        <translation>电脑建议现在怎么打（? 或 Ctrl+H）</translation>
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
        <translation>杠</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>你的回应</translation>
    </message>
    <message>
        <source>Table options</source>
        <translation>牌桌选项</translation>
    </message>
    <message>
        <source>Your turn: discard a tile.</source>
        <translation>轮到你：打出一张牌。</translation>
    </message>
    <message>
        <source>%1 is to discard.</source>
        <translation>轮到%1出牌。</translation>
    </message>
    <message>
        <source>Seat wind: %1</source>
        <translation>门风：%1</translation>
    </message>
    <message>
        <source>Dealer (莊), 連莊 %1</source>
        <translation>庄家，连庄 %1</translation>
    </message>
    <message>
        <source>Dealer (莊)</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>Balance %1</source>
        <translation>余额 %1</translation>
    </message>
    <message>
        <source>游金: %1</source>
        <translation>游金：%1</translation>
    </message>
    <message>
        <source>Flowers: %1</source>
        <translation>花牌 %1 张</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>轮到你</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>轮到他</translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>还没有</translation>
    </message>
    <message>
        <source>Gold: %1</source>
        <translation>金：%1</translation>
    </message>
    <message>
        <source>The gold is not turned up yet</source>
        <translation>还没开金</translation>
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
        <translation>%1（刚打出）</translation>
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
        <translation>杠：%1</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>Concealed kong: %1</source>
        <translation>暗杠：%1</translation>
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
        <translation>%1，还有 %2 张没见过</translation>
    </message>
    <message>
        <source>a gold: it stands for any tile (M12)</source>
        <translation>金：可当任何一张牌（M12）</translation>
    </message>
    <message>
        <source>stands for %1 (M13)</source>
        <translation>当作%1（M13）</translation>
    </message>
    <message>
        <source>just drawn</source>
        <translation>刚摸到</translation>
    </message>
    <message>
        <source>Can be discarded now</source>
        <translation>现在可以打出</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>在你手里</translation>
    </message>
    <message>
        <source>%1 laid out a flower: %2.</source>
        <translation>%1补花：%2。</translation>
    </message>
    <message>
        <source>The gold is turned up: %1.</source>
        <translation>开金：%1。</translation>
    </message>
    <message>
        <source>Rules %1</source>
        <translation>规则 %1</translation>
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
        <translation>再打一张就听牌</translation>
    </message>
    <message>
        <source>one tile from ready</source>
        <translation>差一张就听牌</translation>
    </message>
    <message>
        <source>%1 tiles from ready</source>
        <translation>差 %1 张才听牌</translation>
    </message>
    <message>
        <source>you are then ready, waiting on one kind (%1 unseen).</source>
        <translation>打完就听牌，听一种牌（未见 %1 张）。</translation>
    </message>
    <message>
        <source>you are then ready, waiting on %1 kinds (%2 unseen).</source>
        <translation>打完就听牌，听 %1 种牌（未见 %2 张）。</translation>
    </message>
    <message>
        <source>the rest is then one tile from ready.</source>
        <translation>打完差一张就听牌。</translation>
    </message>
    <message>
        <source>the rest is then %1 tiles from ready.</source>
        <translation>打完还差 %1 张才听牌。</translation>
    </message>
    <message>
        <source>any tile you draw then wins.</source>
        <translation>之后摸到任何牌都胡。</translation>
    </message>
    <message>
        <source>your hand is complete.</source>
        <translation>你的牌已经成胡。</translation>
    </message>
    <message>
        <source>a claim would not bring your hand nearer to a win.</source>
        <translation>吃碰杠不会让你的牌更接近胡牌。</translation>
    </message>
    <message>
        <source>it leaves your hand %1.</source>
        <translation>之后你的牌%1。</translation>
    </message>
    <message>
        <source>a kong scores and draws a replacement tile.</source>
        <translation>杠有杠分，还能补一张牌。</translation>
    </message>
    <message>
        <source>its tile completes your hand.</source>
        <translation>那张牌正好让你胡。</translation>
    </message>
    <message>
        <source>%1 Why: %2</source>
        <translation>%1 理由：%2</translation>
    </message>
    <message>
        <source>Time is up: the kong was robbed for you, as the computer would.</source>
        <translation>时间到：替你抢杠胡了，电脑也会这样做。</translation>
    </message>
    <message>
        <source>Time is up: you passed.</source>
        <translation>时间到：替你选了“过”。</translation>
    </message>
    <message>
        <source>Time is up: the computer played your turn for you.</source>
        <translation>时间到：电脑替你出了这一手。</translation>
    </message>
    <message>
        <source>%1 and 游金</source>
        <translation>%1 并游金</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>过</translation>
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
        <translation>杠</translation>
    </message>
    <message>
        <source>rob the kong</source>
        <translation>抢杠胡</translation>
    </message>
    <message>
        <source>Expected: %1 base; the next best, %2: %3 base.</source>
        <translation>预期 %1 底；次佳的 %2：%3 底。</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 号位</translation>
    </message>
    <message>
        <source>View from</source>
        <translation>视角</translation>
    </message>
    <message>
        <source>Turn the table so that this seat sits at the bottom (a seat&apos;s name plate does the same)</source>
        <translation>转动牌桌，让这个座位在下方（点座位的名牌也可以）</translation>
    </message>
</context>
<context>
    <name>qixing::ui::MainWindow</name>
    <message>
        <source>Your settings could not be saved: %1. They apply until Qixing is closed.</source>
        <translation>无法保存你的设置：%1。设置在七星牌馆关闭前仍然有效。</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>设置未保存</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>The match could not be saved: %1</source>
        <translation>无法保存牌局：%1</translation>
    </message>
    <message>
        <source>The match cannot be saved</source>
        <translation>牌局无法保存</translation>
    </message>
    <message>
        <source>Your match could not be saved: %1

You can play on. The game tries again after every move and says when saving works again; until then the status bar shows &quot;Not saved&quot;, and closing Qixing loses the moves since the last save.</source>
        <translation>无法保存你的牌局：%1

你可以继续打。每打一步，游戏都会再试一次，能保存时会告诉你；在那之前状态栏会显示“未保存”，这时关闭七星牌馆，上次保存之后打的牌都会丢失。</translation>
    </message>
    <message>
        <source>The match is saved again.</source>
        <translation>牌局又能保存了。</translation>
    </message>
    <message>
        <source>About Qixing</source>
        <translation>关于七星牌馆</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New table…</source>
        <translation>开桌(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Resume match</source>
        <translation>继续牌局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Leave table…</source>
        <translation>离桌(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>动画速度(&amp;A)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Move &amp;log and match panel</source>
        <translation>出牌记录与牌局面板(&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>游戏规则(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Qixing</source>
        <translation>关于七星牌馆(&amp;A)</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>留下</translation>
    </message>
    <message>
        <source>H&amp;ost a LAN table…</source>
        <translation>在局域网开桌(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Join a LAN table…</source>
        <translation>加入局域网牌桌(&amp;J)…</translation>
    </message>
    <message>
        <source>Qixing</source>
        <translation>七星牌馆</translation>
    </message>
    <message>
        <source>&amp;Back to the hall</source>
        <translation>返回大厅(&amp;B)</translation>
    </message>
    <message>
        <source>Put the match aside?</source>
        <translation>先把牌局放一边？</translation>
    </message>
    <message>
        <source>Put it aside</source>
        <translation>先放一边</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1与%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Qixing (七星牌館) %1 — %2 for four players, with computer opponents, at one computer or on the LAN.
Rules and table by the Qixing project; card decks and tilesets by the KDE games artists where installed.</source>
        <translation>七星牌馆 %1 — 四人%2，可与电脑对打，在同一台电脑或局域网上。
规则与牌桌由七星牌馆项目制作；已安装时，牌面与麻将牌使用 KDE 游戏美术作品。</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>战绩(&amp;T)…</translation>
    </message>
    <message>
        <source>H&amp;istory…</source>
        <translation>对局记录(&amp;I)…</translation>
    </message>
    <message>
        <source>Leave the LAN table first to see the History.</source>
        <translation>先离开局域网牌桌，才能看对局记录。</translation>
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
        <translation>设置</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>动画速度：</translation>
    </message>
    <message>
        <source>Qixing (built in)</source>
        <translation>七星牌馆（内置）</translation>
    </message>
    <message>
        <source>Card decks installed on this computer (KDE card decks) are offered too.</source>
        <translation>这台电脑上安装的牌组（KDE 纸牌）也可以选。</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>牌面：</translation>
    </message>
    <message>
        <source>Four suit colours on the Qixing cards (♦ blue, ♣ green)</source>
        <translation>七星牌馆的牌用四色花色（♦ 蓝色、♣ 绿色）</translation>
    </message>
    <message>
        <source>On the Qixing cards and the table&apos;s suit signs.</source>
        <translation>用于七星牌馆的牌面和牌桌上的花色符号。</translation>
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
        <translation>静音</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>音效：</translation>
    </message>
    <message>
        <source>This copy of Qixing was built without sound.</source>
        <translation>这份七星牌馆编译时没有音效功能。</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Mahjong tilesets installed on this computer (KDE tilesets) are offered too. Small tiles are always drawn by Qixing, to stay legible.</source>
        <translation>这台电脑上安装的麻将牌组（KDE 麻将牌）也可以选。小张的牌一律由七星牌馆自己画，才看得清楚。</translation>
    </message>
    <message>
        <source>Mahjong tiles:</source>
        <translation>麻将牌：</translation>
    </message>
    <message>
        <source>A KDE card deck keeps its own two suit colours.</source>
        <translation>KDE 牌组保留它自己的两种花色颜色。</translation>
    </message>
    <message>
        <source>Keep a record of every match played (the History)</source>
        <translation>记录每一场打过的牌局（对局记录）</translation>
    </message>
    <message>
        <source>Records:</source>
        <translation>对局记录：</translation>
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
        <translation>自定义</translation>
    </message>
    <message>
        <source>Named table settings: the ones that come with Qixing, named after where they are played, and your own. Choosing one sets every rule and table option; the seats stay.</source>
        <translation>有名字的开桌设置：七星牌馆自带的（以流行的平台命名）和你自己保存的。选一个就套用全部规则和开桌选项，座位不变。</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>玩法管理</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存为玩法…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出文件…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入文件…</translation>
    </message>
    <message>
        <source>Copy code</source>
        <translation>复制分享码</translation>
    </message>
    <message>
        <source>Paste code…</source>
        <translation>粘贴分享码…</translation>
    </message>
    <message>
        <source>Your own: %1</source>
        <translation>你的玩法：%1</translation>
    </message>
    <message>
        <source>There is no preset “%1”.</source>
        <translation>没有“%1”这个玩法。</translation>
    </message>
    <message>
        <source>The presets could not be stored: the settings file could not be written.</source>
        <translation>玩法无法保存：设置文件写不进去。</translation>
    </message>
    <message>
        <source>“%1” is the name of a preset that comes with Qixing: choose another.</source>
        <translation>“%1”是七星牌馆自带玩法的名字，请换一个。</translation>
    </message>
    <message>
        <source>Only your own presets can be renamed.</source>
        <translation>只有你自己的玩法可以重命名。</translation>
    </message>
    <message>
        <source>You already have a preset called “%1”.</source>
        <translation>你已经有一个叫“%1”的玩法。</translation>
    </message>
    <message>
        <source>Only your own presets can be deleted.</source>
        <translation>只有你自己的玩法可以删除。</translation>
    </message>
    <message>
        <source>The preset could not be written to %1: %2</source>
        <translation>玩法无法写入 %1：%2</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>This is not a preset code. A code starts with QX1-.</source>
        <translation>这不是玩法分享码。分享码以 QX1- 开头。</translation>
    </message>
    <message>
        <source>The preset is damaged: a character was mistyped or some of it is missing. Nothing was changed.</source>
        <translation>这个玩法已损坏：有字符输错或缺了一段。什么都没有改变。</translation>
    </message>
    <message>
        <source>The preset was made by a newer version of Qixing. Nothing was changed.</source>
        <translation>这个玩法是较新版本的七星牌馆生成的。什么都没有改变。</translation>
    </message>
    <message>
        <source>This is not a Qixing preset file. Nothing was changed.</source>
        <translation>这不是七星牌馆的玩法文件。什么都没有改变。</translation>
    </message>
    <message>
        <source>The preset is for a game this version of Qixing does not have.</source>
        <translation>这个玩法属于这个版本的七星牌馆没有的游戏。</translation>
    </message>
    <message>
        <source>The preset is for another game: open it in that game&apos;s table settings.</source>
        <translation>这个玩法属于另一个游戏：请在那个游戏的开桌设置里打开。</translation>
    </message>
    <message>
        <source>A preset needs a name of 1 to %1 characters.</source>
        <translation>玩法的名字要有 1 到 %1 个字。</translation>
    </message>
    <message>
        <source>The preset&apos;s settings cannot open a table: %1</source>
        <translation>这个玩法的设置无法开桌：%1</translation>
    </message>
    <message>
        <source>Save as preset</source>
        <translation>另存为玩法</translation>
    </message>
    <message>
        <source>Name of your preset:</source>
        <translation>玩法名称：</translation>
    </message>
    <message>
        <source>Rename preset</source>
        <translation>重命名玩法</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新名称：</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Export preset</source>
        <translation>导出玩法</translation>
    </message>
    <message>
        <source>Qixing presets (*.qixing-preset);;All files (*)</source>
        <translation>七星牌馆玩法 (*.qixing-preset);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import preset</source>
        <translation>导入玩法</translation>
    </message>
    <message>
        <source>Preset code</source>
        <translation>玩法分享码</translation>
    </message>
    <message>
        <source>The code of these settings is on the clipboard. Anyone can paste it (Presets ▸ Paste code) to play by the same rules:</source>
        <translation>这些设置的分享码已复制到剪贴板。任何人粘贴（玩法管理 ▸ 粘贴分享码）就能按同样的规则玩：</translation>
    </message>
    <message>
        <source>Paste code</source>
        <translation>粘贴分享码</translation>
    </message>
    <message>
        <source>Preset code (QX1-…):</source>
        <translation>玩法分享码（QX1-…）：</translation>
    </message>
    <message>
        <source>a bank of %1 s</source>
        <translation>备用时间 %1 秒</translation>
    </message>
    <message>
        <source>no time bank</source>
        <translation>无备用时间</translation>
    </message>
    <message>
        <source>%1 s a turn</source>
        <translation>每手 %1 秒</translation>
    </message>
    <message>
        <source>no turn limit</source>
        <translation>出牌不限时</translation>
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
        <translation>无法保存对局记录：%1</translation>
    </message>
    <message>
        <source>A record could not be written (%1); the game goes on.</source>
        <translation>无法写入对局记录（%1）；游戏照常进行。</translation>
    </message>
    <message>
        <source>The records file was damaged and was put aside as %1; a new one was started.</source>
        <translation>对局记录文件已损坏，已另存为 %1，并新建了一个记录文件。</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>标准规则</translation>
    </message>
    <message>
        <source>Rules %1</source>
        <translation>规则 %1</translation>
    </message>
</context>
<context>
    <name>qixing::ui::ReplayScreen</name>
    <message>
        <source>&amp;Hand:</source>
        <translation>局(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Watch from:</source>
        <translation>从谁的位置看(&amp;W)：</translation>
    </message>
    <message>
        <source>Sp&amp;eed:</source>
        <translation>速度(&amp;E)：</translation>
    </message>
    <message>
        <source>Back to History</source>
        <translation>回到对局记录</translation>
    </message>
    <message>
        <source>Back to the History</source>
        <translation>回到对局记录</translation>
    </message>
    <message>
        <source>To the start of the hand (Home)</source>
        <translation>回到这局开头（Home）</translation>
    </message>
    <message>
        <source>Previous decision of the seat watched (Up)</source>
        <translation>这个位置的上一次决定（上）</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>退一步（左）</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>播放或暂停（空格键）</translation>
    </message>
    <message>
        <source>One step on (Right)</source>
        <translation>进一步（右）</translation>
    </message>
    <message>
        <source>Next decision of the seat watched (Down)</source>
        <translation>这个位置的下一次决定（下）</translation>
    </message>
    <message>
        <source>To the end of the hand (End)</source>
        <translation>到这局结尾（End）</translation>
    </message>
    <message>
        <source>Position in the hand</source>
        <translation>在这局中的位置</translation>
    </message>
    <message>
        <source>Hand shown</source>
        <translation>显示的局</translation>
    </message>
    <message>
        <source>Seat watched from</source>
        <translation>观看的位置</translation>
    </message>
    <message>
        <source>Playing speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>Messages told of the hand</source>
        <translation>这局已播到第几步</translation>
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
        <translation>正常</translation>
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
        <translation>这场牌局没有记录任何一局。</translation>
    </message>
    <message>
        <source>This version cannot show a replay of the game “%1”.</source>
        <translation>这个版本无法重播游戏“%1”。</translation>
    </message>
    <message>
        <source>The first hand&apos;s record does not read: %1</source>
        <translation>第一局的记录读不出来：%1</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>第 %1 局，共 %2 局</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>%1 号位：%2</translation>
    </message>
    <message>
        <source>&amp;Play on from here</source>
        <translation>从这里接着打(&amp;P)</translation>
    </message>
    <message>
        <source>A new match from this position: you play the seat watched, computer players the others</source>
        <translation>从这个局面开一场新牌局：你坐看的这个位置，其他位置由电脑玩家打</translation>
    </message>
    <message>
        <source>Play on from here against computer players</source>
        <translation>从这里和电脑玩家接着打</translation>
    </message>
    <message>
        <source>Show &amp;other hands</source>
        <translation>亮出别家的牌(&amp;O)</translation>
    </message>
    <message>
        <source>Show the other seats&apos; hands face up</source>
        <translation>把别家的牌翻开来看</translation>
    </message>
    <message>
        <source>Every seat&apos;s hand face up, as it was at each moment</source>
        <translation>每家的牌都翻开，照当时每一步的样子</translation>
    </message>
    <message>
        <source>This record is one seat&apos;s: it holds only what that seat was shown, not the other hands.</source>
        <translation>这份牌谱只是一个位置的：只记下那个位置看得到的，没有别家的牌。</translation>
    </message>
    <message>
        <source>This record is one seat&apos;s: without the other hands it cannot be played on.</source>
        <translation>这份牌谱只是一个位置的：没有别家的牌，无法接着打。</translation>
    </message>
    <message>
        <source>Only a full record (a match played or hosted here) can be played on: a seat&apos;s record lacks the other hands.</source>
        <translation>只有完整的牌谱（在这台电脑打的或当房主开的牌局）才能接着打：一个位置的牌谱没有别家的牌。</translation>
    </message>
    <message>
        <source>This version cannot play the game “%1”.</source>
        <translation>这个版本不能玩“%1”。</translation>
    </message>
    <message>
        <source>The match ended with this hand: there is nothing to play on from here.</source>
        <translation>这场牌局在这一局结束了：从这里没有可以接着打的。</translation>
    </message>
    <message>
        <source>The record cannot be played on from here: %1</source>
        <translation>这份牌谱无法从这里接着打：%1</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>从这里接着打</translation>
    </message>
</context>
<context>
    <name>qixing::ui::ReviewPanel</name>
    <message>
        <source>Review (how the computer values your decisions)</source>
        <translation>复盘（电脑如何评估你的每个决定）</translation>
    </message>
    <message>
        <source>&amp;Review this hand</source>
        <translation>复盘这一局(&amp;R)</translation>
    </message>
    <message>
        <source>Review this hand&apos;s decisions of the seat watched</source>
        <translation>复盘所看座位在这一局的决定</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancel the review</source>
        <translation>取消复盘</translation>
    </message>
    <message>
        <source>Decisions reviewed</source>
        <translation>已复盘的决定</translation>
    </message>
    <message>
        <source>Review status</source>
        <translation>复盘状态</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>显示(&amp;S)：</translation>
    </message>
    <message>
        <source>Which decisions are listed</source>
        <translation>列出哪些决定</translation>
    </message>
    <message>
        <source>All decisions</source>
        <translation>全部决定</translation>
    </message>
    <message>
        <source>Costly (cost %1 or more)</source>
        <translation>代价大的（代价 %1 以上）</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>实际打法</translation>
    </message>
    <message>
        <source>Computer&apos;s choice</source>
        <translation>电脑的选择</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>代价</translation>
    </message>
    <message>
        <source>Reviewed decisions, the costliest first</source>
        <translation>复盘的决定，代价最大的在前</translation>
    </message>
    <message>
        <source>Options of the decision chosen:</source>
        <translation>所选决定的各个选项：</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>评估值</translation>
    </message>
    <message>
        <source>Every option&apos;s value for the decision chosen</source>
        <translation>所选决定每个选项的评估值</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>没有结果</translation>
    </message>
    <message>
        <source>%1 (played)</source>
        <translation>%1（实际打法）</translation>
    </message>
    <message>
        <source>&amp;Resume the review</source>
        <translation>继续复盘(&amp;R)</translation>
    </message>
    <message>
        <source>A joined seat&apos;s record holds only what that seat was told: it cannot be reviewed.</source>
        <translation>加入的座位的牌谱只有这个座位得知的内容，无法复盘。</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>复盘失败：%1</translation>
    </message>
    <message>
        <source>Cancelling after the decision being valued…</source>
        <translation>评估完当前的决定后取消…</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>复盘中…</translation>
    </message>
    <message>
        <source>Not reviewed yet.</source>
        <translation>尚未复盘。</translation>
    </message>
    <message>
        <source>Decisions with a choice reviewed: %1; total cost %2.</source>
        <translation>已复盘有选择的决定：%1 个；总代价 %2。</translation>
    </message>
    <message>
        <source>Cancelled part-way.</source>
        <translation>中途取消。</translation>
    </message>
    <message>
        <source>Review the whole &amp;match</source>
        <translation>复盘整场牌局(&amp;M)</translation>
    </message>
    <message>
        <source>Review every hand of this match for the seat watched, in the background</source>
        <translation>在后台复盘所看座位在这场牌局的每一局</translation>
    </message>
    <message>
        <source>The whole match&apos;s review</source>
        <translation>整场牌局的复盘</translation>
    </message>
    <message>
        <source>Whole match: cancelling after the decision being valued…</source>
        <translation>整场牌局：评估完这个决定后取消…</translation>
    </message>
    <message>
        <source>Whole match: hand %1 of %2…</source>
        <translation>整场牌局：第 %1 局，共 %2 局…</translation>
    </message>
    <message>
        <source>Whole match: hand %1 of %2, decision %3 of %4</source>
        <translation>整场牌局：第 %1 局，共 %2 局；第 %3 个决定，共 %4 个</translation>
    </message>
    <message>
        <source>The match&apos;s review stopped: %1</source>
        <translation>牌局的复盘停止了：%1</translation>
    </message>
    <message>
        <source>The match&apos;s review was cancelled; it goes on from there next time.</source>
        <translation>牌局的复盘已取消；下次从中断处继续。</translation>
    </message>
    <message>
        <source>The whole match is reviewed.</source>
        <translation>整场牌局已复盘完毕。</translation>
    </message>
    <message>
        <source>Hands reviewed before, not valued again: %1.</source>
        <translation>之前已复盘、不再重新评估的局数：%1。</translation>
    </message>
</context>
<context>
    <name>qixing::ui::RulesHelp</name>
    <message>
        <source>[Our rule]</source>
        <translation>【本馆规定】</translation>
    </message>
    <message>
        <source>Sevens — how to play</source>
        <translation>憋七（排七）玩法</translation>
    </message>
    <message>
        <source>Four players, one 52-card deck without jokers. The cards are laid out in four rows, one per suit, that grow from the 7 towards the A and the K. Whoever cannot lay a card must cover one face down; covered cards count against you.</source>
        <translation>四人打一副 52 张的扑克牌，不用大小王。每种花色排成一行，从 7 往 A 和 K 两头接。接不上牌的人要扣一张牌（扣牌）；扣掉的牌分数算你输。</translation>
    </message>
    <message>
        <source>Cards and seats</source>
        <translation>牌与座位</translation>
    </message>
    <message>
        <source>A counts 1, 2 to 10 their value, J 11, Q 12, K 13. A card&apos;s points are its rank.</source>
        <translation>A 算 1 分，2 到 10 按牌面，J 11、Q 12、K 13。一张牌的分数就是它的点数。</translation>
    </message>
    <message>
        <source>Each player gets 13 cards. Play passes to the next player, counter-clockwise: on screen you sit at the bottom, the next player on the right, the opposite player at the top and the previous player on the left.</source>
        <translation>每人 13 张牌。轮到下家出牌，逆时针进行：画面上你坐在下方，下家在右、对家在上、上家在左。</translation>
    </message>
    <message>
        <source>Every deal comes from a numbered shuffle of our own, so the same number gives exactly the same deal on every computer.</source>
        <translation>每一副牌都由本馆自己的编号洗牌产生，同一个编号在任何电脑上发出的牌都完全一样。</translation>
    </message>
    <message>
        <source>In files and on the command line a card is written as its rank (A 2 3 4 5 6 7 8 9 T J Q K) followed by its suit (S H D C), e.g. 7S, TD, KC.</source>
        <translation>在文件和命令行中，一张牌写成点数（A 2 3 4 5 6 7 8 9 T J Q K）加花色（S H D C），例如 7S、TD、KC。</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>出牌</translation>
    </message>
    <message>
        <source>The holder of 7♠ starts and must play it first.</source>
        <translation>拿到黑桃 7 的人先出，第一张必须出黑桃 7。</translation>
    </message>
    <message>
        <source>A card can be played when it is a 7 of a suit not yet on the table, or when it is next to its suit&apos;s row: one below the low end or one above the high end.</source>
        <translation>能出的牌：桌上还没有的花色的 7，或者紧接在该花色那一行两端的牌——比小的一端小 1，或比大的一端大 1。</translation>
    </message>
    <message>
        <source>If you hold a card that can be played you must play one (any one you like); covering is then not allowed.</source>
        <translation>手上有能出的牌就一定要出（出哪张自己选），这时不准扣牌。</translation>
    </message>
    <message>
        <source>If no card of yours fits, you must cover exactly one card of your choice: it lies face down in front of you for the rest of the hand. Only you see your covered cards until the hand ends.</source>
        <translation>手上没有能出的牌，就要自选一张扣牌，面朝下放在自己面前，这一局不能再拿回来。扣牌只有自己看得到，直到这局结束才翻开。</translation>
    </message>
    <message>
        <source>Every turn plays or covers one card, so a hand lasts 52 turns.</source>
        <translation>每一手不是出牌就是扣牌，所以一局刚好 52 手。</translation>
    </message>
    <message>
        <source>Option head and tail close: as soon as a row reaches its A or its K, that suit is closed in both directions; its remaining cards can only be covered.</source>
        <translation>选项「去头去尾」：某花色一接到 A 或 K，这个花色两头都封住，剩下的牌只能扣掉。</translation>
    </message>
    <message>
        <source>End of a hand</source>
        <translation>一局结束</translation>
    </message>
    <message>
        <source>Your points are the sum of the cards you covered.</source>
        <translation>你的分数是你扣牌的点数总和（扣牌分）。</translation>
    </message>
    <message>
        <source>Clear: you covered no card. Clear on a seven: you are clear and your last card was a 7. All covered: you covered all 13 cards.</source>
        <translation>走通：一张都没扣。独头七：走通而且最后出的是 7。全扣：13 张全部扣掉。</translation>
    </message>
    <message>
        <source>Results are counted in bets; money = bets × the bet unit.</source>
        <translation>输赢以「注」计算；金额 = 注数 × 每注金额。</translation>
    </message>
    <message>
        <source>For every pair of players, the one with more points pays the other the difference times the receiver&apos;s multiplier: ×2 if the receiver is clear, ×6 instead if clear on a seven and the option “Clear on a seven pays ×6” is on, otherwise ×1. Equal points: nothing is paid. The results add up to zero.</source>
        <translation>任两家之间，分数多的赔分数少的，赔差额乘以收方的倍数：收方走通 ×2；若开了「独头七×6」且收方独头七，改为 ×6；其余 ×1。分数相同不用赔。四家输赢加起来是零。</translation>
    </message>
    <message>
        <source>Option “All covered counts 100”: an all-covered player counts 0 points and everybody else counts 100 more than they covered.</source>
        <translation>选项「全扣100分」：全扣的人算 0 分，其他每一家都在扣牌分上再加 100 分。</translation>
    </message>
    <message>
        <source>If two players are all covered, each of the others counts +100 for each of them.</source>
        <translation>如果有两家全扣，其他每一家要为每个全扣的人各加 100 分。</translation>
    </message>
    <message>
        <source>Option “Big, middle and small head” replaces the above: by points, the most pays 7 bets, the second 3, the third 1, and the fewest receives 11; no multipliers, no bonus.</source>
        <translation>选项「大中小头」取代上面的算法：按分数排名，最多的（大头）赔 7 注，第二（中头）赔 3 注，第三（小头）赔 1 注，最少的收 11 注；没有倍数，也没有全扣加分。</translation>
    </message>
    <message>
        <source>Tied players share the places they occupy together: each pays or receives the average of those places&apos; amounts (two tied for fewest receive (11 − 1) / 2 = 5 each). Results in bets are exact fractions; money is rounded to whole units by largest remainders so that it still adds up to zero.</source>
        <translation>分数相同的人平分他们共同占的名次：每人付或收那几个名次金额的平均（例如两家并列最少，各收 (11 − 1) / 2 = 5 注）。注数用精确分数计算；金额用最大余数法取整，保证总和仍为零。</translation>
    </message>
    <message>
        <source>Table multiplier M: with 0, 1, 2 or 3 clear players M is 1, 2, 4 or 8. With d players clear on a seven the seven multiplier is 8 × d. When both apply, the larger counts.</source>
        <translation>全桌倍数 M：有 0、1、2、3 家走通时 M 分别是 1、2、4、8。有 d 家独头七时，独头七倍数是 8 × d。两者都有时取较大的。</translation>
    </message>
    <message>
        <source>If all four players are clear, every score is 0.</source>
        <translation>四家都走通时，每家都是 0 分。</translation>
    </message>
    <message>
        <source>A player who is not clear counts covered points × M; a clear player counts 0. Each player receives from every other player the difference between their counts.</source>
        <translation>没走通的人以扣牌分 × M 计；走通的人算 0。每一家向其他每一家收取（或支付）两人计分的差额。</translation>
    </message>
    <message>
        <source>Table settings and the match</source>
        <translation>开桌设置与整场牌局</translation>
    </message>
    <message>
        <source>A match is a series of hands at one table with fixed options, chosen in the table settings and shown to every player.</source>
        <translation>一场牌局是同一桌连打的若干局，选项在开桌设置中决定，全桌都看得到，整场不变。</translation>
    </message>
    <message>
        <source>The bet unit is a whole amount of money; one base is 30 × the bet unit.</source>
        <translation>每注金额是整数；一底 = 30 × 每注金额。</translation>
    </message>
    <message>
        <source>Opening limit: you may open or join a table only with a balance of at least one base.</source>
        <translation>开桌限制：余额至少要有一底，才能开桌或入座。</translation>
    </message>
    <message>
        <source>A player who leaves before the last hand pays the leaving penalty of 1, 3 or 5 bases (a table option), shared equally by the three players who stay; a computer player then takes the seat so that the match can finish.</source>
        <translation>打完最后一局之前离桌的人，要付弃权处罚 1、3 或 5 底（开桌时选定），由留下的三家平分；之后由电脑接手这个座位，把牌局打完。</translation>
    </message>
    <message>
        <source>If your turn time runs out, the hint&apos;s choice is played for you.</source>
        <translation>如果出牌时间用完，系统会按「提示」的建议替你出牌或扣牌。</translation>
    </message>
    <message>
        <source>Playing with the mouse and keyboard</source>
        <translation>鼠标与键盘操作</translation>
    </message>
    <message>
        <source>Playable cards in your hand are raised and outlined in gold. When nothing fits, all your cards are outlined in blue: click the one to cover.</source>
        <translation>手上能出的牌会升起并加上金框。没有牌能出时，所有手牌都加上蓝框：点一张就把它扣掉。</translation>
    </message>
    <message>
        <source>Left and Right choose a card, Up or Tab jumps to the next playable card, Enter or Space plays it, H shows a hint.</source>
        <translation>左右键选牌，上键或 Tab 跳到下一张能出的牌，Enter 或空格键出牌，H 显示提示。</translation>
    </message>
    <message>
        <source>Rules of Sevens</source>
        <translation>憋七规则</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Taiwan scoring (排七)</source>
        <translation>台湾算法（排七）</translation>
    </message>
    <message>
        <source>Mainland scoring (憋七)</source>
        <translation>大陆算法（憋七）</translation>
    </message>
    <message>
        <source>Rules of Zhangzhou mahjong</source>
        <translation>漳州麻将规则</translation>
    </message>
</context>
<context>
    <name>qixing::ui::SevensSettingsDialog</name>
    <message>
        <source>Table settings</source>
        <translation>开桌设置</translation>
    </message>
    <message>
        <source>Scoring and rules</source>
        <translation>计分与规则</translation>
    </message>
    <message>
        <source>Head and tail close</source>
        <translation>去头去尾</translation>
    </message>
    <message>
        <source>As soon as a row reaches its A or its K, the whole suit is closed: its remaining cards can only be covered.</source>
        <translation>某花色一接到 A 或 K，整个花色就封住，剩下的牌只能扣掉。</translation>
    </message>
    <message>
        <source>All covered counts 100</source>
        <translation>全扣100分</translation>
    </message>
    <message>
        <source>Clear on a seven pays ×6</source>
        <translation>独头七×6</translation>
    </message>
    <message>
        <source>Big, middle and small head</source>
        <translation>大中小头</translation>
    </message>
    <message>
        <source>Stakes and match</source>
        <translation>赌注与局数</translation>
    </message>
    <message>
        <source>The money one bet is worth. Results are counted in bets.</source>
        <translation>一注值多少钱。输赢以注计算。</translation>
    </message>
    <message>
        <source>Bet unit:</source>
        <translation>每注金额：</translation>
    </message>
    <message>
        <source>One base:</source>
        <translation>一底：</translation>
    </message>
    <message>
        <source>Every seat starts with this money. Opening a table needs at least one base.</source>
        <translation>每个座位的起始金额。开桌至少要有一底。</translation>
    </message>
    <message>
        <source>Starting balance:</source>
        <translation>起始余额：</translation>
    </message>
    <message>
        <source>How many hands the match lasts.</source>
        <translation>整场要打几局。</translation>
    </message>
    <message>
        <source>Hands:</source>
        <translation>局数：</translation>
    </message>
    <message>
        <source>What a player who leaves before the last hand pays, shared equally by the three who stay.</source>
        <translation>最后一局之前离桌的人要付的罚款，由留下的三家平分。</translation>
    </message>
    <message>
        <source>Leaving penalty:</source>
        <translation>弃权处罚：</translation>
    </message>
    <message>
        <source>When your time runs out, the hint&apos;s choice is played for you.</source>
        <translation>时间用完时，系统按提示的建议替你出牌或扣牌。</translation>
    </message>
    <message>
        <source>Turn time limit:</source>
        <translation>每手限时：</translation>
    </message>
    <message>
        <source>Opening limit: every player needs at least one base (%1) to sit at this table, but the starting balance is %2. Lower the bet or raise the balance.</source>
        <translation>开桌限制：每位玩家至少要有一底（%1）才能入座，但起始余额只有 %2。请降低每注金额或提高起始余额。</translation>
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
        <translation>所有选项全桌玩家都看得到，整场牌局固定不变。</translation>
    </message>
    <message>
        <source>e.g. Friday Sevens</source>
        <translation>例如：周五憋七</translation>
    </message>
    <message>
        <source>Taiwan scoring only. A player who covered all 13 cards counts 0 points, and every other player counts 100 more.</source>
        <translation>仅用于台湾算法。13 张全扣的人算 0 分，其他每家再加 100 分。</translation>
    </message>
    <message>
        <source>Taiwan scoring only. A player who is clear and whose last card was a 7 receives six times the difference instead of twice.</source>
        <translation>仅用于台湾算法。独头七（走通且最后一张是 7）的人收差额的 6 倍，而不是 2 倍。</translation>
    </message>
    <message>
        <source>Taiwan scoring only, replaces the multipliers and the all-covered bonus: the most points pays 7 bets, the second 3, the third 1; the fewest receives 11. Ties share the positions.</source>
        <translation>仅用于台湾算法，取代倍数和全扣加分：分数最多的大头赔 7 注，中头赔 3 注，小头赔 1 注；最少的收 11 注。同分平分名次。</translation>
    </message>
    <message>
        <source>Taiwan scoring (排七): for every pair of players the one with more covered points pays the difference, times the receiver&apos;s multiplier (×2 when clear).</source>
        <translation>台湾算法（排七）：任两家之间，扣牌分多的赔差额，乘以收方的倍数（走通 ×2）。</translation>
    </message>
    <message>
        <source>Mainland scoring (憋七): one table multiplier from the number of clear players; everyone&apos;s points times it are compared pairwise.</source>
        <translation>大陆算法（憋七）：按走通人数决定全桌倍数；每家分数乘上倍数后两两比较。</translation>
    </message>
    <message>
        <source>Time bank:</source>
        <translation>备用时间：</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>算法：</translation>
    </message>
    <message>
        <source>Dream Sevens (制服麻將)</source>
        <translation>制服麻将 梦幻排七</translation>
    </message>
    <message>
        <source>Dream Sevens, big/middle/small head (制服麻將)</source>
        <translation>制服麻将 梦幻排七 大中小头</translation>
    </message>
    <message>
        <source>Biqi (QQ/联众)</source>
        <translation>QQ/联众 憋七</translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>不%1</translation>
    </message>
    <message>
        <source>leaving penalty %1 × base</source>
        <translation>弃权处罚 %1 底</translation>
    </message>
    <message>
        <source>starting balance %1</source>
        <translation>起始余额 %1</translation>
    </message>
    <message>
        <source>another starting balance</source>
        <translation>起始余额不同</translation>
    </message>
    <message>
        <source>bet %1</source>
        <translation>每注 %1</translation>
    </message>
    <message>
        <source>one hand</source>
        <translation>1 局</translation>
    </message>
    <message>
        <source>%1 hands</source>
        <translation>%1 局</translation>
    </message>
</context>
<context>
    <name>qixing::ui::SevensSettlementDialog</name>
    <message>
        <source>Scoring: big, middle and small head — 7, 3 and 1 bets paid, 11 received; ties share.</source>
        <translation>计分：大中小头——大头赔 7 注、中头 3 注、小头 1 注，最少的收 11 注；同分平分。</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>%1 离桌</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>余额</translation>
    </message>
    <message>
        <source>Hand %1 of %2 — settlement</source>
        <translation>第 %1 局／共 %2 局 — 结算</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>第 %1 局／共 %2 局</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Covered cards</source>
        <translation>扣牌</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>倍数</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>计分</translation>
    </message>
    <message>
        <source>Result (bets)</source>
        <translation>输赢（注）</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>谁赔谁</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 bets (%4): %5</source>
        <translation>%1 赔 %2 %3 注（%4）：%5</translation>
    </message>
    <message>
        <source>Nobody pays anybody this hand.</source>
        <translation>这一局没有人要赔。</translation>
    </message>
    <message>
        <source>One bet is %1; money is the result in bets × the bet, rounded so that it sums to zero.</source>
        <translation>每注 %1；金额 = 注数 × 每注金额，取整后总和仍为零。</translation>
    </message>
    <message>
        <source>Match so far</source>
        <translation>目前战绩</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>最终排名</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>The host deals the next hand; this window closes when it begins.</source>
        <translation>下一局由房主发牌；发牌时这个窗口会自动关闭。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Counted: the points compared between players — the covered points, with 0 for an all-covered player and 100 more for everyone else.</source>
        <translation>计分：用来两两比较的分数——即扣牌分；全扣的人算 0，其他人各加 100。</translation>
    </message>
    <message>
        <source>Counted: the points compared between players — here simply the covered points.</source>
        <translation>计分：用来两两比较的分数——这里就是扣牌分。</translation>
    </message>
    <message>
        <source>Counted: the points compared between players — the covered points × M (a clear player counts 0).</source>
        <translation>计分：用来两两比较的分数——扣牌分 × M（走通的人算 0）。</translation>
    </message>
    <message>
        <source>Counted: the points that decide the places (big, middle and small head).</source>
        <translation>计分：决定大头、中头、小头名次的分数。</translation>
    </message>
    <message>
        <source>Taiwan scoring — for each pair, the player with more points pays the difference times the receiver&apos;s multiplier.</source>
        <translation>台湾算法——任两家之间，分数多的赔差额乘以收方的倍数。</translation>
    </message>
    <message>
        <source>Mainland scoring — multiplier M = %1; each player&apos;s points × M are compared pairwise.</source>
        <translation>大陆算法——倍数 M = %1；每家分数 × M 两两比较。</translation>
    </message>
    <message>
        <source>Options: %1.</source>
        <translation>选项：%1。</translation>
    </message>
    <message>
        <source>Every hand as it was dealt</source>
        <translation>各家发到的手牌</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 号位</translation>
    </message>
</context>
<context>
    <name>qixing::ui::SevensTableScreen</name>
    <message>
        <source>Suggest a card (H)</source>
        <translation>建议出哪张牌（H）</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>第 %1 局／共 %2 局</translation>
    </message>
    <message>
        <source>Bet %1 · base %2</source>
        <translation>每注 %1 · 一底 %2</translation>
    </message>
    <message>
        <source>Leaving penalty: %1 × base</source>
        <translation>弃权处罚：%1 底</translation>
    </message>
    <message>
        <source>Turn limit: %1 s</source>
        <translation>每手限时 %1 秒</translation>
    </message>
    <message>
        <source>Hosted on the LAN</source>
        <translation>在局域网上开桌中</translation>
    </message>
    <message>
        <source>LAN table at %1</source>
        <translation>局域网牌桌（%1）</translation>
    </message>
    <message>
        <source>%1. %2 covered %3</source>
        <translation>%1. %2 扣了 %3</translation>
    </message>
    <message>
        <source>%1. %2 covered a card</source>
        <translation>%1. %2 扣了一张牌</translation>
    </message>
    <message>
        <source>%1. %2 played %3</source>
        <translation>%1. %2 出 %3</translation>
    </message>
    <message>
        <source>The saved Sevens match is being played in %1.</source>
        <translation>保存的憋七牌局正在%1中进行。</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续牌局</translation>
    </message>
    <message>
        <source>There is no unfinished match to resume.</source>
        <translation>没有未完成的牌局可以继续。</translation>
    </message>
    <message>
        <source>The saved match is damaged</source>
        <translation>存档已损坏</translation>
    </message>
    <message>
        <source>The saved match could not be read and was not resumed.

Reason: %1

%2</source>
        <translation>无法读取存档，牌局没有继续。

原因：%1

%2</translation>
    </message>
    <message>
        <source>The file could not be moved aside.</source>
        <translation>无法把这个文件移到一旁。</translation>
    </message>
    <message>
        <source>The file was kept as %1 so that it can be examined.</source>
        <translation>文件已另存为 %1，方便检查。</translation>
    </message>
    <message>
        <source>The match is not finished (%1 of %2 hands played). If you leave now you pay the leaving penalty of %5 × base = %3, shared equally by the other three players (%4 each). A computer player takes your seat to finish the match.</source>
        <translation>牌局还没结束（已打 %1 局，共 %2 局）。现在离桌要付弃权处罚 %5 底 = %3，由其他三家平分（每家 %4）。你的座位由电脑接手打完。</translation>
    </message>
    <message>
        <source>Something new can only start once you leave the match you are in.</source>
        <translation>要开始新的牌局，得先离开现在这一场。</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>确定要离桌吗？</translation>
    </message>
    <message>
        <source>Leave and pay</source>
        <translation>付罚款离桌</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>留下</translation>
    </message>
    <message>
        <source>Your match (hand %1 of %2) is saved as it stands; you can resume it from the hall later. Putting it aside costs nothing.</source>
        <translation>你的牌局（第 %1 局／共 %2 局）已按现状存档，之后可以在大厅继续。先放一边不用付任何代价。</translation>
    </message>
    <message>
        <source>You are back at the table.</source>
        <translation>你回到牌桌上了。</translation>
    </message>
    <message>
        <source>Too late: the time limit had already played for you.</source>
        <translation>太慢了：时间到，已经替你出牌了。</translation>
    </message>
    <message>
        <source>The host refused the move: %1</source>
        <translation>房主不接受这一手：%1</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>憋七（排七）</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>接着打</translation>
    </message>
    <message>
        <source>The match cannot be played on from here: %1</source>
        <translation>无法从这里接着打：%1</translation>
    </message>
    <message>
        <source>Watching the table at %1</source>
        <translation>观战 %1 的牌桌</translation>
    </message>
</context>
<context>
    <name>qixing::ui::SevensTableWidget</name>
    <message>
        <source>Time is up: %1 was covered for you.</source>
        <translation>时间到：已替你扣掉 %1。</translation>
    </message>
    <message>
        <source>Time is up: %1 was played for you.</source>
        <translation>时间到：已替你打出 %1。</translation>
    </message>
    <message>
        <source>Balance %1</source>
        <translation>余额 %1</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>手牌：%1 张</translation>
    </message>
    <message>
        <source>Covered: %1</source>
        <translation>扣牌：%1 张</translation>
    </message>
    <message>
        <source>Your move: %1 s left</source>
        <translation>轮到你：剩 %1 秒</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>轮到你</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>Last: covered a card</source>
        <translation>刚才：扣了一张牌</translation>
    </message>
    <message>
        <source>Last: played %1</source>
        <translation>刚才：出 %1</translation>
    </message>
    <message>
        <source>Your covered cards</source>
        <translation>你的扣牌</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <source>None yet — stay clear!</source>
        <translation>还没有——争取走通！</translation>
    </message>
    <message>
        <source>Covered</source>
        <translation>扣牌</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>整场牌局结束了。</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>这一局结束了。</translation>
    </message>
    <message>
        <source>You hold 7♠: open the hand with it.</source>
        <translation>你拿到黑桃 7：请先出这张开局。</translation>
    </message>
    <message>
        <source>Your turn: play one of the highlighted cards.</source>
        <translation>轮到你：请出一张亮起的牌。</translation>
    </message>
    <message>
        <source>%1 (%2) is to move…</source>
        <translation>轮到 %1（%2）…</translation>
    </message>
    <message>
        <source>A hint is available on your turn.</source>
        <translation>轮到你时才能使用提示。</translation>
    </message>
    <message>
        <source>Choose a card with the arrow keys first.</source>
        <translation>请先用方向键选一张牌。</translation>
    </message>
    <message>
        <source>%1 closed</source>
        <translation>%1 已封（去头去尾）</translation>
    </message>
    <message>
        <source>No card fits: click a card to cover it.</source>
        <translation>没有牌能接：点一张牌把它扣掉。</translation>
    </message>
    <message>
        <source>No card fits: click a card to cover it (%1 s).</source>
        <translation>没有牌能接：点一张牌把它扣掉（%1 秒）。</translation>
    </message>
    <message>
        <source>Your turn: play one of the highlighted cards (%1 s).</source>
        <translation>轮到你：请出一张亮起的牌（%1 秒）。</translation>
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
        <translation>红心</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>方块</translation>
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
        <translation>%1；共 %2 分</translation>
    </message>
    <message>
        <source>%1 row</source>
        <translation>%1 那一行</translation>
    </message>
    <message>
        <source>Empty: it opens with %1.</source>
        <translation>还没开：要由%1开头。</translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <translation>从%1接到%2</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>在你手里</translation>
    </message>
    <message>
        <source>No card fits: this one can be covered</source>
        <translation>没有牌接得上：这张可以扣牌</translation>
    </message>
    <message>
        <source>Can be played now</source>
        <translation>现在可以出</translation>
    </message>
    <message>
        <source>Cannot be played now</source>
        <translation>现在不能出</translation>
    </message>
    <message>
        <source>Sevens table</source>
        <translation>憋七牌桌</translation>
    </message>
    <message>
        <source>Expected: %1 bets; the next best, %2: %3 bets.</source>
        <translation>预期 %1 注；次佳的 %2：%3 注。</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 号位</translation>
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
        <translation>电脑</translation>
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
        <translation>比较分</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>输赢</translation>
    </message>
    <message>
        <source>The group&apos;s players by score</source>
        <translation>同组玩家按比较分排名</translation>
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
        <translation>今晚输赢</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>谁付给谁</translation>
    </message>
    <message>
        <source>Duplicate standings: deals played %1</source>
        <translation>复式排名：已打 %1 副牌</translation>
    </message>
    <message>
        <source>Tonight&apos;s standings</source>
        <translation>今晚排名</translation>
    </message>
    <message>
        <source>Compared with the same cards at the other tables (%1)</source>
        <translation>与其他桌拿同一手牌的人比较（%1 桌）</translation>
    </message>
    <message>
        <source>Hand %1 at every table</source>
        <translation>各桌第 %1 局</translation>
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
        <translation>今晚：各桌共 %1 局</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 付给 %2 %3</translation>
    </message>
    <message>
        <source>Nobody owes anybody</source>
        <translation>谁也不欠谁</translation>
    </message>
</context>
<context>
    <name>qixing::ui::StatsChart</name>
    <message>
        <source>Nothing recorded yet</source>
        <translation>还没有记录</translation>
    </message>
</context>
<context>
    <name>qixing::ui::StatsScreen</name>
    <message>
        <source>Reading the records…</source>
        <translation>正在读取记录…</translation>
    </message>
    <message>
        <source>No matches recorded yet</source>
        <translation>还没有记下任何一场</translation>
    </message>
    <message>
        <source>Matches recorded: %1</source>
        <translation>已记下 %1 场</translation>
    </message>
    <message>
        <source>Balance over matches</source>
        <translation>逐场累计输赢</translation>
    </message>
    <message>
        <source>Nothing recorded yet</source>
        <translation>还没有记录</translation>
    </message>
    <message>
        <source>Result per hand</source>
        <translation>每局输赢</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>场数</translation>
    </message>
    <message>
        <source>%1 (%2 played to the end)</source>
        <translation>%1（打完 %2 场）</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>输赢</translation>
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
        <translation>走通</translation>
    </message>
    <message>
        <source>Clear on a seven (七脫手)</source>
        <translation>独头七</translation>
    </message>
    <message>
        <source>All covered (全蓋)</source>
        <translation>全扣</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>Won without a discard (自摸 and better)</source>
        <translation>不靠点炮胡（自摸以上）</translation>
    </message>
    <message>
        <source>Dealt in</source>
        <translation>点炮</translation>
    </message>
    <message>
        <source>False wins (詐胡)</source>
        <translation>诈胡</translation>
    </message>
    <message>
        <source>Average covered points</source>
        <translation>平均扣牌点数</translation>
    </message>
    <message>
        <source>Average 番 of a win</source>
        <translation>每次胡牌平均番数</translation>
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
        <translation>单游</translation>
    </message>
    <message>
        <source>雙游 (double 游金)</source>
        <translation>双游</translation>
    </message>
    <message>
        <source>三游 (triple 游金)</source>
        <translation>三游</translation>
    </message>
    <message>
        <source>搶金 (robbing the gold)</source>
        <translation>抢金</translation>
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
        <translation>抢杠胡</translation>
    </message>
    <message>
        <source>Balance now %1; matches: %2</source>
        <translation>目前累计 %1；共 %2 场</translation>
    </message>
    <message>
        <source>Hands: %1; best %2, worst %3</source>
        <translation>共 %1 局；最好 %2，最差 %3</translation>
    </message>
    <message>
        <source>From %1 to %2 the next day. Matches: %3</source>
        <translation>从 %1 到次日 %2，共 %3 场</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 付给 %2 %3</translation>
    </message>
    <message>
        <source>Nobody owes anybody</source>
        <translation>谁也不欠谁</translation>
    </message>
    <message>
        <source>No match that evening</source>
        <translation>那天晚上没有打牌</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>战绩</translation>
    </message>
    <message>
        <source>Players and the night&apos;s ledger</source>
        <translation>玩家与当晚账目</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>The night&apos;s ledger</source>
        <translation>当晚账目</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>游戏：</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>每局平均</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>The player&apos;s figures</source>
        <translation>玩家的各项数字</translation>
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
        <translation>后一晚</translation>
    </message>
    <message>
        <source>Each player&apos;s net</source>
        <translation>每人净输赢</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>净输赢</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>谁付给谁</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>全部规则</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
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
        <translation>这个座位的电脑玩家打得多好。</translation>
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
        <translation>默认值</translation>
    </message>
    <message>
        <source>Host the table</source>
        <translation>开桌并等人加入</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>开桌</translation>
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
        <translation>解散牌桌…</translation>
    </message>
    <message>
        <source>Leave table…</source>
        <translation>离桌…</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>出牌记录</translation>
    </message>
    <message>
        <source>Show or hide the moves of this hand</source>
        <translation>显示或收起这一局的出牌记录</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <translation>跟同桌的人说点什么…</translation>
    </message>
    <message>
        <source>LAN table: the host&apos;s clock keeps running while a dialog is open.</source>
        <translation>局域网牌桌：开着对话框时，房主那边的计时照样在走。</translation>
    </message>
    <message>
        <source>%1 s left — paused</source>
        <translation>剩 %1 秒——已暂停</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>剩 %1 秒</translation>
    </message>
    <message>
        <source>%1 + %2 s — paused</source>
        <translation>%1 + %2 秒 — 已暂停</translation>
    </message>
    <message>
        <source>%1 + %2 s</source>
        <translation>%1 + %2 秒</translation>
    </message>
    <message>
        <source>Bank: %1 s — paused</source>
        <translation>备用时间：%1 秒 — 已暂停</translation>
    </message>
    <message>
        <source>Bank: %1 s</source>
        <translation>备用时间：%1 秒</translation>
    </message>
    <message>
        <source>The host lets spectators read the chat, not write in it</source>
        <translation>房主只让观战者看聊天，不能发言</translation>
    </message>
</context>
</TS>
