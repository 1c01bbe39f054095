import { Form, useNavigation, useSubmit } from "react-router";
import { formatFileSize } from "../../../shared/format";
import type { UnusedMedia } from "../../../shared/media/types";
import { confirmDialog } from "../../lib/confirm-dialog";
import { useHydrated } from "../../lib/hydration";
import { useI18n } from "../../lib/i18n";
import { AdminTime } from "./local-time";

/**
 * Stored files nothing on the site names any more, each with a delete button that asks first (the
 * button waits for the page's code, so the question is never skipped).
 */
export function UnusedFiles({ files }: { files: UnusedMedia[] }) {
  const { LL, locale } = useI18n();
  const M = LL.admin.editing.media;
  const hydrated = useHydrated();
  const submit = useSubmit();
  const busy = useNavigation().state !== "idle";
  return (
    <section className="admin-card" aria-labelledby="media-unused" data-testid="unused-files">
      <h2 id="media-unused" className="admin-subtitle">
        {M.unusedTitle({ count: files.length })}
      </h2>
      <p className="admin-muted">{M.unusedLead()}</p>
      {files.length ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{M.name()}</th>
                <th scope="col">
                  {M.size()} · {M.added()}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{M.delete()}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {files.map((file) => (
                <tr key={file.mediaId} data-file={file.url}>
                  <td>
                    {file.width ? (
                      <img src={file.url} alt="" width={48} height={48} className="admin-thumb" loading="lazy" />
                    ) : null}
                    <a href={file.url} dir="auto">
                      {file.name}
                    </a>
                  </td>
                  <td>
                    <bdi>{formatFileSize(file.sizeBytes, locale)}</bdi>
                    <br />
                    <AdminTime iso={file.createdAt} />
                  </td>
                  <td>
                    <Form
                      method="post"
                      onSubmit={async (event) => {
                        event.preventDefault();
                        const form = event.currentTarget;
                        const confirmed = await confirmDialog({
                          title: M.delete(),
                          message: M.confirmDelete({ name: file.name }),
                          confirmText: M.delete(),
                          cancelText: LL.common.close(),
                          type: "warning",
                        });
                        if (confirmed) void submit(form, { method: "post" });
                      }}
                    >
                      <input type="hidden" name="mediaId" value={file.mediaId} />
                      <button
                        type="submit"
                        className="button button--danger"
                        disabled={!hydrated || busy}
                        aria-label={`${M.delete()}: ${file.name}`}
                      >
                        {M.delete()}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="admin-muted">{M.noUnused()}</p>
      )}
    </section>
  );
}
