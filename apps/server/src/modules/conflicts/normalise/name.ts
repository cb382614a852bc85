import { hanCantoneseKeys, latinCantoneseKey } from './cantonese.ts';
import { foldCase } from './case-fold.ts';
import { removeBracketNotes, stripCompanySuffixes } from './company-suffix.ts';
import { hanPinyinKeys, latinPinyinKeys } from './pinyin.ts';
import { toSimplified } from './simplified.ts';
import { compact, isHan, tokenise } from './tokens.ts';
import { tradeNameOf } from './trade-name.ts';
import { wadeGilesKeys } from './wade-giles.ts';
import { toHalfWidth } from './width.ts';

export type NameScript = 'han' | 'latin' | 'mixed';

export interface NormalisedName {
  /** Width, script, case, punctuation and legal form folded away; compared for equality and similarity. */
  compact: string;
  /** The words sorted: "Smith, John" and "John Smith" agree. */
  orderFree: string;
  /** Place and industry words also removed (字节跳动 for 北京字节跳动科技有限公司), or null. */
  tradeName: string | null;
  /** Industry words taken off to reach the trade name (科技, 银行, Technology). */
  industry: string[];
  script: NameScript;
  /** Sorted pinyin syllables of the whole name (see pinyin.ts), for cross-script comparison. */
  pinyin: string[];
  tradeNamePinyin: string[];
  /** Folded Cantonese spellings (see cantonese.ts), for Hong Kong romanisation. */
  cantonese: string[];
  tradeNameCantonese: string[];
  /** Latin names read as Taiwan Wade-Giles, in pinyin-key form (see wade-giles.ts). */
  wadeGiles: string[];
}

function scriptOf(tokens: readonly string[]): NameScript {
  const han = tokens.filter((t) => isHan(t)).length;
  if (han === tokens.length) return 'han';
  return han === 0 ? 'latin' : 'mixed';
}

function pinyinKeys(tokens: readonly string[], script: NameScript): string[] {
  if (script === 'han') return hanPinyinKeys(tokens.join(''));
  if (script === 'latin') return latinPinyinKeys(tokens);
  return [];
}

function cantoneseKeys(tokens: readonly string[], script: NameScript): string[] {
  if (script === 'han') return hanCantoneseKeys(tokens.join(''));
  if (script === 'latin') return latinCantoneseKey(tokens);
  return [];
}

/** Runs every normaliser in order; the order matters (width before brackets, case before suffixes). */
export function normaliseName(raw: string): NormalisedName | null {
  const folded = removeBracketNotes(foldCase(toSimplified(toHalfWidth(raw))));
  const tokens = stripCompanySuffixes(tokenise(folded));
  if (tokens.length === 0) return null;
  const script = scriptOf(tokens);
  const trade = tradeNameOf(tokens);
  const tradeName = trade ? compact(trade.tokens) : null;
  const full = compact(tokens);
  // Trade-name keys only where the trade name differs from the whole name.
  const tradeTokens = trade && tradeName !== full ? trade.tokens : null;
  const tradeScript = tradeTokens ? scriptOf(tradeTokens) : script;
  return {
    compact: full,
    orderFree: [...tokens].sort().join(' '),
    tradeName,
    industry: trade?.industry ?? [],
    script,
    pinyin: pinyinKeys(tokens, script),
    tradeNamePinyin: tradeTokens ? pinyinKeys(tradeTokens, tradeScript) : [],
    cantonese: cantoneseKeys(tokens, script),
    tradeNameCantonese: tradeTokens ? cantoneseKeys(tradeTokens, tradeScript) : [],
    wadeGiles: script === 'latin' ? wadeGilesKeys(tokens) : [],
  };
}
