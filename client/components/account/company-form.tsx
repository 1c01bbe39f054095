import { useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import {
  COMPANY_LIMITS,
  defaultTaxKind,
  TAX_KINDS,
  takesEori,
  type CompanyProfile,
  type TaxKind,
} from "../../../shared/account/company";
import { formatDate } from "../../../shared/format";
import { useI18n } from "../../lib/i18n";
import { confirmDialog } from "../../lib/confirm-dialog";
import { CountryField } from "../cart/country-field";
import { isolatedParts, slot } from "../console/isolated-parts";
import { FormMessage } from "../ui/form-message";
import { PageHeader } from "../ui/page-header";
import { TextField } from "../ui/text-field";

/** What the company page's action answers. */
export interface CompanyResult {
  intent: "save" | "delete";
  ok?: boolean;
  error?: string;
}

/** What VIES said of the profile's EU VAT number (nothing for other kinds). */
function ViesResult({ profile }: { profile: CompanyProfile }) {
  const { LL, locale } = useI18n();
  const C = LL.account.company;
  const vies = profile.vies;
  if (profile.taxKind !== "eu_vat" || !vies) return null;
  const date = vies.checkedAt ? formatDate(vies.checkedAt, locale) : "";
  const [tone, text] =
    vies.status === "valid"
      ? [
          "success",
          vies.name
            ? isolatedParts(C.viesValid({ name: slot("name"), date }), { name: vies.name })
            : C.viesValidNoName({ date }),
        ]
      : vies.status === "invalid"
        ? ["error", isolatedParts(C.viesInvalid({ number: slot("number"), date }), { number: profile.taxId })]
        : ["pending", C.viesUnavailable()];
  return (
    <section
      className="company-vies"
      aria-labelledby="company-vies"
      data-testid="company-vies"
      data-status={vies.status}
    >
      <h2 id="company-vies" className="settings-subtitle">
        {C.viesTitle()}
      </h2>
      <p className={`form-message form-message--${tone}`}>{text}</p>
    </section>
  );
}

/**
 * The company's fields. The kind of tax ID follows the country until the buyer picks one; the
 * EORI number is asked for where EORI numbers are issued (the EU and the United Kingdom).
 */
function CompanyFields({ profile }: { profile: CompanyProfile | null }) {
  const { LL } = useI18n();
  const C = LL.account.company;
  const A = LL.commerce.address;
  const [country, setCountry] = useState(profile?.country ?? "");
  const [kind, setKind] = useState<TaxKind | "">(profile?.taxKind ?? "");
  const [kindChosen, setKindChosen] = useState(profile !== null);
  const chooseCountry = (code: string) => {
    setCountry(code);
    if (!kindChosen) setKind(defaultTaxKind(code));
  };
  return (
    <>
      {profile ? <input type="hidden" name="expectedVersion" value={profile.version} /> : null}
      <TextField
        label={C.legalName()}
        hint={C.legalNameHint()}
        name="legalName"
        defaultValue={profile?.legalName}
        required
        maxLength={COMPANY_LIMITS.legalName}
        autoComplete="organization"
      />
      <TextField
        label={A.line1()}
        name="line1"
        defaultValue={profile?.line1}
        required
        maxLength={COMPANY_LIMITS.line}
        autoComplete="address-line1"
      />
      <TextField
        label={A.line2()}
        name="line2"
        defaultValue={profile?.line2}
        maxLength={COMPANY_LIMITS.line}
        autoComplete="address-line2"
      />
      <div className="form__row">
        <TextField
          label={A.city()}
          name="city"
          defaultValue={profile?.city}
          required
          maxLength={COMPANY_LIMITS.city}
          autoComplete="address-level2"
        />
        <TextField
          label={A.region()}
          name="region"
          defaultValue={profile?.region}
          maxLength={COMPANY_LIMITS.region}
          autoComplete="address-level1"
        />
      </div>
      <div className="form__row">
        <TextField
          label={A.postalCode()}
          name="postalCode"
          defaultValue={profile?.postalCode}
          maxLength={COMPANY_LIMITS.postalCode}
          autoComplete="postal-code"
          dir="ltr"
        />
        <CountryField defaultValue={profile?.country} onChange={chooseCountry} />
      </div>
      <div className="form__row">
        <div className="field">
          <label htmlFor="company-tax-kind" className="field__label">
            {C.taxKind()}
          </label>
          <select
            id="company-tax-kind"
            name="taxKind"
            className="select"
            value={kind}
            onChange={(event) => {
              setKind(event.currentTarget.value as TaxKind | "");
              setKindChosen(true);
            }}
          >
            <option value="">{C.kinds.none()}</option>
            {TAX_KINDS.map((option) => (
              <option key={option} value={option}>
                {C.kinds[option]()}
              </option>
            ))}
          </select>
        </div>
        {kind ? (
          <TextField
            label={C.taxId()}
            hint={C.taxIdHint()}
            name="taxId"
            defaultValue={profile?.taxId ?? ""}
            required
            maxLength={COMPANY_LIMITS.taxIdTyped}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
          />
        ) : null}
      </div>
      {takesEori(country) ? (
        <TextField
          label={C.eori()}
          hint={C.eoriHint()}
          name="eori"
          defaultValue={profile?.eori ?? ""}
          maxLength={COMPANY_LIMITS.eoriTyped}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
        />
      ) : null}
      <TextField
        label={C.invoiceEmail()}
        hint={C.invoiceEmailHint()}
        name="invoiceEmail"
        type="email"
        defaultValue={profile?.invoiceEmail ?? ""}
        maxLength={COMPANY_LIMITS.email}
        autoComplete="email"
        dir="ltr"
      />
    </>
  );
}

/**
 * /account/company: the company invoices and customs papers name (optional), its tax ID checked
 * with VIES when it is an EU VAT number, and staff's verification.
 */
export function CompanyPage({ profile, result }: { profile: CompanyProfile | null; result?: CompanyResult }) {
  const { LL, locale } = useI18n();
  const C = LL.account.company;
  const busy = useNavigation().state !== "idle";
  const submit = useSubmit();
  const message = (intent: "save" | "delete") =>
    result?.intent === intent ? (
      <FormMessage error={result.error} success={result.ok ? (intent === "save" ? C.saved() : C.removed()) : null} />
    ) : null;
  return (
    <>
      <PageHeader title={C.title()} lead={C.lead()} />
      <section className="card settings-section" data-testid="company">
        <Form method="post" className="form" data-testid="company-form">
          {message("save")}
          <input type="hidden" name="intent" value="save" />
          {/* New fields from what was stored (normalised) after each save. */}
          <CompanyFields key={profile?.version ?? 0} profile={profile} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {C.save()}
          </button>
        </Form>
        {profile ? <ViesResult profile={profile} /> : null}
        {profile?.verified ? (
          <p className="muted" data-testid="company-verified">
            {C.verified({ date: formatDate(profile.verified.at, locale) })}
          </p>
        ) : null}
      </section>
      {profile ? (
        <section className="card settings-section" aria-labelledby="company-remove">
          <h2 id="company-remove">{C.remove()}</h2>
          <Form
            method="post"
            className="form"
            onSubmit={async (event) => {
              const form = event.currentTarget;
              event.preventDefault();
              const confirmed = await confirmDialog({
                title: C.removeTitle(),
                message: C.removeConfirm(),
                confirmText: C.remove(),
                cancelText: C.keep(),
                type: "warning",
              });
              if (confirmed) void submit(form, { method: "post" });
            }}
          >
            {message("delete")}
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="expectedVersion" value={profile.version} />
            <button type="submit" className="button button--danger" disabled={busy}>
              {C.remove()}
            </button>
          </Form>
        </section>
      ) : result?.intent === "delete" ? (
        message("delete")
      ) : null}
    </>
  );
}
