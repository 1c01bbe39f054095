/**
 * The weak-password reminder's state, kept across reloads: which user it is about, when
 * the password was last checked and what it was found to be (recorded together), whether the user
 * chose "remind me later", and whether the change-password form is open.
 */
export interface PasswordCheckState {
  userId: number;
  strength: "weak" | "ok";
  checkedAt: number;
  remindLater: boolean;
  changeOpen: boolean;
}

const KEY = "portline.password-check";

export function readPasswordCheck(userId: number): PasswordCheckState | null {
  try {
    const state = JSON.parse(localStorage.getItem(KEY) ?? "null") as PasswordCheckState | null;
    return state && state.userId === userId ? state : null;
  } catch {
    return null;
  }
}

export function writePasswordCheck(state: PasswordCheckState) {
  try {
    localStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the reminder then simply shows again after a reload.
  }
}

/** Part of signing out: the next user starts with a clean reminder state. */
export function resetPasswordCheck() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
