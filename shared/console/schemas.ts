import { z } from "zod";
import { STAFF_ROLES } from "./roles";
import { rule } from "../api/validation-rules";

/** Request bodies of the console's API (validated at the boundary; types shared with the UI). */
const email = z
  .email()
  .max(254)
  .transform((value) => value.trim().toLowerCase());

/** A TOTP code (6 digits) or a recovery code ("abcde-fghij"), spaces allowed. */
const secondFactor = z
  .string()
  .trim()
  .min(6)
  .max(32)
  .regex(/^[0-9a-zA-Z -]+$/, rule("secondFactor"));

export const StaffLoginSchema = z.object({
  email,
  password: z.string().min(1).max(256),
  code: secondFactor,
});
export type StaffLogin = z.infer<typeof StaffLoginSchema>;

export const EnrolSchema = z.object({
  token: z.string().min(16).max(256),
  password: z.string().min(1).max(256),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, rule("totp")),
});
export type Enrol = z.infer<typeof EnrolSchema>;

export const StaffRoleSchema = z.enum(STAFF_ROLES);

export const InviteStaffSchema = z.object({
  email,
  name: z.string().trim().min(1).max(80),
  role: StaffRoleSchema,
});
export type InviteStaff = z.infer<typeof InviteStaffSchema>;

export const UpdateStaffSchema = z
  .object({ role: StaffRoleSchema.optional(), status: z.enum(["active", "disabled"]).optional() })
  .refine((value) => value.role !== undefined || value.status !== undefined, { message: rule("nothingToChange") });
export type UpdateStaff = z.infer<typeof UpdateStaffSchema>;

export const CreateApiTokenSchema = z.object({
  name: z.string().trim().min(1).max(80),
  role: StaffRoleSchema,
});
export type CreateApiToken = z.infer<typeof CreateApiTokenSchema>;
