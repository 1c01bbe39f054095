/**
 * Files staff upload to the object store: what each kind accepts, how large, and how a file's type
 * is told from its first bytes (never from its name or the browser's word).
 */

/** What a stored file is to a product: a gallery image, the cover, a datasheet or a firmware file. */
export const MEDIA_ROLES = ["gallery", "cover", "datasheet", "firmware"] as const;
export type MediaRole = (typeof MEDIA_ROLES)[number];

/** The stored types, told by content. */
export type MediaType = "image/jpeg" | "image/png" | "image/webp" | "application/pdf" | "application/octet-stream";

/** Limits in decimal megabytes, as the console prints them. */
const MB = 1_000_000;

/** Per role: the types it takes and its size limit. */
export const MEDIA_LIMITS: Record<MediaRole, { types: readonly MediaType[]; maxBytes: number }> = {
  gallery: { types: ["image/jpeg", "image/png", "image/webp"], maxBytes: 8 * MB },
  cover: { types: ["image/jpeg", "image/png", "image/webp"], maxBytes: 8 * MB },
  datasheet: { types: ["application/pdf"], maxBytes: 20 * MB },
  firmware: { types: ["application/octet-stream"], maxBytes: 64 * MB },
};

/** A buyer's file with a quote request: a PDF or a photo, kept private (the same checks as staff uploads). */
export const ATTACHMENT_LIMITS: { types: readonly MediaType[]; maxBytes: number } = {
  types: ["image/jpeg", "image/png", "image/webp", "application/pdf"],
  maxBytes: 10 * MB,
};

/** What an upload is for: a product's media role, or a buyer's attachment. */
export type UploadRole = MediaRole | "attachment";

export const uploadLimits = (role: UploadRole) => (role === "attachment" ? ATTACHMENT_LIMITS : MEDIA_LIMITS[role]);

/** The largest upload of any role (a body beyond it is cut off while it streams). */
export const MEDIA_MAX_BYTES = Math.max(...Object.values(MEDIA_LIMITS).map((limit) => limit.maxBytes));

/** Firmware images are binary blobs: accepted by extension, and only when no other type matches. */
export const FIRMWARE_EXTENSIONS = ["bin", "img", "fw", "hex", "zip", "tar", "gz", "tgz"] as const;

const EXTENSION: Record<MediaType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
  "application/octet-stream": "bin",
};

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image or document type the bytes are, by their magic numbers; null when none matches. */
export function sniffType(bytes: Uint8Array): Exclude<MediaType, "application/octet-stream"> | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  return null;
}

/** Markup and scripts are never served from the shop's origin, whatever their name says. */
function looksLikeMarkup(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return /^<(?:!doctype|html|svg|\?xml|script|head|body|iframe)/.test(head);
}

export const fileExtension = (name: string): string => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? "";

export type MediaCheck =
  | { ok: true; type: MediaType; extension: string }
  | { ok: false; reason: "type" | "disguised" | "size" | "empty" };

/**
 * Whether a file may be stored for a role: its content must be one of the role's types, and a name
 * that claims another type than the content (a script named .jpg, an image named .pdf) is refused
 * as disguised. Firmware is any binary with an allowed extension that is no image, PDF or markup.
 */
export function checkMedia(role: UploadRole, name: string, bytes: Uint8Array): MediaCheck {
  const limit = uploadLimits(role);
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > limit.maxBytes) return { ok: false, reason: "size" };
  const sniffed = sniffType(bytes);
  const extension = fileExtension(name);
  if (role === "firmware") {
    if (!(FIRMWARE_EXTENSIONS as readonly string[]).includes(extension)) return { ok: false, reason: "type" };
    if (sniffed || looksLikeMarkup(bytes)) return { ok: false, reason: "disguised" };
    return { ok: true, type: "application/octet-stream", extension };
  }
  const claimed = Object.entries(EXTENSION).find(
    ([, ext]) => ext === extension || (ext === "jpg" && extension === "jpeg"),
  )?.[0];
  if (!sniffed) return { ok: false, reason: claimed || looksLikeMarkup(bytes) ? "disguised" : "type" };
  if (claimed && claimed !== sniffed) return { ok: false, reason: "disguised" };
  if (!limit.types.includes(sniffed)) return { ok: false, reason: "type" };
  return { ok: true, type: sniffed, extension: EXTENSION[sniffed] };
}

/** A download's file name as it goes into a URL path: lower-case letters, digits, dots and dashes. */
export function safeFileName(name: string, extension: string): string {
  const stem = name
    .replace(/\.[a-z0-9]{1,8}$/i, "")
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "-")
    .replace(/[_-]{2,}/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .toLowerCase()
    .slice(0, 80);
  return `${stem || "file"}.${extension}`;
}
