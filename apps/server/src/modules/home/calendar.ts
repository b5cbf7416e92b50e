/** The home page's calendar: days as 'YYYY-MM-DD', reckoned in Amsterdam. */

const amsterdamDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Amsterdam ('YYYY-MM-DD'): the firms are Dutch, whatever the server's time zone. */
export function amsterdamToday(now: Date = new Date()): string {
  const parts = amsterdamDay.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day ('YYYY-MM-DD') some days after another, as calendar days. */
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
