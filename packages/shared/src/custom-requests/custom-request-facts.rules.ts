import type { ApprovalFacts } from '../approvals/approval-condition.rules.ts';

const FACT_NAME = /^[A-Za-z]\w{0,63}$/;
const FACT_TEXT_MAX = 200;

/**
 * What a custom request's workflow conditions may read: each filled-in text, choice, date or
 * number under its item id (when the id can name a fact), so an administrator can route on
 * "amount > 5000" or "kind in [a, b]". Lists, files and long texts are left out.
 */
export function factsOfRequest(values: Readonly<Record<string, unknown>>): ApprovalFacts {
  const facts: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!FACT_NAME.test(key)) continue;
    if (typeof value === 'number' || typeof value === 'boolean') facts[key] = value;
    else if (typeof value === 'string' && value !== '' && value.length <= FACT_TEXT_MAX) facts[key] = value;
  }
  return facts;
}
