import { useState } from "react";
import { Form, useSubmit } from "react-router";
import type { ConsoleCampaign } from "../../../shared/console/campaigns";
import type { CategoryNode } from "../../../shared/catalogue/types";
import { minorUnitDigits } from "../../../shared/format";
import { confirmDialog } from "../../lib/confirm-dialog";
import { useI18n } from "../../lib/i18n";

/** Minor units as the text of an amount field ("49.99"). */
export const majorText = (minor: number, currency: string) =>
  (minor / 10 ** minorUnitDigits(currency)).toFixed(minorUnitDigits(currency));

/** The category tree flattened in order, each with its depth (for an indented list). */
function flatten(nodes: readonly CategoryNode[], depth = 0): Array<{ node: CategoryNode; depth: number }> {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);
}

/**
 * A campaign's value: an amount off (value, sale value) or a percent off (percent, cap), and how
 * many coupons one customer may claim.
 */
export function CampaignValueFields({ campaign }: { campaign: ConsoleCampaign }) {
  const { LL } = useI18n();
  const C = LL.console.editing.campaigns;
  const F = C.fields;
  const [kind, setKind] = useState(campaign.kind);
  return (
    <div className="console-editor__fields">
      <label className="field">
        <span className="field__label">{F.kind()}</span>
        <select
          name="kind"
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value === "percent" ? "percent" : "amount")}
          className="field__input"
        >
          <option value="amount">{C.kinds.amount()}</option>
          <option value="percent">{C.kinds.percent()}</option>
        </select>
      </label>
      {kind === "amount" ? (
        <>
          <label className="field">
            <span className="field__label">{F.priceMinor()}</span>
            <input
              name="price"
              required
              inputMode="decimal"
              defaultValue={majorText(campaign.priceMinor, campaign.currency)}
              className="field__input"
            />
          </label>
          <label className="field">
            <span className="field__label">{F.promoPriceMinor()}</span>
            <input
              name="promoPrice"
              inputMode="decimal"
              defaultValue={majorText(campaign.promoPriceMinor, campaign.currency)}
              className="field__input"
            />
          </label>
        </>
      ) : (
        <>
          <label className="field">
            <span className="field__label">{F.percentOff()}</span>
            <input
              name="percentOff"
              type="number"
              min={1}
              max={90}
              required
              defaultValue={campaign.percentOff ?? ""}
              className="field__input"
            />
          </label>
          <label className="field">
            <span className="field__label">{F.maxDiscountMinor()}</span>
            <input
              name="maxDiscount"
              inputMode="decimal"
              defaultValue={campaign.maxDiscountMinor ? majorText(campaign.maxDiscountMinor, campaign.currency) : ""}
              className="field__input"
            />
          </label>
        </>
      )}
      <label className="field">
        <span className="field__label">{F.perUserLimit()}</span>
        <input
          name="perUserLimit"
          type="number"
          min={1}
          max={100}
          required
          defaultValue={campaign.perUserLimit}
          className="field__input"
        />
      </label>
    </div>
  );
}

/** The products (ids) and categories (a tree of checkboxes) a campaign applies to. */
export function CampaignTargetFields({
  campaign,
  categories,
}: {
  campaign: ConsoleCampaign;
  categories: readonly CategoryNode[];
}) {
  const { LL } = useI18n();
  const C = LL.console.editing.campaigns;
  const F = C.fields;
  const chosen = new Set(campaign.categoryIds);
  return (
    <>
      <p className="console-muted">{C.targetsHint()}</p>
      <label className="field">
        <span className="field__label">{F.productIds()}</span>
        <input
          name="productIds"
          defaultValue={campaign.productIds.join(", ")}
          pattern="[0-9, ]*"
          className="field__input"
        />
      </label>
      <fieldset className="console-fieldset" data-testid="campaign-categories">
        <legend className="field__label">{F.categoryIds()}</legend>
        <div className="console-category-checks">
          {flatten(categories).map(({ node, depth }) => (
            <label key={node.id} className="field field--inline" style={{ paddingInlineStart: `${depth * 1.25}rem` }}>
              <input type="checkbox" name="categoryIds" value={node.id} defaultChecked={chosen.has(node.id)} />
              <span>{node.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

/** Void (final): asks for confirmation first, in the shop's confirm dialog. */
export function VoidCampaignForm() {
  const { LL } = useI18n();
  const C = LL.console.editing.campaigns;
  const submit = useSubmit();
  return (
    <Form
      method="post"
      onSubmit={async (event) => {
        const form = event.currentTarget;
        event.preventDefault();
        const confirmed = await confirmDialog({
          title: C.voidConfirmTitle(),
          message: C.voidConfirm(),
          confirmText: C.void(),
          cancelText: C.keep(),
          type: "warning",
        });
        if (confirmed) void submit(form);
      }}
    >
      <input type="hidden" name="intent" value="void" />
      <button type="submit" className="button button--danger">
        {C.void()}
      </button>
    </Form>
  );
}
