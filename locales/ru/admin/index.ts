// The console's texts, a namespace of their own: the browser loads them only on the console's pages.
export { default } from "../admin";
