import type { Translation } from "../i18n-types";

/** Arquivos de produto, editores de conteúdo e campanhas do console, e as mensagens da sua API. */
const adminContent = {
  api: {
    productNotFound: "Esse produto não existe.",
    fileNotFound: "Este produto não tem esse arquivo.",
    fileTooBig: "O arquivo é grande demais: no máximo {size} para este tipo de arquivo.",
    fileType:
      "Este tipo de arquivo não é aceito aqui. Imagens: JPEG, PNG ou WebP; fichas técnicas: PDF; firmware: .bin, .img, .fw, .hex, .zip, .tar ou .gz.",
    fileDisguised:
      "O conteúdo do arquivo não corresponde ao nome (por exemplo, um script chamado .jpg). Envie o arquivo verdadeiro.",
    fileEmpty: "O arquivo está vazio.",
  },
  nav: {
    media: "Arquivos de produto",
  },
  media: {
    title: "Arquivos de {name}",
    listTitle: "Arquivos de produto",
    listLead: "Imagens da galeria, capas, fichas técnicas e firmware de cada produto.",
    product: "Produto",
    files: "Arquivos",
    open: "Gerenciar arquivos",
    cover: "Capa",
    noCover: "Ainda sem capa.",
    roles: {
      gallery: "Imagens da galeria",
      cover: "Imagem de capa",
      datasheet: "Fichas técnicas (PDF)",
      firmware: "Arquivos de firmware",
    },
    roleHints: {
      gallery: "JPEG, PNG ou WebP, no máximo {size}. Os metadados da foto (câmera, posição GPS) são removidos.",
      cover: "JPEG, PNG ou WebP, no máximo {size}. Aparece nas listas e no topo da página do produto.",
      datasheet: "PDF, no máximo {size}. Listada na aba Downloads da página do produto.",
      firmware: ".bin, .img, .fw, .hex, .zip, .tar ou .gz, no máximo {size}.",
    },
    choose: "Escolha um arquivo",
    upload: "Enviar",
    uploading: "Enviando…",
    uploaded: "{name} enviado.",
    remove: "Remover",
    removed: "Arquivo removido.",
    confirmRemove: "Remover {name} deste produto? A página do produto deixa de mostrá-lo na hora.",
    none: "Nenhum ainda.",
    name: "Nome",
    type: "Tipo",
    size: "Tamanho",
    added: "Adicionado",
    viewProduct: "Ver a página do produto",
  },
} satisfies Translation["adminContent"];

export default adminContent;
