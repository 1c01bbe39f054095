import type { NamespacePurchaseTranslation } from "../../i18n-types";

const purchase = {
  quantity: "数量",
  decrease: "减少数量",
  increase: "增加数量",
  addDialog: {
    title: "提示",
    message: "请先登录",
    confirm: "立即登录",
    cancel: "知道了",
  },
  added: "加入购物车成功！",
  addingToCart: "正在加入…",
  reviews: {
    title: "评价",
    summary: "{average}/5 · {count} 条评价",
    none: "暂无评价。",
    verified: "已购买",
    by: "{name} · {date}",
    more: "更多评价",
    write: "写评价",
    edit: "编辑",
    delete: "删除",
    deleteConfirm: "确定删除这条评价吗？",
    rating: "评分",
    stars: "{count} 星",
    text: "您的评价",
    textHint: "说说哪些地方好用、哪些还可以改进（最多 2000 字）。",
    save: "发布评价",
    saved: "感谢您的评价，已成功发布！",
    deleted: "您的评价已删除。",
    toReview: "待评价",
    mine: "我的评价",
    hidden: "已被商家隐藏",
    hiddenReason: "已被商店隐藏：{reason}",
    cancel: "取消",
    orderedIn: "购于订单 {orderNo}",
    anonymous: "匿名买家",
    deletedCustomer: "已注销的顾客",
  },
} satisfies NamespacePurchaseTranslation;

export default purchase;
