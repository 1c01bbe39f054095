import type { Locale } from "../shared/locale";
import type { Env } from "./env";
import type { BrowserSession } from "./session/browser-session";
import type { StaffCookie } from "./session/staff-cookie";

/** What the worker's middleware sets on a request before any page or API handler runs. */
export interface WorkerVariables {
  requestId: string;
  nonce: string;
  locale: Locale;
  session: BrowserSession;
  staff: StaffCookie;
}

/** The Hono environment of the whole worker: its bindings and the request's variables. */
export type WorkerEnv = { Bindings: Env; Variables: WorkerVariables };
