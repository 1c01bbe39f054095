/** Russian: LTE VoIP gateways of data/product-voip-lte.ts. */
import type { LanguageOverlay } from "../../../overlay-types";
import { essentialsRu, packagingRu } from "./product-rows";

const LTE_BANDS = "LTE FDD B1/B2/B3/B4/B5/B7/B8/B12/B13/B20/B28, TDD B38/B40/B41";

export const voipLteProductsRu: LanguageOverlay["products"] = {
  14: {
    name: "LTE VoIP-шлюз Portline VG32 (32 одновременных вызова)",
    summary: "32 канала VoLTE и 32 одновременных вызова в 1U: HD-голос, SRTP и SMPP-сервер для SMS с тех же SIM-карт.",
    description: `VG32 — голосовой 4G-шлюз для сетей, где 2G и 3G уже отключены. Каждый из его 32 модулей **LTE Cat.4** совершает вызовы через VoLTE, поэтому звук остаётся широкополосным из конца в конец, когда обе стороны поддерживают AMR-WB, и корректно переходит на узкую полосу, когда не поддерживают.

- 32 канала LTE, **32 одновременных вызова**, 32 SIM-слота
- SIP поверх UDP, TCP и TLS; шифрование медиапотока SRTP
- Кодеки G.711A/µ, G.729A/B, G.722, AMR-NB, AMR-WB, Opus
- Ротация SIM-карт по минутам, вызовам или времени, поддержка удалённого SIM-банка
- SMS с тех же SIM-карт через **HTTP API** и сервер **SMPP** v3.4

16-канальная версия использует то же шасси, и её можно расширить до 32 каналов на месте, добавив две радиоплаты.`,
    essentialDetails: essentialsRu("VG32-LTE", "LTE VoIP-шлюз, стоечный 1U", 24, "CE, FCC, RoHS, PTCRB (модули)"),
    packagingDelivery: packagingRu(
      "60 × 52 × 16 см",
      8.1,
      "5-7",
      "1 шт. с 32 антеннами и крепёжными уголками для стойки",
    ),
    productParameters: {
      Ports: "16 или 32 канала LTE",
      "Concurrent calls": "32",
      "SIM slots": "32",
      Network: "4G LTE Cat.4, VoLTE",
      "Frequency bands": LTE_BANDS,
      Signalling: "SIP v2 (UDP/TCP/TLS), SRTP",
      "Voice codecs": "G.711A/µ, G.729A/B, G.722, AMR-NB, AMR-WB, Opus",
      "SMS speed": "До 680 SMS/мин",
      SMPP: "Сервер SMPP v3.4",
      API: "HTTP API (REST/JSON)",
      "Network interface": "2 × RJ45 10/100/1000 Мбит/с",
      Power: "100–240 В AC, не более 110 Вт",
      Dimensions: "440 × 350 × 44 мм (1U)",
    },
    sections: [
      {
        title: "VoLTE и HD-голос",
        body: "AMR-WB на мобильной стороне и G.722 или Opus на стороне SIP сохраняют широкую полосу; шлюз транскодирует, только если стороны не договорились об общем кодеке.",
      },
      {
        title: "Безопасность",
        body: "SIP поверх TLS 1.2/1.3, SRTP с ключами SDES, блокировка повторных неудачных регистраций в духе fail2ban и белый список IP для каждого транка.",
      },
      {
        title: "Ёмкость",
        body: "32 одновременных вызова с транскодированием на всех каналах; SMS и голос работают на одной SIM-карте, не мешая друг другу.",
      },
      {
        title: "Две 16-канальные радиоплаты",
        body: "Радиоплаты вставляются с задней стороны; 16-канальная модель поставляется с одной платой и свободным слотом, готовым к расширению.",
      },
      {
        title: "SIM-слоты на лицевой панели",
        body: "Все 32 SIM-слота находятся на лицевой панели под запирающейся крышкой.",
      },
      {
        title: "API VoIP-шлюза",
        body: "REST-эндпоинты для состояния каналов, статистики вызовов (ASR/ACD), управления SIM-картами, SMS и USSD, а также вебхуки для событий вызовов.",
      },
      {
        title: "Плата расширения на 16 каналов",
        body: "Превращает VG16 в VG32: одна радиоплата с 16 модулями LTE и антеннами. **1 850\u00a0$**, артикул PL-ACC-VGB16.",
      },
    ],
    compare: {
      "Form factor": "Стоечный 1U",
      "GSM/LTE channels": "32 LTE",
      "Concurrent calls": "32",
      Network: "4G LTE Cat.4, VoLTE",
      "Frequency bands": "B1/B2/B3/B4/B5/B7/B8/B12/B13/B20/B28/B38/B40/B41",
      "SIM rotation": "Минуты, вызовы, время; удалённый SIM-банк",
      Signalling: "SIP (UDP/TCP/TLS), SRTP",
      "Voice codecs": "G.711, G.729, G.722, AMR-NB, AMR-WB, Opus",
      "Peak SMS/min": "680",
      SMPP: "Сервер v3.4",
      "SIM status monitoring": "ASR, ACD, сигнал, баланс, RSRP",
      "HTTP API": "Да (REST/JSON)",
    },
  },
  15: {
    name: "LTE VoIP-шлюз Portline VG8 (8 каналов)",
    summary:
      "8-канальный VoLTE-шлюз для филиалов с HD-голосом и резервным маршрутом на случай отказа основного SIP-транка.",
    description: `VG8 даёт филиалу восемь мобильных голосовых линий и резервный путь для телефонной системы. Если основной SIP-транк отказывает, АТС автоматически направляет вызовы через SIM-карты VG8.

- 8 каналов LTE, 8 одновременных вызовов, 8 SIM-слотов
- VoLTE с AMR-WB; SIP с G.711, G.729, G.722 и Opus
- Режим резервирования: шлюз отвечает АТС, только когда основной транк недоступен
- SMS и USSD через HTTP API

Безвентиляторный настольный корпус, кронштейны для настенного монтажа в комплекте.`,
    essentialDetails: essentialsRu("VG8-LTE", "LTE VoIP-шлюз", 12, "CE, FCC, RoHS"),
    packagingDelivery: packagingRu(
      "34 × 26 × 12 см",
      2.3,
      "3-5",
      "1 шт. с антеннами, блоком питания и настенными кронштейнами",
    ),
    productParameters: {
      Ports: "8 каналов LTE",
      "Concurrent calls": "8",
      "SIM slots": "8",
      Network: "4G LTE Cat.4, VoLTE",
      "Frequency bands": LTE_BANDS,
      Signalling: "SIP v2 (UDP/TCP/TLS)",
      "Voice codecs": "G.711A/µ, G.729A/B, G.722, AMR-WB, Opus",
      API: "HTTP API для SMS и USSD",
      Power: "Адаптер 12 В DC, 2,5 А",
      Dimensions: "260 × 180 × 45 мм",
    },
    sections: [
      {
        title: "Режим резервирования",
        body: "VG8 каждые 10 с отправляет SIP OPTIONS на основной транк и объявляет себя АТС только после трёх пропущенных ответов.",
      },
      {
        title: "Установка",
        body: "Настольный или настенный монтаж, 0–45 °C, без вентилятора. Со стандартными удлинительными кабелями антенны можно отнести на расстояние до 5 м.",
      },
    ],
    compare: {},
  },
};
