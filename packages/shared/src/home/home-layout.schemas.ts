import { z } from 'zod';
import { QUICK_START_IDS } from './quick-start.rules.ts';

/** The cards of the home page (the "workbench"), in their default order. */
export const WORKBENCH_CARDS = ['quickStart', 'shortcuts', 'shares', 'recentVisits', 'account'] as const;
export type WorkbenchCard = (typeof WORKBENCH_CARDS)[number];

function distinct<T>(items: readonly T[]): boolean {
  return new Set(items).size === items.length;
}

/** Checked on the whole list, so the error names the list rather than an index in it. */
const idsAmong = (known: readonly string[]) =>
  z
    .array(z.string().max(40))
    .refine((ids) => ids.every((id) => known.includes(id)), { message: 'validation.oneOf' })
    .refine(distinct, { message: 'homeLayout.duplicate' });

/**
 * POST /index/show/setQuickShow: what a person chose for their home. Each list is ordered and
 * holds only what is shown; a list left out keeps what was saved before, `null` goes back to the
 * default (every permitted tile / every card in the default order).
 */
export const setQuickShowSchema = z
  .strictObject({
    quickStart: idsAmong(QUICK_START_IDS).nullable().optional(),
    workbench: idsAmong(WORKBENCH_CARDS)
      .transform((ids) => ids as WorkbenchCard[])
      .nullable()
      .optional(),
  })
  .refine((input) => input.quickStart !== undefined || input.workbench !== undefined, {
    message: 'homeLayout.nothingToSave',
  });
export type SetQuickShowInput = z.infer<typeof setQuickShowSchema>;

export interface HomeLayout {
  quickStart: string[] | null;
  workbench: WorkbenchCard[] | null;
}

/** The cards shown, in order: the saved arrangement, or every card when none was saved. */
export function arrangeWorkbench(saved: readonly WorkbenchCard[] | null): WorkbenchCard[] {
  return saved === null ? [...WORKBENCH_CARDS] : saved.filter((card) => WORKBENCH_CARDS.includes(card));
}
