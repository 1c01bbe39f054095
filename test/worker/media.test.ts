import type { ProductDetailWire } from "../../shared/api/legacy/types";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProductFiles, UnusedMedia, UploadedMedia } from "../../shared/media/types";
import { readWebpChunks } from "../../shared/media/webp-bytes";
import { purgePlan } from "../../worker/cache/staff-changes";
import { sweepUnusedMedia } from "../../worker/media/delete-media";
import {
  JPEG_SECRETS,
  disguisedScript,
  sampleFirmware,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleWebpWithMetadata,
  WEBP_ICC,
  WEBP_SECRETS,
} from "../support/media-samples";
import { call, client, envelope, post } from "./helpers";
import { seedShop, SHOP } from "./shop";
import { bearer, createStaff, staffSession } from "./staff";

let staff: Record<string, string>;
let support: Record<string, string>;
const productId = SHOP.proxy.goodsId;

beforeAll(async () => {
  await seedShop();
  staff = bearer(await staffSession((await createStaff("staff")).id));
  support = bearer(await staffSession((await createStaff("support")).id));
});

function upload(role: string, name: string, bytes: Uint8Array, headers = staff, product: number = productId) {
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

  it("a WebP loses its EXIF and XMP chunks and keeps its ICC profile; GIF and AVIF are refused by name", async () => {
    const response = await upload("gallery", "shelf.webp", sampleWebpWithMetadata());
    expect(response.status).toBe(200);
    const { data } = await envelope<UploadedMedia>(response);
    expect(data).toMatchObject({ contentType: "image/webp", width: 24, height: 16 });
    const served = await call(data.url);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const bytes = new Uint8Array(await served.arrayBuffer());
    for (const secret of WEBP_SECRETS) expect(latin1(bytes.buffer)).not.toContain(secret);
    expect(readWebpChunks(bytes)?.map((chunk) => chunk.type)).toEqual(["VP8X", "ICCP", "VP8 "]);
    expect(latin1(bytes.buffer)).toContain(new TextDecoder().decode(WEBP_ICC));
    // The R2 object itself holds the cleaned bytes.
    const stored = await env.MEDIA.get(data.url.slice("/media/".length));
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(bytes);

    const gif = new TextEncoder().encode("GIF89a\x01\x00\x01\x00 comment: shot at 51.5N");
    const avif = new Uint8Array([0, 0, 0, 0x1c, ...new TextEncoder().encode("ftypavif"), 0, 0, 0, 0]);
    for (const [name, bytes] of [
      ["photo.gif", gif],
      ["photo.avif", avif],
    ] as const) {
      const refused = await upload("gallery", name, bytes);
      expect(refused.status).toBe(415);
      expect((await envelope(refused)).msg).toMatch(/JPEG, PNG or WebP/);
    }
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

    const detail = await client(null, { settle: true }).get<ProductDetailWire>(`/api/goods/detail/${productId}`);
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
    expect(gallery.filter((url) => url.startsWith("/media/"))).toHaveLength(3);
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
    const streamed = await call(`/api/admin/media/products/${productId}/files?role=gallery&name=x.png`, {
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
      .bind(String(productId))
      .all<{ action: string; after_json: string }>();
    expect(rows.results.map((row) => row.action)).toContain("add_file");
    expect((await call("/media/0123456789abcdef0123456789abcdef.jpg")).status).toBe(404);
    expect((await call("/media/..%2Fwrangler.toml")).status).toBe(404);
    expect((await call("/media/script.html")).status).toBe(404);
  });
});

describe("files nothing names any more are deleted", () => {
  const otherProduct = SHOP.gateway.goodsId;
  const filesOf = async (product: number) =>
    (await envelope<ProductFiles>(await call(`/api/admin/media/products/${product}`, { headers: staff }))).data.files;
  const remove = async (product: number, url: string) => {
    const link = (await filesOf(product)).find((file) => file.url === url)!;
    return call(`/api/admin/media/products/${product}/files/${link.id}/remove`, { method: "POST", headers: staff });
  };
  const exists = async (url: string) => ({
    object: (await env.MEDIA.head(url.slice("/media/".length))) !== null,
    row: (await env.DB.prepare("SELECT 1 FROM media WHERE key = ?1").bind(url.slice(7)).first()) !== null,
  });

  it("unlinking the last use deletes the object and its row; a file another product shares stays", async () => {
    const shared = (await envelope<UploadedMedia>(await upload("gallery", "shared.png", samplePng(7, 7)))).data;
    await upload("gallery", "shared.png", samplePng(7, 7), staff, otherProduct);
    expect((await remove(productId, shared.url)).status).toBe(200);
    expect(await exists(shared.url)).toEqual({ object: true, row: true });
    expect((await call(shared.url)).status).toBe(200);
    expect((await remove(otherProduct, shared.url)).status).toBe(200);
    expect(await exists(shared.url)).toEqual({ object: false, row: false });
    expect((await call(shared.url)).status).toBe(404);
  });

  it("a file a post's text names stays; a replaced cover nothing else uses goes", async () => {
    const pictured = (await envelope<UploadedMedia>(await upload("gallery", "in-post.png", samplePng(6, 5)))).data;
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO blog_posts (id, slug, year, status, published_at, updated_at) VALUES (9901, 'rack-photo', 2026, 1, 0, 0)",
      ),
      env.DB.prepare(
        "INSERT INTO blog_translations (post_id, lang, title, body_md) VALUES (9901, 'en', 'Our rack', ?1)",
      ).bind(`A photo:\n\n![Rack](${pictured.url})`),
    ]);
    expect((await remove(productId, pictured.url)).status).toBe(200);
    expect(await exists(pictured.url)).toEqual({ object: true, row: true });

    const first = (await envelope<UploadedMedia>(await upload("cover", "cover-1.png", samplePng(9, 9)))).data;
    const second = (await envelope<UploadedMedia>(await upload("cover", "cover-2.png", samplePng(9, 8)))).data;
    expect(await exists(first.url)).toEqual({ object: false, row: false });
    expect(await exists(second.url)).toEqual({ object: true, row: true });
  });

  it("a re-upload of bytes under deletion waits for it and keeps its object; a dead deletion is taken over", async () => {
    const png = samplePng(5, 9);
    const file = (await envelope<UploadedMedia>(await upload("gallery", "race.png", png))).data;
    const key = file.url.slice(7);
    await remove(productId, file.url);
    expect(await exists(file.url)).toEqual({ object: false, row: false });
    // A deletion under way: its mark taken, the object not deleted yet, when the same bytes come again.
    await env.MEDIA.put(key, png);
    await env.DB.prepare(
      "INSERT INTO media (key, name, content_type, size_bytes, created_at, deleting_at) VALUES (?1, 'race.png', 'image/png', ?2, ?3, ?3)",
    )
      .bind(key, png.length, Date.now())
      .run();
    const reupload = upload("gallery", "race.png", png, staff, otherProduct);
    // The deleter finishes: object, then row (as deleteUnusedMedia does).
    await env.MEDIA.delete(key);
    await env.DB.prepare("DELETE FROM media WHERE key = ?1").bind(key).run();
    expect((await reupload).status).toBe(200);
    expect(await exists(file.url)).toEqual({ object: true, row: true });
    expect((await filesOf(otherProduct)).some((f) => f.url === file.url)).toBe(true);

    // A deletion that died a while ago after its mark: the upload takes it over and stores the bytes.
    await env.DB.prepare("UPDATE media SET deleting_at = ?2 WHERE key = ?1")
      .bind(key, Date.now() - 120_000)
      .run();
    await env.MEDIA.delete(key);
    expect((await upload("gallery", "race.png", png)).status).toBe(200);
    expect(await exists(file.url)).toEqual({ object: true, row: true });
    const row = await env.DB.prepare("SELECT deleting_at FROM media WHERE key = ?1").bind(key).first();
    expect(row).toEqual({ deleting_at: null });
  });

  it("the cron sweeps what was missed, retries a deletion that failed, and keeps what is used or held", async () => {
    const now = Date.now();
    const orphan = (await envelope<UploadedMedia>(await upload("gallery", "missed.png", samplePng(4, 4)))).data;
    // Unlinked behind the API's back (a failed request, an older version) two days ago: nothing names it.
    await env.DB.prepare("DELETE FROM goods_files WHERE media_id = ?1").bind(orphan.mediaId).run();
    await env.DB.prepare("UPDATE media SET created_at = ?2 WHERE id = ?1")
      .bind(orphan.mediaId, now - 2 * 86_400_000)
      .run();
    const failed = (await envelope<UploadedMedia>(await upload("gallery", "failed.png", samplePng(4, 5)))).data;
    await env.DB.prepare("DELETE FROM goods_files WHERE media_id = ?1").bind(failed.mediaId).run();
    await env.DB.prepare("UPDATE media SET deleting_at = ?2 WHERE id = ?1")
      .bind(failed.mediaId, now - 120_000)
      .run();
    // A post's cover uploaded a moment ago, not saved yet: left for its editor for a day.
    const held = await call("/api/admin/media/files?name=draft-cover.png", {
      method: "POST",
      headers: { ...staff, "content-type": "application/octet-stream" },
      body: samplePng(4, 6) as Uint8Array<ArrayBuffer>,
    });
    const heldUrl = (await envelope<UploadedMedia>(held)).data.url;
    const used = (await envelope<UploadedMedia>(await upload("gallery", "used.png", samplePng(4, 7)))).data;

    const swept = await sweepUnusedMedia(env, Date.now());
    expect(swept.sort()).toEqual([orphan.url.slice(7), failed.url.slice(7)].sort());
    expect(await exists(orphan.url)).toEqual({ object: false, row: false });
    expect(await exists(failed.url)).toEqual({ object: false, row: false });
    expect(await exists(heldUrl)).toEqual({ object: true, row: true });
    expect(await exists(used.url)).toEqual({ object: true, row: true });
    // A day later the unsaved cover is swept too.
    expect(await sweepUnusedMedia(env, Date.now() + 25 * 60 * 60_000)).toEqual([heldUrl.slice(7)]);
  });

  it("the library lists unused files and staff delete one; one in use is refused; support may not", async () => {
    const file = (await envelope<UploadedMedia>(await upload("gallery", "left-over.png", samplePng(3, 9)))).data;
    await env.DB.prepare("DELETE FROM goods_files WHERE media_id = ?1").bind(file.mediaId).run();
    const unused = await envelope<UnusedMedia[]>(await call("/api/admin/media/unused", { headers: staff }));
    expect(unused.data.map((row) => row.url)).toContain(file.url);
    expect((await call("/api/admin/media/unused", { headers: support })).status).toBe(403);
    expect((await post(`/api/admin/media/files/${file.mediaId}/delete`, {}, support)).status).toBe(403);

    const inUse = (await envelope<UploadedMedia>(await upload("gallery", "in-use.png", samplePng(3, 8)))).data;
    const refused = await post(`/api/admin/media/files/${inUse.mediaId}/delete`, {}, staff);
    expect(refused.status).toBe(409);
    expect((await envelope(refused)).msg).toMatch(/in use/);
    expect((await post(`/api/admin/media/files/${file.mediaId}/delete`, {}, staff)).status).toBe(200);
    expect(await exists(file.url)).toEqual({ object: false, row: false });
    expect((await post(`/api/admin/media/files/${file.mediaId}/delete`, {}, staff)).status).toBe(404);
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE entity = 'media' AND entity_id = ?1")
      .bind(String(file.mediaId))
      .all<{ action: string }>();
    expect(audit.results.map((row) => row.action)).toEqual(["delete"]);
  });

  it("writes a deletion's audit row in the batch that removes the file: none when refused or failed, one when done", async () => {
    const auditCount = async (mediaId: number) =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'media' AND entity_id = ?1")
        .bind(String(mediaId))
        .first<{ n: number }>())!.n;
    const inUse = (await envelope<UploadedMedia>(await upload("gallery", "kept.png", samplePng(4, 8)))).data;
    expect((await post(`/api/admin/media/files/${inUse.mediaId}/delete`, {}, staff)).status).toBe(409);
    expect(await auditCount(inUse.mediaId)).toBe(0);

    const unused = async (name: string, width: number) => {
      const file = (await envelope<UploadedMedia>(await upload("gallery", name, samplePng(width, 11)))).data;
      await env.DB.prepare("DELETE FROM goods_files WHERE media_id = ?1").bind(file.mediaId).run();
      return file;
    };
    // The database refuses the audit row: the file's row is not removed without it.
    const failing = await unused("failing.png", 5);
    await env.DB.prepare(
      `CREATE TRIGGER refuse_media_audit BEFORE INSERT ON audit_log WHEN NEW.entity = 'media'
       BEGIN SELECT RAISE(ABORT, 'audit refused'); END`,
    ).run();
    try {
      const failed = await post(`/api/admin/media/files/${failing.mediaId}/delete`, {}, staff);
      expect(failed.status).toBe(500);
      await failed.text();
    } finally {
      await env.DB.prepare("DROP TRIGGER refuse_media_audit").run();
    }
    expect((await exists(failing.url)).row).toBe(true);
    expect(await auditCount(failing.mediaId)).toBe(0);

    const done = await unused("done.png", 6);
    expect((await post(`/api/admin/media/files/${done.mediaId}/delete`, {}, staff)).status).toBe(200);
    expect(await exists(done.url)).toEqual({ object: false, row: false });
    expect(await auditCount(done.mediaId)).toBe(1);
  });
});

