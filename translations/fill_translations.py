#!/usr/bin/env python3
"""Fills qixing_zh_TW.ts and qixing_zh_CN.ts from the table below (source -> (zh_TW, zh_CN)).

Run translations/update.sh after changing user-visible strings: it runs lupdate, then this
script. A source string missing here stays unfinished, and test_translations fails.
"""
import sys
import xml.etree.ElementTree as ET

T = {
# --- words shared by several screens
"none": ("無", "无"),
"OK": ("確定", "确定"),
"Cancel": ("取消", "取消"),
"Close": ("關閉", "关闭"),
"Hint": ("提示", "提示"),
"Player": ("玩家", "玩家"),
"Balance": ("餘額", "余额"),
"Balance %1": ("餘額 %1", "余额 %1"),
"Covered": ("蓋牌", "扣牌"),
"Hand %1": ("第 %1 把", "第 %1 局"),
"Hand %1 of %2": ("第 %1 把／共 %2 把", "第 %1 局／共 %2 局"),
"Off": ("關閉", "关闭"),
"Fast": ("快", "快"),
"Normal": ("一般", "正常"),
"Slow": ("慢", "慢"),
"System language": ("跟隨系統", "跟随系统"),
"Settings": ("設定", "设置"),
"Sevens": ("排七", "憋七（排七）"),
"Rules": ("遊戲規則", "游戏规则"),
"Quit": ("離開", "退出"),
"head and tail": ("去頭去尾", "去头去尾"),
"all covered 100": ("全蓋100分", "全扣100分"),
"clear on a seven ×6": ("七脫手加倍（×6）", "独头七×6"),
"big/middle/small head": ("大中小頭", "大中小头"),
"The hand is over.": ("這一把結束了。", "这一局结束了。"),
# --- final standings
"Final standings": ("最終排名", "最终排名"),
"You left the table and paid a penalty of %1, shared by the other three; a computer player finished your seat.":
    ("你中途離桌，付了棄權處罰 %1，由其他三家平分；你的座位由電腦代打到終局。",
     "你中途离桌，支付了弃权处罚 %1，由其他三家平分；你的座位由电脑代打到终局。"),
"Place": ("名次", "名次"),
"Start": ("開局", "开局"),
"Change": ("輸贏", "输赢"),
"Back to the hall": ("回到大廳", "返回大厅"),
"The match is over. Hands played: %1": ("整場結束，共打了 %1 把。", "整场结束，共打了 %1 局。"),
# --- main window
"Could not save the match: %1": ("無法儲存牌局：%1", "无法保存牌局：%1"),
"About Qixing": ("關於七星牌館", "关于七星牌馆"),
"Qixing (七星牌館) %1 — Sevens for four players, with computer opponents.\nCards, table and rules are drawn and written by the Qixing project.":
    ("七星牌館 %1 — 四人排七，可與電腦對打。\n牌面、牌桌與規則說明皆由七星牌館專案自行繪製與撰寫。",
     "七星牌馆 %1 — 四人憋七（排七），可与电脑对打。\n牌面、牌桌与规则说明均由七星牌馆项目自行绘制与撰写。"),
"Qixing": ("七星牌館", "七星牌馆"),
"Qixing Card Hall": ("七星牌館", "七星牌馆"),
"Sevens for four, at one felt table. Mahjong will join the hall later.":
    ("四人一桌的排七。麻將日後也會加入牌館。", "四人一桌的憋七。麻将以后也会加入牌馆。"),
"Lay the cards out from the sevens. Whoever cannot lay a card must cover one, and covered points pay the others.":
    ("從七開始接牌。接不上的人就得蓋一張牌，\n蓋牌點數要賠給別人。",
     "从七开始接牌。接不上的人就得扣一张牌，\n扣牌分要赔给别人。"),
"New table…": ("開桌…", "开桌…"),
"Resume the unfinished match": ("繼續未完的牌局", "继续未完的牌局"),
"Settings…": ("設定…", "设置…"),
"Zhangzhou mahjong — coming soon": ("漳州麻將 — 即將推出", "漳州麻将 — 即将推出"),
"Suggest a card (H)": ("建議出哪張牌（H）", "建议出哪张牌（H）"),
"Leave table…": ("離桌…", "离桌…"),
"Moves": ("出牌紀錄", "出牌记录"),
"&Game": ("遊戲(&G)", "游戏(&G)"),
"&New table…": ("開桌(&N)…", "开桌(&N)…"),
"&Resume match": ("繼續牌局(&R)", "继续牌局(&R)"),
"&Hint": ("提示(&H)", "提示(&H)"),
"&Leave table…": ("離桌(&L)…", "离桌(&L)…"),
"&Back to the hall": ("回到大廳(&B)", "返回大厅(&B)"),
"&Settings…": ("設定(&S)…", "设置(&S)…"),
"&Quit": ("離開(&Q)", "退出(&Q)"),
"&View": ("檢視(&V)", "视图(&V)"),
"&Animation speed": ("動畫速度(&A)", "动画速度(&A)"),
"Move &log and match panel": ("出牌紀錄與牌局面板(&L)", "出牌记录与牌局面板(&L)"),
"&Help": ("說明(&H)", "帮助(&H)"),
"&Rules": ("遊戲規則(&R)", "游戏规则(&R)"),
"&About Qixing": ("關於七星牌館(&A)", "关于七星牌馆(&A)"),
"Resume": ("繼續牌局", "继续牌局"),
"There is no unfinished match to resume.": ("沒有未完成的牌局可以繼續。", "没有未完成的牌局可以继续。"),
"The saved match is damaged": ("存檔已損壞", "存档已损坏"),
"The saved match could not be read and was not resumed.\n\nReason: %1\n\n%2":
    ("無法讀取存檔，牌局沒有繼續。\n\n原因：%1\n\n%2", "无法读取存档，牌局没有继续。\n\n原因：%1\n\n%2"),
"The file could not be moved aside.": ("無法把這個檔案移到一旁。", "无法把这个文件移到一旁。"),
"The file was kept as %1 so that it can be examined.": ("檔案已另存為 %1，方便檢查。", "文件已另存为 %1，方便检查。"),
"Language:": ("語言：", "语言："),
"Animation speed:": ("動畫速度：", "动画速度："),
"Leave the table?": ("確定要離桌嗎？", "确定要离桌吗？"),
"Leave and pay": ("付罰款離桌", "付罚款离桌"),
"Stay": ("留下", "留下"),
"Bet %1 · base %2": ("每注 %1 · 一底 %2", "每注 %1 · 一底 %2"),
"Turn limit: %1 s": ("每手限時 %1 秒", "每手限时 %1 秒"),
"%1. %2 covered %3": ("%1. %2 蓋了 %3", "%1. %2 扣了 %3"),
"%1. %2 covered a card": ("%1. %2 蓋了一張牌", "%1. %2 扣了一张牌"),
"%1. %2 played %3": ("%1. %2 出 %3", "%1. %2 出 %3"),
"The match is not finished (%1 of %2 hands played). If you leave now you pay the leaving penalty of %5 × base = %3, shared equally by the other three players (%4 each). A computer player takes your seat to finish the match.":
    ("牌局還沒結束（已打 %1 把，共 %2 把）。現在離桌要付棄權處罰 %5 底 = %3，由其他三家平分（每家 %4）。你的座位由電腦接手打完。",
     "牌局还没结束（已打 %1 局，共 %2 局）。现在离桌要付弃权处罚 %5 底 = %3，由其他三家平分（每家 %4）。你的座位由电脑接手打完。"),
"Leaving penalty: %1 × base": ("棄權處罰：%1 底", "弃权处罚：%1 底"),
# --- issue 13 flows
"Show or hide the moves of this hand": ("顯示或收起這一把的出牌紀錄", "显示或收起这一局的出牌记录"),
"Put the match aside?": ("先把牌局放著？", "先把牌局放一边？"),
"Your match (hand %1 of %2) is saved as it stands; you can resume it from the hall later. Putting it aside costs nothing.":
    ("你的牌局（第 %1 把／共 %2 把）已照現況存檔，之後可以在大廳繼續。先放著不用付任何代價。",
     "你的牌局（第 %1 局／共 %2 局）已按现状存档，之后可以在大厅继续。先放一边不用付任何代价。"),
"Put it aside": ("先放著", "先放一边"),
"Something new can only start once you leave the match you are in.":
    ("要開始新的牌局，得先離開現在這一場。", "要开始新的牌局，得先离开现在这一场。"),
"%1 s left — paused": ("剩 %1 秒——已暫停", "剩 %1 秒——已暂停"),
"%1 s left": ("剩 %1 秒", "剩 %1 秒"),
"LAN table: the host's clock keeps running while a dialog is open.":
    ("區網牌桌：開著對話框時，桌主那邊的計時照樣在跑。", "局域网牌桌：开着对话框时，房主那边的计时照样在走。"),
"%1 refused the connection on port %2: no Qixing table is open there. Check the address and the port.":
    ("%1 拒絕了連接埠 %2 的連線：那裡沒有開著的七星牌館牌桌。請檢查位址和連接埠。",
     "%1 拒绝了端口 %2 的连接：那里没有开着的七星牌馆牌桌。请检查地址和端口。"),
"No computer called %1 was found. Check the address.": ("找不到名為 %1 的電腦。請檢查位址。", "找不到名为 %1 的电脑。请检查地址。"),
"%1 did not answer in time.": ("%1 沒有及時回應。", "%1 没有及时响应。"),
"The network to %1 cannot be reached.": ("連不上通往 %1 的網路。", "连不上通往 %1 的网络。"),
"The connection to %1:%2 was closed.": ("與 %1:%2 的連線已經結束。", "与 %1:%2 的连接已经断开。"),
"The connection to %1:%2 failed (network error %3).": ("與 %1:%2 的連線失敗（網路錯誤 %3）。", "与 %1:%2 的连接失败（网络错误 %3）。"),
"Hint: play %1 — it opens the way to your own cards further along that row.":
    ("提示：出 %1——這樣能替你自己同一排更遠的牌開路。", "提示：出 %1——这样能给你自己同一排更远的牌开路。"),
"Hint: play %1 — it closes the suit, so the others' remaining cards of it can only be covered.":
    ("提示：出 %1——這樣會封住這個花色，別人手上剩下的這個花色只能蓋掉。", "提示：出 %1——这样会封住这个花色，别人手上剩下的这个花色只能扣掉。"),
"Hint: play %1 — no play frees a card of yours, and this one helps the others least.":
    ("提示：出 %1——出哪張都幫不到你自己的牌，這張對別人幫助最小。", "提示：出 %1——出哪张都帮不到你自己的牌，这张对别人帮助最小。"),
"Hint: cover %1 — it can never be played any more, so covering it loses nothing else.":
    ("提示：蓋 %1——這張已經不可能打出去，蓋掉它不會再多損失別的牌。", "提示：扣 %1——这张已经不可能打出去，扣掉它不会再多损失别的牌。"),
"Hint: cover %1 — it shuts the row beyond it, whose cards the others hold; that is worth more than its points.":
    ("提示：蓋 %1——這樣後面那一段就接不下去，卡住別人手上的牌，划算過它本身的點數。",
     "提示：扣 %1——这样后面那一段就接不下去，卡住别人手上的牌，比它本身的分更划算。"),
"Computer %1": ("電腦 %1", "电脑 %1"),
"Options: %1.": ("選項：%1。", "选项：%1。"),
"Counted: the points compared between players — the covered points, with 0 for an all-covered player and 100 more for everyone else.":
    ("計分點數：用來兩兩比較的點數——即蓋牌點數；全蓋的人算 0，其他人各加 100。", "计分：用来两两比较的分数——即扣牌分；全扣的人算 0，其他人各加 100。"),
"Counted: the points compared between players — here simply the covered points.":
    ("計分點數：用來兩兩比較的點數——這裡就是蓋牌點數。", "计分：用来两两比较的分数——这里就是扣牌分。"),
"Counted: the points compared between players — the covered points × M (a clear player counts 0).":
    ("計分點數：用來兩兩比較的點數——蓋牌點數 × M（脫手的人算 0）。", "计分：用来两两比较的分数——扣牌分 × M（走通的人算 0）。"),
"Counted: the points that decide the places (big, middle and small head).":
    ("計分點數：決定大頭、中頭、小頭名次的點數。", "计分：决定大头、中头、小头名次的分数。"),
"Two seats are both called “%1”: give every player a different name.":
    ("有兩個座位都叫「%1」：請替每位玩家取不同的名字。", "有两个座位都叫“%1”：请给每位玩家取不同的名字。"),
# --- rules help
"[Our rule]": ("【本館規定】", "【本馆规定】"),
"Sevens — how to play": ("排七玩法", "憋七（排七）玩法"),
"Four players, one 52-card deck without jokers. The cards are laid out in four rows, one per suit, that grow from the 7 towards the A and the K. Whoever cannot lay a card must cover one face down; covered cards count against you.":
    ("四人打一副 52 張的撲克牌，不用鬼牌。每種花色排成一列，從 7 往 A 和 K 兩頭接。接不上牌的人要蓋一張牌（蓋牌）；蓋掉的牌點數算你輸。",
     "四人打一副 52 张的扑克牌，不用大小王。每种花色排成一行，从 7 往 A 和 K 两头接。接不上牌的人要扣一张牌（扣牌）；扣掉的牌分数算你输。"),
"Cards and seats": ("牌與座位", "牌与座位"),
"A counts 1, 2 to 10 their value, J 11, Q 12, K 13. A card's points are its rank.":
    ("A 算 1 點，2 到 10 照牌面，J 11、Q 12、K 13。一張牌的點數就是它的大小。",
     "A 算 1 分，2 到 10 按牌面，J 11、Q 12、K 13。一张牌的分数就是它的点数。"),
"Each player gets 13 cards. Play passes to the next player, counter-clockwise: on screen you sit at the bottom, the next player on the right, the opposite player at the top and the previous player on the left.":
    ("每人 13 張牌。輪到下家出牌，逆時針進行：畫面上你坐在下方，下家在右、對家在上、上家在左。",
     "每人 13 张牌。轮到下家出牌，逆时针进行：画面上你坐在下方，下家在右、对家在上、上家在左。"),
"Every deal comes from a numbered shuffle of our own, so the same number gives exactly the same deal on every computer.":
    ("每一副牌都由本館自己的編號洗牌產生，同一個編號在任何電腦上發出的牌都完全一樣。",
     "每一副牌都由本馆自己的编号洗牌产生，同一个编号在任何电脑上发出的牌都完全一样。"),
"In files and on the command line a card is written as its rank (A 2 3 4 5 6 7 8 9 T J Q K) followed by its suit (S H D C), e.g. 7S, TD, KC.":
    ("在檔案和命令列中，一張牌寫成點數（A 2 3 4 5 6 7 8 9 T J Q K）加花色（S H D C），例如 7S、TD、KC。",
     "在文件和命令行中，一张牌写成点数（A 2 3 4 5 6 7 8 9 T J Q K）加花色（S H D C），例如 7S、TD、KC。"),
"Play": ("出牌", "出牌"),
"The holder of 7♠ starts and must play it first.": ("拿到黑桃 7 的人先出，第一張必須出黑桃 7。", "拿到黑桃 7 的人先出，第一张必须出黑桃 7。"),
"A card can be played when it is a 7 of a suit not yet on the table, or when it is next to its suit's row: one below the low end or one above the high end.":
    ("能出的牌（活牌）：桌上還沒有的花色的 7，或是緊接在該花色那一列兩端的牌——比小的一端小 1，或比大的一端大 1。",
     "能出的牌：桌上还没有的花色的 7，或者紧接在该花色那一行两端的牌——比小的一端小 1，或比大的一端大 1。"),
"If you hold a card that can be played you must play one (any one you like); covering is then not allowed.":
    ("手上有能出的牌就一定要出（出哪張自己選），這時不准蓋牌。", "手上有能出的牌就一定要出（出哪张自己选），这时不准扣牌。"),
"If no card of yours fits, you must cover exactly one card of your choice: it lies face down in front of you for the rest of the hand. Only you see your covered cards until the hand ends.":
    ("手上沒有能出的牌，就要自選一張蓋牌，面朝下放在自己面前，這一把不能再拿回來。蓋牌只有自己看得到，直到這把結束才翻開。",
     "手上没有能出的牌，就要自选一张扣牌，面朝下放在自己面前，这一局不能再拿回来。扣牌只有自己看得到，直到这局结束才翻开。"),
"Every turn plays or covers one card, so a hand lasts 52 turns.": ("每一手不是出牌就是蓋牌，所以一把剛好 52 手。", "每一手不是出牌就是扣牌，所以一局刚好 52 手。"),
"Option head and tail close: as soon as a row reaches its A or its K, that suit is closed in both directions; its remaining cards can only be covered.":
    ("選項「去頭去尾」：某花色一接到 A 或 K，這個花色兩頭都封住，剩下的牌只能蓋掉。",
     "选项「去头去尾」：某花色一接到 A 或 K，这个花色两头都封住，剩下的牌只能扣掉。"),
"End of a hand": ("一把結束", "一局结束"),
"Your points are the sum of the cards you covered.": ("你的點數是你蓋牌的點數總和（蓋牌點數）。", "你的分数是你扣牌的点数总和（扣牌分）。"),
"Clear: you covered no card. Clear on a seven: you are clear and your last card was a 7. All covered: you covered all 13 cards.":
    ("脫手：一張都沒蓋。七脫手：脫手而且最後出的是 7。全蓋：13 張全部蓋掉。",
     "走通：一张都没扣。独头七：走通而且最后出的是 7。全扣：13 张全部扣掉。"),
"Taiwan scoring (排七)": ("台灣算法（排七）", "台湾算法（排七）"),
"Results are counted in bets; money = bets × the bet unit.": ("輸贏以「注」計算；金額 = 注數 × 每注金額。", "输赢以「注」计算；金额 = 注数 × 每注金额。"),
"For every pair of players, the one with more points pays the other the difference times the receiver's multiplier: ×2 if the receiver is clear, ×6 instead if clear on a seven and the option “Clear on a seven pays ×6” is on, otherwise ×1. Equal points: nothing is paid. The results add up to zero.":
    ("任兩家之間，點數多的賠點數少的，賠差額乘以收方的倍數：收方脫手 ×2；若開了「七脫手加倍」且收方七脫手，改為 ×6；其餘 ×1。點數相同不用賠。四家輸贏加起來是零。",
     "任两家之间，分数多的赔分数少的，赔差额乘以收方的倍数：收方走通 ×2；若开了「独头七×6」且收方独头七，改为 ×6；其余 ×1。分数相同不用赔。四家输赢加起来是零。"),
"Option “All covered counts 100”: an all-covered player counts 0 points and everybody else counts 100 more than they covered.":
    ("選項「全蓋100分」：全蓋的人算 0 點，其他每一家都在蓋牌點數上再加 100 點。",
     "选项「全扣100分」：全扣的人算 0 分，其他每一家都在扣牌分上再加 100 分。"),
"If two players are all covered, each of the others counts +100 for each of them.":
    ("如果有兩家全蓋，其他每一家要為每個全蓋的人各加 100 點。", "如果有两家全扣，其他每一家要为每个全扣的人各加 100 分。"),
"Option “Big, middle and small head” replaces the above: by points, the most pays 7 bets, the second 3, the third 1, and the fewest receives 11; no multipliers, no bonus.":
    ("選項「大中小頭」取代上面的算法：依點數排名，最多的（大頭）賠 7 注，第二（中頭）賠 3 注，第三（小頭）賠 1 注，最少的收 11 注；沒有倍數，也沒有全蓋加分。",
     "选项「大中小头」取代上面的算法：按分数排名，最多的（大头）赔 7 注，第二（中头）赔 3 注，第三（小头）赔 1 注，最少的收 11 注；没有倍数，也没有全扣加分。"),
"Tied players share the places they occupy together: each pays or receives the average of those places' amounts (two tied for fewest receive (11 − 1) / 2 = 5 each). Results in bets are exact fractions; money is rounded to whole units by largest remainders so that it still adds up to zero.":
    ("點數相同的人平分他們共同佔的名次：每人付或收那幾個名次金額的平均（例如兩家並列最少，各收 (11 − 1) / 2 = 5 注）。注數用精確分數計算；金額以最大餘數法取整，保證總和仍為零。",
     "分数相同的人平分他们共同占的名次：每人付或收那几个名次金额的平均（例如两家并列最少，各收 (11 − 1) / 2 = 5 注）。注数用精确分数计算；金额用最大余数法取整，保证总和仍为零。"),
"Mainland scoring (憋七)": ("大陸算法（憋七）", "大陆算法（憋七）"),
"Table multiplier M: with 0, 1, 2 or 3 clear players M is 1, 2, 4 or 8. With d players clear on a seven the seven multiplier is 8 × d. When both apply, the larger counts.":
    ("全桌倍數 M：有 0、1、2、3 家脫手時 M 分別是 1、2、4、8。有 d 家七脫手時，七的倍數是 8 × d。兩者都有時取較大的。",
     "全桌倍数 M：有 0、1、2、3 家走通时 M 分别是 1、2、4、8。有 d 家独头七时，独头七倍数是 8 × d。两者都有时取较大的。"),
"If all four players are clear, every score is 0.": ("四家都脫手時，每家都是 0 分。", "四家都走通时，每家都是 0 分。"),
"A player who is not clear counts covered points × M; a clear player counts 0. Each player receives from every other player the difference between their counts.":
    ("沒脫手的人以蓋牌點數 × M 計；脫手的人算 0。每一家向其他每一家收取（或支付）兩人計分的差額。",
     "没走通的人以扣牌分 × M 计；走通的人算 0。每一家向其他每一家收取（或支付）两人计分的差额。"),
"Table settings and the match": ("開桌設定與整場牌局", "开桌设置与整场牌局"),
"A match is a series of hands at one table with fixed options, chosen in the table settings and shown to every player.":
    ("一場牌局是同一桌連打的若干把（把數），選項在開桌設定中決定，全桌都看得到，整場不變。",
     "一场牌局是同一桌连打的若干局，选项在开桌设置中决定，全桌都看得到，整场不变。"),
"The bet unit is a whole amount of money; one base is 30 × the bet unit.": ("每注金額是整數；一底 = 30 × 每注金額。", "每注金额是整数；一底 = 30 × 每注金额。"),
"Opening limit: you may open or join a table only with a balance of at least one base.":
    ("開桌限制：餘額至少要有一底，才能開桌或入座。", "开桌限制：余额至少要有一底，才能开桌或入座。"),
"A player who leaves before the last hand pays the leaving penalty of 1, 3 or 5 bases (a table option), shared equally by the three players who stay; a computer player then takes the seat so that the match can finish.":
    ("打完最後一把之前離桌的人，要付棄權處罰 1、3 或 5 底（開桌時選定），由留下的三家平分；之後由電腦接手這個座位，把牌局打完。",
     "打完最后一局之前离桌的人，要付弃权处罚 1、3 或 5 底（开桌时选定），由留下的三家平分；之后由电脑接手这个座位，把牌局打完。"),
"If your turn time runs out, the hint's choice is played for you.": ("如果出牌時間用完，系統會替你打出「提示」建議的那張牌。", "如果出牌时间用完，系统会替你打出「提示」建议的那张牌。"),
"Playing with the mouse and keyboard": ("滑鼠與鍵盤操作", "鼠标与键盘操作"),
"Playable cards in your hand are raised and outlined in gold. When nothing fits, all your cards are outlined in blue: click the one to cover.":
    ("手上能出的牌會升起並加上金框。沒有牌能出時，所有手牌都加上藍框：點一張就把它蓋掉。",
     "手上能出的牌会升起并加上金框。没有牌能出时，所有手牌都加上蓝框：点一张就把它扣掉。"),
"Left and Right choose a card, Up or Tab jumps to the next playable card, Enter or Space plays it, H shows a hint.":
    ("左右鍵選牌，上鍵或 Tab 跳到下一張能出的牌，Enter 或空白鍵出牌，H 顯示提示。",
     "左右键选牌，上键或 Tab 跳到下一张能出的牌，Enter 或空格键出牌，H 显示提示。"),
"Rules of Sevens": ("排七規則", "憋七规则"),
# --- settlement
"Taiwan scoring — for each pair, the player with more points pays the difference times the receiver's multiplier.":
    ("台灣算法——任兩家之間，點數多的賠差額乘以收方的倍數。", "台湾算法——任两家之间，分数多的赔差额乘以收方的倍数。"),
"Mainland scoring — multiplier M = %1; each player's points × M are compared pairwise.":
    ("大陸算法——倍數 M = %1；每家點數 × M 兩兩比較。", "大陆算法——倍数 M = %1；每家分数 × M 两两比较。"),
"Scoring: big, middle and small head — 7, 3 and 1 bets paid, 11 received; ties share.":
    ("計分：大中小頭——大頭賠 7 注、中頭 3 注、小頭 1 注，最少的收 11 注；同分平分。",
     "计分：大中小头——大头赔 7 注、中头 3 注、小头 1 注，最少的收 11 注；同分平分。"),
"%1 left": ("%1 離桌", "%1 离桌"),
"Total": ("合計", "合计"),
"Hand %1 of %2 — settlement": ("第 %1 把／共 %2 把 — 結算", "第 %1 局／共 %2 局 — 结算"),
"Covered cards": ("蓋牌", "扣牌"),
"Points": ("點數", "分数"),
"Status": ("狀態", "状态"),
"Position": ("名次", "名次"),
"Multiplier": ("倍數", "倍数"),
"Counted": ("計分點數", "计分"),
"Result (bets)": ("輸贏（注）", "输赢（注）"),
"Money": ("金額", "金额"),
"Who pays whom": ("誰賠誰", "谁赔谁"),
"%1 pays %2 %3 bets (%4): %5": ("%1 賠 %2 %3 注（%4）：%5", "%1 赔 %2 %3 注（%4）：%5"),
"Nobody pays anybody this hand.": ("這一把沒有人要賠。", "这一局没有人要赔。"),
"One bet is %1; money is the result in bets × the bet, rounded so that it sums to zero.":
    ("每注 %1；金額 = 注數 × 每注金額，取整後總和仍為零。", "每注 %1；金额 = 注数 × 每注金额，取整后总和仍为零。"),
"Match so far": ("目前戰績", "目前战绩"),
"Next hand": ("下一把", "下一局"),
# --- table settings
"Table settings": ("開桌設定", "开桌设置"),
"Every option is shown to all players and fixed for the whole match.": ("所有選項全桌玩家都看得到，整場牌局固定不變。", "所有选项全桌玩家都看得到，整场牌局固定不变。"),
"Scoring and rules": ("計分與規則", "计分与规则"),
"Scoring preset:": ("計分方式：", "计分方式："),
"Head and tail close": ("去頭去尾", "去头去尾"),
"As soon as a row reaches its A or its K, the whole suit is closed: its remaining cards can only be covered.":
    ("某花色一接到 A 或 K，整個花色就封住，剩下的牌只能蓋掉。", "某花色一接到 A 或 K，整个花色就封住，剩下的牌只能扣掉。"),
"All covered counts 100": ("全蓋100分", "全扣100分"),
"Taiwan scoring only. A player who covered all 13 cards counts 0 points, and every other player counts 100 more.":
    ("僅用於台灣算法。13 張全蓋的人算 0 點，其他每家再加 100 點。", "仅用于台湾算法。13 张全扣的人算 0 分，其他每家再加 100 分。"),
"Clear on a seven pays ×6": ("七脫手加倍", "独头七×6"),
"Taiwan scoring only. A player who is clear and whose last card was a 7 receives six times the difference instead of twice.":
    ("僅用於台灣算法。七脫手（脫手且最後一張是 7）的人收差額的 6 倍，而不是 2 倍。", "仅用于台湾算法。独头七（走通且最后一张是 7）的人收差额的 6 倍，而不是 2 倍。"),
"Big, middle and small head": ("大中小頭", "大中小头"),
"Taiwan scoring only, replaces the multipliers and the all-covered bonus: the most points pays 7 bets, the second 3, the third 1; the fewest receives 11. Ties share the positions.":
    ("僅用於台灣算法，取代倍數和全蓋加分：點數最多的大頭賠 7 注，中頭賠 3 注，小頭賠 1 注；最少的收 11 注。同分平分名次。",
     "仅用于台湾算法，取代倍数和全扣加分：分数最多的大头赔 7 注，中头赔 3 注，小头赔 1 注；最少的收 11 注。同分平分名次。"),
"Stakes and match": ("賭注與場次", "赌注与局数"),
"The money one bet is worth. Results are counted in bets.": ("一注值多少錢。輸贏以注計算。", "一注值多少钱。输赢以注计算。"),
"Bet unit:": ("每注金額：", "每注金额："),
"One base:": ("一底：", "一底："),
"Every seat starts with this money. Opening a table needs at least one base.": ("每個座位的起始金額。開桌至少要有一底。", "每个座位的起始金额。开桌至少要有一底。"),
"Starting balance:": ("起始餘額：", "起始余额："),
"How many hands the match lasts.": ("整場要打幾把。", "整场要打几局。"),
"Hands:": ("把數：", "局数："),
"What a player who leaves before the last hand pays, shared equally by the three who stay.":
    ("最後一把之前離桌的人要付的罰款，由留下的三家平分。", "最后一局之前离桌的人要付的罚款，由留下的三家平分。"),
"Leaving penalty:": ("棄權處罰：", "弃权处罚："),
"None": ("不限時", "不限时"),
"%1 seconds": ("%1 秒", "%1 秒"),
"When your time runs out, the hint's choice is played for you.": ("時間用完時，系統替你打出提示建議的牌。", "时间用完时，系统替你打出提示建议的牌。"),
"Turn time limit:": ("每手限時：", "每手限时："),
"%1:": ("%1：", "%1："),
"Seats": ("座位", "座位"),
"Your name:": ("你的名字：", "你的名字："),
"Open the table": ("開桌", "开桌"),
"Defaults": ("預設值", "默认值"),
"Opening limit: every player needs at least one base (%1) to sit at this table, but the starting balance is %2. Lower the bet or raise the balance.":
    ("開桌限制：每位玩家至少要有一底（%1）才能入座，但起始餘額只有 %2。請降低每注金額或提高起始餘額。",
     "开桌限制：每位玩家至少要有一底（%1）才能入座，但起始余额只有 %2。请降低每注金额或提高起始余额。"),
"Taiwan scoring (排七): for every pair of players the one with more covered points pays the difference, times the receiver's multiplier (×2 when clear).":
    ("台灣算法（排七）：任兩家之間，蓋牌點數多的賠差額，乘以收方的倍數（脫手 ×2）。",
     "台湾算法（排七）：任两家之间，扣牌分多的赔差额，乘以收方的倍数（走通 ×2）。"),
"Mainland scoring (憋七): one table multiplier from the number of clear players; everyone's points times it are compared pairwise.":
    ("大陸算法（憋七）：依脫手人數決定全桌倍數；每家點數乘上倍數後兩兩比較。",
     "大陆算法（憋七）：按走通人数决定全桌倍数；每家分数乘上倍数后两两比较。"),
"30 × %1 = %2": ("30 × %1 = %2", "30 × %1 = %2"),
"%1 × base = %2": ("%1 底 = %2", "%1 底 = %2"),
# --- table
"Time is up: %1 was covered for you.": ("時間到：已替你蓋掉 %1。", "时间到：已替你扣掉 %1。"),
"Time is up: %1 was played for you.": ("時間到：已替你打出 %1。", "时间到：已替你打出 %1。"),
"%1 closed": ("%1 已封（去頭去尾）", "%1 已封（去头去尾）"),
"Your move: %1 s left": ("輪到你：剩 %1 秒", "轮到你：剩 %1 秒"),
"Your move": ("輪到你", "轮到你"),
"Thinking…": ("思考中…", "思考中…"),
"Last: covered a card": ("剛才：蓋了一張牌", "刚才：扣了一张牌"),
"Last: played %1": ("剛才：出 %1", "刚才：出 %1"),
"None yet — stay clear!": ("還沒有——加油脫手！", "还没有——争取走通！"),
"The match is over.": ("整場牌局結束了。", "整场牌局结束了。"),
"You hold 7♠: open the hand with it.": ("你拿到黑桃 7：請先出這張開局。", "你拿到黑桃 7：请先出这张开局。"),
"No card fits: click a card to cover it.": ("沒有牌能接：點一張牌把它蓋掉。", "没有牌能接：点一张牌把它扣掉。"),
"Your turn: play one of the highlighted cards (%1 s).": ("輪到你：請出一張亮起的牌（%1 秒）。", "轮到你：请出一张亮起的牌（%1 秒）。"),
"No card fits: click a card to cover it (%1 s).": ("沒有牌能接：點一張牌把它蓋掉（%1 秒）。", "没有牌能接：点一张牌把它扣掉（%1 秒）。"),
"Your turn: play one of the highlighted cards.": ("輪到你：請出一張亮起的牌。", "轮到你：请出一张亮起的牌。"),
"%1 (%2) is to move…": ("輪到 %1（%2）…", "轮到 %1（%2）…"),
"A hint is available on your turn.": ("輪到你時才能使用提示。", "轮到你时才能使用提示。"),
"Hint: cover %1 — of all your cards it loses you the fewest points.": ("提示：蓋 %1——在你所有的牌裡，蓋它損失的點數最少。", "提示：扣 %1——在你所有的牌里，扣它损失的分最少。"),
"Hint: play %1 — it is the only card that fits.": ("提示：出 %1——只有這張能接。", "提示：出 %1——只有这张能接。"),
"Choose a card with the arrow keys first.": ("請先用方向鍵選一張牌。", "请先用方向键选一张牌。"),
"Cards left: %1": ("手牌：%1 張", "手牌：%1 张"),
"Covered: %1": ("蓋牌：%1 張", "扣牌：%1 张"),
"Your covered cards": ("你的蓋牌", "你的扣牌"),
"%1 points": ("%1 點", "%1 分"),
# --- shared words (Texts)
"You": ("你", "你"),
"Next · right": ("右手下家", "右手下家"),
"Opposite": ("對家", "对家"),
"Previous · left": ("左手上家", "左手上家"),
"Mei": ("阿美", "小梅"),
"Hao": ("阿豪", "浩哥"),
"Ling": ("小玲", "阿玲"),
"Computer (strong)": ("電腦（高手）", "电脑（高手）"),
"Computer (master)": ("電腦（大師）", "电脑（大师）"),
"Computer (casual)": ("電腦（一般）", "电脑（一般）"),
"Computer (beginner)": ("電腦（新手）", "电脑（新手）"),
"Person": ("真人", "真人"),
"Clear": ("脫手", "走通"),
"Clear on a seven": ("七脫手", "独头七"),
"All covered": ("全蓋", "全扣"),
"Mainland scoring": ("大陸算法", "大陆算法"),
"Taiwan scoring": ("台灣算法", "台湾算法"),
"Please wait: it is not your turn yet.": ("請稍候：還沒輪到你。", "请稍候：还没轮到你。"),
"%1 is not in your hand.": ("你手上沒有 %1。", "你手上没有 %1。"),
"The first card of the hand must be 7♠.": ("每一把的第一張必須是黑桃 7。", "每一局的第一张必须是黑桃 7。"),
"You hold a card that fits, so you may not cover: play one of the highlighted cards.":
    ("你手上有牌能接，不能蓋牌：請出一張亮起的牌。", "你手上有牌能接，不能扣牌：请出一张亮起的牌。"),
"%1 does not fit yet: the %2 row has not been opened, and only its 7 opens it.":
    ("%1 還接不上：%2 這一列還沒開，只有它的 7 能開。", "%1 还接不上：%2 这一行还没开，只有它的 7 能开。"),
"The %1 row is closed (head and tail): %2 can never be played, only covered.":
    ("%1 這一列已封（去頭去尾）：%2 不能再出，只能蓋掉。", "%1 这一行已封（去头去尾）：%2 不能再出，只能扣掉。"),
"%1 does not fit: the %2 row runs from %3 to %4, so only %5 can go there.":
    ("%1 接不上：%2 這一列目前是 %3 到 %4，只能接 %5。", "%1 接不上：%2 这一行目前是 %3 到 %4，只能接 %5。"),
" or ": ("或", "或"),
"big head": ("大頭", "大头"),
"middle head": ("中頭", "中头"),
"small head": ("小頭", "小头"),
"lowest": ("最少", "最少"),
"tied %1–%2": ("並列%1至%2", "并列%1至%2"),
"%1 is clear on a seven: × 6": ("%1 七脫手：× 6", "%1 独头七：× 6"),
"%1 is clear: × 2": ("%1 脫手：× 2", "%1 走通：× 2"),
"× 1": ("× 1", "× 1"),
"points %1, %2": ("點數 %1，%2", "分数 %1，%2"),
"effective points %1 (each player's points × M = %2)": ("計分點數 %1（每家點數 × M = %2）", "计分 %1（每家分数 × M = %2）"),
"payer is %1, receiver is %2": ("付方是%1，收方是%2", "付方是%1，收方是%2"),
# --- LAN play: hosting, the lobby, the LAN browser, joining and reconnecting
"Join a LAN table": ("加入區域網路牌桌", "加入局域网牌桌"),
"Tables hosted on this network. Pick one and join, or type the host's address.":
    ("這個網路上開放的牌桌。選一桌加入，或輸入桌主電腦的位址。", "这个网络上开放的牌桌。选一桌加入，或输入房主电脑的地址。"),
"Table": ("牌桌", "牌桌"),
"Game": ("遊戲", "游戏"),
"Host": ("桌主", "房主"),
"Free seats": ("空位", "空位"),
"Refresh": ("重新整理", "刷新"),
"Join": ("加入", "加入"),
"e.g. 192.168.1.20": ("例如 192.168.1.20", "例如 192.168.1.20"),
"only if the table has one": ("牌桌有設密碼才需要", "牌桌设了密码才需要"),
"Port:": ("連接埠：", "端口："),
"Host address:": ("桌主位址：", "房主地址："),
"Password:": ("密碼：", "密码："),
"Looking for tables…": ("正在尋找牌桌…", "正在查找牌桌…"),
"No tables found yet. Is the host on this network?": ("還沒找到牌桌。桌主和你在同一個網路上嗎？", "还没找到牌桌。房主和你在同一个网络里吗？"),
"Tables found: %1": ("找到 %1 桌", "找到 %1 桌"),
"playing": ("對局中", "对局中"),
"%1 of 4": ("%1／4", "%1／4"),
"unknown rules": ("規則不明", "规则不明"),
"Hands: %1": ("把數：%1", "局数：%1"),
"No turn limit": ("出牌不限時", "出牌不限时"),
"%1 s a turn": ("每手 %1 秒", "每手 %1 秒"),
"Table rules": ("牌桌規則", "牌桌规则"),
"Chat": ("聊天", "聊天"),
"Send": ("送出", "发送"),
"Say something to the table…": ("跟同桌的人說點什麼…", "跟同桌的人说点什么…"),
"I'm ready": ("我準備好了", "我准备好了"),
"Start the match": ("開始對局", "开始对局"),
"Close the table": ("散桌", "解散牌桌"),
"Leave": ("離開", "离开"),
"Seat": ("座位", "座位"),
"Start when everyone is seated: empty seats are played by computer players.":
    ("大家都坐好就可以開始：空位由電腦代打。", "大家都坐好就可以开始：空位由电脑代打。"),
"Tick \"I'm ready\" when you are. The match starts when the host starts it, or as soon as four ready people sit at the table.":
    ("準備好了就勾選「我準備好了」。桌主按開始，或四個人都坐下並準備好，對局就會開始。",
     "准备好了就勾选“我准备好了”。房主点开始，或四个人都坐下并准备好，对局就会开始。"),
"LAN table": ("區域網路牌桌", "局域网牌桌"),
"You are hosting this table on port %1.": ("你是這一桌的桌主，連接埠 %1。", "你是这一桌的房主，端口 %1。"),
"Connected to %1.": ("已連線到 %1。", "已连接到 %1。"),
"The match is being played.": ("對局進行中。", "对局进行中。"),
"The table has a password.": ("這一桌有密碼。", "这一桌有密码。"),
"(free seat)": ("（空位）", "（空位）"),
"%1 (you)": ("%1（你）", "%1（你）"),
"computer player if nobody sits": ("沒人坐就由電腦代打", "没人坐就由电脑代打"),
"host": ("桌主", "房主"),
"person": ("玩家", "玩家"),
"computer player": ("電腦", "电脑"),
"Seat %1": ("%1 號位", "%1 号位"),
"Host a LAN table…": ("在區域網路開桌…", "在局域网开桌…"),
"Join a LAN table…": ("加入區域網路牌桌…", "加入局域网牌桌…"),
"H&ost a LAN table…": ("在區域網路開桌(&O)…", "在局域网开桌(&O)…"),
"&Join a LAN table…": ("加入區域網路牌桌(&J)…", "加入局域网牌桌(&J)…"),
"Close the table?": ("確定要散桌嗎？", "确定要解散牌桌吗？"),
"You host this table. Closing it ends the match for everyone at it; the match so far is saved on this computer.":
    ("你是這一桌的桌主。散桌後所有人的對局都會結束；目前為止的牌局會存在這台電腦上。",
     "你是这一桌的房主。解散后所有人的对局都会结束；到目前为止的牌局会保存在这台电脑上。"),
"If you leave, a computer player plays your seat until the match ends.":
    ("你離開後，由電腦代打你的座位直到終局。", "你离开后，由电脑代打你的座位直到终局。"),
"Hosted on the LAN": ("在區域網路上開桌中", "在局域网上开桌中"),
"LAN table at %1": ("區域網路牌桌（%1）", "局域网牌桌（%1）"),
"Close the table…": ("散桌…", "解散牌桌…"),
"Could not host the table": ("無法開桌", "无法开桌"),
"Port %1 could not be opened: %2\n\nChoose another port in 開桌設定, or close the program that uses it.":
    ("無法使用連接埠 %1：%2\n\n請在開桌設定裡換一個連接埠，或關閉正在使用它的程式。",
     "无法使用端口 %1：%2\n\n请在开桌设置里换一个端口，或关闭正在使用它的程序。"),
"The table cannot be found by the LAN browser (%1); players can join by address.":
    ("其他人無法在區域網路清單中找到這一桌（%1），但可以輸入位址加入。",
     "其他人无法在局域网列表中找到这一桌（%1），但可以输入地址加入。"),
"%1: %2": ("%1：%2", "%1：%2"),
"The table is open on port %1. Waiting for players…": ("牌桌已開在連接埠 %1，等待玩家加入…", "牌桌已开在端口 %1，等待玩家加入…"),
"The LAN table is closed.": ("區域網路牌桌已散桌。", "局域网牌桌已解散。"),
"There is no table with a free seat at %1.": ("%1 沒有還有空位的牌桌。", "%1 没有还有空位的牌桌。"),
"You are back at the table.": ("你回到牌桌上了。", "你回到牌桌上了。"),
"You sat down at seat %1.": ("你坐在 %1 號位。", "你坐在 %1 号位。"),
"Too late: the time limit had already played for you.": ("太慢了：時間到，已經替你出牌了。", "太慢了：时间到，已经替你出牌了。"),
"The host refused the move: %1": ("桌主不接受這一手：%1", "房主不接受这一手：%1"),
"Connecting to %1…": ("正在連線到 %1…", "正在连接 %1…"),
"The table's password is wrong or missing.": ("牌桌密碼錯誤或沒有輸入。", "牌桌密码错误或没有输入。"),
"The table is full.": ("這一桌已經坐滿了。", "这一桌已经坐满了。"),
"That seat is already taken.": ("這個座位已經有人坐了。", "这个座位已经有人坐了。"),
"The host has no such table (any more).": ("桌主那邊沒有（或已經沒有）這一桌。", "房主那边没有（或已经没有）这一桌。"),
"The host runs another version of Qixing.": ("桌主使用的七星牌館版本不同。", "房主使用的七星牌馆版本不同。"),
"The match can start once everyone seated is ready.": ("坐下的人都準備好之後才能開始。", "坐下的人都准备好之后才能开始。"),
"Your balance is too low for this table.": ("你的餘額不夠坐這一桌。", "你的余额不够坐这一桌。"),
"The host said: %1": ("桌主回覆：%1", "房主回复：%1"),
"Could not join the table": ("無法加入牌桌", "无法加入牌桌"),
"The table was closed": ("牌桌已散", "牌桌已解散"),
"The host closed the table, so the match has ended. You are back in the hall.\n\n(The host said: %1)":
    ("桌主散桌了，對局已經結束，你回到了大廳。\n\n（桌主的訊息：%1）",
     "房主解散了牌桌，对局已经结束，你回到了大厅。\n\n（房主的消息：%1）"),
"Connection lost": ("連線中斷", "连接断开"),
"%1 A computer player plays your seat meanwhile.\n\nReconnect to take your seat back?":
    ("%1這段時間由電腦代打你的座位。\n\n要重新連線拿回你的座位嗎？",
     "%1这段时间由电脑代打你的座位。\n\n要重新连接拿回你的座位吗？"),
"Reconnect": ("重新連線", "重新连接"),
"The host deals the next hand; this window closes when it begins.":
    ("下一把由桌主發牌；發牌時這個視窗會自動關閉。", "下一局由房主发牌；发牌时这个窗口会自动关闭。"),
"Host on the LAN": ("在區域網路開桌", "在局域网开桌"),
"e.g. Friday Sevens": ("例如：週五排七", "例如：周五憋七"),
"Table name:": ("桌名：", "桌名："),
"Password (optional):": ("密碼（可不填）：", "密码（可不填）："),
"Other players find the table under \"Join a LAN table\". The seats they do not take are played by computer players; the names and players chosen above are not used.":
    ("其他玩家可在「加入區域網路牌桌」找到這一桌。沒人坐的座位由電腦代打；上面設定的名字和電腦對手不會用到。",
     "其他玩家可在“加入局域网牌桌”找到这一桌。没人坐的座位由电脑代打；上面设置的名字和电脑对手不会用到。"),
"Host the table": ("開桌並等人加入", "开桌并等人加入"),
"%1 (password)": ("%1（有密碼）", "%1（有密码）"),
"Friday Sevens": ("週五排七", "周五憋七"),
"Hi! Ready when you are.": ("嗨！你好了我就可以開始。", "嗨！你好了我就可以开始。"),
"Waiting for one more, then we start.": ("再等一個人就開始。", "再等一个人就开始。"),
"Deal me in!": ("算我一份！", "算我一个！"),
"Person (LAN)": ("真人（區域網路）", "真人（局域网）"),
"Computer": ("電腦", "电脑"),
"Others join with \"Join a LAN table…\" in the hall, or by this computer's address: %1.":
    ("其他人可以在大廳按「加入區域網路牌桌…」，或輸入這台電腦的位址加入：%1。",
     "其他人可以在大厅点“加入局域网牌桌…”，或输入这台电脑的地址加入：%1。"),
"You are hosting this table.": ("你是這一桌的桌主。", "你是这一桌的房主。"),
"Who": ("身分", "身份"),
"%1, port %2": ("%1，連接埠 %2", "%1，端口 %2"),
"you, ready": ("你，已準備", "你，已准备"),
"you, not ready yet": ("你，還沒準備", "你，还没准备"),
"person, ready": ("真人，已準備", "真人，已准备"),
"person, not ready yet": ("真人，還沒準備", "真人，还没准备"),
"%1's table": ("%1 的牌桌", "%1 的牌桌"),
# --- cards, table, sound, preferences
"Qixing (built in)": ("七星牌館（內建）", "七星牌馆（内置）"),
"Card decks installed on this computer (KDE card decks) are offered too.":
    ("這台電腦上安裝的牌組（KDE 紙牌）也可以選。", "这台电脑上安装的牌组（KDE 纸牌）也可以选。"),
"Cards:": ("牌面：", "牌面："),
"Four suit colours (♦ blue, ♣ green)": ("四色花色（♦ 藍色、♣ 綠色）", "四色花色（♦ 蓝色、♣ 绿色）"),
"On the Qixing cards and the table's suit signs.": ("用於七星牌館的牌面和牌桌上的花色符號。", "用于七星牌馆的牌面和牌桌上的花色符号。"),
"Small": ("小", "小"),
"Large": ("大", "大"),
"Largest": ("特大", "特大"),
"Text size:": ("文字大小：", "文字大小："),
"Sound volume": ("音量", "音量"),
"Mute": ("靜音", "静音"),
"Sound:": ("音效：", "音效："),
"This copy of Qixing was built without sound.": ("這份七星牌館編譯時沒有音效功能。", "这份七星牌馆编译时没有音效功能。"),
"Ace": ("A", "A"),
"Jack": ("J", "J"),
"Queen": ("Q", "Q"),
"King": ("K", "K"),
"spades": ("黑桃", "黑桃"),
"hearts": ("紅心", "红心"),
"diamonds": ("方塊", "方块"),
"clubs": ("梅花", "梅花"),
"%1 of %2": ("%2%1", "%2%1"),
"%1; %2 points": ("%1；共 %2 點", "%1；共 %2 分"),
"%1 row": ("%1 那一排", "%1 那一行"),
"Empty: it opens with %1.": ("還沒開：要由%1開頭。", "还没开：要由%1开头。"),
"From %1 to %2": ("從%1接到%2", "从%1接到%2"),
"In your hand": ("在你手上", "在你手里"),
"No card fits: this one can be covered": ("沒有牌接得上：這張可以蓋牌", "没有牌接得上：这张可以扣牌"),
"Can be played now": ("現在可以出", "现在可以出"),
"Cannot be played now": ("現在不能出", "现在不能出"),
"Sevens table": ("排七牌桌", "憋七牌桌"),
# --- tiles (branch tiles): the mahjong tileset in Settings
"Mahjong tiles:": ("麻將牌：", "麻将牌："),
"Mahjong tilesets installed on this computer (KDE tilesets) are offered too. Small tiles are always drawn by Qixing, to stay legible.":
    ("這台電腦上安裝的麻將牌組（KDE 麻將牌）也可以選。小張的牌一律由七星牌館自己畫，才看得清楚。",
     "这台电脑上安装的麻将牌组（KDE 麻将牌）也可以选。小张的牌一律由七星牌馆自己画，才看得清楚。"),
# --- mahjong-settings: the mahjong 開桌設定, its rules help's title, the hall's mahjong tile
"Mahjong table settings": ("麻將開桌設定", "麻将开桌设置"),
"Zhangzhou mahjong with the gold. Every option is shown to all players and fixed for the whole match.":
    ("有「金」的漳州麻將。每一項設定都讓所有玩家看到，整場不變。", "带“金”的漳州麻将。每一项设置都让所有玩家看到，整场不变。"),
"The money one base (底分) is worth: every payment is a number of bases.":
    ("一個底分值多少錢：每筆付款都是若干個底分。", "一个底分值多少钱：每笔付款都是若干个底分。"),
"Base:": ("底分：", "底分："),
"Linear (1, 2, 3 …)": ("逐把加一（1、2、3……）", "逐局加一（1、2、3……）"),
"Doubling (1, 2, 4 …)": ("翻倍（1、2、4……）", "翻倍（1、2、4……）"),
"How the payments grow while the dealer keeps the deal (連莊).": ("莊家連莊時，付款怎麼往上加。", "庄家连庄时，付款怎么往上加。"),
"Dealer streak:": ("連莊倍數：", "连庄倍数："),
"Rounds (圈):": ("圈數：", "圈数："),
"A round (圈) ends when the deal has passed round all four seats.": ("莊輪過四家就是一圈。", "庄轮过四家就是一圈。"),
"The dealer keeps the deal after winning or after a drawn hand, so a round can last many hands.":
    ("莊家胡牌或流局就連莊，所以一圈可能打很多把。", "庄家胡牌或流局就连庄，所以一圈可能打很多局。"),
" s": (" 秒", " 秒"),
"Time to answer a claim prompt.": ("回答吃碰槓胡詢問的時間。", "回答吃碰杠胡询问的时间。"),
"Claim time:": ("吃碰槓時間：", "吃碰杠时间："),
"How long the players have to claim a discard (win, kong, pung, chow) or to answer an opening prompt; no answer is a pass.":
    ("別人打牌後可以胡、槓、碰、吃，或開局時回答詢問的時間；時間到沒回答就當作過。",
     "别人打牌后可以胡、杠、碰、吃，或开局时回答询问的时间；时间到没回答就当作过。"),
"How well the computer player plays this seat.": ("這個座位的電腦玩家打得多好。", "这个座位的电脑玩家打得多好。"),
"The casual computer player plays for the fewest tiles to a ready hand and goes for 游金; the beginner plays any legal move.":
    ("一般電腦以最快聽牌為目標，也會拚游金；新手電腦隨便出合規的牌。", "一般电脑以最快听牌为目标，也会拼游金；新手电脑随便出合规的牌。"),
"e.g. Friday mahjong": ("例如：週五麻將", "例如：周五麻将"),
"The base must be from 1 to %1, so that every payment stays exact.":
    ("底分只能是 1 到 %1，每筆付款才能算得準確。", "底分只能是 1 到 %1，每笔付款才能算得准确。"),
"A match lasts from 1 to %1 rounds (圈).": ("一場打 1 到 %1 圈。", "一场打 1 到 %1 圈。"),
"The claim time must be from 1 to %1 seconds.": ("吃碰槓時間只能是 1 到 %1 秒。", "吃碰杠时间只能是 1 到 %1 秒。"),
"A self-drawn win (自摸) by a player who is not the dealer, in a new dealer's first hand: each of the other two pays %1, the dealer pays %2 (flower and kong points come on top).":
    ("例如新莊家的第一把，閒家自摸：另外兩位閒家各付 %1，莊家付 %2（花分、槓分另計）。",
     "例如新庄家的第一局，闲家自摸：另外两位闲家各付 %1，庄家付 %2（花分、杠分另计）。"),
"In the dealer's n-th hand in a row every payment is multiplied by n, or by n + 1 when the dealer pays or wins.":
    ("莊家連續做莊的第幾把，每筆付款就乘以幾；莊家賠或莊家胡時乘以幾加一。",
     "庄家连续坐庄的第几局，每笔付款就乘以几；庄家赔或庄家胡时乘以几加一。"),
"In the dealer's n-th hand in a row every payment is multiplied by 2ⁿ⁻¹, or by 2ⁿ when the dealer pays or wins (doubling stops after 20 doublings).":
    ("莊家每連莊一把，倍數就翻一倍：1、2、4、8……；莊家賠或莊家胡時再乘 2（最多翻倍 20 次）。",
     "庄家每连庄一局，倍数就翻一倍：1、2、4、8……；庄家赔或庄家胡时再乘 2（最多翻倍 20 次）。"),
"Rules of Zhangzhou mahjong": ("漳州麻將規則", "漳州麻将规则"),
"Zhangzhou mahjong": ("漳州麻將", "漳州麻将"),
"Sixteen tiles and a gold that stands for any tile: win on a discard, on your own draw, or go for 游金.":
    ("十六張牌，加上什麼都能當的金：胡別人打的、自己摸的，或拚一把游金。", "十六张牌，加上什么都能当的金：胡别人打的、自己摸的，或拼一把游金。"),
}

