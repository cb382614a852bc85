/** What a picker holds after the user leaves it: the chosen item and the text the box shows. */
export interface SettledPicker<T> {
  chosen: T | null;
  text: string;
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Spec §4: on blur the project search box (and the user autocomplete) keeps what was typed only
 * when it names one of the offered options (its display text, number or name, ignoring case and
 * surrounding spaces); otherwise it reverts to the last chosen value, so a half-typed text is
 * never mistaken for a choice. Empty text reverts too: clearing is the clear button's job.
 * `matchTexts(item)[0]` is the item's display text.
 */
export function settleOnBlur<T>(
  text: string,
  options: readonly T[],
  lastChosen: T | null,
  matchTexts: (item: T) => string[],
): SettledPicker<T> {
  const match = text.trim()
    ? options.find((item) => matchTexts(item).some((candidate) => same(candidate, text)))
    : undefined;
  const chosen = match ?? lastChosen;
  return { chosen, text: chosen ? (matchTexts(chosen)[0] ?? '') : '' };
}
