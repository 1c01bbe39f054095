/** High-density SMS systems (category 7), including the 512-SIM flagship. */
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

const SG256 = "sg256-high-density-sms-gateway";
const SG512 = "sg512-carrier-sms-platform";

const LTE_BANDS = "LTE FDD B1/B3/B5/B7/B8/B20/B28, TDD B38/B40/B41";

export const smsHdProducts: ImportProduct[] = [
  {
    id: 6,
    categoryId: 7,
    slug: SG256,
    sort: 6,
    currency: "USD",
    cover: gallery(SG256, 5)[0]!,
    images: gallery(SG256, 5),
    skus: [
      { id: 61, specId: 7, sku: "PL-SG256-HD", priceMinor: 1750000, stock: 4, ...trade(24500, 29500, [800, 650, 380]) },
      {
        id: 62,
        specId: 6,
        sku: "PL-SG256-HD-128",
        priceMinor: 1180000,
        stock: 3,
        ...trade(20500, 25500, [800, 650, 380]),
      },
    ],
    ageDays: 220,
    text: productText({
      name: ["Portline SG256 High-Density SMS Gateway (256 SIM)", "Portline SG256 高密度短信网关（256卡）"],
      summary: [
        "256 SIM slots on 128 LTE channels in 4U, spreading 2,720 SMS/min over twice as many cards for cleaner sender reputation.",
        "4U机箱内256个SIM卡槽、128路LTE通道，将每分钟2,720条短信分摊到两倍数量的SIM卡上，保持发送号码信誉。",
      ],
      description: [
        `Operators judge a SIM by how much it sends. The SG256 pairs every LTE channel with two SIM cards and switches between them automatically, so each card carries half the load it would on a one-SIM-per-channel gateway.

- 256 SIM slots, 128 LTE Cat.4 channels
- Up to 2,720 SMS/min aggregate
- Automatic SIM switching per channel by count, time or daily quota
- **SMPP** v3.4 (32 binds), **HTTP API**, **IMEI change** per SIM profile
- Half-populated 128-SIM version, upgradable on site

SIM cards sit in eight front-loading magazines of 32, so a complete card refresh takes minutes, not an afternoon.`,
        `运营商会根据发送量评估一张SIM卡。SG256 为每个LTE通道配置两张SIM卡并自动切换，单卡负载只有“一通道一卡”网关的一半。

- 256个SIM卡槽，128路LTE Cat.4通道
- 全通道合计最高2,720条/分钟
- 每通道按条数、时间或日配额自动切换SIM卡
- **SMPP** v3.4（32个连接）、**HTTP API**、按SIM卡配置 **IMEI修改**（IMEI change）
- 另有128卡半配置版本，可现场升级

SIM卡装在8个前置卡匣中，每个卡匣32张，整机换卡只需几分钟。`,
      ],
      essentialDetails: essentials(
        "SG256-HD",
        ["High-density LTE SMS gateway, 4U", "高密度LTE短信网关，4U"],
        36,
        "CE, FCC, RoHS",
      ),
      packagingDelivery: packaging("80 x 65 x 38 cm", 29.5, "10-15", [
        "1 chassis with antenna panel and rails",
        "1台机箱，含天线面板和导轨",
      ]),
      productParameters: rows([
        ["SIM slots", "SIM卡槽", "128 / 256", true],
        ["Ports", "端口数", ["128 LTE channels, 2 SIMs per channel", "128路LTE通道，每通道2张卡"], true],
        ["Network", "网络制式", "4G LTE Cat.4", true],
        ["Frequency bands", "频段", LTE_BANDS],
        ["SMS speed", "短信速度", ["Up to 2,720 SMS/min", "最高2,720条/分钟"], true],
        ["SMPP", "SMPP", ["SMPP v3.4, 32 binds", "SMPP v3.4，32个连接"], true],
        ["API", "API", ["HTTP API (REST/JSON)", "HTTP API（REST/JSON）"]],
        ["IMEI change", "IMEI修改", ["Per SIM profile", "按SIM卡配置"]],
        ["SIM switching", "SIM卡切换", ["Count, time, quota, failure", "按条数、时间、配额、失败"]],
        ["Network interface", "网络接口", "2 x 1 GbE RJ45 + 2 x SFP+"],
        ["Power", "电源", ["Dual hot-swap PSU, 100-240 V AC, 450 W max", "双热插拔电源，100-240 V AC，最大450 W"]],
        ["Dimensions", "尺寸", "440 x 560 x 176 mm (4U)"],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["SIM switching logic", "SIM卡切换逻辑"],
        body: [
          "A channel switches to its second SIM when the active one reaches its quota, fails three submits in a row, or loses registration for more than 60 seconds.",
          "当前SIM卡达到配额、连续三次提交失败或失去注册超过60秒时，通道自动切换到第二张卡。",
        ],
      },
      {
        kind: "tech",
        title: ["Radio", "射频"],
        body: [
          "128 Cat.4 modules with main antennas on a detachable 4U antenna panel; diversity antennas optional for weak-signal sites.",
          "128个Cat.4模块，主天线位于可拆卸的4U天线面板上；信号较弱的站点可选配分集天线。",
        ],
      },
      {
        kind: "tech",
        title: ["Statistics", "统计"],
        body: [
          "Per-SIM sent, delivered and failed counters with hourly granularity, exportable as CSV or pulled over the API.",
          "按小时统计每张SIM卡的发送、送达和失败数量，可导出CSV或通过API获取。",
        ],
      },
      {
        kind: "build",
        title: ["SIM magazines", "SIM卡匣"],
        body: [
          "Eight magazines of 32 SIMs each slide in from the front; every slot has a bi-colour LED for idle, active and fault.",
          "8个卡匣从前面板插入，每个卡匣32张卡；每个卡槽配双色指示灯，显示空闲、工作和故障状态。",
        ],
        img: `/images/goods/${SG256}-3.svg`,
      },
      {
        kind: "build",
        title: ["Serviceability", "可维护性"],
        body: [
          "Fans, power supplies and radio blades are all replaceable from the front or rear without tools.",
          "风扇、电源和射频刀片均可从前后面板免工具更换。",
        ],
      },
      {
        kind: "addon",
        title: ["Spare SIM magazine (32 slots)", "备用SIM卡匣（32卡位）"],
        body: [
          "Pre-load a second set of cards and swap whole magazines in seconds. **$89 each**, SKU PL-ACC-MAG32.",
          "提前装好第二套SIM卡，整匣更换只需几秒。**每个89美元**，SKU PL-ACC-MAG32。",
        ],
      },
    ]),
    compare: compare(SMS_FAMILY, [
      ["4U rack", "4U机架式"],
      "256",
      "128",
      ["4G LTE Cat.4", "4G LTE Cat.4"],
      "B1/B3/B5/B7/B8/B20/B28/B38/B40/B41",
      ["Automatic, 2 SIMs per channel", "自动，每通道2张卡"],
      ["Yes, per SIM profile", "支持，按SIM卡配置"],
      ["No", "不支持"],
      "2,720",
      ["≈ 3.9 million", "约390万条"],
      ["v3.4 server + client", "v3.4 服务端+客户端"],
      ["Signal, balance, quota, RSRP/SINR", "信号、余额、配额、RSRP/SINR"],
      ["Yes (REST/JSON)", "支持（REST/JSON）"],
      ["Yes", "支持"],
    ]),
  },
  // Flagship: 512 SIMs, 5,440 SMS/min per chassis, up to 50 million SMS a day in a full cluster.
  {
    id: 7,
    categoryId: 7,
    slug: SG512,
    sort: 7,
    currency: "USD",
    cover: gallery(SG512, 6)[0]!,
    images: gallery(SG512, 6),
    video: demoVideo(SG512),
    skus: [
      {
        id: 71,
        specId: 8,
        sku: "PL-SG512-HD",
        priceMinor: 2480000,
        promoPriceMinor: 2350000,
        stock: 2,
        ...trade(48000, 68000, [950, 750, 620]),
      },
    ],
    ageDays: 120,
    text: productText({
      name: ["Portline SG512 Carrier SMS Platform (512 SIM)", "Portline SG512 运营商级短信平台（512卡）"],
      summary: [
        "The Portline flagship: 512 SIM slots and 5,440 SMS/min per chassis, clustering to up to 50 million SMS a day.",
        "Portline 旗舰产品：单机512个SIM卡槽、每分钟5,440条，集群部署日发送量可达5,000万条。",
      ],
      description: [
        `The SG512 is a carrier-grade SMS platform in an 8U chassis: 256 LTE Cat.4 channels, 512 SIM slots and a redundant pair of controllers. A single chassis sustains **5,440 SMS/min**, roughly 7.8 million messages in 24 hours.

For national-scale traffic, up to seven SG512 chassis run as one cluster under Portline SMS Server, with shared routing, shared statistics and one SMPP entry point. A full cluster is rated for **up to 50 million SMS per day**.

- 512 SIM slots, 256 LTE Cat.4 channels, two SIMs per channel
- 5,440 SMS/min per chassis
- Active/standby controllers with state sync, no single point of failure
- **SMPP** v3.4 and v5.0 (64 binds), **HTTP API**, **IMEI change**, SIM rotation
- N+1 power and fan modules, all hot-swappable

Every unit is burned in for 72 hours at full load before it leaves the factory, and ships with a remote commissioning session with a Portline engineer.`,
        `SG512 是采用8U机箱的运营商级短信平台：256路LTE Cat.4通道、512个SIM卡槽以及一对冗余主控。单台机箱可持续输出 **每分钟5,440条**，24小时约780万条。

面向全国级业务时，最多7台 SG512 可在 Portline SMS Server 下组成一个集群，共享路由和统计，并对外提供统一的SMPP接入点。完整集群的额定能力为 **日发送量最高5,000万条**。

- 512个SIM卡槽，256路LTE Cat.4通道，每通道2张卡
- 单机每分钟5,440条
- 主备主控实时同步状态，无单点故障
- **SMPP** v3.4 与 v5.0（64个连接）、**HTTP API**、**IMEI修改**（IMEI change）、SIM卡轮换
- 电源和风扇模块N+1冗余，全部支持热插拔

每台设备出厂前均经过72小时满负荷老化测试，并提供一次由 Portline 工程师远程协助的开通调试。`,
      ],
      essentialDetails: essentials("SG512-HD", ["Carrier-grade LTE SMS platform, 8U", "运营商级LTE短信平台，8U"], 36, [
        "CE, FCC, RoHS, NEBS Level 3 (design)",
        "CE、FCC、RoHS、NEBS Level 3（按标准设计）",
      ]),
      packagingDelivery: packaging(["95 x 75 x 62 cm (wooden crate)", "95 x 75 x 62 cm（木箱）"], 68.0, "15-20", [
        "1 chassis on pallet, antennas, rails, cables",
        "1台机箱（托盘包装），含天线、导轨和线缆",
      ]),
      productParameters: rows([
        ["SIM slots", "SIM卡槽", "512", true],
        ["Ports", "端口数", ["256 LTE channels, 2 SIMs per channel", "256路LTE通道，每通道2张卡"], true],
        ["Network", "网络制式", "4G LTE Cat.4", true],
        ["Frequency bands", "频段", LTE_BANDS],
        ["SMS speed", "短信速度", ["5,440 SMS/min per chassis", "单机5,440条/分钟"], true],
        [
          "Daily capacity",
          "日发送能力",
          ["≈ 7.8 million per chassis; up to 50 million per 7-chassis cluster", "单机约780万条；7台集群最高5,000万条"],
          true,
        ],
        ["SMPP", "SMPP", ["SMPP v3.4 / v5.0, 64 binds", "SMPP v3.4 / v5.0，64个连接"]],
        ["API", "API", ["HTTP API (REST/JSON), gRPC, Prometheus", "HTTP API（REST/JSON）、gRPC、Prometheus"]],
        ["IMEI change", "IMEI修改", ["Per SIM profile", "按SIM卡配置"]],
        ["Controllers", "主控", ["2, active/standby", "2个，主备"]],
        [
          "Network interface",
          "网络接口",
          ["4 x 10 GbE SFP+ + 2 x 1 GbE management", "4 x 10 GbE SFP+，2 x 1 GbE 管理口"],
        ],
        [
          "Power",
          "电源",
          ["3+1 hot-swap PSU, 100-240 V AC or -48 V DC, 900 W max", "3+1热插拔电源，100-240 V AC或-48 V DC，最大900 W"],
        ],
        ["Dimensions", "尺寸", "440 x 600 x 352 mm (8U)"],
        ["Weight", "重量", "48 kg"],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["Capacity", "容量"],
        body: [
          "| Scope | SMS/min | SMS/day |\n|---|---|---|\n| 1 channel | 21 | 30,600 |\n| 1 chassis | 5,440 | 7.8 million |\n| 7-chassis cluster | 38,080 | up to 50 million |",
          "| 范围 | 条/分钟 | 条/天 |\n|---|---|---|\n| 单通道 | 21 | 30,600 |\n| 单机箱 | 5,440 | 780万 |\n| 7台集群 | 38,080 | 最高5,000万 |",
        ],
      },
      {
        kind: "tech",
        title: ["Redundancy", "冗余设计"],
        body: [
          "Controllers replicate queue state every 100 ms; failover completes in under 3 seconds and SMPP clients reconnect to the same virtual IP.",
          "主控每100毫秒同步一次队列状态；切换在3秒内完成，SMPP客户端重新连接到同一个虚拟IP即可。",
        ],
      },
      {
        kind: "tech",
        title: ["Protocols", "协议"],
        body: [
          "- SMPP v3.4 and v5.0 with TLS\n- HTTP API (REST/JSON) and gRPC\n- SNMP v3, Prometheus, Syslog over TLS",
          "- SMPP v3.4 与 v5.0，支持TLS\n- HTTP API（REST/JSON）与gRPC\n- SNMP v3、Prometheus、基于TLS的Syslog",
        ],
      },
      {
        kind: "tech",
        title: ["Environment", "环境要求"],
        body: [
          "Operating 0-40 °C, 10-90 % RH non-condensing. Requires a 600 mm-deep cabinet with front-to-back airflow.",
          "工作温度0-40 °C，湿度10-90 %（无凝露）。需安装在深度600 mm、前进后出风道的机柜中。",
        ],
      },
      {
        kind: "build",
        title: ["Sixteen radio blades", "16块射频刀片"],
        body: [
          "Sixteen blades of 16 channels and 32 SIM holders each; a failed blade is replaced hot and its SIMs move with the blade.",
          "16块刀片，每块16个通道、32个SIM卡座；故障刀片可热更换，SIM卡随刀片一起迁移。",
        ],
        img: `/images/goods/${SG512}-4.svg`,
      },
      {
        kind: "build",
        title: ["Remote antenna panel", "远程天线面板"],
        body: [
          "The rear antenna field can be replaced by N-type feeds to a roof-mounted panel, keeping RF out of the server room.",
          "后置天线阵列可改为N型馈线连接屋顶天线面板，将射频信号引出机房。",
        ],
      },
      {
        kind: "build",
        title: ["Factory burn-in", "出厂老化"],
        body: [
          "72 hours at full SMS load and 45 °C ambient, with per-channel test logs shipped in the box.",
          "在45 °C环境下满负荷发送72小时，每通道测试记录随货附带。",
        ],
      },
      {
        kind: "development",
        title: ["SMS gateway HTTP API", "短信网关HTTP API"],
        body: [
          "REST/JSON endpoints for sending, status, SIM inventory, channel control and cluster statistics.",
          "提供发送、状态查询、SIM卡清单、通道控制和集群统计的REST/JSON接口。",
        ],
        url: `${DOCS}/api/sms-gateway`,
      },
      {
        kind: "development",
        title: ["Cluster and SMPP 5.0 guide", "集群与SMPP 5.0指南"],
        body: [
          "How to join chassis to a cluster, size SMPP windows, and use SMPP 5.0 congestion_state for back-pressure.",
          "如何将机箱加入集群、设置SMPP窗口大小，以及使用SMPP 5.0 congestion_state进行流控。",
        ],
        url: `${DOCS}/guides/sg512-cluster`,
      },
      {
        kind: "addon",
        title: ["Rooftop antenna panel kit", "屋顶天线面板套件"],
        body: [
          "Outdoor IP67 panel with 256 antenna elements, 30 m low-loss feeder bundle and mounting bracket. **$1,450**, SKU PL-ACC-ANT256.",
          "IP67户外面板，含256个天线单元、30米低损耗馈线束和安装支架。**1,450美元**，SKU PL-ACC-ANT256。",
        ],
      },
    ]),
    compare: compare(SMS_FAMILY, [
      ["8U rack, redundant", "8U机架式，冗余"],
      "512",
      "256",
      ["4G LTE Cat.4", "4G LTE Cat.4"],
      "B1/B3/B5/B7/B8/B20/B28/B38/B40/B41",
      ["Automatic, 2 SIMs per channel", "自动，每通道2张卡"],
      ["Yes, per SIM profile", "支持，按SIM卡配置"],
      ["No", "不支持"],
      "5,440",
      ["≈ 7.8 million (cluster: 50 million)", "约780万条（集群：5,000万条）"],
      ["v3.4 + v5.0, TLS", "v3.4 + v5.0，TLS"],
      ["Signal, balance, quota, RSRP/SINR", "信号、余额、配额、RSRP/SINR"],
      ["Yes (REST/JSON, gRPC)", "支持（REST/JSON、gRPC）"],
      ["Yes", "支持"],
    ]),
  },
];
