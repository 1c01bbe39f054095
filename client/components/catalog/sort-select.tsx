import { useId } from "react";
import { GOODS_SORTS, type GoodsSort } from "../../../shared/catalog/types";
import { useI18n } from "../../lib/i18n";

export function SortSelect({ value, onChange }: { value: GoodsSort; onChange: (sort: GoodsSort) => void }) {
  const { LL } = useI18n();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>{LL.catalog.sortBy()}</label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as GoodsSort)}
      >
        {GOODS_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {LL.catalog.sorts[sort]()}
          </option>
        ))}
      </select>
    </div>
  );
}
