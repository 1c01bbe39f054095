/** Russian: 5G proxy gateways of data/product-proxy-5g.ts. */
import type { LanguageOverlay } from "../../../overlay-types";
import { essentialsRu, packagingRu } from "./product-rows";

const NR_BANDS = "5G NR n1/n3/n5/n7/n8/n20/n28/n38/n40/n41/n77/n78/n79; LTE B1-B41";

export const proxy5gProductsRu: LanguageOverlay["products"] = {
  18: {
    name: "5G прокси-шлюз Portline PX8 (8 модемов)",
    summary:
      "Восемь модемов 5G NR за аплинком 10 GbE — для прокси-задач, которым с мобильных IP-адресов нужна полоса уровня оптики.",
    description: `PX8 5G создан ради пропускной способности. Каждый из восьми модулей 5G NR поддерживает режимы SA и NSA и на хорошей соте выдаёт несколько сотен мегабит в секунду, поэтому аплинк устройства — 10 GbE SFP+, а не медь.

- 8 модулей 5G NR Sub-6 ГГц (SA/NSA), 8 SIM-слотов
- HTTP, HTTPS и SOCKS5 на каждом модеме; ротация IP через API, по расписанию или по URL
- Аплинк 10 GbE SFP+ плюс 1 GbE для управления
- Фиксация диапазонов на каждом модеме, чтобы привязать трафик к конкретному частотному слою оператора
- Версия «4G LTE» с модулями LTE Cat.6 в том же шасси, готовом к 5G

Температура модулей контролируется постоянно: контроллер снижает скорость модуля до того, как тот достигнет теплового предела, и не даёт ему оборвать соединение.`,
    essentialDetails: essentialsRu("PX8-5G", "5G прокси-шлюз, стоечный 1U", 12, "CE, FCC, RoHS"),
    packagingDelivery: packagingRu(
      "58 × 50 × 15 см",
      7,
      "7-10",
      "1 шт. с 32 антеннами (по 4 на модуль) и крепёжными уголками для стойки",
    ),
    productParameters: {
      Ports: "8 модемов 5G NR",
      "SIM slots": "8",
      Network: "5G NR SA/NSA (версия 4G LTE: LTE Cat.6)",
      "Frequency bands": NR_BANDS,
      "Throughput per modem": "До 2,4 Гбит/с на приём / 900 Мбит/с на передачу (теоретически)",
      "Proxy protocols": "HTTP, HTTPS (CONNECT), SOCKS5",
      "IP rotation": "API, расписание, URL ротации; 5–10 с",
      API: "HTTP API (REST/JSON)",
      "Network interface": "1 × 10 GbE SFP+ + 1 × 1 GbE RJ45",
      Power: "100–240 В AC, не более 160 Вт",
      Dimensions: "440 × 400 × 44 мм (1U)",
    },
    sections: [
      {
        title: "Модули 5G",
        body: "- 3GPP Release 16, SA и NSA\n- MIMO 4x4 на приём в диапазонах n41/n77/n78/n79\n- Четыре антенны на модуль, всего 32",
      },
      {
        title: "Фиксация диапазонов",
        body: "Привяжите модем к определённым диапазонам NR или LTE из веб-интерфейса или через API, чтобы сравнивать результаты на разных частотных слоях оператора.",
      },
      {
        title: "Управление температурным режимом",
        body: "Отдельный радиатор на каждом модуле и четыре вентилятора; снижение скорости начинается при температуре модуля 75 °C и фиксируется в журнале с номером порта.",
      },
    ],
    compare: {
      "Form factor": "Стоечный 1U",
      "Modem slots": "8",
      Network: "5G NR SA/NSA",
      "Frequency bands": "n1/n3/n5/n7/n8/n20/n28/n38/n40/n41/n77/n78/n79",
      "Proxy protocols": "HTTP, HTTPS, SOCKS5",
      "IP rotation": "API, расписание, URL (5–10 с)",
      Voice: "Нет",
      SMS: "Отправка и приём через API",
      SMPP: "Нет",
      "SIM status monitoring": "Сигнал, трафик, температура, текущий IP",
      "HTTP API": "Да (REST/JSON)",
    },
  },
  19: {
    name: "5G прокси-шлюз Portline PX16 (16 модемов)",
    summary:
      "Шестнадцать модемов 5G, два порта 10 GbE и резервированное питание в 2U — самый производительный прокси-шлюз Portline.",
    description: `PX16 5G рассчитан на размещение в дата-центре рядом с базовыми станциями, которые его обслуживают. Шестнадцать модулей 5G NR, два аплинка 10 GbE и резервированные блоки питания делают его надёжным строительным блоком для крупных платформ верификации рекламы и тестирования.

- 16 модулей 5G NR (SA/NSA), 16 SIM-слотов
- HTTP, HTTPS, SOCKS5 и ретрансляция UDP (SOCKS5 UDP ASSOCIATE)
- Ротация IP через API, по расписанию или по URL; ограничение полосы для каждого порта
- 2 × 10 GbE SFP+, резервированное питание 1+1 с горячей заменой
- Опциональная выносная антенная панель с разъёмами N-type

API тот же, что и у моделей 4G, поэтому существующие скрипты продолжат работать без изменений, когда вы добавите мощности 5G.`,
    essentialDetails: essentialsRu("PX16-5G", "5G прокси-шлюз, стоечный 2U", 24, "CE, FCC, RoHS"),
    packagingDelivery: packagingRu("64 × 58 × 24 см", 13.8, "10-15", "1 шт. с 64 антеннами и направляющими для стойки"),
    productParameters: {
      Ports: "16 модемов 5G NR",
      "SIM slots": "16",
      Network: "5G NR SA/NSA",
      "Frequency bands": NR_BANDS,
      "Proxy protocols": "HTTP, HTTPS (CONNECT), SOCKS5, SOCKS5 UDP",
      "IP rotation": "API, расписание, URL ротации; 5–10 с",
      API: "HTTP API (REST/JSON)",
      "Network interface": "2 × 10 GbE SFP+ + 1 × 1 GbE RJ45",
      Power: "Блоки питания 1+1 с горячей заменой, 100–240 В AC, не более 320 Вт",
      Dimensions: "440 × 480 × 88 мм (2U)",
    },
    sections: [
      {
        title: "Аплинки",
        body: "Два порта SFP+ в режиме active/active или LACP; для разделения трафика прокси можно привязать к любому из аплинков.",
      },
      {
        title: "Ретрансляция UDP",
        body: "SOCKS5 UDP ASSOCIATE позволяет выпускать QUIC и другой UDP-трафик через мобильный канал — это удобно для тестирования доставки по HTTP/3.",
      },
      {
        title: "Мониторинг",
        body: "Метрики Prometheus по каждому порту: текущий IP, число ротаций, объём трафика, RSRP/SS-RSRP, температура модуля.",
      },
      {
        title: "Резервированное питание",
        body: "Два блока питания с горячей заменой, каждый способен выдержать полную нагрузку 320 Вт.",
      },
      {
        title: "Варианты антенн",
        body: "Поле разъёмов SMA на задней панели для 64 антенн или четыре порта N-type для выносной антенной панели 5G.",
      },
      {
        title: "API прокси-шлюза",
        body: "Те же эндпоинты, что и у серии 4G, плюс фиксация диапазонов и температура модулей.",
      },
    ],
    compare: {
      "Form factor": "Стоечный 2U, резервированное питание",
      "Modem slots": "16",
      Network: "5G NR SA/NSA",
      "Frequency bands": "n1/n3/n5/n7/n8/n20/n28/n38/n40/n41/n77/n78/n79",
      "Proxy protocols": "HTTP, HTTPS, SOCKS5, UDP",
      "IP rotation": "API, расписание, URL (5–10 с)",
      Voice: "Нет",
      SMS: "Отправка и приём через API",
      SMPP: "Нет",
      "SIM status monitoring": "Сигнал, трафик, температура, текущий IP",
      "HTTP API": "Да (REST/JSON)",
    },
  },
};
