import type { Translation } from "../i18n-types";
import catalogue from "./catalogue";
import content from "./content";

/**
 * French. Typography: a no-break space (U+00A0) before « : » and inside « », a narrow no-break
 * space (U+202F) before ; ! ?, and the typographic apostrophe (’).
 */
const fr = {
  meta: {
    titleTemplate: "{title} - {siteName}",
    defaultTitle: "{siteName} - {tagline}",
    tagline: "Fournisseur de confiance de passerelles VoIP et de trafic",
    ogLocale: "fr_FR",
  },
  sections: {
    home: {
      title: "Passerelles SMS, GoIP et proxy",
      description:
        "Passerelles SMS, pools de modems SMS, passerelles GoIP/VoIP et passerelles proxy 4G/5G en direct du fabricant : jusqu’à 512 SIM, 5 440 SMS/min, livraison dans le monde entier.",
    },
    smsGateway: {
      title: "Passerelles SMS",
      description:
        "Passerelles SMS multi-SIM avec SMPP et API HTTP, de 8 à 512 emplacements SIM et jusqu’à 5 440 SMS par minute.",
    },
    voipGateway: {
      title: "Passerelles GoIP et VoIP",
      description:
        "Passerelles VoIP GSM, 4G et LTE avec SIP, jusqu’à 32 appels simultanés par appareil et prise en charge des banques de SIM.",
    },
    proxyGateway: {
      title: "Passerelles proxy",
      description:
        "Passerelles proxy mobiles 4G et 5G : rotation d’IP par port, changement d’IMEI et API HTTP pour l’automatisation.",
    },
    smsModem: {
      title: "Pools de modems SMS",
      description:
        "Pools de modems SMS USB et en rack de 8, 16, 32 ou 66 ports pour l’envoi en masse, l’OTP et les échanges bidirectionnels.",
    },
    company: {
      title: "À propos",
      description:
        "Qui nous sommes : un fabricant de passerelles SMS, VoIP et proxy au service des opérateurs et des développeurs du monde entier.",
    },
    case: {
      title: "Études de cas",
      description:
        "Comment banques, e-commerçants, centres d’appels et FAI font passer leurs messages et leurs appels par nos passerelles.",
    },
    blog: {
      title: "Blog",
      description:
        "Guides et actualités sur SMPP, les banques de SIM, les passerelles GoIP, les proxys mobiles et la délivrabilité des SMS en masse.",
    },
  },
  common: {
    notifications: "Notifications",
    skipToContent: "Aller au contenu",
    loading: "Chargement…",
    loadingPage: "Chargement de la page…",
    retry: "Réessayer",
    close: "Fermer",
    backHome: "Retour à l’accueil",
    viewAll: "Tout voir",
    readMore: "Lire la suite",
    learnMore: "En savoir plus",
    priceFrom: "À partir de {price}",
    noResults: "Rien pour le moment.",
    breadcrumb: "Fil d’Ariane",
    home: "Accueil",
    page: "Page {page}",
    previous: "Précédent",
    next: "Suivant",
    pagination: "Navigation entre les pages",
    published: "Publié le {date}",
  },
  nav: {
    main: "Navigation principale",
    menu: "Menu",
    more: "Plus",
    search: "Rechercher",
    searchPlaceholder: "Passerelles, modems, guides…",
    cart: "Panier",
    cartWithCount: "Panier, {count} article{{s}}",
    account: "Mon compte",
    signIn: "Se connecter",
    register: "Créer un compte",
    signOut: "Se déconnecter",
    hello: "Bonjour, {name}",
    products: "Produits",
    categories: "Catégories",
    solutions: "Nos solutions",
  },
  language: {
    label: "Langue",
    reset: "Langue du site",
    en: "English",
    zh: "中文",
    es: "Español",
    ru: "Русский",
    fr: "Français",
    pt: "Português (Brasil)",
    ar: "العربية",
  },
  footer: {
    shop: "Boutique",
    company: "Entreprise",
    support: "Assistance",
    about: "À propos de nous",
    cases: "Études de cas",
    blog: "Blog",
    logistics: "Livraison et logistique",
    userAgreement: "Conditions d’utilisation",
    discount: "Promotions",
    account: "Mon compte",
    allProducts: "Tous les produits",
    copyright: "© {year} {siteName}. Tous droits réservés.",
    facts: "512 SIM par système · 5 440 SMS/min · 32 appels simultanés",
  },
  pages: {
    home: {
      heroTitle: "Des passerelles à la hauteur de votre trafic",
      heroLead:
        "Passerelles SMS, pools de modems, passerelles GoIP/VoIP et proxy conçus pour les opérateurs : jusqu’à 512 SIM et 50 millions de SMS par jour.",
      shopNow: "Voir les produits",
      categories: "Acheter par catégorie",
      featured: "Produits phares",
      latestPosts: "Sur le blog",
      facts: "Conçu pour les gros volumes",
      factSims: "SIM par système",
      factSpeed: "SMS par minute",
      factCalls: "appels simultanés",
      factPorts: "ports par pool de modems",
      factDaily: "SMS par jour",
      factDailyValue: "50 M",
      filtered: "Affichage : {name}",
      clearFilter: "Tout afficher",
    },
    sms: {
      title: "Solutions SMS",
      lead: "Passerelles SMS et pools de modems pour l’OTP, les alertes et l’envoi en masse.",
    },
    lists: {
      title: "Tous les produits",
      lead: "Toutes nos passerelles, tous nos pools de modems et accessoires.",
    },
    search: {
      title: "Recherche",
      lead: "Trouvez produits, guides et études de cas.",
      resultsFor: "Résultats pour « {query} »",
    },
    cart: { title: "Panier", lead: "Vérifiez les articles de votre panier avant de passer commande." },
    about: { title: "À propos de nous" },
    account: {
      title: "Mon compte",
      orders: "Mes commandes",
      coupons: "Mes bons de réduction",
      reviews: "Mes avis",
      settings: "Paramètres du compte",
    },
    discount: {
      title: "Réductions",
      lead: "Récupérez des bons de réduction de nos campagnes et économisez sur les passerelles et les pools de modems.",
    },
    blog: { title: "Le blog" },
    case: { title: "Études de cas" },
    logistics: { title: "Livraison et logistique" },
    article: { title: "Article" },
    auth: {
      login: "Connexion",
      register: "Créer un compte",
      forgot: "Mot de passe oublié",
      reset: "Nouveau mot de passe",
    },
    category: { title: "Catégorie", lead: "{count} produit{{s}}" },
    userAgreement: { title: "Conditions d’utilisation" },
    orderConfirm: { title: "Valider la commande" },
    orderPay: { title: "Paiement", secure: "Paiement sécurisé" },
    product: { title: "Produit" },
    solution: {
      title: "Nos solutions",
      smsModem: "Solution pool de modems SMS",
      smsGateway: "Solution passerelle SMS",
      goipGateway: "Solution passerelle GoIP",
      voipGateway: "Solution passerelle VoIP",
      proxyGateway: "Solution passerelle proxy",
    },
  },
  catalogue,
  content,
  errors: {
    notFoundTitle: "Page introuvable",
    notFoundMessage: "Page introuvable : {path}",
    notFoundHint: "La page demandée n’existe pas ou a été déplacée.",
    serverCode: "500",
    serverTitle: "Erreur interne du serveur.",
    serverPageTitle: "Erreur interne du serveur",
    serverBody: "Nous travaillons déjà à résoudre le problème.",
    errorInfo: "Détails de l’erreur",
    dataFailed: "Une partie de cette page n’a pas pu être chargée.",
    sessionExpired: "Votre session a expiré. Veuillez vous reconnecter.",
    internal: "Une erreur s’est produite de notre côté. Veuillez réessayer.",
    upstream: "Le serveur de la boutique n’a pas répondu. Veuillez réessayer.",
    unsubscribeInvalid:
      "Ce lien de désabonnement n’est pas valide. Modifiez plutôt vos réglages de courriel dans votre compte.",
  },
} satisfies Translation;

export default fr;
