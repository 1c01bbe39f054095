/** LTE VoIP gateways (category 9). */
import type { ImportProduct } from "../../import/types";
import {
  DOCS,
  VOIP_FAMILY,
  compare,
  demoVideo,
  essentials,
  gallery,
  productText,
  noCompare,
  packaging,
  rows,
  sections,
  trade,
} from "./product-helpers";

const VG32 = "vg32-lte-voip-gateway";
const VG8 = "vg8-lte-voip-gateway";

const LTE_BANDS = "LTE FDD B1/B2/B3/B4/B5/B7/B8/B12/B13/B20/B28, TDD B38/B40/B41";

export const voipLteProducts: ImportProduct[] = [
  // Goods 14: the 32-concurrent-call VoIP gateway.
  {
    id: 14,
    categoryId: 9,
    slug: VG32,
    sort: 14,
    currency: "USD",
    cover: gallery(VG32, 5)[0]!,
    images: gallery(VG32, 5),
    video: demoVideo(VG32),
    skus: [
      { id: 141, specId: 3, sku: "PL-VG32-LTE", priceMinor: 420000, stock: 9, ...trade(6500, 8100, [600, 520, 160]) },
      {
        id: 142,
        specId: 2,
        sku: "PL-VG16-LTE",
        priceMinor: 245000,
        promoPriceMinor: 229000,
        stock: 14,
        ...trade(5800, 7400, [600, 520, 160]),
      },
    ],
    ageDays: 150,
    text: productText({
      name: ["Portline VG32 LTE VoIP Gateway (32 Concurrent Calls)", "Portline VG32 LTE VoIP 网关（32路并发）"],
      summary: [
        "32 VoLTE channels and 32 concurrent calls in 1U, with HD voice, SRTP and an SMPP server for SMS on the same SIMs.",
        "1U机箱提供32路VoLTE通道和32路并发通话，支持高清语音、SRTP，并内置SMPP服务端复用同一批SIM卡发短信。",
      ],
      description: [
        `The VG32 is a 4G voice gateway for networks where 2G and 3G are gone. Each of its 32 **LTE Cat.4** modules places calls over VoLTE, so audio stays wideband end to end when both sides support AMR-WB, and falls back cleanly when they do not.

- 32 LTE channels, **32 concurrent calls**, 32 SIM slots
- SIP over UDP, TCP and TLS; SRTP media encryption
- Codecs G.711A/µ, G.729A/B, G.722, AMR-NB, AMR-WB, Opus
- SIM rotation by minutes, calls or time, and remote SIM bank support
- SMS on the same SIMs through the **HTTP API** and an **SMPP** v3.4 server

A 16-channel version uses the same chassis and can be upgraded to 32 channels on site by adding two radio boards.`,
        `VG32 是面向2G和3G已退网地区的4G语音网关。32个 **LTE Cat.4** 模块均通过VoLTE发起呼叫；当双方都支持AMR-WB时全程保持宽带高清语音，不支持时平滑回退。

- 32路LTE通道，**32路并发通话**，32个SIM卡槽
- SIP支持UDP、TCP和TLS；媒体采用SRTP加密
- 编码：G.711A/µ、G.729A/B、G.722、AMR-NB、AMR-WB、Opus
- 按分钟、次数或时间轮换SIM卡，支持远程SIM Bank
- 通过 **HTTP API** 和 **SMPP** v3.4 服务端使用同一批SIM卡发送短信

16通道版本采用相同机箱，现场增加两块射频板即可升级到32通道。`,
      ],
      essentialDetails: essentials("VG32-LTE", ["LTE VoIP gateway, 1U rack", "LTE VoIP网关，1U机架式"], 24, [
        "CE, FCC, RoHS, PTCRB (modules)",
        "CE、FCC、RoHS、PTCRB（模块）",
      ]),
      packagingDelivery: packaging("60 x 52 x 16 cm", 8.1, "5-7", [
        "1 unit with 32 antennas and rack ears",
        "1台，含32根天线和机架挂耳",
      ]),
      productParameters: rows([
        ["Ports", "端口数", ["16 or 32 LTE channels", "16或32路LTE通道"], true],
        ["Concurrent calls", "并发通话", "32", true],
        ["SIM slots", "SIM卡槽", "32"],
        ["Network", "网络制式", ["4G LTE Cat.4, VoLTE", "4G LTE Cat.4，VoLTE"], true],
        ["Frequency bands", "频段", LTE_BANDS],
        ["Signalling", "信令协议", "SIP v2 (UDP/TCP/TLS), SRTP"],
        ["Voice codecs", "语音编码", "G.711A/µ, G.729A/B, G.722, AMR-NB, AMR-WB, Opus", true],
        ["SMS speed", "短信速度", ["Up to 680 SMS/min", "最高680条/分钟"]],
        ["SMPP", "SMPP", ["SMPP v3.4 server", "SMPP v3.4 服务端"], true],
        ["API", "API", ["HTTP API (REST/JSON)", "HTTP API（REST/JSON）"]],
        ["Network interface", "网络接口", "2 x 10/100/1000 Mbps RJ45"],
        ["Power", "电源", ["100-240 V AC, 110 W max", "100-240 V AC，最大110 W"]],
        ["Dimensions", "尺寸", "440 x 350 x 44 mm (1U)"],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["VoLTE and HD voice", "VoLTE与高清语音"],
        body: [
          "AMR-WB on the mobile side and G.722 or Opus on the SIP side keep calls wideband; the gateway transcodes only when the two sides disagree.",
          "移动侧使用AMR-WB，SIP侧使用G.722或Opus，保持宽带通话；仅在两侧编码不一致时才进行转码。",
        ],
      },
      {
        kind: "tech",
        title: ["Security", "安全"],
        body: [
          "SIP over TLS 1.2/1.3, SRTP with SDES keys, fail2ban-style blocking of repeated failed registrations, and an IP allow-list per trunk.",
          "SIP over TLS 1.2/1.3、SDES密钥的SRTP、对反复注册失败的来源自动封禁，并可为每条中继设置IP白名单。",
        ],
      },
      {
        kind: "tech",
        title: ["Capacity", "容量"],
        body: [
          "32 concurrent calls with transcoding on all channels; SMS and voice run on the same SIM without interrupting each other.",
          "32路并发通话且全部通道可同时转码；同一张SIM卡上的短信和语音互不干扰。",
        ],
      },
      {
        kind: "build",
        title: ["Two 16-channel radio boards", "两块16通道射频板"],
        body: [
          "Radio boards slide in from the rear; the 16-channel model ships with one board and an empty slot ready for the upgrade.",
          "射频板从后部插入；16通道型号出厂时安装一块板卡，预留一个空槽位用于升级。",
        ],
        img: `/images/goods/${VG32}-4.svg`,
      },
      {
        kind: "build",
        title: ["Front SIM access", "前置SIM卡槽"],
        body: [
          "All 32 SIM slots are on the front panel behind a lockable cover.",
          "32个SIM卡槽全部位于前面板，外加可上锁的防护盖。",
        ],
      },
      {
        kind: "development",
        title: ["VoIP gateway API", "VoIP网关API"],
        body: [
          "REST endpoints for channel status, call statistics (ASR/ACD), SIM control, SMS and USSD, plus webhooks for call events.",
          "提供通道状态、通话统计（ASR/ACD）、SIM卡控制、短信和USSD的REST接口，以及通话事件Webhook。",
        ],
        url: `${DOCS}/api/voip-gateway`,
      },
      {
        kind: "addon",
        title: ["Upgrade board, 16 channels", "16通道升级板"],
        body: [
          "Turns a VG16 into a VG32: one radio board with 16 LTE modules and antennas. **$1,850**, SKU PL-ACC-VGB16.",
          "将VG16升级为VG32：一块包含16个LTE模块和天线的射频板。**1,850美元**，SKU PL-ACC-VGB16。",
        ],
      },
    ]),
    compare: compare(VOIP_FAMILY, [
      ["1U rack", "1U机架式"],
      ["32 LTE", "32路LTE"],
      "32",
      ["4G LTE Cat.4, VoLTE", "4G LTE Cat.4，VoLTE"],
      "B1/B2/B3/B4/B5/B7/B8/B12/B13/B20/B28/B38/B40/B41",
      ["Minutes, calls, time; remote SIM bank", "按分钟、次数、时间；远程SIM Bank"],
      "SIP (UDP/TCP/TLS), SRTP",
      "G.711, G.729, G.722, AMR-NB, AMR-WB, Opus",
      "680",
      ["v3.4 server", "v3.4 服务端"],
      ["ASR, ACD, signal, balance, RSRP", "ASR、ACD、信号、余额、RSRP"],
      ["Yes (REST/JSON)", "支持（REST/JSON）"],
    ]),
  },
  // Goods 15: technical sections only, and an empty compare list.
  {
    id: 15,
    categoryId: 9,
    slug: VG8,
    sort: 15,
    currency: "USD",
    cover: gallery(VG8, 3)[0]!,
    images: gallery(VG8, 3),
    skus: [
      { id: 151, specId: 1, sku: "PL-VG8-LTE", priceMinor: 115000, stock: 33, ...trade(1700, 2300, [340, 260, 120]) },
    ],
    ageDays: 60,
    text: productText({
      name: ["Portline VG8 LTE VoIP Gateway (8 Channels)", "Portline VG8 LTE VoIP 网关（8通道）"],
      summary: [
        "An 8-channel VoLTE gateway for branch offices, with HD voice and a failover route for the main SIP trunk.",
        "面向分支机构的8通道VoLTE网关，支持高清语音，可作为主SIP中继的备份线路。",
      ],
      description: [
        `The VG8 gives a branch office eight mobile voice lines and a backup path for its phone system. When the primary SIP trunk fails, the PBX routes calls through the VG8's SIM cards automatically.

- 8 LTE channels, 8 concurrent calls, 8 SIM slots
- VoLTE with AMR-WB; SIP with G.711, G.729, G.722 and Opus
- Failover mode: answers the PBX only when the main trunk is down
- SMS and USSD through the HTTP API

Fanless desktop enclosure with wall-mount brackets included.`,
        `VG8 为分支机构提供8条移动语音线路，并为电话系统提供备用路径。当主SIP中继故障时，PBX会自动通过VG8的SIM卡路由呼叫。

- 8路LTE通道，8路并发通话，8个SIM卡槽
- VoLTE支持AMR-WB；SIP支持G.711、G.729、G.722和Opus
- 备份模式：仅在主中继中断时才接管PBX呼叫
- 通过HTTP API收发短信和USSD

无风扇桌面机箱，附带壁挂支架。`,
      ],
      essentialDetails: essentials("VG8-LTE", ["LTE VoIP gateway", "LTE VoIP网关"], 12, "CE, FCC, RoHS"),
      packagingDelivery: packaging("34 x 26 x 12 cm", 2.3, "3-5", [
        "1 unit with antennas, adapter, wall brackets",
        "1台，含天线、适配器和壁挂支架",
      ]),
      productParameters: rows([
        ["Ports", "端口数", ["8 LTE channels", "8路LTE通道"], true],
        ["Concurrent calls", "并发通话", "8", true],
        ["SIM slots", "SIM卡槽", "8"],
        ["Network", "网络制式", ["4G LTE Cat.4, VoLTE", "4G LTE Cat.4，VoLTE"], true],
        ["Frequency bands", "频段", LTE_BANDS],
        ["Signalling", "信令协议", "SIP v2 (UDP/TCP/TLS)"],
        ["Voice codecs", "语音编码", "G.711A/µ, G.729A/B, G.722, AMR-WB, Opus", true],
        ["API", "API", ["HTTP API for SMS and USSD", "HTTP API：短信和USSD"]],
        ["Power", "电源", ["12 V DC, 2.5 A adapter", "12 V DC 2.5 A 适配器"]],
        ["Dimensions", "尺寸", "260 x 180 x 45 mm"],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["Failover mode", "备份模式"],
        body: [
          "The VG8 sends SIP OPTIONS to the main trunk every 10 s and advertises itself to the PBX only after three missed replies.",
          "VG8每10秒向主中继发送SIP OPTIONS，连续三次无响应后才向PBX通告自己可用。",
        ],
      },
      {
        kind: "tech",
        title: ["Installation", "安装"],
        body: [
          "Desktop or wall mount, 0-45 °C, no fan. Antennas can be moved up to 5 m away with the standard extension cables.",
          "可桌面放置或壁挂，工作温度0-45 °C，无风扇。使用标准延长线可将天线移至5米以外。",
        ],
      },
    ]),
    compare: noCompare(),
  },
];
