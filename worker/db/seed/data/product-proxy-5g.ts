/** 5G proxy gateways (category 11). */
import type { ImportProduct } from "../../import/types";
import {
  DOCS,
  PROXY_FAMILY,
  compare,
  essentials,
  gallery,
  productText,
  packaging,
  rows,
  sections,
  trade,
} from "./product-helpers";

const PX8 = "px8-5g-proxy-gateway";
const PX16 = "px16-5g-proxy-gateway";

const NR_BANDS = "5G NR n1/n3/n5/n7/n8/n20/n28/n38/n40/n41/n77/n78/n79; LTE B1-B41";

export const proxy5gProducts: ImportProduct[] = [
  // Goods 18 has technical sections only.
  {
    id: 18,
    categoryId: 11,
    slug: PX8,
    sort: 18,
    currency: "USD",
    cover: gallery(PX8, 3)[0]!,
    images: gallery(PX8, 3),
    skus: [
      { id: 181, specId: 11, sku: "PL-PX8-5G", priceMinor: 298000, stock: 11, ...trade(5600, 7000, [580, 500, 150]) },
      {
        id: 182,
        specId: 10,
        sku: "PL-PX8-5G-LTE",
        priceMinor: 179000,
        stock: 20,
        ...trade(5400, 6800, [580, 500, 150]),
      },
    ],
    ageDays: 90,
    text: productText({
      name: ["Portline PX8 5G Proxy Gateway (8 Modems)", "Portline PX8 5G 代理网关（8模块）"],
      summary: [
        "Eight 5G NR modems behind a 10 GbE uplink, for proxy workloads that need fibre-class bandwidth from mobile IPs.",
        "8个5G NR模块配万兆上行，为需要光纤级带宽的移动IP代理业务而设计。",
      ],
      description: [
        `The PX8 5G is built for bandwidth. Each of its eight 5G NR modules supports SA and NSA modes and can sustain several hundred megabits per second on a good cell, so the unit uplinks over 10 GbE SFP+ instead of copper.

- 8 x 5G NR Sub-6 GHz modules (SA/NSA), 8 SIM slots
- HTTP, HTTPS and SOCKS5 per modem; IP rotation by API, schedule or URL
- 10 GbE SFP+ uplink plus 1 GbE management
- Band locking per modem to pin traffic to a specific carrier layer
- "4G LTE" version with LTE Cat.6 modules in the same 5G-ready chassis

Module temperatures are monitored continuously; the controller throttles a module before it reaches its thermal limit instead of letting it drop the connection.`,
        `PX8 5G 为带宽而生。8个5G NR模块均支持SA和NSA模式，在良好的小区下每个模块可持续提供数百Mbps的速率，因此整机采用万兆SFP+上行而非铜缆。

- 8个5G NR Sub-6 GHz模块（SA/NSA），8个SIM卡槽
- 每个模块提供HTTP、HTTPS和SOCKS5；通过API、定时或链接更换IP
- 万兆SFP+上行，另有千兆管理口
- 可按模块锁定频段，将流量固定在指定的载波层
- “4G LTE”版本在同款支持5G的机箱中采用LTE Cat.6模块

系统持续监测模块温度，在达到热保护上限前主动降速，而不是任由模块掉线。`,
      ],
      essentialDetails: essentials(
        "PX8-5G",
        ["5G proxy gateway, 1U rack", "5G代理网关，1U机架式"],
        12,
        "CE, FCC, RoHS",
      ),
      packagingDelivery: packaging("58 x 50 x 15 cm", 7.0, "7-10", [
        "1 unit with 32 antennas (4 per module) and rack ears",
        "1台，含32根天线（每模块4根）和机架挂耳",
      ]),
      productParameters: rows([
        ["Ports", "端口数", ["8 x 5G NR modems", "8个5G NR模块"], true],
        ["SIM slots", "SIM卡槽", "8"],
        [
          "Network",
          "网络制式",
          ["5G NR SA/NSA (4G LTE version: LTE Cat.6)", "5G NR SA/NSA（4G LTE版本：LTE Cat.6）"],
          true,
        ],
        ["Frequency bands", "频段", NR_BANDS],
        [
          "Throughput per modem",
          "单模块速率",
          ["Up to 2.4 Gbps down / 900 Mbps up (theoretical)", "下行最高2.4 Gbps / 上行900 Mbps（理论值）"],
          true,
        ],
        ["Proxy protocols", "代理协议", "HTTP, HTTPS (CONNECT), SOCKS5", true],
        ["IP rotation", "IP轮换", ["API, schedule, rotation URL; 5-10 s", "API、定时、轮换链接；5-10秒"]],
        ["API", "API", ["HTTP API (REST/JSON)", "HTTP API（REST/JSON）"], true],
        ["Network interface", "网络接口", "1 x 10 GbE SFP+ + 1 x 1 GbE RJ45"],
        ["Power", "电源", ["100-240 V AC, 160 W max", "100-240 V AC，最大160 W"]],
        ["Dimensions", "尺寸", "440 x 400 x 44 mm (1U)"],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["5G modules", "5G模块"],
        body: [
          "- 3GPP Release 16, SA and NSA\n- 4x4 MIMO downlink on n41/n77/n78/n79\n- Four antennas per module, 32 in total",
          "- 3GPP Release 16，支持SA和NSA\n- n41/n77/n78/n79 下行4x4 MIMO\n- 每模块4根天线，共32根",
        ],
      },
      {
        kind: "tech",
        title: ["Band locking", "频段锁定"],
        body: [
          "Lock a modem to particular NR or LTE bands from the console or API to compare results across carrier layers.",
          "可在管理界面或通过API将模块锁定在指定的NR或LTE频段，便于比较不同载波层的结果。",
        ],
      },
      {
        kind: "tech",
        title: ["Thermal management", "热管理"],
        body: [
          "Per-module heat sinks and four fans; throttling starts at 75 °C module temperature and is logged with the port number.",
          "每个模块配独立散热片，整机4只风扇；模块温度达到75 °C时开始降速，并记录对应端口号。",
        ],
      },
    ]),
    compare: compare(PROXY_FAMILY, [
      ["1U rack", "1U机架式"],
      "8",
      ["5G NR SA/NSA", "5G NR SA/NSA"],
      "n1/n3/n5/n7/n8/n20/n28/n38/n40/n41/n77/n78/n79",
      "HTTP, HTTPS, SOCKS5",
      ["API, schedule, URL (5-10 s)", "API、定时、链接（5-10秒）"],
      ["No", "不支持"],
      ["Send/receive via API", "通过API收发"],
      ["No", "不支持"],
      ["Signal, data usage, temperature, current IP", "信号、流量、温度、当前IP"],
      ["Yes (REST/JSON)", "支持（REST/JSON）"],
    ]),
  },
  {
    id: 19,
    categoryId: 11,
    slug: PX16,
    sort: 19,
    currency: "USD",
    cover: gallery(PX16, 5)[0]!,
    images: gallery(PX16, 5),
    skus: [
      {
        id: 191,
        specId: 2,
        sku: "PL-PX16-5G",
        priceMinor: 560000,
        promoPriceMinor: 529000,
        stock: 8,
        ...trade(11400, 13800, [640, 580, 240]),
      },
    ],
    ageDays: 30,
    text: productText({
      name: ["Portline PX16 5G Proxy Gateway (16 Modems)", "Portline PX16 5G 代理网关（16模块）"],
      summary: [
        "Sixteen 5G modems, dual 10 GbE and redundant power in 2U: the highest-throughput Portline proxy gateway.",
        "2U机箱内16个5G模块、双万兆上行和冗余电源，是 Portline 吞吐量最高的代理网关。",
      ],
      description: [
        `The PX16 5G is designed for data-centre deployment next to the cell sites that serve it. Sixteen 5G NR modules, two 10 GbE uplinks and redundant power supplies make it a dependable building block for large ad-verification and QA platforms.

- 16 x 5G NR modules (SA/NSA), 16 SIM slots
- HTTP, HTTPS, SOCKS5 and UDP relay (SOCKS5 UDP ASSOCIATE)
- IP rotation by API, schedule or URL; per-port bandwidth caps
- 2 x 10 GbE SFP+, 1+1 redundant hot-swap power
- Remote antenna panel option with N-type connectors

The same API as the 4G models means existing scripts work unchanged when you add 5G capacity.`,
        `PX16 5G 适合部署在为其提供服务的基站附近的数据中心。16个5G NR模块、两路万兆上行和冗余电源，使其成为大型广告验证和测试平台可靠的基础单元。

- 16个5G NR模块（SA/NSA），16个SIM卡槽
- 支持HTTP、HTTPS、SOCKS5及UDP中继（SOCKS5 UDP ASSOCIATE）
- 通过API、定时或链接更换IP；按端口限速
- 2个万兆SFP+，1+1冗余热插拔电源
- 可选配N型接口的远程天线面板

与4G型号使用相同的API，扩充5G容量时现有脚本无需修改。`,
      ],
      essentialDetails: essentials(
        "PX16-5G",
        ["5G proxy gateway, 2U rack", "5G代理网关，2U机架式"],
        24,
        "CE, FCC, RoHS",
      ),
      packagingDelivery: packaging("64 x 58 x 24 cm", 13.8, "10-15", [
        "1 unit with 64 antennas and rack rails",
        "1台，含64根天线和机架导轨",
      ]),
      productParameters: rows([
        ["Ports", "端口数", ["16 x 5G NR modems", "16个5G NR模块"], true],
        ["SIM slots", "SIM卡槽", "16"],
        ["Network", "网络制式", "5G NR SA/NSA", true],
        ["Frequency bands", "频段", NR_BANDS],
        ["Proxy protocols", "代理协议", "HTTP, HTTPS (CONNECT), SOCKS5, SOCKS5 UDP", true],
        ["IP rotation", "IP轮换", ["API, schedule, rotation URL; 5-10 s", "API、定时、轮换链接；5-10秒"], true],
        ["API", "API", ["HTTP API (REST/JSON)", "HTTP API（REST/JSON）"], true],
        ["Network interface", "网络接口", "2 x 10 GbE SFP+ + 1 x 1 GbE RJ45"],
        ["Power", "电源", ["1+1 hot-swap PSU, 100-240 V AC, 320 W max", "1+1热插拔电源，100-240 V AC，最大320 W"]],
        ["Dimensions", "尺寸", "440 x 480 x 88 mm (2U)"],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["Uplinks", "上行"],
        body: [
          "Two SFP+ ports in active/active or LACP mode; proxies can be bound to either uplink for traffic separation.",
          "两个SFP+端口支持双活或LACP模式；可将代理绑定到指定上行，实现流量隔离。",
        ],
      },
      {
        kind: "tech",
        title: ["UDP relay", "UDP中继"],
        body: [
          "SOCKS5 UDP ASSOCIATE lets QUIC and other UDP traffic leave through the mobile link, useful for testing HTTP/3 delivery.",
          "通过SOCKS5 UDP ASSOCIATE，QUIC等UDP流量也能经由移动链路发出，便于测试HTTP/3内容分发。",
        ],
      },
      {
        kind: "tech",
        title: ["Monitoring", "监控"],
        body: [
          "Prometheus metrics per port: current IP, rotations, bytes, RSRP/SS-RSRP, module temperature.",
          "按端口提供Prometheus指标：当前IP、轮换次数、流量、RSRP/SS-RSRP、模块温度。",
        ],
      },
      {
        kind: "build",
        title: ["Redundant power", "冗余电源"],
        body: [
          "Two hot-swap supplies, each able to carry the full 320 W load.",
          "两个热插拔电源，任意一个都能承担320 W满载。",
        ],
        img: `/images/goods/${PX16}-4.svg`,
      },
      {
        kind: "build",
        title: ["Antenna options", "天线选项"],
        body: [
          "Rear SMA field for 64 antennas, or four N-type ports for a remote 5G antenna panel.",
          "后面板可接64根SMA天线，或通过4个N型接口连接远程5G天线面板。",
        ],
      },
      {
        kind: "development",
        title: ["Proxy gateway API", "代理网关API"],
        body: [
          "Same endpoints as the 4G series, plus band locking and module temperature.",
          "与4G系列接口相同，另增频段锁定和模块温度接口。",
        ],
        url: `${DOCS}/api/proxy-gateway`,
      },
    ]),
    compare: compare(PROXY_FAMILY, [
      ["2U rack, redundant PSU", "2U机架式，冗余电源"],
      "16",
      ["5G NR SA/NSA", "5G NR SA/NSA"],
      "n1/n3/n5/n7/n8/n20/n28/n38/n40/n41/n77/n78/n79",
      "HTTP, HTTPS, SOCKS5, UDP",
      ["API, schedule, URL (5-10 s)", "API、定时、链接（5-10秒）"],
      ["No", "不支持"],
      ["Send/receive via API", "通过API收发"],
      ["No", "不支持"],
      ["Signal, data usage, temperature, current IP", "信号、流量、温度、当前IP"],
      ["Yes (REST/JSON)", "支持（REST/JSON）"],
    ]),
  },
];
