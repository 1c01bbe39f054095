import { afterEach, describe, expect, it, vi } from "vitest";
import {
  answerConfirmDialog,
  confirmDialog,
  CONFIRM_DIALOG_REMOVE_MS,
  currentConfirmDialog,
} from "../../client/lib/confirm-dialog";

const options = {
  title: "Tips",
  message: "Please sign in first",
  confirmText: "Sign in now",
  cancelText: "Got it",
  type: "warning" as const,
};

afterEach(() => {
  vi.useRealTimers();
});

describe("the confirm dialog service (one at a time, removed 300 ms after closing)", () => {
  it("answers the user's choice; a second request while one shows resolves false at once", async () => {
    vi.useFakeTimers();
    const first = confirmDialog(options);
    expect(currentConfirmDialog()).toMatchObject({ title: "Tips", open: true, type: "warning" });
    await expect(confirmDialog({ ...options, title: "Another" })).resolves.toBe(false);
    expect(currentConfirmDialog()?.title).toBe("Tips");
    answerConfirmDialog(true);
    await expect(first).resolves.toBe(true);
    vi.advanceTimersByTime(CONFIRM_DIALOG_REMOVE_MS);
    expect(currentConfirmDialog()).toBeNull();
  });

  it("stays 300 ms after closing (for its exit), then is removed; a closing one may be replaced", async () => {
    vi.useFakeTimers();
    const first = confirmDialog(options);
    answerConfirmDialog(false);
    await expect(first).resolves.toBe(false);
    expect(currentConfirmDialog()).toMatchObject({ open: false });
    vi.advanceTimersByTime(CONFIRM_DIALOG_REMOVE_MS - 1);
    expect(currentConfirmDialog()).not.toBeNull();
    // While it closes, a new request opens a new dialog instead of being refused...
    const next = confirmDialog({ ...options, title: "Next" });
    vi.advanceTimersByTime(1);
    // ...and the first one's removal does not take the new one away.
    expect(currentConfirmDialog()).toMatchObject({ title: "Next", open: true });
    answerConfirmDialog(true);
    await expect(next).resolves.toBe(true);
    vi.advanceTimersByTime(CONFIRM_DIALOG_REMOVE_MS);
    expect(currentConfirmDialog()).toBeNull();
  });

  it("ignores an answer when no dialog is open", () => {
    expect(() => answerConfirmDialog(true)).not.toThrow();
    expect(currentConfirmDialog()).toBeNull();
  });
});
