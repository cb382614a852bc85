import { z } from 'zod';
import { worklogEntrySchema } from './worklog.schemas.ts';

/** What a sheet may say in the billable column, in either language, any case. */
export const BILLABLE_WORDS: Readonly<Record<string, boolean>> = {
  是: true,
  否: false,
  yes: true,
  no: false,
  y: true,
  n: false,
  true: true,
  false: false,
};

/** The columns of the import sheet, in the template's order. */
export const WORKLOG_IMPORT_COLUMNS = [
  'workDate',
  'caseNumber',
  'hours',
  'billable',
  'activityCode',
  'taskCode',
  'narrative',
] as const;

/**
 * One row of the worklog import sheet (spec batchImportWorklog): the entry schema itself, with the
 * case named by its number and billable written 是/否 or yes/no. A blank cell reads as empty
 * text, so a missing date or hours gets the same message as in the form.
 */
export const worklogImportRowSchema = z.preprocess(
  (row) =>
    row !== null && typeof row === 'object'
      ? { ...Object.fromEntries(WORKLOG_IMPORT_COLUMNS.map((key) => [key, ''])), ...row }
      : row,
  worklogEntrySchema.omit({ projectId: true, billable: true }).extend({
    caseNumber: z.string().trim().min(1, { message: 'worklog.caseNumberRequired' }).max(64),
    billable: z.string().transform((text, ctx) => {
      const word = text.trim().toLowerCase();
      if (word === '') return true;
      const billable = BILLABLE_WORDS[word];
      if (billable === undefined) {
        ctx.addIssue({ code: 'custom', message: 'worklog.invalidBillable' });
        return z.NEVER;
      }
      return billable;
    }),
  }),
);
export type WorklogImportRow = z.infer<typeof worklogImportRowSchema>;
