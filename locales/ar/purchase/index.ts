// The texts of buying a product, a namespace of their own: the browser loads them only on the pages
// that show them (client/lib/dictionary.ts).
export { default } from "../purchase";
