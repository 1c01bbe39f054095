#!/usr/bin/env node
// `npm run admin:create -- --email ops@example.com [--name "Olivia Ops"] [--role owner|staff|support]
//   [--remote] [--origin https://shop.example.com]`
// Creates a staff member (the first owner, typically) and prints their one-time set-up link: there
// they choose a password and connect an authenticator app. For an existing member it issues a new
// link (a lost phone). Writes the local D1 (.wrangler/state) unless --remote is given.
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const ROLES = ["owner", "staff", "support"];
const ENROLMENT_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

function fail(message) {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

function base32(bytes) {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + BASE32[(value << (5 - bits)) & 31] : out;
}

const sql = (text) => `'${String(text).replace(/'/g, "''")}'`;

const email = (option("email") ?? "").trim().toLowerCase();
if (!/^[^\s@'"]+@[^\s@'"]+\.[^\s@'"]+$/.test(email) || email.length > 254) fail("give a valid --email");
const name = (option("name") ?? email.split("@")[0]).trim().slice(0, 80);
const role = option("role") ?? "owner";
if (!ROLES.includes(role)) fail(`--role must be one of ${ROLES.join(", ")}`);
const remote = process.argv.includes("--remote");
const tomlOrigin = readFileSync(`${root}/wrangler.toml`, "utf8").match(/^SITE_ORIGIN\s*=\s*"([^"]*)"/m)?.[1];
const origin = (option("origin") ?? process.env.SITE_ORIGIN ?? tomlOrigin ?? "http://localhost:8787").replace(
  /\/+$/,
  "",
);

const token = randomBytes(32).toString("base64url");
const tokenHash = createHash("sha256").update(token).digest("hex");
const secret = base32(randomBytes(20));
const now = Date.now();
const staffId = `(SELECT id FROM staff WHERE email = ${sql(email)})`;
const statements = [
  `INSERT INTO staff (email, name, role, status, created_at, updated_at) VALUES (${sql(email)}, ${sql(name)}, ${sql(role)}, 'invited', ${now}, ${now}) ON CONFLICT (email) DO NOTHING`,
  `UPDATE staff_enrolments SET used_at = ${now} WHERE staff_id = ${staffId} AND used_at IS NULL`,
  `INSERT INTO staff_enrolments (staff_id, token_hash, totp_secret, created_at, expires_at) VALUES (${staffId}, ${sql(tokenHash)}, ${sql(secret)}, ${now}, ${now + ENROLMENT_LIFETIME_MS})`,
  `INSERT INTO audit_log (at, staff_id, actor, entity, entity_id, action, before_json, after_json, ip) VALUES (${now}, NULL, 'cli:admin-create', 'staff', CAST(${staffId} AS TEXT), 'new_enrolment', '{}', ${sql(JSON.stringify({ email, role }))}, '')`,
];

const args = ["d1", "execute", "DB", "-c", "wrangler.toml", "--command", statements.join("; ")];
if (remote) args.push("--remote");
else args.push("--local", "--persist-to", option("persist-to") ?? `${root}/.wrangler/state`);
const result = spawnSync(`${root}/node_modules/.bin/wrangler`, args, {
  cwd: root,
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  encoding: "utf8",
});
if (result.status !== 0) {
  console.error(result.stdout, result.stderr);
  fail("could not write to D1 (run `npm run db:migrate` first for the local database)");
}
console.log(
  `Set-up link for ${email} (${role}), valid for 3 days, works once:\n\n  ${origin}/admin/enrol?token=${token}\n`,
);
console.log(
  "An existing member keeps their role; completing the link replaces their password, authenticator and recovery codes.",
);
