let markReady: () => void = () => {};

/** Settles once the toast area is mounted: toasts fired earlier wait for it. */
export const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the toast area once it is mounted. */
export function toasterMounted() {
  markReady();
}
