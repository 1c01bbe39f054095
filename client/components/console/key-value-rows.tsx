import type { ConsoleKeyValue } from "../../../shared/console/catalogue";
import { useI18n } from "../../lib/i18n";
import { BLANK_ROWS, type KeyValuePrefix } from "../../lib/product-form";

/**
 * Rows of a key/value list (essential details, packaging, parameters): name, value and whether
 * the comparison offers it, then blank rows to add more. The English rows show as hints.
 */
export function KeyValueRows({
  legend,
  prefix,
  rows,
  english,
}: {
  legend: string;
  prefix: KeyValuePrefix;
  rows: readonly ConsoleKeyValue[];
  english: readonly ConsoleKeyValue[] | null;
}) {
  const { LL } = useI18n();
  const E = LL.console.catalogue.editor;
  const shown = [...rows, ...Array.from({ length: BLANK_ROWS }, () => null)];
  return (
    <fieldset className="console-fieldset">
      <legend className="console-subtitle">{legend}</legend>
      <p className="console-muted">{E.rows()}</p>
      <div className="console-rows">
        {shown.map((row, i) => {
          const hint = english?.[i];
          return (
            <div className="console-row" key={i}>
              <label className="field">
                <span className="field__label">{E.rowKey()}</span>
                <input
                  name={`${prefix}.${i}.key`}
                  defaultValue={row?.key ?? ""}
                  placeholder={hint?.key}
                  maxLength={200}
                  className="field__input"
                />
              </label>
              <label className="field">
                <span className="field__label">{E.rowValue()}</span>
                <input
                  name={`${prefix}.${i}.value`}
                  defaultValue={row?.value ?? ""}
                  placeholder={hint?.value}
                  maxLength={2000}
                  className="field__input"
                />
              </label>
              <label className="console-check">
                <input type="checkbox" name={`${prefix}.${i}.compare`} defaultChecked={row?.compareFlag ?? false} />
                <span>{E.rowCompare()}</span>
              </label>
            </div>
          );
        })}
      </div>
      <p className="console-muted">{E.emptyRowsHint()}</p>
    </fieldset>
  );
}
