/** Short names as people write them in a case name: 华瑞控股集团有限公司 → 华瑞控股. */
const CN_SUFFIXES = [
  '股份有限公司',
  '有限责任公司',
  '有限公司',
  '合伙企业',
  '株式会社',
  '集团',
  '公司',
  '投资管理',
  '网络科技',
  '信息技术',
  '科技',
  '技术',
  '发展',
];
const CN_CITIES = [
  '北京',
  '上海',
  '深圳',
  '杭州',
  '广州',
  '苏州',
  '南京',
  '武汉',
  '成都',
  '天津',
  '厦门',
  '无锡',
];
const EN_SUFFIXES = [
  ', Inc.',
  ' Co., Ltd.',
  ' Pte. Ltd.',
  ' Limited',
  ' Ltd.',
  ' GmbH',
  ' AG',
  ' plc',
  ' LLP',
  ' LP',
  ' L.P.',
  ' LLC',
];
const EN_CITIES = ['Beijing ', 'Shanghai ', 'Shenzhen ', 'Hangzhou ', 'Guangzhou ', 'Suzhou ', 'Nanjing '];

export function shortNameCn(name: string): string {
  let short = name.replace(/（[^）]*）|\([^)]*\)/g, '');
  for (let changed = true; changed; ) {
    changed = false;
    for (const suffix of CN_SUFFIXES)
      if (short.endsWith(suffix) && short.length - suffix.length >= 2) {
        short = short.slice(0, -suffix.length);
        changed = true;
      }
  }
  for (const city of CN_CITIES)
    if (short.startsWith(city) && short.length - city.length >= 2) short = short.slice(city.length);
  return short;
}

export function shortNameEn(name: string): string {
  let short = name.replace(/\s*\([^)]*\)/g, '');
  for (let changed = true; changed; ) {
    changed = false;
    for (const suffix of EN_SUFFIXES)
      if (short.endsWith(suffix)) {
        short = short.slice(0, -suffix.length);
        changed = true;
      }
  }
  for (const city of EN_CITIES) if (short.startsWith(city)) short = short.slice(city.length);
  return short;
}
