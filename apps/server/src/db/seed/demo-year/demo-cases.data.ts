import type { PracticeGroupKey } from '../organization.seed.ts';

/**
 * What each practice group's matters are called, in both languages: `{c}` is the client's short
 * name, `{a}` the other side or the target. The case type is hk_project_type (1 litigation,
 * 2 arbitration, 3 transactional, 4 retainer, 5 special project).
 */
export interface MatterTemplate {
  nameCn: string;
  nameEn: string;
  projectType: string;
  /** Whose name `{a}` is: an adverse party, a target or counterparty (related), or none. */
  other: 'adverse' | 'related' | 'none';
  description: string;
}

const t = (
  nameCn: string,
  nameEn: string,
  projectType: string,
  other: MatterTemplate['other'],
  description: string,
): MatterTemplate => ({ nameCn, nameEn, projectType, other, description });

export const MATTERS: Readonly<Record<PracticeGroupKey, readonly MatterTemplate[]>> = {
  corporate: [
    t(
      '{c}收购{a}控股权',
      '{C} acquisition of a controlling stake in {A}',
      '3',
      'related',
      '尽职调查、交易文件起草与谈判、经营者集中申报。',
    ),
    t(
      '{c}出售{a}股权',
      '{C} sale of its shares in {A}',
      '3',
      'related',
      '卖方法律顾问：竞价程序、股权转让协议、交割。',
    ),
    t(
      '{c}与{a}合资设立项目',
      '{C} joint venture with {A}',
      '3',
      'related',
      '合资合同、公司章程、董事会安排及知识产权许可。',
    ),
    t('{c}集团内部重组', '{C} group restructuring', '5', 'none', '境内外架构调整、资产划转及税务协同。'),
    t(
      '{c}跨境并购尽职调查',
      '{C} cross-border acquisition due diligence',
      '3',
      'related',
      '目标公司法律尽职调查及报告。',
    ),
  ],
  capitalMarkets: [
    t(
      '{c}科创板首次公开发行',
      '{C} STAR Market IPO',
      '3',
      'related',
      '发行人律师：法律意见书、律师工作报告、问询回复。',
    ),
    t(
      '{c}香港联交所主板上市',
      '{C} Main Board listing in Hong Kong',
      '3',
      'related',
      '中国法律顾问：境内合规、招股书审阅、中国证监会备案。',
    ),
    t('{c}公司债券发行', '{C} corporate bond issue', '3', 'related', '债券募集说明书审阅、法律意见书。'),
    t(
      '{c}年度信息披露常年顾问',
      '{C} disclosure counsel retainer',
      '4',
      'none',
      '定期报告、临时公告及三会文件审阅。',
    ),
    t(
      '{c}向特定对象发行股票',
      '{C} private placement of A shares',
      '3',
      'related',
      '再融资申报文件、法律意见书。',
    ),
  ],
  privateEquity: [
    t('{c}C轮融资', '{C} Series C financing', '3', 'related', '公司方律师：投资协议、股东协议、章程修订。'),
    t(
      '{c}对{a}的Pre-IPO投资',
      '{C} pre-IPO investment in {A}',
      '3',
      'related',
      '投资方律师：尽职调查、投资文件谈判。',
    ),
    t(
      '{c}人民币基金设立及募集',
      '{C} RMB fund formation',
      '3',
      'none',
      '有限合伙协议、募集文件、基金业协会备案。',
    ),
    t('{c}投资组合退出', '{C} portfolio exit', '3', 'related', '老股转让、回购及清算安排。'),
  ],
  disputes: [
    t(
      '{c}诉{a}买卖合同纠纷',
      '{C} v. {A} (sale contract dispute)',
      '1',
      'adverse',
      '一审诉讼代理：起诉、财产保全、庭审。',
    ),
    t(
      '{c}与{a}建设工程施工合同纠纷仲裁',
      '{C} v. {A} (construction contract arbitration)',
      '2',
      'adverse',
      '仲裁代理：仲裁申请、证据、开庭。',
    ),
    t(
      '{a}诉{c}股权转让纠纷',
      '{A} v. {C} (share transfer dispute)',
      '1',
      'adverse',
      '被告代理：答辩、反诉评估、庭审。',
    ),
    t(
      '{c}申请执行{a}',
      '{C} enforcement against {A}',
      '1',
      'adverse',
      '强制执行：财产线索调查、执行申请、拍卖程序。',
    ),
    t(
      '{c}与{a}国际货物买卖合同仲裁',
      '{C} v. {A} (international sale of goods arbitration)',
      '2',
      'adverse',
      'CIETAC 仲裁代理。',
    ),
  ],
  ip: [
    t(
      '{c}诉{a}商标侵权及不正当竞争纠纷',
      '{C} v. {A} (trademark infringement and unfair competition)',
      '1',
      'adverse',
      '取证、起诉、诉前禁令。',
    ),
    t(
      '{c}诉{a}发明专利侵权纠纷',
      '{C} v. {A} (invention patent infringement)',
      '1',
      'adverse',
      '侵权比对、起诉、技术调查官沟通。',
    ),
    t(
      '{c}商业秘密保护专项',
      '{C} trade secret protection programme',
      '5',
      'none',
      '保密制度、员工协议、泄密应对预案。',
    ),
    t('{c}全球商标布局', '{C} global trademark portfolio', '5', 'none', '商标检索、申请策略及异议应对。'),
  ],
  banking: [
    t('{c}银团贷款', '{C} syndicated loan', '3', 'related', '贷款人律师：贷款协议、担保文件、法律意见书。'),
    t('{c}常年法律顾问', '{C} general counsel retainer', '4', 'none', '日常合同审阅、监管咨询。'),
    t(
      '{c}资产支持证券项目',
      '{C} asset-backed securities',
      '3',
      'related',
      '交易结构、基础资产尽职调查、法律意见书。',
    ),
    t('{c}不良资产包处置', '{C} NPL portfolio disposal', '3', 'related', '资产包转让协议、债权核查。'),
  ],
  compliance: [
    t(
      '{c}数据出境合规专项',
      '{C} cross-border data transfer compliance',
      '5',
      'none',
      '数据出境安全评估、标准合同备案。',
    ),
    t(
      '{c}反腐败内部调查',
      '{C} internal anti-corruption investigation',
      '5',
      'none',
      '访谈、电子数据审阅、调查报告。',
    ),
    t(
      '{c}出口管制合规审查',
      '{C} export control compliance review',
      '5',
      'none',
      '物项分类、最终用户审查、合规手册。',
    ),
    t(
      '{c}个人信息保护合规',
      '{C} personal information protection compliance',
      '5',
      'none',
      '隐私政策、个人信息影响评估。',
    ),
  ],
  employment: [
    t('{c}与{a}劳动争议仲裁', '{C} v. {A} (employment arbitration)', '2', 'adverse', '劳动仲裁代理。'),
    t(
      '{c}员工股权激励计划',
      '{C} employee share incentive plan',
      '5',
      'none',
      '激励方案、授予协议、税务申报指引。',
    ),
    t(
      '{c}经济性裁员专项',
      '{C} workforce reduction programme',
      '5',
      'none',
      '裁员方案、沟通脚本、协商解除协议。',
    ),
    t('{c}劳动用工常年顾问', '{C} employment retainer', '4', 'none', '用工制度、个案咨询。'),
  ],
};

