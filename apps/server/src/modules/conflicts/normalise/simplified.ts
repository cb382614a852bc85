import * as OpenCC from 'opencc-js';

// The same company is registered as 华为 on the mainland and written 華為 in Hong Kong and Taiwan
// filings. Hong Kong and Taiwan variant characters differ (滙/匯, 裏/裡), so both conversions run:
// each leaves characters it does not know untouched, and simplified text passes through unchanged.
const fromHongKong = OpenCC.Converter({ from: 'hk', to: 'cn' });
const fromTaiwan = OpenCC.Converter({ from: 'tw', to: 'cn' });

export function toSimplified(text: string): string {
  return fromTaiwan(fromHongKong(text));
}
