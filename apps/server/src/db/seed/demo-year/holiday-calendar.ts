import { addDays, type CalendarDayKind, isWorkingDay, type WorkCalendar, yearOf } from '@venus/shared';

export interface CalendarDaySeed {
  day: string;
  kind: CalendarDayKind;
  name: string;
  nameEn: string;
}

type Festival = readonly [name: string, nameEn: string];
const NEW_YEAR: Festival = ['元旦', "New Year's Day"];
const SPRING: Festival = ['春节', 'Spring Festival'];
const QINGMING: Festival = ['清明节', 'Qingming Festival'];
const LABOUR: Festival = ['劳动节', 'Labour Day'];
const DRAGON_BOAT: Festival = ['端午节', 'Dragon Boat Festival'];
const MID_AUTUMN: Festival = ['中秋节', 'Mid-Autumn Festival'];
const NATIONAL: Festival = ['国庆节', 'National Day'];
const NATIONAL_MID_AUTUMN: Festival = ['国庆节、中秋节', 'National Day and Mid-Autumn Festival'];

/** A festival's days off (first and last, inclusive) and the weekend days worked in exchange. */
type Break = readonly [festival: Festival, first: string, last: string, workdays?: readonly string[]];

/**
 * The State Council's published schedules (国务院办公厅关于节假日安排的通知) for the years we know.
 * Other years get the statutory days only (below), without the exchanged weekends, which are
 * published a year ahead: an administrator corrects them on the holiday page.
 */
const PUBLISHED: Readonly<Record<number, readonly Break[]>> = {
  2024: [
    [NEW_YEAR, '2024-01-01', '2024-01-01'],
    [SPRING, '2024-02-10', '2024-02-17', ['2024-02-04', '2024-02-18']],
    [QINGMING, '2024-04-04', '2024-04-06', ['2024-04-07']],
    [LABOUR, '2024-05-01', '2024-05-05', ['2024-04-28', '2024-05-11']],
    [DRAGON_BOAT, '2024-06-10', '2024-06-10'],
    [MID_AUTUMN, '2024-09-15', '2024-09-17', ['2024-09-14']],
    [NATIONAL, '2024-10-01', '2024-10-07', ['2024-09-29', '2024-10-12']],
  ],
  2025: [
    [NEW_YEAR, '2025-01-01', '2025-01-01'],
    [SPRING, '2025-01-28', '2025-02-04', ['2025-01-26', '2025-02-08']],
    [QINGMING, '2025-04-04', '2025-04-06'],
    [LABOUR, '2025-05-01', '2025-05-05', ['2025-04-27']],
    [DRAGON_BOAT, '2025-05-31', '2025-06-02'],
    [NATIONAL_MID_AUTUMN, '2025-10-01', '2025-10-08', ['2025-09-28', '2025-10-11']],
  ],
  2026: [
    [NEW_YEAR, '2026-01-01', '2026-01-03', ['2026-01-04']],
    [SPRING, '2026-02-15', '2026-02-23', ['2026-02-14', '2026-02-28']],
    [QINGMING, '2026-04-04', '2026-04-06'],
    [LABOUR, '2026-05-01', '2026-05-05', ['2026-05-09']],
    [DRAGON_BOAT, '2026-06-19', '2026-06-21'],
    [MID_AUTUMN, '2026-09-25', '2026-09-27'],
    [NATIONAL, '2026-10-01', '2026-10-07', ['2026-09-20', '2026-10-10']],
  ],
};

/** The lunar festivals' first days by year (Spring Festival, Dragon Boat, Mid-Autumn). */
const LUNAR: Readonly<Record<number, readonly [string, string, string]>> = {
  2027: ['2027-02-06', '2027-06-09', '2027-09-15'],
  2028: ['2028-01-26', '2028-05-28', '2028-10-03'],
  2029: ['2029-02-13', '2029-06-16', '2029-09-22'],
  2030: ['2030-02-03', '2030-06-05', '2030-09-12'],
};

/** The statutory days (全国年节及纪念日放假办法, 2025): 13 days, without exchanged weekends. */
function statutoryBreaks(year: number): Break[] {
  const breaks: Break[] = [
    [NEW_YEAR, `${year}-01-01`, `${year}-01-01`],
    [QINGMING, `${year}-04-05`, `${year}-04-05`],
    [LABOUR, `${year}-05-01`, `${year}-05-02`],
    [NATIONAL, `${year}-10-01`, `${year}-10-03`],
  ];
  const lunar = LUNAR[year];
  if (lunar) {
    const [spring, dragonBoat, midAutumn] = lunar;
    breaks.push(
      [SPRING, addDays(spring, -1), addDays(spring, 3)],
      [DRAGON_BOAT, dragonBoat, dragonBoat],
      [MID_AUTUMN, midAutumn, midAutumn],
    );
  }
  return breaks;
}

const isWeekend = (day: string) => !isWorkingDay(day, { holidays: new Set(), workdays: new Set() });

/**
 * The firm's calendar rows for a year: public holidays that fall on weekdays and weekend days
 * worked in exchange, as the holiday page stores them (one row per exceptional day).
 */
export function calendarOfYear(year: number): CalendarDaySeed[] {
  const rows: CalendarDaySeed[] = [];
  for (const [[name, nameEn], first, last, workdays = []] of PUBLISHED[year] ?? statutoryBreaks(year)) {
    for (let day = first; day <= last; day = addDays(day, 1))
      if (!isWeekend(day)) rows.push({ day, kind: 'holiday', name, nameEn });
    for (const day of workdays)
      rows.push({ day, kind: 'workday', name: `${name}调休上班`, nameEn: `${nameEn} (working day)` });
  }
  return rows.sort((a, b) => a.day.localeCompare(b.day));
}

/** The calendar of the years a period touches, as the leave and time rules read it. */
export function calendarBetween(
  first: string,
  last: string,
): { rows: CalendarDaySeed[]; calendar: WorkCalendar } {
  const rows: CalendarDaySeed[] = [];
  for (let year = yearOf(first); year <= yearOf(last); year++) rows.push(...calendarOfYear(year));
  return {
    rows,
    calendar: {
      holidays: new Set(rows.filter((row) => row.kind === 'holiday').map((row) => row.day)),
      workdays: new Set(rows.filter((row) => row.kind === 'workday').map((row) => row.day)),
    },
  };
}
