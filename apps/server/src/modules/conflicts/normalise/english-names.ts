import { isWesternGivenName } from './known-words.ts';
import { PINYIN_SYLLABLES } from './pinyin-syllables.ts';

/**
 * The words to read as a Chinese name: Hong Kong and overseas Chinese add a Western given name
 * ("WONG Siu Ming, David", "David Wong Siu Ming"), which no reading of 黄小明 holds. A word is set
 * aside when it stands first or last, is a Western given name of four letters or more and no pinyin
 * syllable (Lee, Kit, Ming and Kim stay: they are Cantonese or pinyin syllables as well as given
 * names), and only while two words remain to read.
 */
export function readingWords(tokens: readonly string[]): { words: string[]; added: string[] } {
  const isAdded = (word: string | undefined): word is string =>
    word !== undefined && word.length >= 4 && !PINYIN_SYLLABLES.has(word) && isWesternGivenName(word);
  const first = tokens[0];
  const last = tokens.at(-1);
  const added = [...new Set([isAdded(first) ? first : null, isAdded(last) ? last : null])].filter(
    (word): word is string => word !== null,
  );
  if (added.length === 0 || tokens.length - added.length < 2) return { words: [...tokens], added: [] };
  return {
    words: tokens.filter((word, i) => !(added.includes(word) && (i === 0 || i === tokens.length - 1))),
    added,
  };
}
