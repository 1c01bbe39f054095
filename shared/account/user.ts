/** User info with the legacy API's fields. The password is never sent: the UI shows a mask. */
export interface UserInfo {
  id: number;
  userName: string;
  email: string;
  status: number;
  registType: number;
  createdBy: string | null;
  createdTime: string;
  modifiedBy: string | null;
  modifiedTime: string;
  lastName: string;
  firstName: string;
  weakPassword: boolean | null;
  weakPasswordCount: number | null;
  /** The language of the account's mail (the page's at sign-up; changeable in the settings). */
  language: string;
  /** A mail is sent when the account is signed in to from a browser it was never used in. */
  newSignInMail: boolean;
}

/** What sign-in, sign-up and refresh answer: token, refreshToken, expiresIn. */
export interface TokenSet {
  token: string;
  refreshToken: string;
  /** Access-token lifetime in seconds. */
  expiresIn: number;
}

/** Display data the user-info cookie carries for the header, chat and password reminder. */
export type SessionUser = Pick<
  UserInfo,
  "id" | "userName" | "email" | "firstName" | "lastName" | "weakPassword" | "weakPasswordCount"
>;

export function toSessionUser(info: UserInfo): SessionUser {
  return {
    id: info.id,
    userName: info.userName,
    email: info.email,
    firstName: info.firstName,
    lastName: info.lastName,
    weakPassword: info.weakPassword,
    weakPasswordCount: info.weakPasswordCount,
  };
}

/** The name the user chose to be shown by (the "Display name" of the settings), else their full name. */
export function displayName(user: Pick<SessionUser, "firstName" | "lastName" | "userName">): string {
  return user.userName.trim() || fullName(user);
}

/** "Ada Lovelace", else the display name. */
export function fullName(user: Pick<SessionUser, "firstName" | "lastName" | "userName">): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.userName;
}
