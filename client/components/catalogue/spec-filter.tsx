import { useId } from "react";
import type { SpecOption } from "../../../shared/catalogue/spec-options";
import { useDeliberateSelect } from "../../lib/deliberate-select";
import { useI18n } from "../../lib/i18n";

/** "All" has a value of its own: select items never have an empty value. */
export const ALL_SPECS = "all";

export function SpecFilter({
  specs,
  value,
  onChange,
}: {
  specs: SpecOption[];
  value: number | null;
  onChange: (specId: number | null) => void;
}) {
  const { LL } = useI18n();
  const id = useId();
  const select = useDeliberateSelect(value ? String(value) : ALL_SPECS, (chosen) =>
    onChange(chosen === ALL_SPECS ? null : Number(chosen)),
  );
  return (
    <div className="filter">
      <label htmlFor={id} className="filter__legend">
        {LL.catalogue.specification()}
      </label>
      <select id={id} name="spec" className="select" {...select}>
        <option value={ALL_SPECS}>{LL.catalogue.allSpecifications()}</option>
        {specs.map((spec) => (
          <option key={spec.id} value={String(spec.id)}>
            {spec.name}
          </option>
        ))}
      </select>
    </div>
  );
}
