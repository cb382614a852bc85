import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';

export const KNOWN_NAME_MAX_NAMES = 30;
const nameList = z.array(z.string().trim().min(1).max(200)).max(KNOWN_NAME_MAX_NAMES);

const knownNameFields = z.object({
  names: nameList.min(1),
  formerNames: nameList.optional().default([]),
  remark: z.string().trim().max(500).optional().default(''),
});

// An entry links names to each other: one name alone links nothing.
const twoNamesAtLeast = (input: { names: string[]; formerNames: string[] }) =>
  input.names.length + input.formerNames.length >= 2;
const tooFewNames = { message: 'knownName.tooFewNames', path: ['names'] };

/**
 * One company of the well-known-names dictionary (decision 0036): its current names (the first is
 * the one shown) and former names.
 */
export const knownNameSchema = knownNameFields.refine(twoNamesAtLeast, tooFewNames);
export type KnownNameInput = z.infer<typeof knownNameSchema>;

export const updateKnownNameSchema = knownNameFields
  .extend({ knownNameId: recordIdSchema })
  .refine(twoNamesAtLeast, tooFewNames);
export type UpdateKnownNameInput = z.infer<typeof updateKnownNameSchema>;

/** Where a dictionary entry came from: a public list it was seeded from, or the firm. */
export const KNOWN_NAME_SOURCES = ['F500', 'BANKS', 'CSRC', 'HKEX', 'firm'] as const;
