// The texts of coupons and reviews, a namespace of their own: the browser loads them only on the pages
// that show them (client/lib/dictionary.ts).
export { default } from "../coupons";
