/** Blog posts 1-5 (2022 to early 2023). */
import type { ImportPost } from "../../import/types";

const FENCE = "```";

export const postsA: ImportPost[] = [
  {
    id: 1,
    slug: "sms-gateway-or-modem-pool",
    publishedAt: "2022-03-14",
    cover: "/images/blog/sms-gateway-or-modem-pool.svg",
    author: "Mei Lin",
    productIds: [1, 8],
    text: {
      en: {
        title: "SMS gateway or modem pool: which one do you need?",
        summary:
          "Both put SIM cards on your network. The difference is where the intelligence lives, and that decides cost, effort and scale.",
        bodyMd: `Customers often ask us whether to buy an SMS gateway or a modem pool. Both hold SIM cards and both send SMS. The real difference is **where the software runs**.

## Modem pool: the radios, nothing more

A modem pool such as the MP8 is a box of modems behind a USB hub. Your computer sees one serial port per modem and talks to it with AT commands. Queueing, retries, SIM rotation and delivery reports are your software's job (or the free Portline SMS Server's).

- Lowest cost per port
- Full control, ideal for developers
- Needs a host PC that stays on

## SMS gateway: radios plus a controller

A gateway such as the SG8 adds an embedded controller that already does the queueing, rotation and reporting. You connect over the network with an HTTP API or SMPP and never see an AT command.

- Works on its own, no host PC
- SMPP for existing SMS platforms
- Easier to monitor and scale

## A quick rule

| If you... | Choose |
|---|---|
| are prototyping or building your own stack | Modem pool |
| need SMPP or more than one application sending | Gateway |
| send fewer than 5,000 SMS a day from one app | Either |

Start small: both product lines use the same SIM handling and the same API concepts, so moving from one to the other later is painless.`,
      },
      zh: {
        title: "短信网关还是猫池：该选哪一个？",
        summary: "两者都能让SIM卡接入网络，区别在于“智能”放在哪里，这决定了成本、工作量和扩展能力。",
        bodyMd: `经常有客户问我们，应该买短信网关还是猫池。两者都装SIM卡，都能发短信，真正的区别在于 **软件运行在哪里**。

## 猫池：只有无线模块

像 MP8 这样的猫池，是一组挂在USB集线器后面的模块。电脑会为每个模块识别出一个串口，通过AT指令与其通信。排队、重试、SIM卡轮换和状态报告都由您的软件（或免费的 Portline SMS Server）负责。

- 每端口成本最低
- 完全可控，适合开发者
- 需要一台常开的主机

## 短信网关：无线模块加主控

像 SG8 这样的网关内置了主控，已经实现了排队、轮换和报告。您通过网络用HTTP API或SMPP对接，完全不需要接触AT指令。

- 独立运行，无需主机
- 支持SMPP，可直接对接现有短信平台
- 更易于监控和扩容

## 简单判断

| 如果您…… | 选择 |
|---|---|
| 在做原型或自建系统 | 猫池 |
| 需要SMPP，或有多个应用同时发送 | 网关 |
| 单个应用每天发送少于5,000条 | 两者皆可 |

建议从小规模开始：两条产品线的SIM卡管理方式和API概念相同，以后切换也很轻松。`,
      },
    },
  },
  {
    id: 2,
    slug: "sim-bank-rotation-explained",
    publishedAt: "2022-08-22",
    author: "Daniel Okafor",
    productIds: [13, 6],
    text: {
      en: {
        title: "SIM bank rotation explained",
        summary:
          "Why rotating SIM cards matters, the three rotation triggers we support, and how to pick limits that suit your tariff.",
        bodyMd: `A SIM card is a subscriber line with a tariff, and every tariff has fair-use terms. Rotation spreads traffic so that no single card exceeds them.

## What rotation does

A gateway with rotation keeps a pool of SIMs per channel (locally, as on the SG256, or in a remote SIM bank, as with the GoIP-16). When a trigger fires, the channel deregisters the active SIM and registers the next one.

## The three triggers

1. **Count**: after N messages or N call minutes.
2. **Time**: after the card has been active for a set period.
3. **Quota**: when the daily limit for that card is reached.

A fourth, **failure**, switches cards after repeated submit errors, which usually means the card has run out of credit or been barred.

## Choosing limits

- Start from the tariff: if a plan includes 3,000 SMS a month, a daily cap of 100 keeps you inside it.
- Leave headroom: 80 % of the allowance is a sensible ceiling.
- Watch the statistics: a card whose success ratio drops is telling you something.

## Local pool or remote bank?

Local pools are simpler and need no extra hardware. A remote SIM bank lets one set of cards serve gateways in several sites, and lets you swap cards centrally.`,
      },
      zh: {
        title: "SIM Bank 卡轮换详解",
        summary: "为什么要轮换SIM卡、我们支持的三种轮换触发条件，以及如何根据套餐设定合适的限额。",
        bodyMd: `一张SIM卡就是一条带套餐的用户线路，而每个套餐都有合理使用条款。轮换的目的，是把业务量分摊开，避免任何一张卡超出限制。

## 轮换做了什么

支持轮换的网关为每个通道维护一个SIM卡池（可以在本地，如 SG256；也可以在远程SIM Bank中，如 GoIP-16）。当触发条件满足时，通道注销当前SIM卡并注册下一张。

## 三种触发条件

1. **按条数**：发送N条短信或通话N分钟后切换。
2. **按时间**：卡片连续工作一段时间后切换。
3. **按配额**：达到该卡的日上限时切换。

第四种是 **按失败**：连续提交失败后切换，这通常意味着卡片欠费或被限制。

## 如何设定限额

- 从套餐出发：若套餐每月包含3,000条短信，日上限设为100即可不超额。
- 留出余量：以套餐额度的80%为上限比较稳妥。
- 关注统计：某张卡的成功率下降，往往就是在提示问题。

## 本地卡池还是远程SIM Bank？

本地卡池更简单，无需额外硬件。远程SIM Bank则能让一套SIM卡服务多个站点的网关，并可集中换卡。`,
      },
    },
  },
  {
    id: 3,
    slug: "voip-codecs-for-gsm-gateways",
    publishedAt: "2022-11-30",
    cover: "/images/blog/voip-codecs-for-gsm-gateways.svg",
    author: "Sofia Marquez",
    productIds: [12, 14],
    text: {
      en: {
        title: "VoIP codecs for GSM and LTE gateways",
        summary: "G.711, G.729, AMR-WB or Opus? What each codec costs in bandwidth and what it does to call quality.",
        bodyMd: `The codec you choose between your PBX and a GoIP or VoLTE gateway decides how much bandwidth a call uses and how it sounds.

## The usual suspects

| Codec | Bitrate | Audio band | Notes |
|---|---|---|---|
| G.711 A/µ | 64 kbit/s | Narrowband | No compression, best for LAN |
| G.729A/B | 8 kbit/s | Narrowband | Good for WAN links |
| G.722 | 64 kbit/s | Wideband | HD voice on the SIP side |
| AMR-WB | 6.6-23.85 kbit/s | Wideband | VoLTE HD voice |
| Opus | 6-510 kbit/s | Up to fullband | Flexible, robust to loss |

## Avoid double compression

Every transcoding step costs quality. A GSM call is already compressed by the mobile network; compressing it again with G.729 on the SIP leg adds audible artefacts. If the gateway and PBX share a LAN, use **G.711**.

## Wideband end to end

With VoLTE gateways like the VG32, a call can stay wideband from handset to desk phone: AMR-WB on the radio side, G.722 or Opus on the SIP side. The gateway only transcodes when the two sides disagree.

## Checklist

- Same LAN: G.711
- Remote branch over a VPN: G.729 or Opus
- HD voice required: AMR-WB plus G.722/Opus
- Always enable the jitter buffer and echo cancellation`,
      },
      zh: {
        title: "GSM与LTE网关的VoIP语音编码",
        summary: "G.711、G.729、AMR-WB还是Opus？各编码的带宽消耗和对通话质量的影响。",
        bodyMd: `PBX与GoIP或VoLTE网关之间使用什么编码，决定了每路通话占用多少带宽，也决定了听起来效果如何。

## 常见编码

| 编码 | 码率 | 音频带宽 | 说明 |
|---|---|---|---|
| G.711 A/µ | 64 kbit/s | 窄带 | 无压缩，局域网首选 |
| G.729A/B | 8 kbit/s | 窄带 | 适合广域网链路 |
| G.722 | 64 kbit/s | 宽带 | SIP侧高清语音 |
| AMR-WB | 6.6-23.85 kbit/s | 宽带 | VoLTE高清语音 |
| Opus | 6-510 kbit/s | 最高全带 | 灵活，抗丢包 |

## 避免二次压缩

每一次转码都会损失音质。GSM通话在移动网络中已经被压缩过，SIP侧再用G.729压缩一次会产生明显失真。如果网关和PBX在同一局域网内，请使用 **G.711**。

## 端到端宽带语音

使用 VG32 这类VoLTE网关时，通话可以从手机到桌面话机全程保持宽带：无线侧AMR-WB，SIP侧G.722或Opus。只有两侧编码不一致时网关才会转码。

## 选择清单

- 同一局域网：G.711
- 通过VPN连接的远程分支：G.729或Opus
- 需要高清语音：AMR-WB + G.722/Opus
- 始终开启抖动缓冲和回声消除`,
      },
    },
  },
  {
    id: 4,
    slug: "smpp-vs-http-api",
    publishedAt: "2023-02-09",
    cover: "/images/blog/smpp-vs-http-api.svg",
    author: "Arjun Mehta",
    productIds: [3, 7],
    text: {
      en: {
        title: "SMPP vs HTTP API: how to connect to your SMS gateway",
        summary:
          "Every Portline gateway speaks both. Here is when to use the persistent SMPP bind and when a simple HTTP call is enough.",
        bodyMd: `Portline gateways accept messages over **SMPP** and over an **HTTP API**. Both reach the same queue; the choice depends on your traffic and your software.

## HTTP API: simple and stateless

One HTTPS request per message (or per batch), a JSON answer, and delivery reports posted back to your webhook. Any language can do it.

${FENCE}bash
curl -X POST https://gateway.local/api/v1/sms \\
  -H "Authorization: Bearer YOUR_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"to": "+447700900123", "text": "Your code is 481 516", "simGroup": "otp"}'
${FENCE}

The answer contains a message id you can use to query status later:

${FENCE}json
{ "id": "msg_01HV3K9", "status": "queued", "channel": 17 }
${FENCE}

## SMPP: persistent and fast

SMPP keeps a TCP session open and pipelines many submit_sm PDUs without waiting for each answer. It is what SMS platforms and aggregators already speak.

## Side by side

| | HTTP API | SMPP v3.4 |
|---|---|---|
| Connection | One request per call | Persistent bind |
| Throughput | Hundreds/s with batching | Thousands/s with windowing |
| Delivery reports | Webhook | deliver_sm on the bind |
| Best for | Apps, scripts, low volume | Platforms, aggregators |

## Our advice

- Building an app: start with the HTTP API.
- Connecting an existing SMS platform: use SMPP with a window of 10-50.
- Running the SG512 at 5,440 SMS/min: use several SMPP binds, spread across SIM groups.`,
      },
      zh: {
        title: "SMPP与HTTP API：如何对接短信网关",
        summary: "每台Portline网关都同时支持两种方式。什么时候用长连接SMPP，什么时候一个HTTP请求就够了？",
        bodyMd: `Portline网关同时支持 **SMPP** 和 **HTTP API** 两种方式提交短信，它们进入同一个队列，选择哪种取决于您的业务量和软件。

## HTTP API：简单、无状态

每条短信（或每批短信）一次HTTPS请求，返回JSON，状态报告推送到您的Webhook。任何编程语言都能实现。

${FENCE}bash
curl -X POST https://gateway.local/api/v1/sms \\
  -H "Authorization: Bearer YOUR_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"to": "+8613800138000", "text": "您的验证码是481516", "simGroup": "otp"}'
${FENCE}

返回结果中包含消息ID，可用于之后查询状态：

${FENCE}json
{ "id": "msg_01HV3K9", "status": "queued", "channel": 17 }
${FENCE}

## SMPP：长连接、高速

SMPP保持TCP会话，可以连续发送多个submit_sm而无需逐条等待响应，这也是短信平台和聚合商普遍使用的协议。

## 对比

| | HTTP API | SMPP v3.4 |
|---|---|---|
| 连接方式 | 每次调用一次请求 | 持久连接 |
| 吞吐量 | 批量提交可达每秒数百条 | 开启窗口可达每秒数千条 |
| 状态报告 | Webhook | 在连接上通过deliver_sm返回 |
| 适用场景 | 应用、脚本、小流量 | 平台、聚合商 |

## 我们的建议

- 开发应用：先用HTTP API。
- 对接现有短信平台：使用SMPP，窗口设为10-50。
- SG512 以每分钟5,440条满负荷运行：使用多个SMPP连接，分散到不同SIM卡组。`,
      },
    },
  },
  {
    id: 5,
    slug: "choosing-a-goip-gateway",
    publishedAt: "2023-06-19",
    author: "Daniel Okafor",
    productIds: [12, 13, 14],
    text: {
      en: {
        title: "Choosing a GoIP gateway for your office or call centre",
        summary:
          "Channels, network generation, SIM handling and PBX compatibility: the four questions that settle the choice.",
        bodyMd: `A GoIP gateway connects mobile SIM cards to a SIP phone system. Choosing one comes down to four questions.

## 1. How many simultaneous calls?

Count peak concurrent calls to mobiles, not staff. A 20-person sales team rarely has more than 8 calls in progress at once. Each channel carries one call.

## 2. GSM or LTE?

Check your operators' plans. Where 2G voice is being switched off, buy VoLTE (the VG series) even if GSM still works today.

## 3. How will you handle SIMs?

- Few SIMs, one site: local slots are fine (GoIP-8).
- Many SIMs or several sites: a remote SIM bank with the GoIP-16.
- Per-SIM call limits keep each card within its tariff.

## 4. Does it work with your PBX?

Portline gateways are tested with Asterisk, FreePBX, 3CX, FreeSWITCH and Yeastar. Register as a SIP trunk, set the codec to G.711 on a LAN, and test DTMF with your IVR before going live.

## Quick picks

- Small office: **GoIP-8**
- Call centre, 2G network: **GoIP-16**
- Call centre, 4G only: **VG32** (32 concurrent calls)`,
      },
      zh: {
        title: "如何为办公室或呼叫中心选择GoIP网关",
        summary: "通道数、网络制式、SIM卡管理和PBX兼容性——四个问题帮您做出选择。",
        bodyMd: `GoIP网关用于将移动SIM卡接入SIP电话系统。选型归结为四个问题。

## 1. 需要多少路同时通话？

统计的是拨打手机的峰值并发通话数，而不是员工人数。一个20人的销售团队，同时进行的通话很少超过8路。每个通道承载一路通话。

## 2. GSM还是LTE？

查看当地运营商的规划。如果2G语音即将关闭，即使现在GSM还能用，也建议购买VoLTE（VG系列）。

## 3. 如何管理SIM卡？

- SIM卡少、单一站点：本地卡槽即可（GoIP-8）。
- SIM卡多或多个站点：GoIP-16配合远程SIM Bank。
- 单卡通话限额可让每张卡都在套餐范围内使用。

## 4. 是否兼容您的PBX？

Portline网关已在Asterisk、FreePBX、3CX、FreeSWITCH和Yeastar上测试。以SIP中继方式注册，局域网内编码设为G.711，上线前请用IVR测试DTMF。

## 快速推荐

- 小型办公室：**GoIP-8**
- 呼叫中心，2G网络：**GoIP-16**
- 呼叫中心，仅4G：**VG32**（32路并发通话）`,
      },
    },
  },
];
