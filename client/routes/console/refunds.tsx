import { Form, Link, useActionData } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import { formatPrice } from "../../../shared/format";
import type { Route } from "./+types/refunds";
import { ConsoleTime } from "../../components/console/local-time";
import { providerName } from "../../components/console/provider-name";
import { FormMessage } from "../../components/ui/form-message";
import { PageHeader } from "../../components/ui/page-header";
import { Pagination } from "../../components/ui/pagination";
import { handleStaffError, runStaffAction } from "../../lib/console-guards";
import { field, readForm } from "../../lib/form-data";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";
import { useStaffCan } from "../../lib/staff";
import { pageParam } from "../../../shared/pagination";
import { ReadOnlyNotice } from "../../components/console/read-only-notice";

export async function loader(args: Route.LoaderArgs) {
  const page = pageParam(new URL(args.request.url));
  const refunds = await args.context.api
    .get("/admin/payments/refund-due", { query: { page, pageSize: 50 } })
    .catch((error) => handleStaffError(args, error));
  return { refunds };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.refunds.title(), noIndex: true }));

export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  return runStaffAction(args, "refunded", () =>
    args.context.api.post(`/admin/payments/${encodeURIComponent(field(form, "id"))}/refunded`, {
      note: field(form, "note"),
    }),
  );
}

/** Money no order kept: give it back at the provider or bank, then mark it here with the reference. */
export default function ConsoleRefundsPage({ loaderData }: Route.ComponentProps) {
  const { LL, locale } = useI18n();
  const R = LL.console.refunds;
  const canWrite = useStaffCan("orders.write");
  const result = useActionData<typeof action>();
  const answer = result && "ok" in result ? result : null;
  const { refunds } = loaderData;
  return (
    <>
      <PageHeader title={R.title()} lead={R.lead()} />
      <FormMessage error={answer && !answer.ok ? answer.error : null} success={answer?.ok ? R.marked() : null} />
      {canWrite ? null : <ReadOnlyNotice page="refunds" />}
      {refunds.list.length === 0 ? (
        <p className="console-muted">{R.none()}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{R.order()}</th>
                <th scope="col">{R.provider()}</th>
                <th scope="col">{R.amount()}</th>
                <th scope="col">{R.received()}</th>
                {canWrite ? <th scope="col">{R.markRefunded()}</th> : null}
              </tr>
            </thead>
            <tbody>
              {refunds.list.map((refund) => (
                <tr key={refund.id}>
                  <td>
                    <Link to={consoleHref.order(refund.orderNo)}>{refund.orderNo}</Link>
                  </td>
                  <td>
                    {providerName(LL, refund.provider)}
                    <br />
                    <code className="console-muted">{refund.providerRef}</code>
                  </td>
                  <td>{formatPrice(refund.amountMinor, refund.currency, locale)}</td>
                  <td>
                    <ConsoleTime iso={refund.at} />
                  </td>
                  {canWrite ? (
                    <td>
                      <Form method="post" className="console-inline">
                        <input type="hidden" name="id" value={refund.id} />
                        <label className="console-select">
                          <span className="visually-hidden">{R.reference()}</span>
                          <input name="note" maxLength={500} placeholder={R.reference()} className="field__input" />
                        </label>
                        <button type="submit" className="button">
                          {R.markRefunded()}
                        </button>
                      </Form>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={refunds.page} total={refunds.total} pageSize={refunds.pageSize} />
    </>
  );
}
