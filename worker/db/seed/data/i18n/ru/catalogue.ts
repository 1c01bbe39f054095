/** Russian: categories, top navigation and spec options of data/catalog.ts. */
import type { LanguageOverlay } from "../../../overlay-types";

export const catalogueRu: Pick<LanguageOverlay, "categories" | "navigation" | "specOptions"> = {
  categories: {
    1: {
      name: "SMS-шлюзы",
      description: "GSM- и 4G LTE SMS-шлюзы на 8–512 SIM-карт со встроенными SMPP и HTTP API.",
    },
    2: {
      name: "GoIP / VoIP-шлюзы",
      description: "GSM- и VoLTE-шлюзы, которые подключают SIM-карты к вашей IP-АТС по SIP.",
    },
    3: {
      name: "Прокси-шлюзы",
      description: "4G и 5G мобильные прокси-шлюзы с отдельным IP на каждый модем и ротацией по запросу.",
    },
    4: {
      name: "SMS-модемные пулы",
      description: "USB- и стоечные модемные пулы на 8, 16, 32 и 66 портов для работы через AT-команды и SMS Server.",
    },
    5: {
      name: "GSM SMS-шлюзы",
      description: "Четырёхдиапазонные 2G-шлюзы для рынков с плотным покрытием GSM.",
    },
    6: {
      name: "4G LTE SMS-шлюзы",
      description: "Шлюзы LTE Cat.4, которые сохраняют SMS-рассылки после отключения 2G и 3G.",
    },
    7: {
      name: "SMS-системы высокой плотности",
      description: "Платформы на 256 и 512 SIM-карт для агрегаторов и операторов, в кластере — до 50 млн SMS в сутки.",
    },
    8: {
      name: "GoIP GSM-шлюзы",
      description: "8- и 16-канальные шлюзы GSM–SIP для офисов и колл-центров.",
    },
    9: {
      name: "LTE VoIP-шлюзы",
      description: "Шлюзы VoLTE с HD-голосом, до 32 одновременных вызовов.",
    },
    10: {
      name: "4G прокси-шлюзы",
      description: "Прокси-шлюзы LTE Cat.4 на 8–32 модема.",
    },
    11: {
      name: "5G прокси-шлюзы",
      description: "Прокси-шлюзы 5G NR с аплинками 10 GbE для задач, требующих широкой полосы.",
    },
    12: {
      name: "USB-модемные пулы",
      description: "Пулы на 8 и 16 портов, подключаемые к ПК одним USB-кабелем.",
    },
    13: {
      name: "Стоечные модемные пулы",
      description: "Стоечные пулы на 32 и 66 портов, старшая модель — со встроенным SMPP-сервером.",
    },
  },
  navigation: {
    "1": "SMS-шлюз",
    "2": "GoIP / VoIP-шлюз",
    "3": "Прокси-шлюз",
    "4": "SMS-модемный пул",
    sms: "SMS",
    lists: "Продукты",
    discount: "Скидки",
    blog: "Блог",
    case: "Кейсы",
    about: "О нас",
  },
  specOptions: {
    1: "8 портов",
    2: "16 портов",
    3: "32 порта",
    4: "64 порта",
    5: "66 портов",
    6: "128 портов",
    7: "256 портов",
    8: "512 портов",
    9: "2G/4G",
    10: "4G LTE",
    11: "5G",
    12: "GSM",
  },
};
