import { Form, useActionData } from "react-router";
import { consoleHref } from "../../../shared/console/hrefs";
import type { Route } from "./+types/outbox";
import { ConsoleTime } from "../../components/console/local-time";
import { FormMessage } from "../../components/ui/form-message";
import { PageHeader } from "../../components/ui/page-header";
import { handleStaffError, runStaffAction } from "../../lib/console-guards";
import { field, readForm } from "../../lib/form-data";
import { useI18n } from "../../lib/i18n";
import { seoMeta } from "../../lib/seo";

export async function loader(args: Route.LoaderArgs) {
  const [dead, outbox, alerts] = await Promise.all([
    args.context.api.get("/admin/mail/dead"),
    args.context.api.get("/admin/mail/outbox"),
    args.context.api.get("/admin/mail/alerts"),
  ]).catch((error) => handleStaffError(args, error));
  return { dead, outbox, alerts };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.console.mailPage.title(), noIndex: true }));

export async function action(args: Route.ActionArgs) {
  const form = await readForm(args);
  if (field(form, "intent") === "alerts") {
    return runStaffAction(args, "alerts", () =>
      args.context.api.post("/admin/mail/alerts", {
        on: field(form, "on") === "on",
        digest: field(form, "digest") === "on",
      }),
    );
  }
  return runStaffAction(args, "retry", () =>
    args.context.api.post(`/admin/mail/dead/${encodeURIComponent(field(form, "id"))}/retry`, {}),
  );
}

/**
 * Mail as the shop sends it: what was given up on (with "send again"), and the local outbox (mail
 * written instead of sent when no provider is configured), each shown as its HTML in a sandboxed
 * frame and as its text.
 */
export default function ConsoleOutboxPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  const M = LL.console.mailPage;
  const result = useActionData<typeof action>();
  const answer = result && "ok" in result ? result : null;
  const { dead, outbox, alerts } = loaderData;
  const saved = answer?.ok ? (answer.intent === "alerts" ? M.alertsSaved() : M.retried()) : null;
  return (
    <>
      <PageHeader title={M.title()} lead={M.lead()} />
      <FormMessage error={answer && !answer.ok ? answer.error : null} success={saved} />
      <Form method="post" className="console-card console-inline" data-testid="mail-alerts">
        <input type="hidden" name="intent" value="alerts" />
        <label className="console-inline">
          <input type="checkbox" name="on" defaultChecked={alerts.on} key={String(alerts.on)} />
          <span>{M.alerts()}</span>
        </label>
        <label className="console-inline">
          <input type="checkbox" name="digest" defaultChecked={alerts.digest} key={String(alerts.digest)} />
          <span>{M.digest()}</span>
        </label>
        <button type="submit" className="button">
          {M.saveAlerts()}
        </button>
      </Form>
      <section aria-labelledby="dead-mail">
        <h2 id="dead-mail" className="console-subtitle">
          {M.dead()}
        </h2>
        {dead.length === 0 ? (
          <p className="console-muted">{M.deadEmpty()}</p>
        ) : (
          <div className="console-table-wrap">
            <table className="console-table" data-testid="dead-mail">
              <thead>
                <tr>
                  <th scope="col">{M.kind()}</th>
                  <th scope="col">{M.recipient()}</th>
                  <th scope="col">{M.error()}</th>
                  <th scope="col">{M.failedAt()}</th>
                  <th scope="col">{M.retry()}</th>
                </tr>
              </thead>
              <tbody>
                {dead.map((mail) => (
                  <tr key={mail.id}>
                    <td>
                      <code>{mail.kind}</code>
                      {mail.orderNo ? (
                        <>
                          <br />
                          <a href={consoleHref.order(mail.orderNo)}>{mail.orderNo}</a>
                        </>
                      ) : null}
                    </td>
                    <td className="console-wrap">{mail.recipient}</td>
                    <td className="console-wrap">
                      {mail.lastError}
                      <br />
                      <span className="console-muted">{M.attempts({ count: mail.attempts })}</span>
                    </td>
                    <td>
                      <ConsoleTime iso={mail.failedAt} />
                    </td>
                    <td>
                      <Form method="post">
                        <input type="hidden" name="id" value={mail.id} />
                        <button type="submit" className="button">
                          {M.retry()}
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="outbox">
        <h2 id="outbox" className="console-subtitle">
          {M.outbox()}
        </h2>
        <p className="console-muted">{M.outboxLead()}</p>
        {outbox.length === 0 ? <p className="console-muted">{M.outboxEmpty()}</p> : null}
        {outbox.map((mail) => (
          <details key={mail.id} className="console-card console-mail" data-testid="outbox-mail" data-kind={mail.kind}>
            <summary>
              <strong className="console-wrap">{mail.subject}</strong>
              <br />
              <span className="console-muted console-wrap">
                {M.to({ recipient: mail.recipient })} · <code>{mail.kind}</code> · <ConsoleTime iso={mail.createdAt} />
              </span>
            </summary>
            {mail.html ? (
              <iframe
                className="console-mail__html"
                title={M.htmlOf({ subject: mail.subject })}
                sandbox=""
                srcDoc={mail.html}
                loading="lazy"
              />
            ) : null}
            {Object.keys(mail.headers).length > 0 ? (
              <>
                <h3 className="console-muted">{M.headers()}</h3>
                <pre className="console-mail__text" data-testid="mail-headers">
                  {Object.entries(mail.headers)
                    .map(([name, value]) => `${name}: ${value}`)
                    .join("\n")}
                </pre>
              </>
            ) : null}
            <h3 className="console-muted">{M.text()}</h3>
            <pre className="console-mail__text">{mail.text}</pre>
          </details>
        ))}
      </section>
    </>
  );
}
