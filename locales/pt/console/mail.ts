import type { NamespaceConsoleTranslation } from "../../i18n-types";

const mail = {
  nav: "E-mails",
  title: "E-mails",
  lead: "Os e-mails que a loja não conseguiu enviar e a caixa de saída local.",
  dead: "E-mails não enviados",
  deadEmpty: "Todos os e-mails foram enviados.",
  kind: "E-mail",
  recipient: "Destinatário",
  error: "Motivo",
  failedAt: "Desistido em",
  attempts: "Tentativas: {count}",
  retry: "Enviar de novo",
  retried: "O e-mail voltou para a fila.",
  notFound: "Não há esse e-mail para enviar de novo.",
  outbox: "Caixa de saída",
  outboxLead: "Sem um provedor de e-mail, os e-mails ficam aqui em vez de serem enviados (os mais recentes primeiro).",
  outboxEmpty: "A caixa de saída está vazia.",
  to: "Para {recipient}",
  htmlOf: "O e-mail “{subject}” em HTML",
  text: "Parte em texto",
  alerts: "Me avisar por e-mail assim que um pedido for pago ou uma versão ficar com estoque baixo",
  saveAlerts: "Salvar",
  alertsSaved: "Sua configuração de e-mail foi salva.",
  digest: "Enviar-me um resumo diário da loja (às 06:00 UTC, sobre o dia anterior)",
  headers: "Cabeçalhos",
} satisfies NamespaceConsoleTranslation["mailPage"];

export default mail;
