import { z } from "zod";
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../constants";
import { ALL_LOCALES } from "../locale";

/** Request bodies of the account API (validated at the boundary; types shared with the UI). */
const email = z
  .email()
  .max(254)
  .transform((value) => value.trim().toLowerCase());
const name = z.string().trim().max(NAME_MAX_LENGTH);
/** The rules themselves are checked separately, so each failing rule can be named. */
const newPassword = z
  .string()
  .min(1)
  .max(PASSWORD_MAX_LENGTH * 4);

export const RegisterSchema = z.object({
  email,
  password: newPassword,
  firstName: name.optional().default(""),
  lastName: name.optional().default(""),
});
export type Register = z.infer<typeof RegisterSchema>;

export const LoginSchema = z.object({
  email,
  password: z.string().min(1).max(256),
});
export type Login = z.infer<typeof LoginSchema>;

export const RefreshSchema = z.object({ refreshToken: z.string().min(16).max(256).optional() });

export const ForgotPasswordSchema = z.object({ email });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({
  token: z.string().min(16).max(256),
  password: newPassword,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const ProfileSchema = z.object({
  userName: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  firstName: name,
  lastName: name,
  /** The language of the account's mail (unchanged when absent). */
  language: z.enum(ALL_LOCALES).optional(),
  /** Mail me when my account is signed in to from a new device (unchanged when absent). */
  newSignInMail: z.boolean().optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ChangePasswordSchema = z.object({
  oldPassword: z.string().min(1).max(256),
  newPassword,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;
