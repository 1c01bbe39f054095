import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import type { ActionResult } from "../../lib/console-guards";
import { useI18n } from "../../lib/i18n";
import { FormMessage } from "../ui/form-message";
import { PageHeader } from "../ui/page-header";
import { ReadOnlyNotice } from "./read-only-notice";

/**
 * The top of a list of the catalogue's structure (categories, header entries, spec options): its
 * title and lead with Add for staff who may write, the last save's message (an action's answer, or
 * `?saved` after a save redirected), then the open editor.
 */
export function StructurePageTop({
  title,
  lead,
  addLabel,
  addHref,
  canWrite,
  result,
  saved,
  children,
}: {
  title: string;
  lead: string;
  addLabel: string;
  addHref: string;
  canWrite: boolean;
  /** The page's action data: a save, move or removal answers with an ActionResult. */
  result: object | undefined;
  saved: boolean;
  /** The editor, when one is open. */
  children?: ReactNode;
}) {
  const S = useI18n().LL.console.structure;
  const answer = result && "ok" in result ? (result as ActionResult) : null;
  return (
    <>
      <PageHeader title={title} lead={lead}>
        {canWrite ? (
          <p>
            <Link to={addHref} className="button button--primary">
              {addLabel}
            </Link>
          </p>
        ) : (
          <ReadOnlyNotice page="structure" />
        )}
      </PageHeader>
      {answer ? (
        <FormMessage error={answer.ok ? null : answer.error} success={answer.ok ? S.saved() : null} />
      ) : saved ? (
        <FormMessage success={S.saved()} />
      ) : null}
      {children}
    </>
  );
}

/** An editor's Save and Cancel (back to the list), for staff who may write; nothing for the others. */
export function EditorActions({ canWrite, cancelHref }: { canWrite: boolean; cancelHref: string }) {
  const S = useI18n().LL.console.structure;
  const busy = useNavigation().state !== "idle";
  if (!canWrite) return null;
  return (
    <div className="console-inline">
      <button type="submit" className="button button--primary" disabled={busy}>
        {S.save()}
      </button>
      <Link to={cancelHref} className="button">
        {S.cancel()}
      </Link>
    </div>
  );
}
