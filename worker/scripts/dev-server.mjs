// How `npm start` serves the production build: `wrangler dev` on the build's wrangler.json, with
// local state in `persistTo` and SITE_ORIGIN naming the port served. Shared by start.mjs and the
// tests that need the same server.

/** The `wrangler dev` arguments for serving build/ on `port`. `vars` are extra `--var NAME:value`. */
export function wranglerDevArgs({ port, persistTo, vars = {} }) {
  const allVars = { SITE_ORIGIN: `http://localhost:${port}`, ...vars };
  return [
    "dev",
    "-c",
    "build/server/wrangler.json",
    "--port",
    String(port),
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
    // Crons on demand, locally only: GET /__scheduled?cron=0+6+*+*+* runs the staff digest.
    "--test-scheduled",
    // Links (mail, payment returns, canonical URLs) point at the port actually served.
    ...Object.entries(allVars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ];
}
