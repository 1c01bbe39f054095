// The shop's stylesheet as one string, for the server to inline (see stylesheet.tsx). Order matters
// where rules of equal specificity meet: the base sheet first, then the feature sheets. The
// console's sheet is not in it: console pages link it themselves (console-stylesheet.ts).
import app from "../styles/app.css?inline";
import catalogue from "../styles/catalogue.css?inline";
import commerce from "../styles/commerce.css?inline";
import content from "../styles/content.css?inline";
import qr from "../styles/qr.css?inline";

export const SITE_CSS: string = [app, catalogue, commerce, content, qr].join("\n");
