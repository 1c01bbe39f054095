import type { Translation } from "../i18n-types";
import catalog from "./catalog";
import content from "./content";

/** Portuguese as written in Brazil (pt-BR): "você", Brazilian shop vocabulary (frete, cupom). */
const pt = {
  meta: {
    titleTemplate: "{title} - {siteName}",
    defaultTitle: "{siteName} - {tagline}",
    tagline: "Fornecedor confiável de gateways VoIP e tráfego",
    ogLocale: "pt_BR",
  },
  sections: {
    home: {
      title: "Gateways SMS, GoIP e proxy",
      description:
        "Compre gateways SMS, pools de modems SMS, gateways GoIP/VoIP e gateways proxy 4G/5G direto do fabricante: até 512 SIMs, 5.440 SMS/min e envio para o mundo todo.",
    },
    smsGateway: {
      title: "Gateways SMS",
      description: "Gateways SMS multi-SIM com SMPP e API HTTP, de 8 a 512 slots de SIM e até 5.440 SMS por minuto.",
    },
    voipGateway: {
      title: "Gateways GoIP e VoIP",
      description:
        "Gateways VoIP GSM, 4G e LTE com SIP, até 32 chamadas simultâneas por aparelho e suporte a SIM bank.",
    },
    proxyGateway: {
      title: "Gateways proxy",
      description:
        "Gateways proxy móveis 4G e 5G com rotação de IP por porta, troca de IMEI e API HTTP para automação.",
    },
    smsModem: {
      title: "Pools de modems SMS",
      description:
        "Pools de modems SMS USB e de rack com 8, 16, 32 ou 66 portas para SMS em massa, OTP e mensagens bidirecionais.",
    },
    company: {
      title: "Quem somos",
      description:
        "Quem somos: um fabricante de gateways SMS, VoIP e proxy que atende operadoras e desenvolvedores no mundo todo.",
    },
    case: {
      title: "Casos de sucesso",
      description:
        "Como bancos, lojas virtuais, call centers e provedores de internet operam seu tráfego de mensagens e voz com nossos gateways.",
    },
    blog: {
      title: "Blog",
      description:
        "Guias e novidades sobre SMPP, SIM banks, gateways GoIP, proxies móveis e entregabilidade de SMS em massa.",
    },
  },
  common: {
    notifications: "Notificações",
    skipToContent: "Pular para o conteúdo",
    loading: "Carregando…",
    loadingPage: "Carregando a página…",
    retry: "Tentar novamente",
    close: "Fechar",
    backHome: "Voltar ao início",
    viewAll: "Ver tudo",
    readMore: "Continuar lendo",
    learnMore: "Saiba mais",
    priceFrom: "A partir de {price}",
    noResults: "Nada por aqui ainda.",
    breadcrumb: "Trilha de navegação",
    home: "Início",
    page: "Página {page}",
    previous: "Anterior",
    next: "Próxima",
    pagination: "Paginação",
    published: "Publicado em {date}",
  },
  nav: {
    main: "Navegação principal",
    menu: "Menu",
    search: "Buscar",
    searchPlaceholder: "Busque gateways, modems, guias…",
    cart: "Carrinho",
    cartWithCount: "Carrinho, {count} {{itens|item|itens}}",
    account: "Minha conta",
    signIn: "Entrar",
    register: "Criar conta",
    signOut: "Sair",
    hello: "Olá, {name}",
    products: "Produtos",
    categories: "Categorias",
    solutions: "Soluções",
  },
  language: {
    label: "Idioma",
    reset: "Idioma do site",
    en: "English",
    zh: "中文",
    es: "Español",
    ru: "Русский",
    fr: "Français",
    pt: "Português (Brasil)",
    ar: "العربية",
  },
  footer: {
    shop: "Loja",
    company: "Empresa",
    support: "Suporte",
    about: "Quem somos",
    cases: "Casos de sucesso",
    blog: "Blog",
    logistics: "Envio e logística",
    userAgreement: "Termos de uso",
    discount: "Ofertas",
    account: "Minha conta",
    allProducts: "Todos os produtos",
    copyright: "© {year} {siteName}. Todos os direitos reservados.",
    facts: "512 SIMs por sistema · 5.440 SMS/min · 32 chamadas simultâneas",
  },
  pages: {
    home: {
      heroTitle: "Gateways à altura do seu tráfego",
      heroLead:
        "Gateways SMS, pools de modems, gateways GoIP/VoIP e proxy feitos para operadoras: até 512 SIMs e 50 milhões de SMS por dia.",
      shopNow: "Ver produtos",
      categories: "Compre por categoria",
      featured: "Produtos em destaque",
      latestPosts: "Do blog",
      facts: "Feitos para escalar",
      factSims: "SIMs por sistema",
      factSpeed: "SMS por minuto",
      factCalls: "chamadas simultâneas",
      factPorts: "portas por pool de modems",
      factDaily: "SMS por dia",
      factDailyValue: "50 mi",
      filtered: "Exibindo: {name}",
      clearFilter: "Mostrar tudo",
    },
    sms: { title: "Soluções SMS", lead: "Gateways SMS e pools de modems para OTP, alertas e envios em massa." },
    lists: { title: "Todos os produtos", lead: "Todos os nossos gateways, pools de modems e acessórios." },
    search: {
      title: "Busca",
      lead: "Encontre produtos, guias e casos de sucesso.",
      resultsFor: "Resultados para “{query}”",
    },
    cart: { title: "Carrinho de compras", lead: "Confira os itens do seu carrinho antes de finalizar a compra." },
    about: { title: "Quem somos" },
    account: {
      title: "Minha conta",
      orders: "Meus pedidos",
      coupons: "Meus cupons",
      reviews: "Minhas avaliações",
      settings: "Configurações da conta",
    },
    discount: {
      title: "Descontos",
      lead: "Resgate cupons das nossas campanhas e economize em gateways e pools de modems.",
    },
    blog: { title: "Nosso blog" },
    case: { title: "Casos de sucesso" },
    logistics: { title: "Envio e logística" },
    article: { title: "Artigo" },
    auth: {
      login: "Entrar",
      register: "Criar conta",
      forgot: "Esqueci minha senha",
      reset: "Redefinir senha",
    },
    category: { title: "Categoria", lead: "{count} {{produtos|produto|produtos}}" },
    userAgreement: { title: "Termos de uso" },
    orderConfirm: { title: "Confirmar pedido" },
    orderPay: { title: "Pagamento", secure: "Compra segura" },
    product: { title: "Produto" },
    solution: {
      title: "Soluções",
      smsModem: "Solução de pool de modems SMS",
      smsGateway: "Solução de gateway SMS",
      goipGateway: "Solução de gateway GoIP",
      voipGateway: "Solução de gateway VoIP",
      proxyGateway: "Solução de gateway proxy",
    },
  },
  catalog,
  content,
  errors: {
    notFoundTitle: "Página não encontrada",
    notFoundMessage: "Página não encontrada: {path}",
    notFoundHint: "A página que você procura não existe ou mudou de endereço.",
    serverCode: "500",
    serverTitle: "Erro interno do servidor.",
    serverPageTitle: "Erro interno do servidor",
    serverBody: "Já estamos trabalhando para resolver o problema.",
    errorInfo: "Detalhes do erro",
    dataFailed: "Não foi possível carregar parte desta página.",
    sessionExpired: "Sua sessão expirou. Entre novamente.",
    internal: "Algo deu errado do nosso lado. Tente novamente.",
    upstream: "O servidor da loja não respondeu. Tente novamente.",
    unsubscribeInvalid: "Este link de cancelamento não é válido. Altere suas configurações de e-mail na sua conta.",
  },
} satisfies Translation;

export default pt;
