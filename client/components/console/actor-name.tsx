import type { OrderActorView } from "../../../shared/console/orders";
import { useI18n } from "../../lib/i18n";
import { providerName } from "./provider-name";
import { isolatedParts, slot } from "./isolated-parts";

/** Who made an order event, in words: "Customer Jane Doe (jane@example.com)", "Olivia Ops (ops@…)". */
export function ActorName({ actor }: { actor: OrderActorView }) {
  const { LL } = useI18n();
  const W = LL.console.auditLog.who;
  const named = { name: slot("name"), email: slot("email") };
  switch (actor.kind) {
    case "customer":
      return isolatedParts(W.customer(named), { name: actor.name, email: actor.email });
    case "staff":
      return isolatedParts(W.member(named), { name: actor.name, email: actor.email });
    case "operator":
      return W.operator();
    case "cron":
      return W.cron();
    case "provider":
      return W.provider({ provider: providerName(LL, actor.provider) });
    default:
      return isolatedParts(W.unknown({ actor: slot("actor") }), { actor: actor.label });
  }
}
