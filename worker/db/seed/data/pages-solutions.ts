/** Solution pages: the customer's problem, how Portline solves it, and matching products. */
import type { ImportPage } from "../../import/types";

export const solutionPages: ImportPage[] = [
  {
    slug: "solution/sms-modem",
    productIds: [8, 9, 10, 11],
    text: {
      en: {
        title: "SMS modem pool solution",
        description:
          "Build your own SMS service on 8 to 66 modems: USB or rack modem pools, AT commands and the free Portline SMS Server.",
        bodyMd: `## The problem

You want to send and receive SMS from your own software, on your own SIM cards, without paying per message to a provider, and you are happy to run a server.

## How we solve it

A Portline modem pool puts many modems on one connection. Your software drives them with standard AT commands, or you install the free Portline SMS Server and get an HTTP API and SMPP on top.

- **Start small**: an 8-port USB pool on any PC.
- **Grow**: 16 ports on USB, 32 ports in 1U, 66 ports in 2U.
- **Go standalone**: the 66-port MP66 runs the SMS Server itself, so no host PC is needed.

## Typical setups

| Daily volume | Recommended |
|---|---|
| Up to 50,000 | MP8 or MP16 USB pool |
| 50,000-300,000 | MP32 or MP66 rack pool |
| Above 300,000 | Consider an SMS gateway with SIM switching |

## What you get

- Per-port reset and status
- Open SDK (Python, Go) for custom integrations
- The same SIM and quota concepts as our gateways, so you can move up later`,
      },
      zh: {
        title: "短信猫池解决方案",
        description: "用8至66个模块自建短信服务：USB或机架式猫池、AT指令，以及免费的Portline SMS Server。",
        bodyMd: `## 问题

您希望用自己的软件、自己的SIM卡收发短信，不按条向服务商付费，并且可以自行维护一台服务器。

## 我们的方案

Portline猫池将大量模块集中到一个连接上。您的软件可以通过标准AT指令直接控制，也可以安装免费的 Portline SMS Server，在其上获得HTTP API和SMPP。

- **从小规模开始**：任意电脑接一台8口USB猫池。
- **逐步扩展**：USB 16口、1U 32口、2U 66口。
- **独立运行**：66口的MP66内置SMS Server，无需外接电脑。

## 典型配置

| 日发送量 | 推荐 |
|---|---|
| 5万条以内 | MP8或MP16 USB猫池 |
| 5万-30万条 | MP32或MP66机架式猫池 |
| 30万条以上 | 建议选择带SIM卡切换的短信网关 |

## 您将获得

- 单端口复位与状态监控
- 开源SDK（Python、Go），便于二次开发
- 与网关相同的SIM卡和配额概念，日后升级毫无障碍`,
      },
    },
  },
  {
    slug: "solution/sms-gateway",
    productIds: [3, 5, 7],
    text: {
      en: {
        title: "SMS gateway solution",
        description:
          "Send OTPs and notifications from your own SIMs: LTE SMS gateways from 32 to 512 SIMs with SMPP and HTTP API.",
        bodyMd: `## The problem

Your one-time passwords and notifications go through third-party routes you cannot see into. Delivery is slow on some networks, costs rise with volume, and when something fails you find out from customers.

## How we solve it

A Portline SMS gateway terminates your traffic on local SIM cards you control. Your systems connect over **SMPP** or the **HTTP API**; the gateway queues, routes by operator, rotates SIMs within their quotas and reports delivery for every message.

- **LTE-ready**: Cat.4 modules work after the 2G/3G switch-off.
- **Scales in steps**: 32, 64, 128, 256 and 512 SIMs.
- **National scale**: seven SG512 chassis cluster to up to 50 million SMS a day.

## Architecture

1. Your application or SMS platform binds over SMPP (or calls the HTTP API).
2. The gateway picks a SIM on the recipient's network, within its quota.
3. Delivery reports return on the same bind or to your webhook.
4. Replies and STOP keywords are forwarded within a second.

## Results customers report

- Median OTP delivery under 7 seconds on domestic numbers
- Delivery rates above 97 %
- Cost per message typically 40-60 % below international routes`,
      },
      zh: {
        title: "短信网关解决方案",
        description: "用自有SIM卡发送验证码和通知：32至512卡的LTE短信网关，支持SMPP和HTTP API。",
        bodyMd: `## 问题

您的验证码和通知经由无法掌控的第三方通道发送。发往某些网络时速度慢，成本随发送量上升，出了问题往往是客户先发现。

## 我们的方案

Portline短信网关让您的短信通过自己掌控的本地SIM卡落地。业务系统通过 **SMPP** 或 **HTTP API** 对接；网关负责排队、按运营商路由、在配额内轮换SIM卡，并为每条短信返回状态报告。

- **面向LTE**：Cat.4模块在2G/3G退网后依然可用。
- **按需扩容**：32、64、128、256和512卡。
- **全国规模**：7台SG512组成集群，日发送量最高5,000万条。

## 架构

1. 您的应用或短信平台通过SMPP连接（或调用HTTP API）。
2. 网关在配额范围内选择与接收者同网的SIM卡。
3. 状态报告通过同一连接或Webhook返回。
4. 回复和退订关键词在1秒内转发。

## 客户反馈的效果

- 国内号码验证码中位送达时间低于7秒
- 送达率高于97%
- 单条成本通常比国际通道低40-60%`,
      },
    },
  },
  {
    slug: "solution/goip-gateway",
    productIds: [12, 13],
    text: {
      en: {
        title: "GoIP gateway solution",
        description:
          "Connect GSM SIM cards to your IP-PBX: GoIP gateways with 8 or 16 channels, SIP, SIM bank support and call statistics.",
        bodyMd: `## The problem

Your office or call centre calls mobile numbers all day through a fixed-line trunk. Every call is billed at fixed-to-mobile rates, and many recipients ignore unfamiliar landline numbers.

## How we solve it

A GoIP gateway is a SIP trunk to the mobile network. Calls to mobiles leave through local SIM cards at mobile rates, and inbound calls to those SIMs ring your extensions.

- **8 or 16 GSM channels**, one call per channel
- **SIP** with G.711, G.729 and G.723.1
- **Per-SIM limits** on minutes and calls, within each plan's terms
- **Remote SIM bank** support for multi-site operations
- **ASR/ACD statistics** per SIM to spot problems early

## Deployment in four steps

1. Insert SIMs and connect antennas.
2. Register the gateway as a SIP trunk on your PBX.
3. Add a dial rule: mobile prefixes → GoIP trunk.
4. Test DTMF with your IVR, then go live.

Where 2G voice is being switched off, see our VoIP gateway solution for VoLTE models.`,
      },
      zh: {
        title: "GoIP网关解决方案",
        description: "将GSM SIM卡接入IP-PBX：8或16通道GoIP网关，支持SIP、SIM Bank和通话统计。",
        bodyMd: `## 问题

您的办公室或呼叫中心整天通过固话中继拨打手机号码。每通电话都按固话打手机的资费计费，而且很多人不接陌生的固话号码。

## 我们的方案

GoIP网关就是通往移动网络的SIP中继。拨打手机的电话通过本地SIM卡按手机资费发出，打到这些SIM卡的来电会振铃到您的分机。

- **8或16路GSM通道**，每通道一路通话
- **SIP**，支持G.711、G.729和G.723.1
- **单卡限额**：按套餐条款限制通话分钟和次数
- **远程SIM Bank**，适合多站点运营
- **按卡统计ASR/ACD**，及早发现问题

## 四步完成部署

1. 插入SIM卡，连接天线。
2. 在PBX上将网关注册为SIP中继。
3. 添加拨号规则：手机号段 → GoIP中继。
4. 用IVR测试DTMF后正式上线。

如果当地即将关闭2G语音，请参阅VoIP网关解决方案中的VoLTE型号。`,
      },
    },
  },
  {
    slug: "solution/voip-gateway",
    productIds: [14, 15, 13],
    text: {
      en: {
        title: "VoIP gateway solution",
        description:
          "VoLTE gateways with HD voice and up to 32 concurrent calls, for call centres and branch offices after the 2G/3G sunset.",
        bodyMd: `## The problem

Your mobile voice gateways run on GSM, and your operators have announced the 2G and 3G switch-off. At the same time your branch offices need a backup line when the main SIP trunk fails.

## How we solve it

Portline LTE VoIP gateways place calls over **VoLTE**. To your PBX they are ordinary SIP trunks; on the mobile side they deliver HD voice with AMR-WB.

- **VG32**: 32 LTE channels and **32 concurrent calls** in 1U, for call centres.
- **VG8**: 8 channels, fanless, with an automatic failover mode for branch offices.
- **SIP over TLS and SRTP** for encrypted signalling and media.
- **SMS on the same SIMs** through the HTTP API (and SMPP on the VG32).

## Migration from GSM

1. Confirm that your SIMs are provisioned for VoLTE.
2. Install the VoLTE gateway alongside the GSM one.
3. Move dial rules one operator at a time.
4. Keep a GoIP-16 where GSM is still the better network.

## Results

- Call setup around 2 seconds, against 4-7 seconds on GSM
- Wideband audio end to end with G.722 or Opus on the SIP side`,
      },
      zh: {
        title: "VoIP网关解决方案",
        description: "支持高清语音、最多32路并发的VoLTE网关，适用于2G/3G退网后的呼叫中心和分支机构。",
        bodyMd: `## 问题

您的移动语音网关运行在GSM上，而运营商已经公布了2G和3G退网计划。同时，您的分支机构需要在主SIP中继故障时有一条备用线路。

## 我们的方案

Portline LTE VoIP网关通过 **VoLTE** 发起呼叫。对PBX而言，它就是普通的SIP中继；在移动侧则通过AMR-WB提供高清语音。

- **VG32**：1U机箱内32路LTE通道、**32路并发通话**，适用于呼叫中心。
- **VG8**：8通道无风扇设计，自带备份模式，适用于分支机构。
- **SIP over TLS与SRTP**，信令和媒体均加密。
- **同一批SIM卡收发短信**：通过HTTP API（VG32还支持SMPP）。

## 从GSM迁移

1. 确认SIM卡已开通VoLTE。
2. 在GSM网关旁部署VoLTE网关。
3. 按运营商逐步迁移拨号规则。
4. 在GSM网络仍更优的地方保留GoIP-16。

## 效果

- 呼叫建立约2秒，GSM为4-7秒
- SIP侧使用G.722或Opus时，全程宽带语音`,
      },
    },
  },
  {
    slug: "solution/proxy-gateway",
    productIds: [16, 18, 19],
    text: {
      en: {
        title: "Mobile proxy gateway solution",
        description:
          "See the web as mobile subscribers do: 4G and 5G proxy gateways with one IP per modem, API-driven rotation and per-port accounting.",
        bodyMd: `## The problem

Ad verification, price monitoring and app QA need to see what a real mobile subscriber sees. Data-centre IPs are served different content, and rented proxy pools give you no control over where traffic exits or how it is handled.

## How we solve it

A Portline proxy gateway turns mobile data SIMs you own into proxies you control. Each modem is a separate subscriber with its own mobile IP, published as an HTTP and SOCKS5 proxy.

- **4G**: PX16 and PX32 with LTE Cat.4 modems, best value per port.
- **5G**: PX8 and PX16 5G with 10 GbE uplinks for bandwidth-heavy checks.
- **Rotation** by API, schedule or URL in 5-12 seconds.
- **Per-port credentials, caps and traffic accounting**.
- **WireGuard** to reach gateways hosted at partner sites.

## In numbers

- **8, 16 or 32 modems** per gateway, each a separate mobile subscriber with its own IP.
- **4G LTE Cat.4 or 5G** modems, with **10 GbE** uplinks on the 5G models.
- **5-12 seconds** to give a port a new IP, by API, schedule or URL.
- **HTTP and SOCKS5** on every port, with its own credentials, caps and traffic counters.

## Responsible use

Use SIMs on plans that permit this use, send only traffic you are entitled to send, and respect the terms of the services you test. We support customers who do.

## Typical deployment

1. Host gateways where you need local mobile IPs.
2. Connect them back to your platform over WireGuard.
3. Assign ports to teams or jobs and rotate through the API.`,
      },
      zh: {
        title: "移动代理网关解决方案",
        description: "以移动用户的视角访问网络：4G与5G代理网关，每模块独立IP，API驱动轮换，按端口统计流量。",
        bodyMd: `## 问题

广告验证、价格监测和App测试需要看到真实手机用户看到的内容。数据中心IP获得的内容往往不同，而租用的代理池无法控制流量从哪里出口、如何被处理。

## 我们的方案

Portline代理网关把您自有的移动数据SIM卡变成您可控的代理。每个模块都是一个独立用户，拥有自己的移动IP，并以HTTP和SOCKS5代理的形式对外提供。

- **4G**：PX16和PX32，采用LTE Cat.4模块，单端口性价比最高。
- **5G**：PX8和PX16 5G，配万兆上行，适合高带宽检查任务。
- **轮换**：通过API、定时或链接，5-12秒完成。
- **按端口设置认证、限速并统计流量**。
- **WireGuard**：接入部署在合作方机房的网关。

## 关键数据

- 每台网关 **8、16或32个模块**，每个模块都是独立的移动用户，拥有自己的IP。
- **4G LTE Cat.4或5G**模块，5G型号配备 **万兆（10 GbE）** 上行。
- **5-12秒** 即可为端口更换IP，可通过API、定时或链接触发。
- 每个端口都提供 **HTTP和SOCKS5** 代理，独立认证、限额和流量统计。

## 合规使用

请使用允许此类用途的套餐，仅发送您有权发送的流量，并遵守被测服务的条款。我们支持这样做的客户。

## 典型部署

1. 将网关部署在需要本地移动IP的地方。
2. 通过WireGuard回连您的平台。
3. 将端口分配给不同团队或任务，通过API轮换。`,
      },
    },
  },
];
