import type { NamespaceMessagesTranslation } from "../../i18n-types";

/** Ce que dit l’API des devis quand une étape ne peut pas être franchie. */
const quotes = {
  notFound: "Ce devis n’existe pas.",
  stale: "Ce devis a changé depuis que vous l’avez ouvert. Rechargez-le pour voir ce qui a changé, puis réessayez.",
  notOpen: "Ce devis est clos : il ne peut plus être modifié.",
  offerRevised:
    "Une offre plus récente a remplacé celle-ci. Consultez la dernière offre, puis acceptez-la si elle vous convient.",
  offerExpired: "Cette offre n’est plus valable. Demandez-en une nouvelle dans les messages du devis.",
  noPendingOffer: "Aucune offre de ce devis n’attend d’approbation.",
  addressCountry:
    "Les prix et les frais de port de l’offre sont prévus pour une livraison vers {country}. Choisissez une adresse dans ce pays ({country}), ou demandez une nouvelle offre.",
  attachmentNotFound: "Le fichier joint est introuvable ou appartient à une autre demande. Joignez-le de nouveau.",
  unknownStaff: "Aucun membre actif de l’équipe ne porte cet identifiant.",
  notSold: "« {name} » n’est plus vendu. Demandez une offre sans ce produit.",
  unknownSku: "Aucune version de produit ne porte l’identifiant {skuId}.",
  belowFloor:
    "Le prix de ces lignes est inférieur à {percent} % de leur prix catalogue : {names}. Demandez à un propriétaire d’approuver l’offre, ou augmentez les prix.",
  fileTooBig: "Le fichier est trop volumineux : {size} au maximum.",
  fileType: "Joignez un PDF ou une image JPEG, PNG ou WebP.",
  fileDisguised: "Le contenu du fichier ne correspond pas à son nom. Joignez le fichier tel quel.",
  fileEmpty: "Le fichier est vide.",
  fileName: "Indiquez le nom du fichier.",
} satisfies NamespaceMessagesTranslation["quotes"];

export default quotes;
