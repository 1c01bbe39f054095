import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { CompanyProfile } from "../../shared/account/company";
import { API_CODE } from "../../shared/api/envelope";
import type { ConsoleCustomerDetail } from "../../shared/console/customers";
import { recheckCompanyVies, VIES_RECHECK_AFTER_MS } from "../../worker/company/company-profile";
import { companyOf } from "../../worker/db/company-profiles";
import { call, client, customer, fieldName, post, type Customer } from "./helpers";
import { bearer, createStaff, staffSession } from "./staff";

let staffHeaders: Record<string, string>;
let staffId: number;

beforeAll(async () => {
  staffId = (await createStaff("staff")).id;
  staffHeaders = bearer(await staffSession(staffId));
});

/**
 * A German VAT number of its own for each test, answered by the VIES stand-in by its first digit
 * (test/support/vies-stand-in.ts): 1 valid with a name, 3 not valid, 4 and 5 unavailable at the
 * member state, 6 VIES down, 7 too slow.
 */
function vatNumber(first: 1 | 2 | 3 | 4 | 5 | 6 | 7): string {
  const rest = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  return `${first}${rest}`;
}

const COMPANY = {
  legalName: "Nordlicht Funktechnik GmbH",
  line1: "Hafenstraße 12",
  city: "Hamburg",
  postalCode: "20457",
  country: "DE",
  taxKind: "eu_vat",
};

async function save(buyer: Customer, body: Record<string, unknown>) {
  return buyer.api.post<CompanyProfile>("/api/web/company/save", body);
}

async function viesRequests(number: string) {
  const answer = await fetch(`${env.STAND_IN_URL}/stand-in/vies/requests?vatNumber=${number}`);
  return (await answer.json()) as Array<{ body: string; problems: string[] }>;
}

async function steer(number: string, answer: "valid" | "invalid" | "unavailable" | null) {
  await fetch(`${env.STAND_IN_URL}/stand-in/vies/answers`, {
    method: "POST",
    body: JSON.stringify({ countryCode: "DE", vatNumber: number, answer }),
  });
}

const auditOf = (userId: number) =>
  env.DB.prepare(
    "SELECT action, actor, staff_id, before_json, after_json FROM audit_log WHERE entity = 'customer' AND entity_id = ?1 ORDER BY id",
  )
    .bind(String(userId))
    .all<{ action: string; actor: string; staff_id: number | null; before_json: string; after_json: string }>()
    .then(({ results }) =>
      results.map((row) => ({
        action: row.action,
        actor: row.actor,
        staffId: row.staff_id,
        before: JSON.parse(row.before_json) as Record<string, unknown>,
        after: JSON.parse(row.after_json) as Record<string, unknown>,
      })),
    );

