import type { NamespaceMailTranslation } from "../../i18n-types";

/** 询价单的邮件：发给买家的邮件，以及给员工的提醒。 */
const quoteMails = {
  view: "查看您的询价单",
  viewOffer: "查看并接受报价",
  quoteNo: "询价单号",
  validUntil: "有效期至",
  freight: "运费",
  subtotal: "商品小计",
  total: "合计",
  leadTime: "付款后 {days} 天发货",
  received: {
    subject: "我们已收到您的询价单 {quoteNo}",
    heading: "我们已收到您的询价",
    intro: "感谢您的询价。我们的销售团队将针对询价单 {quoteNo} 给出报价，包括价格、发往 {country} 的运费和交期。",
  },
  offered: {
    subject: "询价单 {quoteNo} 的报价",
    heading: "您的报价已备好",
    intro: "这是我们对询价单 {quoteNo} 的报价，有效期至 {date}。在询价单页面接受报价后，即按这些价格生成您的订单。",
  },
  revised: {
    subject: "询价单 {quoteNo} 的修订报价（第 {version} 版）",
    heading: "您的报价已修订",
    intro:
      "我们修订了询价单 {quoteNo} 的报价（第 {version} 版，有效期至 {date}）。只有这一最新版本可以接受；之前的版本仍保留在询价单页面，方便您比较。",
  },
  reminder: {
    subject: "询价单 {quoteNo} 的报价将于 {date} 到期",
    heading: "您的报价即将到期",
    intro: "询价单 {quoteNo} 的报价有效期至 {date}。请在此之前接受报价，即可按这些价格下单。",
  },
  expired: {
    subject: "询价单 {quoteNo} 的报价已过期",
    heading: "您的报价已过期",
    intro: "询价单 {quoteNo} 的报价有效期至 {date}，现已无法接受。如需新的报价，请在询价单页面给我们留言。",
  },
  reply: {
    subject: "您的询价单 {quoteNo} 有新留言",
    heading: "{name} 回复了您",
    intro: "询价单 {quoteNo} 有一条新留言：",
  },
  declined: {
    subject: "关于您的询价单 {quoteNo}",
    heading: "我们无法提供报价",
    intro: "很抱歉，我们无法为询价单 {quoteNo} 提供报价。",
    reason: "原因：{reason}",
  },
  fromOffer: "此订单来自您已接受的询价单 {quoteNo} 第 {version} 版报价。",
  staff: {
    requestedSubject: "来自 {email} 的新询价单 {quoteNo}",
    requestedIntro: "{email} 为 {count} 件商品询价，发往 {country}。",
    messageSubject: "{email} 就询价单 {quoteNo} 留言",
    acceptedSubject: "询价单 {quoteNo} 已接受：订单 {orderNo}",
    acceptedIntro: "{email} 接受了询价单 {quoteNo} 的第 {version} 版报价，生成订单 {orderNo}，等待付款。",
    declinedSubject: "询价单 {quoteNo} 已被买家拒绝",
    withdrawnSubject: "询价单 {quoteNo} 已被买家撤回",
    closedIntro: "{email} 关闭了询价单 {quoteNo}。",
    open: "打开询价单",
  },
} satisfies NamespaceMailTranslation["quote"];

export default quoteMails;
