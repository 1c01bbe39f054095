import type { BaseTranslation } from "../i18n-types";

/** The console's product files, content editors and campaigns, and their API's messages. */
const adminContent = {
  api: {
    productNotFound: "No such product.",
    fileNotFound: "This product has no such file.",
    fileTooBig: "The file is too large: at most {size} for this kind of file.",
    fileType:
      "This kind of file is not accepted here. Images: JPEG, PNG or WebP; datasheets: PDF; firmware: .bin, .img, .fw, .hex, .zip, .tar or .gz.",
    fileDisguised:
      "The file's content does not match its name (for example a script named .jpg). Upload the real file.",
    fileEmpty: "The file is empty.",
  },
  nav: {
    media: "Product files",
  },
  media: {
    title: "Files of {name}",
    listTitle: "Product files",
    listLead: "Gallery images, covers, datasheets and firmware of each product.",
    product: "Product",
    files: "Files",
    open: "Manage files",
    cover: "Cover",
    noCover: "No cover yet.",
    roles: {
      gallery: "Gallery images",
      cover: "Cover image",
      datasheet: "Datasheets (PDF)",
      firmware: "Firmware",
    },
    roleHints: {
      gallery: "JPEG, PNG or WebP, at most {size}. Photo metadata (camera, GPS position) is removed.",
      cover: "JPEG, PNG or WebP, at most {size}. Shown in lists and at the top of the product page.",
      datasheet: "PDF, at most {size}. Listed in the product page's Downloads tab.",
      firmware: ".bin, .img, .fw, .hex, .zip, .tar or .gz, at most {size}.",
    },
    choose: "Choose a file",
    upload: "Upload",
    uploading: "Uploading…",
    uploaded: "{name} uploaded.",
    remove: "Remove",
    removed: "File removed.",
    confirmRemove: "Remove {name} from this product? The product page stops showing it at once.",
    none: "None yet.",
    name: "Name",
    type: "Type",
    size: "Size",
    added: "Added",
    viewProduct: "View the product page",
  },
} satisfies BaseTranslation;

export default adminContent;
