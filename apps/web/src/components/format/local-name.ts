import { type Language, localizedName } from '@venus/shared';

/** A department, office, role or menu name in the reader's language (English falls back to Chinese). */
export function localName(language: Language, cn: string, en: string): string {
  return localizedName(language, cn, en.trim());
}
