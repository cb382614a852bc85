import { words } from './words.ts';

// Place names that open or annotate Chinese company names (行政区划 in 企业名称登记管理规定: a
// registered name is place + trade name + industry + legal form). Provinces, the four
// municipalities, special regions and the cities our clients most often register in; the list is
// for recognising a prefix, not a gazetteer, so a missing city only means a weaker trade-name key.
const HAN_PLACES = words(`
  中国 中华 全国 香港 澳门 台湾 北京 上海 天津 重庆 河北 山西 辽宁 吉林
  黑龙江 江苏 浙江 安徽 福建 江西 山东 河南 湖北 湖南 广东 海南 四川 贵州
  云南 陕西 甘肃 青海 内蒙古 广西 西藏 宁夏 新疆 深圳 广州 杭州 南京 苏州
  武汉 成都 西安 青岛 大连 厦门 宁波 无锡 长沙 郑州 济南 合肥 福州 沈阳
  长春 哈尔滨 昆明 南宁 珠海 东莞 佛山 海口 三亚 石家庄 太原 南昌 贵阳 兰州
  乌鲁木齐 呼和浩特 拉萨 银川 西宁 温州 常州 烟台 雄安
`);

// A place may carry its administrative unit: 北京市, 广东省, 广西壮族自治区, 香港特别行政区.
const HAN_UNITS = ['特别行政区', '壮族自治区', '回族自治区', '维吾尔自治区', '自治区', '省', '市'];

const LATIN_PLACES = words(`
  china prc beijing shanghai tianjin chongqing shenzhen guangzhou hangzhou nanjing suzhou
  wuhan chengdu xian qingdao dalian xiamen ningbo zhuhai hongkong hk macau macao taiwan
  singapore asia usa us uk europe
`);

const HAN_PLACE_SET = new Set(HAN_PLACES);
const LATIN_PLACE_SET = new Set(LATIN_PLACES);
const HAN_BY_LENGTH = [...HAN_PLACES].sort((a, b) => b.length - a.length);

/** Length of the place (with its unit) that opens a Han string, or 0. */
export function hanPlacePrefixLength(han: string): number {
  for (const place of HAN_BY_LENGTH) {
    if (!han.startsWith(place)) continue;
    const unit = HAN_UNITS.find((u) => han.startsWith(u, place.length));
    return place.length + (unit?.length ?? 0);
  }
  return 0;
}

/** Whether a whole word or bracket note is a place (香港, 北京市, beijing, hong kong). */
export function isPlace(word: string): boolean {
  const squeezed = word.replace(/\s+/g, '');
  if (LATIN_PLACE_SET.has(squeezed)) return true;
  if (HAN_PLACE_SET.has(squeezed)) return true;
  const length = hanPlacePrefixLength(squeezed);
  return length > 0 && length === squeezed.length;
}

export function isLatinPlaceWord(word: string): boolean {
  return LATIN_PLACE_SET.has(word);
}