/** Others in the year's cases: companies (some also the firm's clients' names) and people. */
export const ADVERSE_PARTIES: readonly [name: string, nameEn: string, registrationNumber: string][] = [
  ['深圳市华强电子有限公司', 'Shenzhen Huaqiang Electronics Co., Ltd.', '91440300192241158P'],
  ['上海光耀文化传播有限公司', 'Shanghai Guangyao Culture Communication Co., Ltd.', ''],
  ['杭州云帆网络科技有限公司', 'Hangzhou Yunfan Network Technology Co., Ltd.', ''],
  ['广州恒昌贸易有限公司', 'Guangzhou Hengchang Trading Co., Ltd.', '91440101MA59HC2T1E'],
  ['北京中建鼎诚工程有限公司', 'Beijing Zhongjian Dingcheng Engineering Co., Ltd.', '91110105MA01DC8E4F'],
  ['苏州宏达精密制造有限公司', 'Suzhou Hongda Precision Manufacturing Co., Ltd.', ''],
  ['成都天府置业有限公司', 'Chengdu Tianfu Property Co., Ltd.', ''],
  ['厦门海沧国际贸易有限公司', 'Xiamen Haicang International Trading Co., Ltd.', ''],
  ['Orion Trading GmbH', 'Orion Trading GmbH', 'HRB 55120'],
  ['Blue Harbor Logistics Pte. Ltd.', 'Blue Harbor Logistics Pte. Ltd.', '201709934M'],
  ['南京紫金科技发展有限公司', 'Nanjing Zijin Technology Development Co., Ltd.', ''],
  ['武汉长江汽车销售服务有限公司', 'Wuhan Changjiang Auto Sales & Service Co., Ltd.', ''],
  ['天津滨海新材料有限公司', 'Tianjin Binhai New Materials Co., Ltd.', ''],
  ['恒昌贸易（香港）有限公司', 'Hengchang Trading (Hong Kong) Limited', '2087741'],
  ['上海明辉投资管理有限公司', 'Shanghai Minghui Investment Management Co., Ltd.', ''],
  ['华强电子（香港）有限公司', 'Huaqiang Electronics (Hong Kong) Limited', ''],
  ['周建平', 'Zhou Jianping', ''],
  ['陈晓梅', 'Chen Xiaomei', ''],
  ['刘海涛', 'Liu Haitao', ''],
  ['张伟', 'Zhang Wei', ''],
  ['Robert Miller', 'Robert Miller', ''],
];

