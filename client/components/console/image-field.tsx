import { useState } from "react";
import { useI18n } from "../../lib/i18n";
import { FileUploadForm } from "./file-upload-form";

/**
 * An image of the catalogue's structure: its address (a site path or the media library's
 * /media/… of an upload) with a preview, and an upload that fills it in. The upload is a form of
 * its own, so this sits outside the editor's form and hands the address to it through `form`.
 */
export function ImageField({ form, initial, disabled }: { form: string; initial: string | null; disabled: boolean }) {
  const { LL } = useI18n();
  const S = LL.console.structure;
  const [img, setImg] = useState(initial ?? "");
  return (
    <section className="console-card console-image-field" aria-label={S.image()}>
      {img ? <img src={img} alt="" width={64} height={64} className="console-image-field__preview" /> : null}
      <label className="field">
        <span className="field__label">{S.imagePath()}</span>
        <input
          form={form}
          name="img"
          value={img}
          onChange={(event) => setImg(event.target.value)}
          maxLength={500}
          dir="ltr"
          className="field__input"
          disabled={disabled}
        />
      </label>
      {disabled ? null : <FileUploadForm fileRole="gallery" onUploaded={setImg} />}
    </section>
  );
}
