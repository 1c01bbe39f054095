/** Russian: USB modem pools of data/product-modem-usb.ts. */
import type { LanguageOverlay } from "../../../overlay-types";
import { essentialsRu, packagingRu } from "./product-rows";

export const modemUsbProductsRu: LanguageOverlay["products"] = {
  8: {
    name: "USB-модемный пул Portline MP8 (8 портов)",
    summary:
      "Восемь модемов LTE Cat.4 или GSM за одним USB-кабелем — для разработчиков, которые хотят управлять отправкой SMS через AT-команды.",
    description: `MP8 — самый простой способ подключить восемь SIM-карт к компьютеру. Встроенный USB-хаб с собственным питанием представляет каждый модем отдельным последовательным портом, поэтому любое ПО, понимающее стандартные AT-команды 3GPP (TS 27.005 / 27.007), работает сразу после подключения.

- 8 портов, 8 SIM-слотов, по модему на каждую SIM-карту
- Модули LTE Cat.4 или модули 2G GSM в бюджетной версии «GSM»
- До 120 SMS/мин с модулями LTE
- Драйверы для Windows 10/11 и Linux (cdc-acm / option)
- Бесплатная лицензия Portline SMS Server превращает ваш ПК в шлюз с **HTTP API** и **SMPP**

У каждого порта есть светодиод состояния и отдельная линия сброса, поэтому зависший модем можно программно перезапустить по питанию, не затрагивая остальные семь.`,
    essentialDetails: essentialsRu("MP8-USB", "USB-модемный пул", 12, "CE, FCC, RoHS"),
    packagingDelivery: packagingRu("32 × 24 × 10 см", 1.6, "2-4", "1 шт. с антеннами, USB-кабелем и блоком питания"),
    productParameters: {
      Ports: "8",
      "SIM slots": "8",
      Network: "LTE Cat.4 или GSM (в зависимости от версии)",
      "Frequency bands": "LTE B1/B3/B5/B7/B8/B20/B28/B38/B40/B41; GSM 900/1800 МГц",
      "SMS speed": "LTE — до 120 SMS/мин; GSM — до 48 SMS/мин",
      "Host interface": "USB 2.0 (Type-B)",
      "AT commands": "3GPP TS 27.005 / 27.007",
      API: "HTTP API и SMPP через Portline SMS Server",
      Power: "Адаптер 12 В DC, 3 А",
      Dimensions: "240 × 160 × 40 мм",
    },
    sections: [
      {
        title: "Как определяются порты",
        body: "В Windows каждый модем отображается как COM-порт, в Linux — как /dev/ttyUSBn. Нумерация портов соответствует физическому порядку слотов и не меняется после перезагрузки.",
      },
      {
        title: "Совместимое ПО",
        body: "Portline SMS Server, демоны в стиле Gammu/SMSTools и любая библиотека для работы с последовательным портом, способная отправить AT+CMGS в текстовом режиме или в режиме PDU.",
      },
      {
        title: "Алюминиевый корпус",
        body: "Корпус из экструдированного алюминия одновременно служит радиатором: без вентилятора и шума, подходит для установки на офисный стол.",
      },
      {
        title: "Сброс каждого порта",
        body: "У каждого модема есть собственный выключатель питания, которым управляет хаб; он доступен из веб-интерфейса SMS Server или одной командой.",
      },
    ],
    compare: {
      "Form factor": "Настольный USB-хаб",
      "SIM slots": "8",
      "Radio channels": "8",
      Network: "4G LTE Cat.4 / GSM",
      "Frequency bands": "LTE B1/B3/B5/B7/B8/B20/B28/B38/B40/B41; GSM 900/1800",
      "SIM rotation": "Программно (SMS Server)",
      "IMEI change": "Нет",
      Voice: "Нет",
      "Peak SMS/min": "120",
      "Daily capacity": "≈ 172 000",
      SMPP: "Через ПО SMS Server",
      "SIM status monitoring": "Светодиод на порту + ПО",
      "HTTP API": "Через ПО SMS Server",
      "Delivery reports": "Да",
    },
  },
  9: {
    name: "USB-модемный пул Portline MP16 (16 портов)",
    summary:
      "Шестнадцать модемов и шестнадцать SIM-карт на одном USB-подключении плюс открытый SDK для создания собственного SMS-сервиса или сервиса верификации.",
    description: `MP16 вдвое больше MP8 и дополнительно оснащён небольшим управляющим микроконтроллером, который сообщает о наличии SIM-карт, уровне сигнала и температуре через отдельный порт управления. Это хорошая основа для собственного ПО: ваше приложение видит шестнадцать модемов плюс один понятный интерфейс состояния.

- 16 портов, 16 SIM-слотов
- Модули LTE Cat.4 (стандартная версия) или GSM (бюджетная версия)
- До 240 SMS/мин с модулями LTE
- Порт управления с сообщениями о состоянии в JSON, SDK с открытым кодом для Python и Go
- Работает с Portline SMS Server, который добавляет **HTTP API** и **SMPP**

Два устройства можно установить друг на друга и питать от одного адаптера с помощью кабеля из комплекта.`,
    essentialDetails: essentialsRu("MP16-USB", "USB-модемный пул", 12, "CE, FCC, RoHS"),
    packagingDelivery: packagingRu("38 × 28 × 12 см", 2.6, "3-5", "1 шт. с антеннами, USB-кабелем и блоком питания"),
    productParameters: {
      Ports: "16",
      "SIM slots": "16",
      Network: "LTE Cat.4 или GSM (в зависимости от версии)",
      "Frequency bands": "LTE B1/B3/B5/B7/B8/B20/B28/B38/B40/B41; GSM 900/1800 МГц",
      "SMS speed": "LTE — до 240 SMS/мин; GSM — до 96 SMS/мин",
      "Host interface": "USB 2.0 (Type-B) + порт управления",
      "AT commands": "3GPP TS 27.005 / 27.007",
      SDK: "Python и Go, лицензия MIT",
      API: "HTTP API и SMPP через Portline SMS Server",
      Power: "Адаптер 12 В DC, 5 А",
      Dimensions: "300 × 200 × 45 мм",
    },
    sections: [
      {
        title: "Порт управления",
        body: "Семнадцатый последовательный порт выдаёт по одной строке JSON на каждое событие: SIM-карта вставлена или извлечена, изменилась регистрация в сети, температура превысила порог.",
      },
      {
        title: "Пропускная способность",
        body: "Рассчитывайте примерно на 15 SMS/мин на LTE-порт и 6 SMS/мин на GSM-порт в режиме PDU с включёнными отчётами о доставке.",
      },
      {
        title: "SDK для модемных пулов",
        body: "Библиотеки с открытым кодом для Python и Go: отправка и приём SMS, USSD, сброс портов, а также готовая REST-обёртка.",
      },
    ],
    compare: {
      "Form factor": "Настольный USB-хаб",
      "SIM slots": "16",
      "Radio channels": "16",
      Network: "4G LTE Cat.4 / GSM",
      "Frequency bands": "LTE B1/B3/B5/B7/B8/B20/B28/B38/B40/B41; GSM 900/1800",
      "SIM rotation": "Программно (SMS Server)",
      "IMEI change": "Нет",
      Voice: "Нет",
      "Peak SMS/min": "240",
      "Daily capacity": "≈ 345 000",
      SMPP: "Через ПО SMS Server",
      "SIM status monitoring": "Порт управления (JSON) + светодиоды",
      "HTTP API": "Через ПО SMS Server",
      "Delivery reports": "Да",
    },
  },
};
