import { useState } from "react";
import { fromWallTime, offsetLabel, toWallTime, zoneOffsetMinutes } from "../../../shared/console/zoned-time";
import { useHydrated } from "../../lib/hydration";
import { useI18n } from "../../lib/i18n";

/** The browser's own time zone ("Europe/Madrid"); UTC when it names none. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/**
 * The publish time, entered on the staff member's own clock: the browser's time zone is named next
 * to the field and sent with it (`timeZone`), and the server stores UTC. The server's HTML, before
 * hydration, shows and sends the time in UTC and says so, so it is never a wrong time.
 */
export function PublishTimeField({ name, iso: stored }: { name: string; iso: string }) {
  const { LL } = useI18n();
  const T = LL.console.editing.content;
  const hydrated = useHydrated();
  const timeZone = hydrated ? browserTimeZone() : "UTC";
  const [wall, setWall] = useState<string | null>(null);
  const shown = wall ?? toWallTime(stored, timeZone);
  const instant = fromWallTime(shown, timeZone) ?? stored;
  return (
    <label className="field">
      <span className="field__label">{T.publishedAt()}</span>
      <input
        // A new zone (at hydration) shows the same moment on the new clock.
        key={timeZone}
        type="datetime-local"
        name={name}
        required
        defaultValue={toWallTime(wall === null ? stored : instant, timeZone)}
        onChange={(event) => setWall(event.currentTarget.value)}
        className="field__input"
        aria-describedby={`${name}-zone`}
      />
      <input type="hidden" name="timeZone" value={timeZone} />
      <span id={`${name}-zone`} className="field__hint" data-testid="publish-zone">
        {T.timeZone({ zone: timeZone, offset: offsetLabel(zoneOffsetMinutes(timeZone, Date.parse(instant))) })}
      </span>
    </label>
  );
}
