import type { Route } from "./+types/auth.$mode";
import { PageHeader } from "../components/ui/page-header";
import { notFound, redirectSignedInHome } from "../lib/guards";
import { useI18n } from "../lib/i18n";
import { seoMeta } from "../lib/seo";

const MODES = ["login", "register", "forgot", "reset"] as const;
type Mode = (typeof MODES)[number];

function isMode(value: string): value is Mode {
  return (MODES as readonly string[]).includes(value);
}

export function loader(args: Route.LoaderArgs) {
  redirectSignedInHome(args);
  const mode = args.params.mode ?? "login";
  if (!isMode(mode)) notFound(args.request);
  return { mode };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, (LL) => ({ title: LL.pages.auth[args.loaderData?.mode ?? "login"](), noIndex: true }));

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18n();
  return <PageHeader title={LL.pages.auth[loaderData.mode]()} />;
}
