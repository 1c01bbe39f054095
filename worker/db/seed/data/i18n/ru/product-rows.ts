/** Russian values of the rows every product carries (the counterparts of goods-helpers.ts). */

/** "12 месяцев", "24 месяца": the form of "месяц" after a number. */
function months(count: number): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return `${count} месяцев`;
  if (last === 1) return `${count} месяц`;
  if (last >= 2 && last <= 4) return `${count} месяца`;
  return `${count} месяцев`;
}

export function essentialsRu(
  model: string,
  type: string,
  warrantyMonths: number,
  cert: string,
): Record<string, string> {
  return {
    Brand: "Portline",
    Model: model,
    "Product type": type,
    Origin: "Шэньчжэнь, Китай",
    Warranty: `${months(warrantyMonths)}, опережающая замена`,
    Certification: cert,
  };
}

/** Sizes and weights with a decimal comma; "3-5" days with an en dash. */
export function packagingRu(size: string, grossKg: number, leadDays: string, unit: string): Record<string, string> {
  return {
    "Package size": size,
    "Gross weight": `${String(grossKg).replace(".", ",")} кг`,
    "Selling unit": unit,
    "Lead time": `${leadDays.replace("-", "–")} рабочих дней после оплаты`,
  };
}
