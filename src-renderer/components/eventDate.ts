/**
 * Event dates: stored as ISO days (2026-09-03) since the date picker; older league files hold whatever was typed
 * ("3 Sept", "14 June"). An ISO day is shown in the user's locale; anything else is shown exactly as typed, never
 * through `new Date(text)`, which read "3 Sept" as 3 September 2001 and printed it 9/3/2001.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC instant of an ISO day, or null when the text is not one (or names a day that does not exist). */
export function isoDay(text: string): number | null {
  const m = ISO_DAY.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999, and the date field passes through
  // 0002-09-03 while a year is typed, digit by digit.
  const back = new Date(0);
  back.setUTCFullYear(y, mo - 1, d);
  const at = back.getTime();
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? at : null;
}

const FORMATS = {
  short: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** "3 Sep 2026" (en-GB), "Sep 3, 2026" (en-US) …; a legacy free-text date as it was typed; '' for none. */
export function eventDateText(text: string, style: keyof typeof FORMATS = 'short', locale?: string): string {
  const at = isoDay(text);
  return at === null ? text.trim() : new Intl.DateTimeFormat(locale, FORMATS[style]).format(at);
}
