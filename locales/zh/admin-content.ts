import type { Translation } from "../i18n-types";

/** 运营后台的产品文件、内容编辑与优惠活动，及其接口的提示。 */
const adminContent = {
  api: {
    productNotFound: "没有这个产品。",
    fileNotFound: "该产品没有这个文件。",
    fileTooBig: "文件太大：此类文件最大 {size}。",
    fileType:
      "此处不接受这种文件。图片：JPEG、PNG 或 WebP；技术规格书：PDF；固件：.bin、.img、.fw、.hex、.zip、.tar 或 .gz。",
    fileDisguised: "文件内容与文件名不符（例如名为 .jpg 的脚本）。请上传真实的文件。",
    fileEmpty: "文件为空。",
  },
  nav: {
    media: "产品文件",
  },
  media: {
    title: "{name} 的文件",
    listTitle: "产品文件",
    listLead: "每个产品的图库图片、封面、技术规格书和固件。",
    product: "产品",
    files: "文件",
    open: "管理文件",
    cover: "封面",
    noCover: "尚无封面。",
    roles: {
      gallery: "图库图片",
      cover: "封面图片",
      datasheet: "技术规格书 (PDF)",
      firmware: "固件",
    },
    roleHints: {
      gallery: "JPEG、PNG 或 WebP，最大 {size}。照片元数据（相机、GPS 位置）会被删除。",
      cover: "JPEG、PNG 或 WebP，最大 {size}。显示在列表和产品页顶部。",
      datasheet: "PDF，最大 {size}。列在产品页的“下载”标签中。",
      firmware: ".bin、.img、.fw、.hex、.zip、.tar 或 .gz，最大 {size}。",
    },
    choose: "选择文件",
    upload: "上传",
    uploading: "正在上传…",
    uploaded: "已上传 {name}。",
    remove: "移除",
    removed: "文件已移除。",
    confirmRemove: "从该产品移除 {name}？产品页将立即不再显示它。",
    none: "暂无。",
    name: "名称",
    type: "类型",
    size: "大小",
    added: "添加时间",
    viewProduct: "查看产品页",
  },
} satisfies Translation["adminContent"];

export default adminContent;
