import {
  COMPARE_GROUPS,
  SECTION_KINDS,
  type ConsoleCompareRow,
  type ConsoleSection,
  type SectionKind,
} from "../../../shared/console/catalogue";
import { useI18n } from "../../lib/i18n";
import { BLANK_ROWS } from "../../lib/product-form";

/** The product page's tab of each section kind. */
const TAB_OF: Record<SectionKind, "tech" | "build" | "development" | "addOne"> = {
  tech: "tech",
  build: "build",
  development: "development",
  addon: "addOne",
};

/** The tab sections (titled Markdown blocks) of the edited language, then a blank one to add. */
export function ProductSectionFields({ sections }: { sections: readonly ConsoleSection[] }) {
  const { LL } = useI18n();
  const E = LL.console.catalogue.editor;
  const shown = [...sections, null];
  return (
    <fieldset className="console-fieldset">
      <legend className="console-subtitle">{E.sections()}</legend>
      {shown.map((section, i) => (
        <div className="console-section-row" key={i}>
          <label className="field">
            <span className="field__label">{E.sectionKind()}</span>
            <select name={`sec.${i}.kind`} defaultValue={section?.kind ?? "tech"} className="field__input">
              {SECTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {LL.catalogue.tabs[TAB_OF[kind]]()}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{E.sectionTitle()}</span>
            <input
              name={`sec.${i}.title`}
              defaultValue={section?.title ?? ""}
              maxLength={200}
              className="field__input"
            />
          </label>
          <label className="field console-section-row__body">
            <span className="field__label">{E.sectionBody()}</span>
            <textarea
              name={`sec.${i}.body`}
              defaultValue={section?.body ?? ""}
              rows={4}
              maxLength={20_000}
              className="field__input console-textarea"
            />
          </label>
          {section?.img ? <input type="hidden" name={`sec.${i}.img`} value={section.img} /> : null}
          {section?.url ? <input type="hidden" name={`sec.${i}.url`} value={section.url} /> : null}
        </div>
      ))}
      <p className="console-muted">{E.emptyRowsHint()}</p>
    </fieldset>
  );
}

/** The comparison rows of the edited language, by group, then blank rows to add. */
export function ProductCompareFields({ rows }: { rows: readonly ConsoleCompareRow[] }) {
  const { LL } = useI18n();
  const E = LL.console.catalogue.editor;
  const shown = [...rows, ...Array.from({ length: BLANK_ROWS }, () => null)];
  return (
    <fieldset className="console-fieldset">
      <legend className="console-subtitle">{E.compareRows()}</legend>
      <div className="console-rows">
        {shown.map((row, i) => (
          <div className="console-row" key={i}>
            <label className="field">
              <span className="field__label">{E.group()}</span>
              <select name={`cmp.${i}.group`} defaultValue={row?.group ?? 3} className="field__input">
                {COMPARE_GROUPS.map((group) => (
                  <option key={group} value={group}>
                    {LL.catalogue.compare.groups[String(group) as `${typeof group}`]()}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span className="field__label">{E.rowKey()}</span>
              <input name={`cmp.${i}.name`} defaultValue={row?.name ?? ""} maxLength={200} className="field__input" />
            </label>
            <label className="field">
              <span className="field__label">{E.rowValue()}</span>
              <input
                name={`cmp.${i}.value`}
                defaultValue={row?.value ?? ""}
                maxLength={1000}
                className="field__input"
              />
            </label>
          </div>
        ))}
      </div>
      <p className="console-muted">{E.emptyRowsHint()}</p>
    </fieldset>
  );
}