describe("a buyer's company profile", () => {
  it("is saved, read back as stored and audited; an EU VAT number is checked with VIES as it documents", async () => {
    const buyer = await customer();
    expect((await buyer.api.get("/api/web/company")).body.data).toBeNull();
    const number = vatNumber(1);
    const saved = await save(buyer, { ...COMPANY, taxId: `${number.slice(0, 3)} ${number.slice(3)}`, eori: "de 123" });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      legalName: "Nordlicht Funktechnik GmbH",
      line2: "",
      country: "DE",
      taxKind: "eu_vat",
      taxId: `DE${number}`,
      eori: "DE123",
      invoiceEmail: null,
      vies: { status: "valid", name: `STAND-IN TRADER DE${number}` },
      verified: null,
      version: 1,
    });
    expect((await buyer.api.get("/api/web/company")).body.data).toEqual(saved.body.data);
    expect(await companyOf(env.DB, buyer.userId)).toEqual(saved.body.data);
    const asked = await viesRequests(number);
    expect(asked.map((request) => [JSON.parse(request.body), request.problems])).toEqual([
      [{ countryCode: "DE", vatNumber: number }, []],
    ]);
    expect(await auditOf(buyer.userId)).toEqual([
      {
        action: "company_save",
        actor: `customer:${buyer.userId}`,
        staffId: null,
        before: {},
        after: {
          legalName: "Nordlicht Funktechnik GmbH",
          country: "DE",
          taxId: `DE${number}`,
          eori: "DE123",
          viesStatus: "valid",
        },
      },
    ]);
  });

  it("asks VIES about Greek numbers as EL, and never about other kinds of tax ID", async () => {
    const buyer = await customer();
    const greek = await save(buyer, { ...COMPANY, country: "GR", taxId: "GR123456789" });
    expect(greek.body.data.taxId).toBe("EL123456789");
    expect(JSON.parse((await viesRequests("123456789")).at(-1)!.body)).toEqual({
      countryCode: "EL",
      vatNumber: "123456789",
    });
    const british = await save(buyer, {
      ...COMPANY,
      country: "GB",
      taxKind: "gb_vat",
      taxId: "980 7806 84",
      expectedVersion: 1,
    });
    expect(british.body.data).toMatchObject({ taxId: "GB980780684", vies: null, version: 2 });
    expect(await viesRequests("980780684")).toEqual([]);
  });

  it.each([
    ["valid without a name", 2, { status: "valid", name: null }],
    ["not valid", 3, { status: "invalid", name: null }],
    ["unavailable at the member state", 4, { status: "unavailable", name: null }],
    ["too many requests at the member state", 5, { status: "unavailable", name: null }],
    ["VIES itself down", 6, { status: "unavailable", name: null }],
  ] as const)("stores VIES's answer when %s, and saves whatever it says", async (_case, first, vies) => {
    const buyer = await customer();
    const number = vatNumber(first);
    const saved = await save(buyer, { ...COMPANY, taxId: number });
    expect(saved.status).toBe(200);
    expect(saved.body.data.vies).toMatchObject(vies);
    expect(saved.body.data.vies!.checkedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("does not wait for a VIES that does not answer in time: the number is saved as unavailable", async () => {
    const buyer = await customer();
    const started = Date.now();
    const saved = await save(buyer, { ...COMPANY, taxId: vatNumber(7) });
    expect(saved.body.data.vies).toMatchObject({ status: "unavailable" });
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  it("keeps VIES's last answer about a number when VIES cannot answer about it again", async () => {
    const buyer = await customer();
    const number = vatNumber(1);
    const first = await save(buyer, { ...COMPANY, taxId: number });
    await steer(number, "unavailable");
    const again = await save(buyer, { ...COMPANY, taxId: number, city: "Altona", expectedVersion: 1 });
    await steer(number, null);
    expect(again.body.data.vies).toEqual(first.body.data.vies);
    expect(again.body.data.city).toBe("Altona");
  });

  it.each([
    ["eu_vat", "DE12345678"],
    ["gb_vat", "GB802311781"],
    ["cn_uscc", "91110000600037341N"],
    ["ru_inn", "7707083894"],
    ["br_cnpj", "16.727.230/0001-98"],
    ["in_gstin", "27AAPFU0939F1ZO"],
    ["us_ein", "12-345678"],
    ["other", "x".repeat(31)],
  ])("refuses a %s tax ID that is not one (%s) with a 400 naming the field", async (taxKind, taxId) => {
    const buyer = await customer();
    const refused = await save(buyer, { ...COMPANY, taxKind, taxId });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(API_CODE.badRequest);
    expect(refused.body.msg).toContain(fieldName("taxId"));
    expect((await buyer.api.get("/api/web/company")).body.data).toBeNull();
  });

  it("refuses a 2,000-character legal name, control characters and a bad EORI, naming each field", async () => {
    const buyer = await customer();
    const long = await save(buyer, { ...COMPANY, taxId: vatNumber(1), legalName: "N".repeat(2000) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe(`${fieldName("legalName")} can have at most 200 characters.`);
    for (const legalName of ["Nordlicht\u0000GmbH", "Nordlicht\u001bGmbH", "Nordlicht\nGmbH"]) {
      const control = await save(buyer, { ...COMPANY, taxId: vatNumber(1), legalName });
      expect(control.status).toBe(400);
      expect(control.body.msg).toBe(
        `${fieldName("legalName")} holds characters that cannot be shown (control characters).`,
      );
    }
    const eori = await save(buyer, { ...COMPANY, taxId: vatNumber(1), eori: "EL123456" });
    expect(eori.body.msg).toContain(fieldName("eori"));
    const email = await save(buyer, { ...COMPANY, taxId: vatNumber(1), invoiceEmail: "invoices" });
    expect(email.body.msg).toContain(fieldName("invoiceEmail"));
    // In the buyer's language too.
    const spanish = await client(buyer.token, { headers: { "x-accept-language": "es" } }).post(
      "/api/web/company/save",
      { ...COMPANY, taxId: "DE1" },
    );
    expect(spanish.body.msg).toContain("«Identificación fiscal»");
    expect((await buyer.api.get("/api/web/company")).body.data).toBeNull();
  });

  it("refuses a change made on a version that is no longer the profile's", async () => {
    const buyer = await customer();
    await save(buyer, { ...COMPANY, taxKind: "", legalName: "First GmbH" });
    // Created again from a page that had not seen the first one.
    const twice = await save(buyer, { ...COMPANY, taxKind: "", legalName: "Second GmbH" });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe(API_CODE.conflict);
    expect((await save(buyer, { ...COMPANY, taxKind: "", legalName: "Third GmbH", expectedVersion: 1 })).status).toBe(
      200,
    );
    const stale = await save(buyer, { ...COMPANY, taxKind: "", legalName: "Stale GmbH", expectedVersion: 1 });
    expect(stale.status).toBe(409);
    expect((await buyer.api.post("/api/web/company/delete", { expectedVersion: 1 })).status).toBe(409);
    expect((await buyer.api.get<CompanyProfile>("/api/web/company")).body.data).toMatchObject({
      legalName: "Third GmbH",
      version: 2,
    });
    expect((await buyer.api.post("/api/web/company/delete", { expectedVersion: 2 })).status).toBe(200);
    expect((await buyer.api.get("/api/web/company")).body.data).toBeNull();
    expect((await buyer.api.post("/api/web/company/delete", {})).status).toBe(404);
    expect((await auditOf(buyer.userId)).map((row) => row.action)).toEqual([
      "company_save",
      "company_save",
      "company_delete",
    ]);
  });

  it("is the buyer's alone: another buyer reads and changes only their own, a visitor none", async () => {
    const owner = await customer();
    const other = await customer();
    await save(owner, { ...COMPANY, taxId: vatNumber(1) });
    expect((await other.api.get("/api/web/company")).body.data).toBeNull();
    // Its version is no help to anyone else: the other buyer has no profile to change at that version.
    expect((await save(other, { ...COMPANY, taxKind: "", legalName: "Intruder Ltd", expectedVersion: 1 })).status).toBe(
      409,
    );
    expect((await other.api.post("/api/web/company/delete", { expectedVersion: 1 })).status).toBe(404);
    const visitor = client();
    expect((await visitor.get("/api/web/company")).status).toBe(401);
    expect((await visitor.post("/api/web/company/save", COMPANY)).status).toBe(401);
    expect((await visitor.post("/api/web/company/delete", {})).status).toBe(401);
    expect((await owner.api.get<CompanyProfile>("/api/web/company")).body.data).toMatchObject({
      legalName: "Nordlicht Funktechnik GmbH",
      version: 1,
    });
  });

  it("from a browser, a change must come from the shop's own pages", async () => {
    const buyer = await customer();
    const crossSite = await call("/api/web/company/save", {
      method: "POST",
      headers: {
        authorization: `Bearer ${buyer.token}`,
        "content-type": "application/json",
        origin: "https://evil.example",
      },
      body: JSON.stringify({ ...COMPANY, taxKind: "" }),
    });
    expect(crossSite.status).toBe(403);
    expect((await buyer.api.get("/api/web/company")).body.data).toBeNull();
  });
});

describe("the cron's second asking", () => {
  it("turns an unavailable answer into VIES's answer once VIES answers, with an audit row", async () => {
    const buyer = await customer();
    const number = vatNumber(4);
    const saved = await save(buyer, { ...COMPANY, taxId: number });
    expect(saved.body.data.vies?.status).toBe("unavailable");
    // Not asked again straight away.
    await recheckCompanyVies(env, Date.now());
    expect((await companyOf(env.DB, buyer.userId))!.vies?.status).toBe("unavailable");
    await steer(number, "valid");
    const later = Date.now() + VIES_RECHECK_AFTER_MS + 60_000;
    // Other tests' unavailable numbers wait too: a few runs reach this one.
    for (let run = 0; run < 20 && (await companyOf(env.DB, buyer.userId))!.vies?.status !== "valid"; run++) {
      await recheckCompanyVies(env, later + run);
    }
    await steer(number, null);
    const profile = (await companyOf(env.DB, buyer.userId))!;
    expect(profile.vies).toMatchObject({ status: "valid", name: `STAND-IN TRADER DE${number}` });
    // The buyer's open form is not made stale by the cron.
    expect(profile.version).toBe(1);
    expect((await auditOf(buyer.userId)).at(-1)).toEqual({
      action: "company_vies",
      actor: "cron",
      staffId: null,
      before: { viesStatus: "unavailable" },
      after: { viesStatus: "valid" },
    });
  });

  it("asks about numbers never checked, and drops an answer about a number changed meanwhile", async () => {
    const buyer = await customer();
    const number = vatNumber(1);
    await save(buyer, { ...COMPANY, taxId: number });
    await env.DB.prepare(
      "UPDATE company_profiles SET vies_status = NULL, vies_name = NULL, vies_checked_at = NULL WHERE user_id = ?1",
    )
      .bind(buyer.userId)
      .run();
    for (let run = 0; run < 20 && (await companyOf(env.DB, buyer.userId))!.vies === null; run++) {
      await recheckCompanyVies(env, Date.now() + run);
    }
    expect((await companyOf(env.DB, buyer.userId))!.vies?.status).toBe("valid");
  });
});

describe("staff's verification", () => {
  it("marks the profile seen verified by the member, with an audit row; a changed profile drops it", async () => {
    const buyer = await customer();
    const number = vatNumber(1);
    await save(buyer, { ...COMPANY, taxId: number });
    const detail = async () =>
      (await client(null, { headers: staffHeaders }).get<ConsoleCustomerDetail>(`/api/admin/customers/${buyer.userId}`))
        .body.data.company;
    expect(await detail()).toMatchObject({ legalName: "Nordlicht Funktechnik GmbH", verified: null, version: 1 });

    const path = `/api/admin/customers/${buyer.userId}/company`;
    expect((await post(`${path}/verify`, { expectedVersion: 2 }, staffHeaders)).status).toBe(409);
    expect((await post(`${path}/verify`, {}, staffHeaders)).status).toBe(400);
    const verified = await post(`${path}/verify`, { expectedVersion: 1 }, staffHeaders);
    expect(verified.status).toBe(200);
    // Again: already so, nothing written.
    expect((await post(`${path}/verify`, { expectedVersion: 1 }, staffHeaders)).status).toBe(200);
    expect(await detail()).toMatchObject({
      verified: { by: `staff:${staffId}` },
      verifiedByName: "staff member",
      vies: { status: "valid" },
    });
    expect((await buyer.api.get<CompanyProfile>("/api/web/company")).body.data.verified).toMatchObject({
      by: `staff:${staffId}`,
    });
    const rows = (await auditOf(buyer.userId)).filter((row) => row.action.startsWith("company_verify"));
    expect(rows).toEqual([
      {
        action: "company_verify",
        actor: `staff:${staffId}`,
        staffId,
        before: { verified: false },
        after: { verified: true },
      },
    ]);

    // The same details saved again keep the check; changed ones drop it.
    await save(buyer, { ...COMPANY, taxId: number, expectedVersion: 1 });
    expect((await detail())?.verified).not.toBeNull();
    await save(buyer, { ...COMPANY, taxId: number, legalName: "Nordlicht Funk AG", expectedVersion: 2 });
    expect((await detail())?.verified).toBeNull();

    await post(`${path}/verify`, { expectedVersion: 3 }, staffHeaders);
    const unverified = await post(`${path}/unverify`, { expectedVersion: 3 }, staffHeaders);
    expect(unverified.status).toBe(200);
    expect((await detail())?.verified).toBeNull();
    expect((await auditOf(buyer.userId)).at(-1)).toMatchObject({
      action: "company_unverify",
      before: { verified: true },
      after: { verified: false },
    });
  });

  it("is staff's: support may read the profile but not verify it; a customer without one is a 404", async () => {
    const buyer = await customer();
    await save(buyer, { ...COMPANY, taxKind: "" });
    const support = bearer(await staffSession((await createStaff("support")).id));
    const read = await client(null, { headers: support }).get<ConsoleCustomerDetail>(
      `/api/admin/customers/${buyer.userId}`,
    );
    expect(read.body.data.company?.legalName).toBe("Nordlicht Funktechnik GmbH");
    const path = `/api/admin/customers/${buyer.userId}/company/verify`;
    expect((await post(path, { expectedVersion: 1 }, support)).status).toBe(403);
    expect((await post(path, { expectedVersion: 1 }, bearer(buyer.token))).status).toBe(403);
    const nobody = await customer();
    const missing = await post(
      `/api/admin/customers/${nobody.userId}/company/verify`,
      { expectedVersion: 1 },
      staffHeaders,
    );
    expect(missing.status).toBe(404);
    expect(
      (
        await client(null, { headers: staffHeaders }).get<ConsoleCustomerDetail>(
          `/api/admin/customers/${nobody.userId}`,
        )
      ).body.data.company,
    ).toBeNull();
  });
});
