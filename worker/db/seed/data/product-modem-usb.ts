/** USB modem pools (category 12). */
import type { ImportProduct } from "../../import/types";
import {
  DOCS,
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

const MP8 = "mp8-usb-modem-pool";
const MP16 = "mp16-usb-modem-pool";

export const modemUsbProducts: ImportProduct[] = [
  // Goods 8 has exactly two gallery images.
  {
    id: 8,
    categoryId: 12,
    slug: MP8,
    sort: 8,
    currency: "USD",
    cover: gallery(MP8, 2)[0]!,
    images: gallery(MP8, 2),
    skus: [
      { id: 81, specId: 1, sku: "PL-MP8-USB", priceMinor: 42900, stock: 200, ...trade(1150, 1600, [320, 240, 100]) },
      {
        id: 82,
        specId: 12,
        sku: "PL-MP8-GSM",
        priceMinor: 32900,
        promoPriceMinor: 29900,
        stock: 120,
        ...trade(1100, 1550, [320, 240, 100]),
      },
    ],
    ageDays: 650,
    text: productText({
      name: ["Portline MP8 USB Modem Pool (8 Ports)", "Portline MP8 USB 猫池（8口）"],
      summary: [
        "Eight LTE Cat.4 or GSM modems behind a single USB cable, for developers who want to drive SMS with AT commands.",
        "一根USB线连接8个LTE Cat.4或GSM模块，适合希望直接用AT指令收发短信的开发者。",
      ],
      description: [
        `The MP8 is the simplest way to put eight SIM cards on a computer. A built-in powered USB hub presents each modem as its own serial port, so any software that speaks standard 3GPP AT commands (TS 27.005 / 27.007) works out of the box.

- 8 ports, 8 SIM slots, one modem per SIM
- LTE Cat.4 modules, or 2G GSM modules in the budget "GSM" version
- Up to 120 SMS/min with LTE modules
- Drivers for Windows 10/11 and Linux (cdc-acm / option)
- Free Portline SMS Server licence adds an **HTTP API** and **SMPP** gateway on your PC

Each port has a status LED and an individual reset line, so a hung modem can be power-cycled from software without touching the other seven.`,
        `MP8 是让电脑接入8张SIM卡最简单的方式。内置带电源的USB集线器，将每个模块映射为独立串口，任何支持标准3GPP AT指令（TS 27.005 / 27.007）的软件都可直接使用。

- 8个端口、8个SIM卡槽，每卡一个模块
- 标配LTE Cat.4模块，经济型“GSM”版本采用2G模块
- LTE版本最高120条/分钟
- 提供Windows 10/11和Linux（cdc-acm / option）驱动
- 附赠 Portline SMS Server 授权，可在电脑上提供 **HTTP API** 和 **SMPP** 网关

每个端口配有状态指示灯和独立复位线路，某个模块卡死时可通过软件单独断电重启，不影响其他7个端口。`,
      ],
      essentialDetails: essentials("MP8-USB", ["USB modem pool", "USB猫池"], 12, "CE, FCC, RoHS"),
      packagingDelivery: packaging("32 x 24 x 10 cm", 1.6, "2-4", [
        "1 unit with antennas, USB cable, adapter",
        "1台，含天线、USB线和电源适配器",
      ]),
      productParameters: rows([
        ["Ports", "端口数", "8", true],
        ["SIM slots", "SIM卡槽", "8", true],
        ["Network", "网络制式", ["LTE Cat.4 or GSM (by version)", "LTE Cat.4 或 GSM（按版本）"], true],
        [
          "Frequency bands",
          "频段",
          [
            "LTE B1/B3/B5/B7/B8/B20/B28/B38/B40/B41; GSM 900/1800 MHz",
            "LTE B1/B3/B5/B7/B8/B20/B28/B38/B40/B41；GSM 900/1800 MHz",
          ],
        ],
        [
          "SMS speed",
          "短信速度",
          ["LTE up to 120 SMS/min; GSM up to 48 SMS/min", "LTE最高120条/分钟；GSM最高48条/分钟"],
          true,
        ],
        ["Host interface", "主机接口", "USB 2.0 (Type-B)"],
        ["AT commands", "AT指令", "3GPP TS 27.005 / 27.007"],
        ["API", "API", ["HTTP API and SMPP via Portline SMS Server", "通过Portline SMS Server提供HTTP API和SMPP"]],
        ["Power", "电源", ["12 V DC, 3 A adapter", "12 V DC 3 A 适配器"]],
        ["Dimensions", "尺寸", "240 x 160 x 40 mm"],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["How the ports appear", "端口映射方式"],
        body: [
          "On Windows each modem shows up as a COM port; on Linux as /dev/ttyUSBn. Port numbering follows the physical slot order and stays stable across reboots.",
          "在Windows中每个模块显示为一个COM口；在Linux中为 /dev/ttyUSBn。端口编号与物理卡槽顺序一致，重启后保持不变。",
        ],
      },
      {
        kind: "tech",
        title: ["Supported software", "兼容软件"],
        body: [
          "Portline SMS Server, Gammu/SMSTools-style daemons, and any serial library that can send AT+CMGS in text or PDU mode.",
          "兼容 Portline SMS Server、Gammu/SMSTools 类守护进程，以及任何能以文本或PDU模式发送 AT+CMGS 的串口库。",
        ],
      },
      {
        kind: "build",
        title: ["Aluminium enclosure", "铝合金外壳"],
        body: [
          "Extruded aluminium body doubles as a heat sink; no fan, no noise, suitable for office desks.",
          "挤压铝合金外壳兼作散热器，无风扇、无噪音，适合放在办公桌上使用。",
        ],
      },
      {
        kind: "build",
        title: ["Per-port reset", "单端口复位"],
        body: [
          "Every modem has its own power switch controlled by the hub, reachable from the SMS Server console or a one-line command.",
          "每个模块都有由集线器控制的独立电源开关，可在SMS Server界面或用一行命令进行操作。",
        ],
      },
    ]),
    compare: compare(SMS_FAMILY, [
      ["USB desktop hub", "USB桌面式"],
      "8",
      "8",
      ["4G LTE Cat.4 / GSM", "4G LTE Cat.4 / GSM"],
      "LTE B1/B3/B5/B7/B8/B20/B28/B38/B40/B41; GSM 900/1800",
      ["In software (SMS Server)", "由软件实现（SMS Server）"],
      ["No", "不支持"],
      ["No", "不支持"],
      "120",
      ["≈ 172,000", "约17.2万条"],
      ["Via SMS Server software", "通过SMS Server软件"],
      ["Per-port LED + software", "端口指示灯 + 软件"],
      ["Via SMS Server software", "通过SMS Server软件"],
      ["Yes", "支持"],
    ]),
  },
  {
    id: 9,
    categoryId: 12,
    slug: MP16,
    sort: 9,
    currency: "USD",
    cover: gallery(MP16, 3)[0]!,
    images: gallery(MP16, 3),
    skus: [
      {
        id: 91,
        specId: 2,
        sku: "PL-MP16-USB",
        priceMinor: 79000,
        promoPriceMinor: 72900,
        stock: 85,
        ...trade(1950, 2600, [380, 280, 120]),
      },
      { id: 92, specId: 12, sku: "PL-MP16-GSM", priceMinor: 62000, stock: 60, ...trade(1850, 2500, [380, 280, 120]) },
    ],
    ageDays: 600,
    text: productText({
      name: ["Portline MP16 USB Modem Pool (16 Ports)", "Portline MP16 USB 猫池（16口）"],
      summary: [
        "Sixteen modems and sixteen SIMs on one USB link, with an open SDK for building your own SMS or verification service.",
        "一条USB链路连接16个模块和16张SIM卡，提供开放SDK，便于自建短信或验证码服务。",
      ],
      description: [
        `The MP16 doubles the MP8 and adds a small management microcontroller that reports SIM presence, signal level and temperature over a separate control port. That makes it a good base for custom software: your application sees sixteen modems plus one clean status interface.

- 16 ports, 16 SIM slots
- LTE Cat.4 modules (standard) or GSM (budget version)
- Up to 240 SMS/min with LTE modules
- Control port with JSON status messages, open-source Python and Go SDK
- Works with Portline SMS Server for **HTTP API** and **SMPP**

Two units can be stacked and share one power adapter using the supplied link cable.`,
        `MP16 在 MP8 的基础上将端口翻倍，并增加了一颗管理微控制器，通过独立的控制端口上报SIM卡在位、信号强度和温度。应用程序看到的是16个模块加一个清晰的状态接口，非常适合做二次开发。

- 16个端口，16个SIM卡槽
- 标配LTE Cat.4模块，经济型版本为GSM模块
- LTE版本最高240条/分钟
- 控制端口输出JSON状态消息，提供开源Python和Go SDK
- 配合 Portline SMS Server 可提供 **HTTP API** 和 **SMPP**

两台设备可以叠放，并通过随附的连接线共用一个电源适配器。`,
      ],
      essentialDetails: essentials("MP16-USB", ["USB modem pool", "USB猫池"], 12, "CE, FCC, RoHS"),
      packagingDelivery: packaging("38 x 28 x 12 cm", 2.6, "3-5", [
        "1 unit with antennas, USB cable, adapter",
        "1台，含天线、USB线和电源适配器",
      ]),
      productParameters: rows([
        ["Ports", "端口数", "16", true],
        ["SIM slots", "SIM卡槽", "16", true],
        ["Network", "网络制式", ["LTE Cat.4 or GSM (by version)", "LTE Cat.4 或 GSM（按版本）"], true],
        [
          "Frequency bands",
          "频段",
          [
            "LTE B1/B3/B5/B7/B8/B20/B28/B38/B40/B41; GSM 900/1800 MHz",
            "LTE B1/B3/B5/B7/B8/B20/B28/B38/B40/B41；GSM 900/1800 MHz",
          ],
        ],
        [
          "SMS speed",
          "短信速度",
          ["LTE up to 240 SMS/min; GSM up to 96 SMS/min", "LTE最高240条/分钟；GSM最高96条/分钟"],
          true,
        ],
        ["Host interface", "主机接口", ["USB 2.0 (Type-B) + control port", "USB 2.0（Type-B）+ 控制口"]],
        ["AT commands", "AT指令", "3GPP TS 27.005 / 27.007"],
        ["SDK", "SDK", ["Python and Go, MIT licence", "Python和Go，MIT许可"]],
        [
          "API",
          "API",
          ["HTTP API and SMPP via Portline SMS Server", "通过Portline SMS Server提供HTTP API和SMPP"],
          true,
        ],
        ["Power", "电源", ["12 V DC, 5 A adapter", "12 V DC 5 A 适配器"]],
        ["Dimensions", "尺寸", "300 x 200 x 45 mm"],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["Control port", "控制端口"],
        body: [
          "A 17th serial port emits one JSON line per event: SIM inserted or removed, registration change, temperature above threshold.",
          "第17个串口在每个事件发生时输出一行JSON：SIM卡插入或拔出、注册状态变化、温度超过阈值。",
        ],
      },
      {
        kind: "tech",
        title: ["Throughput", "吞吐量"],
        body: [
          "Expect about 15 SMS/min per LTE port and 6 SMS/min per GSM port in PDU mode with delivery reports enabled.",
          "在PDU模式并开启状态报告时，LTE端口约15条/分钟，GSM端口约6条/分钟。",
        ],
      },
      {
        kind: "development",
        title: ["Modem pool SDK", "猫池SDK"],
        body: [
          "Open-source Python and Go libraries for sending, receiving, USSD and port resets, with a ready-made REST wrapper.",
          "开源Python和Go库，支持短信收发、USSD和端口复位，并附带现成的REST封装。",
        ],
        url: `${DOCS}/sdk/modem-pool`,
      },
    ]),
    compare: compare(SMS_FAMILY, [
      ["USB desktop hub", "USB桌面式"],
      "16",
      "16",
      ["4G LTE Cat.4 / GSM", "4G LTE Cat.4 / GSM"],
      "LTE B1/B3/B5/B7/B8/B20/B28/B38/B40/B41; GSM 900/1800",
      ["In software (SMS Server)", "由软件实现（SMS Server）"],
      ["No", "不支持"],
      ["No", "不支持"],
      "240",
      ["≈ 345,000", "约34.5万条"],
      ["Via SMS Server software", "通过SMS Server软件"],
      ["Control port (JSON) + LED", "控制端口（JSON）+ 指示灯"],
      ["Via SMS Server software", "通过SMS Server软件"],
      ["Yes", "支持"],
    ]),
  },
];
