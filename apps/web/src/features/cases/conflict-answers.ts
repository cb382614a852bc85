import type { ConflictCheckRow, HitAnswer } from '@venus/shared';

export interface HitDraft {
  answer?: HitAnswer;
  note: string;
  /** Taken over from the same hit of the case's previous check (issue 26). */
  carried?: boolean;
}
export type HitDrafts = Readonly<Record<number, HitDraft>>;

/**
 * The answers the form starts from: those given on the check, and for a re-check those typed on
 * the same hit (same record, same matched name) of the check before, not yet sent: a change to the
 * form that calls for a new check no longer wipes every explanation.
 */
export function draftsOf(check: ConflictCheckRow | null, before: HitDrafts = {}): HitDrafts {
  return Object.fromEntries(
    (check?.hits ?? []).map((hit) => {
      if (hit.answer) return [hit.hitId, { answer: hit.answer, note: hit.note, carried: hit.carried }];
      const earlier = hit.previousHitId === null ? undefined : before[hit.previousHitId];
      if (earlier && (earlier.answer || earlier.note.trim()))
        return [hit.hitId, { ...earlier, carried: true }];
      return [hit.hitId, { note: hit.note }];
    }),
  );
}

/** Decision 0025: every hit answered, each answer with a note, before the application is sent. */
export function isEveryHitAnswered(check: ConflictCheckRow, drafts: HitDrafts): boolean {
  return check.hits.every((hit) => {
    const draft = drafts[hit.hitId];
    return draft?.answer !== undefined && draft.note.trim() !== '';
  });
}
