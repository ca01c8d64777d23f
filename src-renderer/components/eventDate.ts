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

type Part = 'day' | 'month' | 'year';

/** The order the locale writes a numeric date in: month first in en-US, day first in en-GB, year first in ja. */
function numericOrder(locale?: string): Part[] {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })
    .formatToParts(0)
    .map((p) => p.type)
    .filter((t): t is Part => t === 'day' || t === 'month' || t === 'year');
}

const plain = (s: string) => s.toLowerCase().replace(/\./g, '');

/** 1–12 for a month's name or its start ("sept", "Sep.", "septembre"), in the locale or in English; else null. */
function monthOf(word: string, locale?: string): number | null {
  if (word.length < 3) return null;
  for (let m = 0; m < 12; m++) {
    const at = Date.UTC(2000, m, 15);
    for (const loc of [locale, 'en']) {
      for (const month of ['long', 'short'] as const) {
        const name = plain(new Intl.DateTimeFormat(loc, { month, timeZone: 'UTC' }).format(at));
        if (name.startsWith(word) || (word.startsWith(name) && name.length >= 3)) return m + 1;
      }
    }
  }
  return null;
}

/** "09032026" cut in the locale's order: two digits for the day and the month, four for the year. */
function splitDigits(digits: string, order: Part[]): string[] {
  const out: string[] = [];
  let from = 0;
  for (const p of order) {
    const to = from + (p === 'year' ? 4 : 2);
    out.push(digits.slice(from, to));
    from = to;
  }
  return out;
}

/**
 * Reads a date typed the way the user's locale writes one back to an ISO day: the picker's own display ("Sep 3, 2026",
 * "3 Sept 2026", a weekday in front or not), numbers in the locale's order ("9/3/2026" en-US, "3/9/2026" en-GB, also
 * as eight digits), or an ISO day. Null for anything less than a whole date: the year must have four digits, so
 * "9/3/2" typed on the way to 2026 is not taken for the year 2.
 */
export function parseEventDate(text: string, locale?: string): string | null {
  const t = text.trim();
  if (isoDay(t) !== null) return t;
  const tokens = plain(t).match(/\p{L}+|\d+/gu) ?? [];
  const nums = tokens.filter((x) => /^\d/.test(x));
  const words = tokens.filter((x) => !/^\d/.test(x));
  const at: Partial<Record<Part, string>> = {};
  if (words.length > 0) {
    const month = words.map((w) => monthOf(w, locale)).find((m) => m !== null);
    if (!month || nums.length !== 2) return null;
    const y = nums.findIndex((n) => n.length === 4);
    if (y < 0) return null;
    at.year = nums[y];
    at.day = nums[1 - y];
    at.month = String(month);
  } else {
    const order = nums[0]?.length === 4 ? (['year', 'month', 'day'] as Part[]) : numericOrder(locale);
    const parts = nums.length === 1 && nums[0]!.length === 8 ? splitDigits(nums[0]!, order) : nums;
    if (parts.length !== 3) return null;
    order.forEach((p, i) => {
      at[p] = parts[i];
    });
  }
  if (at.year?.length !== 4 || !at.month || !at.day || at.month.length > 2 || at.day.length > 2) return null;
  const iso = `${at.year}-${at.month.padStart(2, '0')}-${at.day.padStart(2, '0')}`;
  return isoDay(iso) === null ? null : iso;
}

/** The first day of the week and the weekend where the user lives (Intl's week info; Monday and Sat–Sun without it). */
export function localeWeek(locale?: string): { firstDayOfWeek: 0 | 1 | 2 | 3 | 4 | 5 | 6; weekendDays: (0 | 1 | 2 | 3 | 4 | 5 | 6)[] } {
  type WeekInfo = { firstDay: number; weekend: number[] };
  const loc = new Intl.Locale(locale ?? new Intl.DateTimeFormat().resolvedOptions().locale) as Intl.Locale & {
    getWeekInfo?: () => WeekInfo;
    weekInfo?: WeekInfo;
  };
  const info = loc.getWeekInfo?.() ?? loc.weekInfo;
  // Intl counts Monday 1 … Sunday 7; the picker Sunday 0 … Saturday 6.
  const day = (d: number) => (d % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  return info ? { firstDayOfWeek: day(info.firstDay), weekendDays: info.weekend.map(day) } : { firstDayOfWeek: 1, weekendDays: [0, 6] };
}
