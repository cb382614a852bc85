import { type ClosedDateRange, defaultStatisticsRange } from '@venus/shared';
import { useUserSettings } from '../../app/settings/use-user-settings.ts';
import { browserToday } from './date-range-logic.ts';

/**
 * Spec §9: data statistics start on last year during January to March, unless the person's
 * "use latest time" setting asks for this year.
 */
export function useStatisticsRange(today: string = browserToday()): ClosedDateRange {
  const { latestTime } = useUserSettings();
  return defaultStatisticsRange(today, latestTime);
}
