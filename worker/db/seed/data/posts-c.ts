/** Blog posts 11-15 (2025 and 2026). */
import type { ImportPost } from "../../import/types";

export const postsC: ImportPost[] = [
  {
    id: 11,
    slug: "carrier-compliance-for-sms-senders",
    publishedAt: "2025-04-28",
    cover: "/images/blog/carrier-compliance-for-sms-senders.svg",
    author: "Chen Hao",
    productIds: [7, 6],
    text: {
      en: {
        title: "Carrier compliance for SMS senders: consent, sender IDs and opt-outs",
        summary:
          "The rules differ by country, but four principles hold almost everywhere. A practical guide for gateway owners.",
        bodyMd: `Owning the hardware does not exempt you from the rules that apply to business messaging. Operators and regulators look at what you send, to whom, and whether they asked for it.

## 1. Consent

Keep a record of when and how each recipient opted in. Transactional messages (OTP, delivery updates) generally need an existing relationship; marketing needs explicit consent in most jurisdictions.

## 2. Sender identification

- Use a consistent number or registered sender ID per brand.
- Name your brand in the message text.
- Register your traffic where the country requires it (for example 10DLC campaigns in the United States, or sender-ID registration in several Asian and African markets).

## 3. Opt-out

- Accept STOP (and local equivalents) on every number you send from.
- Suppress the number across **all** SIMs and gateways, not only the one that received the reply.

## 4. Volume and timing

- Respect quiet hours in the recipient's time zone.
- Stay inside each SIM's tariff terms; consumer SIMs are usually not licensed for bulk A2P traffic, so check with your operator and use business or M2M plans where required.

## Where the gateway helps

Portline gateways forward opt-outs within a second, support per-SIM quotas and quiet-hour windows, and log every submission for audits.

*This article is general information, not legal advice.*`,
      },
      zh: {
        title: "短信发送方的运营商合规：授权、发送方标识与退订",
        summary: "各国规则不同，但有四条原则几乎处处适用。写给网关使用者的实用指南。",
        bodyMd: `拥有自己的硬件，并不意味着可以不遵守商业短信的相关规定。运营商和监管机构关注的是：您发送了什么、发给了谁、对方是否同意。

## 1. 授权同意

记录每位接收者何时、以何种方式同意接收。事务类短信（验证码、物流通知）通常需要已有业务关系；营销类短信在多数司法辖区需要明确同意。

## 2. 发送方标识

- 每个品牌使用固定号码或已登记的发送方ID。
- 在短信正文中注明品牌名称。
- 在要求登记的国家完成报备（例如美国的10DLC，以及部分亚洲和非洲市场的发送方ID登记）。

## 3. 退订

- 在所有发送号码上接受STOP（及当地对应关键词）。
- 在 **所有** SIM卡和网关上屏蔽该号码，而不仅是收到回复的那一台。

## 4. 发送量与时段

- 遵守接收者所在时区的免打扰时段。
- 不超出每张SIM卡的套餐条款；个人消费类SIM卡通常不允许用于批量A2P业务，请与运营商确认，并在需要时使用企业或物联网套餐。

## 网关能做什么

Portline网关可在1秒内转发退订消息，支持单卡配额和免打扰时段设置，并记录每一次提交以便审计。

*本文仅为一般性信息，不构成法律意见。*`,
      },
    },
  },
  {
    id: 12,
    slug: "when-are-5g-proxies-worth-it",
    publishedAt: "2025-08-14",
    author: "Lukas Brandt",
    productIds: [18, 19, 16],
    text: {
      en: {
        title: "When are 5G proxies worth the price?",
        summary:
          "5G modules cost about three times as much as LTE ones. For some workloads the extra bandwidth pays; for many it does not.",
        bodyMd: `A 5G proxy gateway is not automatically better than a 4G one. It is faster, and it costs more per port. Whether that matters depends on what your requests look like.

## Where 4G is enough

- Page checks that fetch HTML and a few assets.
- API monitoring with small JSON payloads.
- Anything limited by the target's rate limits rather than by bandwidth.

For these, latency and IP diversity matter more than throughput, and a PX16 4G gives you more ports for the money.

## Where 5G pays off

- Video ad verification, where each check downloads several megabytes of media.
- App store and CDN testing with large downloads.
- Sites that serve different content to 5G devices.

## Things to check first

1. **Coverage**: is there standalone or non-standalone 5G where the gateway will sit? Without it, a 5G module runs on LTE.
2. **Plans**: 5G data plans for M2M use are not offered everywhere.
3. **Heat**: 5G modules run hot. The PX8 and PX16 5G throttle early rather than drop connections.

## A mixed fleet

Many customers run 4G for volume and a few 5G ports for heavy checks. Both series share the same API, so one client handles both.`,
      },
      zh: {
        title: "5G代理什么时候物有所值？",
        summary: "5G模块的价格约为LTE模块的三倍。有些业务值得为带宽多花钱，但很多业务并不需要。",
        bodyMd: `5G代理网关并不一定优于4G。它更快，但每个端口的成本也更高。是否值得，取决于您的请求特点。

## 4G足够的场景

- 抓取HTML和少量资源的页面检查。
- 小JSON载荷的API监测。
- 受目标站点限流而非带宽限制的任务。

这些场景中，延迟和IP多样性比吞吐量更重要，同样的预算用PX16 4G能获得更多端口。

## 5G值得的场景

- 视频广告验证，每次检查需下载数MB媒体文件。
- 涉及大文件下载的应用商店和CDN测试。
- 对5G终端返回不同内容的网站。

## 先确认这些

1. **覆盖**：网关部署位置是否有SA或NSA 5G？没有的话，5G模块只能工作在LTE上。
2. **套餐**：并非所有地区都提供面向M2M用途的5G数据套餐。
3. **散热**：5G模块发热大。PX8和PX16 5G会提前降速，而不是掉线。

## 混合部署

很多客户用4G承担大部分流量，再配少量5G端口处理重型检查。两个系列API相同，一个客户端即可同时管理。`,
      },
    },
  },
  {
    id: 13,
    slug: "otp-delivery-fallback-strategy",
    publishedAt: "2025-12-02",
    cover: "/images/blog/otp-delivery-fallback-strategy.svg",
    author: "Mei Lin",
    productIds: [5, 7],
    text: {
      en: {
        title: "A fallback strategy for one-time passwords",
        summary:
          "Send through your own gateway first, fail over fast, and never send the same code twice through the same path.",
        bodyMd: `A one-time password that arrives after 60 seconds is a failed login. Here is the fallback logic we recommend to fintech customers running their own gateways.

## The sequence

1. **Primary**: submit via SMPP to your own gateway, SIM group "otp".
2. **Watch**: wait for a delivery report, up to 15 seconds.
3. **Retry on another SIM**: no report? Resubmit through a different SIM group on the same gateway.
4. **Fail over**: still nothing after 30 seconds? Send through a second gateway or a commercial route.
5. **Offer voice**: after 45 seconds, let the user request a voice call with the code.

## Rules that keep it safe

- Generate a **new code** for each attempt and invalidate the old one.
- Limit attempts per phone number per hour.
- Keep OTP traffic on dedicated SIMs, separate from notifications.

## Measure what the user feels

Track time from request to delivery report, not only the success ratio. A 99 % delivery rate with a 40-second median is worse than 97 % at 6 seconds.

With a dedicated SIM group on an SG128, our customers typically see a median below 7 seconds on domestic numbers.`,
      },
      zh: {
        title: "验证码短信的兜底策略",
        summary: "优先走自有网关，快速切换备用线路，同一条路径绝不重复发送同一个验证码。",
        bodyMd: `60秒后才到达的验证码，就意味着一次失败的登录。以下是我们推荐给自建网关的金融科技客户的兜底逻辑。

## 流程

1. **首选**：通过SMPP提交到自有网关的“otp”SIM卡组。
2. **等待**：最多等待15秒的状态报告。
3. **换卡重试**：没有报告？通过同一网关的另一个SIM卡组重新提交。
4. **切换线路**：30秒后仍无结果，改走第二台网关或商业通道。
5. **提供语音**：45秒后，允许用户选择语音电话播报验证码。

## 安全规则

- 每次尝试都生成 **新验证码**，并使旧验证码失效。
- 限制每个手机号每小时的尝试次数。
- 验证码业务使用专用SIM卡，与通知类短信分开。

## 衡量用户的真实体验

统计从请求到收到状态报告的时间，而不仅是成功率。送达率99%但中位时延40秒，不如送达率97%、中位时延6秒。

在SG128上使用专用SIM卡组，我们的客户发送国内号码的中位时延通常低于7秒。`,
      },
    },
  },
  {
    id: 14,
    slug: "designing-for-50-million-sms-a-day",
    publishedAt: "2026-03-10",
    cover: "/images/blog/designing-for-50-million-sms-a-day.svg",
    author: "Arjun Mehta",
    productIds: [7, 6],
    text: {
      en: {
        title: "Designing for 50 million SMS a day",
        summary:
          "How seven SG512 chassis, one SMS Server cluster and careful SIM planning add up to national-scale capacity.",
        bodyMd: `Fifty million messages a day is the rated capacity of a full SG512 cluster. Getting there is less about hardware than about planning.

## The arithmetic

- One SG512: 5,440 SMS/min, about 7.8 million in 24 hours.
- Seven chassis: about 54.8 million in theory.
- Rated at **50 million** to leave room for maintenance and uneven traffic.

## SIMs are the real limit

Seven chassis hold 3,584 SIMs. At 50 million messages, that is about 14,000 per SIM per day, far beyond most tariffs. In practice, operators of clusters this size:

- negotiate bulk or M2M agreements with the mobile operators;
- rotate SIM magazines on a schedule;
- spread traffic over several operators per country.

## Network and power

- Two 10 GbE uplinks per chassis into separate switches.
- A-side and B-side power feeds; each chassis draws up to 900 W.
- Antennas on the roof via the remote antenna panel kit: 3,584 antennas do not fit in a server room.

## Operations

- One SMPP entry point (virtual IP) for all clients.
- Prometheus and Grafana for per-SIM, per-chassis and per-operator dashboards.
- A weekly SIM health review: remove cards whose success ratio falls below 90 %.`,
      },
      zh: {
        title: "如何设计日发送5,000万条的短信系统",
        summary: "7台SG512、一个SMS Server集群和周密的SIM卡规划，如何组合成全国级发送能力。",
        bodyMd: `日发送5,000万条，是完整SG512集群的额定能力。达到这一目标，关键不在硬件，而在规划。

## 算一笔账

- 单台SG512：每分钟5,440条，24小时约780万条。
- 7台机箱：理论约5,480万条。
- 额定 **5,000万条**，为维护和流量不均留出余量。

## 真正的限制是SIM卡

7台机箱可容纳3,584张SIM卡。日发送5,000万条意味着每张卡每天约14,000条，远超大多数套餐。实践中，运营这种规模集群的客户会：

- 与移动运营商签订批量或物联网协议；
- 按计划轮换SIM卡匣；
- 在每个国家使用多家运营商分担流量。

## 网络与电源

- 每台机箱两路万兆上行，分别接入不同交换机。
- A/B两路供电；每台机箱最大功耗900 W。
- 使用远程天线面板套件将天线移至楼顶：3,584根天线放不进机房。

## 运维

- 所有客户端使用统一的SMPP接入点（虚拟IP）。
- 用Prometheus和Grafana按SIM卡、机箱和运营商展示监控面板。
- 每周进行SIM卡健康检查：成功率低于90%的卡予以下线。`,
      },
    },
  },
  {
    id: 15,
    slug: "volte-gateways-after-the-sunset",
    publishedAt: "2026-07-21",
    author: "Sofia Marquez",
    productIds: [14, 15],
    text: {
      en: {
        title: "VoLTE gateways after the sunset: what changed for voice",
        summary: "Mobile voice gateways now run on VoLTE. What that means for call setup, codecs and SIM provisioning.",
        bodyMd: `With 2G and 3G gone in many markets, mobile voice gateways have moved to VoLTE. Calls still look the same to your PBX, but a few things work differently underneath.

## Call setup is faster

VoLTE sets up calls through the IMS core. Post-dial delay on the VG32 is typically 1.5-3 seconds, against 4-7 seconds on GSM.

## HD voice by default

AMR-WB is standard on VoLTE. Pair it with G.722 or Opus on the SIP side and calls stay wideband end to end.

## SIM provisioning matters

- The SIM must be provisioned for VoLTE on the operator's side; data-only and some prepaid SIMs are not.
- Some operators enable VoLTE only for approved device types. Ask about business voice plans for gateways.

## Checklist for migration

- Confirm VoLTE support for every SIM before installation.
- Update PBX trunks to allow G.722 or Opus.
- Re-test DTMF: RFC 2833 is the safe default.
- Keep an 8-channel VG8 as a failover line for sites that need one.`,
      },
      zh: {
        title: "退网之后的VoLTE网关：语音业务有哪些变化",
        summary: "移动语音网关已经转向VoLTE。这对呼叫建立、语音编码和SIM卡开通意味着什么。",
        bodyMd: `随着许多市场关闭2G和3G，移动语音网关已经转向VoLTE。对PBX来说，通话看起来和以前一样，但底层有几处不同。

## 呼叫建立更快

VoLTE通过IMS核心网建立呼叫。VG32的拨号后延迟通常为1.5-3秒，而GSM为4-7秒。

## 默认高清语音

AMR-WB是VoLTE的标准编码。SIP侧配合G.722或Opus，通话可全程保持宽带。

## SIM卡开通很重要

- SIM卡必须在运营商侧开通VoLTE；纯数据卡和部分预付费卡不支持。
- 部分运营商只为认证过的终端类型开通VoLTE，请咨询面向网关的企业语音套餐。

## 迁移检查清单

- 安装前确认每张SIM卡都支持VoLTE。
- 更新PBX中继，允许G.722或Opus。
- 重新测试DTMF：RFC 2833是稳妥的默认选择。
- 需要备份线路的站点，保留一台8通道VG8。`,
      },
    },
  },
];
