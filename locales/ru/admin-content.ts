import type { Translation } from "../i18n-types";

/** Файлы товаров, редакторы контента и кампании консоли, а также сообщения её API. */
const adminContent = {
  api: {
    productNotFound: "Такого товара нет.",
    fileNotFound: "У этого товара нет такого файла.",
    fileTooBig: "Файл слишком большой: для файлов этого вида не более {size}.",
    fileType:
      "Такие файлы здесь не принимаются. Изображения: JPEG, PNG или WebP; спецификации: PDF; прошивки: .bin, .img, .fw, .hex, .zip, .tar или .gz.",
    fileDisguised:
      "Содержимое файла не соответствует его имени (например, скрипт с именем .jpg). Загрузите настоящий файл.",
    fileEmpty: "Файл пуст.",
  },
  nav: {
    media: "Файлы товаров",
  },
  media: {
    title: "Файлы: {name}",
    listTitle: "Файлы товаров",
    listLead: "Изображения галереи, обложки, спецификации и прошивки каждого товара.",
    product: "Товар",
    files: "Файлы",
    open: "Управлять файлами",
    cover: "Обложка",
    noCover: "Обложки пока нет.",
    roles: {
      gallery: "Изображения галереи",
      cover: "Обложка",
      datasheet: "Спецификации (PDF)",
      firmware: "Прошивки",
    },
    roleHints: {
      gallery: "JPEG, PNG или WebP, не более {size}. Метаданные фото (камера, GPS-координаты) удаляются.",
      cover: "JPEG, PNG или WebP, не более {size}. Показывается в списках и вверху страницы товара.",
      datasheet: "PDF, не более {size}. Появляется на вкладке «Загрузки» страницы товара.",
      firmware: ".bin, .img, .fw, .hex, .zip, .tar или .gz, не более {size}.",
    },
    choose: "Выберите файл",
    upload: "Загрузить",
    uploading: "Загрузка…",
    uploaded: "{name} загружен.",
    remove: "Убрать",
    removed: "Файл убран.",
    confirmRemove: "Убрать {name} у этого товара? Страница товара сразу перестанет его показывать.",
    none: "Пока нет.",
    name: "Имя",
    type: "Тип",
    size: "Размер",
    added: "Добавлен",
    viewProduct: "Открыть страницу товара",
  },
} satisfies Translation["adminContent"];

export default adminContent;
