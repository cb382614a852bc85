import type { SealRequestKind, SealRequestStatus, SealType } from '@venus/shared';
import type { TrailEnding } from './approval-trail.ts';

/** The seals of each office (decision 0057): the firm's four offices keep the same set; Beijing more. */
export const OFFICE_SEALS: readonly [name: string, type: SealType][] = [
  ['公章', 'official'],
  ['合同专用章', 'contract'],
  ['律师事务所业务章', 'business'],
];
export const BEIJING_EXTRA: readonly [name: string, type: SealType, keeper: 'finance' | 'administration'][] =
  [
    ['财务专用章', 'finance', 'finance'],
    ['法定代表人章', 'legalRep', 'administration'],
    ['发票专用章', 'invoice', 'finance'],
  ];

export interface PlannedRequest {
  kind: SealRequestKind;
  status: SealRequestStatus;
  purpose: string;
  /** Which Beijing seal, by name. */
  seal: string;
  daysBack: number;
  documents?: readonly [name: string, copies: number][];
  approval?: { ending: TrailEnding; stopAt?: string; comment?: string };
  tenderName?: string;
  /** Lending: days from filing to the expected return; returned this many days after it went out. */
  returnIn?: number;
  returnedAfter?: number;
  /** The stamped scan's second line differs from the document's (the comparison flags it). */
  changed?: boolean;
}

/** A year of seal requests in every state, each through its workflow as the engine walks it. */
export const SEAL_REQUEST_PLAN: readonly PlannedRequest[] = [
  {
    kind: 'use',
    status: 'stamped',
    purpose: '出具法律意见书（星河智能 B 轮融资）',
    seal: '律师事务所业务章',
    daysBack: 320,
    documents: [['法律意见书.pdf', 4]],
    approval: { ending: 'approved' },
  },
  {
    kind: 'use',
    status: 'stamped',
    purpose: '签署常年法律顾问合同',
    seal: '合同专用章',
    daysBack: 260,
    documents: [['常年法律顾问合同.pdf', 2]],
    approval: { ending: 'approved' },
  },
  {
    kind: 'use',
    status: 'stamped',
    purpose: '出具律师函（催收货款）',
    seal: '律师事务所业务章',
    daysBack: 180,
    documents: [
      ['律师函.pdf', 3],
      ['送达回证.pdf', 1],
    ],
    approval: { ending: 'approved' },
  },
  {
    kind: 'use',
    status: 'stamped',
    purpose: '签署专项法律服务委托合同',
    seal: '合同专用章',
    daysBack: 95,
    documents: [['专项法律服务委托合同.pdf', 2]],
    approval: { ending: 'approved' },
    changed: true,
  },
  {
    kind: 'bid',
    status: 'stamped',
    purpose: '投标：轨道交通集团法律顾问服务',
    seal: '公章',
    daysBack: 140,
    documents: [['投标文件（商务部分）.pdf', 5]],
    approval: { ending: 'approved' },
    tenderName: '某市轨道交通集团 2026 年度常年法律顾问服务采购',
  },
  {
    kind: 'use',
    status: 'approved',
    purpose: '出具尽职调查报告（盖章版）',
    seal: '律师事务所业务章',
    daysBack: 2,
    documents: [['尽职调查报告.pdf', 3]],
    approval: { ending: 'approved' },
  },
  {
    kind: 'use',
    status: 'approved',
    purpose: '签署保密协议',
    seal: '合同专用章',
    daysBack: 1,
    documents: [['保密协议.pdf', 2]],
    approval: { ending: 'approved' },
  },
  {
    kind: 'use',
    status: 'approving',
    purpose: '出具见证书',
    seal: '律师事务所业务章',
    daysBack: 1,
    documents: [['律师见证书.pdf', 2]],
    approval: { ending: 'pending', stopAt: 'head' },
  },
  {
    kind: 'use',
    status: 'approving',
    purpose: '签署股权转让协议',
    seal: '合同专用章',
    daysBack: 2,
    documents: [['股权转让协议.pdf', 4]],
    approval: { ending: 'pending', stopAt: 'custodian' },
  },
  {
    kind: 'bid',
    status: 'approving',
    purpose: '投标：省属国企合规体系建设项目',
    seal: '公章',
    daysBack: 3,
    documents: [['投标文件.pdf', 6]],
    approval: { ending: 'pending', stopAt: 'custodian' },
    tenderName: '省属国有企业合规管理体系建设法律服务',
  },
  {
    kind: 'use',
    status: 'sentBack',
    purpose: '出具法律意见书',
    seal: '律师事务所业务章',
    daysBack: 8,
    documents: [['法律意见书（草稿）.pdf', 2]],
    approval: { ending: 'sentBack', stopAt: 'head', comment: '意见书尚未经合伙人复核，请复核后再申请用印。' },
  },
  {
    kind: 'use',
    status: 'rejected',
    purpose: '以律所名义出具个人收入证明',
    seal: '公章',
    daysBack: 60,
    documents: [['收入证明.pdf', 1]],
    approval: {
      ending: 'rejected',
      stopAt: 'custodian',
      comment: '个人收入证明由人力资源部出具，不使用公章。',
    },
  },
  {
    kind: 'use',
    status: 'withdrawn',
    purpose: '签署会议场地租赁合同（活动取消）',
    seal: '合同专用章',
    daysBack: 30,
    documents: [['场地租赁合同.pdf', 2]],
  },
  {
    kind: 'use',
    status: 'draft',
    purpose: '出具法律意见书（并购项目）',
    seal: '律师事务所业务章',
    // Written yesterday: the demo year ends at the start of today, when nothing has happened yet.
    daysBack: 1,
    documents: [['并购项目法律意见书.pdf', 3]],
  },
  {
    kind: 'lend',
    status: 'returned',
    purpose: '赴深圳客户处签署并购协议',
    seal: '合同专用章',
    daysBack: 120,
    approval: { ending: 'approved' },
    returnIn: 3,
    returnedAfter: 2,
  },
  {
    kind: 'lend',
    status: 'lentOut',
    purpose: '赴香港签署跨境融资文件',
    seal: '法定代表人章',
    daysBack: 2,
    approval: { ending: 'approved' },
    returnIn: 6,
  },
  {
    kind: 'lend',
    status: 'lentOut',
    purpose: '赴上海仲裁开庭（授权委托书现场盖章）',
    seal: '公章',
    daysBack: 12,
    approval: { ending: 'approved' },
    returnIn: 4,
  },
];