describe("a files save purges exactly what shows it", () => {
  it("names the product's detail and page for files, and the lists for a cover", () => {
    expect(purgePlan({ kind: "productFiles", productId: 7 })).toEqual({
      kv: ["/api/goods/detail/7?"],
      pages: ["/product/7"],
    });
    expect(purgePlan({ kind: "productCover", productId: 7, categoryId: 11 })).toEqual({
      kv: ["/api/goods/", "/api/navigation/", "/api/search"],
      pages: ["/product/7", "/", "/category/11", "/lists", "/sms"],
    });
  });

  it("an upload drops the product's cached detail in every language and keeps the others'", async () => {
    // KV keys without their cache version (the last `|…`).
    const keys = async () =>
      (await env.CACHE.list({ prefix: "api:/api/goods/detail/" })).keys.map((key) => key.name.replace(/\|[^|]*$/, ""));
    for (const id of [productId, SHOP.gateway.goodsId]) {
      await client(null, { settle: true }).get(`/api/goods/detail/${id}`);
      await call(`/api/goods/detail/${id}`, { headers: { "x-accept-language": "es" } });
    }
    await expect
      .poll(keys)
      .toEqual(
        expect.arrayContaining([
          `api:/api/goods/detail/${productId}?|en`,
          `api:/api/goods/detail/${productId}?|es`,
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
