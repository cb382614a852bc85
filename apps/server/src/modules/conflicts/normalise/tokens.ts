// Spacing and punctuation carry no identity: "Co.,Ltd." / "Co. Ltd" / "co ltd" and 华为（中国） /
// 华为(中国) must compare the same. We keep token boundaries (not the punctuation itself) because
// the company-suffix rules and the order-insensitive person-name keys work on whole words.
//
// Dots of single-letter abbreviations join ("S.A." is "sa", "J.P." is "jp"); other dots separate,
// because "Co.Ltd" is two words, and so do apostrophes, which in pinyin mark a syllable break
// ("Xi'an" is xi + an; "O'Melveny" still compacts to omelveny). Chinese and
// Latin runs split from each other ("TCL科技" → tcl, 科技): Chinese is written without spaces and a
// Latin brand inside it is a word of its own.
const INITIAL_DOT = /(?<![\p{L}\p{N}])(\p{L})\.(?=\p{L}(?![\p{L}\p{N}]))/gu;
const SEPARATORS = /[\p{P}\p{S}\p{Z}\s]+/u;
const HAN = /\p{Script=Han}/u;

export function isHan(char: string): boolean {
  return HAN.test(char);
}

/** Splits a (width-folded, case-folded) name into words; punctuation and spaces disappear. */
export function tokenise(text: string): string[] {
  let joined = text;
  // Each pass joins one dot of a chain such as "s.a.r.l."; chains are short.
  for (let previous = ''; previous !== joined; ) {
    previous = joined;
    joined = joined.replace(INITIAL_DOT, '$1');
  }
  const words = joined.split(SEPARATORS);
  const tokens: string[] = [];
  for (const word of words) {
    if (!word) continue;
    let run = '';
    let runIsHan = false;
    for (const char of word) {
      const han = isHan(char);
      if (run && han !== runIsHan) {
        tokens.push(run);
        run = '';
      }
      run += char;
      runIsHan = han;
    }
    if (run) tokens.push(run);
  }
  // "&" disappears with the punctuation, so its spelled form must too: "Procter and Gamble".
  const kept = tokens.length > 1 ? tokens.filter((t) => t !== 'and') : tokens;
  // A space between Chinese characters is not a word break: "张 伟" is 张伟 and
  // 三星（中国）投资 without its note is 三星投资.
  return kept.reduce<string[]>((merged, token) => {
    const last = merged.at(-1);
    if (last !== undefined && isHan(last) && isHan(token)) merged[merged.length - 1] = last + token;
    else merged.push(token);
    return merged;
  }, []);
}

/** The compact form compared for equality and trigram similarity: words joined without spaces. */
export function compact(tokens: readonly string[]): string {
  return tokens.join('');
}
