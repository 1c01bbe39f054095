import { Form, Link } from "react-router";
import { adminHref } from "../../shared/admin/hrefs";
import type { Route } from "./+types/admin.audit";
import { AdminTime } from "../components/admin/local-time";
import { PageHeader } from "../components/ui/page-header";
import { Pagination } from "../components/ui/pagination";
import { handleStaffError } from "../lib/admin-guards";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";
import { useStaff } from "../lib/staff";
import { pageNumber } from "../../shared/pagination";

const SHARED_ENTITIES = [
  "order",
  "customer",
  "review",
  "product",
  "sku",
  "category",
  "navigation",
  "spec_option",
] as const;
const ENTITIES = [...SHARED_ENTITIES, "staff", "staff_session", "api_token"] as const;
/** What a member who is not the owner may filter by (staff management is the owner's): SHARED_ENTITIES. */
type Entity = (typeof ENTITIES)[number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const entity = (ENTITIES as readonly string[]).includes(params.get("entity") ?? "")
    ? (params.get("entity") as Entity)
    : undefined;
  const filter = {
    entity,
    entityId: params.get("entityId")?.trim().slice(0, 64) || undefined,
    from: DAY.test(params.get("from") ?? "") ? params.get("from")! : undefined,
    to: DAY.test(params.get("to") ?? "") ? params.get("to")! : undefined,
  };
  const page = pageNumber(params.get("page"));
  const audit = await args.context.api
    .get("/admin/audit", { query: { ...filter, page } })
    .catch((error) => handleStaffError(args, error));
  return { audit, filter };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.admin.audit.title(), noIndex: true }));

/** Changed fields as "field: value" lines. */
function describe(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .map(
      ([key, value]) =>
        `${key}: ${value === null ? "—" : typeof value === "object" ? JSON.stringify(value) : String(value)}`,
    )
    .join("\n");
}

/** Every staff change: who, when, what, before and after, from where. */
export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const A = LL.admin.audit;
  const CA = LL.admin.catalog.audit;
  const SA = LL.admin.structure.audit;
  const entityName = (entity: Entity) =>
    entity === "product" || entity === "sku"
      ? CA.entities[entity]()
      : entity === "category" || entity === "navigation" || entity === "spec_option"
        ? SA.entities[entity]()
        : A.entities[entity]();
  const me = useStaff();
  const { audit, filter } = loaderData;
  const entities = me.role === "owner" ? ENTITIES : SHARED_ENTITIES;
  return (
    <>
      <PageHeader title={A.title()} />
      <Form method="get" className="admin-filters" role="search">
        <label className="field">
          <span className="field__label">{A.entity()}</span>
          <select name="entity" defaultValue={filter.entity ?? ""} className="field__input">
            <option value="">{A.allEntities()}</option>
            {entities.map((entity) => (
              <option key={entity} value={entity}>
                {entityName(entity)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{A.entityId()}</span>
          <input name="entityId" defaultValue={filter.entityId ?? ""} maxLength={64} className="field__input" />
        </label>
        <label className="field">
          <span className="field__label">{LL.admin.orders.from()}</span>
          <input type="date" name="from" defaultValue={filter.from ?? ""} className="field__input" />
        </label>
        <label className="field">
          <span className="field__label">{LL.admin.orders.to()}</span>
          <input type="date" name="to" defaultValue={filter.to ?? ""} className="field__input" />
        </label>
        <button type="submit" className="button button--primary">
          {LL.admin.orders.filter()}
        </button>
      </Form>
      {audit.list.length === 0 ? (
        <p className="admin-muted">{A.none()}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid="audit-table">
            <thead>
              <tr>
                <th scope="col">{A.when()}</th>
                <th scope="col">{A.who()}</th>
                <th scope="col">{A.action()}</th>
                <th scope="col">{A.before()}</th>
                <th scope="col">{A.after()}</th>
                <th scope="col">{A.ip()}</th>
              </tr>
            </thead>
            <tbody>
              {audit.list.map((entry) => (
                <tr key={entry.id} data-testid={`audit-${entry.action}`}>
                  <td>
                    <AdminTime iso={entry.at} />
                  </td>
                  <td>{entry.staffName ?? entry.actor}</td>
                  <td>
                    {A.actions[entry.action as keyof typeof A.actions]?.() ??
                      CA.actions[entry.action as keyof typeof CA.actions]?.() ??
                      SA.actions[entry.action as keyof typeof SA.actions]?.() ??
                      entry.action}
                    <br />
                    {entry.entity === "order" ? (
                      <Link to={adminHref.order(entry.entityId)}>{entry.entityId}</Link>
                    ) : entry.entity === "product" ? (
                      <Link to={adminHref.product(Number(entry.entityId))}>
                        {entityName("product")} {entry.entityId}
                      </Link>
                    ) : (
                      <span className="admin-muted">
                        {(ENTITIES as readonly string[]).includes(entry.entity)
                          ? entityName(entry.entity as Entity)
                          : entry.entity}{" "}
                        {entry.entityId}
                      </span>
                    )}
                  </td>
                  <td>
                    <pre className="admin-diff">{describe(entry.before)}</pre>
                  </td>
                  <td>
                    <pre className="admin-diff">{describe(entry.after)}</pre>
                  </td>
                  <td>{entry.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={audit.page} total={audit.total} pageSize={audit.pageSize} />
    </>
  );
}
