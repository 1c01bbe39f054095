import { useI18n } from "../../lib/i18n";
import { formatNumber } from "../../../shared/format";

/** The vendor's marketing facts (SIM capacity, SMS per minute, concurrent calls, …). */
export function FactStrip() {
  const { LL, locale } = useI18n();
  const facts = [
    { value: formatNumber(512, locale), label: LL.pages.home.factSims() },
    { value: formatNumber(5440, locale), label: LL.pages.home.factSpeed() },
    { value: formatNumber(32, locale), label: LL.pages.home.factCalls() },
    { value: "8 · 16 · 32 · 66", label: LL.pages.home.factPorts() },
    { value: LL.pages.home.factDailyValue(), label: LL.pages.home.factDaily() },
  ];
  return (
    <section className="fact-strip" aria-label={LL.pages.home.facts()}>
      <ul className="container fact-strip__list">
        {facts.map((fact) => (
          <li key={fact.label} className="fact-strip__item">
            <strong className="fact-strip__value">{fact.value}</strong>
            <span className="fact-strip__label">{fact.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
