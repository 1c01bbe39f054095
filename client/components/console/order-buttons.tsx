import { Form } from "react-router";
import { useI18n } from "../../lib/i18n";

/**
 * Up and Down for one entry of an ordered list (plain form posts: keyboard and no-script
 * friendly), with the entry's version; the first cannot go up nor the last down. Remove/delete
 * comes along when `removable`.
 */
export function OrderButtons({
  id,
  version,
  name,
  first,
  last,
  disabled,
  removeLabel,
}: {
  id: number;
  version: number;
  name: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  /** The label of a remove/delete button; none: no such button. */
  removeLabel?: string;
}) {
  const { LL } = useI18n();
  const S = LL.console.structure;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
    </>
  );
  return (
    <div className="console-inline">
      <Form method="post" preventScrollReset>
        {hidden("move")}
        <input type="hidden" name="direction" value="up" />
        <button type="submit" className="button" disabled={disabled || first} aria-label={S.moveUp({ name })}>
          <span aria-hidden="true">↑</span> {S.up()}
        </button>
      </Form>
      <Form method="post" preventScrollReset>
        {hidden("move")}
        <input type="hidden" name="direction" value="down" />
        <button type="submit" className="button" disabled={disabled || last} aria-label={S.moveDown({ name })}>
          <span aria-hidden="true">↓</span> {S.down()}
        </button>
      </Form>
      {removeLabel ? (
        <Form method="post" preventScrollReset>
          {hidden("delete")}
          <button type="submit" className="button" disabled={disabled} data-testid={`delete-${id}`}>
            {removeLabel}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
