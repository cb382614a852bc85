import type { PracticeGroupKey } from '../organization.seed.ts';

/** A narrative with its UTBMS activity code and, for litigation and arbitration, its task code. */
export type Narrative = readonly [text: string, activity: string, task?: string];

/** What lawyers of each group write in their time entries, in Chinese and in English. */
export const NARRATIVES: Readonly<Record<PracticeGroupKey, readonly Narrative[]>> = {
  corporate: [
    ['审阅目标公司章程、股东协议及历次增资文件，整理尽职调查问题清单', 'A104'],
    ['起草股权转让协议初稿，包括陈述与保证及交割先决条件条款', 'A103'],
    ['与客户法务总监电话会议，讨论交易结构及签约时间表', 'A106'],
    ['修改交易文件，落实对方律师第二轮修改意见', 'A103'],
    ['研究经营者集中申报标准及简易案件适用条件', 'A102'],
    ['与对方律师沟通交割文件清单及交割备忘录', 'A107'],
    ['出席交易各方谈判会议，记录并整理谈判要点', 'A109'],
    ['撰写尽职调查报告“重大合同”与“劳动用工”章节', 'A103'],
    ["Review the target's material contracts and summarise change-of-control provisions", 'A104'],
    ["Call with the client's deal team on the SPA mark-up and closing timetable", 'A106'],
    ['Draft the disclosure letter and revise the warranties schedule', 'A103'],
    ['Discuss negotiation strategy for the indemnity cap with the partner', 'A105'],
  ],
  capitalMarkets: [
    ['审阅招股说明书“业务与技术”章节并提出修改意见', 'A104'],
    ['核查发行人历史沿革及股权代持解除情况', 'A104'],
    ['起草律师工作报告“关联交易与同业竞争”部分', 'A103'],
    ['回复交易所第二轮审核问询函中的法律问题', 'A103'],
    ['参加保荐机构组织的中介机构协调会', 'A109'],
    ['核查募投项目备案、环评批复及土地使用权证明', 'A104'],
    ['Review the risk factors and PRC regulatory overview of the prospectus', 'A104'],
    ['Prepare the CSRC filing report and the supporting PRC legal opinion', 'A103'],
  ],
  privateEquity: [
    ['审阅投资协议及股东协议，梳理优先清算权与回购条款', 'A104'],
    ['起草增资协议及公司章程修正案', 'A103'],
    ['与投资方律师沟通反稀释条款及董事会席位安排', 'A107'],
    ['准备交割文件清单并核对各方签署页', 'A110'],
    ['起草有限合伙协议及基金募集说明书', 'A103'],
    ['办理基金业协会产品备案材料', 'A110'],
    ['Review LP side letters and prepare the MFN election summary', 'A104'],
    ["Draft the investors' rights agreement and the voting agreement", 'A103'],
  ],
  disputes: [
    ['研究案件事实，梳理证据目录及待证事实', 'A104', 'L110'],
    ['起草民事起诉状及财产保全申请书', 'A103', 'L210'],
    ['分析对方答辩意见并制定庭审策略', 'A104', 'L120'],
    ['参加庭前会议及证据交换', 'A109', 'L230'],
    ['准备质证意见及补充证据', 'A103', 'L320'],
    ['出庭参加庭审并发表辩论意见', 'A109', 'L450'],
    ['起草代理词', 'A103', 'L430'],
    ['与客户沟通调解方案及和解底线', 'A106', 'L160'],
    ['提交强制执行申请并整理被执行人财产线索', 'A103', 'L470'],
    ['起草仲裁申请书及证据清单', 'A103', 'L210'],
    ["Prepare the witness statement of the client's sales manager", 'A103', 'L410'],
    ["Review the tribunal's procedural order and update the hearing timetable", 'A104', 'L190'],
    ['Draft the statement of claim for the CIETAC arbitration', 'A103', 'L210'],
  ],
  ip: [
    ['检索在先商标及近似商标并出具检索意见', 'A102', 'L110'],
    ['对被告网店侵权商品进行公证购买', 'A108', 'L110'],
    ['起草专利侵权比对表', 'A103', 'L120'],
    ['准备诉前行为保全申请材料', 'A103', 'L220'],
    ['与技术专家讨论涉案专利权利要求解释', 'A108', 'L130'],
    ['Review the infringement claim chart prepared by the technical expert', 'A104', 'L130'],
    ['Draft cease-and-desist letter to the online marketplace seller', 'A103', 'L160'],
  ],
  banking: [
    ['审阅银团贷款协议及担保协议并出具修改意见', 'A104'],
    ['起草法律意见书（借款人主体资格及内部授权）', 'A103'],
    ['核查基础资产转让登记及抵押登记情况', 'A104'],
    ['与银行法律合规部讨论监管新规对业务的影响', 'A106'],
    ['Review the intercreditor agreement and the security trust deed', 'A104'],
    ['Comment on the facility agent’s conditions precedent checklist', 'A104'],
  ],
  compliance: [
    ['审阅客户数据出境清单及数据流图', 'A104'],
    ['访谈销售部门相关员工并制作访谈笔录', 'A106'],
    ['审阅电子邮件数据集并标注可疑交易', 'A104'],
    ['起草内部调查报告初稿', 'A103'],
    ['研究出口管制清单及最终用户审查要求', 'A102'],
    ['起草隐私政策及个人信息处理规则', 'A103'],
    ["Review the forensic accountant's interim findings", 'A104'],
    ['Prepare the interview outline for the regional sales director', 'A101'],
  ],
  employment: [
    ['起草劳动仲裁答辩书', 'A103', 'L210'],
    ['出席劳动仲裁庭审', 'A109', 'L450'],
    ['审阅员工劳动合同及规章制度', 'A104'],
    ['起草股权激励计划草案及授予协议', 'A103'],
    ['与人力资源部门讨论裁员方案及沟通脚本', 'A106'],
    ['Review the employee handbook against local rules', 'A104'],
  ],
};

/** What a paralegal or secretary records on any case. */
export const SUPPORT_NARRATIVES: readonly Narrative[] = [
  ['整理案卷材料并扫描归档', 'A110'],
  ['准备签署页及用印申请', 'A110'],
  ['更新交易文件清单及版本记录', 'A110'],
  ['安排会议并准备会议材料', 'A111'],
  ['Prepare the closing bible index', 'A110'],
];

/** Litigation filings a paralegal does, with their task code. */
export const SUPPORT_LITIGATION: readonly Narrative[] = [
  ['向法院提交立案材料并领取受理通知书', 'A110', 'L140'],
  ['整理证据副本并装订', 'A110', 'L140'],
];

/** Time the firm does not bill: internal reviews of the file. */
export const NON_BILLABLE: readonly Narrative[] = [
  ['所内案件讨论会（不计费）', 'A105'],
  ['案件进展内部复盘（不计费）', 'A105'],
];

/** Entries clients reject: the score rules flag them. */
export const VAGUE: readonly Narrative[] = [
  ['沟通', 'A106'],
  ['研究', 'A102'],
  ['call', 'A106'],
];

export const WRITE_OFF_REASONS = [
  '客户对该阶段工时提出异议，经合伙人同意核销。',
  '超出封顶金额部分，按约定核销。',
  'Duplicate research time written off at the client’s request.',
];
