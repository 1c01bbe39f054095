import { useId } from "react";
import { PRODUCT_SORTS, type ProductSort } from "../../../shared/catalogue/types";
import { useDeliberateSelect } from "../../lib/deliberate-select";
import { useI18n } from "../../lib/i18n";

export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const { LL } = useI18n();
  const id = useId();
  const select = useDeliberateSelect(value, (chosen) => onChange(chosen as ProductSort));
  return (
    <div className="sort-select">
      <label htmlFor={id}>{LL.catalogue.sortBy()}</label>
      <select id={id} className="select" {...select}>
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {LL.catalogue.sorts[sort]()}
          </option>
        ))}
      </select>
    </div>
  );
}
