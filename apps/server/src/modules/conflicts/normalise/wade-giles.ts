import { PINYIN_SYLLABLES } from './pinyin-syllables.ts';
import { readingKeys } from './syllable-keys.ts';

// Taiwan passports and older documents spell names in Wade-Giles without its apostrophes
// (蔡英文 = "Tsai Ing-wen", 马英九 = "Ma Ying-jeou", 周 = "Chou"), which pinyin cannot read. Each
// syllable is turned into the pinyin syllables it may stand for; without the apostrophes that mark
// aspiration, "ch" may be zh, ch, j or q and "t" d or t, so one spelling yields several readings,
// and only valid pinyin survives. Like pinyin, these readings are compared across scripts only.
const WHOLE: Readonly<Record<string, readonly string[]>> = {
  jeou: ['jiu'],
  erh: ['er'],
  ssu: ['si'],
  szu: ['si'],
  tzu: ['zi', 'ci'],
  tsu: ['zu', 'cu', 'zi', 'ci'],
  yu: ['you', 'yu'],
  yung: ['yong'],
  yeh: ['ye'],
  yen: ['yan'],
  yueh: ['yue'],
  i: ['yi'],
  in: ['yin'],
  ing: ['ying'],
};

const INITIALS: readonly [string, readonly string[]][] = [
  ['hs', ['x']],
  ['ch', ['zh', 'ch', 'j', 'q']],
  ['ts', ['z', 'c']],
  ['tz', ['z', 'c']],
  ['sh', ['sh']],
  ['k', ['g', 'k']],
  ['t', ['d', 't']],
  ['p', ['b', 'p']],
  ['j', ['r']],
];

const FINALS: readonly [RegExp, string][] = [
  [/ih$/, 'i'],
  [/ieh$/, 'ie'],
  [/ien$/, 'ian'],
  [/iung$/, 'iong'],
  [/ung$/, 'ong'],
  [/ueh$/, 'ue'],
  [/uei$/, 'ui'],
  [/eh$/, 'e'],
];

function finalsOf(rest: string): string[] {
  let final = rest;
  for (const [pattern, replacement] of FINALS) final = final.replace(pattern, replacement);
  // A bare o after a consonant is e or uo in pinyin: ko = ge/ke, lo = luo.
  return final === 'o' ? ['o', 'e', 'uo'] : [final];
}

/** The pinyin syllables one Wade-Giles syllable may stand for; [] when it is not one. */
export function wadeGilesToPinyin(syllable: string): string[] {
  const whole = WHOLE[syllable];
  if (whole) return [...whole];
  const initial = INITIALS.find(([spelling]) => syllable.startsWith(spelling));
  // Initials spelt as in pinyin (l, m, n, f, h, s, w, y): the final still needs reading (Lo = luo).
  const plain = initial ? '' : (/^[^aeiou]*/.exec(syllable)?.[0] ?? '');
  const heads = initial ? initial[1] : [plain];
  const rest = initial ? syllable.slice(initial[0].length) : syllable.slice(plain.length);
  const readings = heads.flatMap((head) => finalsOf(rest).map((final) => head + final));
  return [...new Set(readings.filter((r) => PINYIN_SYLLABLES.has(r)))];
}

/** Sorted-pinyin keys of Latin words read one Wade-Giles syllable each; [] when any word is not one. */
export function wadeGilesKeys(words: readonly string[]): string[] {
  const options: string[][][] = [];
  for (const word of words) {
    const readings = wadeGilesToPinyin(word);
    if (readings.length === 0) return [];
    options.push(readings.map((reading) => [reading]));
  }
  return readingKeys(options);
}
