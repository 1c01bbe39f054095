/** Blog posts 6-10 (late 2023 to early 2025). */
import type { ImportPost } from "../../import/types";

const FENCE = "```";

export const postsB: ImportPost[] = [
  {
    id: 6,
    slug: "sms-after-the-2g-3g-sunset",
    publishedAt: "2023-10-05",
    cover: "/images/blog/sms-after-the-2g-3g-sunset.svg",
    author: "Mei Lin",
    productIds: [3, 4],
    text: {
      en: {
        title: "Keeping SMS running after the 2G and 3G sunset",
        summary:
          "Operators are switching off legacy networks. What that means for GSM gateways, and how to plan the move to LTE.",
        bodyMd: `Across Europe, North America and parts of Asia, operators are retiring 2G and 3G to reuse the spectrum for 4G and 5G. A GSM gateway on a switched-off network simply stops registering.

## Check your dates

Most operators announce switch-off dates 12-24 months ahead. Make a list of every site, its operator and the announced date. Plan to migrate at least six months before.

## How SMS works on LTE

LTE has no circuit-switched core, so SMS travels in one of two ways:

- **SMS over SGs**: the LTE network tunnels SMS to the legacy core. Widely supported today.
- **SMS over IMS**: SMS as SIP messages in the IMS core. The long-term path, and required on some 4G-only networks.

Portline LTE Cat.4 gateways support both and pick what the network offers.

## Migration steps

1. Test one LTE gateway with your current SIMs; some older SIM profiles need replacing.
2. Run it in parallel with the GSM unit and compare delivery rates.
3. Move SMPP binds over one SIM group at a time.
4. Keep a "2G/4G" unit where roaming partners still depend on GSM.

## Budget

Per channel, an LTE gateway costs roughly 1.5x a GSM one. It also sends about 2.5x faster, so cost per message falls.`,
      },
      zh: {
        title: "2G/3G退网后如何保持短信业务",
        summary: "运营商正在关闭传统网络。这对GSM网关意味着什么，以及如何规划向LTE迁移。",
        bodyMd: `在欧洲、北美和亚洲部分地区，运营商正在关闭2G和3G，把频谱重新用于4G和5G。部署在已关闭网络上的GSM网关将无法注册。

## 确认退网时间

大多数运营商会提前12-24个月公布退网日期。请列出每个站点、所用运营商和公布的日期，并计划至少提前6个月完成迁移。

## LTE上的短信如何传输

LTE没有电路交换核心网，短信通过以下两种方式之一传输：

- **SMS over SGs**：LTE网络将短信隧道转发到传统核心网，目前支持最广。
- **SMS over IMS**：短信以SIP消息形式在IMS核心网中传输，是长期方向，部分纯4G网络必须使用。

Portline LTE Cat.4网关两种方式都支持，并自动选用网络提供的方式。

## 迁移步骤

1. 先用现有SIM卡测试一台LTE网关；部分旧SIM卡配置文件需要更换。
2. 与GSM设备并行运行，对比送达率。
3. 按SIM卡组逐步迁移SMPP连接。
4. 漫游伙伴仍依赖GSM的地方，保留一台“2G/4G”设备。

## 预算

按通道计算，LTE网关价格约为GSM网关的1.5倍，但发送速度约为2.5倍，单条成本反而下降。`,
      },
    },
  },
  {
    id: 7,
    slug: "4g-proxy-ip-rotation",
    publishedAt: "2024-01-23",
    cover: "/images/blog/4g-proxy-ip-rotation.svg",
    author: "Lukas Brandt",
    productIds: [16, 17],
    text: {
      en: {
        title: "How IP rotation works on a 4G proxy gateway",
        summary:
          "What actually happens when you ask a modem for a new IP, how long it takes, and how to rotate without dropping requests.",
        bodyMd: `Mobile operators put subscribers behind carrier-grade NAT and hand out addresses from large pools. A 4G proxy gateway uses that: each modem is a separate subscriber with its own public address.

## What a rotation does

When you rotate a port, the modem tears down its data connection (the PDN bearer) and sets it up again. The operator assigns an address from its pool, usually a different one. On the PX16 this takes 6-12 seconds.

## Triggering a rotation

${FENCE}bash
curl -X POST https://px16.local/api/v1/ports/5/rotate \\
  -H "Authorization: Bearer YOUR_TOKEN"
${FENCE}

${FENCE}json
{ "port": 5, "oldIp": "100.72.14.9", "newIp": "100.72.201.37", "tookMs": 8140 }
${FENCE}

You can also rotate on a schedule (every N minutes) or via a per-port rotation URL for tools that can only make GET requests.

## Rotating without dropping requests

- Drain first: stop sending new requests to the port, wait for open ones to finish.
- Rotate ports in turn, never all at once.
- Keep one spare port per eight in the pool to absorb the gap.

## Things that affect rotation

- **Operator pool size**: small MVNOs sometimes hand back the same address.
- **Signal**: weak coverage makes re-attachment slower.
- **APN**: some APNs issue a fixed IP; use a standard consumer or M2M APN.

Use proxies only for traffic you are entitled to send and on data plans that allow it.`,
      },
      zh: {
        title: "4G代理网关的IP轮换原理",
        summary: "请求模块更换IP时到底发生了什么、需要多长时间，以及如何在不丢请求的情况下轮换。",
        bodyMd: `移动运营商让用户位于运营商级NAT之后，并从庞大的地址池中分配地址。4G代理网关正是利用这一点：每个模块都是一个独立用户，拥有自己的公网地址。

## 轮换做了什么

对某个端口执行轮换时，模块会断开数据连接（PDN承载）并重新建立，运营商从地址池中分配一个地址，通常与之前不同。在PX16上这一过程需要6-12秒。

## 触发轮换

${FENCE}bash
curl -X POST https://px16.local/api/v1/ports/5/rotate \\
  -H "Authorization: Bearer YOUR_TOKEN"
${FENCE}

${FENCE}json
{ "port": 5, "oldIp": "100.72.14.9", "newIp": "100.72.201.37", "tookMs": 8140 }
${FENCE}

也可以定时轮换（每N分钟），或为只能发GET请求的工具使用每个端口的轮换链接。

## 不丢请求的轮换方法

- 先排空：停止向该端口发送新请求，等已有请求完成。
- 端口依次轮换，不要同时全部轮换。
- 每8个端口预留1个备用端口，弥补轮换间隙。

## 影响轮换的因素

- **运营商地址池大小**：小型虚拟运营商有时会返回相同地址。
- **信号**：覆盖弱时重新附着更慢。
- **APN**：部分APN分配固定IP，请使用普通消费者或M2M APN。

请仅将代理用于您有权发送的流量，并使用允许此类用途的数据套餐。`,
      },
    },
  },
  {
    id: 8,
    slug: "sms-deliverability-checklist",
    publishedAt: "2024-05-08",
    author: "Sofia Marquez",
    productIds: [2, 6],
    text: {
      en: {
        title: "An SMS deliverability checklist for gateway operators",
        summary:
          "Twelve checks that separate a 98 % delivery rate from a 70 % one, from antenna placement to message content.",
        bodyMd: `Delivery rate is the number that matters. These are the checks our support team runs first when a customer reports a drop.

## Radio

- Signal: RSRP better than -100 dBm, SINR above 5 dB on every channel.
- Antennas spaced apart, not bundled behind the rack.
- No channel on a cell that is overloaded at peak hours.

## SIM cards

- Within the tariff's fair-use limits; use daily quotas.
- Credit topped up; a card with no balance fails silently on some networks.
- Not too new: some operators limit volume on freshly activated SIMs.

## Traffic pattern

- Spread load across SIMs and across the day.
- Random intervals between messages from the same SIM.
- Per-destination throttling for small operators.

## Content

- Identify your brand in the first words.
- Avoid URL shorteners; use your own domain.
- Honour STOP replies immediately.

## Measure

Turn on delivery reports and watch **per-SIM** success ratios. A single bad card hides easily in a global average.`,
      },
      zh: {
        title: "网关运营者的短信送达率检查清单",
        summary: "从天线摆放到短信内容，12项检查决定了送达率是98%还是70%。",
        bodyMd: `送达率才是最关键的指标。客户反馈送达率下降时，我们的技术支持团队首先会检查以下项目。

## 无线

- 信号：每个通道RSRP优于-100 dBm，SINR高于5 dB。
- 天线保持间距，不要捆在机柜后面。
- 避免通道驻留在高峰期过载的小区。

## SIM卡

- 不超出套餐合理使用限制；使用日配额。
- 保持余额充足；在部分网络上余额为零的卡会静默失败。
- 不要用太新的卡：部分运营商会限制新激活SIM卡的发送量。

## 发送模式

- 将负载分摊到不同SIM卡和一天中的不同时段。
- 同一SIM卡的发送间隔随机化。
- 对小运营商按目的网络限速。

## 内容

- 在开头注明品牌名称。
- 避免使用短链接服务，使用自有域名。
- 收到退订回复立即处理。

## 度量

开启状态报告，关注 **每张SIM卡** 的成功率。一张问题卡很容易被整体平均值掩盖。`,
      },
    },
  },
  {
    id: 9,
    slug: "rack-modem-pool-sizing",
    publishedAt: "2024-09-17",
    cover: "/images/blog/rack-modem-pool-sizing.svg",
    author: "Arjun Mehta",
    productIds: [10, 11],
    text: {
      en: {
        title: "Sizing a rack modem pool: ports, SIMs and throughput",
        summary: "A worked example for choosing between 32 and 66 ports, with the numbers behind it.",
        bodyMd: `Sizing a modem pool starts with your daily volume and works backwards to ports.

## Step 1: peak, not average

Most traffic arrives in a few busy hours. Take your daily volume and assume 40 % of it arrives in the busiest three hours.

Example: 150,000 SMS a day → 60,000 in three hours → about **333 SMS/min** at peak.

## Step 2: per-port speed

With delivery reports on, an LTE Cat.1 port sends about 15 SMS/min. 333 / 15 = 23 ports.

## Step 3: per-SIM limits

If each SIM may send 1,500 SMS a day, 150,000 / 1,500 = **100 SIMs**. That is more than the port count, so SIMs, not speed, are the constraint. Either rotate SIMs or add ports.

## Step 4: headroom

Add 25 % for failed channels and growth.

| Daily volume | Peak SMS/min | Ports needed | Suggested unit |
|---|---|---|---|
| 50,000 | 111 | 10 | MP16 (USB) |
| 150,000 | 333 | 28 | MP32 (rack) |
| 300,000 | 667 | 56 | MP66 (rack) |
| 1,000,000 | 2,222 | 186 | SG256 gateway |

Beyond about 60 ports, a gateway with built-in SIM switching is usually cheaper to run than several modem pools.`,
      },
      zh: {
        title: "机架式猫池选型：端口、SIM卡与吞吐量",
        summary: "通过一个完整示例说明如何在32口和66口之间做选择，以及背后的计算。",
        bodyMd: `猫池选型要从每日发送量出发，倒推需要的端口数。

## 第一步：看峰值，而不是平均值

大部分流量集中在少数几个繁忙时段。假设每日发送量的40%集中在最忙的三个小时。

示例：每天150,000条 → 三小时内60,000条 → 峰值约 **每分钟333条**。

## 第二步：单端口速度

开启状态报告时，LTE Cat.1端口约每分钟15条。333 / 15 = 23个端口。

## 第三步：单卡限额

如果每张SIM卡每天最多发送1,500条，150,000 / 1,500 = **100张卡**。这比端口数还多，说明限制因素是SIM卡而不是速度：要么轮换SIM卡，要么增加端口。

## 第四步：预留余量

为故障通道和业务增长增加25%的余量。

| 日发送量 | 峰值条/分钟 | 所需端口 | 推荐设备 |
|---|---|---|---|
| 50,000 | 111 | 10 | MP16（USB） |
| 150,000 | 333 | 28 | MP32（机架） |
| 300,000 | 667 | 56 | MP66（机架） |
| 1,000,000 | 2,222 | 186 | SG256网关 |

超过约60个端口时，使用内置SIM卡切换的网关，运营成本通常低于多台猫池。`,
      },
    },
  },
  // This post holds the raw `<script>alert("xss")</script>` line in its markdown body (both
  // languages), to prove that HTML in stored markdown is shown as text and never executed.
  {
    id: 10,
    slug: "treat-inbound-sms-as-untrusted-input",
    publishedAt: "2025-02-11",
    author: "Lukas Brandt",
    productIds: [3, 11],
    text: {
      en: {
        title: "Treat inbound SMS as untrusted input",
        summary:
          "Anyone can text your SIM cards. Why replies must be escaped before they reach a dashboard, with a real example.",
        bodyMd: `Your gateway forwards every inbound SMS to your webhook. Anyone who knows one of your numbers can send one, and whatever they type ends up in your database and, eventually, on someone's screen.

## A real example

A customer's support dashboard received this reply to an appointment reminder:

<script>alert("xss")</script>

The dashboard rendered message bodies as HTML, so the script ran in the browser of every agent who opened the ticket. Harmless this time; it could as easily have stolen a session cookie.

## Rules for inbound text

- **Escape on output.** Render SMS bodies as text, never as HTML or markdown.
- **Limit length.** A concatenated SMS can be several kilobytes; cap what you store.
- **Normalise encoding.** UCS-2 messages may contain control characters and bidi overrides.
- **Never execute keywords blindly.** Map known keywords (STOP, HELP) to fixed actions; ignore the rest.

## Webhook hygiene

- Verify the HMAC signature the gateway adds to each webhook call.
- Accept webhooks only from the gateway's address.
- Store the raw payload next to the parsed fields for audits.

The same applies to USSD responses and to delivery-report text fields: if it came from the network, treat it as untrusted.`,
      },
      zh: {
        title: "把上行短信当作不可信输入",
        summary: "任何人都能给您的SIM卡发短信。为什么回复内容在进入管理后台前必须转义，附真实案例。",
        bodyMd: `网关会把每条上行短信转发到您的Webhook。任何知道您号码的人都可以发送短信，他们输入的内容会进入您的数据库，最终显示在某个人的屏幕上。

## 真实案例

某客户的客服后台在一条预约提醒的回复中收到了如下内容：

<script>alert("xss")</script>

该后台将短信内容按HTML渲染，于是每位打开工单的客服浏览器中都执行了这段脚本。这次没有造成损害，但它同样可以窃取会话Cookie。

## 处理上行文本的规则

- **输出时转义。** 以纯文本显示短信内容，绝不要按HTML或Markdown渲染。
- **限制长度。** 长短信拼接后可达数KB，请限制存储长度。
- **统一编码。** UCS-2短信可能包含控制字符和双向文本覆盖字符。
- **不要盲目执行关键词。** 只将已知关键词（STOP、HELP）映射到固定操作，其余一律忽略。

## Webhook安全

- 校验网关为每次Webhook调用添加的HMAC签名。
- 只接受来自网关地址的Webhook请求。
- 在解析字段旁边保存原始报文，便于审计。

USSD响应和状态报告中的文本字段同样适用：凡是来自网络的内容，都应视为不可信。`,
      },
    },
  },
];
