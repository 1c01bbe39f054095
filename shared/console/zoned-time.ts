/**
 * Publish times are stored in UTC and entered in the staff member's own time zone: a
 * `datetime-local` value ("2026-11-24T10:30", a wall-clock time without zone) is read in an IANA
 * zone ("Europe/Madrid"), and a stored time is shown in it.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows this IANA time zone name. */
export function isTimeZone(timeZone: string): boolean {
  try {
    partsFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's wall clock at an instant, as epoch ms read as if it were UTC. */
function wallClockMs(timeZone: string, instant: number): number {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** Minutes the zone is ahead of UTC at an instant (Madrid in winter: 60). */
export function zoneOffsetMinutes(timeZone: string, instant: number): number {
  return Math.round((wallClockMs(timeZone, instant) - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** "UTC+1", "UTC-3:30", "UTC+0" for an offset in minutes. */
export function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
}

/** "2026-11-24T10:30": an instant on the zone's wall clock, for a datetime-local input. */
export function toWallTime(iso: string, timeZone: string): string {
  return new Date(wallClockMs(timeZone, Date.parse(iso))).toISOString().slice(0, 16);
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The UTC instant (ISO) of a wall-clock time in a zone; null when either is not valid. A time the
 * clocks skip (spring forward) moves on by the gap, as browsers do.
 */
export function fromWallTime(wall: string, timeZone: string): string | null {
  const match = WALL_TIME.exec(wall);
  if (!match || !isTimeZone(timeZone)) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== d) return null;
  const first = asUtc - zoneOffsetMinutes(timeZone, asUtc) * 60_000;
  const second = asUtc - zoneOffsetMinutes(timeZone, first) * 60_000;
  return new Date(second).toISOString();
}
