/** 4G LTE SMS gateways (category 6). */
import type { ImportProduct } from "../../import/types";
import {
  DOCS,
  SMS_FAMILY,
  compare,
  demoVideo,
  essentials,
  gallery,
  productText,
  packaging,
  rows,
  sections,
  trade,
} from "./product-helpers";

const SG32 = "sg32-4g-lte-sms-gateway";
const SG64 = "sg64-4g-lte-sms-gateway";
const SG128 = "sg128-4g-lte-sms-gateway";

const LTE_BANDS = "LTE FDD B1/B3/B5/B7/B8/B20/B28, TDD B38/B40/B41";

export const smsLteProducts: ImportProduct[] = [
  {
    id: 3,
    categoryId: 6,
    slug: SG32,
    sort: 3,
    currency: "USD",
    cover: gallery(SG32, 5)[0]!,
    images: gallery(SG32, 5),
    video: demoVideo(SG32),
    skus: [
      {
        id: 31,
        specId: 3,
        sku: "PL-SG32-4G",
        priceMinor: 329000,
        promoPriceMinor: 299000,
        stock: 18,
        ...trade(9300, 11500, [620, 550, 220]),
      },
      { id: 32, specId: 9, sku: "PL-SG32-4G-FB", priceMinor: 349000, stock: 6, ...trade(9500, 11700, [620, 550, 220]) },
    ],
    ageDays: 540,
    text: productText({
      name: ["Portline SG32-4G LTE SMS Gateway (32 SIM)", "Portline SG32-4G LTE 短信网关（32卡）"],
      summary: [
        "32 LTE Cat.4 channels in a 2U chassis, delivering up to 680 SMS/min where 2G networks have been switched off.",
        "2U机箱内集成32路LTE Cat.4通道，在2G网络退网的地区每分钟可发送多达680条短信。",
      ],
      description: [
        `Operators around the world are retiring 2G and 3G. The SG32-4G keeps your SMS traffic on the air with 32 **LTE Cat.4** modules, each registered on its own SIM, and sends over SMS-over-SGs or SMS-over-IMS depending on what the network offers.

Every channel can be reset, re-registered or given a new identity from the console or the API, and the gateway reports signal quality (RSRP/RSRQ/SINR) per SIM, so you can see a weak antenna before it costs you deliveries.

- 32 LTE Cat.4 channels, 32 SIM slots
- Up to 680 SMS/min aggregate
- Per-channel **IMEI change** and automatic SIM rotation
- **SMPP** v3.4 server/client and **HTTP API** with delivery reports
- "2G/4G" version with GSM fallback for mixed networks

The unit ships with a dual power supply option and a hardware watchdog, and it runs unattended for months in carrier and enterprise server rooms.`,
        `全球运营商正在陆续关闭2G和3G网络。SG32-4G 采用32个 **LTE Cat.4** 模块，每个模块注册独立的SIM卡，并根据网络能力自动选择 SMS over SGs 或 SMS over IMS 方式发送，确保短信业务不中断。

每个通道都可以在管理界面或通过API单独复位、重新注册或更换身份；网关按SIM卡上报信号质量（RSRP/RSRQ/SINR），天线出现问题时可以在影响送达率之前发现。

- 32路LTE Cat.4通道，32个SIM卡槽
- 全通道合计最高680条/分钟
- 支持按通道 **IMEI修改**（IMEI change）和自动SIM卡轮换
- **SMPP** v3.4 服务端/客户端，**HTTP API** 支持状态报告
- 另有带GSM回落的“2G/4G”版本，适用于混合网络

设备可选双电源，内置硬件看门狗，可在运营商机房和企业机房中长期无人值守运行。`,
      ],
      essentialDetails: essentials(
        "SG32-4G",
        ["4G LTE SMS gateway, 2U rack", "4G LTE短信网关，2U机架式"],
        24,
        "CE, FCC, RoHS, IC",
      ),
      packagingDelivery: packaging("62 x 55 x 22 cm", 11.5, "5-7", [
        "1 unit with 32 antennas and rack ears",
        "1台，含32根天线和机架挂耳",
      ]),
      productParameters: rows([
        ["SIM slots", "SIM卡槽", "32", true],
        ["Ports", "端口数", ["32 LTE channels", "32路LTE通道"], true],
        [
          "Network",
          "网络制式",
          ["4G LTE Cat.4 (2G/4G version: GSM fallback)", "4G LTE Cat.4（2G/4G版本支持GSM回落）"],
          true,
        ],
        ["Frequency bands", "频段", LTE_BANDS],
        ["SMS speed", "短信速度", ["Up to 680 SMS/min", "最高680条/分钟"], true],
        ["SMPP", "SMPP", ["SMPP v3.4 server and client, 8 binds", "SMPP v3.4 服务端和客户端，8个连接"], true],
        ["API", "API", ["HTTP API (REST/JSON), webhooks", "HTTP API（REST/JSON），Webhook"]],
        ["IMEI change", "IMEI修改", ["Per channel, manual or scheduled", "按通道，手动或定时"]],
        ["SIM rotation", "SIM卡轮换", ["Count, time, daily quota, failure", "按条数、时间、日配额、失败次数"]],
        ["Network interface", "网络接口", "2 x 10/100/1000 Mbps RJ45"],
        ["Power", "电源", ["100-240 V AC, 120 W max; optional dual PSU", "100-240 V AC，最大120 W；可选双电源"]],
        ["Dimensions", "尺寸", "440 x 380 x 88 mm (2U)"],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["LTE modules", "LTE模块"],
        body: [
          "- Category 4: 150 Mbps down / 50 Mbps up\n- SMS over SGs and SMS over IMS\n- Per-channel RSRP, RSRQ and SINR reporting",
          "- Cat.4：下行150 Mbps / 上行50 Mbps\n- 支持 SMS over SGs 与 SMS over IMS\n- 按通道上报 RSRP、RSRQ 和 SINR",
        ],
      },
      {
        kind: "tech",
        title: ["Routing rules", "路由规则"],
        body: [
          "Route by destination prefix, sender ID, SMPP account or SIM group. Rules are evaluated top to bottom and can be changed live without dropping binds.",
          "可按目的号段、发送方ID、SMPP账号或SIM卡组路由。规则自上而下匹配，可在线修改，不会断开已有连接。",
        ],
      },
      {
        kind: "tech",
        title: ["Reliability", "可靠性"],
        body: [
          "Hardware watchdog, persistent message queue on eMMC (200,000 messages), automatic module power-cycle when a channel stops responding.",
          "硬件看门狗；eMMC持久化消息队列（20万条）；通道无响应时自动对模块断电重启。",
        ],
      },
      {
        kind: "build",
        title: ["2U chassis with rear antenna field", "2U机箱与后置天线阵列"],
        body: [
          "Antennas are spaced 20 mm apart on the rear panel to limit coupling between neighbouring channels; an optional remote antenna panel moves them outside the rack.",
          "后面板天线间距20 mm，降低相邻通道之间的干扰；可选外置天线面板，将天线引出机柜。",
        ],
        img: `/images/goods/${SG32}-2.svg`,
      },
      {
        kind: "build",
        title: ["Service-friendly layout", "便于维护的结构"],
        body: [
          "Modules sit on four 8-channel boards that slide out from the front after removing two screws.",
          "模块分布在4块8通道板卡上，拧下两颗螺丝即可从前面板抽出。",
        ],
      },
      {
        kind: "development",
        title: ["SMS gateway HTTP API reference", "短信网关HTTP API参考"],
        body: [
          "Send, query status, list SIMs, reset channels and receive inbound SMS by webhook. Examples in curl, Python, Node.js, PHP and Java.",
          "发送短信、查询状态、列出SIM卡、复位通道以及通过Webhook接收上行短信。提供curl、Python、Node.js、PHP和Java示例。",
        ],
        url: `${DOCS}/api/sms-gateway`,
      },
    ]),
    compare: compare(SMS_FAMILY, [
      ["2U rack", "2U机架式"],
      "32",
      "32",
      ["4G LTE Cat.4", "4G LTE Cat.4"],
      "B1/B3/B5/B7/B8/B20/B28/B38/B40/B41",
      ["Count, time, quota, failure", "按条数、时间、配额、失败"],
      ["Yes, per channel", "支持，按通道"],
      ["No", "不支持"],
      "680",
      ["≈ 979,000", "约97.9万条"],
      ["v3.4 server + client", "v3.4 服务端+客户端"],
      ["Signal, balance, RSRP/SINR", "信号、余额、RSRP/SINR"],
      ["Yes (REST/JSON)", "支持（REST/JSON）"],
      ["Yes", "支持"],
    ]),
  },
  // Goods 4 has only technical sections as well.
  {
    id: 4,
    categoryId: 6,
    slug: SG64,
    sort: 4,
    currency: "USD",
    cover: gallery(SG64, 4)[0]!,
    images: gallery(SG64, 4),
    skus: [
      { id: 41, specId: 4, sku: "PL-SG64-4G", priceMinor: 589000, stock: 12, ...trade(11800, 14200, [640, 580, 240]) },
    ],
    ageDays: 410,
    text: productText({
      name: ["Portline SG64-4G LTE SMS Gateway (64 SIM)", "Portline SG64-4G LTE 短信网关（64卡）"],
      summary: [
        "Sixty-four LTE Cat.4 channels and 1,360 SMS/min in one 2U chassis for aggregators and large enterprise senders.",
        "单台2U机箱提供64路LTE Cat.4通道、每分钟1,360条的发送能力，面向短信聚合商和大型企业。",
      ],
      description: [
        `The SG64-4G doubles the channel count of the SG32-4G without doubling the rack space. It is designed for SMS aggregators who terminate traffic on local SIMs and need predictable throughput per rack unit.

- 64 LTE Cat.4 channels, 64 SIM slots
- Up to 1,360 SMS/min aggregate
- **SMPP** v3.4 with up to 16 simultaneous binds
- **HTTP API**, per-channel **IMEI change**, SIM rotation
- Dual hot-swap power supplies as standard

Channel groups can be assigned to separate SMPP accounts, so one gateway can serve several customers with isolated SIM pools and separate statistics.`,
        `SG64-4G 的通道数是 SG32-4G 的两倍，但机架空间没有翻倍。它专为使用本地SIM卡落地短信流量的聚合商设计，确保每个机架单元的吞吐量可预期。

- 64路LTE Cat.4通道，64个SIM卡槽
- 全通道合计最高1,360条/分钟
- **SMPP** v3.4，最多16个并发连接
- **HTTP API**、按通道 **IMEI修改**（IMEI change）、SIM卡轮换
- 标配双热插拔电源

通道组可以分配给不同的SMPP账号，一台网关即可服务多个客户，SIM卡池和统计数据相互隔离。`,
      ],
      essentialDetails: essentials(
        "SG64-4G",
        ["4G LTE SMS gateway, 2U rack", "4G LTE短信网关，2U机架式"],
        24,
        "CE, FCC, RoHS",
      ),
      packagingDelivery: packaging("64 x 58 x 24 cm", 14.2, "7-10", [
        "1 unit with 64 antennas and rack rails",
        "1台，含64根天线和机架导轨",
      ]),
      productParameters: rows([
        ["SIM slots", "SIM卡槽", "64", true],
        ["Ports", "端口数", ["64 LTE channels", "64路LTE通道"], true],
        ["Network", "网络制式", "4G LTE Cat.4", true],
        ["Frequency bands", "频段", LTE_BANDS],
        ["SMS speed", "短信速度", ["Up to 1,360 SMS/min", "最高1,360条/分钟"], true],
        ["SMPP", "SMPP", ["SMPP v3.4, 16 binds", "SMPP v3.4，16个连接"], true],
        ["API", "API", ["HTTP API (REST/JSON)", "HTTP API（REST/JSON）"]],
        ["IMEI change", "IMEI修改", ["Per channel", "按通道"]],
        ["Network interface", "网络接口", "2 x 1 GbE RJ45 + 1 x SFP"],
        ["Power", "电源", ["Dual hot-swap PSU, 100-240 V AC, 220 W max", "双热插拔电源，100-240 V AC，最大220 W"]],
        ["Dimensions", "尺寸", "440 x 450 x 88 mm (2U)"],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["Multi-tenant SIM pools", "多租户SIM卡池"],
        body: [
          "Split the 64 channels into up to 16 pools, each bound to its own SMPP system_id, throughput cap and sender-ID whitelist.",
          "64个通道最多可划分为16个卡池，每个卡池绑定独立的SMPP system_id、吞吐上限和发送方ID白名单。",
        ],
      },
      {
        kind: "tech",
        title: ["Monitoring", "监控"],
        body: [
          "Prometheus metrics endpoint, SNMP v2c/v3, per-SIM success ratio and average submit latency over the last hour.",
          "提供Prometheus指标接口和SNMP v2c/v3，并统计每张SIM卡最近一小时的成功率和平均提交时延。",
        ],
      },
      {
        kind: "tech",
        title: ["Power", "电源"],
        body: [
          "Two 550 W-rated hot-swap supplies in a 1+1 redundant arrangement; either one carries the full load.",
          "两个额定550 W的热插拔电源1+1冗余，任意一个都可承担全部负载。",
        ],
      },
    ]),
    compare: compare(SMS_FAMILY, [
      ["2U rack", "2U机架式"],
      "64",
      "64",
      ["4G LTE Cat.4", "4G LTE Cat.4"],
      "B1/B3/B5/B7/B8/B20/B28/B38/B40/B41",
      ["Count, time, quota, failure", "按条数、时间、配额、失败"],
      ["Yes, per channel", "支持，按通道"],
      ["No", "不支持"],
      "1,360",
      ["≈ 1.96 million", "约196万条"],
      ["v3.4 server + client", "v3.4 服务端+客户端"],
      ["Signal, balance, RSRP/SINR", "信号、余额、RSRP/SINR"],
      ["Yes (REST/JSON)", "支持（REST/JSON）"],
      ["Yes", "支持"],
    ]),
  },
  {
    id: 5,
    categoryId: 6,
    slug: SG128,
    sort: 5,
    currency: "USD",
    cover: gallery(SG128, 4)[0]!,
    images: gallery(SG128, 4),
    skus: [
      {
        id: 51,
        specId: 6,
        sku: "PL-SG128-4G",
        priceMinor: 1090000,
        promoPriceMinor: 999000,
        stock: 7,
        ...trade(17500, 21000, [720, 620, 300]),
      },
      // Half-populated chassis: currently sold out.
      {
        id: 52,
        specId: 4,
        sku: "PL-SG128-4G-64",
        priceMinor: 640000,
        stock: 0,
        ...trade(14500, 18000, [720, 620, 300]),
      },
    ],
    ageDays: 300,
    text: productText({
      name: ["Portline SG128-4G LTE SMS Gateway (128 SIM)", "Portline SG128-4G LTE 短信网关（128卡）"],
      summary: [
        "A 3U bladed gateway with 128 LTE channels and 2,720 SMS/min, expandable from 64 channels in the field.",
        "3U刀片式网关，128路LTE通道、每分钟2,720条，可从64路现场扩容。",
      ],
      description: [
        `The SG128-4G is built from eight 16-channel radio blades in a 3U chassis. Buy it half-populated and add blades as traffic grows: a new blade is detected, registered and added to the routing table without a restart.

- 128 LTE Cat.4 channels, 128 SIM slots
- Up to 2,720 SMS/min aggregate
- Field-expandable in 16-channel steps
- **SMPP** v3.4 (32 binds), **HTTP API**, **IMEI change**, SIM rotation

A dedicated management controller keeps the web console and API responsive even when every channel is busy, and stores twelve months of per-SIM statistics.`,
        `SG128-4G 由8块16通道射频刀片组成，采用3U机箱。可先购买半配置版本，随业务增长再增加刀片：新刀片插入后自动识别、注册并加入路由表，无需重启。

- 128路LTE Cat.4通道，128个SIM卡槽
- 全通道合计最高2,720条/分钟
- 现场按16通道为单位扩容
- **SMPP** v3.4（32个连接）、**HTTP API**、**IMEI修改**（IMEI change）、SIM卡轮换

独立的管理控制器保证在所有通道满负荷时Web界面和API依旧响应迅速，并保存12个月的单卡统计数据。`,
      ],
      essentialDetails: essentials(
        "SG128-4G",
        ["4G LTE SMS gateway, 3U blade chassis", "4G LTE短信网关，3U刀片机箱"],
        24,
        "CE, FCC, RoHS",
      ),
      packagingDelivery: packaging("72 x 62 x 30 cm", 21.0, "10-15", [
        "1 chassis with blades, antennas and rails",
        "1台机箱，含刀片、天线和导轨",
      ]),
      productParameters: rows([
        ["SIM slots", "SIM卡槽", "64 / 128", true],
        ["Ports", "端口数", ["128 LTE channels (8 x 16-channel blades)", "128路LTE通道（8块16通道刀片）"], true],
        ["Network", "网络制式", "4G LTE Cat.4", true],
        ["Frequency bands", "频段", LTE_BANDS],
        ["SMS speed", "短信速度", ["Up to 2,720 SMS/min", "最高2,720条/分钟"], true],
        ["SMPP", "SMPP", ["SMPP v3.4, 32 binds", "SMPP v3.4，32个连接"], true],
        ["API", "API", ["HTTP API (REST/JSON), Prometheus metrics", "HTTP API（REST/JSON），Prometheus指标"]],
        ["IMEI change", "IMEI修改", ["Per channel", "按通道"]],
        ["Expansion", "扩容", ["Hot-add 16-channel blades", "热插入16通道刀片"]],
        ["Network interface", "网络接口", "2 x 1 GbE RJ45 + 2 x SFP+"],
        ["Power", "电源", ["Dual hot-swap PSU, 100-240 V AC, 380 W max", "双热插拔电源，100-240 V AC，最大380 W"]],
        ["Dimensions", "尺寸", "440 x 520 x 132 mm (3U)"],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["Blade architecture", "刀片架构"],
        body: [
          "Each blade carries 16 modules, 16 SIM holders and its own microcontroller; blades talk to the controller over an internal gigabit backplane.",
          "每块刀片包含16个模块、16个SIM卡座和独立微控制器，通过内部千兆背板与主控通信。",
        ],
      },
      {
        kind: "tech",
        title: ["Throughput planning", "吞吐量规划"],
        body: [
          "Plan on roughly 21 SMS/min per LTE channel at full load. Keep per-SIM daily volume within the limits of your operator's tariff to protect deliverability.",
          "满负荷时每个LTE通道约21条/分钟。建议将单卡日发送量控制在运营商套餐允许范围内，以保证送达率。",
        ],
      },
      {
        kind: "tech",
        title: ["Security", "安全"],
        body: [
          "Role-based console accounts, IP allow-lists for SMPP and API, TLS 1.3 on all management interfaces, signed firmware.",
          "基于角色的管理账号；SMPP和API支持IP白名单；所有管理接口使用TLS 1.3；固件经过签名校验。",
        ],
      },
      {
        kind: "development",
        title: ["SMPP integration guide", "SMPP对接指南"],
        body: [
          "Bind parameters, TLV support, delivery receipt format and recommended window sizes for the SG series.",
          "SG系列的连接参数、TLV支持、状态报告格式以及推荐的窗口大小。",
        ],
        url: `${DOCS}/api/smpp`,
      },
    ]),
    compare: compare(SMS_FAMILY, [
      ["3U blade chassis", "3U刀片机箱"],
      "128",
      "128",
      ["4G LTE Cat.4", "4G LTE Cat.4"],
      "B1/B3/B5/B7/B8/B20/B28/B38/B40/B41",
      ["Count, time, quota, failure", "按条数、时间、配额、失败"],
      ["Yes, per channel", "支持，按通道"],
      ["No", "不支持"],
      "2,720",
      ["≈ 3.9 million", "约390万条"],
      ["v3.4 server + client", "v3.4 服务端+客户端"],
      ["Signal, balance, RSRP/SINR", "信号、余额、RSRP/SINR"],
      ["Yes (REST/JSON)", "支持（REST/JSON）"],
      ["Yes", "支持"],
    ]),
  },
];
