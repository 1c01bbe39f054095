/** Russian: GoIP GSM VoIP gateways of data/product-goip.ts. */
import type { LanguageOverlay } from "../../../overlay-types";
import { essentialsRu, packagingRu } from "./product-rows";

export const goipProductsRu: LanguageOverlay["products"] = {
  12: {
    name: "GSM VoIP-шлюз Portline GoIP-8 (8 каналов)",
    summary:
      "Подключает восемь GSM SIM-карт к вашей IP-АТС по SIP, чтобы звонки из офиса на мобильные шли по тарифам «мобильный — мобильный».",
    description: `GoIP-8 — это SIP-транк в мобильную сеть. Зарегистрируйте его на Asterisk, FreePBX, 3CX или любом SIP-сервере, и исходящие вызовы на мобильные номера будут уходить через местные SIM-карты, а не через оператора фиксированной связи. Входящие звонки на SIM-карты поступают на ваши внутренние номера.

- 8 каналов GSM, 8 одновременных вызовов, 8 SIM-слотов
- SIP v2 (RFC 3261) и H.323 v4
- Кодеки G.711 A-law/µ-law, G.729A/B, G.723.1
- Эхоподавление (G.168), джиттер-буфер, DTMF через RFC 2833, SIP INFO или внутриполосно
- Отправка и приём SMS через **HTTP API**

Версия «4G LTE» использует модули VoLTE для стран, где голос в GSM уже отключён; настраивается она точно так же.`,
    essentialDetails: essentialsRu("GoIP-8", "GSM VoIP-шлюз", 12, "CE, FCC, RoHS"),
    packagingDelivery: packagingRu("34 × 26 × 12 см", 2.2, "3-5", "1 шт. с 8 антеннами и блоком питания"),
    productParameters: {
      Ports: "8 каналов GSM",
      "Concurrent calls": "8",
      "SIM slots": "8",
      Network: "GSM (версия 4G LTE: VoLTE)",
      "Frequency bands": "GSM 850/900/1800/1900 МГц",
      Signalling: "SIP v2 (RFC 3261), H.323 v4",
      "Voice codecs": "G.711A/µ, G.729A/B, G.723.1",
      DTMF: "RFC 2833, SIP INFO, внутриполосный",
      SMS: "Отправка и приём через HTTP API",
      "SIM bank": "Работает с удалённым SIM-банком Portline",
      "Network interface": "2 × RJ45 10/100 Мбит/с (LAN/WAN)",
      Power: "Адаптер 12 В DC, 2 А",
    },
    sections: [
      {
        title: "Совместимость с АТС",
        body: "Протестирован с Asterisk 18–21, FreePBX 16/17, 3CX v20, FreeSWITCH 1.10 и Yeastar; регистрируется как пир или как транк с аутентификацией.",
      },
      {
        title: "Маршрутизация вызовов",
        body: "Направляйте исходящие вызовы на конкретные каналы по префиксу, занимайте каналы по порядку или по кругу (round-robin) и назначайте входящим звонкам каждой SIM-карты свой внутренний номер.",
      },
      {
        title: "Качество связи",
        body: "Адаптивный джиттер-буфер 20–200 мс, эхоподавление по G.168 с хвостом 128 мс, генерация комфортного шума и детектор речевой активности (VAD).",
      },
      {
        title: "Комплект антенн с высоким усилением",
        body: "Восемь всенаправленных антенн 5 дБи с кабелями 1,5 м для площадок со слабым покрытием внутри помещений. **48\u00a0$ за комплект**, артикул PL-ACC-ANT8.",
      },
    ],
    compare: {
      "Form factor": "Настольный",
      "GSM/LTE channels": "8 GSM",
      "Concurrent calls": "8",
      Network: "GSM (версия LTE: VoLTE)",
      "Frequency bands": "850/900/1800/1900 МГц",
      "SIM rotation": "По минутам или времени; удалённый SIM-банк",
      Signalling: "SIP, H.323",
      "Voice codecs": "G.711A/µ, G.729A/B, G.723.1",
      "Peak SMS/min": "48",
      SMPP: "Через SMS Server",
      "SIM status monitoring": "ASR, ACD, сигнал, баланс",
      "HTTP API": "Да",
    },
  },
  13: {
    name: "GSM VoIP-шлюз Portline GoIP-16 (16 каналов)",
    summary:
      "16-канальный шлюз GSM–SIP в корпусе 1U с лимитами вызовов на каждую SIM-карту и поддержкой удалённого SIM-банка для колл-центров.",
    description: `GoIP-16 — шестнадцать голосовых каналов GSM в стандартной стойке. Он создан для колл-центров исходящих вызовов и компаний с большим объёмом звонков на мобильные: для каждой SIM-карты можно ограничить минуты в сутки, число вызовов в час или максимальную длительность разговора, а карты можно менять удалённо через SIM-банк Portline.

- 16 каналов GSM, 16 одновременных вызовов, 16 SIM-слотов
- SIP v2 (RFC 3261), кодеки G.711A/µ, G.729A/B, G.723.1
- Лимиты на каждую SIM-карту: минуты, вызовы, длительность и пауза между вызовами
- Статистика вызовов по каждой SIM-карте: ASR, ACD, PDD
- SMS и USSD через **HTTP API**

Лимиты на каждую SIM-карту удерживают её в рамках условий добросовестного использования тарифа, а статистика сразу показывает, каким SIM-картам или направлениям нужно внимание.`,
    essentialDetails: essentialsRu("GoIP-16", "GSM VoIP-шлюз, стоечный 1U", 24, "CE, FCC, RoHS"),
    packagingDelivery: packagingRu(
      "58 × 50 × 15 см",
      6.4,
      "5-7",
      "1 шт. с 16 антеннами и крепёжными уголками для стойки",
    ),
    productParameters: {
      Ports: "16 каналов GSM",
      "Concurrent calls": "16",
      "SIM slots": "16",
      Network: "GSM (версия 4G LTE: VoLTE)",
      "Frequency bands": "GSM 850/900/1800/1900 МГц",
      Signalling: "SIP v2 (RFC 3261)",
      "Voice codecs": "G.711A/µ, G.729A/B, G.723.1",
      "Call limits": "Минуты, вызовы, длительность, пауза — для каждой SIM-карты",
      Statistics: "ASR, ACD, PDD",
      API: "HTTP API для SMS, USSD и статусов",
      "Network interface": "2 × RJ45 10/100/1000 Мбит/с",
      Power: "100–240 В AC, не более 50 Вт",
      Dimensions: "440 × 300 × 44 мм (1U)",
    },
    sections: [
      {
        title: "Удалённый SIM-банк",
        body: "Каналы могут получать SIM-карту из SIM-банка Portline по IP вместо локального слота; карты сменяются по заданному вами расписанию.",
      },
      {
        title: "Статистика",
        body: "ASR, ACD и задержка после набора номера (PDD) по каждой SIM-карте и каждому каналу, с оповещением, когда ASR опускается ниже заданного порога.",
      },
      {
        title: "Автоконфигурирование",
        body: "Автоматическое конфигурирование по HTTPS или TFTP с файлами настроек для каждого MAC-адреса — целый парк шлюзов настраивается за один шаг.",
      },
    ],
    compare: {
      "Form factor": "Стоечный 1U",
      "GSM/LTE channels": "16 GSM",
      "Concurrent calls": "16",
      Network: "GSM (версия LTE: VoLTE)",
      "Frequency bands": "850/900/1800/1900 МГц",
      "SIM rotation": "Минуты, вызовы, время; удалённый SIM-банк",
      Signalling: "SIP",
      "Voice codecs": "G.711A/µ, G.729A/B, G.723.1",
      "Peak SMS/min": "96",
      SMPP: "Через SMS Server",
      "SIM status monitoring": "ASR, ACD, PDD, сигнал, баланс",
      "HTTP API": "Да",
    },
  },
};
