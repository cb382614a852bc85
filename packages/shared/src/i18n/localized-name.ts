/**
 * A name kept in both languages as the reader reads it: the English name for English readers
 * when there is one, else the Chinese (people, cases and clients all carry both).
 */
export function localizedName(lang: string, nameCn: string, nameEn: string | null | undefined): string {
  if (lang === 'en') return nameEn || nameCn;
  return nameCn || nameEn || '';
}
