// Synthetic stored names for the index's tests and bench/conflict-check.ts: a firm's mix of
// Chinese personal names (2–3 characters, common surnames far more frequent), Chinese companies
// (place + trade name + industry + legal form), Latin companies and Latin personal names (English,
// and Chinese names in pinyin). Deterministic for a seed, so a run can be repeated.

const words = (text: string) => text.trim().split(/\s+/);
const chars = (text: string) => [...text.replace(/\s+/g, '')];

// Roughly in order of frequency; picks are skewed towards the front of each list.
const SURNAMES =
  chars(`王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程
  苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤`);
const COMPOUND_SURNAMES = words('欧阳 司马 上官 诸葛 东方 慕容');
const GIVEN = chars(`伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红鹏辉建国文斌宇浩凯晨雪琳婷
  丹鑫俊峰志宏海波鹤龙云飞燕玲颖佳欣怡子涵梓轩博翔瑞泽晓光荣成德彬琪岚嘉伦思远嘉怡振东小春亮宁`);
const PLACES =
  words(`北京 北京市 上海 上海市 深圳 深圳市 广州 广州市 杭州 杭州市 南京 成都 武汉 天津 重庆 西安 苏州
  厦门 青岛 广东省深圳市 浙江省杭州市 江苏省苏州市 香港 中国`);
const TRADE_CHARS =
  chars(`华腾阿里中兴海天宏信达通恒瑞盛鑫源泰博安创新锦金银德利嘉和正远龙凯晨星光明辉东方美佳宇航
  飞云智汇益丰润联合众康乐万科捷顺隆昌泽荣诚永弘卓越峰睿启`);
const HAN_INDUSTRIES =
  words(`科技 网络技术 信息技术 网络科技 贸易 投资 实业 电子 医药 生物科技 文化传媒 教育咨询 物流
  建设工程 房地产开发 管理咨询 餐饮管理 汽车服务 新能源 供应链管理 计算机系统 资产管理 律师事务所`);
const HAN_SUFFIXES = words('有限公司 有限公司 股份有限公司 有限责任公司 集团有限公司');
const LATIN_FIRST =
  words(`Global Pacific Golden Summit Apex Blue River Harbor Eastern Northern Silver Crown Royal Bright
  Evergreen Pioneer Horizon Sterling Atlas Orion Phoenix Vertex Maple Oak Falcon Crystal Liberty Prime Unity Delta`);
const LATIN_SECOND =
  words(`Star Bridge Rock Stone Point Gate Field Wave Light Peak Bay Crest Vale Ridge Forge Path
  Harvest Beacon Anchor Arrow`);
const LATIN_INDUSTRIES =
  words(`Technologies Capital Trading Holdings Partners Logistics Consulting Investments Industries
  Systems Pharmaceuticals Media Energy Foods Properties Securities Advisory Ventures`);
const LATIN_SUFFIXES = words('Ltd Limited Inc. LLC Co.,Ltd. PLC GmbH Corp. Pte.Ltd.');
const FIRST_NAMES =
  words(`John Mary James Patricia Robert Jennifer Michael Linda William Elizabeth David Barbara Richard
  Susan Joseph Jessica Thomas Sarah Charles Karen Daniel Nancy Matthew Lisa Anthony Emily Mark Olivia Peter Sophie`);
const LAST_NAMES =
  words(`Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez
  Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Thompson White Harris Clark Lewis Walker Hall Young King Wright`);
const PINYIN_SURNAMES = words(
  'Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo He Gao Lin Luo',
);
const PINYIN_GIVEN =
  words(`Wei Fang Na Min Jing Li Qiang Lei Jun Yang Yong Yan Jie Juan Tao Ming Chao Xia Ping Gang
  Hua Yu Hao Kai Chen Xue Lin Ting Dan Xin Jun Feng Zhi Hong Hai Bo Long Yun Fei`);

/** mulberry32: a small seeded generator, so the same seed gives the same crowd. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type CrowdKind = 'hanPerson' | 'hanCompany' | 'latinCompany' | 'latinPerson';

export class NameCrowd {
  private readonly random: () => number;

  constructor(seed = 7) {
    this.random = seededRandom(seed);
  }

  /** Skewed towards the front: the first entries of each list are the common ones. */
  private pick<T>(list: readonly T[], skew = 1): T {
    return list[Math.floor(this.random() ** (1 + skew) * list.length)] as T;
  }

  hanPerson(): string {
    const surname = this.random() < 0.01 ? this.pick(COMPOUND_SURNAMES) : this.pick(SURNAMES, 1.5);
    const given = this.random() < 0.4 ? 1 : 2;
    let name = surname;
    for (let i = 0; i < given; i++) name += this.pick(GIVEN, 0.5);
    return name;
  }

  hanCompany(): string {
    const place = this.random() < 0.7 ? this.pick(PLACES, 0.5) : '';
    const tradeLength = this.random() < 0.8 ? 2 : 3;
    let trade = '';
    for (let i = 0; i < tradeLength; i++) trade += this.pick(TRADE_CHARS, 0.3);
    return `${place}${trade}${this.pick(HAN_INDUSTRIES, 0.3)}${this.pick(HAN_SUFFIXES, 0)}`;
  }

  latinCompany(): string {
    const head =
      this.random() < 0.3
        ? `${this.pick(LAST_NAMES)} & ${this.pick(LAST_NAMES)}`
        : `${this.pick(LATIN_FIRST, 0.2)} ${this.pick(LATIN_SECOND, 0.2)}`;
    return `${head} ${this.pick(LATIN_INDUSTRIES, 0.2)} ${this.pick(LATIN_SUFFIXES, 0.5)}`;
  }

  latinPerson(): string {
    if (this.random() < 0.4) {
      const given =
        this.random() < 0.5
          ? this.pick(PINYIN_GIVEN)
          : this.pick(PINYIN_GIVEN) + this.pick(PINYIN_GIVEN).toLowerCase();
      return `${this.pick(PINYIN_SURNAMES, 1)} ${given}`;
    }
    return `${this.pick(FIRST_NAMES, 0.5)} ${this.pick(LAST_NAMES, 0.5)}`;
  }

  /** One name of the firm's mix: 40% Chinese persons, 30% Chinese companies, 15% each Latin. */
  next(): { kind: CrowdKind; name: string } {
    const roll = this.random();
    if (roll < 0.4) return { kind: 'hanPerson', name: this.hanPerson() };
    if (roll < 0.7) return { kind: 'hanCompany', name: this.hanCompany() };
    if (roll < 0.85) return { kind: 'latinCompany', name: this.latinCompany() };
    return { kind: 'latinPerson', name: this.latinPerson() };
  }

  /** A typing slip: one character replaced (Chinese) or one letter dropped or doubled (Latin). */
  typo(name: string): string {
    const letters = [...name];
    const at = Math.floor(this.random() * letters.length);
    const letter = letters[at] ?? '';
    if (/\p{Script=Han}/u.test(letter)) letters[at] = this.pick(TRADE_CHARS, 0);
    else if (/\p{L}/u.test(letter)) letters[at] = this.random() < 0.5 ? '' : letter + letter;
    return letters.join('');
  }
}
