// Which Chromium the browser tests and scripts start: CHROME_PATH, else Debian's headless shell
// when installed (the same engine without the desktop browser: less CPU per page), else Debian's
// chromium. Shared by test/run.mjs (which stops early when there is none), the browser tests and
// test/bench/page-scripts.mjs.
import { existsSync } from "node:fs";

/** Debian's packages, lighter first. */
export const DEBIAN_CHROMIUMS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

/** The binary to start, or null when none is there. */
export function findChromium() {
  const candidate = process.env.CHROME_PATH || DEBIAN_CHROMIUMS.find((file) => existsSync(file));
  return candidate && existsSync(candidate) ? candidate : null;
}
