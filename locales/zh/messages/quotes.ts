import type { NamespaceMessagesTranslation } from "../../i18n-types";

/** 询价单的某一步无法执行时 API 的说明。 */
const quotes = {
  notFound: "该询价单不存在。",
  stale: "您打开此询价单后，它已有变动。请刷新查看变动内容，然后重试。",
  notOpen: "该询价单已关闭，无法再更改。",
  offerRevised: "此报价已被更新的报价取代。请查看最新报价，合适的话再接受。",
  offerExpired: "此报价已失效。请在询价单的留言中申请新的报价。",
  noPendingOffer: "该询价单没有等待批准的报价。",
  addressCountry: "此报价的价格和运费适用于 {country}。请选择 {country} 的地址，或申请新的报价。",
  attachmentNotFound: "附件不存在或属于其他询价单。请重新添加附件。",
  unknownStaff: "没有使用此 ID 的在职员工。",
  notSold: "“{name}”已停售。请申请不含该商品的报价。",
  unknownSku: "不存在 ID 为 {skuId} 的商品版本。",
  belowFloor: "以下明细的价格低于标价的 {percent}%：{names}。请让所有者批准该报价，或提高价格。",
  fileTooBig: "文件过大：最大为 {size}。",
  fileType: "请附加 PDF 文件，或 JPEG、PNG、WebP 图片。",
  fileDisguised: "文件内容与文件名不符。请附加未经改动的原文件。",
  fileEmpty: "文件为空。",
  fileName: "请填写文件名。",
} satisfies NamespaceMessagesTranslation["quotes"];

export default quotes;
