import type { Translation } from "../i18n-types";

/** Textes des pages de contenu (fr). */
const content = {
  api: {
    postNotFound: "Aucun billet de blog avec l’identifiant {id}.",
    caseNotFound: "Aucune étude de cas avec l’identifiant {id}.",
    articleNotFound: "Aucun article avec l’identifiant {id}.",
    pageNotFound: "Aucune page « {slug} ».",
  },
  blog: {
    yearFilter: "Filtrer les billets par année",
    allYears: "Toutes les années",
    yearTitle: "Billets de {year}",
    postedBy: "Par {author}",
    empty: "Aucun billet pour le moment.",
    guides: "Guides pratiques",
    guidesLead: "Une aide pas à pas pour installer et exploiter votre matériel.",
    postNavigation: "Autres billets",
    olderPost: "Billet précédent",
    newerPost: "Billet suivant",
  },
  case: {
    atAGlance: "En bref",
    customer: "Client",
    industry: "Secteur",
    region: "Région",
    empty: "Aucune étude de cas pour le moment.",
  },
  related: {
    post: "Produits cités dans ce billet",
    case: "Produits utilisés dans ce projet",
    article: "Produits traités dans ce guide",
    about: "Nos produits phares",
    solution: "Les produits de la solution",
  },
  share: {
    title: "Partager cette page",
    qrLabel: "QR code contenant le lien de cette page",
    hint: "Scannez-le pour ouvrir cette page sur votre téléphone.",
  },
  solution: {
    facts: "Portline en chiffres",
    allSolutions: "Autres solutions",
  },
  languageFallback: "Ce texte n’est pas encore disponible en français : il est affiché en anglais.",
  partialLanguageFallback:
    "Une partie de ce contenu n’est pas encore disponible en français : elle est affichée en anglais.",
} satisfies Translation["content"];

export default content;
