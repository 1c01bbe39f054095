import { data } from "react-router";
import { isTaxKind } from "../../shared/account/company";
import type { Route } from "./+types/account.company";
import { CompanyPage, type CompanyResult } from "../components/account/company-form";
import { actionFailure } from "../lib/action-failure";
import { field, readForm } from "../lib/form-data";
import { handleSessionError, requireSignedIn } from "../lib/guards";
import { seoMeta } from "../lib/seo";

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const profile = await args.context.api.get("/web/company").catch((error) => handleSessionError(args, error));
  return { profile };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.account.company.title(), noIndex: true }));

/** Saves or removes the profile; the API checks every field (and asks VIES about an EU VAT number). */
export async function action(args: Route.ActionArgs) {
  requireSignedIn(args);
  const form = await readForm(args);
  const intent = field(form, "intent");
  const expectedVersion = Number(field(form, "expectedVersion")) || undefined;
  if (intent !== "save" && intent !== "delete") throw data(null, { status: 400 });
  try {
    if (intent === "delete") {
      await args.context.api.post("/web/company/delete", { expectedVersion });
    } else {
      const kind = field(form, "taxKind");
      await args.context.api.post("/web/company/save", {
        legalName: field(form, "legalName"),
        line1: field(form, "line1"),
        line2: field(form, "line2"),
        city: field(form, "city"),
        region: field(form, "region"),
        postalCode: field(form, "postalCode"),
        country: field(form, "country"),
        taxKind: isTaxKind(kind) ? kind : "",
        taxId: isTaxKind(kind) ? field(form, "taxId") : "",
        eori: field(form, "eori"),
        invoiceEmail: field(form, "invoiceEmail"),
        expectedVersion,
      });
    }
    return { intent, ok: true } satisfies CompanyResult;
  } catch (error) {
    return actionFailure<CompanyResult>(args, error, { intent });
  }
}

export default function AccountCompanyPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CompanyPage profile={loaderData.profile} result={actionData} />;
}
