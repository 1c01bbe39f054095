import type { AddressInput } from "../../shared/commerce/schemas";

/** A text field of a posted form ("" when absent or a file). The API validates the value. */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The address form's fields (AddressFields), as the address API takes them (with `id` when editing one). */
export function addressFromForm(form: FormData): Partial<AddressInput> {
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
