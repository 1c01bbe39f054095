import type { StaffRole } from "../../../shared/console/roles";
import { Form, useActionData } from "react-router";
import { roleWithin, STAFF_ROLES } from "../../../shared/console/roles";
import type { Route } from "./+types/tokens";
import { ConsoleTime } from "../../components/console/local-time";
import { FormMessage } from "../../components/ui/form-message";
import { PageHeader } from "../../components/ui/page-header";
import { TextField } from "../../components/ui/text-field";
import { handleStaffError, runStaffAction } from "../../lib/console-guards";
import { field, readForm } from "../../lib/form-data";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";
import { useStaff } from "../../lib/staff";

export async function loader(args: Route.LoaderArgs) {
  const tokens = await args.context.api.get("/admin/tokens").catch((error) => handleStaffError(args, error));
  return { tokens };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.tokens.title(), noIndex: true }));

export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  const intent = field(form, "intent");
  if (intent === "revoke") {
    return runStaffAction(args, intent, () =>
      args.context.api.post(`/admin/tokens/${encodeURIComponent(field(form, "id"))}/revoke`, {}),
    );
  }
  return runStaffAction(args, "create", () =>
    args.context.api.post("/admin/tokens", {
      name: field(form, "name"),
      role: field(form, "role") as StaffRole, // the API refuses any other value
    }),
  );
}

/** A member's API tokens: create one (shown once), see when each was last used, revoke. */
export default function ConsoleTokensPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const T = LL.console.tokens;
  const me = useStaff();
  const result = useActionData<typeof action>();
  const answer = result && "ok" in result ? result : null;
  const created = answer?.ok && answer.intent === "create" ? (answer.data as unknown as { token: string }) : null;
  return (
    <>
      <PageHeader title={T.title()} lead={T.lead()} />
      <FormMessage error={answer && !answer.ok ? answer.error : null} />
      {created ? (
        <div className="console-callout" data-testid="new-token">
          <p>{T.newToken()}</p>
          <code className="console-secret">{created.token}</code>
        </div>
      ) : null}
      <section className="console-card">
        <Form method="post" className="console-form">
          <input type="hidden" name="intent" value="create" />
          <TextField label={T.name()} name="name" required maxLength={80} />
          <label className="field">
            <span className="field__label">{T.role()}</span>
            <select name="role" className="field__input" defaultValue={me.role}>
              {STAFF_ROLES.filter((role) => roleWithin(role, me.role)).map((role) => (
                <option key={role} value={role}>
                  {LL.console.roles[role]()}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--primary">
            {T.create()}
          </button>
        </Form>
      </section>
      {loaderData.tokens.length === 0 ? (
        <p className="console-muted">{T.none()}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{T.name()}</th>
                <th scope="col">{T.role()}</th>
                <th scope="col">{T.created()}</th>
                <th scope="col">{T.lastUsed()}</th>
                <th scope="col">{T.actions()}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.tokens.map((token) => (
                <tr key={token.id}>
                  <td>{token.name}</td>
                  <td>{LL.console.roles[token.role]()}</td>
                  <td>
                    <ConsoleTime iso={token.createdAt} />
                  </td>
                  <td>{token.lastUsedAt ? <ConsoleTime iso={token.lastUsedAt} /> : T.never()}</td>
                  <td>
                    {token.revokedAt ? (
                      T.revoked()
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="revoke" />
                        <input type="hidden" name="id" value={token.id} />
                        <button type="submit" className="button button--danger">
                          {T.revoke()}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