/** Targets, counterparties, underwriters, lenders: the related parties of transactions. */
export const RELATED_PARTIES: readonly [name: string, nameEn: string, registrationNumber: string][] = [
  ['国瑞证券股份有限公司', 'Guorui Securities Co., Ltd.', ''],
  ['中诚会计师事务所（特殊普通合伙）', 'Zhongcheng CPAs LLP', ''],
  ['信和资产评估有限公司', 'Xinhe Asset Appraisal Co., Ltd.', ''],
  ['安盛达医疗科技有限公司', 'Anshengda Medical Technology Co., Ltd.', ''],
  ['蓝海智能装备有限公司', 'Lanhai Intelligent Equipment Co., Ltd.', ''],
  ['启明星辰软件有限公司', 'Qiming Xingchen Software Co., Ltd.', ''],
  ['东方汇金融资租赁有限公司', 'Dongfang Huijin Financial Leasing Co., Ltd.', ''],
  ['Evergreen Capital Partners LP', 'Evergreen Capital Partners LP', ''],
  ['高盛亚洲有限责任公司', 'Goldfield Asia LLC', ''],
  ['北风资本合伙企业', 'Northwind Capital Partners LP', '5581230'],
  [
    '鼎盛成长一期（深圳）股权投资合伙企业（有限合伙）',
    'Dingsheng Growth Fund I (Shenzhen) L.P.',
    '91440300MA5FG10R2X',
  ],
  ['华瑞置业（上海）有限公司', 'Huarui Property (Shanghai) Co., Ltd.', '91310000MA1FL8HR3K'],
  ['中汇商业银行股份有限公司', 'Zhonghui Commercial Bank Co., Ltd.', '91110000710935ZH8N'],
];

export const OPPOSING_COUNSEL: readonly string[] = [
  '广东正平律师事务所',
  '北京正衡律师事务所',
  '上海明理律师事务所',
  '浙江天册衡平律师事务所',
  '君衡律师事务所',
  'Hartley & Reed LLP',
];

/** Why a hit was no conflict, as applicants write it. */
export const HIT_NOTES: Readonly<
  Record<'notSameParty' | 'noConflict' | 'waiverObtained', readonly string[]>
> = {
  notSameParty: [
    '名称近似但统一社会信用代码不同，非同一主体。',
    '同名自然人，身份证号不同。',
    'Different entity: different registration number and place of incorporation.',
  ],
  noConflict: [
    '该主体在原案件中为我方客户的关联方，与本案利益不冲突。',
    '原案件已结案，且不涉及本案标的。',
    'Same group, but the matters are unrelated and both clients are on the same side.',
  ],
  waiverObtained: [
    '已取得双方客户书面豁免函（见附件）。',
    '已取得客户书面同意，并设立信息隔离墙。',
    'Written waivers obtained from both clients; an ethical wall is in place.',
  ],
};

/** What a partner writes when sending an application back, declining it, or closing a case. */
export const SEND_BACK_REASONS = [
  '请补充对方当事人的统一社会信用代码后重新提交。',
  '收费方式需与客户确认后再提交，请附报价邮件。',
  'Please add the target company as a related party and run the conflict check again.',
];
export const DECLINE_REASONS = [
  '与本所现有客户存在直接利益冲突，且无法取得豁免。',
  '客户资信情况不明，风险较高，暂不接受委托。',
  'The matter falls outside the firm’s practice; referred to another firm.',
];
export const CLOSING_REASONS = [
  '交易已完成交割，案件工作全部结束。',
  '判决已生效，执行款项已全部到账。',
  '合同期满，客户未续聘。',
  'Matter completed; final documents delivered to the client.',
];
