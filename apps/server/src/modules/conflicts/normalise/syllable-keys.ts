// A name's reading is a bag of syllables; a character or word with several readings multiplies the
// bags. The number kept per name is capped because each becomes a stored search key, and the first
// (in-context) readings come first so a cap drops only the unlikely ones.
export const MAX_KEYS = 16;

/** Every way of picking one syllable group per position, in order, capped at MAX_KEYS. */
export function combineReadings(options: readonly (readonly (readonly string[])[])[]): string[][] {
  let combos: string[][] = [[]];
  for (const choices of options) {
    combos = combos.flatMap((combo) => choices.map((choice) => [...combo, ...choice])).slice(0, MAX_KEYS);
  }
  return combos;
}

/** The order-free key of a bag of syllables: "Wei Zhang" and 张伟 both give "wei zhang". */
export function syllableKey(syllables: readonly string[]): string {
  return [...syllables].sort().join(' ');
}

/** Distinct keys of every combination of readings. */
export function readingKeys(options: readonly (readonly (readonly string[])[])[]): string[] {
  return [...new Set(combineReadings(options).map(syllableKey))];
}
