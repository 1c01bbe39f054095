import { Link, useActionData } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import { formatFileSize } from "../../../shared/format";
import type { ProductFile } from "../../../shared/media/types";
import { href } from "../../../shared/routes";
import type { Route } from "./+types/products.$id.media";
import { ConfirmForm } from "../../components/console/confirm-form";
import { FileUploadForm } from "../../components/console/file-upload-form";
import { ConsoleTime } from "../../components/console/local-time";
import { FormMessage } from "../../components/ui/form-message";
import { PageHeader } from "../../components/ui/page-header";
import { handleStaffError, runStaffAction } from "../../lib/console-guards";
import { field, readForm } from "../../lib/form-data";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";

export async function loader(args: Route.LoaderArgs) {
  const id = /^\d{1,12}$/.test(args.params.id) ? args.params.id : "0";
  const product = await args.context.api
    .get(`/admin/media/products/${id}`)
    .catch((error) => handleStaffError(args, error));
  return { product };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({
    title: LL.console.editing.media.title({ name: args.data?.product.name ?? "" }),
    noIndex: true,
  }));

export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  const id = encodeURIComponent(args.params.id);
  const fileId = encodeURIComponent(field(form, "fileId"));
  return runStaffAction(args, "remove", () =>
    args.context.api.post(`/admin/media/products/${id}/files/${fileId}/remove`),
  );
}

function FileTable({ files }: { files: ProductFile[] }) {
  const { LL, locale } = useI18n();
  const M = LL.console.editing.media;
  if (!files.length) return <p className="console-muted">{M.none()}</p>;
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <thead>
          <tr>
            <th scope="col">{M.name()}</th>
            <th scope="col">{M.size()}</th>
            <th scope="col">{M.added()}</th>
            <th scope="col">
              <span className="visually-hidden">{M.remove()}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.id} data-file={file.url}>
              <td>
                {file.width ? (
                  <img src={file.url} alt="" width={64} height={64} className="console-thumb" loading="lazy" />
                ) : null}
                <a href={file.url} dir="auto">
                  {file.name}
                </a>
              </td>
              <td>
                <bdi>{formatFileSize(file.sizeBytes, locale)}</bdi>
              </td>
              <td>
                <ConsoleTime iso={file.createdAt} />
              </td>
              <td>
                <ConfirmForm
                  question={{
                    title: M.remove(),
                    message: M.confirmRemove({ name: file.name }),
                    confirmText: M.remove(),
                    cancelText: LL.common.close(),
                  }}
                  label={`${M.remove()}: ${file.name}`}
                >
                  <input type="hidden" name="fileId" value={file.id} />
                </ConfirmForm>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One product's cover, gallery images, datasheets and firmware: upload, see, remove. */
export default function ConsoleProductMediaPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const M = LL.console.editing.media;
  const { product } = loaderData;
  const result = useActionData<typeof action>();
  const answer = result && "ok" in result ? result : null;
  const byRole = (role: ProductFile["role"]) => product.files.filter((file) => file.role === role);
  return (
    <>
      <PageHeader title={M.title({ name: product.name })} />
      <p className="console-actions">
        <Link to={consoleHref.media()}>{M.listTitle()}</Link>
        <a href={href.product(product.productId)}>{M.viewProduct()}</a>
      </p>
      <FormMessage error={answer && !answer.ok ? answer.error : null} success={answer?.ok ? M.removed() : null} />
      <section className="console-card" aria-labelledby="media-cover">
        <h2 id="media-cover" className="console-subtitle">
          {M.roles.cover()}
        </h2>
        {product.cover ? (
          <img src={product.cover} alt={M.cover()} width={160} height={160} className="console-cover" />
        ) : (
          <p className="console-muted">{M.noCover()}</p>
        )}
        <FileUploadForm productId={product.productId} fileRole="cover" />
      </section>
      {(["gallery", "datasheet", "firmware"] as const).map((role) => (
        <section key={role} className="console-card" aria-labelledby={`media-${role}`}>
          <h2 id={`media-${role}`} className="console-subtitle">
            {M.roles[role]()}
          </h2>
          <FileTable files={byRole(role)} />
          <FileUploadForm productId={product.productId} fileRole={role} />
        </section>
      ))}
    </>
  );
}
