import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { BlogPost } from "../../shared/content/types";
import { catalogueImport } from "../../worker/db/import/catalogue";
import { contentImport } from "../../worker/db/import/content";
import { runImport } from "../../worker/db/import/run";
import { catalogue } from "../../worker/db/seed/data/catalogue";
import { content } from "../../worker/db/seed/data/content";
import { call, envelope } from "./helpers";

const importOptions = { db: env.DB, kv: env.CACHE, now: Date.parse("2026-05-01T10:00:00Z") };
await runImport(catalogueImport(catalogue), importOptions);
await runImport(contentImport(content), importOptions);

async function ask<T>(path: string, language: string) {
  const response = await call(`/api${path}`, { headers: { "x-accept-language": language } });
  return { status: response.status, body: await envelope<T>(response) };
}

describe("French, Brazilian Portuguese and Arabic in the API", () => {
  it("answers in the language of X-Accept-Language, from a bare code or a browser's regional list", async () => {
    const messages = {
      fr: "Point d’accès de l’API inconnu\u00a0: /api/no-such-endpoint",
      "fr-CA,fr;q=0.9,en;q=0.8": "Point d’accès de l’API inconnu\u00a0: /api/no-such-endpoint",
      pt: "Endpoint da API inexistente: /api/no-such-endpoint",
      "pt-BR,pt;q=0.9": "Endpoint da API inexistente: /api/no-such-endpoint",
      ar: "لا توجد نقطة نهاية API بهذا المسار: /api/no-such-endpoint",
      "ar-SA": "لا توجد نقطة نهاية API بهذا المسار: /api/no-such-endpoint",
    };
    for (const [language, message] of Object.entries(messages)) {
      const { status, body } = await ask("/no-such-endpoint", language);
      expect(status, language).toBe(404);
      expect(body.msg, language).toBe(message);
    }
  });

  it("serves content not yet written in these languages in English, saying so with `lang`", async () => {
    const post = content.posts.find((item) => item.id === 10)!;
    for (const language of ["fr", "pt-BR", "ar"]) {
      const { body } = await ask<BlogPost>("/blogInfo/detail/10", language);
      expect(body.code, language).toBe(0);
      expect(body.data, language).toMatchObject({ title: post.text.en.title, lang: "en" });
    }
  });
});
