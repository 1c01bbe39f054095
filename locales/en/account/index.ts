// The texts of signing in, the account's settings and the password reminder, a namespace of their own: the
// browser loads them only on the pages that show them (client/lib/dictionary.ts).
export { default } from "../account";
