/**
 * Public institutions and their usual abbreviations, which the well-known-names seed does not
 * hold: the set's "abbreviation" class, a measure of what the dictionary does not know. Source:
 * the State Council's list of its ministries and agencies (国务院组成部门、直属机构) and the
 * Ministry of Education's list of universities, with the short names they use themselves.
 */
export const INSTITUTIONS: readonly [full: string, short: string][] = [
  ['国家发展和改革委员会', '国家发改委'],
  ['中国证券监督管理委员会', '证监会'],
  ['中国人民银行', '人民银行'],
  ['国家市场监督管理总局', '市场监管总局'],
  ['国有资产监督管理委员会', '国资委'],
  ['中国科学院', '中科院'],
  ['中国社会科学院', '社科院'],
  ['新华通讯社', '新华社'],
  ['中央广播电视总台', '央视'],
  ['北京大学', '北大'],
  ['清华大学', '清华'],
  ['上海交通大学', '上海交大'],
  ['复旦大学', '复旦'],
  ['中国人民大学', '人大'],
  ['浙江大学', '浙大'],
  ['南京大学', '南大'],
  ['中国国际贸易促进委员会', '贸促会'],
  ['国家外汇管理局', '外汇局'],
  ['国家税务总局', '税务总局'],
  ['最高人民法院', '最高法'],
  ['最高人民检察院', '最高检'],
  ['中华全国总工会', '全总'],
  ['中国红十字会总会', '红十字会'],
  ['香港特别行政区政府', '港府'],
];
