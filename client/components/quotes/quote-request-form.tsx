import { type FormEvent, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import type { UploadedAttachment } from "../../../shared/commerce/quotes";
import { MAX_LINE_QUANTITY } from "../../../shared/constants";
import { ATTACHMENT_LIMITS } from "../../../shared/media/files";
import { formatFileSize, formatPrice } from "../../../shared/format";
import { href } from "../../../shared/routes";
import { api } from "../../lib/api";
import { useHydrated } from "../../lib/hydration";
import { useI18n } from "../../lib/i18n";
import { QUOTE_MESSAGE_MAX, type WantedItem } from "../../lib/quotes";
import { CountryField } from "../cart/country-field";
import { FormMessage } from "../ui/form-message";
import { PageHeader } from "../ui/page-header";

/** A SKU of the request as the form shows it; `name` null: the shop could not name it. */
export interface RequestItem extends WantedItem {
  productId: number | null;
  name: string | null;
  specName: string;
  image: string | null;
  listPriceMinor: number | null;
  currency: string;
}

/** What sending the request gets back when the API refuses it (a success goes to the quote). */
export interface QuoteRequestResult {
  error: string | null;
}

/**
 * The request: its SKUs (quantity editable, removable), where the goods go, by when, a message
 * and one file. The file is uploaded first, straight to the API; the request then names it.
 */
export function QuoteRequestForm({
  items: initial,
  defaultCountry,
  today,
  result,
}: {
  items: RequestItem[];
  defaultCountry: string;
  /** Today (UTC, YYYY-MM-DD): the earliest delivery day. */
  today: string;
  result: QuoteRequestResult | undefined;
}) {
  const { LL, locale } = useI18n();
  const Q = LL.commerce.quotes.request;
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [items, setItems] = useState(initial);
  const [uploading, setUploading] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const maxSize = formatFileSize(ATTACHMENT_LIMITS.maxBytes, locale);
  const sending = uploading !== null || navigation.state === "submitting";

  const remove = (skuId: number) => setItems((current) => current.filter((item) => item.skuId !== skuId));

  /** With a file chosen: checked and uploaded first, then the request is sent naming it. */
  async function send(event: FormEvent<HTMLFormElement>) {
    // One request per click: a second one while this one is on its way is dropped.
    if (sending) return event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) return;
    event.preventDefault();
    setUploadError(null);
    if (chosen.size > ATTACHMENT_LIMITS.maxBytes) {
      setUploadError(Q.attachmentTooBig({ name: chosen.name, size: maxSize }));
      return;
    }
    if (chosen.type && !(ATTACHMENT_LIMITS.types as readonly string[]).includes(chosen.type)) {
      setUploadError(Q.attachmentWrongType({ name: chosen.name }));
      return;
    }
    const data = new FormData(event.currentTarget);
    setUploading(chosen.name);
    let uploaded: UploadedAttachment;
    try {
      uploaded = await api.post("/web/quotes/attachments", chosen, { query: { name: chosen.name }, silent: true });
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : String(failure));
      return;
    } finally {
      setUploading(null);
    }
    data.set("attachmentId", String(uploaded.id));
    void submit(data, { method: "post" });
  }

  if (!items.length) {
    return (
      <>
        <PageHeader title={Q.title()} lead={Q.lead()} />
        <div className="empty-state" data-testid="quote-no-items">
          <p>{Q.noItems()}</p>
          <Link to={href.lists()} className="button button--primary">
            {Q.browse()}
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader title={Q.title()} lead={Q.lead()} />
      <Form method="post" className="form quote-request" onSubmit={send}>
        <section className="card" aria-labelledby="quote-items">
          <h2 id="quote-items" className="quote__heading">
            {Q.items()}
          </h2>
          <ul className="quote-items">
            {items.map((item) => {
              const name = item.name ?? Q.unknownItem({ id: String(item.skuId) });
              return (
                <li key={item.skuId} className="quote-item" data-sku-id={item.skuId}>
                  {item.image ? (
                    <img src={item.image} alt="" width={72} height={54} loading="lazy" className="quote-item__image" />
                  ) : null}
                  <div className="quote-item__info">
                    <p className="quote-item__name">
                      {item.productId ? (
                        <Link to={href.product(item.productId)}>
                          <bdi>{name}</bdi>
                        </Link>
                      ) : (
                        <bdi>{name}</bdi>
                      )}
                    </p>
                    {item.specName ? (
                      <p className="muted">
                        <bdi>{item.specName}</bdi>
                      </p>
                    ) : null}
                    {item.listPriceMinor !== null ? (
                      <p className="muted">
                        {Q.listPrice({ amount: formatPrice(item.listPriceMinor, item.currency, locale) })}
                      </p>
                    ) : null}
                  </div>
                  <div className="quote-item__controls">
                    {/* A plain number field: it works before the page's code has loaded too. */}
                    <input type="hidden" name="sku" value={item.skuId} />
                    <label className="quote-item__quantity">
                      <span>{LL.purchase.quantity()}</span>
                      <input
                        type="number"
                        name="quantity"
                        className="field__input"
                        min={1}
                        max={MAX_LINE_QUANTITY}
                        step={1}
                        required
                        inputMode="numeric"
                        defaultValue={item.quantity}
                        aria-label={`${LL.purchase.quantity()}: ${name}`}
                      />
                    </label>
                    <button
                      type="button"
                      className="button button--small"
                      disabled={!hydrated}
                      onClick={() => remove(item.skuId)}
                      aria-label={Q.removeItem({ name })}
                    >
                      {Q.remove()}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
        <div className="form__row">
          <CountryField defaultValue={defaultCountry} label={Q.country()} hint={Q.countryHint()} />
          <div className="field">
            <label htmlFor="quote-wanted-by" className="field__label">
              {Q.wantedBy()}
            </label>
            <input
              id="quote-wanted-by"
              type="date"
              name="wantedBy"
              min={today}
              className="field__input"
              aria-describedby="quote-wanted-by-hint"
            />
            <p id="quote-wanted-by-hint" className="field__hint">
              {Q.wantedByHint()}
            </p>
          </div>
        </div>
        <div className="field">
          <label htmlFor="quote-message" className="field__label">
            {Q.message()}
          </label>
          <textarea
            id="quote-message"
            name="message"
            className="field__input field__textarea"
            rows={5}
            maxLength={QUOTE_MESSAGE_MAX}
            aria-describedby="quote-message-hint"
          />
          <p id="quote-message-hint" className="field__hint">
            {Q.messageHint()}
          </p>
        </div>
        <div className="field">
          <label htmlFor="quote-attachment" className="field__label">
            {Q.attachment()}
          </label>
          {/* No name: the file never goes with the form; it is uploaded on its own first. */}
          <input
            id="quote-attachment"
            ref={file}
            type="file"
            accept={[...ATTACHMENT_LIMITS.types, ".pdf", ".jpg", ".jpeg", ".png", ".webp"].join(",")}
            className="field__input quote-request__file"
            disabled={!hydrated}
            aria-describedby="quote-attachment-hint"
            onChange={() => setUploadError(null)}
          />
          <p id="quote-attachment-hint" className="field__hint">
            {Q.attachmentHint({ size: maxSize })}
          </p>
        </div>
        <FormMessage error={uploadError ?? (navigation.state === "idle" ? result?.error : null)} />
        <button type="submit" className="button button--primary button--large" aria-disabled={sending || undefined}>
          {uploading ? Q.uploading({ name: uploading }) : sending ? Q.sending() : Q.send()}
        </button>
      </Form>
    </>
  );
}