# --- mahjong-settlement: the mahjong settlement dialog (ui/mahjong/mahjong_settlement_dialog.cpp)
T.update({
"chow": ("吃", "吃"),
"pung": ("碰", "碰"),
"pair": ("對子", "对子"),
"three golds": ("三金", "三金"),
"the rest": ("其餘", "其余"),
"kong": ("明槓", "明杠"),
"concealed kong": ("暗槓", "暗杠"),
"平胡 (on a discard)": ("平胡", "平胡"),
"自摸 (self-draw)": ("自摸", "自摸"),
"單游 (single 游金)": ("單游", "单游"),
"雙游 (double 游金)": ("雙游", "双游"),
"三游 (triple 游金)": ("三游", "三游"),
"三金倒 (three golds)": ("三金倒", "三金倒"),
"搶金 (robbing the gold)": ("搶金", "抢金"),
"天胡 (heavenly hand)": ("天胡", "天胡"),
"搶槓胡 (robbing a concealed kong)": ("搶槓胡", "抢杠胡"),
"詐胡 (false win)": ("詐胡", "诈胡"),
"Hand %1 — settlement": ("第 %1 把 — 結算", "第 %1 局 — 结算"),
"Hand %1: drawn (臭莊) — nobody won; %2 keeps the deal": ("第 %1 把：臭莊 — 無人胡牌，%2 連莊", "第 %1 局：臭庄 — 无人胡牌，%2 连庄"),
"Hand %1: %2 by %3, who pays the others": ("第 %1 把：%3 %2，由他賠其他三家", "第 %1 局：%3 %2，由他赔其他三家"),
"Hand %1: %2 wins — %3, %4 番": ("第 %1 把：%2 胡牌 — %3，%4 番", "第 %1 局：%2 胡牌 — %3，%4 番"),
"The wall reached the stacks kept back (M40) without a win. All four settle their flower and kong points between them; the dealer deals again.":
    ("牌牆摸到保留的牌墩仍無人胡牌（M40）。四家之間互算花槓分；莊家連莊。",
     "牌墙摸到保留的牌墩仍无人胡牌（M40）。四家之间互算花杠分；庄家连庄。"),
"%1 turned over %2's concealed kong claiming the winning tile, and it was not (M37). %1 pays each of the others as if that player had won by self-draw, flower and kong points included.":
    ("%1 翻開 %2 的暗槓，說是自己要胡的牌，結果不是（M37）。%1 按其他每一家自摸的算法賠給每一家，花槓分也計在內。",
     "%1 翻开 %2 的暗杠，说是自己要胡的牌，结果不是（M37）。%1 按其他每一家自摸的算法赔给每一家，花杠分也计在内。"),
"On %1's discard of %2.": ("胡 %1 打出的 %2。", "胡 %1 打出的 %2。"),
"With %2 from %1's concealed kong.": ("搶 %1 暗槓裡的 %2 胡牌。", "抢 %1 暗杠里的 %2 胡牌。"),
"Took the revealed gold %1 into the hand.": ("把翻開的金 %1 搶進手裡。", "把翻开的金 %1 抢进手里。"),
"Drew and discarded a third gold %1: the hand stops at once.": ("摸到並打出第三張金 %1：這一局立即結束。", "摸到并打出第三张金 %1：这一局立即结束。"),
"Drew %1.": ("摸到 %1。", "摸到 %1。"),
"Way": ("胡法", "胡法"),
"Flower points": ("花分", "花分"),
"Kong points": ("槓分", "杠分"),
"This hand": ("本把", "本局"),
"Match total": ("累計", "累计"),
"dealer (莊), %1 in a row": ("莊家，連莊第 %1 局", "庄家，连庄第 %1 局"),
"dealer (莊)": ("莊家", "庄家"),
"you": ("你", "你"),
"%1: pays all": ("%1：賠三家", "%1：赔三家"),
"%1 ×%2": ("%1 ×%2", "%1 ×%2"),
"pays for all (包牌)": ("包牌", "包牌"),
"%1's winning hand": ("%1 的胡牌", "%1 的胡牌"),
"Golds (金) are framed; \"=\" shows the tile a gold stood for, or that a 白板 played as. The highlighted tile won.":
    ("金以金框標出；「=」是金代替的牌，或白板代表的牌。反白的是胡的那張牌。",
     "金以金框标出；“=”是金代替的牌，或白板代表的牌。高亮的是胡的那张牌。"),
"Streak factor (linear): %1 deals hand %2 in a row; ×%3 between two others, ×%4 when the dealer pays or wins.":
    ("連莊倍數（線性）：%1 連續坐莊第 %2 局；閒家之間 ×%3，莊家付或贏時 ×%4。",
     "连庄倍数（线性）：%1 连续坐庄第 %2 局；闲家之间 ×%3，庄家付或赢时 ×%4。"),
"Streak factor (1-2-4): %1 deals hand %2 in a row; ×%3 between two others, ×%4 when the dealer pays or wins.":
    ("連莊倍數（1-2-4）：%1 連續坐莊第 %2 局；閒家之間 ×%3，莊家付或贏時 ×%4。",
     "连庄倍数（1-2-4）：%1 连续坐庄第 %2 局；闲家之间 ×%3，庄家付或赢时 ×%4。"),
"分餅: the others matched the dealer's first discards %1 time(s); the dealer pays each of them %2 × the base (1 + 2 + 4 …).":
    ("分餅：其他三家跟打莊家開頭的牌共 %1 輪；莊家賠每家 %2 倍底分（1 + 2 + 4 …）。",
     "分饼：其他三家跟打庄家开头的牌共 %1 轮；庄家赔每家 %2 倍底分（1 + 2 + 4 …）。"),
"包牌: %1 discarded the winning tile among the last four drawable tiles and pays what all three owe.":
    ("包牌：%1 在最後四張可摸的牌時放了胡，三家該付的全由他付。",
     "包牌：%1 在最后四张可摸的牌时点了炮，三家该付的全由他付。"),
"Points: four flowers count 1, each further flower 1 more; an exposed kong 1, a concealed kong 2. The winner receives them from each loser; the losers settle theirs pairwise.":
    ("花槓分：四張花算 1 分，每多一張花加 1 分；明槓 1 分，暗槓 2 分。胡家向每個輸家收取；輸家之間兩兩互算。",
     "花杠分：四张花算 1 分，每多一张花加 1 分；明杠 1 分，暗杠 2 分。胡家向每个输家收取；输家之间两两互算。"),
"Who pays whom (base %1)": ("誰付給誰（底分 %1）", "谁付给谁（底分 %1）"),
"%1 pays %2 %3 for %4, on behalf of %5 (包牌)": ("%1 付給 %2 %3（%4，包牌：替 %5 付）", "%1 付给 %2 %3（%4，包牌：替 %5 付）"),
"%1 pays %2 %3 for %4": ("%1 付給 %2 %3（%4）", "%1 付给 %2 %3（%4）"),
"base %1 × way %2 × streak %3 + %4 points × %1 = %5": ("底分 %1 × 番 %2 × 連莊 %3 + %4 分 × %1 = %5", "底分 %1 × 番 %2 × 连庄 %3 + %4 分 × %1 = %5"),
"%1 pays %2 %3 for flower and kong points": ("%1 付給 %2 %3（花槓分）", "%1 付给 %2 %3（花杠分）"),
"(%1 − %2 points) × base %3 = %4": ("（%1 − %2 分）× 底分 %3 = %4", "（%1 − %2 分）× 底分 %3 = %4"),
"%1 pays %2 %3 for 分餅, on behalf of %4 (包牌)": ("%1 付給 %2 %3（分餅，包牌：替 %4 付）", "%1 付给 %2 %3（分饼，包牌：替 %4 付）"),
"%1 pays %2 %3 for 分餅": ("%1 付給 %2 %3（分餅）", "%1 付给 %2 %3（分饼）"),
"%1 round(s): %2 × base %3 = %4": ("%1 輪：%2 × 底分 %3 = %4", "%1 轮：%2 × 底分 %3 = %4"),
"Every hand": ("各家的牌", "各家的牌"),
"in hand": ("手牌", "手牌"),
"flowers": ("花", "花"),
})

def fill(path, col):
    tree = ET.parse(path)
    missing = []
    for msg in tree.getroot().iter('message'):
        src = msg.find('source').text or ''
        tr = msg.find('translation')
        if src in T:
            tr.text = T[src][col]
            tr.attrib.pop('type', None)
        else:
            missing.append(src)
    tree.write(path, encoding='utf-8', xml_declaration=True)
    # keep the DOCTYPE lupdate writes
    text = open(path, encoding='utf-8').read()
    if '<!DOCTYPE TS>' not in text:
        text = text.replace("<?xml version='1.0' encoding='utf-8'?>", '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>', 1)
    open(path, 'w', encoding='utf-8').write(text + ('' if text.endswith('\n') else '\n'))
    return missing

if __name__ == '__main__':
    import os
    here = os.path.dirname(os.path.abspath(__file__))
    bad = False
    for name, col in (('qixing_zh_TW.ts', 0), ('qixing_zh_CN.ts', 1)):
        m = fill(os.path.join(here, name), col)
        for s in m:
            print(f'{name}: no translation for: {s!r}', file=sys.stderr)
            bad = True
    sys.exit(1 if bad else 0)
