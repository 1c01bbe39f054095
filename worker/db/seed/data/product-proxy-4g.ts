/** 4G proxy gateways (category 10). */
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

const PX16 = "px16-4g-proxy-gateway";
const PX32 = "px32-4g-proxy-gateway";

const LTE_BANDS = "LTE FDD B1/B2/B3/B4/B5/B7/B8/B12/B13/B20/B28, TDD B38/B40/B41";

export const proxy4gProducts: ImportProduct[] = [
  {
    id: 16,
    categoryId: 10,
    slug: PX16,
    sort: 16,
    currency: "USD",
    cover: gallery(PX16, 4)[0]!,
    images: gallery(PX16, 4),
    skus: [
      {
        id: 161,
        specId: 2,
        sku: "PL-PX16-4G",
        priceMinor: 189000,
        promoPriceMinor: 169000,
        stock: 26,
        ...trade(5200, 6600, [580, 500, 150]),
      },
      { id: 162, specId: 1, sku: "PL-PX8-4G", priceMinor: 105000, stock: 40, ...trade(4600, 6000, [580, 500, 150]) },
    ],
    ageDays: 380,
    text: productText({
      name: ["Portline PX16 4G Proxy Gateway (16 Modems)", "Portline PX16 4G 代理网关（16模块）"],
      summary: [
        "Sixteen LTE Cat.4 modems, each published as its own HTTP and SOCKS5 proxy with on-demand IP rotation.",
        "16个LTE Cat.4模块，每个模块独立提供HTTP和SOCKS5代理，并支持按需更换IP。",
      ],
      description: [
        `The PX16 turns sixteen mobile data SIMs into sixteen independent proxies. Each modem has its own port pair for HTTP(S) and SOCKS5, its own credentials and its own mobile IP address, and a single API call tells the modem to re-attach to the network and come back with a new address.

Typical uses are ad verification, price and availability monitoring, app QA against carrier networks and geo-targeted content checks, where results must match what a real mobile subscriber sees.

- 16 LTE Cat.4 modems, 16 SIM slots
- HTTP, HTTPS (CONNECT) and SOCKS5 per modem, user/password or IP allow-list
- IP rotation by API, by schedule or by rotation URL; typical rotation time 6-12 s
- Per-port bandwidth caps and traffic accounting
- WireGuard tunnel to publish proxies from sites without a public IP

The built-in controller runs the proxy service; no external server is required.`,
        `PX16 可以把16张移动数据SIM卡变成16个独立代理。每个模块拥有独立的HTTP(S)和SOCKS5端口、独立的认证信息和独立的移动IP地址，只需一次API调用即可让模块重新接入网络并获取新地址。

典型用途包括广告验证、价格与库存监测、基于运营商网络的App测试以及地域定向内容检查——这些场景要求结果与真实手机用户看到的一致。

- 16个LTE Cat.4模块，16个SIM卡槽
- 每个模块提供HTTP、HTTPS（CONNECT）和SOCKS5，支持用户名/密码或IP白名单认证
- 通过API、定时任务或轮换链接更换IP，通常耗时6-12秒
- 按端口限速和流量统计
- 通过WireGuard隧道，在没有公网IP的站点也能对外提供代理

内置控制器直接运行代理服务，无需外接服务器。`,
      ],
      essentialDetails: essentials(
        "PX16-4G",
        ["4G proxy gateway, 1U rack", "4G代理网关，1U机架式"],
        12,
        "CE, FCC, RoHS",
      ),
      packagingDelivery: packaging("58 x 50 x 15 cm", 6.6, "5-7", [
        "1 unit with 16 antennas and rack ears",
        "1台，含16根天线和机架挂耳",
      ]),
      productParameters: rows([
        ["Ports", "端口数", ["16 LTE modems (8-modem version available)", "16个LTE模块（另有8模块版本）"], true],
        ["SIM slots", "SIM卡槽", "16"],
        ["Network", "网络制式", "4G LTE Cat.4", true],
        ["Frequency bands", "频段", LTE_BANDS],
        ["Throughput per modem", "单模块速率", ["Up to 150 Mbps down / 50 Mbps up", "下行最高150 Mbps / 上行50 Mbps"]],
        ["Proxy protocols", "代理协议", "HTTP, HTTPS (CONNECT), SOCKS5", true],
        ["IP rotation", "IP轮换", ["API, schedule, rotation URL; 6-12 s", "API、定时、轮换链接；6-12秒"], true],
        ["Authentication", "认证方式", ["User/password, IP allow-list", "用户名/密码、IP白名单"]],
        ["API", "API", ["HTTP API (REST/JSON)", "HTTP API（REST/JSON）"], true],
        ["Remote access", "远程接入", "WireGuard, OpenVPN"],
        ["Network interface", "网络接口", "2 x 1 GbE RJ45"],
        ["Power", "电源", ["100-240 V AC, 75 W max", "100-240 V AC，最大75 W"]],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["How rotation works", "IP轮换原理"],
        body: [
          "On a rotate request the modem detaches its data bearer and re-attaches; the operator assigns a new address from its pool. Other modems keep serving traffic meanwhile.",
          "收到轮换请求后，模块断开数据承载并重新附着，运营商从地址池分配新IP；期间其他模块照常提供服务。",
        ],
      },
      {
        kind: "tech",
        title: ["Port plan", "端口规划"],
        body: [
          "Modem n listens on 8000+n for HTTP and 9000+n for SOCKS5 by default; both ranges are configurable.",
          "默认第n个模块的HTTP端口为8000+n，SOCKS5端口为9000+n；两个端口范围均可修改。",
        ],
      },
      {
        kind: "tech",
        title: ["Acceptable use", "合规使用"],
        body: [
          "Proxies are for traffic you are entitled to send. Use SIMs on data plans that permit tethering or M2M use, and respect the terms of the sites you test.",
          "代理仅用于您有权发送的流量。请使用允许共享或M2M用途的数据套餐，并遵守被测网站的服务条款。",
        ],
      },
      {
        kind: "development",
        title: ["Proxy gateway API", "代理网关API"],
        body: [
          "List modems, rotate an IP, read the current address, set bandwidth caps and pull traffic counters.",
          "列出模块、更换IP、读取当前地址、设置限速以及获取流量计数。",
        ],
        url: `${DOCS}/api/proxy-gateway`,
      },
    ]),
    compare: compare(PROXY_FAMILY, [
      ["1U rack", "1U机架式"],
      "16",
      ["4G LTE Cat.4", "4G LTE Cat.4"],
      "B1/B2/B3/B4/B5/B7/B8/B12/B13/B20/B28/B38/B40/B41",
      "HTTP, HTTPS, SOCKS5",
      ["API, schedule, URL (6-12 s)", "API、定时、链接（6-12秒）"],
      ["No", "不支持"],
      ["Send/receive via API", "通过API收发"],
      ["No", "不支持"],
      ["Signal, data usage, current IP", "信号、流量、当前IP"],
      ["Yes (REST/JSON)", "支持（REST/JSON）"],
    ]),
  },
  {
    id: 17,
    categoryId: 10,
    slug: PX32,
    sort: 17,
    currency: "USD",
    cover: gallery(PX32, 4)[0]!,
    images: gallery(PX32, 4),
    skus: [
      { id: 171, specId: 3, sku: "PL-PX32-4G", priceMinor: 339000, stock: 15, ...trade(9200, 11200, [620, 550, 220]) },
    ],
    ageDays: 260,
    text: productText({
      name: ["Portline PX32 4G Proxy Gateway (32 Modems)", "Portline PX32 4G 代理网关（32模块）"],
      summary: [
        "Thirty-two 4G proxies in 2U with dual gigabit uplinks, per-port traffic accounting and a multi-user console.",
        "2U机箱提供32个4G代理，配双千兆上行、按端口流量统计和多用户管理界面。",
      ],
      description: [
        `The PX32 is the rack-dense version of the PX16 for teams that run mobile proxies as a shared internal service. Thirty-two modems, two bonded gigabit uplinks and a console where each team or customer sees only the ports assigned to them.

- 32 LTE Cat.4 modems, 32 SIM slots
- HTTP, HTTPS and SOCKS5 per modem; IP rotation by API, schedule or URL
- Multi-user console with port assignment and usage reports
- Data cap per SIM with automatic pause at the limit
- 2 x 1 GbE with LACP bonding

SIM cards load from the front; antennas connect on the rear panel or through the optional remote antenna panel.`,
        `PX32 是 PX16 的高密度机架版本，适合将移动代理作为内部共享服务运营的团队。32个模块、两路可聚合的千兆上行，以及一个每个团队或客户只能看到自己分配端口的管理界面。

- 32个LTE Cat.4模块，32个SIM卡槽
- 每个模块提供HTTP、HTTPS和SOCKS5；通过API、定时或链接更换IP
- 多用户管理界面，支持端口分配和用量报表
- 可为每张SIM卡设置流量上限，达到上限后自动暂停
- 2个千兆网口，支持LACP聚合

SIM卡从前面板装入；天线接在后面板，也可选配远程天线面板。`,
      ],
      essentialDetails: essentials(
        "PX32-4G",
        ["4G proxy gateway, 2U rack", "4G代理网关，2U机架式"],
        12,
        "CE, FCC, RoHS",
      ),
      packagingDelivery: packaging("62 x 55 x 22 cm", 11.2, "5-7", [
        "1 unit with 32 antennas and rack rails",
        "1台，含32根天线和机架导轨",
      ]),
      productParameters: rows([
        ["Ports", "端口数", ["32 LTE modems", "32个LTE模块"], true],
        ["SIM slots", "SIM卡槽", "32"],
        ["Network", "网络制式", "4G LTE Cat.4", true],
        ["Frequency bands", "频段", LTE_BANDS],
        ["Proxy protocols", "代理协议", "HTTP, HTTPS (CONNECT), SOCKS5", true],
        ["IP rotation", "IP轮换", ["API, schedule, rotation URL; 6-12 s", "API、定时、轮换链接；6-12秒"], true],
        ["Users", "用户", ["Multi-user, per-port assignment", "多用户，按端口分配"]],
        ["API", "API", ["HTTP API (REST/JSON)", "HTTP API（REST/JSON）"], true],
        ["Network interface", "网络接口", ["2 x 1 GbE RJ45, LACP", "2个千兆RJ45，支持LACP"]],
        ["Power", "电源", ["100-240 V AC, 140 W max", "100-240 V AC，最大140 W"]],
        ["Dimensions", "尺寸", "440 x 380 x 88 mm (2U)"],
      ]),
    }),
    sections: sections([
      {
        kind: "tech",
        title: ["Multi-user console", "多用户管理"],
        body: [
          "Create users, assign ports, and give each user an API token limited to their ports. Usage reports export daily to CSV.",
          "可创建用户、分配端口，并为每个用户生成仅能访问其端口的API令牌。用量报表每日导出为CSV。",
        ],
      },
      {
        kind: "tech",
        title: ["Data caps", "流量上限"],
        body: [
          "Set a monthly data cap per SIM; the port pauses at the limit and resumes on the billing day you configure.",
          "可为每张SIM卡设置月流量上限，达到上限后端口暂停，并在设定的结算日自动恢复。",
        ],
      },
      {
        kind: "tech",
        title: ["Throughput", "吞吐量"],
        body: [
          "Aggregate proxy throughput up to 1.8 Gbit/s across both uplinks, depending on radio conditions.",
          "视无线环境而定，两路上行合计代理吞吐最高可达1.8 Gbit/s。",
        ],
      },
      {
        kind: "build",
        title: ["Front SIM, rear RF", "前置SIM，后置射频"],
        body: [
          "SIM trays load from the front panel while antennas stay on the rear, so changing SIMs never disturbs the RF cabling.",
          "SIM卡托从前面板装入，天线留在后面板，换卡时不会碰到射频线缆。",
        ],
        img: `/images/goods/${PX32}-2.svg`,
      },
      {
        kind: "build",
        title: ["Cooling", "散热"],
        body: ["Three temperature-controlled fans, front-to-back airflow.", "三只温控风扇，前进后出风道。"],
      },
    ]),
    compare: compare(PROXY_FAMILY, [
      ["2U rack", "2U机架式"],
      "32",
      ["4G LTE Cat.4", "4G LTE Cat.4"],
      "B1/B2/B3/B4/B5/B7/B8/B12/B13/B20/B28/B38/B40/B41",
      "HTTP, HTTPS, SOCKS5",
      ["API, schedule, URL (6-12 s)", "API、定时、链接（6-12秒）"],
      ["No", "不支持"],
      ["Send/receive via API", "通过API收发"],
      ["No", "不支持"],
      ["Signal, data usage, cap, current IP", "信号、流量、上限、当前IP"],
      ["Yes (REST/JSON)", "支持（REST/JSON）"],
    ]),
  },
];
