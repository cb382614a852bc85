import { add, chance, pick, random, repeat, title } from './pair-set.ts';
import {
  FUND_MANAGERS,
  FUND_SERIES,
  FUND_STRATEGIES,
  LATIN_BRANDS,
  LATIN_HEADS,
  LATIN_INDUSTRIES,
  WORD_NEIGHBOURS,
} from './sources/companies.ts';
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

/** The labelled set's pairs of people: Chinese, Western and trusts, and Latin typing slips. */
export function addPeoplePairs(): void {
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
}
