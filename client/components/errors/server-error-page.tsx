import { useNavigate } from "react-router";
import { useI18n } from "../../lib/i18n";

/** What React Router shows in production for any server-side error. */
const SANITIZED_MESSAGE = "Unexpected Server Error";

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  if (typeof error === "object" && error && "statusText" in error) return { message: String(error.statusText) };
  return { message: String(error ?? "") };
}

/**
 * A large 500, "Internal Server Error.", "We are already working to solve the problem.",
 * the message, the stack in development only, and Back Home, which clears the error and goes to /.
 */
export function ServerErrorPage({ error }: { error: unknown }) {
  const { LL } = useI18n();
  const navigate = useNavigate();
  const described = describe(error);
  const { stack } = described;
  // In production React Router replaces a server error's message with this English text (so no
  // detail leaks): said in the page's language instead.
  const message = described.message === SANITIZED_MESSAGE ? LL.errors.internal() : described.message;
  return (
    <main className="error-page" id="main">
      <p className="error-page__code" aria-hidden="true">
        {LL.errors.serverCode()}
      </p>
      <h1 className="error-page__title">{LL.errors.serverTitle()}</h1>
      <p className="error-page__text">{LL.errors.serverBody()}</p>
      {message ? (
        <section className="error-page__info" aria-label={LL.errors.errorInfo()}>
          <h2>{LL.errors.errorInfo()}</h2>
          <p>{message}</p>
          {import.meta.env.DEV && stack ? <pre>{stack}</pre> : null}
        </section>
      ) : null}
      {/* A navigation (not a reload) replaces the errored render: the error is cleared. */}
      <button type="button" className="button button--primary" onClick={() => navigate("/", { replace: true })}>
        {LL.common.backHome()}
      </button>
    </main>
  );
}
