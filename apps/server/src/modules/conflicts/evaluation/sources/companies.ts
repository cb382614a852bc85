/**
 * Company names the labelled set (../labelled-pairs.tsv) is built from.
 *
 * Sources:
 * - Legal forms: ISO 20275 Entity Legal Forms code list (GLEIF ELF list, version 1.5), each form
 *   as written out and as abbreviated in the registers of its jurisdiction.
 * - Companies per jurisdiction: constituents of the national indices (S&P 500, FTSE 100, DAX 40,
 *   CAC 40, FTSE MIB, IBEX 35, AEX, SMI, Nikkei 225, KOSPI 50, Straits Times Index, ASX 50,
 *   Hang Seng Index, TAIEX top 50), the name without its legal form.
 * - Chinese trade names (字号): Shanghai and Shenzhen exchanges' 证券简称 of listed companies and
 *   brands; industry words and places as 《企业名称登记管理规定》 composes a registered name
 *   (place from GB/T 2260, industry from GB/T 4754).
 * - Fund managers: PEI 300 (2024) and the Asian managers of AVCJ's league tables.
 */
export interface LegalForm {
  jurisdiction: string;
  writtenOut: readonly string[];
  abbreviated: readonly string[];
}

export const LEGAL_FORMS: readonly LegalForm[] = [
  { jurisdiction: 'US', writtenOut: ['Incorporated'], abbreviated: ['Inc.', 'Inc', 'INC.'] },
  { jurisdiction: 'US', writtenOut: ['Corporation'], abbreviated: ['Corp.', 'Corp'] },
  { jurisdiction: 'US', writtenOut: ['Limited Liability Company'], abbreviated: ['LLC', 'L.L.C.'] },
  { jurisdiction: 'US', writtenOut: ['Limited Partnership'], abbreviated: ['L.P.', 'LP'] },
  { jurisdiction: 'UK', writtenOut: ['Public Limited Company'], abbreviated: ['PLC', 'plc', 'p.l.c.'] },
  { jurisdiction: 'UK', writtenOut: ['Limited'], abbreviated: ['Ltd', 'Ltd.', 'LTD'] },
  { jurisdiction: 'UK', writtenOut: ['Limited Liability Partnership'], abbreviated: ['LLP', 'L.L.P.'] },
  { jurisdiction: 'DE', writtenOut: ['Aktiengesellschaft'], abbreviated: ['AG'] },
  {
    jurisdiction: 'DE',
    writtenOut: ['Gesellschaft mit beschränkter Haftung', 'Gesellschaft mbH'],
    abbreviated: ['GmbH', 'G.m.b.H.'],
  },
  { jurisdiction: 'DE', writtenOut: ['Kommanditgesellschaft auf Aktien'], abbreviated: ['KGaA'] },
  { jurisdiction: 'DE', writtenOut: ['Kommanditgesellschaft'], abbreviated: ['KG'] },
  { jurisdiction: 'FR', writtenOut: ['Société anonyme'], abbreviated: ['SA', 'S.A.'] },
  { jurisdiction: 'FR', writtenOut: ['Société par actions simplifiée'], abbreviated: ['SAS', 'S.A.S.'] },
  { jurisdiction: 'FR', writtenOut: ['Société à responsabilité limitée'], abbreviated: ['SARL', 'S.A.R.L.'] },
  {
    jurisdiction: 'IT',
    writtenOut: ['Società per Azioni', 'Società per azioni'],
    abbreviated: ['S.p.A.', 'SpA', 'S.P.A.'],
  },
  {
    jurisdiction: 'IT',
    writtenOut: ['Società a responsabilità limitata'],
    abbreviated: ['S.r.l.', 'Srl', 'S.R.L.'],
  },
  { jurisdiction: 'ES', writtenOut: ['Sociedad Anónima'], abbreviated: ['S.A.', 'SA'] },
  { jurisdiction: 'ES', writtenOut: ['Sociedad Limitada'], abbreviated: ['S.L.', 'SL'] },
  { jurisdiction: 'NL', writtenOut: ['Naamloze Vennootschap'], abbreviated: ['N.V.', 'NV'] },
  { jurisdiction: 'NL', writtenOut: ['Besloten Vennootschap'], abbreviated: ['B.V.', 'BV'] },
  { jurisdiction: 'CH', writtenOut: ['Aktiengesellschaft', 'Société anonyme'], abbreviated: ['AG', 'SA'] },
  { jurisdiction: 'JP', writtenOut: ['Kabushiki Kaisha'], abbreviated: ['K.K.', 'KK', 'Co., Ltd.'] },
  { jurisdiction: 'JP', writtenOut: ['Godo Kaisha'], abbreviated: ['G.K.', 'GK'] },
  {
    jurisdiction: 'KR',
    writtenOut: ['Company Limited', 'Jusik Hoesa'],
    abbreviated: ['Co., Ltd.', 'Co. Ltd'],
  },
  { jurisdiction: 'SG', writtenOut: ['Private Limited'], abbreviated: ['Pte. Ltd.', 'Pte Ltd', 'PTE. LTD.'] },
  {
    jurisdiction: 'AU',
    writtenOut: ['Proprietary Limited'],
    abbreviated: ['Pty Ltd', 'Pty. Ltd.', 'PTY LTD'],
  },
  { jurisdiction: 'AU', writtenOut: ['Limited'], abbreviated: ['Ltd', 'Ltd.'] },
  { jurisdiction: 'HK', writtenOut: ['Company Limited', 'Limited'], abbreviated: ['Co., Ltd.', 'Ltd.'] },
  { jurisdiction: 'TW', writtenOut: ['Company Limited', 'Corporation'], abbreviated: ['Co., Ltd.', 'Corp.'] },
  { jurisdiction: 'CN', writtenOut: ['有限责任公司', '股份有限公司'], abbreviated: ['有限公司', '股份公司'] },
  { jurisdiction: 'HK', writtenOut: ['有限公司'], abbreviated: ['公司'] },
  { jurisdiction: 'TW', writtenOut: ['股份有限公司'], abbreviated: ['公司'] },
];

