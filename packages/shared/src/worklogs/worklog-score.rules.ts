import { z } from 'zod';
import { recordIdSchema } from '../api/record-id.schemas.ts';

/**
 * The narrative rules a firm scores time entries by (spec /worklog/score, score/rule): clients
 * refuse vague entries ("research", "处理"), so lawyers see why an entry scores low before they
 * submit it. Admins edit the rules; the same function scores in the form and on the server.
 */
export const scoreRulesSchema = z.strictObject({
  /** Characters of narrative below which an entry loses `shortPenalty` points. */
  minLength: z.coerce.number().int().min(0).max(500),
  shortPenalty: z.coerce.number().int().min(0).max(100),
  /** Phrases that say nothing when they are the whole narrative (case and spaces ignored). */
  vaguePhrases: z.array(z.string().trim().min(1).max(40)).max(200),
  vaguePenalty: z.coerce.number().int().min(0).max(100),
  /** Clients whose billing guidelines require a UTBMS task code on every billable entry. */
  taskCodeClientIds: z.array(recordIdSchema).max(500),
  taskCodePenalty: z.coerce.number().int().min(0).max(100),
  /** Below this score an entry is flagged to its timekeeper and to the reviewing partner. */
  flagBelow: z.coerce.number().int().min(0).max(100),
});
export type ScoreRules = z.infer<typeof scoreRulesSchema>;

export const DEFAULT_SCORE_RULES: ScoreRules = {
  minLength: 15,
  shortPenalty: 30,
  vaguePhrases: [
    'research',
    'review',
    'meeting',
    'call',
    'work on file',
    '处理',
    '研究',
    '开会',
    '沟通',
    '跟进',
  ],
  vaguePenalty: 50,
  taskCodeClientIds: [],
  taskCodePenalty: 20,
  flagBelow: 60,
};

export type ScoreReason = 'tooShort' | 'vague' | 'taskCodeRequired';

export interface NarrativeScore {
  score: number;
  reasons: ScoreReason[];
}

/** What is left of a narrative once punctuation and spacing are gone, for the vague-phrase test. */
function bare(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim();
}

/** The entry's score out of 100 and every reason it lost points. */
export function scoreNarrative(
  entry: { narrative: string; billable: boolean; taskCode: string; clientId: number | null },
  rules: ScoreRules,
): NarrativeScore {
  const reasons: ScoreReason[] = [];
  let score = 100;
  const narrative = entry.narrative.trim();
  if ([...narrative].length < rules.minLength) {
    reasons.push('tooShort');
    score -= rules.shortPenalty;
  }
  const said = bare(narrative);
  if (said === '' || rules.vaguePhrases.some((phrase) => bare(phrase) === said)) {
    reasons.push('vague');
    score -= rules.vaguePenalty;
  }
  if (
    entry.billable &&
    entry.taskCode === '' &&
    entry.clientId !== null &&
    rules.taskCodeClientIds.includes(entry.clientId)
  ) {
    reasons.push('taskCodeRequired');
    score -= rules.taskCodePenalty;
  }
  return { score: Math.max(0, score), reasons };
}
