import type { Translation } from "../i18n-types";

/** UI text of the content pages (es). */
const content = {
  api: {
    postNotFound: "No existe ninguna entrada del blog con el id {id}.",
    caseNotFound: "No existe ningún caso de éxito con el id {id}.",
    articleNotFound: "No existe ningún artículo con el id {id}.",
    pageNotFound: "No existe la página «{slug}».",
  },
  blog: {
    yearFilter: "Filtrar entradas por año",
    allYears: "Todos los años",
    yearTitle: "Entradas del blog de {year}",
    postedBy: "Por {author}",
    empty: "Todavía no hay entradas aquí.",
    guides: "Guías",
    guidesLead: "Ayuda paso a paso para instalar y operar su equipo.",
    postNavigation: "Más entradas",
    olderPost: "Entrada anterior",
    newerPost: "Entrada siguiente",
  },
  case: {
    atAGlance: "De un vistazo",
    customer: "Cliente",
    industry: "Sector",
    region: "Región",
    empty: "Todavía no hay casos de éxito.",
  },
  related: {
    post: "Productos de esta entrada",
    case: "Productos del proyecto",
    article: "Productos a los que se aplica esta guía",
    about: "Nuestros productos estrella",
    solution: "Productos que lo resuelven",
  },
  share: {
    title: "Compartir esta página",
    qrLabel: "Código QR con el enlace a esta página",
    hint: "Escanéelo para abrir esta página en su móvil.",
  },
  solution: {
    facts: "Portline en cifras",
    allSolutions: "Otras soluciones",
  },
  languageFallback: "Este texto aún no está disponible en su idioma, por lo que se muestra en inglés.",
  partialLanguageFallback:
    "Parte de este contenido aún no está disponible en su idioma, por lo que se muestra en inglés.",
} satisfies Translation["content"];

export default content;
