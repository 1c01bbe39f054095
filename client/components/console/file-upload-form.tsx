import { useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { MEDIA_LIMITS, type MediaRole } from "../../../shared/media/files";
import { formatFileSize } from "../../../shared/format";
import { api } from "../../lib/api";
import { useHydrated } from "../../lib/hydration";
import { useI18n } from "../../lib/i18n";
import { FormMessage } from "../ui/form-message";
import { notifySuccess } from "../../lib/notify";

const ACCEPT: Record<MediaRole, string> = {
  gallery: "image/jpeg,image/png,image/webp",
  cover: "image/jpeg,image/png,image/webp",
  datasheet: "application/pdf,.pdf",
  firmware: ".bin,.img,.fw,.hex,.zip,.tar,.gz,.tgz",
};

/**
 * One file of a role sent to the API as it is (the server reads its type from its bytes and
 * refuses what does not fit, saying why); the page's data is then loaded again.
 */
export function FileUploadForm({
  productId,
  fileRole: role,
  onUploaded,
}: {
  /** The product the file belongs to; none: an image of its own (a post's cover). */
  productId?: number;
  fileRole: MediaRole;
  onUploaded?: (url: string) => void;
}) {
  const { LL, locale } = useI18n();
  const M = LL.console.editing.media;
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const size = formatFileSize(MEDIA_LIMITS[role].maxBytes, locale);

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const uploaded =
        productId === undefined
          ? await api.post("/admin/media/files", file, { query: { name: file.name }, silent: true })
          : await api.post(`/admin/media/products/${productId}/files`, file, {
              query: { role, name: file.name },
              silent: true,
            });
      notifySuccess(M.uploaded({ name: file.name }));
      if (input.current) input.current.value = "";
      if (onUploaded) onUploaded(uploaded.url);
      else await revalidator.revalidate();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  const id = `upload-${role}${productId === undefined ? "-own" : ""}`;
  return (
    <form className="console-upload" onSubmit={upload} data-role={role}>
      <label className="field" htmlFor={id}>
        <span className="field__label">{M.choose()}</span>
        <input id={id} ref={input} type="file" name="file" accept={ACCEPT[role]} required className="field__input" />
      </label>
      <p className="console-muted">{M.roleHints[role]({ size })}</p>
      <FormMessage error={error} />
      <button type="submit" className="button button--primary" disabled={!hydrated || busy} aria-busy={busy}>
        {busy ? M.uploading() : M.upload()}
      </button>
    </form>
  );
}
