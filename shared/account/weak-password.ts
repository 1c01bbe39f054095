import { WEAK_PASSWORD_REMINDER_LIMIT } from "../constants";

export type WeakPasswordPrompt = "none" | "remind" | "forced";

/**
 * The weak-password dialog is due when `weakPassword` is true, unless the user chose
 * "remind me later" in this session; once `weakPasswordCount` exceeds 5 the change is forced
 * (no way around it, remind-later or not). Null flags count as false / 0.
 */
export function weakPasswordPrompt(input: {
  weakPassword: boolean | null | undefined;
  weakPasswordCount: number | null | undefined;
  remindLater: boolean;
}): WeakPasswordPrompt {
  if (!input.weakPassword) return "none";
  if ((input.weakPasswordCount ?? 0) > WEAK_PASSWORD_REMINDER_LIMIT) return "forced";
  return input.remindLater ? "none" : "remind";
}
