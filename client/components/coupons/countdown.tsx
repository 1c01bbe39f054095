import { useEffect, useRef, useState } from "react";
import { clockText, countdownAt, msToNextTick, type CountdownState } from "../../../shared/coupons/countdown";
import { useI18n } from "../../lib/i18n";

interface Props {
  target: string;
  /** The time the page was rendered (from the loader): the first paint is the same on server and client. */
  renderedAt: number;
  /** "startsIn" / "endsIn" */
  mode: "startsIn" | "endsIn";
  /** Called once, when the countdown reaches zero. */
  onEnd?: () => void;
}

/**
 * A countdown: ticks each second towards the target, then reports zero and calls `onEnd`
 * once. Each tick reads the clock (no drift), aligned to the second boundary.
 */
export function Countdown({ target, renderedAt, mode, onEnd }: Props) {
  const { LL } = useI18n();
  const [state, setState] = useState<CountdownState>(() => countdownAt(target, renderedAt));
  const ended = useRef(false);
  const endCallback = useRef(onEnd);
  endCallback.current = onEnd;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    ended.current = false;
    const tick = () => {
      const next = countdownAt(target, Date.now());
      setState(next);
      if (next.kind === "done") {
        if (!ended.current) {
          ended.current = true;
          endCallback.current?.();
        }
        return;
      }
      if (next.kind === "running") timer = setTimeout(tick, msToNextTick(next));
    };
    tick();
    return () => clearTimeout(timer);
  }, [target]);

  let text: string;
  if (state.kind === "invalid") text = LL.coupons.invalidTime();
  else if (state.kind === "done") text = "00:00:00";
  else {
    const time = state.days > 0 ? LL.coupons.duration({ days: state.days, clock: clockText(state) }) : clockText(state);
    text = mode === "startsIn" ? LL.coupons.startsIn({ time }) : LL.coupons.endsIn({ time });
  }
  return (
    <span className="countdown" data-testid="countdown" data-state={state.kind}>
      {text}
    </span>
  );
}
