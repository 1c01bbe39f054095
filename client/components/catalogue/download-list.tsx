import { formatFileSize } from "../../../shared/format";
import type { ProductDownload } from "../../../shared/media/types";
import { useI18n } from "../../lib/i18n";

/** The Downloads tab: each datasheet and firmware file with its kind and size; a click saves it. */
export function DownloadList({ files }: { files: ProductDownload[] }) {
  const { LL, locale } = useI18n();
  const D = LL.catalogue.downloads;
  return (
    <table className="spec-table download-list">
      <caption>{D.caption()}</caption>
      <thead>
        <tr>
          <th scope="col">{D.name()}</th>
          <th scope="col">{D.type()}</th>
          <th scope="col">{D.size()}</th>
        </tr>
      </thead>
      <tbody>
        {files.map((file) => (
          <tr key={file.url}>
            <td>
              <a href={file.url} download={file.name} type={file.contentType} dir="auto">
                {file.name}
              </a>
            </td>
            <td>{D.roles[file.role]()}</td>
            <td>
              <bdi>{formatFileSize(file.sizeBytes, locale)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
