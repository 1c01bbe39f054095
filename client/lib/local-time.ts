const pad = (value: number) => String(value).padStart(2, "0");

/** The browser's local time as "YYYY-MM-DD HH:mm:ss" (the cart's operateTime). */
export function localDateTime(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
