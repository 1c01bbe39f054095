import type { Translation } from "../i18n-types";

/** Fichiers produits, éditeurs de contenu et campagnes de la console, et les messages de son API. */
const adminContent = {
  api: {
    productNotFound: "Ce produit n’existe pas.",
    fileNotFound: "Ce produit n’a pas ce fichier.",
    fileTooBig: "Le fichier est trop volumineux : {size} au plus pour ce type de fichier.",
    fileType:
      "Ce type de fichier n’est pas accepté ici. Images : JPEG, PNG ou WebP ; fiches techniques : PDF ; micrologiciels : .bin, .img, .fw, .hex, .zip, .tar ou .gz.",
    fileDisguised:
      "Le contenu du fichier ne correspond pas à son nom (par exemple un script nommé .jpg). Envoyez le vrai fichier.",
    fileEmpty: "Le fichier est vide.",
  },
  nav: {
    media: "Fichiers produits",
  },
  media: {
    title: "Fichiers de {name}",
    listTitle: "Fichiers produits",
    listLead: "Images de galerie, couvertures, fiches techniques et micrologiciels de chaque produit.",
    product: "Produit",
    files: "Fichiers",
    open: "Gérer les fichiers",
    cover: "Couverture",
    noCover: "Pas encore de couverture.",
    roles: {
      gallery: "Images de galerie",
      cover: "Image de couverture",
      datasheet: "Fiches techniques (PDF)",
      firmware: "Micrologiciels",
    },
    roleHints: {
      gallery:
        "JPEG, PNG ou WebP, {size} au plus. Les métadonnées de la photo (appareil, position GPS) sont supprimées.",
      cover: "JPEG, PNG ou WebP, {size} au plus. Affichée dans les listes et en haut de la page produit.",
      datasheet: "PDF, {size} au plus. Listée dans l’onglet Téléchargements de la page produit.",
      firmware: ".bin, .img, .fw, .hex, .zip, .tar ou .gz, {size} au plus.",
    },
    choose: "Choisir un fichier",
    upload: "Envoyer",
    uploading: "Envoi…",
    uploaded: "{name} envoyé.",
    remove: "Retirer",
    removed: "Fichier retiré.",
    confirmRemove: "Retirer {name} de ce produit ? La page produit cesse aussitôt de l’afficher.",
    none: "Aucun pour l’instant.",
    name: "Nom",
    type: "Format",
    size: "Taille",
    added: "Ajouté",
    viewProduct: "Voir la page produit",
  },
} satisfies Translation["adminContent"];

export default adminContent;
