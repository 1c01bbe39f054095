/** Case studies. Customers and figures are invented for the demo. */
import type { ImportCase } from "../../import/types";

export const cases: ImportCase[] = [
  {
    id: 1,
    slug: "fintech-otp-west-africa",
    publishedAt: "2024-03-05",
    cover: "/images/cases/fintech-otp-west-africa.svg",
    productIds: [5, 7],
    text: {
      en: {
        title: "A digital bank cuts OTP delivery time from 23 to 6 seconds",
        customer: "Ovela Finance, Lagos",
        industry: "Fintech OTP",
        region: "West Africa (Nigeria)",
        summary: "Moving one-time passwords from an international route to local SIMs on two SG128-4G gateways.",
        bodyMd: `## The problem

Ovela Finance sent login and payment codes through an international SMS route. Median delivery time was **23 seconds** and about one code in eleven never arrived, which showed up directly as abandoned sign-ins and support calls.

## The solution

- Two **SG128-4G** gateways in separate data centres in Lagos, each with SIMs from three local operators.
- SMPP binds from the OTP service to both gateways, with SIM groups per operator.
- Destination-based routing: each code goes out on a SIM of the recipient's own network.
- The international route kept as a third fallback.

## Results after 90 days

| Metric | Before | After |
|---|---|---|
| Median delivery time | 23 s | 5.8 s |
| Delivery rate | 91.2 % | 98.4 % |
| Cost per OTP | 100 % | 38 % |
| Support tickets about codes | 1,900/month | 310/month |

The bank has since ordered an SG512 for its card-payment notifications.`,
      },
      zh: {
        title: "数字银行将验证码送达时间从23秒缩短到6秒",
        customer: "Ovela Finance（拉各斯）",
        industry: "金融科技验证码",
        region: "西非（尼日利亚）",
        summary: "将验证码从国际通道迁移到两台SG128-4G网关上的本地SIM卡。",
        bodyMd: `## 问题

Ovela Finance 原先通过国际短信通道发送登录和支付验证码。中位送达时间为 **23秒**，约每11条就有1条未送达，直接导致登录放弃和客服来电增加。

## 方案

- 在拉各斯两个不同的数据中心各部署一台 **SG128-4G** 网关，每台配置三家本地运营商的SIM卡。
- 验证码服务通过SMPP同时连接两台网关，按运营商划分SIM卡组。
- 按目的号码路由：每条验证码都由与接收者同网的SIM卡发出。
- 原国际通道保留为第三级兜底。

## 90天后的效果

| 指标 | 之前 | 之后 |
|---|---|---|
| 中位送达时间 | 23秒 | 5.8秒 |
| 送达率 | 91.2% | 98.4% |
| 单条验证码成本 | 100% | 38% |
| 验证码相关工单 | 每月1,900个 | 每月310个 |

该银行随后又订购了一台SG512，用于银行卡交易通知。`,
      },
    },
  },
  {
    id: 2,
    slug: "ecommerce-order-notifications-mexico",
    publishedAt: "2024-07-16",
    cover: "/images/cases/ecommerce-order-notifications-mexico.svg",
    productIds: [3, 4],
    text: {
      en: {
        title: "A marketplace sends 1.2 million order updates a month on its own gateways",
        customer: "Tienda Aurora, Guadalajara",
        industry: "E-commerce notifications",
        region: "Latin America (Mexico)",
        summary: "Order confirmations, shipping updates and delivery slots on SG32-4G and SG64-4G gateways.",
        bodyMd: `## The problem

Tienda Aurora's order notifications were growing faster than its SMS budget, and its provider could not tell it why messages to one operator were delayed for hours during sales events.

## The solution

- One **SG64-4G** and one **SG32-4G**, 96 LTE channels in total.
- HTTP API integration from the order system, with delivery reports to a webhook.
- Per-SIM daily quotas and quiet hours from 21:00 to 08:00 local time.
- A dashboard of per-operator delivery rate fed from the gateway's Prometheus metrics.

## Results

- **1.2 million** notifications a month, peaking at 1,900 SMS/min during sales.
- Delivery rate **97.6 %**, up from 93 %.
- SMS cost down **48 %** in the first year, hardware included.
- Delays are now visible per operator within minutes, not after customer complaints.`,
      },
      zh: {
        title: "电商平台用自有网关每月发送120万条订单通知",
        customer: "Tienda Aurora（瓜达拉哈拉）",
        industry: "电商订单通知",
        region: "拉丁美洲（墨西哥）",
        summary: "使用SG32-4G和SG64-4G网关发送订单确认、发货通知和配送时段提醒。",
        bodyMd: `## 问题

Tienda Aurora 的订单通知量增长速度超过了短信预算，而原服务商也无法解释为什么大促期间发往某一运营商的短信会延迟数小时。

## 方案

- 一台 **SG64-4G** 加一台 **SG32-4G**，共96路LTE通道。
- 订单系统通过HTTP API对接，状态报告推送到Webhook。
- 设置单卡日配额，以及当地时间21:00至次日08:00的免打扰时段。
- 基于网关Prometheus指标，按运营商展示送达率的监控面板。

## 效果

- 每月发送 **120万条** 通知，大促峰值每分钟1,900条。
- 送达率由93%提升至 **97.6%**。
- 第一年短信成本（含硬件）下降 **48%**。
- 延迟问题可在几分钟内按运营商定位，而不是等客户投诉后才发现。`,
      },
    },
  },
  {
    id: 3,
    slug: "logistics-driver-dispatch-poland",
    publishedAt: "2024-11-20",
    cover: "/images/cases/logistics-driver-dispatch-poland.svg",
    productIds: [2, 11],
    text: {
      en: {
        title: "A freight carrier automates driver dispatch with two-way SMS",
        customer: "Nordhaven Freight, Poznań",
        industry: "Logistics",
        region: "Central Europe (Poland)",
        summary: "Drivers confirm pickups by replying to SMS; an MP66 and an SG32 handle 40,000 messages a day.",
        bodyMd: `## The problem

Nordhaven's 1,400 contracted drivers work across seven countries and many do not use the company app. Dispatchers phoned each driver to confirm pickups, which took most of their morning.

## The solution

- An **MP66** rack modem pool with its on-board SMPP server for domestic numbers.
- An **SG32** GSM gateway kept for roaming drivers on networks where 2G is still the most reliable.
- Pickup requests go out by SMS; drivers reply **1** to accept or **2** to decline. Replies are parsed and matched to the job automatically.

## Results

- **40,000** SMS a day, in and out.
- 86 % of pickups confirmed by SMS without a phone call.
- Missed pickups down **31 %**.
- Dispatchers reassigned to exception handling.`,
      },
      zh: {
        title: "货运公司用双向短信实现司机自动调度",
        customer: "Nordhaven Freight（波兹南）",
        industry: "物流",
        region: "中欧（波兰）",
        summary: "司机回复短信确认提货；一台MP66和一台SG32每天处理4万条短信。",
        bodyMd: `## 问题

Nordhaven 的1,400名合同司机分布在7个国家，很多人不使用公司App。调度员需要逐一打电话确认提货，几乎占用整个上午。

## 方案

- 一台 **MP66** 机架式猫池，利用其内置SMPP服务端发送国内号码。
- 保留一台 **SG32** GSM网关，服务在2G仍最可靠的网络上漫游的司机。
- 提货请求通过短信发出，司机回复 **1** 接单、**2** 拒单，回复自动解析并匹配到对应任务。

## 效果

- 每天收发 **4万条** 短信。
- 86%的提货无需电话，直接通过短信确认。
- 漏提货减少 **31%**。
- 调度员转而专注处理异常情况。`,
      },
    },
  },
  {
    id: 4,
    slug: "call-centre-indonesia",
    publishedAt: "2025-05-27",
    cover: "/images/cases/call-centre-indonesia.svg",
    productIds: [13, 14],
    text: {
      en: {
        title: "An outbound call centre lowers cost per minute by 44 %",
        customer: "Sinar Contact Centre, Jakarta",
        industry: "Call center",
        region: "Southeast Asia (Indonesia)",
        summary: "Six GoIP-16 gateways and a VG32 connect 120 agents to local mobile networks.",
        bodyMd: `## The problem

Sinar's 120 agents call customers on behalf of insurers and banks. Almost all numbers are mobile, but calls went out through a fixed-line trunk at fixed-to-mobile rates, and answer rates were low because customers ignored unfamiliar landline numbers.

## The solution

- Six **GoIP-16** gateways (96 GSM channels) registered as SIP trunks on the existing Asterisk cluster.
- One **VG32** for the operator that has retired 2G voice in Jakarta: 32 concurrent VoLTE calls.
- Per-SIM daily minute limits within each business plan's terms, and per-SIM ASR monitoring.

## Results

| Metric | Before | After |
|---|---|---|
| Cost per minute | 100 % | 56 % |
| Answer-seizure ratio | 58 % | 71 % |
| Average call setup | 6.1 s | 3.4 s (VoLTE: 2.2 s) |

Payback on the hardware took under four months.`,
      },
      zh: {
        title: "外呼呼叫中心每分钟成本降低44%",
        customer: "Sinar Contact Centre（雅加达）",
        industry: "呼叫中心",
        region: "东南亚（印度尼西亚）",
        summary: "6台GoIP-16网关和1台VG32，将120名坐席接入本地移动网络。",
        bodyMd: `## 问题

Sinar 的120名坐席代表保险公司和银行外呼客户。几乎所有号码都是手机号，但呼叫经由固话中继按固话打手机的资费计费；而且客户往往不接陌生固话号码，接通率偏低。

## 方案

- 6台 **GoIP-16** 网关（96路GSM通道）以SIP中继方式注册到现有Asterisk集群。
- 针对已在雅加达关闭2G语音的运营商，部署1台 **VG32**：32路VoLTE并发通话。
- 在企业套餐条款范围内设置单卡每日通话分钟上限，并按SIM卡监控ASR。

## 效果

| 指标 | 之前 | 之后 |
|---|---|---|
| 每分钟成本 | 100% | 56% |
| 接通率（ASR） | 58% | 71% |
| 平均呼叫建立时间 | 6.1秒 | 3.4秒（VoLTE：2.2秒） |

硬件投资不到4个月即收回。`,
      },
    },
  },
  {
    id: 5,
    slug: "ad-verification-mobile-proxies",
    publishedAt: "2025-09-09",
    cover: "/images/cases/ad-verification-mobile-proxies.svg",
    productIds: [16, 18, 19],
    text: {
      en: {
        title: "An ad-verification firm checks 2.1 million mobile placements a day",
        customer: "Veritag Analytics, Toronto and Dublin",
        industry: "Ad verification",
        region: "North America and Europe",
        summary:
          "Twelve PX16 4G and four 5G proxy gateways give auditors the view of a real mobile subscriber in nine countries.",
        bodyMd: `## The problem

Veritag audits where its clients' mobile ads actually appear. Data-centre IPs saw different ads, or none, compared with real phones, so audits missed fraud that only targeted mobile networks.

## The solution

- Twelve **PX16 4G** gateways hosted with partners in nine countries, 192 mobile IPs in total.
- Four 5G units (**PX8 5G** and **PX16 5G**) for video ad checks that download large media files.
- WireGuard tunnels back to the audit platform; ports rotated through the API every 10 minutes or after each campaign check.
- SIMs on M2M data plans agreed with each operator.

## Results

- **2.1 million** placement checks a day.
- Detected mismatches between declared and actual placement up **3.4x** versus data-centre IPs.
- Video checks on 5G complete in a median **1.9 s**, against 6.5 s on LTE.`,
      },
      zh: {
        title: "广告验证公司每天检查210万个移动广告位",
        customer: "Veritag Analytics（多伦多与都柏林）",
        industry: "广告验证",
        region: "北美与欧洲",
        summary: "12台PX16 4G和4台5G代理网关，让审计人员在9个国家看到与真实手机用户相同的内容。",
        bodyMd: `## 问题

Veritag 负责审计客户的移动广告实际投放位置。使用数据中心IP看到的广告与真实手机不同，甚至看不到广告，导致只针对移动网络的作弊行为被漏检。

## 方案

- 在9个国家的合作伙伴机房部署12台 **PX16 4G** 网关，共192个移动IP。
- 4台5G设备（**PX8 5G** 和 **PX16 5G**）用于需要下载大型媒体文件的视频广告检查。
- 通过WireGuard隧道回连审计平台；通过API每10分钟或每次活动检查后轮换端口IP。
- SIM卡均使用与各运营商约定的M2M数据套餐。

## 效果

- 每天检查 **210万个** 广告位。
- 与数据中心IP相比，发现的申报位置与实际位置不符的情况增加 **3.4倍**。
- 5G上的视频检查中位耗时 **1.9秒**，LTE为6.5秒。`,
      },
    },
  },
  {
    id: 6,
    slug: "isp-outage-notifications-peru",
    publishedAt: "2026-01-14",
    cover: "/images/cases/isp-outage-notifications-peru.svg",
    productIds: [6, 15],
    text: {
      en: {
        title: "A fibre ISP tells every affected subscriber about an outage within 12 minutes",
        customer: "Andes Fibra, Lima",
        industry: "ISP",
        region: "South America (Peru)",
        summary:
          "An SG256 sends outage and restoration notices; a VG8 keeps the NOC reachable when the fibre itself is down.",
        bodyMd: `## The problem

Andes Fibra serves 380,000 homes. When a fibre cut took a district offline, its subscribers could not reach its app or website, and the call centre was flooded. Notices sent through an SMS provider took over an hour to reach everyone.

## The solution

- An **SG256** high-density gateway with 256 SIMs across two operators, fed by the network monitoring system through SMPP.
- Notices targeted by district: only affected subscribers are messaged, followed by a restoration notice.
- A **VG8** LTE VoIP gateway as failover for the NOC's phone lines, independent of the ISP's own fibre.

## Results

- Up to **32,000** affected subscribers notified within **12 minutes** of an outage being confirmed, close to the SG256's 2,720 SMS/min.
- Calls to the call centre during outages down **57 %**.
- The NOC stayed reachable by phone during two major fibre cuts in 2025.`,
      },
      zh: {
        title: "光纤运营商12分钟内通知所有受影响用户",
        customer: "Andes Fibra（利马）",
        industry: "互联网服务商",
        region: "南美洲（秘鲁）",
        summary: "SG256发送故障及恢复通知；VG8在光纤中断时保证网络运营中心电话畅通。",
        bodyMd: `## 问题

Andes Fibra 服务38万户家庭。一次光缆中断导致整个城区断网，受影响的用户无法访问App和网站，呼叫中心被打爆。而通过短信服务商发送的通知，需要一个多小时才能送达所有人。

## 方案

- 部署一台 **SG256** 高密度网关，256张SIM卡分属两家运营商，网络监控系统通过SMPP直接推送。
- 按城区精准通知：只给受影响的用户发送，故障恢复后再发送恢复通知。
- 一台 **VG8** LTE VoIP网关作为网络运营中心电话线路的备份，不依赖自家光纤。

## 效果

- 故障确认后 **12分钟** 内通知多达 **3.2万** 受影响用户，接近SG256每分钟2,720条的上限。
- 故障期间呼叫中心来电量下降 **57%**。
- 在2025年的两次重大光缆中断中，网络运营中心电话始终畅通。`,
      },
    },
  },
];
