import { Form, useNavigation } from "react-router";
import type { CategoryNode } from "../../../shared/catalogue/types";
import { useI18n } from "../../lib/i18n";
import { TextField } from "../ui/text-field";
import { CategoryOptions } from "./category-options";

/** The catalogue's currency: new products are priced in it (as every product is today). */
export const NEW_PRODUCT_CURRENCY = "USD";

/**
 * A new product in a few fields: category, English name, slug, one SKU (option and price). It is
 * created as a draft and opens in the editor, where the rest is written and it is published.
 */
export function NewProductForm({
  categories,
  specOptions,
}: {
  categories: readonly CategoryNode[];
  specOptions: ReadonlyArray<{ id: number; name: string }>;
}) {
  const { LL } = useI18n();
  const N = LL.console.structure.newProduct;
  const busy = useNavigation().state !== "idle";
  return (
    <details className="console-card" data-testid="new-product">
      <summary className="console-subtitle">{N.title()}</summary>
      <p className="console-muted">{N.lead()}</p>
      <Form method="post" className="console-form">
        <input type="hidden" name="intent" value="create" />
        <label className="field">
          <span className="field__label">{LL.console.catalogue.products.category()}</span>
          <select name="categoryId" required className="field__input">
            <CategoryOptions tree={categories} />
          </select>
        </label>
        <TextField label={N.name()} name="name" required maxLength={120} lang="en" />
        <TextField label={N.slug()} name="slug" required maxLength={80} dir="ltr" pattern="[a-z0-9]+(-[a-z0-9]+)*" />
        <TextField label={N.sku()} name="sku" required maxLength={64} dir="ltr" />
        <label className="field">
          <span className="field__label">{N.option()}</span>
          <select name="specId" required className="field__input">
            {specOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={N.price({ currency: NEW_PRODUCT_CURRENCY })}
          name="price"
          required
          inputMode="decimal"
          maxLength={16}
          dir="ltr"
        />
        <div className="console-inline">
          <button type="submit" className="button button--primary" disabled={busy}>
            {N.create()}
          </button>
        </div>
      </Form>
    </details>
  );
}
