import { Form, useNavigation } from "react-router";
import type { ConsoleProductRow } from "../../../shared/console/catalogue";
import type { RelatedPick } from "../../../shared/console/structure";
import { useI18n } from "../../lib/i18n";

/**
 * The related products staff choose for a product, in order: each a step up or down or out, and
 * products found by name, slug, SKU or id added at the end. Every button posts the whole new list
 * at the product's version (plain forms: keyboard and no-script friendly).
 */
export function RelatedProducts({
  productId,
  version,
  picks,
  query,
  found,
  lang,
  canWrite,
}: {
  productId: number;
  version: number;
  picks: readonly RelatedPick[];
  query: string;
  found: readonly ConsoleProductRow[] | null;
  lang: string;
  canWrite: boolean;
}) {
  const { LL } = useI18n();
  const S = LL.console.structure;
  const R = S.related;
  const busy = useNavigation().state !== "idle";
  const ids = picks.map((pick) => pick.id);
  const post = (next: number[], label: string, content: string, disabled = false) => (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="related" />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="ids" value={next.join(",")} />
      <button type="submit" className="button" aria-label={label} disabled={!canWrite || busy || disabled}>
        {content}
      </button>
    </Form>
  );
  const swap = (at: number, to: number) => {
    const next = [...ids];
    [next[at], next[to]] = [next[to]!, next[at]!];
    return next;
  };
  const addable = (found ?? []).filter((row) => row.id !== productId && !ids.includes(row.id));
  return (
    <section className="console-card" aria-labelledby="related-title" data-testid="related-products" id="related">
      <h2 id="related-title" className="console-subtitle">
        {R.title()}
      </h2>
      <p className="console-muted">{R.lead()}</p>
      {picks.length ? (
        <ol className="console-tree">
          {picks.map((pick, index) => (
            <li key={pick.id} className="console-tree__row" data-testid={`related-${pick.id}`}>
              <span className="console-tree__label" lang="en">
                {pick.name} <span className="console-muted">#{pick.id}</span>
                {pick.published ? null : (
                  <>
                    {" "}
                    <span className="console-badge console-badge--draft">{R.draft()}</span>
                  </>
                )}
              </span>
              <span className="console-inline">
                {post(swap(index, index - 1), S.moveUp({ name: pick.name }), `↑ ${S.up()}`, index === 0)}
                {post(
                  swap(index, index + 1),
                  S.moveDown({ name: pick.name }),
                  `↓ ${S.down()}`,
                  index === picks.length - 1,
                )}
                {post(
                  ids.filter((id) => id !== pick.id),
                  `${S.remove()} ${pick.name}`,
                  S.remove(),
                )}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p>{R.none()}</p>
      )}
      {canWrite ? (
        <Form method="get" className="console-inline" role="search" preventScrollReset>
          <input type="hidden" name="lang" value={lang} />
          <label className="field">
            <span className="field__label">{R.search()}</span>
            <input
              type="search"
              name="related"
              defaultValue={query}
              placeholder={R.searchPlaceholder()}
              maxLength={100}
              className="field__input"
            />
          </label>
          <button type="submit" className="button">
            {R.find()}
          </button>
        </Form>
      ) : null}
      {found ? (
        addable.length ? (
          <ul className="console-tree" aria-label={R.results()}>
            {addable.map((row) => (
              <li key={row.id} className="console-tree__row" data-testid={`related-found-${row.id}`}>
                <span className="console-tree__label" lang="en">
                  {row.name} <span className="console-muted">#{row.id}</span>
                </span>
                {post([...ids, row.id], R.add({ name: row.name }), R.add({ name: row.name }), ids.length >= 12)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="console-muted">{R.noResults()}</p>
        )
      ) : null}
    </section>
  );
}
