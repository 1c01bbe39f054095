// The texts of mail, a namespace of their own: only the worker loads them, never a browser page.
export { default } from "../mail";
