import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { GoodsDetail } from "../../shared/catalog/types";
import type { UploadedMedia } from "../../shared/media/types";
import { purgePlan } from "../../worker/cache/staff-changes";
import {
  JPEG_SECRETS,
  disguisedScript,
  sampleFirmware,
  sampleJpeg,
  samplePdf,
  samplePng,
} from "../support/media-samples";
import { call, envelope } from "./helpers";
import { seedShop, SHOP, settled } from "./shop";
import { bearer, createStaff, staffSession } from "./staff";

let staff: Record<string, string>;
let support: Record<string, string>;
const goodsId = SHOP.proxy.goodsId;

beforeAll(async () => {
  await seedShop();
  staff = bearer(await staffSession((await createStaff("staff")).id));
  support = bearer(await staffSession((await createStaff("support")).id));
});

function upload(role: string, name: string, bytes: Uint8Array, headers = staff, product: number = goodsId) {
  const query = new URLSearchParams({ role, name });
  return call(`/api/admin/media/products/${product}/files?${query}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/octet-stream" },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
}

const latin1 = (buffer: ArrayBuffer) => new TextDecoder("latin1").decode(buffer);
const counts = async () => ({
  media: (await env.DB.prepare("SELECT COUNT(*) AS n FROM media").first<{ n: number }>())!.n,
  objects: (await env.MEDIA.list()).objects.length,
});

describe("uploads to R2", () => {
  it("a gallery photo is stored without its EXIF and served immutable, with an ETag and 304", async () => {
    const response = await upload("gallery", "front.jpg", sampleJpeg());
    expect(response.status).toBe(200);
    const { data } = await envelope<UploadedMedia>(response);
    expect(data).toMatchObject({ contentType: "image/jpeg", width: 3, height: 2 });
    expect(data.url).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);

    const served = await call(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = served.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const body = latin1(await served.arrayBuffer());
    for (const secret of JPEG_SECRETS) expect(body).not.toContain(secret);

    const again = await call(data.url, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    // The same bytes again are the same object and row.
    const second = await envelope<UploadedMedia>(await upload("gallery", "front-copy.jpg", sampleJpeg()));
    expect(second.data.url).toBe(data.url);
  });

  it("a datasheet and firmware download under their names with their type; the product page lists them", async () => {
    const sheet = await envelope<UploadedMedia>(await upload("datasheet", "Proxy Gateway Datasheet.pdf", samplePdf()));
    expect(sheet.data.url).toMatch(/^\/media\/[0-9a-f]{32}\/proxy-gateway-datasheet\.pdf$/);
    const served = await call(sheet.data.url);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBe(
      `attachment; filename="proxy-gateway-datasheet.pdf"; filename*=UTF-8''proxy-gateway-datasheet.pdf`,
    );
    const firmware = await envelope<UploadedMedia>(await upload("firmware", "proxy-2.1.bin", sampleFirmware()));
    expect(firmware.data.contentType).toBe("application/octet-stream");
    await upload("gallery", "side.png", samplePng());

    const detail = await settled<GoodsDetail>(`/api/goods/detail/${goodsId}`);
    expect(detail.body.data.downloads).toEqual([
      {
        role: "datasheet",
        url: sheet.data.url,
        name: "Proxy Gateway Datasheet.pdf",
        contentType: "application/pdf",
        sizeBytes: samplePdf().length,
      },
      {
        role: "firmware",
        url: firmware.data.url,
        name: "proxy-2.1.bin",
        contentType: "application/octet-stream",
        sizeBytes: 2048,
      },
    ]);
    const gallery = detail.body.data.previewThumbnailImg.map((image) => image.url);
    expect(gallery.filter((url) => url.startsWith("/media/"))).toHaveLength(2);
    expect(detail.body.data.previewThumbnailImg.at(-1)).toMatchObject({ width: 40, height: 30 });
  });

  it("refuses the wrong type, a file too big (before reading it), a disguised file; nothing is stored", async () => {
    const before = await counts();
    const wrongType = await upload("gallery", "sheet.pdf", samplePdf());
    expect(wrongType.status).toBe(415);
    expect((await envelope(wrongType)).msg).toMatch(/not accepted/);

    const disguised = await upload("gallery", "photo.jpg", disguisedScript());
    expect(disguised.status).toBe(415);
    expect((await envelope(disguised)).msg).toMatch(/does not match its name/);
    expect((await upload("datasheet", "sheet.pdf", sampleJpeg())).status).toBe(415);

    const tooBig = await upload("gallery", "huge.png", new Uint8Array(8_000_010));
    expect(tooBig.status).toBe(413);
    expect((await envelope(tooBig)).msg).toMatch(/too large/);
    // Counted while streaming too, when no length is declared.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(512 * 1024));
        controller.close();
      },
    });
    const streamed = await call(`/api/admin/media/products/${goodsId}/files?role=gallery&name=x.png`, {
      method: "POST",
      headers: { ...staff, "content-type": "application/octet-stream" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);

    expect((await upload("firmware", "tool.exe", sampleFirmware())).status).toBe(415);
    expect((await upload("gallery", "front.png", samplePng(), support)).status).toBe(403);
    expect((await upload("gallery", "front.png", samplePng(), staff, 987_654)).status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it("each change writes its audit row; unknown keys are 404", async () => {
    const rows = await env.DB.prepare(
      "SELECT action, after_json FROM audit_log WHERE entity = 'product' AND entity_id = ?1 ORDER BY id",
    )
      .bind(String(goodsId))
      .all<{ action: string; after_json: string }>();
    expect(rows.results.map((row) => row.action)).toContain("add_file");
    expect((await call("/media/0123456789abcdef0123456789abcdef.jpg")).status).toBe(404);
    expect((await call("/media/..%2Fwrangler.toml")).status).toBe(404);
    expect((await call("/media/script.html")).status).toBe(404);
  });
});

describe("a files save purges exactly what shows it", () => {
  it("names the product's detail and page for files, and the lists for a cover", () => {
    expect(purgePlan({ kind: "productFiles", goodsId: 7 })).toEqual({
      kv: ["/api/goods/detail/7?"],
      pages: ["/product/7"],
    });
    expect(purgePlan({ kind: "productCover", goodsId: 7, categoryId: 11 })).toEqual({
      kv: ["/api/goods/", "/api/navigation/", "/api/search"],
      pages: ["/product/7", "/", "/category/11", "/lists", "/sms"],
    });
  });

  it("an upload drops the product's cached detail in every language and keeps the others'", async () => {
    // KV keys without their cache version (the last `|…`).
    const keys = async () =>
      (await env.CACHE.list({ prefix: "api:/api/goods/detail/" })).keys.map((key) => key.name.replace(/\|[^|]*$/, ""));
    for (const id of [goodsId, SHOP.gateway.goodsId]) {
      await settled(`/api/goods/detail/${id}`);
      await call(`/api/goods/detail/${id}`, { headers: { "x-accept-language": "es" } });
    }
    await expect
      .poll(keys)
      .toEqual(
        expect.arrayContaining([
          `api:/api/goods/detail/${goodsId}?|en`,
          `api:/api/goods/detail/${goodsId}?|es`,
          `api:/api/goods/detail/${SHOP.gateway.goodsId}?|en`,
        ]),
      );
    expect((await upload("gallery", "back.png", samplePng(12, 9))).status).toBe(200);
    await expect
      .poll(keys)
      .toEqual([
        `api:/api/goods/detail/${SHOP.gateway.goodsId}?|en`,
        `api:/api/goods/detail/${SHOP.gateway.goodsId}?|es`,
      ]);
  });
});
