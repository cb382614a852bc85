import type { ApprovalFacts } from '@venus/shared';
import type { Transaction } from '../../platform/db/database.ts';

/** What a domain asks the engine to start: its record, the request's title and the facts rules read. */
export interface SubmitRequest {
  businessType: string;
  recordId: string;
  title: string;
  facts?: ApprovalFacts;
}

/** A domain's own writes, run first inside the action's transaction (e.g. "save and submit"). */
export type RecordWrite = (tx: Transaction) => Promise<void>;

/** "Save and submit": writes the record first and answers what only then is known (its id). */
export type RecordSave = (tx: Transaction) => Promise<Partial<SubmitRequest> | undefined>;

/** Facts are stored as JSON: a fact left undefined is left out, not written as null. */
export function cleanFacts(
  facts: ApprovalFacts | undefined,
): Record<string, string | number | boolean | null> {
  return Object.fromEntries(Object.entries(facts ?? {}).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | boolean | null
  >;
}
