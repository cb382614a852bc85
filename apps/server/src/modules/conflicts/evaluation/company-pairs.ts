import { readKnownNameSeed } from '../known-names/known-names.seed.ts';
import { CREDIT_CODE_ALPHABET, creditCodeCheckCharacter } from '../normalise/identity-number.ts';
import { add, chance, pick, random, repeat, toTraditional } from './pair-set.ts';
import {
  COMPANIES_BY_JURISDICTION,
  HAN_FORMS,
  HAN_INDUSTRIES,
  HAN_OTHER_BUSINESS,
  HAN_PLACES,
  HAN_TRADE_NAMES,
  LATIN_BRANDS,
  LATIN_HEADS,
  LATIN_INDUSTRIES,
  LEGAL_FORMS,
} from './sources/companies.ts';
import { INSTITUTIONS } from './sources/institutions.ts';
import { HAN_WORD_SLIPS, HOMOPHONE_GROUPS, LATIN_WORD_SLIPS } from './sources/typos.ts';

/** The labelled set's pairs of companies: legal forms, Chinese companies, well-known names and institutions, registration numbers. */
export function addCompanyPairs(): void {
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
    else
      add('han-core-near-miss', full(other), full(c), 'no', `${char} → ${replacement}: another trade name`);
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
  function creditCode(): string {
    let body = '91';
    body += String(110000 + Math.floor(random() * 540000)).padStart(6, '0');
    for (let i = 0; i < 9; i++) body += CREDIT_CODE_ALPHABET[Math.floor(random() * 31)];
    return body + creditCodeCheckCharacter(body);
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
}
