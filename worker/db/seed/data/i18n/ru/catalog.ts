/** Russian: categories, top navigation and spec options of data/catalog.ts. */
import type { LanguageOverlay } from "../../../overlay-types";

export const catalogRu: Pick<LanguageOverlay, "categories" | "navigation" | "specOptions"> = {
  categories: {},
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
