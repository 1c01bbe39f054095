import type { StaffRole } from "../../../shared/console/roles";
import { Form, useActionData } from "react-router";
import { STAFF_ROLES } from "../../../shared/console/roles";
import type { Route } from "./+types/staff";
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
  const staff = await args.context.api.get("/admin/staff").catch((error) => handleStaffError(args, error));
  return { staff };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.staff.title(), noIndex: true }));

export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  const intent = field(form, "intent");
  const id = field(form, "id");
  const api = args.context.api;
  switch (intent) {
    case "invite":
      return runStaffAction(args, intent, () =>
        api
          .post("/admin/staff", {
            email: field(form, "email"),
            name: field(form, "name"),
            role: field(form, "role") as StaffRole, // the API refuses any other value
          })
          .then((answer) => ({ ...answer, name: field(form, "name") })),
      );
    case "role":
      return runStaffAction(args, intent, () =>
        api.post(`/admin/staff/${encodeURIComponent(id)}`, { role: field(form, "role") as StaffRole }),
      );
    case "disable":
    case "enable":
      return runStaffAction(args, intent, () =>
        api.post(`/admin/staff/${encodeURIComponent(id)}`, { status: intent === "disable" ? "disabled" : "active" }),
      );
    case "revoke":
      return runStaffAction(args, intent, () => api.post(`/admin/staff/${encodeURIComponent(id)}/sessions/revoke`, {}));
    case "link":
      return runStaffAction(args, intent, () =>
        api.post(`/admin/staff/${encodeURIComponent(id)}/enrolment`, {}).then((answer) => ({
          ...answer,
          name: field(form, "name"),
        })),
      );
    default:
      return runStaffAction(args, intent, () => Promise.reject(new Error("unknown intent")));
  }
}

/** The owner's list of staff: invite, change role, disable, sign out everywhere, new set-up link. */
export default function ConsoleStaffPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const S = LL.console.staff;
  const me = useStaff();
  const result = useActionData<typeof action>();
  const answer = result && "ok" in result ? result : null;
  const link =
    answer?.ok && (answer.intent === "invite" || answer.intent === "link")
      ? (answer.data as unknown as { enrolmentUrl: string; name: string })
      : null;
  return (
    <>
      <PageHeader title={S.title()} />
      <FormMessage
        error={answer && !answer.ok ? answer.error : null}
        success={
          answer?.ok && answer.intent === "revoke"
            ? S.revoked({ count: (answer.data as unknown as { revoked: number }).revoked })
            : answer?.ok && !link
              ? S.saved()
              : null
        }
      />
      {link ? (
        <div className="console-callout" data-testid="enrolment-link">
          <p>{S.inviteLink({ name: link.name })}</p>
          <code className="console-secret">{link.enrolmentUrl}</code>
        </div>
      ) : null}
      <section className="console-card">
        <h2 className="console-subtitle">{S.invite()}</h2>
        <Form method="post" className="console-form">
          <input type="hidden" name="intent" value="invite" />
          <TextField label={S.name()} name="name" required maxLength={80} />
          <TextField label={S.email()} name="email" type="email" required maxLength={254} />
          <RoleSelect label={S.role()} />
          <button type="submit" className="button button--primary">
            {S.submitInvite()}
          </button>
        </Form>
      </section>
      <div className="console-table-wrap">
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{S.name()}</th>
              <th scope="col">{S.role()}</th>
              <th scope="col">{S.status()}</th>
              <th scope="col">{S.sessions()}</th>
              <th scope="col">{S.lastSeen()}</th>
              <th scope="col">{S.actions()}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.staff.map((member) => (
              <tr key={member.id} data-testid={`staff-${member.email}`}>
                <td>
                  <strong>{member.name}</strong>
                  <br />
                  <span className="console-muted">{member.email}</span>
                </td>
                <td>{LL.console.roles[member.role]()}</td>
                <td>{LL.console.statuses[member.status]()}</td>
                <td>{member.activeSessions}</td>
                <td>{member.lastSeenAt ? <ConsoleTime iso={member.lastSeenAt} /> : S.never()}</td>
                <td>
                  {member.id === me.id ? (
                    S.you()
                  ) : (
                    <div className="console-actions">
                      <Form method="post" className="console-inline">
                        <input type="hidden" name="intent" value="role" />
                        <input type="hidden" name="id" value={member.id} />
                        <RoleSelect label={S.role()} value={member.role} hideLabel />
                        <button type="submit" className="button">
                          {S.save()}
                        </button>
                      </Form>
                      <Form method="post" className="console-inline">
                        <input type="hidden" name="id" value={member.id} />
                        <input type="hidden" name="name" value={member.name} />
                        {member.status === "active" ? (
                          <button type="submit" name="intent" value="disable" className="button button--danger">
                            {S.disable()}
                          </button>
                        ) : member.status === "disabled" ? (
                          <button type="submit" name="intent" value="enable" className="button">
                            {S.enable()}
                          </button>
                        ) : null}
                        <button type="submit" name="intent" value="revoke" className="button">
                          {S.revokeSessions()}
                        </button>
                        <button type="submit" name="intent" value="link" className="button">
                          {S.newLink()}
                        </button>
                      </Form>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function RoleSelect({ label, value, hideLabel }: { label: string; value?: string; hideLabel?: boolean }) {
  const { LL } = useI18n();
  return (
    <label className={hideLabel ? "console-select" : "field"}>
      <span className={hideLabel ? "visually-hidden" : "field__label"}>{label}</span>
      <select name="role" defaultValue={value ?? "support"} className="field__input">
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {LL.console.roles[role]()}
          </option>
        ))}
      </select>
    </label>
  );
}
