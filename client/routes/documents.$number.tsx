import { data, Link, redirect } from "react-router";
import { DocumentLinkQuerySchema, DocumentNumberSchema, documentSignedFileHref } from "../../shared/commerce/documents";
import { href } from "../../shared/routes";
import type { Route } from "./+types/documents.$number";
import { FormMessage } from "../components/ui/form-message";
import { PageHeader } from "../components/ui/page-header";
import { loadWithTexts } from "../lib/dictionary";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";

type Problem = "expired" | "invalid" | "other_account";

/**
 * A document's signed link from a mail: a genuine, unexpired one goes on to the PDF; any other
 * is explained (it never says whose document it is).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const number = DocumentNumberSchema.safeParse(params.number);
  const query = DocumentLinkQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!number.success || !query.success) return data({ problem: "invalid" as Problem }, { status: 403 });
  const { state } = await context.api.get(`/web/documents/check/${number.data}`, {
    query: { u: query.data.u, e: query.data.e, s: query.data.s },
  });
  if (state === "ok") throw redirect(documentSignedFileHref(number.data, url.searchParams));
  return data({ problem: state as Problem }, { status: state === "expired" ? 410 : 403 });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithTexts(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.commerce.orderDocuments.linkTitle(), noIndex: true }));

export default function DocumentLinkPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const D = LL.commerce.orderDocuments;
  const message =
    loaderData.problem === "expired"
      ? D.linkExpired()
      : loaderData.problem === "other_account"
        ? D.linkOtherAccount()
        : D.linkInvalid();
  return (
    <>
      <PageHeader title={D.linkTitle()} />
      <FormMessage error={message} />
      <p className="form__switch">
        <Link to={href.login(href.accountOrders())}>{D.toOrders()}</Link>
      </p>
    </>
  );
}
