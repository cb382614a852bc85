import { type DecimalInput, toDecimal } from '../money/exact-decimal.ts';

/**
 * The Chinese capital amount (大写金额) a bill prints beside its total, written by the People's
 * Bank of China's rules for filling in bills and settlement vouchers (《支付结算办法》附件一
 * 《正确填写票据和结算凭证的基本规定》):
 * - digits 壹贰叁肆伍陆柒捌玖, units 拾佰仟万亿, 元角分; a leading ten is 壹拾 (10 → 壹拾元整), so
 *   nothing can be written in front of it;
 * - "到元为止的，在元之后应写整字" — 整 after 元 when there are no 角 and 分 (10,005.00 → 壹万零伍元整);
 *   nothing after 角 or 分 (the rule allows omitting it after 角; we do, so the forms stay one);
 * - "阿拉伯数字中间有0时，应写零字；中间连续有几个0时，可以只写一个零字" (6,007.14 → 陆仟零柒元壹角肆分);
 * - "万位、元位是0 … 但千位、角位不是0时，可以只写一个零字，也可以不写零字": the whole part is always
 *   read as a number is (its inner zeros written, 壹拾万零柒仟), and no 零 comes between 元 and 角,
 *   the rule's second form (107,000.53 → 壹拾万零柒仟元伍角叁分; 1,680.32 → 壹仟陆佰捌拾元叁角贰分;
 *   100,000,000.10 → 壹亿元壹角): one form for every amount;
 * - "角位是0而分位不是0时，元后面应写零字" (16,409.02 → 壹万陆仟肆佰零玖元零贰分).
 * A negative amount (a credit) starts with 负; amounts under one yuan have no 元 (0.05 → 伍分).
 * Amounts are rounded half-up to the cent first, as every amount of a bill is (decision 0030).
 */
const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
/** Units within a group of four digits: ones, tens, hundreds, thousands. */
const SMALL_UNITS = ['', '拾', '佰', '仟'] as const;
/** Units of the groups of four: ones, 万, 亿, 万 (of 亿: 万亿). */
const GROUP_UNITS = ['', '万', '亿', '万'] as const;
/** numeric(15,2) holds 13 whole digits; 16 (below 一亿亿) is the most the units above can write. */
const MAX_WHOLE_DIGITS = 16;

/** Chinese names of the currencies a bill may be in, prefixed to the capital amount (decision 0030). */
export const CURRENCY_CHINESE_NAMES: Readonly<Record<string, string>> = {
  CNY: '人民币',
  USD: '美元',
  HKD: '港币',
  EUR: '欧元',
  GBP: '英镑',
  JPY: '日元',
  MOP: '澳门元',
  TWD: '新台币',
  SGD: '新加坡元',
  AUD: '澳大利亚元',
  CAD: '加拿大元',
  CHF: '瑞士法郎',
  KRW: '韩元',
};

function wholeInCapitals(whole: string): string {
  const length = whole.length;
  const groupHasDigits = (group: number) => {
    const end = length - group * 4;
    return /[1-9]/.test(whole.slice(Math.max(0, end - 4), end));
  };
  let text = '';
  let zeroPending = false;
  for (let index = 0; index < length; index += 1) {
    const position = length - 1 - index;
    const digit = Number(whole[index]);
    if (digit === 0) {
      if (text !== '') zeroPending = true;
    } else {
      if (zeroPending) text += '零';
      zeroPending = false;
      text += DIGITS[digit]! + SMALL_UNITS[position % 4]!;
    }
    if (position % 4 === 0 && position > 0) {
      const group = position / 4;
      // 亿 is written when its group or the 万亿 group above has digits: 1,0000,0000,0000 → 壹万亿.
      const write = groupHasDigits(group) || (group === 2 && groupHasDigits(3));
      if (write) text += GROUP_UNITS[group]!;
    }
  }
  return text;
}

/**
 * The capital amount of `value` (decimal text or decimal), e.g. `1234.56` → `壹仟贰佰叁拾肆元伍角陆分`;
 * with a `currency` other than CNY its Chinese name goes first (`USD` → `美元…`; an unknown code is
 * written as itself). Throws for text that is not a number or an amount beyond 万亿.
 */
export function capitalAmount(value: DecimalInput, currency = 'CNY'): string {
  const amount = toDecimal(value).toDecimalPlaces(2);
  const [whole = '0', fraction = '00'] = amount.abs().toFixed(2).split('.');
  if (whole.length > MAX_WHOLE_DIGITS)
    throw new RangeError(`amount too large for a capital amount: ${value}`);
  const jiao = Number(fraction[0]);
  const fen = Number(fraction[1]);
  const hasWhole = whole !== '0';
  let text = hasWhole ? `${wholeInCapitals(whole)}元` : '';
  if (jiao === 0 && fen === 0) {
    text = `${hasWhole ? text : '零元'}整`;
  } else {
    if (jiao > 0) text += `${DIGITS[jiao]}角`;
    if (fen > 0) text += `${hasWhole && jiao === 0 ? '零' : ''}${DIGITS[fen]}分`;
  }
  const sign = amount.isNegative() && !amount.isZero() ? '负' : '';
  const prefix = currency === 'CNY' ? '' : (CURRENCY_CHINESE_NAMES[currency] ?? currency);
  return `${prefix}${sign}${text}`;
}
