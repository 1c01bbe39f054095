/** Company pages: about, logistics, user agreement. */
import type { ImportPage } from "../../import/types";

export const companyPages: ImportPage[] = [
  {
    slug: "about",
    productIds: [7, 14, 11],
    text: {
      en: {
        title: "About Portline",
        description:
          "Portline designs SMS gateways, modem pools, GoIP/VoIP and proxy gateways, from 8-port desktops to 512-SIM platforms.",
        bodyMd: `Portline designs and builds telecom hardware that connects SIM cards to software: SMS gateways, SMS modem pools, GoIP and VoLTE gateways, and mobile proxy gateways.

## What we make

- **SMS gateways** from 8 to **512 SIM** cards. Our flagship SG512 sends **5,440 SMS/min** per chassis, and a seven-chassis cluster handles **up to 50 million SMS a day**.
- **SMS modem pools** of **8, 16, 32 or 66 ports**, USB or rack-mounted.
- **GoIP and VoIP gateways** with up to **32 concurrent calls** over GSM or VoLTE.
- **4G and 5G proxy gateways** with one mobile IP per modem.

## How we work

- Hardware, firmware and the SMS Server software are designed in-house, so one team answers for the whole stack.
- Every unit is tested on live networks before shipping; rack systems are burned in at full load.
- Every product has an HTTP API, and the SMS range adds SMPP: no proprietary client required.
- Spare parts are stocked for at least five years after a product is discontinued.

## Company facts

| | |
|---|---|
| Founded | 2014 |
| Headquarters and assembly | Shenzhen, China |
| Support offices | Rotterdam, Netherlands; Mexico City, Mexico |
| Customers | Operators, aggregators, banks, retailers and call centres in over 90 countries |
| Certifications | CE, FCC, RoHS; ISO 9001 quality system |

## Contact

Sales: sales@portline.example · Support: support@portline.example`,
      },
      zh: {
        title: "关于 Portline",
        description: "Portline 设计短信网关、猫池、GoIP/VoIP网关和代理网关，产品覆盖8口桌面设备到512卡平台。",
        bodyMd: `Portline 设计并制造连接SIM卡与软件的通信硬件：短信网关、短信猫池、GoIP与VoLTE网关，以及移动代理网关。

## 我们的产品

- **短信网关**：从8卡到 **512卡**。旗舰产品SG512单机 **每分钟发送5,440条**，7台组成的集群 **日发送量最高可达5,000万条**。
- **短信猫池**：**8口、16口、32口或66口**，USB或机架式。
- **GoIP与VoIP网关**：基于GSM或VoLTE，最多 **32路并发通话**。
- **4G与5G代理网关**：每个模块一个独立移动IP。

## 我们的方式

- 硬件、固件和SMS Server软件均为自主设计，由同一团队对整套系统负责。
- 每台设备出厂前都在真实网络上测试；机架式系统经过满负荷老化。
- 所有产品都提供HTTP API，短信产品线还支持SMPP，无需专用客户端。
- 产品停产后，备件至少继续供应五年。

## 公司概况

| | |
|---|---|
| 成立时间 | 2014年 |
| 总部与组装 | 中国深圳 |
| 服务中心 | 荷兰鹿特丹；墨西哥墨西哥城 |
| 客户 | 90多个国家的运营商、聚合商、银行、零售商和呼叫中心 |
| 认证 | CE、FCC、RoHS；ISO 9001质量管理体系 |

## 联系我们

销售：sales@portline.example · 技术支持：support@portline.example`,
      },
    },
  },
  {
    slug: "logistics",
    productIds: [],
    text: {
      en: {
        title: "Shipping and logistics",
        description:
          "Shipping methods, delivery times, regions, customs and duties for Portline orders, from express courier to economy freight.",
        bodyMd: `We ship worldwide from our warehouse in Shenzhen. Orders placed before 15:00 (UTC+8) on a working day leave the same day if the product is in stock.

Choose express courier for urgent orders and economy freight for racks, pallets and bulk orders; every shipping method, with its delivery time, price and the countries it ships to, is listed under Shipping methods on this page and offered at checkout. Delivery times start when the parcel leaves our warehouse. Lead times for products built to order (SG256, SG512) are shown on each product page.

## Regions

We ship to all countries except those under international trade sanctions. Remote areas may add 1-3 days and a surcharge that the carrier sets.

## Customs and duties

- Prices exclude import duties and taxes. These are paid by the receiver on delivery unless agreed otherwise.
- Every shipment carries a commercial invoice with HS codes, so clearance is straightforward.
- Radio equipment may need type approval in your country; ask us for test reports before ordering.
- We declare the true value of every shipment.

## Tracking and damage

You receive a tracking number by email when the order ships. Inspect parcels on arrival and report visible damage to the carrier and to us within 48 hours, with photos.`,
      },
      zh: {
        title: "配送与物流",
        description: "Portline订单的配送方式、时效、地区、海关与关税说明，涵盖国际快递到经济型货运。",
        bodyMd: `我们从深圳仓库发货至全球。工作日15:00（UTC+8）前下单且有现货的，当天发出。

紧急订单请选择国际快递，机架设备、整托和批量订单请选择经济型货运；各配送方式的时效、价格和可配送国家见本页“配送方式”列表，结算时也可选择。时效自包裹离开仓库起计算。按单生产的产品（SG256、SG512）的交货期见各产品页面。

## 配送地区

除受国际贸易制裁的国家外，我们可发往所有国家和地区。偏远地区可能增加1-3天时效，并由承运商收取附加费。

## 海关与关税

- 价格不含进口关税和税费，除另有约定外，由收件人在签收时支付。
- 每票货物均附带含HS编码的商业发票，便于清关。
- 无线设备在部分国家可能需要型号核准，订购前可向我们索取测试报告。
- 我们按真实货值申报每一票货物。

## 追踪与破损

订单发货后，您会通过邮件收到运单号。请在签收时检查包裹，如有明显破损，请在48小时内附照片通知承运商和我们。`,
      },
    },
  },
  {
    slug: "user-agreement",
    productIds: [],
    text: {
      en: {
        title: "User agreement",
        description:
          "Terms that apply to your Portline account, orders, payments, warranty and the lawful use of Portline hardware.",
        bodyMd: `These terms apply when you create an account on this site or place an order with Portline ("we", "us"). By doing either, you accept them.

## 1. Your account

- Give accurate information and keep your password private. You are responsible for activity on your account.
- Accounts are for businesses and professional users. You must be at least 18 years old.
- We may suspend an account that is used for fraud or that breaches these terms.

## 2. Orders and prices

- Prices are shown in US dollars and exclude import duties and local taxes unless stated.
- An order is accepted when we confirm payment. We may cancel an order in case of an obvious pricing error, and refund you in full.
- Coupons apply under the conditions shown with each coupon; one coupon per order.

## 3. Payment

Payment is due when you place the order. Unpaid orders are cancelled automatically after the time shown at checkout.

## 4. Delivery

Delivery times are estimates. Risk passes to you when the carrier delivers the goods. See the logistics page for details.

## 5. Returns and warranty

- Unused products in original packaging may be returned within 14 days of delivery; return shipping is paid by you.
- Warranty terms are described in the Warranty and RMA article and on each product page.

## 6. Lawful use

Portline hardware connects to public mobile networks. You agree to:

- use SIM cards and plans in line with your operators' terms;
- send messages and calls only to recipients who have agreed to receive them, and honour opt-outs;
- use proxy gateways only for traffic you are entitled to send;
- comply with the telecommunications, privacy and export laws that apply to you.

We may refuse orders or support where we believe these conditions are not met.

## 7. Liability

Our liability for any order is limited to the amount paid for it. We are not liable for indirect losses such as lost profit or lost data, except where the law does not allow this limitation.

## 8. Personal data

We process your data to run your account and fulfil orders, as described in our privacy notice. We do not sell personal data.

## 9. Changes

We may update these terms. The version in force when you place an order applies to that order.

## 10. Law

These terms are governed by the laws of the Netherlands. Disputes go to the courts of Rotterdam, unless mandatory consumer law gives you another forum.

*Last updated: 2026-01-05*`,
      },
      zh: {
        title: "用户协议",
        description: "适用于您的Portline账户、订单、付款、质保以及合法使用Portline硬件的条款。",
        bodyMd: `当您在本网站注册账户或向 Portline（“我们”）下单时，即适用本条款。注册或下单即表示您接受本条款。

## 1. 账户

- 请提供真实信息并妥善保管密码，您需对账户下的所有操作负责。
- 账户面向企业及专业用户，注册人须年满18周岁。
- 如账户被用于欺诈或违反本条款，我们可暂停该账户。

## 2. 订单与价格

- 价格以美元显示，除另有说明外，不含进口关税和当地税费。
- 订单在我们确认收款后成立。如出现明显的标价错误，我们可取消订单并全额退款。
- 优惠券按各自显示的条件使用，每笔订单限用一张。

## 3. 付款

下单时即需付款。未付款订单将在结算页显示的时限后自动取消。

## 4. 交付

交付时间为预估时间。货物由承运商送达后，风险即转移给您。详情见配送与物流页面。

## 5. 退货与质保

- 未使用且包装完好的产品，可在签收后14天内退货，退货运费由您承担。
- 质保条款见“质保与返修（RMA）流程”文章及各产品页面。

## 6. 合法使用

Portline硬件接入公共移动网络。您同意：

- 按运营商条款使用SIM卡和套餐；
- 仅向同意接收的对象发送短信和拨打电话，并及时处理退订；
- 仅将代理网关用于您有权发送的流量；
- 遵守适用于您的电信、隐私和出口管制法律。

如我们认为上述条件未被满足，可拒绝订单或技术支持。

## 7. 责任限制

我们对任一订单的责任以该订单的实付金额为限。除法律不允许此类限制的情形外，我们不对利润损失、数据丢失等间接损失承担责任。

## 8. 个人数据

我们依照隐私声明处理您的数据，用于运营账户和履行订单。我们不出售个人数据。

## 9. 条款变更

我们可能更新本条款。每笔订单适用下单时有效的版本。

## 10. 适用法律

本条款适用荷兰法律。争议由鹿特丹法院管辖，但强制性消费者保护法律另有规定的除外。

*最后更新：2026-01-05*`,
      },
    },
  },
];
