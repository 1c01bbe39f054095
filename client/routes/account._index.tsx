import { redirect } from "react-router";
import { href } from "../../shared/routes";
import type { Route } from "./+types/account._index";
import { requireSignedIn } from "../lib/guards";

/** /account has no page of its own: it is the orders list. */
export function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  throw redirect(href.accountOrders());
}
