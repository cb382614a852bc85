import type { NormalisedName } from './normalise/name.ts';

export type HitReason = 'registrationNumber' | 'exact' | 'formerName' | 'alias' | 'transliteration' | 'fuzzy';
export type NameField = 'name' | 'formerName' | 'alias';

export interface ConflictCandidate<Id> {
  id: Id;
  name: string;
  formerNames?: readonly string[];
  aliases?: readonly string[];
  registrationNumber?: string | null;
}

export interface ConflictQuery {
  name: string;
  registrationNumber?: string | null;
}

export interface ConflictHit<Id> {
  id: Id;
  reason: HitReason;
  score: number;
  /** The stored spelling that matched (or the registration number). */
  matched: string;
  field: NameField | 'registrationNumber';
}

export interface PreparedName {
  raw: string;
  field: NameField;
  name: NormalisedName;
  grams: Set<string>;
}

export interface PreparedCandidate<Id> {
  id: Id;
  names: PreparedName[];
  identityNumbers: string[];
  registrationNumber: string | null;
}
