/** GoIP GSM VoIP gateways (category 8). */
import type { ImportProduct } from "../../import/types";
import {
  VOIP_FAMILY,
  compare,
  essentials,
  gallery,
  productText,
  packaging,
  rows,
  sections,
  trade,
} from "./product-helpers";

const GOIP8 = "goip-8-gsm-voip-gateway";
const GOIP16 = "goip-16-gsm-voip-gateway";

export const goipProducts: ImportProduct[] = [
  {
    id: 12,
    categoryId: 8,
    slug: GOIP8,
    sort: 12,
    currency: "USD",
    cover: gallery(GOIP8, 4)[0]!,
    images: gallery(GOIP8, 4),
    skus: [
      { id: 121, specId: 1, sku: "PL-GOIP8", priceMinor: 78000, stock: 46, ...trade(1600, 2200, [340, 260, 120]) },
      { id: 122, specId: 10, sku: "PL-GOIP8-4G", priceMinor: 102000, stock: 30, ...trade(1650, 2250, [340, 260, 120]) },
    ],
    ageDays: 820,
    text: productText({
      name: ["Portline GoIP-8 GSM VoIP Gateway (8 Channels)", "Portline GoIP-8 GSM VoIP 网关（8通道）"],
      summary: [
        "Connects eight GSM SIM cards to your IP-PBX over SIP, so office calls to mobiles go out at mobile-to-mobile rates.",
        "通过SIP将8张GSM SIM卡接入IP-PBX，让办公室拨打手机按手机互打资费计费。",
      ],
      description: [
        `The GoIP-8 is a SIP trunk to the mobile network. Register it to Asterisk, FreePBX, 3CX or any SIP server, and outbound calls to mobile numbers leave through local SIM cards instead of a fixed-line carrier. Inbound calls to the SIMs ring your extensions.

- 8 GSM channels, 8 concurrent calls, 8 SIM slots
- SIP v2 (RFC 3261) and H.323 v4
- Codecs G.711 A-law/µ-law, G.729A/B, G.723.1
- Echo cancellation (G.168), jitter buffer, DTMF via RFC 2833, SIP INFO or in-band
- SMS sending and receiving through the **HTTP API**

A "4G LTE" version uses VoLTE modules for countries where GSM voice has been switched off; it is configured exactly the same way.`,
        `GoIP-8 是通往移动网络的SIP中继。将其注册到 Asterisk、FreePBX、3CX 或任何SIP服务器后，拨打手机号码的外呼会通过本地SIM卡发出，而不走固话运营商；打入SIM卡的来电会振铃到您的分机。

- 8路GSM通道，8路并发通话，8个SIM卡槽
- SIP v2（RFC 3261）和 H.323 v4
- 编码：G.711 A律/µ律、G.729A/B、G.723.1
- 回声消除（G.168）、抖动缓冲，DTMF支持RFC 2833、SIP INFO或带内方式
- 通过 **HTTP API** 收发短信

“4G LTE”版本采用VoLTE模块，适用于已关闭GSM语音的国家，配置方式完全相同。`,
      ],
      essentialDetails: essentials("GoIP-8", ["GSM VoIP gateway", "GSM VoIP网关"], 12, "CE, FCC, RoHS"),
      packagingDelivery: packaging("34 x 26 x 12 cm", 2.2, "3-5", [
        "1 unit with 8 antennas and power adapter",
        "1台，含8根天线和电源适配器",
      ]),
      productParameters: rows([
        ["Ports", "端口数", ["8 GSM channels", "8路GSM通道"], true],
        ["Concurrent calls", "并发通话", "8", true],
        ["SIM slots", "SIM卡槽", "8"],
        ["Network", "网络制式", ["GSM (4G LTE version: VoLTE)", "GSM（4G LTE版本：VoLTE）"], true],
        ["Frequency bands", "频段", "GSM 850/900/1800/1900 MHz"],
        ["Signalling", "信令协议", "SIP v2 (RFC 3261), H.323 v4"],
        ["Voice codecs", "语音编码", "G.711A/µ, G.729A/B, G.723.1", true],
        ["DTMF", "DTMF", ["RFC 2833, SIP INFO, in-band", "RFC 2833、SIP INFO、带内"]],
        ["SMS", "短信", ["Send/receive via HTTP API", "通过HTTP API收发"]],
        ["SIM bank", "SIM Bank", ["Works with Portline remote SIM bank", "兼容Portline远程SIM Bank"], true],
        ["Network interface", "网络接口", "2 x 10/100 Mbps RJ45 (LAN/WAN)"],
        ["Power", "电源", ["12 V DC, 2 A adapter", "12 V DC 2 A 适配器"]],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["PBX compatibility", "PBX兼容性"],
        body: [
          "Tested with Asterisk 18-21, FreePBX 16/17, 3CX v20, FreeSWITCH 1.10 and Yeastar; register as a peer or as a trunk with authentication.",
          "已在 Asterisk 18-21、FreePBX 16/17、3CX v20、FreeSWITCH 1.10 和 Yeastar 上测试；可作为对等端或带认证的中继注册。",
        ],
      },
      {
        kind: "tech",
        title: ["Call routing", "呼叫路由"],
        body: [
          "Route outbound calls by prefix to specific channels, hunt in order or round-robin, and map each SIM's inbound calls to a different extension.",
          "可按号码前缀将外呼路由到指定通道，支持顺序或轮询选线，并可将每张SIM卡的来电映射到不同分机。",
        ],
      },
      {
        kind: "tech",
        title: ["Call quality", "通话质量"],
        body: [
          "Adaptive jitter buffer 20-200 ms, G.168 echo cancellation with 128 ms tail, comfort noise and voice activity detection.",
          "自适应抖动缓冲20-200 ms，G.168回声消除（128 ms尾长），支持舒适噪声和语音激活检测。",
        ],
      },
      {
        kind: "addon",
        title: ["High-gain antenna kit", "高增益天线套件"],
        body: [
          "Eight 5 dBi omni antennas with 1.5 m cables for sites with weak indoor coverage. **$48 per kit**, SKU PL-ACC-ANT8.",
          "8根5 dBi全向天线，配1.5米馈线，适用于室内信号较弱的场所。**每套48美元**，SKU PL-ACC-ANT8。",
        ],
      },
    ]),
    compare: compare(VOIP_FAMILY, [
      ["Desktop", "桌面式"],
      ["8 GSM", "8路GSM"],
      "8",
      ["GSM (LTE version: VoLTE)", "GSM（LTE版本：VoLTE）"],
      "850/900/1800/1900 MHz",
      ["By minutes or time; remote SIM bank", "按分钟或时间；远程SIM Bank"],
      "SIP, H.323",
      "G.711A/µ, G.729A/B, G.723.1",
      "48",
      ["Via SMS Server", "通过SMS Server"],
      ["ASR, ACD, signal, balance", "ASR、ACD、信号、余额"],
      ["Yes", "支持"],
    ]),
  },
  // Goods 13 has technical sections only.
  {
    id: 13,
    categoryId: 8,
    slug: GOIP16,
    sort: 13,
    currency: "USD",
    cover: gallery(GOIP16, 3)[0]!,
    images: gallery(GOIP16, 3),
    skus: [
      {
        id: 131,
        specId: 2,
        sku: "PL-GOIP16",
        priceMinor: 169000,
        promoPriceMinor: 155000,
        stock: 28,
        ...trade(5000, 6400, [580, 500, 150]),
      },
      {
        id: 132,
        specId: 10,
        sku: "PL-GOIP16-4G",
        priceMinor: 215000,
        stock: 12,
        ...trade(5100, 6500, [580, 500, 150]),
      },
    ],
    ageDays: 700,
    text: productText({
      name: ["Portline GoIP-16 GSM VoIP Gateway (16 Channels)", "Portline GoIP-16 GSM VoIP 网关（16通道）"],
      summary: [
        "A 1U, 16-channel GSM-to-SIP gateway with per-SIM call limits and remote SIM bank support for call centres.",
        "1U 16通道GSM转SIP网关，支持单卡通话限额和远程SIM Bank，适用于呼叫中心。",
      ],
      description: [
        `The GoIP-16 brings sixteen GSM voice channels to a standard rack. It is built for outbound call centres and businesses with heavy mobile traffic: each SIM can be capped by minutes per day, calls per hour or maximum call duration, and cards can be swapped remotely through a Portline SIM bank.

- 16 GSM channels, 16 concurrent calls, 16 SIM slots
- SIP v2 (RFC 3261), codecs G.711A/µ, G.729A/B, G.723.1
- Per-SIM limits: minutes, calls, duration, and idle time between calls
- Call statistics per SIM: ASR, ACD, PDD
- SMS and USSD through the **HTTP API**

Per-SIM limits keep every card inside the fair-use terms of its tariff, and the statistics show at a glance which SIMs or routes need attention.`,
        `GoIP-16 将16路GSM语音通道装入标准机柜。它专为外呼呼叫中心和手机话务量大的企业打造：每张SIM卡可按每日分钟数、每小时呼叫次数或单次最长通话时长进行限制，并可通过 Portline SIM Bank 远程换卡。

- 16路GSM通道，16路并发通话，16个SIM卡槽
- SIP v2（RFC 3261），编码 G.711A/µ、G.729A/B、G.723.1
- 单卡限额：分钟数、呼叫次数、通话时长、呼叫间隔
- 按SIM卡统计ASR、ACD、PDD
- 通过 **HTTP API** 收发短信和USSD

单卡限额可让每张SIM卡都在其套餐的合理使用条款范围内运行，统计数据则一目了然地显示哪些SIM卡或线路需要关注。`,
      ],
      essentialDetails: essentials(
        "GoIP-16",
        ["GSM VoIP gateway, 1U rack", "GSM VoIP网关，1U机架式"],
        24,
        "CE, FCC, RoHS",
      ),
      packagingDelivery: packaging("58 x 50 x 15 cm", 6.4, "5-7", [
        "1 unit with 16 antennas and rack ears",
        "1台，含16根天线和机架挂耳",
      ]),
      productParameters: rows([
        ["Ports", "端口数", ["16 GSM channels", "16路GSM通道"], true],
        ["Concurrent calls", "并发通话", "16", true],
        ["SIM slots", "SIM卡槽", "16"],
        ["Network", "网络制式", ["GSM (4G LTE version: VoLTE)", "GSM（4G LTE版本：VoLTE）"], true],
        ["Frequency bands", "频段", "GSM 850/900/1800/1900 MHz"],
        ["Signalling", "信令协议", "SIP v2 (RFC 3261)"],
        ["Voice codecs", "语音编码", "G.711A/µ, G.729A/B, G.723.1", true],
        ["Call limits", "通话限额", ["Minutes, calls, duration, idle time per SIM", "按卡限制分钟、次数、时长、间隔"]],
        ["Statistics", "统计", "ASR, ACD, PDD"],
        ["API", "API", ["HTTP API for SMS, USSD and status", "HTTP API：短信、USSD和状态"], true],
        ["Network interface", "网络接口", "2 x 10/100/1000 Mbps RJ45"],
        ["Power", "电源", ["100-240 V AC, 50 W max", "100-240 V AC，最大50 W"]],
        ["Dimensions", "尺寸", "440 x 300 x 44 mm (1U)"],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["Remote SIM bank", "远程SIM Bank"],
        body: [
          "Channels can take their SIM from a Portline SIM bank over IP instead of the local slot; cards rotate on a schedule you define.",
          "通道可以通过IP从 Portline SIM Bank 获取SIM卡，而不使用本地卡槽；按您定义的计划轮换。",
        ],
      },
      {
        kind: "tech",
        title: ["Statistics", "统计"],
        body: [
          "ASR, ACD and post-dial delay per SIM and per channel, with alarms when ASR drops below a threshold you set.",
          "按SIM卡和通道统计ASR、ACD和拨号后延迟；ASR低于设定阈值时发出告警。",
        ],
      },
      {
        kind: "tech",
        title: ["Provisioning", "批量配置"],
        body: [
          "Auto-provisioning over HTTPS or TFTP with per-MAC configuration files, so a fleet of gateways can be configured in one step.",
          "支持通过HTTPS或TFTP按MAC地址自动下发配置文件，一次完成多台网关的配置。",
        ],
      },
    ]),
    compare: compare(VOIP_FAMILY, [
      ["1U rack", "1U机架式"],
      ["16 GSM", "16路GSM"],
      "16",
      ["GSM (LTE version: VoLTE)", "GSM（LTE版本：VoLTE）"],
      "850/900/1800/1900 MHz",
      ["Minutes, calls, time; remote SIM bank", "按分钟、次数、时间；远程SIM Bank"],
      "SIP",
      "G.711A/µ, G.729A/B, G.723.1",
      "96",
      ["Via SMS Server", "通过SMS Server"],
      ["ASR, ACD, PDD, signal, balance", "ASR、ACD、PDD、信号、余额"],
      ["Yes", "支持"],
    ]),
  },
];
