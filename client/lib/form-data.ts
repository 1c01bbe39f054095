import { data } from "react-router";
import type { AddressRequest } from "../../shared/commerce/schemas";
import type { AppContext } from "../../shared/load-context";
import { readWholeBody } from "../../shared/request-body";

/** The posted form. One cut off mid-upload answers 400 (logged as a client disconnect, not an error). */
export async function readForm({ request, context }: { request: Request; context: AppContext }): Promise<FormData> {
  const bytes = await readWholeBody(request, context.requestId);
  if (!bytes) throw data(null, { status: 400 });
  const type = request.headers.get("content-type") ?? "application/x-www-form-urlencoded";
  return new Response(bytes, { headers: { "content-type": type } }).formData();
}

/** A text field of a posted form ("" when absent or a file). The API validates the value. */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The address form's fields (AddressFields), as the address API takes them (with `id` when editing one). */
export function addressFromForm(form: FormData): AddressRequest {
  return {
    id: Number(field(form, "id")) || undefined,
    recipient: field(form, "recipient"),
    phone: field(form, "phone"),
    company: field(form, "company"),
    country: field(form, "country"),
    region: field(form, "region"),
    city: field(form, "city"),
    line1: field(form, "line1"),
    line2: field(form, "line2"),
    postalCode: field(form, "postalCode"),
    isDefault: form.get("isDefault") === "on",
  };
}
