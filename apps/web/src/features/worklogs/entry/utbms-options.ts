import type { DictOption } from '@venus/shared';

export type UtbmsKind = 'activity' | 'task';

/** UTBMS activity codes are A1xx; task codes are phase letters (L for litigation) and digits. */
const isActivityCode = (value: string) => /^A\d/i.test(value);

/**
 * The codes one select offers. Activity codes live in `hk_utbms_activity`; the firm's older
 * `hk_utbms_task` dictionary keeps both kinds together, so its A-codes count as activities and
 * only the rest as tasks. A code found in both is offered once.
 */
export function utbmsOptions(
  kind: UtbmsKind,
  activityDict: readonly DictOption[],
  taskDict: readonly DictOption[],
): DictOption[] {
  if (kind === 'task') return taskDict.filter((option) => !isActivityCode(option.dictValue));
  const seen = new Set(activityDict.map((option) => option.dictValue));
  return [
    ...activityDict,
    ...taskDict.filter((option) => isActivityCode(option.dictValue) && !seen.has(option.dictValue)),
  ];
}
