// The texts of cart, checkout, orders and payments, a namespace of their own: the browser loads them only on the pages
// that show them (client/lib/dictionary.ts).
export { default } from "../commerce";
