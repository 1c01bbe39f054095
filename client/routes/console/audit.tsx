import { Form, Link } from "react-router";
import {
  AUDIT_ENTITIES,
  isAuditEntity,
  STAFF_AUDIT_ENTITIES,
  type AuditEntity,
} from "../../../shared/console/audit-fields";
import { consoleHref } from "../../../shared/console/hrefs";
import type { AuditEntry, AuditNames } from "../../../shared/console/types";
import type { Route } from "./+types/audit";
import { AuditChanges } from "../../components/console/audit-changes";
import { isolatedParts, slot } from "../../components/console/isolated-parts";
import { ConsoleTime } from "../../components/console/local-time";
import { PageHeader } from "../../components/ui/page-header";
import { Pagination } from "../../components/ui/pagination";
import { handleStaffError } from "../../lib/console-guards";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";
import { useStaff } from "../../lib/staff";
import { pageNumber } from "../../../shared/pagination";

/** What a member who is not the owner may filter by (staff management is the owner's). */
const SHARED_ENTITIES = AUDIT_ENTITIES.filter(
  (entity) => !(STAFF_AUDIT_ENTITIES as readonly string[]).includes(entity),
);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TOKEN = /\btoken:(\d+)\b/;
const CUSTOMER = /^customer:(\d+)$/;

export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const entity = isAuditEntity(params.get("entity")) ? (params.get("entity") as AuditEntity) : undefined;
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
  seoMeta(args, (LL) => ({ title: LL.console.audit.title(), noIndex: true }));

/** The name an entry saved of its record (a deleted category's English name, an invited member's). */
function savedName(entry: AuditEntry): string | null {
  for (const fields of [entry.after, entry.before]) {
    const names = fields.names as Record<string, unknown> | undefined;
    const text = fields.text as Record<string, { name?: unknown }> | undefined;
    const name = fields.name ?? names?.en ?? text?.en?.name;
    if (typeof name === "string" && name) return name;
  }
  return null;
}

/** Which of the audit's name lists names an entity's records. */
const NAME_LISTS: Partial<Record<AuditEntity, keyof AuditNames>> = {
  product: "products",
  sku: "skus",
  category: "categories",
  navigation: "navigation",
  spec_option: "options",
  review: "reviews",
  campaign: "campaigns",
  api_token: "tokens",
  media: "media",
  mail: "mail",
  blog_post: "blog",
  case_study: "cases",
  article: "articles",
  page: "pages",
};

