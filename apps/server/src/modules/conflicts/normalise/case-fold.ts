// Registers and passports write names in capitals (ZHANG, Wei), contracts in title case, and
// European names carry accents that are often dropped when typed (Müller, Société Générale).
// Lower case plus removal of combining marks makes all of these one spelling; pinyin ü becomes u,
// which is how it is typed on a Latin keyboard anyway.
export function foldCase(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFC');
}
