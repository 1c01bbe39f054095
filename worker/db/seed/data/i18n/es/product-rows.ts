/** Spanish values of the rows every product carries (the counterparts of goods-helpers.ts). */

export function essentialsEs(
  model: string,
  type: string,
  warrantyMonths: number,
  cert: string,
): Record<string, string> {
  return {
    Brand: "Portline",
    Model: model,
    "Product type": type,
    Origin: "Shenzhen, China",
    Warranty: `${warrantyMonths} meses, con reemplazo anticipado`,
    Certification: cert,
  };
}

export function packagingEs(size: string, grossKg: number, leadDays: string, unit: string): Record<string, string> {
  return {
    "Package size": size,
    "Gross weight": `${grossKg} kg`,
    "Selling unit": unit,
    "Lead time": `${leadDays} días hábiles después del pago`,
  };
}

/** "Yes" and "No" of compare rows. */
export const YES = "Sí";
export const NO = "No";
