import type { ConsoleProductText } from "../../../shared/console/catalogue";
import { useI18n } from "../../lib/i18n";
import { TextField } from "../ui/text-field";
import { KeyValueRows } from "./key-value-rows";

/**
 * A product's text in the edited language: name, summary, Markdown description and the three
 * key/value lists. Fields left empty fall back to English on the shop, whose text shows as hints.
 */
export function ProductTextFields({
  text,
  english,
}: {
  text: ConsoleProductText | undefined;
  english: ConsoleProductText | undefined;
}) {
  const { LL } = useI18n();
  const E = LL.console.catalogue.editor;
  const C = LL.catalogue;
  const fallback = text ? null : english;
  return (
    <>
      <TextField
        label={E.name()}
        name="name"
        defaultValue={text?.name ?? ""}
        placeholder={fallback?.name}
        maxLength={200}
      />
      <TextField
        label={E.summary()}
        name="summary"
        defaultValue={text?.summary ?? ""}
        placeholder={fallback?.summary}
        maxLength={1000}
      />
      <label className="field">
        <span className="field__label">{E.description()}</span>
        <textarea
          name="description"
          defaultValue={text?.description ?? ""}
          placeholder={fallback?.description}
          rows={8}
          maxLength={50_000}
          className="field__input console-textarea"
        />
      </label>
      <KeyValueRows
        legend={C.essentialDetails()}
        prefix="ed"
        rows={text?.essentialDetails ?? []}
        english={english?.essentialDetails ?? null}
      />
      <KeyValueRows
        legend={C.packagingDelivery()}
        prefix="pd"
        rows={text?.packagingDelivery ?? []}
        english={english?.packagingDelivery ?? null}
      />
      <KeyValueRows
        legend={C.parameters()}
        prefix="pp"
        rows={text?.productParameters ?? []}
        english={english?.productParameters ?? null}
      />
    </>
  );
}
