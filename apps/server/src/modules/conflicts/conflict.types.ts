import type { NormalisedName } from './normalise/name.ts';

export type HitReason =
  | 'registrationNumber'
  | 'exact'
  | 'formerName'
  | 'alias'
  | 'knownName'
  | 'transliteration'
  | 'fuzzy';
/**
 * What a hit rests on, for its grade and its explanation: the same number; the same name as typed,
 * or after normalisation (legal form, width, script, case), or in another word order; the same trade
 * name; a reading in pinyin, Cantonese or Wade-Giles; a typing slip (a letter, a homophone); or
 * similarity alone.
 */
export type HitBasis =
  | 'number'
  | 'identical'
  | 'normalised'
  | 'reordered'
  | 'tradeName'
  | 'pinyin'
  | 'cantonese'
  | 'wadeGiles'
  | 'tradeNameReading'
  | 'slip'
  | 'homophone'
  | 'similar';
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
  basis: HitBasis;
  score: number;
  /** A hit through the well-known-names dictionary: the dictionary's name the stored one matched. */
  via?: string;
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
