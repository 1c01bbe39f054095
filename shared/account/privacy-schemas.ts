import { z } from "zod";

/**
 * Request bodies of the privacy requests (validated at the boundary). An empty confirmation is
 * refused by the route with its own words, so no schema message reaches a person.
 */
export const DeleteAccountSchema = z.object({
  /** The account's password, typed again. */
  password: z.string().max(256).default(""),
});
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

export const StaffDeleteCustomerSchema = z.object({
  /** The customer's email, typed by the staff member to confirm which account goes. */
  email: z.string().trim().max(320).default(""),
  /** Cancel the customer's unpaid orders first (each through the order lifecycle), instead of refusing. */
  cancelUnpaid: z.boolean().default(false),
});
export type StaffDeleteCustomer = z.infer<typeof StaffDeleteCustomerSchema>;
