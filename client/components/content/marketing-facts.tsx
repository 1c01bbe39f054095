import { formatNumber } from "../../../shared/format";
import { useI18n } from "../../lib/i18n";

/**
 * The vendor's marketing claims: 512 SIM capacity, 5,440 SMS/min, 32 concurrent calls, modem
 * pools of 8, 16, 32 or 66 ports, up to 50 million daily SMS.
 */
export function MarketingFacts() {
  const { LL, locale } = useI18n();
  const facts = [
    { value: formatNumber(512, locale), label: LL.pages.home.factSims() },
    { value: formatNumber(5440, locale), label: LL.pages.home.factSpeed() },
    { value: formatNumber(32, locale), label: LL.pages.home.factCalls() },
    {
      value: [8, 16, 32, 66].map((ports) => formatNumber(ports, locale)).join(" · "),
      label: LL.pages.home.factPorts(),
    },
    { value: LL.pages.home.factDailyValue(), label: LL.pages.home.factDaily() },
  ];
  return (
    <section className="marketing-facts" aria-labelledby="marketing-facts-title">
      <h2 id="marketing-facts-title" className="visually-hidden">
        {LL.content.solution.facts()}
      </h2>
      <ul className="marketing-facts__list">
        {facts.map((fact) => (
          <li key={fact.label} className="marketing-facts__item">
            <strong className="marketing-facts__value">{fact.value}</strong>
            <span className="marketing-facts__label">{fact.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
