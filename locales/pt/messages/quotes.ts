import type { NamespaceMessagesTranslation } from "../../i18n-types";

/** O que a API de cotações diz quando uma etapa não pode ser feita. */
const quotes = {
  notFound: "Esta cotação não existe.",
  stale: "Esta cotação mudou desde que você a abriu. Recarregue-a para ver o que mudou e tente novamente.",
  notOpen: "Esta cotação está encerrada: não pode mais ser alterada.",
  offerRevised: "Uma proposta mais recente substituiu esta. Veja a última proposta e aceite-a se ela servir para você.",
  offerExpired: "Esta proposta não é mais válida. Peça uma nova nas mensagens da cotação.",
  noPendingOffer: "Nenhuma proposta desta cotação aguarda aprovação.",
  addressCountry:
    "Os preços e o frete da proposta valem para {country}. Escolha um endereço em {country} ou peça uma nova proposta.",
  attachmentNotFound: "O arquivo anexado não existe ou pertence a outra solicitação. Anexe-o novamente.",
  unknownStaff: "Nenhum membro ativo da equipe tem este id.",
  notSold: "“{name}” não é mais vendido. Peça uma proposta sem ele.",
  unknownSku: "Não existe versão de produto com o id {skuId}.",
  belowFloor:
    "Estes itens têm preço abaixo de {percent}% do preço de tabela: {names}. Peça a um proprietário que aprove a proposta ou aumente os preços.",
  fileTooBig: "O arquivo é grande demais: pode ter no máximo {size}.",
  fileType: "Anexe um PDF ou uma imagem JPEG, PNG ou WebP.",
  fileDisguised: "O conteúdo do arquivo não corresponde ao nome dele. Anexe o arquivo como ele é.",
  fileEmpty: "O arquivo está vazio.",
  fileName: "Informe o nome do arquivo.",
} satisfies NamespaceMessagesTranslation["quotes"];

export default quotes;
