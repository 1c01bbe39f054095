/** Knowledge-base articles. */
import type { ImportArticle } from "../../import/types";

const FENCE = "```";

export const articles: ImportArticle[] = [
  {
    id: 1,
    slug: "configure-smpp-on-a-portline-gateway",
    publishedAt: "2024-02-20",
    productIds: [3, 5, 7],
    text: {
      en: {
        title: "How to configure SMPP on a Portline gateway",
        summary: "Create an SMPP account, bind your client, and check delivery receipts, step by step.",
        bodyMd: `This guide applies to all SG-series gateways and to the MP66 rack modem pool.

## 1. Create an account

In the console, open **SMPP → Accounts → Add** and set:

| Field | Example | Notes |
|---|---|---|
| system_id | \`acme-otp\` | Up to 15 characters |
| password | \`********\` | Up to 8 characters (SMPP v3.4 limit) |
| Allowed IPs | \`203.0.113.10/32\` | Leave empty to allow any |
| SIM group | \`otp\` | Messages from this account use only these SIMs |
| Throughput cap | \`50\` msg/s | Optional |

## 2. Bind from your client

Connect to TCP port **2775** (or **3550** for TLS) and bind as transceiver:

${FENCE}text
bind_transceiver
  system_id:          acme-otp
  password:           ********
  system_type:        (empty)
  interface_version:  0x34
${FENCE}

Use a window of 10-50 outstanding submit_sm PDUs and send enquire_link every 30 seconds.

## 3. Delivery receipts

Set registered_delivery = 1 on submit_sm. Receipts arrive as deliver_sm with the standard \`id:... stat:DELIVRD\` text and the receipted_message_id TLV.

## 4. Troubleshooting

- **ESME_RBINDFAIL**: wrong password or IP not allowed.
- **ESME_RTHROTTLED**: you exceeded the throughput cap; slow down and retry.
- No receipts: check that the SIM's operator supports status reports.`,
      },
      zh: {
        title: "如何在Portline网关上配置SMPP",
        summary: "逐步创建SMPP账号、连接客户端并检查状态报告。",
        bodyMd: `本指南适用于所有SG系列网关以及MP66机架式猫池。

## 1. 创建账号

在管理界面打开 **SMPP → 账号 → 添加**，设置：

| 字段 | 示例 | 说明 |
|---|---|---|
| system_id | \`acme-otp\` | 最多15个字符 |
| password | \`********\` | 最多8个字符（SMPP v3.4限制） |
| 允许的IP | \`203.0.113.10/32\` | 留空表示不限制 |
| SIM卡组 | \`otp\` | 该账号的短信只使用这些SIM卡 |
| 吞吐上限 | \`50\` 条/秒 | 可选 |

## 2. 从客户端连接

连接TCP端口 **2775**（TLS使用 **3550**），以transceiver方式绑定：

${FENCE}text
bind_transceiver
  system_id:          acme-otp
  password:           ********
  system_type:        （留空）
  interface_version:  0x34
${FENCE}

窗口大小设为10-50个未确认的submit_sm，每30秒发送一次enquire_link。

## 3. 状态报告

在submit_sm中设置registered_delivery = 1。状态报告以deliver_sm返回，包含标准的 \`id:... stat:DELIVRD\` 文本以及receipted_message_id TLV。

## 4. 故障排查

- **ESME_RBINDFAIL**：密码错误或IP不在白名单。
- **ESME_RTHROTTLED**：超过吞吐上限，请降低速度后重试。
- 收不到状态报告：确认该SIM卡所属运营商支持状态报告。`,
      },
    },
  },
  {
    id: 2,
    slug: "warranty-and-rma-process",
    publishedAt: "2023-09-01",
    productIds: [],
    text: {
      en: {
        title: "Warranty and RMA process",
        summary: "What the warranty covers, how to open a return, and how advance replacement works.",
        bodyMd: `## Warranty periods

- Desktop gateways and USB modem pools: **12 months**
- Rack gateways, rack modem pools and proxy gateways: **24 months** (PX8 5G and PX16 4G/PX32 4G: 12 months)
- SG256 and SG512: **36 months**

The period starts on the delivery date shown by the carrier.

## What is covered

Hardware faults under normal use: failed radio modules, power supplies, fans, controllers and SIM holders. Not covered: damage from lightning or incorrect power, liquid, opened modules, and SIM cards.

## Opening an RMA

1. Collect the serial number (console → **System → About**) and a diagnostic bundle (**System → Export diagnostics**).
2. Contact support with the order number, serial number and a short description.
3. We reply within one working day with an RMA number or a remote fix.

## Advance replacement

For rack units and for single modules, we ship the replacement part first. Return the faulty part within 15 days using the prepaid label.

## Out of warranty

Repairs are quoted per part. Radio modules and power supplies remain available for at least five years after a product is discontinued.`,
      },
      zh: {
        title: "质保与返修（RMA）流程",
        summary: "质保范围、如何申请返修，以及先换后修的流程。",
        bodyMd: `## 质保期

- 桌面式网关和USB猫池：**12个月**
- 机架式网关、机架式猫池和代理网关：**24个月**（PX8 5G、PX16 4G和PX32 4G为12个月）
- SG256和SG512：**36个月**

质保期自承运商显示的签收日期起计算。

## 质保范围

正常使用下的硬件故障：无线模块、电源、风扇、主控和SIM卡座失效。不在保修范围内：雷击或错误供电造成的损坏、进液、私自拆开的模块，以及SIM卡。

## 申请RMA

1. 获取序列号（管理界面 → **系统 → 关于**）和诊断包（**系统 → 导出诊断信息**）。
2. 联系技术支持，提供订单号、序列号和简要问题描述。
3. 我们会在一个工作日内回复RMA编号或远程解决方案。

## 先换后修

对于机架式设备和单个模块，我们会先寄出替换件。请在15天内使用预付运单寄回故障件。

## 过保维修

按配件报价维修。产品停产后，无线模块和电源至少继续供应五年。`,
      },
    },
  },
  {
    id: 3,
    slug: "firmware-upgrade-guide",
    publishedAt: "2025-03-18",
    productIds: [3, 5, 7],
    text: {
      en: {
        title: "Firmware upgrade guide",
        summary: "How to upgrade safely from the console or the API, and what to do if an upgrade fails.",
        bodyMd: `Portline firmware is signed and installed to a second partition, so a failed upgrade never leaves the unit without a working system.

## Before you start

- Read the release notes for your model.
- Export the configuration (**System → Backup**).
- Schedule a quiet period: the gateway restarts its radios during the upgrade.

## From the console

1. **System → Firmware → Upload** and choose the \`.plfw\` file.
2. The signature is checked; unsigned or foreign files are rejected.
3. Click **Install and reboot**. Expect 3-6 minutes depending on the model.

## From the API

${FENCE}bash
curl -X POST https://gateway.local/api/v1/system/firmware \\
  -H "Authorization: Bearer YOUR_TOKEN" \\
  -F "file=@sg-series-4.8.2.plfw"
${FENCE}

## If something goes wrong

If the new firmware does not report healthy within 10 minutes, the unit boots the previous partition automatically. On the SG512, controllers upgrade one at a time, so traffic continues throughout.`,
      },
      zh: {
        title: "固件升级指南",
        summary: "如何通过管理界面或API安全升级，以及升级失败时的处理方法。",
        bodyMd: `Portline固件经过签名，并安装到第二个分区，即使升级失败，设备也始终保有可用系统。

## 升级前

- 阅读对应型号的版本说明。
- 导出配置（**系统 → 备份**）。
- 选择业务低峰时段：升级过程中网关会重启无线模块。

## 通过管理界面

1. **系统 → 固件 → 上传**，选择 \`.plfw\` 文件。
2. 系统校验签名，未签名或非本机型文件将被拒绝。
3. 点击 **安装并重启**，根据型号不同约需3-6分钟。

## 通过API

${FENCE}bash
curl -X POST https://gateway.local/api/v1/system/firmware \\
  -H "Authorization: Bearer YOUR_TOKEN" \\
  -F "file=@sg-series-4.8.2.plfw"
${FENCE}

## 出现问题时

如果新固件在10分钟内未报告正常，设备会自动从上一个分区启动。SG512的两个主控依次升级，升级期间业务不中断。`,
      },
    },
  },
  {
    id: 4,
    slug: "sim-card-compatibility",
    publishedAt: "2024-06-10",
    productIds: [1, 3, 8],
    text: {
      en: {
        title: "SIM card compatibility",
        summary:
          "Which SIM sizes, voltages and plans work in Portline gateways, and how to prepare cards before installation.",
        bodyMd: `## Size and type

- All Portline products take **Mini-SIM (2FF)** cards. Use a certified adapter for Micro or Nano SIMs; avoid cut cards.
- 1.8 V and 3 V SIMs are supported. Very old 5 V-only cards are not.
- eSIM is not supported in the current range.

## Plans

- SMS gateways: a plan that allows the volume you intend to send. Ask your operator about business or M2M plans for A2P traffic.
- VoIP gateways: voice-enabled plans; for LTE models the SIM must be provisioned for **VoLTE**.
- Proxy gateways: data plans that permit this use, without a fixed-IP APN.

## Preparing cards

1. Disable the PIN in a phone first, or enter the PIN per SIM in the console.
2. Make one test call or SMS from a phone to activate the card.
3. Label each card with its slot number.

## Checking status

The console shows registration, operator, signal and, where USSD is supported, balance for each SIM.`,
      },
      zh: {
        title: "SIM卡兼容性",
        summary: "Portline网关支持哪些SIM卡尺寸、电压和套餐，以及安装前如何准备SIM卡。",
        bodyMd: `## 尺寸与类型

- 所有Portline产品使用 **标准卡（Mini-SIM，2FF）**。Micro或Nano卡请使用合格的卡套，避免使用剪过的卡。
- 支持1.8 V和3 V SIM卡，不支持仅5 V的老式SIM卡。
- 当前产品线不支持eSIM。

## 套餐

- 短信网关：套餐需允许您计划的发送量。A2P业务请向运营商咨询企业或物联网套餐。
- VoIP网关：需要开通语音的套餐；LTE型号的SIM卡须开通 **VoLTE**。
- 代理网关：允许此类用途的数据套餐，且不使用固定IP的APN。

## 准备SIM卡

1. 先在手机上关闭PIN码，或在管理界面为每张卡输入PIN码。
2. 用手机拨打一次电话或发送一条短信以激活SIM卡。
3. 在每张卡上标注对应的卡槽编号。

## 查看状态

管理界面会显示每张SIM卡的注册状态、运营商、信号，以及（支持USSD时的）余额。`,
      },
    },
  },
];
