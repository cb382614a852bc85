/**
 * Time is recorded in tenths of an hour (6 minutes), the billing increment firms use; typed
 * minutes round up to the next tenth, as a timekeeper expects ("20m" is 0.4 h, never 0.3).
 */
export const HOURS_STEP_MINUTES = 6;
/** No one works more than a day in a day: the cap on one person's hours per date. */
export const DAY_CAP_HOURS = 24;
/** One entry may not be longer than the day either. */
export const ENTRY_MAX_TENTHS = DAY_CAP_HOURS * 10;

const HOURS_AND_MINUTES = /^(?:(\d{1,2})\s*h)?\s*(?:(\d{1,4})\s*m(?:in)?)?$/i;
const DECIMAL_HOURS = /^(\d{1,2})(?:[.,](\d{1,3}))?\s*h?$/i;

/** Minutes to tenths of an hour, rounded up to the next 6-minute step. */
export function minutesToTenths(minutes: number): number {
  return Math.ceil(minutes / HOURS_STEP_MINUTES);
}

/**
 * Reads what a timekeeper types: `1.5`, `1,5`, `1.5h`, `90m`, `1h20m`, `2h`, `45min`.
 * Answers tenths of an hour, or null when the text is not a duration or is zero.
 */
export function parseHours(text: string): number | null {
  const typed = text.trim().replace(/\s+/g, '').toLowerCase();
  if (typed === '') return null;
  const decimal = DECIMAL_HOURS.exec(typed);
  if (decimal) {
    const whole = Number(decimal[1]);
    const fraction = decimal[2] ?? '';
    // 1.25 h is 75 minutes, which rounds up to 1.3 h; exact integers avoid float artefacts.
    const minutes = whole * 60 + (fraction === '' ? 0 : (Number(fraction) * 60) / 10 ** fraction.length);
    const tenths = minutesToTenths(minutes);
    return tenths > 0 ? tenths : null;
  }
  const parts = HOURS_AND_MINUTES.exec(typed);
  if (!parts || (parts[1] === undefined && parts[2] === undefined)) return null;
  const tenths = minutesToTenths(Number(parts[1] ?? 0) * 60 + Number(parts[2] ?? 0));
  return tenths > 0 ? tenths : null;
}

/** Tenths as the decimal text the wire and the database carry: 15 → "1.5". */
export function tenthsToHours(tenths: number): string {
  return (tenths / 10).toFixed(1);
}

/** Decimal hours text ("1.5") to tenths; null when it is not on the 0.1 step. */
export function hoursToTenths(hours: string | number): number | null {
  const text = String(hours).trim();
  if (!/^\d{1,3}(\.\d)?0*$/.test(text)) return null;
  const [whole = '0', fraction = '0'] = text.split('.');
  return Number(whole) * 10 + Number(fraction.charAt(0) || '0');
}

/** Elapsed milliseconds of a timer as tenths of an hour (a started minute counts). */
export function elapsedToTenths(elapsedMs: number): number {
  return minutesToTenths(Math.ceil(elapsedMs / 60_000));
}
