import ToJyutping from 'to-jyutping';
import { readingKeys, syllableKey } from './syllable-keys.ts';

// Hong Kong and Macau parties carry Cantonese spellings (黄国栋 = "Wong Kwok Tung", 李嘉诚 =
// "Li Ka-shing", 长江 = "Cheung Kong"), which no pinyin comparison can find. We read the Chinese
// name in Jyutping (to-jyutping), respell each syllable the way the Hong Kong government
// romanisation does, and fold both that and the Latin spelling to one coarse form, because the
// same syllable is written several ways (李: Lee / Li / Lei; 周: Chow / Chau; 葉: Yip / Ip;
// 曾: Tsang / Chang). Coarse folding finds more than it should, so the matcher uses these keys only
// across scripts, like pinyin, and the Latin side must be spaced or hyphenated syllable by syllable,
// as Hong Kong names are.

const INITIALS: Readonly<Record<string, string>> = {
  b: 'p',
  d: 't',
  g: 'k',
  gw: 'kw',
  z: 'ch',
  c: 'ch',
  j: 'y',
};
const FINALS: Readonly<Record<string, string>> = {
  aa: 'a',
  aai: 'ai',
  aau: 'au',
  aam: 'am',
  aan: 'an',
  aang: 'ang',
  aap: 'ap',
  aat: 'at',
  aak: 'ak',
  eoi: 'ui',
  eon: 'un',
  eot: 'ut',
  oeng: 'eung',
  oek: 'euk',
  ou: 'o',
  yu: 'u',
  yun: 'uen',
  yut: 'uet',
};
const JYUTPING = /^(gw|kw|ng|[bpmfdtnlgkhwzcsj])?([a-z]+)$/;

// Short "a" before m, n, p, t is spelled a or u in Hong Kong (陳 can = Chan, 振 zan = Chun,
// 燊 san = San or Sun), so such a syllable yields both spellings.
const SHORT_A = /^a[mnpt]$/;

/** One Jyutping syllable ("gwok3") in Hong Kong government spellings (["kwok"]). */
export function jyutpingToHongKong(syllable: string): string[] {
  const bare = syllable.replace(/[0-9]/g, '');
  const match = JYUTPING.exec(bare);
  if (!match) return [bare];
  const [, initial = '', final = ''] = match;
  // 余 jyu is "Yu" and 袁 jyun "Yuen": the y of the final stands for the initial.
  const head = initial === 'j' && final.startsWith('yu') ? 'y' : (INITIALS[initial] ?? initial);
  const spelled = head + (FINALS[final] ?? final);
  return SHORT_A.test(final) ? [spelled, `${head}u${final.slice(1)}`] : [spelled];
}

const WHOLE_SYLLABLES: Readonly<Record<string, string>> = {
  sze: 'si',
  sz: 'si',
  tze: 'chi',
  tsz: 'chi',
  tsze: 'chi',
};

/** Folds the spelling variants of one Cantonese syllable to a single form. */
export function foldCantoneseSyllable(syllable: string): string {
  const whole = WHOLE_SYLLABLES[syllable];
  if (whole) return whole;
  return syllable
    .replace(/^(ts|tz)/, 'ch')
    .replace(/^sh/, 's')
    .replace(/ee|ei|ey/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/ar/g, 'a')
    .replace(/ah$/, 'a')
    .replace(/ow$/, 'au')
    .replace(/aw$/, 'o')
    .replace(/^y(?=i)/, '');
}

let spellings: ReadonlySet<string> | null = null;

/**
 * Whether a Latin word is the Hong Kong spelling of some Cantonese syllable (Kit, Sam, Lee, Wing),
 * folded. The spellings are those of every CJK unified ideograph's readings, built on first use
 * (about 0.4 s).
 */
export function isCantoneseSpelling(word: string): boolean {
  spellings ??= (() => {
    let all = '';
    for (let code = 0x4e00; code <= 0x9fff; code++) all += String.fromCodePoint(code);
    const set = new Set<string>();
    for (const [, readings] of ToJyutping.getJyutpingCandidates(all))
      for (const reading of readings)
        for (const spelt of jyutpingToHongKong(reading)) set.add(foldCantoneseSyllable(spelt));
    return set;
  })();
  return spellings.has(foldCantoneseSyllable(word));
}

/** Cantonese keys of a run of Han characters (one per combination of readings, capped). */
export function hanCantoneseKeys(han: string): string[] {
  const options = ToJyutping.getJyutpingCandidates(han).map(([, readings]) => [
    ...new Set(readings.flatMap((r) => jyutpingToHongKong(r).map(foldCantoneseSyllable))),
  ]);
  if (options.some((o) => o.length === 0)) return [];
  return readingKeys(options.map((choices) => choices.map((syllable) => [syllable])));
}

/** The Cantonese key of Latin words read one syllable each ("Wong Kwok Tung", "Li Ka-shing"). */
export function latinCantoneseKey(words: readonly string[]): string[] {
  if (words.length < 2 || words.some((w) => !/^[a-z]{1,6}$/.test(w))) return [];
  return [syllableKey(words.map(foldCantoneseSyllable))];
}