/** Index constituents by jurisdiction, their legal form left off. */
export const COMPANIES_BY_JURISDICTION: Readonly<Record<string, readonly string[]>> = {
  US: [
    'Apple',
    'Microsoft',
    'Alphabet',
    'Nvidia',
    'Caterpillar',
    'Honeywell International',
    'Lockheed Martin',
    'Raytheon Technologies',
    'Qualcomm',
    'Texas Instruments',
    'Colgate-Palmolive',
    'Kimberly-Clark',
    'Archer-Daniels-Midland',
    'Emerson Electric',
    'Illinois Tool Works',
    'Marathon Petroleum',
  ],
  UK: [
    'Tesco',
    'Unilever',
    'Barclays',
    'Vodafone Group',
    'Rolls-Royce Holdings',
    'Sainsbury',
    'Diageo',
    'Reckitt Benckiser',
    'Aviva',
    'Legal & General',
    'Rentokil Initial',
    'Whitbread',
    'Persimmon',
    'Burberry',
  ],
  DE: [
    'Siemens',
    'Volkswagen',
    'Bayer',
    'Henkel',
    'Continental',
    'Beiersdorf',
    'Heidelberg Materials',
    'Zalando',
    'Rheinmetall',
    'Brenntag',
    'Symrise',
    'Porsche',
    'Hannover Rück',
    'Merck',
  ],
  FR: [
    'Carrefour',
    'Danone',
    'Michelin',
    'Renault',
    'Orange',
    'Vinci',
    'Bouygues',
    'Pernod Ricard',
    'Saint-Gobain',
    'Thales',
    'Publicis Groupe',
    'Capgemini',
    'Legrand',
    'Veolia Environnement',
  ],
  IT: [
    'Eni',
    'Enel',
    'Intesa Sanpaolo',
    'UniCredit',
    'Leonardo',
    'Pirelli',
    'Moncler',
    'Prysmian',
    'Telecom Italia',
    'Snam',
    'Terna',
    'Mediobanca',
    'Poste Italiane',
    'Saipem',
  ],
  ES: [
    'Telefónica',
    'Iberdrola',
    'Repsol',
    'Inditex',
    'Banco Santander',
    'Banco Bilbao Vizcaya Argentaria',
    'CaixaBank',
    'Ferrovial',
    'Acciona',
    'Endesa',
    'Mapfre',
    'Naturgy Energy Group',
    'Grifols',
    'Indra Sistemas',
  ],
  NL: [
    'Koninklijke Philips',
    'Heineken',
    'ING Groep',
    'Koninklijke Ahold Delhaize',
    'Wolters Kluwer',
    'Akzo Nobel',
    'Randstad',
    'Koninklijke KPN',
    'Aegon',
    'ASM International',
    'Prosus',
    'IMCD',
  ],
  CH: [
    'Novartis',
    'Nestlé',
    'Roche Holding',
    'Zurich Insurance Group',
    'Swiss Re',
    'Lonza Group',
    'Givaudan',
    'Geberit',
    'Sika',
    'Schindler Holding',
    'Swisscom',
    'Partners Group Holding',
  ],
  JP: [
    'Toyota Motor',
    'Hitachi',
    'Mitsubishi',
    'Toshiba',
    'Komatsu',
    'Shiseido',
    'Kirin Holdings',
    'Asahi Group Holdings',
    'Daikin Industries',
    'Fanuc',
    'Keyence',
    'Shin-Etsu Chemical',
    'Kyocera',
    'Nidec',
  ],
  KR: [
    'Samsung Electronics',
    'Hyundai Motor',
    'SK Hynix',
    'POSCO Holdings',
    'Kia',
    'Naver',
    'Kakao',
    'Celltrion',
    'Lotte Chemical',
    'Hanwha Aerospace',
    'Doosan Enerbility',
    'Korean Air Lines',
  ],
  SG: [
    'Wilmar International',
    'Singapore Airlines',
    'CapitaLand Investment',
    'Keppel',
    'Sembcorp Industries',
    'Venture Corporation',
    'Genting Singapore',
    'City Developments',
    'Jardine Cycle & Carriage',
    'Yangzijiang Shipbuilding',
  ],
  AU: [
    'Wesfarmers',
    'Woolworths Group',
    'Telstra Group',
    'Qantas Airways',
    'Fortescue',
    'Macquarie Group',
    'Rio Tinto',
    'Woodside Energy Group',
    'Brambles',
    'Cochlear',
    'Santos',
    'Coles Group',
    'Transurban Group',
  ],
  HK: [
    'CK Hutchison Holdings',
    'Sun Hung Kai Properties',
    'Swire Pacific',
    'Henderson Land Development',
    'New World Development',
    'Galaxy Entertainment Group',
    'Techtronic Industries',
    'Link Real Estate',
    'Hang Lung Properties',
    'Power Assets Holdings',
    'Sino Land',
    'Wharf Real Estate Investment',
  ],
  TW: [
    'Hon Hai Precision Industry',
    'MediaTek',
    'Delta Electronics',
    'Quanta Computer',
    'ASE Technology Holding',
    'Formosa Plastics',
    'Nan Ya Plastics',
    'China Steel',
    'Chunghwa Telecom',
    'Uni-President Enterprises',
    'Largan Precision',
    'Asustek Computer',
    'Acer',
    'Pegatron',
  ],
  CN: [
    '华为技术',
    '比亚迪',
    '格力电器',
    '美的集团',
    '海尔智家',
    '宁德时代新能源科技',
    '三一重工',
    '福耀玻璃工业集团',
    '潍柴动力',
    '万华化学集团',
    '中联重科',
    '海天味业',
    '伊利实业集团',
    '恒瑞医药',
  ],
};

