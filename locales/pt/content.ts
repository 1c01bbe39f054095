import type { Translation } from "../i18n-types";

/** Textos das páginas de conteúdo (pt-BR). */
const content = {
  api: {
    postNotFound: "Nenhum post do blog com o id {id}.",
    caseNotFound: "Nenhum caso de sucesso com o id {id}.",
    articleNotFound: "Nenhum artigo com o id {id}.",
    pageNotFound: "Nenhuma página “{slug}”.",
  },
  blog: {
    yearFilter: "Filtrar posts por ano",
    allYears: "Todos os anos",
    yearTitle: "Posts de {year}",
    postedBy: "Por {author}",
    empty: "Ainda não há posts aqui.",
    guides: "Guias",
    guidesLead: "Ajuda passo a passo para instalar e operar o seu equipamento.",
    postNavigation: "Mais posts",
    olderPost: "Post anterior",
    newerPost: "Próximo post",
  },
  case: {
    atAGlance: "Resumo",
    customer: "Cliente",
    industry: "Setor",
    region: "Região",
    empty: "Ainda não há casos de sucesso.",
  },
  related: {
    post: "Produtos deste post",
    case: "Produtos deste projeto",
    article: "Produtos abordados neste guia",
    about: "Nossos principais produtos",
    solution: "Produtos que resolvem isso",
  },
  share: {
    title: "Compartilhe esta página",
    qrLabel: "QR code com o link desta página",
    hint: "Escaneie para abrir esta página no celular.",
  },
  solution: {
    facts: "A Portline em números",
    allSolutions: "Outras soluções",
  },
  languageFallback: "Este texto ainda não está disponível em português, por isso é exibido em inglês.",
  partialLanguageFallback: "Parte deste conteúdo ainda não está disponível em português, por isso é exibida em inglês.",
} satisfies Translation["content"];

export default content;
