/** Rack modem pools (category 13). */
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

const MP32 = "mp32-rack-modem-pool";
const MP66 = "mp66-rack-modem-pool";

const CAT1_BANDS = "LTE B1/B3/B5/B8/B20/B28/B34/B38/B39/B40/B41; GSM 900/1800 MHz";

export const modemRackProducts: ImportProduct[] = [
  {
    id: 10,
    categoryId: 13,
    slug: MP32,
    sort: 10,
    currency: "USD",
    cover: gallery(MP32, 4)[0]!,
    images: gallery(MP32, 4),
    skus: [
      { id: 101, specId: 3, sku: "PL-MP32-R", priceMinor: 148000, stock: 30, ...trade(5600, 6900, [580, 500, 150]) },
      {
        id: 102,
        specId: 12,
        sku: "PL-MP32-R-GSM",
        priceMinor: 109000,
        stock: 24,
        ...trade(5300, 6600, [580, 500, 150]),
      },
    ],
    ageDays: 450,
    text: productText({
      name: ["Portline MP32 Rack Modem Pool (32 Ports)", "Portline MP32 机架式猫池（32口）"],
      summary: [
        "Thirty-two LTE Cat.1 modems in a 1U rack unit with two USB 3.0 uplinks, sized for a single server to drive.",
        "1U机架内集成32个LTE Cat.1模块，配两路USB 3.0上行接口，一台服务器即可驱动。",
      ],
      description: [
        `The MP32 moves the modem pool from the desk to the rack. Thirty-two low-power LTE Cat.1 modules sit on four hot-swappable boards, each board with eight SIM slots, and the whole pool connects to one server through two USB 3.0 links.

LTE Cat.1 is the sweet spot for SMS: it registers on 4G networks, supports SMS over SGs and IMS, and draws a fraction of the power of a Cat.4 module, so 32 ports fit in 1U without a wall of fans.

- 32 ports, 32 SIM slots, LTE Cat.1 (GSM version available)
- Up to 480 SMS/min aggregate
- 2 x USB 3.0 uplinks (16 ports each), per-port reset
- Works with Portline SMS Server for **HTTP API** and **SMPP**

Front-panel LEDs show SIM, registration and activity for every port, visible from the cold aisle.`,
        `MP32 让猫池从桌面走进机柜。32个低功耗LTE Cat.1模块分布在4块可热插拔的板卡上，每块板卡8个SIM卡槽，整机通过两路USB 3.0链路连接到一台服务器。

LTE Cat.1 是短信业务的最佳选择：可注册4G网络，支持SMS over SGs和IMS，功耗只有Cat.4模块的一小部分，因此32个端口可以装进1U而无需大量风扇。

- 32个端口、32个SIM卡槽，LTE Cat.1（另有GSM版本）
- 全端口合计最高480条/分钟
- 2路USB 3.0上行（每路16个端口），支持单端口复位
- 配合 Portline SMS Server 提供 **HTTP API** 和 **SMPP**

前面板指示灯显示每个端口的SIM卡、注册和收发状态，在冷通道一侧即可查看。`,
      ],
      essentialDetails: essentials("MP32-R", ["Rack modem pool, 1U", "机架式猫池，1U"], 24, "CE, FCC, RoHS"),
      packagingDelivery: packaging("58 x 50 x 15 cm", 6.9, "5-7", [
        "1 unit with antennas, USB 3.0 cables, rack ears",
        "1台，含天线、USB 3.0线和机架挂耳",
      ]),
      productParameters: rows([
        ["Ports", "端口数", "32", true],
        ["SIM slots", "SIM卡槽", "32", true],
        ["Network", "网络制式", ["LTE Cat.1 or GSM (by version)", "LTE Cat.1 或 GSM（按版本）"], true],
        ["Frequency bands", "频段", CAT1_BANDS],
        ["SMS speed", "短信速度", ["Up to 480 SMS/min", "最高480条/分钟"], true],
        ["Host interface", "主机接口", "2 x USB 3.0 (Type-B)"],
        ["AT commands", "AT指令", "3GPP TS 27.005 / 27.007"],
        ["API", "API", ["HTTP API and SMPP via Portline SMS Server", "通过Portline SMS Server提供HTTP API和SMPP"]],
        ["Power", "电源", ["100-240 V AC, 90 W max", "100-240 V AC，最大90 W"]],
        ["Dimensions", "尺寸", "440 x 320 x 44 mm (1U)"],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["Why LTE Cat.1", "为何选择LTE Cat.1"],
        body: [
          "Cat.1 modules idle at about 15 mA and peak under 500 mA, against roughly twice that for Cat.4, while SMS performance is the same.",
          "Cat.1模块待机电流约15 mA、峰值低于500 mA，约为Cat.4的一半，而短信性能相同。",
        ],
      },
      {
        kind: "tech",
        title: ["Host requirements", "主机要求"],
        body: [
          "Any x86-64 or ARM64 server with two free USB 3.0 ports; Linux kernel 5.4 or later, or Windows Server 2019 or later.",
          "任意带两个空闲USB 3.0接口的x86-64或ARM64服务器；Linux内核5.4及以上，或Windows Server 2019及以上。",
        ],
      },
      {
        kind: "tech",
        title: ["Port health", "端口健康检测"],
        body: [
          "The SMS Server polls each port every 30 s and resets a modem automatically after two missed polls.",
          "SMS Server每30秒轮询一次每个端口，连续两次无响应即自动复位该模块。",
        ],
      },
      {
        kind: "build",
        title: ["Four hot-swap boards", "4块热插拔板卡"],
        body: [
          "Each 8-port board is removable from the front with a quarter-turn latch; the other 24 ports keep running.",
          "每块8口板卡可通过前面板的旋转卡扣拆下，其余24个端口继续工作。",
        ],
        img: `/images/goods/${MP32}-3.svg`,
      },
      {
        kind: "build",
        title: ["Quiet cooling", "静音散热"],
        body: [
          "Two 40 mm fans at low speed keep the unit under 38 dBA.",
          "两只40 mm风扇低速运行，整机噪音低于38 dBA。",
        ],
      },
    ]),
    compare: compare(SMS_FAMILY, [
      ["1U rack (USB)", "1U机架式（USB）"],
      "32",
      "32",
      ["4G LTE Cat.1 / GSM", "4G LTE Cat.1 / GSM"],
      "LTE B1/B3/B5/B8/B20/B28/B34/B38/B39/B40/B41; GSM 900/1800",
      ["In software (SMS Server)", "由软件实现（SMS Server）"],
      ["No", "不支持"],
      ["No", "不支持"],
      "480",
      ["≈ 691,000", "约69.1万条"],
      ["Via SMS Server software", "通过SMS Server软件"],
      ["Per-port LED + software", "端口指示灯 + 软件"],
      ["Via SMS Server software", "通过SMS Server软件"],
      ["Yes", "支持"],
    ]),
  },
  // Goods 11: its only SKU has stock 5.
  {
    id: 11,
    categoryId: 13,
    slug: MP66,
    sort: 11,
    currency: "USD",
    cover: gallery(MP66, 5)[0]!,
    images: gallery(MP66, 5),
    skus: [
      {
        id: 111,
        specId: 5,
        sku: "PL-MP66-R4G",
        priceMinor: 365000,
        promoPriceMinor: 339000,
        stock: 5,
        ...trade(8600, 10400, [620, 550, 220]),
      },
    ],
    ageDays: 180,
    text: productText({
      name: ["Portline MP66 Rack Modem Pool (66 Ports)", "Portline MP66 机架式猫池（66口）"],
      summary: [
        "Sixty-six LTE Cat.1 modems with an on-board controller that speaks SMPP and HTTP API directly, no host PC required.",
        "66个LTE Cat.1模块，内置主控直接提供SMPP和HTTP API，无需外接电脑。",
      ],
      description: [
        `The MP66 is the largest Portline modem pool: six boards of eleven modems in a 2U chassis, plus an embedded quad-core controller running the Portline SMS Server. Connect Ethernet and it is a standalone SMS gateway with modem-pool economics.

- 66 ports, 66 SIM slots, LTE Cat.1 with GSM fallback
- Up to 990 SMS/min aggregate
- On-board **SMPP** v3.4 server and **HTTP API**
- USSD, SIM balance checks and per-port reset from the web console
- 1 GbE management and data port

Sixty-six ports is a deliberate number: six 11-port boards leave room for airflow between them, so the unit stays cool at full load without loud fans.`,
        `MP66 是 Portline 端口数最多的猫池：2U机箱内6块板卡，每块11个模块，外加运行 Portline SMS Server 的嵌入式四核主控。接上网线即可作为独立短信网关使用，同时保持猫池的成本优势。

- 66个端口、66个SIM卡槽，LTE Cat.1并支持GSM回落
- 全端口合计最高990条/分钟
- 内置 **SMPP** v3.4 服务端和 **HTTP API**
- 在Web界面执行USSD、SIM卡余额查询和单端口复位
- 1个千兆管理/数据网口

66口是刻意的设计：6块11口板卡之间留有风道，满负荷时无需高转速风扇也能保持低温。`,
      ],
      essentialDetails: essentials(
        "MP66-R4G",
        ["Rack modem pool with controller, 2U", "带主控的机架式猫池，2U"],
        24,
        "CE, FCC, RoHS",
      ),
      packagingDelivery: packaging("62 x 55 x 22 cm", 10.4, "7-10", [
        "1 unit with 66 antennas and rack ears",
        "1台，含66根天线和机架挂耳",
      ]),
      productParameters: rows([
        ["Ports", "端口数", "66", true],
        ["SIM slots", "SIM卡槽", "66", true],
        ["Network", "网络制式", ["LTE Cat.1 with GSM fallback", "LTE Cat.1，支持GSM回落"], true],
        ["Frequency bands", "频段", CAT1_BANDS],
        ["SMS speed", "短信速度", ["Up to 990 SMS/min", "最高990条/分钟"], true],
        ["SMPP", "SMPP", ["SMPP v3.4 server on board", "内置SMPP v3.4服务端"], true],
        ["API", "API", ["HTTP API (REST/JSON) on board", "内置HTTP API（REST/JSON）"]],
        ["USSD", "USSD", ["Yes, per port", "支持，按端口"]],
        ["Controller", "主控", ["Quad-core ARM, 4 GB RAM, 32 GB eMMC", "四核ARM，4 GB内存，32 GB eMMC"]],
        ["Network interface", "网络接口", "1 x 1 GbE RJ45"],
        ["Power", "电源", ["100-240 V AC, 180 W max", "100-240 V AC，最大180 W"]],
        ["Dimensions", "尺寸", "440 x 400 x 88 mm (2U)"],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["Embedded SMS Server", "内置SMS Server"],
        body: [
          "The controller runs the same SMS Server as the desktop edition: routing rules, SIM groups, quotas and delivery reports.",
          "主控运行与桌面版相同的SMS Server：路由规则、SIM卡组、配额和状态报告一应俱全。",
        ],
      },
      {
        kind: "tech",
        title: ["Board layout", "板卡布局"],
        body: [
          "Six boards of 11 modems; each board has its own power rail and can be disabled for maintenance while the rest keep sending.",
          "6块板卡，每块11个模块，各自独立供电；维护时可单独停用某块板卡，其余继续发送。",
        ],
      },
      {
        kind: "tech",
        title: ["Throughput", "吞吐量"],
        body: ["About 15 SMS/min per port, 990 SMS/min for the full unit.", "每端口约15条/分钟，整机990条/分钟。"],
      },
      {
        kind: "build",
        title: ["Airflow gaps between boards", "板卡间风道"],
        body: [
          "A 12 mm gap between boards lets two slow 60 mm fans cool the whole chassis.",
          "板卡之间留有12 mm间隙，两只低速60 mm风扇即可为整机散热。",
        ],
      },
      {
        kind: "build",
        title: ["Numbered SIM slots", "带编号的SIM卡槽"],
        body: [
          "Slots are printed 01-66 and mapped one-to-one to console port numbers, which avoids pulling the wrong card.",
          "卡槽印有01-66编号，与管理界面的端口号一一对应，避免拔错卡。",
        ],
      },
      {
        kind: "addon",
        title: ["Magnetic antenna extension set", "磁吸天线延长套装"],
        body: [
          "Eleven 3 m SMA extension cables with magnetic-base antennas, to lift one board's antennas out of the rack. **$65 per set**, SKU PL-ACC-EXT11.",
          "11根3米SMA延长线配磁吸底座天线，可将一块板卡的天线引出机柜。**每套65美元**，SKU PL-ACC-EXT11。",
        ],
      },
    ]),
    compare: compare(SMS_FAMILY, [
      ["2U rack with controller", "2U机架式，带主控"],
      "66",
      "66",
      ["4G LTE Cat.1 / GSM", "4G LTE Cat.1 / GSM"],
      "LTE B1/B3/B5/B8/B20/B28/B34/B38/B39/B40/B41; GSM 900/1800",
      ["Count, time, quota", "按条数、时间、配额"],
      ["No", "不支持"],
      ["No", "不支持"],
      "990",
      ["≈ 1.4 million", "约142万条"],
      ["v3.4 server on board", "内置v3.4服务端"],
      ["Signal, balance, counters", "信号、余额、计数"],
      ["Yes (REST/JSON)", "支持（REST/JSON）"],
      ["Yes", "支持"],
    ]),
  },
];
