import { Link } from "react-router";
import type { DashboardPeriod } from "../../../shared/console/dashboard";
import { consoleHref } from "../../../shared/console/hrefs";
import { formatPrice } from "../../../shared/format";
import { href } from "../../../shared/routes";
import type { Route } from "./+types/_index";
import { PageHeader } from "../../components/ui/page-header";
import { handleStaffError } from "../../lib/console-guards";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";

export async function loader(args: Route.LoaderArgs) {
  const dashboard = await args.context.api.get("/admin/dashboard").catch((error) => handleStaffError(args, error));
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  return { dashboard, day, monthStart: `${day.slice(0, 8)}01` };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.dashboard.title(), noIndex: true }));

/** What needs doing and how the shop is doing: each figure links to its list. */
export default function ConsoleDashboardPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const D = LL.console.dashboard;
  const { dashboard, day, monthStart } = loaderData;
  const queues = [
    {
      label: D.awaitingPayment(),
      value: dashboard.awaitingPayment,
      to: consoleHref.orders({ status: "awaiting_payment" }),
      id: "awaiting",
    },
    { label: D.toShip(), value: dashboard.toShip, to: consoleHref.orders({ status: "paid" }), id: "to-ship" },
    { label: D.refundsDue(), value: dashboard.refundsDue, to: consoleHref.refunds(), id: "refunds" },
  ];
  return (
    <>
      <PageHeader title={D.title()} />
      <div className="console-stats">
        <PeriodCard title={D.today()} period={dashboard.today} to={consoleHref.orders({ from: day, to: day })} />
        <PeriodCard title={D.month()} period={dashboard.month} to={consoleHref.orders({ from: monthStart, to: day })} />
      </div>
      <div className="console-stats">
        {queues.map((queue) => (
          <Link key={queue.id} to={queue.to} className="console-stat" data-testid={`queue-${queue.id}`}>
            <span className="console-stat__label">{queue.label}</span>
            <strong className="console-stat__value">{queue.value}</strong>
          </Link>
        ))}
      </div>
      <section className="console-card">
        <h2 className="console-subtitle">{D.lowStock()}</h2>
        {dashboard.lowStock.length === 0 ? (
          <p className="console-muted">{D.noLowStock()}</p>
        ) : (
          <ul className="console-list">
            {dashboard.lowStock.map((sku) => (
              <li key={sku.specId}>
                <Link to={href.product(sku.productId)} reloadDocument>
                  {sku.name} · <code>{sku.sku}</code>
                </Link>{" "}
                <span className="console-muted">{D.lowStockLine({ stock: sku.stock, threshold: sku.threshold })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function PeriodCard({ title, period, to }: { title: string; period: DashboardPeriod; to: string }) {
  const { LL, locale } = useI18n();
  const D = LL.console.dashboard;
  return (
    <Link to={to} className="console-stat console-stat--wide">
      <span className="console-stat__label">{title}</span>
      <strong className="console-stat__value">{D.orders({ count: period.orders })}</strong>
      <span className="console-stat__detail">
        {period.revenue.length === 0
          ? D.noRevenue()
          : period.revenue.map((line) => formatPrice(line.amountMinor, line.currency, locale)).join(" · ")}
      </span>
    </Link>
  );
}
