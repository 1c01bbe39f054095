import type { NamespaceDocumentsTranslation } from "../../i18n-types";

/** Les documents commerciaux de la boutique, imprimés (PDF) : facture pro forma, facture commerciale, avoir. */
const documents = {
  title: {
    proforma: "Facture pro forma",
    commercialInvoice: "Facture commerciale",
    creditNote: "Avoir",
  },
  labelled: "{label} : {value}",
  number: "Numéro",
  issued: "Date d’émission",
  orderNo: "Numéro de commande",
  poNumber: "Votre bon de commande",
  seller: "Vendeur",
  buyer: "Acheteur",
  shipTo: "Livrer à",
  taxId: "Identifiant fiscal",
  eori: "Numéro EORI",
  email: "E-mail de facturation",
  columns: {
    sku: "Réf.",
    description: "Désignation",
    hsCode: "Code SH",
    origin: "Origine",
    quantity: "Qté",
    netWeight: "Net kg",
    grossWeight: "Brut kg",
    unitPrice: "Prix unitaire",
    amount: "Montant",
  },
  subtotal: "Sous-total",
  shipping: "Livraison",
  discount: "Remise",
  total: "Montant total",
  currency: "Tous les montants sont en {currency}.",
  payment: {
    title: "Paiement",
    bankName: "Banque",
    accountName: "Titulaire du compte",
    accountNumber: "Numéro de compte / IBAN",
    swift: "Code SWIFT / BIC",
    reference: "Référence de paiement",
    dueBy: "À payer avant le",
    note: "Merci d’indiquer la référence de paiement avec votre virement. Cette facture pro forma est une demande de paiement, pas une facture fiscale.",
  },
  shipment: {
    title: "Expédition",
    incoterm: "Conditions de livraison (Incoterms® 2020)",
    parcels: "Colis",
    carrier: "Transporteur",
    tracking: "Numéro de suivi",
    netWeight: "Poids net total",
    grossWeight: "Poids brut total",
  },
  declaration:
    "Nous certifions que les informations de cette facture sont exactes et complètes, et que les marchandises sont de l’origine indiquée.",
  signature: "Signature et date",
  credit: {
    title: "Crédit",
    refersTo: "Se rapporte à la facture",
    amount: "Montant crédité",
    reason: "Motif",
  },
  page: "Page {page} sur {pages}",
} satisfies NamespaceDocumentsTranslation;

export default documents;