/** Trade names (字号) of listed Chinese companies and brands. */
export const HAN_TRADE_NAMES =
  `格力 美的 海尔 海信 长虹 康佳 创维 格林美 恒瑞 复星 万华 三一 中联 徐工 潍柴 宇通
  福耀 伊利 蒙牛 光明 双汇 海天 洋河 汾酒 迈瑞 药明 智飞 爱尔 通策 欧普 老板 苏泊尔 九阳 小天鹅 立白
  安踏 李宁 特步 波司登 森马 海澜 雅戈尔 红豆 娃哈哈 农夫山泉 康师傅 今麦郎 旺旺 达利 盼盼 良品铺子 周黑鸭
  绝味 海底捞 西贝 喜茶 奈雪 蜜雪冰城 瑞幸 名创优品 泡泡玛特 大疆 优必选 商汤 旷视 寒武纪 地平线 蔚来 小鹏
  理想 零跑 极氪 岚图 长城 奇瑞 江淮 江铃 宝骏 五菱 金龙 中通 申通 圆通 韵达 德邦 极兔 菜鸟 贝壳 链家
  携程 同程 途牛 爱奇艺 优酷 芒果 斗鱼 虎牙 陌陌 知乎 豆瓣 微博 唯品会 苏宁 国美 永辉 物美 华联 步步高
  联华 汇源 燕京 雪花 华润 招商 平安 华泰 国信 广发 兴业 民生 光大 浦发 华夏 恒生 东方 天虹 银泰 万达
  绿地 龙湖 融创 世茂 金地 招商蛇口 保利 华侨城 中海 越秀 富力 雅居乐 旭辉 新城 金科 阳光城 泰禾 正荣
  立讯 歌尔 蓝思 舜宇 欧菲 京东方 天马 华星 中芯 长电 通富 韦尔 兆易 紫光 卓胜微 汇顶 闻泰 传音 中天
  亨通 烽火 光迅 新易盛 中际旭创 浪潮 曙光 同方 东软 用友 金蝶 恒生电子 宝信 广联达 科大讯飞 海康 大华
  宇视 萤石 安恒 奇安信 深信服 启明星辰 天融信 绿盟 三六零 金山 猎豹 迅雷 暴风 乐视 小米 魅族 一加 真我`
    .split(/\s+/)
    .filter(Boolean);

