import { isKnownWord } from './known-words.ts';
import { words } from './words.ts';

// The legal form says nothing about who the party is: 华为技术有限公司, 华为技术股份有限公司 and
// "Huawei Technologies Co., Ltd." name the same business to a conflicts check. 集团 / 控股 / Group /
// Holdings count as forms too: a group and its holding company are one interest to a conflict check.
// Forms of CN, HK, TW, JP, KR, SG, US, UK, DE, FR, IT, ES, NL, CH and AU, written out and
// abbreviated, from the ISO 20275 Entity Legal Forms list (accents folded, dots of initials joined
// by tokenise: "S.p.A." is spa, "K.K." kk).
export const HAN_FORMS = words(`
  集团股份有限公司 集团有限责任公司 集团有限公司 股份有限公司 有限责任公司
  有限合伙企业 个人独资企业 特殊普通合伙 集团公司 股份公司 有限公司 合伙企业
  有限合伙 普通合伙 总公司 株式会社 有限会社 合同会社 公司 集团 控股
`).sort((a, b) => b.length - a.length);

/** Forms of more than one word, matched whole (a lone "per" or "mit" is no legal form). */
const LATIN_PHRASES: readonly string[][] = `
  public limited company | limited liability company | limited liability partnership
  limited partnership | private limited | proprietary limited | company limited | no liability
  gesellschaft mit beschrankter haftung | gesellschaft mbh | kommanditgesellschaft auf aktien
  offene handelsgesellschaft | eingetragener verein | societas europaea
  societe anonyme | societe par actions simplifiee | societe par actions simplifiee unipersonnelle
  societe a responsabilite limitee | societe en nom collectif | societe en commandite par actions
  entreprise unipersonnelle a responsabilite limitee
  societa per azioni | societa a responsabilita limitata | societa in accomandita semplice
  societa in nome collettivo | societa cooperativa | societa in accomandita per azioni
  sociedad anonima | sociedad limitada | sociedad de responsabilidad limitada
  sociedad limitada unipersonal | sociedad anonima unipersonal | sociedade anonima
  naamloze vennootschap | besloten vennootschap | commanditaire vennootschap | vennootschap onder firma
  besloten vennootschap met beperkte aansprakelijkheid
  kabushiki kaisha | godo kaisha | yugen kaisha | goshi kaisha | gomei kaisha
  jusik hoesa | chusik hoesa | chusik hoesa
`
  .split(/[|\n]/)
  .map((phrase) => words(phrase))
  .filter((phrase) => phrase.length > 0)
  .sort((a, b) => b.length - a.length);

const LATIN_WORDS = new Set(
  words(`
  co company ltd limited inc incorporated corp corporation llc llp lp lllp pllc plc gmbh
  ag kg kgaa ohg ev se sa sarl sas sasu snc eurl sca srl spa sapa sl slu sau srl nv bv cv vof
  pte pty kk gk yk oy oyj ab bhd sdn tbk ltda holdings holding group private public liability
  partnership aktiengesellschaft kommanditgesellschaft proprietary
`),
);

/** Forms that open a name: "Kabushiki Kaisha Toshiba", "PT Bank Central Asia", 株式会社. */
const LATIN_PREFIXES: readonly string[][] = [
  ['kabushiki', 'kaisha'],
  ['jusik', 'hoesa'],
  ['chusik', 'hoesa'],
  ['pt'],
];
const HAN_PREFIXES = ['株式会社', '有限会社'];

// Long form words mistyped by one letter ("Limted", "Compnay") are folded all the same, unless the
// slip is itself an English word or name: a real word is what was meant.
const SLIP_TARGETS = words(`limited company corporation incorporated holdings holding private
  partnership proprietary aktiengesellschaft gesellschaft kommanditgesellschaft`);

/** Damerau–Levenshtein distance, bounded: answers limit + 1 once the distance exceeds it. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const previous = rows[i - 1] as number[];
      let value = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return Math.min((rows[a.length] as number[])[b.length] as number, limit + 1);
}

function slipOf(word: string): string | null {
  if (word.length < 5 || !/^[a-z]+$/.test(word) || isKnownWord(word)) return null;
  return SLIP_TARGETS.find((target) => editDistance(word, target, 1) === 1) ?? null;
}

/** The Han form a token ends with, allowing one wrong character in forms of four or more. */
function hanFormAtEnd(token: string, alone: boolean): { form: string; written: string } | null {
  // Longest form first, each exact or (four characters or more) one character off: 股分有限公司 is
  // 股份有限公司 mistyped, not 有限公司 after a word 股分. A form standing as a word of its own
  // ("TCL 集团") goes when other words remain.
  for (const form of HAN_FORMS) {
    if (token.length < form.length || (token.length === form.length && alone)) continue;
    const written = token.slice(-form.length);
    if (written === form) return { form, written };
    if (form.length < 4 || token.length === form.length) continue;
    let differences = 0;
    for (let i = 0; i < form.length && differences < 2; i++) if (written[i] !== form[i]) differences++;
    if (differences === 1) return { form, written };
  }
  return null;
}

export interface FoldedForms {
  tokens: string[];
  /** The forms taken off, as written (after case and width folding). */
  forms: string[];
  /** Mistyped form words folded all the same: "limted → limited", "有限公可 → 有限公司". */
  slips: string[];
}

function endsWith(tokens: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length >= tokens.length) return false;
  return phrase.every((word, i) => tokens[tokens.length - phrase.length + i] === word);
}

/** Drops trailing (and leading) legal forms, repeatedly; never the whole name. */
export function foldLegalForms(input: readonly string[]): FoldedForms {
  const tokens = [...input];
  const forms: string[] = [];
  const slips: string[] = [];
  for (;;) {
    const last = tokens.at(-1);
    if (last === undefined || tokens.length === 0) break;
    const phrase = LATIN_PHRASES.find((p) => endsWith(tokens, p));
    if (phrase) {
      tokens.splice(tokens.length - phrase.length);
      forms.push(phrase.join(' '));
      continue;
    }
    if (tokens.length > 1 && LATIN_WORDS.has(last)) {
      tokens.pop();
      forms.push(last);
      continue;
    }
    const slip = tokens.length > 1 ? slipOf(last) : null;
    if (slip) {
      tokens.pop();
      forms.push(slip);
      slips.push(`${last} → ${slip}`);
      continue;
    }
    const han = hanFormAtEnd(last, tokens.length === 1);
    if (!han) break;
    const rest = last.slice(0, -han.form.length);
    if (rest === '') tokens.pop();
    else tokens[tokens.length - 1] = rest;
    forms.push(han.form);
    if (han.written !== han.form) slips.push(`${han.written} → ${han.form}`);
  }
  const prefix = LATIN_PREFIXES.find(
    (p) => p.length < tokens.length && p.every((word, i) => tokens[i] === word),
  );
  if (prefix) {
    tokens.splice(0, prefix.length);
    forms.push(prefix.join(' '));
  }
  const first = tokens[0];
  const hanPrefix = first
    ? HAN_PREFIXES.find((p) => first.startsWith(p) && first.length > p.length)
    : undefined;
  if (first && hanPrefix) {
    tokens[0] = first.slice(hanPrefix.length);
    forms.push(hanPrefix);
  }
  // "The Hongkong and Shanghai Banking Corporation": the article is no part of the identity.
  if (tokens.length > 1 && tokens[0] === 'the') tokens.shift();
  return { tokens, forms, slips };
}
