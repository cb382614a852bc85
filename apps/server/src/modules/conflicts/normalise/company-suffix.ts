import { isPlace } from './places.ts';
import { words } from './words.ts';

// The legal form says nothing about who the party is: 华为技术有限公司, 华为技术股份有限公司 and
// "Huawei Technologies Co., Ltd." name the same business to a conflicts check, and the register
// is full of parties entered with and without the suffix. 集团 / 控股 / Group / Holdings are treated
// as suffixes too: a group and its holding company are the same interest for a conflict check.
const HAN_SUFFIXES = words(`
  集团股份有限公司 集团有限责任公司 集团有限公司 股份有限公司 有限责任公司
  有限合伙企业 个人独资企业 特殊普通合伙 集团公司 股份公司 有限公司 合伙企业
  有限合伙 普通合伙 总公司 公司 集团 控股
`).sort((a, b) => b.length - a.length);

// Long forms, stripped word by word from the end: "Private Limited", "Limited Liability Company",
// "Limited Partnership", "Public Limited Company", "Gesellschaft mit beschränkter Haftung".
const LATIN_SUFFIXES = new Set(
  words(`
  co company ltd limited inc incorporated corp corporation llc llp lp lllp pllc plc gmbh
  ag kg sa sarl sas srl spa bv nv pte pty kk oy ab se ltda bhd sdn holdings holding group
  private public liability partnership aktiengesellschaft gesellschaft mit beschrankter
  haftung
`),
);

// Notes in brackets that only restate place or legal form: 三星（中国）投资, 平安保险（集团）,
// 高瓴（有限合伙）, "Samsung (China) Investment". Other bracket text (a brand, a former name) stays.
const BRACKETED = /[([【〔]([^()[\]【】〔〕]*)[)\]】〕]/gu;

function isSuffixNote(note: string): boolean {
  const squeezed = note.replace(/\s+/g, '');
  return HAN_SUFFIXES.includes(squeezed) || LATIN_SUFFIXES.has(squeezed);
}

/** Removes bracketed place and legal-form notes from a width- and case-folded name. */
export function removeBracketNotes(text: string): string {
  return text.replace(BRACKETED, (whole, note: string) =>
    isPlace(note.trim()) || isSuffixNote(note) ? ' ' : whole,
  );
}

function stripHanSuffix(token: string): string {
  const suffix = HAN_SUFFIXES.find((s) => token.endsWith(s));
  return suffix ? token.slice(0, -suffix.length) : token;
}

/** Drops trailing legal-form words, repeatedly ("Co., Ltd.", 控股有限公司); never the whole name. */
export function stripCompanySuffixes(tokens: readonly string[]): string[] {
  const result = [...tokens];
  for (;;) {
    const last = result.at(-1);
    if (last === undefined) break;
    const stripped = LATIN_SUFFIXES.has(last) ? '' : stripHanSuffix(last);
    if (stripped === last) break;
    if (stripped === '' && result.length === 1) break;
    if (stripped === '') result.pop();
    else result[result.length - 1] = stripped;
  }
  // "The Hongkong and Shanghai Banking Corporation": the article is no part of the identity.
  if (result.length > 1 && result[0] === 'the') result.shift();
  return result;
}
