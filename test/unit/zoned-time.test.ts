import { describe, expect, it } from "vitest";
import { fromWallTime, isTimeZone, offsetLabel, toWallTime, zoneOffsetMinutes } from "../../shared/console/zoned-time";

describe("publish times entered in the staff member's time zone", () => {
  it("reads a wall-clock time in the zone and stores UTC", () => {
    expect(fromWallTime("2026-11-24T10:30", "Europe/Madrid")).toBe("2026-11-24T09:30:00.000Z");
    expect(fromWallTime("2026-07-01T10:30", "Europe/Madrid")).toBe("2026-07-01T08:30:00.000Z");
    expect(fromWallTime("2026-11-24T10:30", "America/New_York")).toBe("2026-11-24T15:30:00.000Z");
    expect(fromWallTime("2026-11-24T10:30", "Asia/Kolkata")).toBe("2026-11-24T05:00:00.000Z");
    expect(fromWallTime("2026-11-24T10:30", "UTC")).toBe("2026-11-24T10:30:00.000Z");
  });

  it("shows a stored UTC time on the zone's clock, the way back", () => {
    expect(toWallTime("2026-11-24T09:30:00.000Z", "Europe/Madrid")).toBe("2026-11-24T10:30");
    expect(toWallTime("2026-11-24T23:30:00.000Z", "Asia/Tokyo")).toBe("2026-11-25T08:30");
    for (const zone of ["Europe/Madrid", "America/Sao_Paulo", "Asia/Shanghai", "Australia/Adelaide"]) {
      const wall = "2026-03-15T18:45";
      expect(toWallTime(fromWallTime(wall, zone)!, zone)).toBe(wall);
    }
  });

  it("moves a time the clocks skip on by the gap, and refuses nonsense", () => {
    // Madrid springs forward at 02:00 on 29 March 2026: 02:30 does not exist, 03:30 does.
    expect(fromWallTime("2026-03-29T02:30", "Europe/Madrid")).toBe("2026-03-29T01:30:00.000Z");
    expect(fromWallTime("2026-02-30T10:00", "Europe/Madrid")).toBeNull();
    expect(fromWallTime("2026-11-24 10:30", "Europe/Madrid")).toBeNull();
    expect(fromWallTime("2026-11-24T10:30", "Mars/Olympus")).toBeNull();
    expect(isTimeZone("Europe/Madrid")).toBe(true);
  });

  it("names the offset at the time entered", () => {
    expect(offsetLabel(zoneOffsetMinutes("Europe/Madrid", Date.parse("2026-11-24T09:30Z")))).toBe("UTC+1");
    expect(offsetLabel(zoneOffsetMinutes("Europe/Madrid", Date.parse("2026-07-01T09:30Z")))).toBe("UTC+2");
    expect(offsetLabel(zoneOffsetMinutes("America/St_Johns", Date.parse("2026-11-24T09:30Z")))).toBe("UTC-3:30");
    expect(offsetLabel(0)).toBe("UTC+0");
  });
});