export const HAN_PLACES =
  `北京 上海 深圳 广州 杭州 南京 苏州 武汉 成都 天津 重庆 西安 青岛 厦门 宁波 长沙 郑州
  济南 合肥 福州 北京市 上海市 深圳市 广州市 杭州市 广东省深圳市 浙江省杭州市 江苏省苏州市`
    .split(/\s+/)
    .filter(Boolean);

/** Industry words (GB/T 4754 divisions as names use them) and lines of business that differ. */
export const HAN_INDUSTRIES = `科技 网络科技 信息技术 贸易 投资 实业 电子 医药 生物科技 文化传媒 教育咨询 物流
  建设工程 房地产开发 管理咨询 餐饮管理 汽车服务 新能源 供应链管理 资产管理`
  .split(/\s+/)
  .filter(Boolean);

/** Pairs of lines of business that are different businesses under one trade name (招商银行 / 招商证券). */
export const HAN_OTHER_BUSINESS: readonly [string, string][] = [
  ['银行', '证券'],
  ['银行', '保险'],
  ['证券', '基金'],
  ['地产', '银行'],
  ['医药', '地产'],
  ['物流', '医药'],
  ['电子', '食品'],
  ['餐饮管理', '医药'],
  ['贸易', '证券'],
  ['汽车服务', '保险'],
];

export const HAN_FORMS = ['有限公司', '股份有限公司', '有限责任公司', '集团有限公司'];

export const LATIN_HEADS =
  `Global Pacific Golden Summit Apex Blue River Harbor Eastern Northern Silver Crown Royal
  Bright Evergreen Pioneer Horizon Sterling Atlas Orion Phoenix Vertex Maple Oak Falcon Crystal Liberty
  Prime Unity Delta Meridian Cascade Granite Emerald Sapphire Redwood Aurora Keystone Lighthouse Beacon`
    .split(/\s+/)
    .filter(Boolean);

