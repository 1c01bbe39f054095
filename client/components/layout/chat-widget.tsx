import { useEffect } from "react";
import { displayName, fullName } from "../../../shared/account/user";
import { useRootData } from "../../lib/root-data";
import { useSessionUser } from "../../lib/session";

type Ysf = ((command: string, options?: Record<string, unknown>) => void) & { a?: unknown[] };

declare global {
  interface Window {
    ysf?: Ysf;
  }
}

const ANONYMOUS_ID_KEY = "portline.chat-uid";

/** Anonymous visitors keep one random chat id (in local storage). */
function anonymousChatId(): string {
  try {
    let id = localStorage.getItem(ANONYMOUS_ID_KEY);
    if (!id) {
      id = `guest-${crypto.randomUUID()}`;
      localStorage.setItem(ANONYMOUS_ID_KEY, id);
    }
    return id;
  } catch {
    return "guest";
  }
}

/** Calls queue up until the provider's script has loaded (its documented loader pattern). */
function ysf(): Ysf {
  window.ysf ??= Object.assign(
    (...args: unknown[]) => {
      const queue = window.ysf!;
      queue.a ??= [];
      queue.a.push(args);
    },
    { a: [] as unknown[] },
  ) as Ysf;
  return window.ysf;
}

/**
 * The customer-service chat (a Qiyu-style `ysf` widget): loaded on every page when a script URL is
 * configured, never otherwise; configured with the visitor (uid, name, email, group, data,
 * language en, robot shunt off), again on sign-in and sign-out; torn down on unmount.
 */
export function ChatWidget() {
  const root = useRootData();
  const user = useSessionUser();
  const scriptUrl = root?.config.chat.scriptUrl ?? "";
  const groupId = root?.config.chat.groupId ?? "";

  useEffect(() => {
    if (!scriptUrl) return;
    ysf();
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.dataset.chatWidget = "true";
    document.body.appendChild(script);
    return () => {
      window.ysf?.("logoff");
      script.remove();
    };
  }, [scriptUrl]);

  const userKey = user ? `${user.id}|${displayName(user)}|${fullName(user)}|${user.email}` : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: `userKey` covers `user` (re-run when the visitor changes)
  useEffect(() => {
    if (!scriptUrl) return;
    const uid = user ? String(user.id) : anonymousChatId();
    ysf()("config", {
      uid,
      name: user ? displayName(user) : "",
      email: user?.email ?? "",
      groupid: groupId,
      data: JSON.stringify([
        { key: "real_name", value: user ? fullName(user) : "" },
        { key: "email", value: user?.email ?? "" },
        { key: "page", value: window.location.pathname, label: "Page" },
      ]),
      language: "en",
      robotShuntSwitch: 0,
    });
  }, [scriptUrl, groupId, userKey]);

  return null;
}
