import { foldLegalForms, HAN_FORMS } from './legal-forms.ts';
import { isPlace } from './places.ts';
import { words } from './words.ts';

// Single words a bracket note may hold besides a place: (Group), (Holdings), (Private), （集团）.
const LATIN_SUFFIXES = new Set(
  words('co company ltd limited inc corp group holdings holding private pte pty plc'),
);

// Notes in brackets that only restate place or legal form: 三星（中国）投资, 平安保险（集团）,
// 高瓴（有限合伙）, "Samsung (China) Investment". Other bracket text (a brand, a former name) stays.
const BRACKETED = /[([【〔]([^()[\]【】〔〕]*)[)\]】〕]/gu;

function isSuffixNote(note: string): boolean {
  const squeezed = note.replace(/\s+/g, '');
  return HAN_FORMS.includes(squeezed) || LATIN_SUFFIXES.has(squeezed);
}

/** Removes bracketed place and legal-form notes from a width- and case-folded name. */
export function removeBracketNotes(text: string): string {
  return text.replace(BRACKETED, (whole, note: string) =>
    isPlace(note.trim()) || isSuffixNote(note) ? ' ' : whole,
  );
}

/** Drops trailing legal-form words, repeatedly ("Co., Ltd.", 控股有限公司); never the whole name. */
export function stripCompanySuffixes(tokens: readonly string[]): string[] {
  return foldLegalForms(tokens).tokens;
}
