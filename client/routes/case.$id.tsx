import type { Route } from "./+types/case.$id";
import { notFound } from "../lib/guards";

export function loader({ request }: Route.LoaderArgs) {
  notFound(request);
}

export default function Page() {
  return null;
}
