import { z } from 'zod';
import { isIsoDate } from '../dates/iso-date.rules.ts';

const isoDate = z.string().refine(isIsoDate, { message: 'report.invalidDate' });

/** A report's period, both ends optional (default: spec §9's statistics default). */
export const reportPeriodFields = { from: isoDate.optional(), to: isoDate.optional() };

/** The period's ends in order: every report's refine, refused on `to`. */
export const periodInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
export const periodReversed = { message: 'report.periodReversed', path: ['to'] };

/** A calendar month as 'YYYY-MM': a withholding rule's months, a closed month. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
