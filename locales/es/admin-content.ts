import type { Translation } from "../i18n-types";

/** Archivos de producto, editores de contenido y campañas de la consola, y los mensajes de su API. */
const adminContent = {
  api: {
    productNotFound: "No existe ese producto.",
    fileNotFound: "Este producto no tiene ese archivo.",
    fileTooBig: "El archivo es demasiado grande: como máximo {size} para este tipo de archivo.",
    fileType:
      "Aquí no se acepta este tipo de archivo. Imágenes: JPEG, PNG o WebP; fichas técnicas: PDF; firmware: .bin, .img, .fw, .hex, .zip, .tar o .gz.",
    fileDisguised:
      "El contenido del archivo no coincide con su nombre (por ejemplo, un script llamado .jpg). Sube el archivo real.",
    fileEmpty: "El archivo está vacío.",
  },
  nav: {
    media: "Archivos de producto",
  },
  media: {
    title: "Archivos de {name}",
    listTitle: "Archivos de producto",
    listLead: "Imágenes de galería, portadas, fichas técnicas y firmware de cada producto.",
    product: "Producto",
    files: "Archivos",
    open: "Gestionar archivos",
    cover: "Portada",
    noCover: "Todavía sin portada.",
    roles: {
      gallery: "Imágenes de galería",
      cover: "Imagen de portada",
      datasheet: "Fichas técnicas (PDF)",
      firmware: "Archivos de firmware",
    },
    roleHints: {
      gallery: "JPEG, PNG o WebP, como máximo {size}. Se eliminan los metadatos de la foto (cámara, posición GPS).",
      cover: "JPEG, PNG o WebP, como máximo {size}. Se muestra en las listas y arriba en la página del producto.",
      datasheet: "PDF, como máximo {size}. Aparece en la pestaña Descargas de la página del producto.",
      firmware: ".bin, .img, .fw, .hex, .zip, .tar o .gz, como máximo {size}.",
    },
    choose: "Elige un archivo",
    upload: "Subir",
    uploading: "Subiendo…",
    uploaded: "{name} subido.",
    remove: "Quitar",
    removed: "Archivo quitado.",
    confirmRemove: "¿Quitar {name} de este producto? La página del producto deja de mostrarlo al instante.",
    none: "Ninguno todavía.",
    name: "Nombre",
    type: "Tipo",
    size: "Tamaño",
    added: "Añadido",
    viewProduct: "Ver la página del producto",
  },
} satisfies Translation["adminContent"];

export default adminContent;
