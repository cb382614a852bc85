import { describe, expect, it } from 'vitest';
import { seededKnownNames } from './known-names/seeded-book.ts';
import { matchConflicts, prepareCandidates } from './matcher.ts';
import { isCantoneseSpelling } from './normalise/cantonese.ts';
import { readingWords } from './normalise/english-names.ts';

// One test per class of issue 26 ("conflict matching, round two"): each would fail without its rule.
const hit = (query: string, stored: string) =>
  matchConflicts({ name: query }, prepareCandidates([{ id: 1, name: stored }]), {
    knownNames: seededKnownNames(),
  })[0];

describe('conflict matching, round two', () => {
  it('reads through a slip inside a legal-form or industry word', () => {
    expect(hit('深圳市华信科技有限公可', '深圳市华信科技有限公司')).toMatchObject({
      reason: 'exact',
      basis: 'normalised',
    });
    expect(hit('华信科枝有限公司', '华信科技有限公司')).toMatchObject({ reason: 'fuzzy', basis: 'slip' });
    expect(hit('北京恒达管理咨旬有限公司', '北京恒达管理咨询有限公司')).toMatchObject({ basis: 'slip' });
    expect(hit('Acme Maritime Limted', 'Acme Maritime Limited')).toMatchObject({ reason: 'exact' });
    expect(hit('武汉万达建设工程股分有限公司', '武汉万达建设工程股份有限公司')).toMatchObject({
      reason: 'exact',
    });
  });

  it('finds two letters swapped in a short Latin word, in Latin and across scripts', () => {
    expect(hit('Shenzehn Huaqiang Electronics', 'Shenzhen Huaqiang Electronics')).toMatchObject({
      basis: 'slip',
    });
    expect(hit('Wnag Xiaoming', 'Wang Xiaoming')).toMatchObject({ basis: 'slip' });
    expect(hit('Wnag Xiaoming', '王小明')).toMatchObject({ reason: 'transliteration', basis: 'pinyin' });
  });

  it('takes two pinyin names one swap of neighbouring letters apart as a slip, other differences not', () => {
    expect(hit('Hou Jianguo', 'Huo Jianguo')).toMatchObject({ reason: 'fuzzy', basis: 'slip' });
    expect(hit('Zhou Xiaomei', 'Zhuo Xiaomei')).toMatchObject({ basis: 'slip' });
    expect(hit('Liu Xaio', 'Liu Xiao')).toMatchObject({ basis: 'slip' });
    expect(hit('Zhang Wei', 'Zhang Wen')).toBeUndefined();
    expect(hit('Chen Jie', 'Cheng Jie')).toBeUndefined();
    // Two words swapped in: two differences, two names.
    expect(hit('Hou Jianugo', 'Huo Jianguo')).toBeUndefined();
  });

  it('takes the same swap against the name in characters as a slip, either way round', () => {
    expect(hit('Hou Jianguo', '霍建国')).toMatchObject({ reason: 'fuzzy', basis: 'slip' });
    expect(hit('霍建国', 'Hou Jianguo')).toMatchObject({ reason: 'fuzzy', basis: 'slip' });
    expect(hit('Hou Jianguo', '侯建国')).toMatchObject({ reason: 'transliteration', basis: 'pinyin' });
    expect(hit('Zhang Wen', '张伟')).toBeUndefined();
  });

  it('folds legal forms written out against their abbreviations, jurisdiction by jurisdiction', () => {
    const pairs: [string, string][] = [
      ['Toyota Motor Kabushiki Kaisha', 'Toyota Motor K.K.'],
      ['Kabushiki Kaisha Toshiba', 'Toshiba Corporation'],
      ['Wesfarmers Proprietary Limited', 'Wesfarmers Pty Ltd'],
      ['Eni Società per Azioni', 'Eni S.p.A.'],
      ['Pirelli Società a responsabilità limitata', 'Pirelli S.r.l.'],
      ['Siemens Aktiengesellschaft', 'Siemens AG'],
      ['Robert Bosch Gesellschaft mit beschränkter Haftung', 'Robert Bosch GmbH'],
      ['Danone Société anonyme', 'Danone SA'],
      ['Telefónica Sociedad Anónima', 'Telefonica, S.A.'],
      ['Heineken Naamloze Vennootschap', 'Heineken N.V.'],
      ['Keppel Private Limited', 'Keppel Pte. Ltd.'],
      ['Tesco Public Limited Company', 'Tesco PLC'],
      ['Kakao Jusik Hoesa', 'Kakao Co., Ltd.'],
      ['Apple Incorporated', 'Apple Inc.'],
      ['华为技术有限责任公司', '华为技术股份有限公司'],
    ];
    for (const [a, b] of pairs)
      expect(hit(a, b), `${a} / ${b}`).toMatchObject({ reason: 'exact', basis: 'normalised' });
  });

  it('reads a Hong Kong or pinyin name with an added English given name', () => {
    expect(hit('WONG Siu Ming, David', '黃小明')).toMatchObject({
      reason: 'transliteration',
      basis: 'cantonese',
    });
    expect(hit('David Wong Siu Ming', '黄小明')).toMatchObject({ basis: 'cantonese' });
    expect(hit('Zhang Xiaoming, Michael', '张小明')).toMatchObject({ basis: 'pinyin' });
  });

  it('sets aside a three-letter English name, and any one word after the last comma', () => {
    expect(hit('Ivy Chan Tai Man', '陳大文')).toMatchObject({ basis: 'cantonese' });
    expect(hit('CHAN Tai Man, Eva', '陳大文')).toMatchObject({ basis: 'cantonese' });
    // No list of given names holds every English name; the Hong Kong order marks it.
    expect(hit('Zhou Jianguo, Octavian', '周建国')).toMatchObject({ basis: 'pinyin' });
    expect(hit('Octavian Zhou Jianguo', '周建国')).toBeUndefined();
  });

  it('keeps a given name that is also a syllable: Sam may be 岑', () => {
    expect(readingWords(['sam', 'wong', 'siu', 'ming']).added).toEqual([]);
    expect(readingWords(['kit', 'wong', 'siu', 'ming']).added).toEqual([]);
    expect(readingWords(['ivy', 'wong', 'siu', 'ming']).added).toEqual(['ivy']);
    expect(isCantoneseSpelling('lee')).toBe(true);
    expect(isCantoneseSpelling('amy')).toBe(false);
  });

  it('takes the same words in another order, function words aside, as the same name', () => {
    expect(hit('Trust of Mary Lee', 'Mary Lee Trust')).toMatchObject({ reason: 'exact', basis: 'reordered' });
    expect(hit('The Estate of John Smith', 'John Smith Estate')).toMatchObject({ basis: 'reordered' });
  });

  it('does not report Latin names one meaningful word apart', () => {
    for (const [a, b] of [
      ['Hillhouse Growth Fund II, L.P.', 'Hillhouse Growth Fund III, L.P.'],
      ['Robert Downey Jr.', 'Robert Downey Sr.'],
      ['James Brown', 'James Browne'],
      ['Mary Johnson', 'Mary Johnston'],
      ['Golden Metals Trading Ltd', 'Golden Petals Trading Ltd'],
    ])
      expect(hit(a as string, b as string), `${a} / ${b}`).toBeUndefined();
  });

  it('reports Chinese trade names one character apart only when the characters read alike', () => {
    expect(hit('深圳华信恒达科技有限公司', '深圳华信恒通科技有限公司')).toBeUndefined();
    expect(hit('华达科技有限公司', '华信科技有限公司')).toBeUndefined();
    expect(hit('府星医药有限公司', '复星医药有限公司')).toMatchObject({ basis: 'homophone' });
  });

  it('does not read a character in a reading it has only inside a word', () => {
    expect(hit('Ma Huo', '马和')).toBeUndefined();
    expect(hit('Li Jiang', '李强')).toBeUndefined();
    expect(hit('Xie Ming', '叶明')).toBeUndefined();
    expect(hit('Li Qiang', '李强')).toMatchObject({ basis: 'pinyin' });
    expect(hit('Zeng Guofan', '曾国藩')).toMatchObject({ basis: 'pinyin' });
  });

  it('finds abbreviations, other-language and former names through the well-known-names dictionary', () => {
    expect(hit('工行', '中国工商银行股份有限公司')).toMatchObject({
      reason: 'knownName',
      via: '中国工商银行股份有限公司',
    });
    expect(hit('ICBC', '中国工商银行股份有限公司')).toMatchObject({ reason: 'knownName' });
    expect(hit('中石油', 'China National Petroleum Corporation')).toMatchObject({ reason: 'knownName' });
    expect(hit('Facebook, Inc.', 'Meta Platforms, Inc.')).toMatchObject({ reason: 'knownName' });
  });

  it('scores by confidence, so slips and homophones rank above mere similarity', () => {
    const slip = hit('Goldmn Sachs', 'Goldman Sachs');
    const similar = hit('Quillfeather Maritime', 'Quillfeather Maritime Shipping Ltd');
    expect(slip?.basis).toBe('slip');
    expect(similar?.basis).toBe('similar');
    expect(slip?.score).toBeGreaterThan(similar?.score ?? 1);
  });
});
