/**
 * Builds labelled-pairs.tsv, the set the matcher is evaluated on (decision 0023, round two), from
 * the public name lists in sources/ and the well-known-names seed. Deterministic: the same run
 * writes the same file, split included. The file, not this script, is the set: it is committed,
 * and a change to the script that changes the file is a new set whose held-back half is spent.
 *
 *   npx tsx apps/server/src/modules/conflicts/evaluation/build-labelled-set.ts
 */
import { writeFileSync } from 'node:fs';
import * as OpenCC from 'opencc-js';
import { seededRandom } from '../conflict-index-crowd.ts';
import { readKnownNameSeed } from '../known-names/known-names.seed.ts';
import {
  COMPANIES_BY_JURISDICTION,
  FUND_MANAGERS,
  FUND_SERIES,
  FUND_STRATEGIES,
  HAN_FORMS,
  HAN_INDUSTRIES,
  HAN_OTHER_BUSINESS,
  HAN_PLACES,
  HAN_TRADE_NAMES,
  LATIN_BRANDS,
  LATIN_HEADS,
  LATIN_INDUSTRIES,
  LEGAL_FORMS,
  WORD_NEIGHBOURS,
} from './sources/companies.ts';
import { INSTITUTIONS } from './sources/institutions.ts';
import {
  GIVEN,
  GIVEN_NEIGHBOURS,
  type Reading,
  SURNAME_NEIGHBOURS,
  SURNAMES,
  WESTERN_GIVEN,
  WESTERN_SURNAMES,
  WORD_BOUND_READINGS,
} from './sources/people.ts';
import { HAN_WORD_SLIPS, HOMOPHONE_GROUPS, LATIN_WORD_SLIPS } from './sources/typos.ts';