/** Every staff change: who, when, what (named), each changed field before and after, from where. */
export default function ConsoleAuditPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const A = LL.console.audit;
  const L = LL.console.auditLog;
  const CA = LL.console.catalogue.audit;
  const SA = LL.console.structure.audit;
  const kinds = LL.console.editing.content.kinds;
  /** The filter's name of a kind of record (plural). */
  const entityFilterName = (entity: AuditEntity): string => {
    switch (entity) {
      case "product":
      case "sku":
        return CA.entities[entity]();
      case "category":
      case "navigation":
      case "spec_option":
        return SA.entities[entity]();
      case "campaign":
      case "media":
      case "mail":
        return L.filters[entity]();
      case "blog_post":
        return kinds.blog();
      case "case_study":
        return kinds.case();
      case "article":
        return kinds.article();
      case "page":
        return kinds.page();
      default:
        return A.entities[entity]();
    }
  };
  const me = useStaff();
  const { audit, filter } = loaderData;
  const { names } = audit;
  const entities = me.role === "owner" ? AUDIT_ENTITIES : SHARED_ENTITIES;

  /** "Product “SMS Gateway 8”", "Order PL2611…", "Customer Jane Doe (jane@…)", linked where it has a page. */
  const what = (entry: AuditEntry) => {
    const id = entry.entityId;
    if (!isAuditEntity(entry.entity)) return <span className="console-muted">{`${entry.entity} ${id}`}</span>;
    const entity = entry.entity;
    const person =
      entity === "customer"
        ? names.customers[id]
        : entity === "staff" || entity === "staff_session"
          ? names.staff[id]
          : undefined;
    const list = NAME_LISTS[entity];
    const name =
      entity === "order"
        ? id
        : person
          ? `${person.name} (${person.email})`
          : ((list ? (names[list] as Record<string, string>)[id] : undefined) ?? savedName(entry));
    const text = name
      ? isolatedParts(L.entities[entity]({ name: slot("name") }), { name })
      : L.entities.unnamed({ entity: entityFilterName(entity), id });
    if (entity === "order") return <Link to={consoleHref.order(id)}>{text}</Link>;
    if (entity === "product" && /^\d+$/.test(id)) return <Link to={consoleHref.product(Number(id))}>{text}</Link>;
    if (entity === "customer" && /^\d+$/.test(id)) return <Link to={consoleHref.customer(Number(id))}>{text}</Link>;
    if (entity === "campaign" && /^\d+$/.test(id)) return <Link to={consoleHref.campaign(Number(id))}>{text}</Link>;
    return <span>{text}</span>;
  };

  /** "Olivia Ops (ops@…)", with the API token used, or the operator's token. */
  const who = (entry: AuditEntry) => {
    if (entry.actor === "staff:operator") return L.who.operator();
    if (entry.actor === "cron") return L.who.cron();
    // A customer's own change (their company details, their account's deletion).
    const buyer = CUSTOMER.exec(entry.actor)?.[1];
    const known = buyer ? names.customers[buyer] : undefined;
    if (known) return isolatedParts(L.who.customer({ name: slot("name"), email: slot("email") }), known);
    if (!entry.staffName) return isolatedParts(L.who.unknown({ actor: slot("actor") }), { actor: entry.actor });
    const person = { name: entry.staffName, email: entry.staffEmail ?? "" };
    const token = TOKEN.exec(entry.actor)?.[1];
    if (token) {
      return isolatedParts(L.who.token({ name: slot("name"), email: slot("email"), token: slot("token") }), {
        ...person,
        token: names.tokens[token] ?? `#${token}`,
      });
    }
    return isolatedParts(L.who.member({ name: slot("name"), email: slot("email") }), person);
  };

  const actionName = (action: string) =>
    A.actions[action as keyof typeof A.actions]?.() ??
    CA.actions[action as keyof typeof CA.actions]?.() ??
    SA.actions[action as keyof typeof SA.actions]?.() ??
    action;

  return (
    <>
      <PageHeader title={A.title()} />
      <Form method="get" className="console-filters" role="search">
        <label className="field">
          <span className="field__label">{A.entity()}</span>
          <select name="entity" defaultValue={filter.entity ?? ""} className="field__input">
            <option value="">{A.allEntities()}</option>
            {entities.map((entity) => (
              <option key={entity} value={entity}>
                {entityFilterName(entity)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{A.entityId()}</span>
          <input name="entityId" defaultValue={filter.entityId ?? ""} maxLength={64} className="field__input" />
        </label>
        <label className="field">
          <span className="field__label">{LL.console.orders.from()}</span>
          <input type="date" name="from" defaultValue={filter.from ?? ""} className="field__input" />
        </label>
        <label className="field">
          <span className="field__label">{LL.console.orders.to()}</span>
          <input type="date" name="to" defaultValue={filter.to ?? ""} className="field__input" />
        </label>
        <button type="submit" className="button button--primary">
          {LL.console.orders.filter()}
        </button>
      </Form>
      {audit.list.length === 0 ? (
        <p className="console-muted">{A.none()}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table console-audit" data-testid="audit-table">
            <thead>
              <tr>
                <th scope="col">{A.when()}</th>
                <th scope="col">{A.who()}</th>
                <th scope="col">{A.action()}</th>
                <th scope="col">{L.changes()}</th>
                <th scope="col">{A.ip()}</th>
              </tr>
            </thead>
            <tbody>
              {audit.list.map((entry) => (
                <tr key={entry.id} data-testid={`audit-${entry.action}`}>
                  <td data-label={A.when()}>
                    <ConsoleTime iso={entry.at} />
                  </td>
                  <td data-label={A.who()}>{who(entry)}</td>
                  <td data-label={A.action()}>
                    {actionName(entry.action)}
                    <br />
                    {what(entry)}
                  </td>
                  <td data-label={L.changes()}>
                    <AuditChanges
                      entry={entry}
                      names={names}
                      currency={(entry.entity === "order" && names.orders[entry.entityId]) || audit.currency}
                    />
                  </td>
                  <td data-label={A.ip()}>
                    <bdi dir="ltr">{entry.ip}</bdi>
                  </td>
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
