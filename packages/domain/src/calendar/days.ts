/*
 * Calendar days as 'YYYY-MM-DD'. The firms are Dutch: "today" is the calendar day in
 * Amsterdam, so the browser and the server (whatever its own time zone) agree on it; days
 * are then counted as calendar days in UTC, so no daylight-saving change shifts one.
 */

const amsterdamDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day in Amsterdam ('YYYY-MM-DD') at a moment, now by default. */
export function amsterdamToday(now: Date = new Date()): string {
  const parts = amsterdamDay.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day ('YYYY-MM-DD') some calendar days after another (before it when negative). */
export function plusDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Sunday that ends the week (Monday to Sunday) of a day. */
export function weekEndOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return plusDays(day, weekday === 0 ? 0 : 7 - weekday);
}
