import { isCantoneseSpelling } from './cantonese.ts';
import { isWesternGivenName } from './known-words.ts';
import { PINYIN_SYLLABLES } from './pinyin-syllables.ts';

const isSyllable = (word: string) => PINYIN_SYLLABLES.has(word) || isCantoneseSpelling(word);

/**
 * The words to read as a Chinese name: Hong Kong and overseas Chinese add a Western given name
 * ("WONG Siu Ming, David", "David Wong Siu Ming", "CHENG Tsz Pan, Amy"), which no reading of 黄小明
 * holds. A word is set aside when it stands first or last, has three letters or more, is no pinyin
 * syllable nor Hong Kong spelling of a Cantonese one (Lee, Kit, Ming, Kim and Sam stay: they are
 * syllables as well as given names), and is a Western given name or the word written after the
 * name's last comma (`afterComma`: "SUN Dongzhen, Wilson", the Hong Kong order, names no list
 * holds). Only while two words remain to read; the whole name is read as well.
 */
export function readingWords(
  tokens: readonly string[],
  afterComma: string | null = null,
): { words: string[]; added: string[] } {
  const isAdded = (word: string | undefined): word is string =>
    word !== undefined &&
    word.length >= 3 &&
    /^[a-z]+$/.test(word) &&
    (isWesternGivenName(word) || word === afterComma) &&
    !isSyllable(word);
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
