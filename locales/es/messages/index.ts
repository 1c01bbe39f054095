// The messages of the API's answers, a namespace of their own: only the worker loads them, never a browser page.
export { default } from "../messages";