export const LATIN_INDUSTRIES =
  `Technologies Capital Trading Holdings Partners Logistics Consulting Investments
  Industries Systems Pharmaceuticals Media Energy Foods Properties Securities Advisory Ventures`
    .split(/\s+/)
    .filter(Boolean);

/** Brands and romanised place and trade names (not English words), for Latin typing slips. */
export const LATIN_BRANDS =
  `Shenzhen Guangzhou Hangzhou Huawei Tencent Alibaba Xiaomi Lenovo Haier Midea Geely
  Siemens Bosch Nestle Novartis Heineken Carrefour Danone Michelin Renault Peugeot Ferrari Lamborghini
  Telefonica Iberdrola Santander Ericsson Nokia Volvo Electrolux Maersk Carlsberg Adidas Henkel Linde
  Goldman Rothschild Schroders Jardine Matheson Swire Hutchison Wharf Kerry Sinopec Cosco Fosun Wanda
  Vanke Evergrande Longfor Sunac Country Yili Mengniu Tsingtao Moutai Wuliangye Haitian Anta Lining`
    .split(/\s+/)
    .filter(Boolean);

/** Fund managers (PEI 300, AVCJ) and the strategies their funds are named after. */
export const FUND_MANAGERS =
  `Blackstone KKR Carlyle Apollo TPG Warburg-Pincus Bain-Capital Advent EQT CVC Permira
  Hillhouse Hony CDH Primavera Boyu FountainVest Hosen Legend Qiming IDG GGV Lightspeed Accel Insight
  General-Atlantic Silver-Lake Thoma-Bravo Vista Hellman-Friedman Brookfield Ares Oaktree Ardian Cinven Apax`
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => name.replace(/-/g, ' '));

export const FUND_STRATEGIES = [
  'Growth Fund',
  'Capital Partners',
  'Opportunity Fund',
  'Asia Fund',
  'Real Estate Partners',
  'Credit Fund',
  'Infrastructure Fund',
  'Buyout Fund',
  'Venture Fund',
];

/** Series marks that tell two funds of one manager apart. */
export const FUND_SERIES: readonly [string, string][] = [
  ['I', 'II'],
  ['II', 'III'],
  ['III', 'IV'],
  ['IV', 'V'],
  ['V', 'VI'],
  ['VI', 'VII'],
  ['VII', 'VIII'],
  ['VIII', 'IX'],
  ['IX', 'X'],
  ['1', '2'],
  ['2', '3'],
  ['2019', '2021'],
  ['A', 'B'],
];

/** English words one letter apart (both in a standard English dictionary): different businesses. */
export const WORD_NEIGHBOURS: readonly [string, string][] = [
  ['Metals', 'Petals'],
  ['Power', 'Tower'],
  ['Rock', 'Rack'],
  ['Stone', 'Store'],
  ['Light', 'Night'],
  ['Bridge', 'Ridge'],
  ['Star', 'Stay'],
  ['Wave', 'Save'],
  ['Peak', 'Pear'],
  ['Gate', 'Game'],
  ['Point', 'Paint'],
  ['Crest', 'Chest'],
  ['Coast', 'Boast'],
  ['Mining', 'Dining'],
  ['Capital', 'Capitol'],
  ['Trust', 'Crust'],
  ['Silver', 'Sliver'],
  ['Gold', 'Bold'],
  ['Crown', 'Clown'],
  ['Royal', 'Loyal'],
  ['Bright', 'Fright'],
  ['Prime', 'Prize'],
  ['Orion', 'Onion'],
  ['Oak', 'Oat'],
  ['River', 'Rover'],
  ['Eagle', 'Beagle'],
  ['Atlas', 'Alias'],
  ['Beacon', 'Bacon'],
  ['Arrow', 'Barrow'],
  ['Forge', 'Gorge'],
  ['Bay', 'Ray'],
  ['Path', 'Bath'],
  ['Field', 'Yield'],
  ['Marine', 'Martine'],
  ['Harvest', 'Harvey'],
];
