import { formatFileSize } from "../../../shared/format";
import type { UnusedMedia } from "../../../shared/media/types";
import { useI18n } from "../../lib/i18n";
import { ConfirmForm } from "./confirm-form";
import { ConsoleTime } from "./local-time";

/**
 * Stored files nothing on the site names any more, each with a delete button that asks first.
 */
export function UnusedFiles({ files }: { files: UnusedMedia[] }) {
  const { LL, locale } = useI18n();
  const M = LL.console.editing.media;
  return (
    <section className="console-card" aria-labelledby="media-unused" data-testid="unused-files">
      <h2 id="media-unused" className="console-subtitle">
        {M.unusedTitle({ count: files.length })}
      </h2>
      <p className="console-muted">{M.unusedLead()}</p>
      {files.length ? (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">
                  {M.name()} · {M.size()} · {M.added()}
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
                      <img src={file.url} alt="" width={48} height={48} className="console-thumb" loading="lazy" />
                    ) : null}
                    <a href={file.url} dir="auto">
                      {file.name}
                    </a>
                    <br />
                    <span className="console-muted">
                      <bdi>{formatFileSize(file.sizeBytes, locale)}</bdi> · <ConsoleTime iso={file.createdAt} />
                    </span>
                  </td>
                  <td>
                    <ConfirmForm
                      question={{
                        title: M.delete(),
                        message: M.confirmDelete({ name: file.name }),
                        confirmText: M.delete(),
                        cancelText: LL.common.close(),
                      }}
                      label={`${M.delete()}: ${file.name}`}
                    >
                      <input type="hidden" name="mediaId" value={file.mediaId} />
                    </ConfirmForm>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="console-muted">{M.noUnused()}</p>
      )}
    </section>
  );
}
