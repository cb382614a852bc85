// Names typed on a Chinese input method arrive with full-width Latin letters, digits and brackets
// (ＡＢＣ，（中国）) that look identical to their half-width forms on screen. NFKC folds them (and
// compatibility forms such as ㈱ or ligatures) so both spellings compare equal.
export function toHalfWidth(text: string): string {
  // NFKC already maps U+3000 (ideographic space) to an ordinary space.
  return text.normalize('NFKC');
}
