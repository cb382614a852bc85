import { hanPlacePrefixLength, isLatinPlaceWord, isPlace } from './places.ts';
import { isHan } from './tokens.ts';
import { words } from './words.ts';

// A registered Chinese company name is place + trade name (字号) + industry + legal form, and
// people refer to the company by its trade name alone: 北京字节跳动科技有限公司 is "字节跳动",
// 深圳市腾讯计算机系统有限公司 is "腾讯". The trade name is therefore a second, weaker key: a query
// for 字节跳动 must find the Beijing company. We do NOT strip the place from the full name, or
// 北京银行 and 上海银行 would become the same bank; and a name whose trade name is only a place or
// only industry words (中国银行, 中国建设银行, China Construction Bank) has no trade name at all.
const HAN_INDUSTRY = words(`
  计算机系统 信息技术 网络技术 网络科技 电子商务 房地产开发 房地产 互联网 计算机
  新能源 供应链 云计算 会计师事务所 律师事务所 事务所 科技 技术 网络 信息 软件
  系统 投资 管理 咨询 贸易 商贸 实业 发展 电子 通信 通讯 医药 生物 文化
  传媒 教育 物流 金融 银行 保险 证券 基金 资产 地产 置业 建设 建筑 工程
  能源 电力 汽车 食品 餐饮 国际 服务 设计 广告 制造 机械 设备 材料 化工
  环保 数据 智能 物业 酒店 旅游 农业 矿业 钢铁 航空 运输 控股 集团 人寿
  财产 信托 租赁 商业 工业 产业 数码 电器 电气 光电 半导体 集成电路 制药
  律所 出行 企业
`).sort((a, b) => b.length - a.length);

const LATIN_INDUSTRY = new Set(
  words(`
  technology technologies tech bank banking insurance investment investments capital
  trading trade consulting management services service international industries
  industrial industry systems system network networks software electronics electronic
  pharmaceutical pharmaceuticals pharma energy media logistics securities financial
  finance estate real properties property development construction engineering
  manufacturing information digital communications communication telecom motors motor
  automotive foods food resources global computer internet semiconductor semiconductors
  life asset assets and of law firm lawyers attorneys solicitors legal partners
  enterprise enterprises
`),
);

const CONNECTORS = new Set(['and', 'of', 'the']);
const MIN_HAN = 2;
const MIN_LATIN = 3;

function stripHanIndustry(token: string, stripped: string[]): string {
  let rest = token;
  for (;;) {
    const word = HAN_INDUSTRY.find((w) => rest.endsWith(w) && rest.length > w.length);
    if (!word) return rest;
    stripped.push(word);
    rest = rest.slice(0, -word.length);
  }
}

/** Removes trailing industry words, recording them in `stripped`. */
function stripIndustry(tokens: string[], stripped: string[]): string[] {
  const result = [...tokens];
  for (;;) {
    const last = result.at(-1);
    if (last === undefined || result.length === 1 || !LATIN_INDUSTRY.has(last)) break;
    stripped.push(last);
    result.pop();
  }
  const last = result.at(-1);
  if (last && isHan(last)) {
    if (result.length > 1 && HAN_INDUSTRY.includes(last)) {
      stripped.push(last);
      result.pop();
    } else result[result.length - 1] = stripHanIndustry(last, stripped);
  }
  return result;
}

function stripPlace(tokens: string[]): string[] {
  const result = [...tokens];
  const first = result[0];
  if (first === undefined) return result;
  if (isHan(first)) {
    // Province then city: 广东省深圳市华强电子 → 华强电子.
    let rest = first;
    for (let length = hanPlacePrefixLength(rest); length > 0; length = hanPlacePrefixLength(rest)) {
      rest = rest.slice(length);
    }
    if (rest === '') result.shift();
    else result[0] = rest;
    return result;
  }
  let rest = result;
  if (result.length > 2 && `${first}${result[1]}` === 'hongkong') rest = result.slice(2);
  else if (result.length > 1 && isLatinPlaceWord(first)) rest = result.slice(1);
  // "Hongkong and Shanghai …": a connector left at the front is not part of a trade name.
  while (rest.length > 1 && CONNECTORS.has(rest[0] ?? '')) rest = rest.slice(1);
  return rest;
}

function longEnough(tokens: readonly string[]): boolean {
  const text = tokens.join('');
  const han = [...text].filter(isHan).length;
  return han >= MIN_HAN || text.length >= MIN_LATIN;
}

export interface TradeName {
  tokens: string[];
  /** The industry words taken off, to tell 招商银行 from 招商证券 (same trade name, other business). */
  industry: string[];
}

/** The trade name of a company name (already suffix-stripped tokens), or null when there is none. */
export function tradeNameOf(tokens: readonly string[]): TradeName | null {
  const industry: string[] = [];
  const core = stripPlace(stripIndustry([...tokens], industry));
  if (core.length === 0 || !longEnough(core)) return null;
  const joined = core.join('');
  if (isPlace(joined) || HAN_INDUSTRY.includes(joined) || LATIN_INDUSTRY.has(joined)) return null;
  return { tokens: core, industry };
}

// Abbreviations a firm writes for the same line of business.
const HAN_INDUSTRY_SYNONYMS: Readonly<Record<string, string>> = { 律所: '律师事务所', 技术: '科技' };

function industryMarks(words: readonly string[]): Set<string> {
  const marks = new Set<string>();
  for (const word of words) {
    if (!isHan(word)) {
      // Latin industry words compared by stem: tech / technology / technologies.
      marks.add(word.slice(0, 4));
      continue;
    }
    const text = HAN_INDUSTRY_SYNONYMS[word] ?? word;
    const chars = [...text];
    if (chars.length < 2) marks.add(text);
    for (let i = 0; i + 2 <= chars.length; i++) marks.add(chars.slice(i, i + 2).join(''));
  }
  return marks;
}

/** Same trade name is the same business unless both names state different lines of business. */
export function industriesCompatible(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return true;
  const marksB = industryMarks(b);
  return [...industryMarks(a)].some((mark) => marksB.has(mark));
}
