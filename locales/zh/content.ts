import type { Translation } from "../i18n-types";

/** UI text of the content pages (zh). */
const content = {
  api: {
    postNotFound: "不存在编号为 {id} 的博客文章。",
    caseNotFound: "不存在编号为 {id} 的客户案例。",
    articleNotFound: "不存在编号为 {id} 的文章。",
    pageNotFound: "不存在页面“{slug}”。",
  },
  blog: {
    yearFilter: "按年份筛选文章",
    allYears: "全部年份",
    yearTitle: "{year}年的博客文章",
    postedBy: "作者：{author}",
    empty: "这里还没有文章。",
    guides: "使用指南",
    guidesLead: "设备安装与运维的分步指导。",
    postNavigation: "更多文章",
    olderPost: "上一篇",
    newerPost: "下一篇",
  },
  case: {
    atAGlance: "项目概览",
    customer: "客户",
    industry: "行业",
    region: "地区",
    empty: "还没有客户案例。",
  },
  related: {
    post: "本文涉及的产品",
    case: "项目所用产品",
    article: "本指南适用的产品",
    about: "我们的旗舰产品",
    solution: "解决方案产品",
  },
  share: {
    title: "分享本页",
    qrLabel: "包含本页链接的二维码",
    hint: "用手机扫码即可打开本页。",
  },
  solution: {
    facts: "Portline 数据一览",
    allSolutions: "其他解决方案",
  },
  languageFallback: "本文暂无您所选语言的版本，以下为英文原文。",
  partialLanguageFallback: "部分内容暂无您所选语言的版本，以英文显示。",
} satisfies Translation["content"];

export default content;
