/** GSM SMS gateways (category 5). */
import type { ImportProduct } from "../../import/types";
import {
  SMS_FAMILY,
  compare,
  essentials,
  gallery,
  productText,
  packaging,
  rows,
  sections,
  trade,
} from "./product-helpers";

const SG8 = "sg8-gsm-sms-gateway";
const SG32 = "sg32-gsm-sms-gateway";

export const smsGsmProducts: ImportProduct[] = [
  // Goods 1 carries only "tech" sections: no build, development or add-on tabs.
  {
    id: 1,
    categoryId: 5,
    slug: SG8,
    sort: 1,
    currency: "USD",
    cover: gallery(SG8, 3)[0]!,
    images: gallery(SG8, 3),
    skus: [
      { id: 11, specId: 1, sku: "PL-SG8-GSM", priceMinor: 52000, stock: 64, ...trade(1500, 2100, [340, 260, 120]) },
    ],
    ageDays: 880,
    text: productText({
      name: ["Portline SG8 GSM SMS Gateway (8 SIM)", "Portline SG8 GSM 短信网关（8卡）"],
      summary: [
        "A compact 8-channel quad-band GSM gateway for teams that send alerts and one-time passwords from their own SIM cards.",
        "紧凑型8通道四频GSM短信网关，适合使用自有SIM卡发送告警和验证码的团队。",
      ],
      description: [
        `The SG8 is the entry point to the Portline range: eight independent GSM radios in a fanless steel desktop enclosure, each with its own SIM slot and SMA antenna. It plugs into any office LAN and exposes the whole device through an **HTTP API** and a built-in **SMPP** v3.4 server, so your application never has to speak AT commands.

Typical users are small SaaS teams, clinics and IT departments that need a reliable, carrier-independent channel for two-factor codes, monitoring alerts and appointment reminders.

- 8 GSM channels, 8 SIM slots (one SIM per channel)
- Up to 60 SMS/min across all channels
- SIM rotation by message count or time, per-SIM daily limits
- Inbound SMS forwarded to your URL as JSON

The web console shows signal strength, registration state and counters for every SIM, and the gateway keeps a local queue of 20,000 messages if your server goes offline.`,
        `SG8 是 Portline 产品线的入门型号：无风扇钢制桌面机箱内集成8路独立GSM无线模块，每路配有独立SIM卡槽和SMA天线接口。设备接入任意办公局域网即可使用，通过 **HTTP API** 和内置 **SMPP** v3.4 服务端对外提供全部功能，业务系统无需处理AT指令。

典型用户包括小型SaaS团队、诊所和企业IT部门，用于发送双因素验证码、监控告警和预约提醒，建立不依赖第三方平台的可靠短信通道。

- 8路GSM通道，8个SIM卡槽（每通道一张卡）
- 全通道合计每分钟最多60条短信
- 按条数或时间轮换SIM卡，可设置单卡日发送上限
- 上行短信以JSON格式推送到指定URL

Web管理界面实时显示每张SIM卡的信号强度、注册状态和收发计数；当业务服务器离线时，网关可在本地缓存20,000条待发短信。`,
      ],
      essentialDetails: essentials("SG8-GSM", ["GSM SMS gateway", "GSM短信网关"], 12, "CE, FCC, RoHS"),
      packagingDelivery: packaging("34 x 26 x 12 cm", 2.1, "3-5", [
        "1 unit with 8 antennas and power adapter",
        "1台，含8根天线和电源适配器",
      ]),
      productParameters: rows([
        ["SIM slots", "SIM卡槽", "8", true],
        ["Ports", "端口数", ["8 GSM channels", "8路GSM通道"], true],
        ["Network", "网络制式", "GSM/GPRS", true],
        ["Frequency bands", "频段", "GSM 850/900/1800/1900 MHz"],
        ["SMS speed", "短信速度", ["Up to 60 SMS/min", "最高60条/分钟"], true],
        ["SMPP", "SMPP", ["SMPP v3.4 server, 2 binds", "SMPP v3.4 服务端，2个连接"]],
        ["API", "API", ["HTTP API (JSON), inbound webhooks", "HTTP API（JSON），上行Webhook"], true],
        ["SIM rotation", "SIM卡轮换", ["By count or interval", "按条数或时间间隔"]],
        ["Network interface", "网络接口", "1 x 10/100 Mbps RJ45"],
        ["Power", "电源", ["12 V DC, 2 A adapter (100-240 V AC input)", "12 V DC 2 A 适配器（输入100-240 V AC）"]],
        ["Dimensions", "尺寸", "260 x 180 x 45 mm"],
        ["Operating temperature", "工作温度", ["0 to 45 °C", "0至45 °C"]],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["Radio and SIM", "无线与SIM卡"],
        body: [
          "- Quad-band GSM modules, Class 4 (2 W) on 850/900 MHz\n- Push-push SIM holders, 1.8 V / 3 V SIM cards\n- Independent SMA-female antenna per channel",
          "- 四频GSM模块，850/900 MHz 频段 Class 4（2 W）\n- 按压弹出式SIM卡座，支持1.8 V / 3 V SIM卡\n- 每通道独立SMA母头天线接口",
        ],
      },
      {
        kind: "tech",
        title: ["Management", "管理功能"],
        body: [
          "Web console over HTTPS, SNMP v2c traps for SIM and signal alarms, NTP time sync, firmware upgrade from the console with automatic rollback on failure.",
          "支持HTTPS Web管理界面、SIM卡与信号告警的SNMP v2c Trap、NTP时间同步；可在管理界面升级固件，升级失败时自动回滚。",
        ],
      },
    ]),
    compare: compare(SMS_FAMILY, [
      ["Desktop", "桌面式"],
      "8",
      "8",
      "GSM",
      "850/900/1800/1900 MHz",
      ["By count or time", "按条数或时间"],
      ["No", "不支持"],
      ["No", "不支持"],
      "60",
      ["≈ 86,000", "约8.6万条"],
      ["v3.4 server", "v3.4 服务端"],
      ["Signal, registration, counters", "信号、注册状态、计数"],
      ["Yes (JSON)", "支持（JSON）"],
      ["Yes", "支持"],
    ]),
  },
  {
    id: 2,
    categoryId: 5,
    slug: SG32,
    sort: 2,
    currency: "USD",
    cover: gallery(SG32, 4)[0]!,
    images: gallery(SG32, 4),
    skus: [
      { id: 21, specId: 3, sku: "PL-SG32-GSM", priceMinor: 198000, stock: 22, ...trade(6200, 7800, [600, 520, 160]) },
      {
        id: 22,
        specId: 2,
        sku: "PL-SG16-GSM",
        priceMinor: 109000,
        promoPriceMinor: 99000,
        stock: 35,
        ...trade(5400, 7000, [600, 520, 160]),
      },
    ],
    ageDays: 760,
    text: productText({
      name: ["Portline SG32 GSM SMS Gateway (16/32 SIM)", "Portline SG32 GSM 短信网关（16/32卡）"],
      summary: [
        "A 1U rack gateway with 16 or 32 GSM channels, built for steady bulk notification traffic on 2G networks.",
        "1U机架式网关，提供16或32路GSM通道，面向2G网络上的稳定批量通知业务。",
      ],
      description: [
        `The SG32 puts 32 GSM radios into a single 1U chassis with front-accessible SIM trays and a rear antenna panel. It is the workhorse for markets where 2G coverage is still dense and SMS over GSM remains the cheapest route to the handset.

The gateway balances traffic across channels automatically and applies per-SIM daily quotas, so no single card sends enough to trigger operator spam filters.

- 32 GSM channels with 32 SIM slots (16-channel version available)
- Up to 240 SMS/min on the 32-channel model
- **SMPP** v3.4 server and client, **HTTP API** with delivery reports
- Hot-swappable SIM trays; swap a card without rebooting the unit

Combine several SG32 units under the free Portline SMS Server to route by sender, destination prefix or SIM group.`,
        `SG32 在1U机箱内集成32路GSM无线模块，SIM卡托位于前面板便于更换，天线接口集中在后面板。在2G覆盖依然密集、GSM短信仍是触达终端最低成本方式的市场，它是主力机型。

网关会自动在各通道之间均衡流量，并对每张SIM卡设置日发送配额，避免单卡发送量过大而触发运营商的垃圾短信过滤。

- 32路GSM通道，32个SIM卡槽（另有16路版本）
- 32路型号最高240条/分钟
- **SMPP** v3.4 服务端与客户端，**HTTP API** 支持状态报告
- SIM卡托支持热插拔，换卡无需重启设备

多台 SG32 可统一接入免费的 Portline SMS Server，按发送方、号段或SIM卡组进行路由。`,
      ],
      essentialDetails: essentials(
        "SG32-GSM",
        ["GSM SMS gateway, 1U rack", "GSM短信网关，1U机架式"],
        24,
        "CE, FCC, RoHS",
      ),
      packagingDelivery: packaging("60 x 52 x 16 cm", 7.8, "5-7", [
        "1 unit with 32 antennas and rack ears",
        "1台，含32根天线和机架挂耳",
      ]),
      productParameters: rows([
        ["SIM slots", "SIM卡槽", "16 / 32", true],
        ["Ports", "端口数", ["16 or 32 GSM channels", "16或32路GSM通道"], true],
        ["Network", "网络制式", "GSM/GPRS", true],
        ["Frequency bands", "频段", "GSM 850/900/1800/1900 MHz"],
        ["SMS speed", "短信速度", ["Up to 240 SMS/min (32 ch)", "最高240条/分钟（32路）"], true],
        ["SMPP", "SMPP", ["SMPP v3.4 server and client", "SMPP v3.4 服务端和客户端"], true],
        ["API", "API", ["HTTP API with delivery reports", "HTTP API，支持状态报告"]],
        ["SIM rotation", "SIM卡轮换", ["Count, time, daily quota", "按条数、时间、日配额"]],
        ["USSD", "USSD", ["Balance and top-up via USSD", "通过USSD查询余额和充值"]],
        ["Network interface", "网络接口", "2 x 10/100/1000 Mbps RJ45"],
        ["Power", "电源", ["100-240 V AC, 60 W max", "100-240 V AC，最大60 W"]],
        ["Dimensions", "尺寸", "440 x 300 x 44 mm (1U)"],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["Traffic control", "流量控制"],
        body: [
          "Per-SIM limits per minute, hour and day; randomised send intervals; automatic pause of a SIM after three consecutive submit failures.",
          "可按分钟、小时、天为每张SIM卡设置上限；发送间隔随机化；单卡连续三次提交失败后自动暂停该卡。",
        ],
      },
      {
        kind: "tech",
        title: ["Protocols", "协议支持"],
        body: [
          "- SMPP v3.4: transmitter, receiver and transceiver binds\n- HTTP API: JSON over HTTPS, token authentication\n- SNMP v2c, Syslog, NTP",
          "- SMPP v3.4：支持 transmitter、receiver、transceiver 连接\n- HTTP API：基于HTTPS的JSON接口，令牌认证\n- SNMP v2c、Syslog、NTP",
        ],
      },
      {
        kind: "tech",
        title: ["Inbound messages", "上行短信"],
        body: [
          "Replies and STOP keywords are forwarded to your webhook within a second, with the receiving SIM and channel attached, so opt-outs can be honoured per sender number.",
          "回复短信和退订关键词会在1秒内推送到您的Webhook，并附带接收的SIM卡和通道信息，便于按发送号码处理退订。",
        ],
      },
      {
        kind: "build",
        title: ["Front-loading SIM trays", "前置SIM卡托"],
        body: [
          "Each tray holds four SIM cards and is keyed so it cannot be inserted upside down. Status LEDs next to each slot show registration and activity.",
          "每个卡托容纳4张SIM卡，带防呆设计，无法反向插入。每个卡槽旁的状态指示灯显示注册和收发状态。",
        ],
        img: `/images/goods/${SG32}-3.svg`,
      },
      {
        kind: "build",
        title: ["Thermal design", "散热设计"],
        body: [
          "Two temperature-controlled fans pull air front to back, keeping module temperature below 55 °C at full load in a 35 °C room.",
          "两只温控风扇前进后出，在35 °C环境下满负荷运行时，模块温度保持在55 °C以下。",
        ],
      },
    ]),
    compare: compare(SMS_FAMILY, [
      ["1U rack", "1U机架式"],
      "16 / 32",
      "16 / 32",
      "GSM",
      "850/900/1800/1900 MHz",
      ["Count, time, daily quota", "按条数、时间、日配额"],
      ["No", "不支持"],
      ["No", "不支持"],
      "240",
      ["≈ 345,000", "约34.5万条"],
      ["v3.4 server + client", "v3.4 服务端+客户端"],
      ["Signal, balance, counters", "信号、余额、计数"],
      ["Yes (JSON)", "支持（JSON）"],
      ["Yes", "支持"],
    ]),
  },
];
