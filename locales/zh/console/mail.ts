import type { NamespaceConsoleTranslation } from "../../i18n-types";

const mail = {
  nav: "邮件",
  title: "邮件",
  lead: "商店未能发出的邮件，以及本地发件箱。",
  dead: "未发出的邮件",
  deadEmpty: "所有邮件都已发出。",
  kind: "邮件",
  recipient: "收件人",
  error: "原因",
  failedAt: "放弃时间",
  attempts: "尝试次数：{count}",
  retry: "重新发送",
  retried: "邮件已重新排队。",
  notFound: "没有可重新发送的这封邮件。",
  outbox: "发件箱",
  outboxLead: "未配置邮件服务商时，邮件会写在这里而不是发出（最新的在前）。",
  outboxEmpty: "发件箱是空的。",
  to: "收件人：{recipient}",
  htmlOf: "邮件“{subject}”的 HTML",
  text: "纯文本部分",
  alerts: "订单付款或某个版本库存不足时立即发邮件通知我",
  saveAlerts: "保存",
  alertsSaved: "邮件设置已保存。",
  digest: "每天给我发送商店摘要（UTC 06:00，关于前一天）",
  headers: "邮件头",
} satisfies NamespaceConsoleTranslation["mailPage"];

export default mail;