const random = seededRandom(20261127);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const chance = (p: number) => random() < p;
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'hk' });
const title = (word: string) =>
  word.replace(/(^|[\s-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());

interface Pair {
  cls: string;
  query: string;
  candidate: string;
  label: 'yes' | 'no';
  note: string;
}
const pairs: Pair[] = [];
const seen = new Set<string>();
function add(cls: string, query: string, candidate: string, label: 'yes' | 'no', note: string): void {
  const key = `${query}\t${candidate}`;
  if (query === candidate || seen.has(key)) return;
  seen.add(key);
  pairs.push({ cls, query, candidate, label, note });
}
function repeat(times: number, make: () => void): void {
  for (let i = 0; i < times; i++) make();
}

// ---- people ---------------------------------------------------------------------------------
interface Person {
  han: string;
  traditional: string;
  surname: Reading;
  given: Reading[];
}
function person(givenCount = chance(0.7) ? 2 : 1): Person {
  const surname = pick(SURNAMES);
  const given = Array.from({ length: givenCount }, () => pick(GIVEN));
  return {
    han: surname[0] + given.map((g) => g[0]).join(''),
    traditional: surname[1] + given.map((g) => g[1]).join(''),
    surname,
    given,
  };
}
const READING = { pinyin: 2, hk: 3, wg: 4 } as const;
function spelled(p: Person, system: keyof typeof READING, style: number): string {
  const sur = p.surname[READING[system]];
  const given = p.given.map((g) => g[READING[system]]);
  const surname = sur.includes(' ') && system === 'pinyin' ? sur.replace(' ', '') : sur;
  if (system === 'pinyin') {
    const joined = given.join('');
    switch (style % 5) {
      case 0:
        return `${title(surname)} ${title(joined)}`;
      case 1:
        return `${surname.toUpperCase()} ${title(joined)}`;
      case 2:
        return `${title(joined)} ${title(surname)}`;
      case 3:
        return `${title(surname)}, ${title(joined)}`;
      default:
        return `${title(surname)}${joined}`;
    }
  }
  const hyphenated = given.map((g, i) => (i === 0 ? title(g) : g)).join('-');
  const spaced = given.map(title).join(' ');
  const sur2 = system === 'hk' ? title(surname) : title(surname).replace(' ', '-');
  switch (style % 4) {
    case 0:
      return `${sur2.toUpperCase()} ${spaced}`;
    case 1:
      return `${sur2} ${hyphenated}`;
    case 2:
      return `${hyphenated} ${sur2}`;
    default:
      return `${sur2}, ${spaced}`;
  }
}

repeat(80, () => {
  const p = person();
  add('pinyin', spelled(p, 'pinyin', Math.floor(random() * 5)), p.han, 'yes', 'pinyin of a Chinese name');
});
repeat(60, () => {
  const p = person(2);
  add(
    'cantonese',
    spelled(p, 'hk', Math.floor(random() * 4)),
    p.traditional,
    'yes',
    'Hong Kong romanisation',
  );
});
repeat(60, () => {
  const p = person(2);
  add(
    'wade-giles',
    spelled(p, 'wg', Math.floor(random() * 4)),
    chance(0.5) ? p.traditional : p.han,
    'yes',
    'Taiwan Wade-Giles',
  );
});
repeat(70, () => {
  const p = person(2);
  const english = pick(WESTERN_GIVEN);
  const system = chance(0.6) ? 'hk' : 'pinyin';
  const name = spelled(p, system, 0);
  const query = chance(0.5) ? `${name}, ${english}` : `${english} ${name}`;
  add(
    'english-name',
    query,
    system === 'hk' ? p.traditional : p.han,
    'yes',
    `${system} with an English name`,
  );
});
repeat(50, () => {
  const p = person(1);
  add('traditional', p.traditional, p.han, 'yes', 'traditional person name');
});
// Two people: homophones or one character apart, both written in characters.
repeat(70, () => {
  const p = person(2);
  const other = { ...p, given: [...p.given] };
  const at = Math.floor(random() * 2);
  other.given[at] = pick(GIVEN);
  const han = p.surname[0] + other.given.map((g) => g[0]).join('');
  if (han !== p.han) add('different-person', han, p.han, 'no', 'Chinese names one character apart');
});
// A Latin spelling of another given name.
repeat(60, () => {
  const p = person(2);
  const other = { ...p, given: [...p.given] };
  other.given[Math.floor(random() * 2)] = pick(GIVEN);
  const latin = spelled(other, 'pinyin', Math.floor(random() * 5));
  if (other.given.map((g) => g[2]).join() !== p.given.map((g) => g[2]).join())
    add('cross-script-different', latin, p.han, 'no', 'pinyin of another given name');
});
// A reading the character has only inside a word.
for (const [char, , rare, position] of WORD_BOUND_READINGS) {
  repeat(3, () => {
    if (position === 'surname') {
      const given = pick(GIVEN);
      add(
        'word-bound-reading',
        `${title(rare)} ${title(given[2])}`,
        char + given[0],
        'no',
        `${char} read ${rare} only inside a word`,
      );
    } else {
      const surname = pick(SURNAMES.slice(0, 30));
      add(
        'word-bound-reading',
        `${title(surname[2])} ${title(rare)}`,
        surname[0] + char,
        'no',
        `${char} read ${rare} only inside a word`,
      );
    }
  });
}

// ---- Western people and trusts --------------------------------------------------------------
repeat(50, () => {
  const first = pick(WESTERN_GIVEN);
  const last = pick(WESTERN_SURNAMES);
  const kinds: [string, string][] = [
    [`Trust of ${first} ${last}`, `${first} ${last} Trust`],
    [`The Estate of ${first} ${last}`, `${first} ${last} Estate`],
    [`Foundation for ${first} ${last}`, `${first} ${last} Foundation`],
    [`The ${last} Family Trust`, `Family Trust of ${last}`],
    [`Charitable Trust of the ${last} Family`, `${last} Family Charitable Trust`],
  ];
  const [a, b] = pick(kinds);
  add('function-words', a, b, 'yes', 'same words, function words and order aside');
});
for (const [a, b] of SURNAME_NEIGHBOURS) {
  repeat(2, () => {
    const first = pick(WESTERN_GIVEN);
    add('latin-near-miss', `${first} ${a}`, `${first} ${b}`, 'no', 'surnames one letter apart');
  });
}
for (const [a, b] of GIVEN_NEIGHBOURS) {
  repeat(2, () => {
    const last = pick(WESTERN_SURNAMES);
    add('latin-near-miss', `${a} ${last}`, `${b} ${last}`, 'no', 'given names one letter apart');
  });
}
repeat(30, () => {
  const first = pick(WESTERN_GIVEN);
  const last = pick(WESTERN_SURNAMES);
  const [a, b] = pick<[string, string]>([
    ['Jr.', 'Sr.'],
    ['Jr', 'III'],
    ['II', 'III'],
    ['Sr.', 'II'],
  ]);
  add('latin-near-miss', `${first} ${last} ${a}`, `${first} ${last} ${b}`, 'no', 'generational suffix');
});
repeat(60, () => {
  const manager = pick(FUND_MANAGERS);
  const strategy = pick(FUND_STRATEGIES);
  const [a, b] = pick(FUND_SERIES);
  const form = pick([', L.P.', ' LP', '', ' Limited Partnership']);
  add(
    'latin-near-miss',
    `${manager} ${strategy} ${a}${form}`,
    `${manager} ${strategy} ${b}${form}`,
    'no',
    'fund series',
  );
});
for (const [a, b] of WORD_NEIGHBOURS) {
  repeat(2, () => {
    const head = pick(LATIN_HEADS);
    const tail = `${pick(LATIN_INDUSTRIES)} ${pick(['Ltd', 'Limited', 'Inc.', 'LLC', 'Pte. Ltd.'])}`;
    const [x, y] = chance(0.5) ? [`${head} ${a}`, `${head} ${b}`] : [`${a} ${head}`, `${b} ${head}`];
    add('latin-near-miss', `${x} ${tail}`, `${y} ${tail}`, 'no', 'trade words one letter apart');
  });
}

// ---- Latin typing slips ---------------------------------------------------------------------
function slip(word: string): string {
  const letters = [...word];
  const at = 1 + Math.floor(random() * (letters.length - 2));
  const kind = Math.floor(random() * 4);
  if (kind === 0) [letters[at], letters[at + 1]] = [letters[at + 1] as string, letters[at] as string];
  else if (kind === 1) letters.splice(at, 1);
  else if (kind === 2) letters.splice(at, 0, letters[at] as string);
  else letters[at] = pick([...'aeiou'].filter((v) => v !== letters[at]));
  return letters.join('');
}
repeat(70, () => {
  const brand = pick(LATIN_BRANDS);
  const name = `${brand} ${pick(LATIN_INDUSTRIES)} ${pick(['Co., Ltd.', 'Limited', 'Inc.', 'GmbH', 'S.A.'])}`;
  add('latin-typo', name.replace(brand, slip(brand)), name, 'yes', 'one slip in the distinctive word');
});
repeat(40, () => {
  const p = person(chance(0.5) ? 1 : 2);
  const name = spelled(p, 'pinyin', 0);
  const [surname = '', ...rest] = name.split(' ');
  if (surname.length < 3) return;
  const letters = [...surname];
  const at = 1 + Math.floor(random() * (letters.length - 2));
  [letters[at], letters[at + 1]] = [letters[at + 1] as string, letters[at] as string];
  const typed = [letters.join(''), ...rest].join(' ');
  add('latin-typo', typed, chance(0.5) ? name : p.han, 'yes', 'transposed letters in a pinyin surname');
});
repeat(30, () => {
  const first = pick(WESTERN_GIVEN);
  const last = pick(WESTERN_SURNAMES.filter((s) => s.length >= 6));
  add('latin-typo', `${first} ${slip(last)}`, `${first} ${last}`, 'yes', 'one slip in a surname');
});

// ---- legal forms ----------------------------------------------------------------------------
for (const form of LEGAL_FORMS) {
  const companies = COMPANIES_BY_JURISDICTION[form.jurisdiction] ?? [];
  repeat(5, () => {
    const company = pick(companies);
    const han = /\p{Script=Han}/u.test(company);
    if (han !== /\p{Script=Han}/u.test(form.writtenOut[0] ?? '')) return;
    const spacer = han ? '' : ' ';
    const joiner = !han && /^(Co\.|Pte|Pty|Ltd)/.test(pick(form.abbreviated)) ? ' ' : spacer;
    const written = `${company}${spacer}${pick(form.writtenOut)}`;
    const short = `${company}${joiner}${pick(form.abbreviated)}`;
    add(
      'legal-form',
      chance(0.5) ? written : short,
      chance(0.5) ? short : written,
      'yes',
      `${form.jurisdiction} legal form written out and abbreviated`,
    );
  });
}

// ---- Chinese companies ----------------------------------------------------------------------
function hanCompany(trade = pick(HAN_TRADE_NAMES)) {
  return {
    place: chance(0.6) ? pick(HAN_PLACES) : '',
    trade,
    industry: pick(HAN_INDUSTRIES),
    form: pick(HAN_FORMS),
  };
}
type HanCompany = ReturnType<typeof hanCompany>;
const full = (c: HanCompany) => c.place + c.trade + c.industry + c.form;
const groupOf = (char: string) => HOMOPHONE_GROUPS.find((group) => group.includes(char));
repeat(50, () => {
  const c = hanCompany();
  add('traditional', toTraditional(full(c)), full(c), 'yes', 'traditional company name');
});
repeat(100, () => {
  const c = hanCompany();
  if (!c.place) return;
  add('place-prefix', c.trade + c.industry + c.form, full(c), 'yes', 'without the place');
});
repeat(90, () => {
  const [word, slips] = pick(HAN_WORD_SLIPS);
  const c = hanCompany();
  const clean = word.endsWith('公司')
    ? c.place + c.trade + c.industry + word
    : c.place + c.trade + word + c.form;
  add('legal-form-typo', clean.replace(word, pick(slips)), clean, 'yes', `slip in ${word}`);
});
repeat(60, () => {
  const [word, slips] = pick(LATIN_WORD_SLIPS);
  const brand = pick(LATIN_BRANDS);
  const clean = /Limited|Company|Corporation|Incorporated|Aktiengesellschaft/.test(word)
    ? `${brand} ${pick(LATIN_INDUSTRIES)} ${word}`
    : `${brand} ${word} ${pick(['Limited', 'Inc.', 'Co., Ltd.'])}`;
  add('legal-form-typo', clean.replace(word, pick(slips)), clean, 'yes', `slip in ${word}`);
});
// One character of the trade name: a homophone is an input-method slip, another character
// another company.
repeat(260, () => {
  const c = hanCompany();
  const chars = [...c.trade];
  const at = Math.floor(random() * chars.length);
  const char = chars[at] as string;
  const group = groupOf(char);
  // Every homophone slip the groups allow, seven in ten of the others.
  const homophone = Boolean(group && group.length > 1);
  if (!homophone && chance(0.3)) return;
  let replacement: string;
  if (homophone) replacement = pick([...(group ?? '')].filter((x) => x !== char));
  else {
    const groups = HOMOPHONE_GROUPS.filter((g) => g !== group);
    replacement = pick([...pick(groups)]);
  }
  chars[at] = replacement;
  const other = { ...c, trade: chars.join('') };
  if (HAN_TRADE_NAMES.includes(other.trade)) return;
  if (homophone) add('han-typo', full(other), full(c), 'yes', `${char} → ${replacement}, same reading`);
  else add('han-core-near-miss', full(other), full(c), 'no', `${char} → ${replacement}: another trade name`);
});
for (const [a, b] of HAN_OTHER_BUSINESS) {
  repeat(5, () => {
    const trade = pick(HAN_TRADE_NAMES);
    add(
      'other-business',
      `${trade}${a}${pick(HAN_FORMS)}`,
      `${trade}${b}${pick(HAN_FORMS)}`,
      'no',
      'same trade name, another line of business',
    );
  });
}
repeat(60, () => {
  const a = hanCompany();
  const b = { ...hanCompany(), place: a.place, industry: a.industry, form: a.form };
  if (a.trade !== b.trade) add('different-company', full(a), full(b), 'no', 'same place and industry');
});
repeat(50, () => {
  const head = pick(LATIN_HEADS);
  const industry = pick(LATIN_INDUSTRIES);
  const other = pick(LATIN_HEADS);
  if (other !== head)
    add(
      'different-company',
      `${head} ${industry} Ltd`,
      `${other} ${industry} Ltd`,
      'no',
      'same industry word',
    );
});
repeat(40, () => {
  const x = pick(['中国', '北京', '上海', '广东', '江苏', '浙江']);
  const y = pick(['建设', '农业', '工商', '交通', '邮政储蓄', '民生', '光大', '进出口']);
  add('different-company', `${x}银行`, `${x}${y}银行股份有限公司`, 'no', 'banks sharing words');
});

// ---- well-known names and institutions ------------------------------------------------------
for (const group of readKnownNameSeed()) {
  const [first, ...others] = group.names;
  if (!first) continue;
  // Names that the registered one merely begins with (恒丰银行 / 恒丰银行股份有限公司) are no test of
  // the dictionary; of the others, two at most per company.
  const distinct = others.filter((other) => !first.name.toLowerCase().startsWith(other.name.toLowerCase()));
  for (const other of distinct.filter(() => chance(0.5)).slice(0, 2)) {
    // The record holds one registered name and nothing else; the query is another name.
    add(
      'known-name',
      other.name,
      first.name,
      'yes',
      other.former ? 'former name in the dictionary' : 'short or other-language name in the dictionary',
    );
  }
}
for (const [fullName, short] of INSTITUTIONS)
  add('abbreviation', short, fullName, 'yes', 'abbreviation, no dictionary');

// ---- numbers --------------------------------------------------------------------------------
// Unified social credit codes (GB 32100-2015) with their check character, on two spellings.
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
function creditCode(): string {
  let body = '91';
  body += String(110000 + Math.floor(random() * 540000)).padStart(6, '0');
  for (let i = 0; i < 9; i++) body += CODE_CHARS[Math.floor(random() * 31)];
  const sum = [...body].reduce((total, ch, i) => total + CODE_CHARS.indexOf(ch) * (WEIGHTS[i] as number), 0);
  return body + CODE_CHARS[(31 - (sum % 31)) % 31];
}
repeat(30, () => {
  const code = creditCode();
  const a = hanCompany();
  const b = hanCompany();
  add(
    'registration-number',
    `${full(a)} ; reg=${code}`,
    `${full(b)} ; reg=${code.toLowerCase()}`,
    'yes',
    'same unified social credit code',
  );
});

// ---- split and write ------------------------------------------------------------------------
// Half of every class is held back, chosen by the seeded generator and written into the file.
const byClass = new Map<string, Pair[]>();
for (const pair of pairs) byClass.set(pair.cls, [...(byClass.get(pair.cls) ?? []), pair]);
const lines: string[] = [];
for (const [cls, list] of [...byClass.entries()].sort(([a], [b]) => a.localeCompare(b))) {
  const shuffled = list
    .map((pair) => ({ pair, order: random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ pair }) => pair);
  shuffled.forEach((pair, i) => {
    const split = i % 2 === 0 ? 'held' : 'tune';
    lines.push([split, cls, pair.query, pair.candidate, pair.label, pair.note].join('\t'));
  });
}
const header = `# Labelled name pairs, round two (decision 0023): split, class, query, candidate, yes|no, note.
# Built by build-labelled-set.ts from the public lists in sources/ and known-names.seed.tsv (sources
# recorded there). "held" rows are held back: rules are tuned on "tune" rows only.
# Query extras after " ; ": reg=<number>. Candidate extras: former=, alias=, reg=.
`;
writeFileSync(new URL('./labelled-pairs.tsv', import.meta.url), `${header + lines.join('\n')}\n`);
console.info(`${lines.length} pairs in ${byClass.size} classes`);
for (const [cls, list] of byClass) console.info(`  ${cls}: ${list.length}`);
