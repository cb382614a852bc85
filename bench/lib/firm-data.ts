/**
 * The bench firm's rows, generated from one seed: people, clients, cases with teams and parties,
 * and time entries. Pure generation, no database: bench/seed.ts loads what this yields.
 */
import { CASE_STATUS, caseTypeCode, formatCaseNumber, PARTY_ROLE, TEAM_ROLE } from '@venus/shared';
import { pinyin } from 'pinyin-pro';
import { NameCrowd, seededRandom } from '../../apps/server/src/modules/conflicts/conflict-index-crowd.ts';

export type SizeKey = 'S' | 'M' | 'L';

export interface FirmSize {
  users: number;
  cases: number;
  parties: number;
  worklogs: number;
}

/** Issue 9's sizes; users count the demo firm's 40 people. Bills are not generated: no billing tables yet. */
export const SIZES: Record<SizeKey, FirmSize> = {
  S: { users: 50, cases: 2_000, parties: 6_000, worklogs: 40_000 },
  M: { users: 500, cases: 50_000, parties: 150_000, worklogs: 1_000_000 },
  L: { users: 2_000, cases: 200_000, parties: 1_000_000, worklogs: 5_000_000 },
};

export const SEED = 20_261_124;
/** Time entries fall in the last three years. */
export const WORKLOG_DAYS = 1_095;

export type Role = 'partner' | 'lawyer' | 'secretary' | 'finance';

export interface Person {
  userId: number;
  role: Role;
  /** Standard hourly rate (CNY) of a fee earner; 0 for people who keep no time. */
  rate: number;
}

export interface BenchUser {
  userId: number;
  userName: string;
  nickName: string;
  nameEn: string;
  role: Role;
  level: 'partner' | 'seniorAssociate' | 'associate' | 'paralegal' | null;
  rate: number;
}

export interface ClientRow {
  clientId: number;
  clientType: '1' | '2';
  nameCn: string;
  nameEn: string;
  countryRegion: string;
  originatingPartnerId: number;
}

export interface CaseRow {
  projectId: number;
  number: string | null;
  nameCn: string;
  nameEn: string;
  clientId: number;
  officeId: number;
  practiceArea: string;
  projectType: string;
  status: number;
  restricted: boolean;
  feeType: string;
  applicantId: number;
  openedAt: Date | null;
  closedAt: Date | null;
  team: [userId: number, role: string][];
}

export interface PartyRow {
  partyId: number;
  projectId: number;
  role: string;
  name: string;
  registrationNumber: string;
  orderNum: number;
}

const LEVEL_RATES = { partner: 5000, seniorAssociate: 3000, associate: 2000, paralegal: 800 } as const;

const toPinyin = (han: string) => pinyin(han, { toneType: 'none', type: 'array', v: true });

/** The bench's own people: partners, lawyers, secretaries and a few finance staff. */
export function* benchUsers(count: number, firstId: number): Generator<BenchUser> {
  const random = seededRandom(SEED);
  const crowd = new NameCrowd(SEED);
  for (let i = 0; i < count; i++) {
    const roll = random();
    const role: Role =
      roll < 0.15 ? 'partner' : roll < 0.75 ? 'lawyer' : roll < 0.95 ? 'secretary' : 'finance';
    const nickName = crowd.hanPerson();
    const syllables = toPinyin(nickName);
    const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
    const nameEn = `${cap(syllables[0] ?? '')} ${cap(syllables.slice(1).join(''))}`;
    const level =
      role === 'partner'
        ? 'partner'
        : role === 'lawyer'
          ? random() < 0.35
            ? 'seniorAssociate'
            : 'associate'
          : role === 'secretary'
            ? 'paralegal'
            : null;
    yield {
      userId: firstId + i,
      userName: `${syllables.join('')}${String(i + 1).padStart(4, '0')}`,
      nickName,
      nameEn: nameEn.trim(),
      role,
      level,
      rate: level ? LEVEL_RATES[level] : 0,
    };
  }
}

const ENGLISH_NAMES = (han: string) =>
  toPinyin(han)
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
    .join(' ');

export function clients(count: number, firstId: number, partners: readonly number[]): ClientRow[] {
  const random = seededRandom(SEED + 1);
  const crowd = new NameCrowd(SEED + 1);
  const rows: ClientRow[] = [];
  for (let i = 0; i < count; i++) {
    const roll = random();
    const originatingPartnerId = partners[Math.floor(random() * partners.length)] as number;
    if (roll < 0.6) {
      const nameCn = crowd.hanCompany();
      rows.push({
        clientId: firstId + i,
        clientType: '1',
        nameCn,
        nameEn: random() < 0.5 ? crowd.latinCompany() : '',
        countryRegion: nameCn.startsWith('香港') ? 'HK' : 'CN',
        originatingPartnerId,
      });
    } else if (roll < 0.8) {
      rows.push({
        clientId: firstId + i,
        clientType: '1',
        nameCn: '',
        nameEn: crowd.latinCompany(),
        countryRegion: ['US', 'GB', 'DE', 'SG', 'JP'][Math.floor(random() * 5)] as string,
        originatingPartnerId,
      });
    } else {
      const nameCn = crowd.hanPerson();
      rows.push({
        clientId: firstId + i,
        clientType: '2',
        nameCn,
        nameEn: ENGLISH_NAMES(nameCn),
        countryRegion: 'CN',
        originatingPartnerId,
      });
    }
  }
  return rows;
}

const MATTERS: [cn: string, en: string, practiceArea: string, projectType: string][] = [
  ['B轮融资', 'Series B financing', '3', '3'],
  ['并购项目', 'acquisition', '1', '3'],
  ['常年法律顾问', 'general counsel retainer', '1', '4'],
  ['科创板上市', 'STAR Market IPO', '2', '3'],
  ['公司债券发行', 'corporate bond issue', '2', '3'],
  ['买卖合同纠纷', 'sale contract dispute', '4', '1'],
  ['股权转让纠纷仲裁', 'share transfer arbitration', '4', '2'],
  ['商标侵权维权', 'trademark enforcement', '5', '1'],
  ['专利无效宣告', 'patent invalidation', '5', '5'],
  ['银团贷款', 'syndicated loan', '6', '3'],
  ['数据合规专项', 'data compliance review', '7', '5'],
  ['劳动争议仲裁', 'employment arbitration', '8', '2'],
];

const STATUSES: [status: number, share: number][] = [
  [CASE_STATUS.draft, 0.04],
  [CASE_STATUS.preCheckFirst, 0.03],
  [CASE_STATUS.establishment, 0.01],
  [CASE_STATUS.active, 0.6],
  [CASE_STATUS.closingAudit, 0.02],
  [CASE_STATUS.closed, 0.28],
  [CASE_STATUS.declined, 0.02],
];

function statusOf(roll: number): number {
  let left = roll;
  for (const [status, share] of STATUSES) {
    left -= share;
    if (left < 0) return status;
  }
  return CASE_STATUS.active;
}

/** The last case number given per `year|officeCode|typeCode`, as hk_project_number_seq keeps it. */
export type Sequences = Map<string, number>;

export function cases(
  count: number,
  firstId: number,
  firm: {
    clients: readonly ClientRow[];
    offices: readonly { deptId: number; code: string }[];
    partners: readonly number[];
    lawyers: readonly number[];
    secretaries: readonly number[];
  },
  sequences: Sequences,
): CaseRow[] {
  const random = seededRandom(SEED + 2);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const now = Date.now();
  const rows: CaseRow[] = [];
  for (let i = 0; i < count; i++) {
    const client = pick(firm.clients);
    const [matterCn, matterEn, practiceArea, projectType] = pick(MATTERS);
    const status = statusOf(random());
    const office = pick(firm.offices);
    const openedAt = new Date(now - Math.floor(random() * 3650) * 86_400_000);
    const numbered = status !== CASE_STATUS.draft;
    let number: string | null = null;
    if (numbered) {
      const year = openedAt.getUTCFullYear();
      const key = `${year}|${office.code}|${caseTypeCode(projectType)}`;
      const sequence = (sequences.get(key) ?? 0) + 1;
      sequences.set(key, sequence);
      number = formatCaseNumber(year, office.code, projectType, sequence);
    }
    const partner = pick(firm.partners);
    const lead = pick(firm.lawyers);
    const team: [number, string][] = [
      [partner, TEAM_ROLE.partner],
      [lead, TEAM_ROLE.lead],
    ];
    const members = Math.floor(random() * 3);
    for (let m = 0; m < members; m++) {
      const member = pick(firm.lawyers);
      if (!team.some(([id]) => id === member)) team.push([member, TEAM_ROLE.member]);
    }
    if (random() < 0.6) team.push([pick(firm.secretaries), TEAM_ROLE.secretary]);
    const clientCn = client.nameCn || client.nameEn;
    const clientEn = client.nameEn || client.nameCn;
    rows.push({
      projectId: firstId + i,
      number,
      nameCn: `${clientCn}${matterCn}`,
      nameEn: `${clientEn} ${matterEn}`,
      clientId: client.clientId,
      officeId: office.deptId,
      practiceArea,
      projectType,
      status,
      restricted: random() < 0.02,
      feeType: String(1 + Math.floor(random() * 5)),
      applicantId: lead,
      openedAt: numbered ? openedAt : null,
      closedAt:
        status === CASE_STATUS.closed ? new Date(Math.min(now, openedAt.getTime() + 200 * 86_400_000)) : null,
      team,
    });
  }
  return rows;
}

const PARTY_ROLES = [PARTY_ROLE.adverse, PARTY_ROLE.related, PARTY_ROLE.third, PARTY_ROLE.opposingCounsel];

/** A unified social credit code's shape (18 characters), for a tenth of the companies. */
function creditCode(random: () => number): string {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  let code = '91';
  for (let i = 0; i < 16; i++) code += alphabet[Math.floor(random() * alphabet.length)];
  return code;
}

/** `count` parties spread over the cases, in case order. */
export function parties(count: number, firstId: number, caseRows: readonly CaseRow[]): PartyRow[] {
  const random = seededRandom(SEED + 3);
  const crowd = new NameCrowd(SEED + 3);
  const rows: PartyRow[] = [];
  const perCase = count / caseRows.length;
  let made = 0;
  caseRows.forEach((row, c) => {
    const until = Math.round((c + 1) * perCase);
    for (let order = 0; made < until; order++, made++) {
      const { kind, name } = crowd.next();
      rows.push({
        partyId: firstId + made,
        projectId: row.projectId,
        role: PARTY_ROLES[order % PARTY_ROLES.length] as string,
        name,
        registrationNumber: kind === 'hanCompany' && random() < 0.1 ? creditCode(random) : '',
        orderNum: order,
      });
    }
  });
  return rows;
}

const NARRATIVES = [
  '审阅交易文件并出具法律意见',
  '起草股权转让协议并与对方律师沟通修改意见',
  '参加客户电话会议，讨论尽职调查发现的问题',
  '整理证据目录并准备开庭材料',
  '研究相关司法解释及类案判例，形成研究备忘录',
  '修改公司章程及股东协议第二稿',
  'Reviewed the share purchase agreement and marked up the warranties',
  'Call with the client on the regulatory filing timetable',
  'Drafted the legal opinion on the enforceability of the guarantee',
  'Prepared the disclosure schedule and the closing checklist',
];

export interface WorklogPlan {
  /** Case and fee earner pairs that keep time: members of opened cases. */
  pairs: [projectId: number, userId: number][];
  rateOf: Map<number, number>;
}

export const WORKLOG_COLUMNS = [
  'user_id',
  'project_id',
  'work_date',
  'hours',
  'billable',
  'activity_code',
  'narrative',
  'rate',
  'currency',
  'rate_source',
  'amount',
  'status',
] as const;

const isoDay = (daysBack: number, today: number) =>
  new Date(today - daysBack * 86_400_000).toISOString().slice(0, 10);

/**
 * `count` time entries over the pairs, as COPY rows. Each person's entries walk back one day at a
 * time from yesterday and wrap after three years, at most 2 hours each: no day nears the 24-hour
 * cap. Older than two weeks: confirmed; newer: drafts.
 */
export function* worklogs(count: number, plan: WorklogPlan): Generator<(string | number | boolean)[]> {
  const random = seededRandom(SEED + 4);
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const next = new Map<number, number>();
  const perPair = count / plan.pairs.length;
  let made = 0;
  for (let p = 0; p < plan.pairs.length; p++) {
    const [projectId, userId] = plan.pairs[p] as [number, number];
    const rate = plan.rateOf.get(userId) ?? 2000;
    const until = Math.round((p + 1) * perPair);
    for (; made < until; made++) {
      const k = next.get(userId) ?? 0;
      next.set(userId, k + 1);
      const daysBack = 1 + (k % WORKLOG_DAYS);
      const tenths = 1 + Math.floor(random() * 20);
      yield [
        userId,
        projectId,
        isoDay(daysBack, today),
        (tenths / 10).toFixed(1),
        random() < 0.85,
        `A10${1 + Math.floor(random() * 9)}`,
        NARRATIVES[Math.floor(random() * NARRATIVES.length)] as string,
        rate.toFixed(2),
        'CNY',
        'timekeeperLevel',
        ((tenths * rate) / 10).toFixed(2),
        daysBack > 14 ? 'confirmed' : 'draft',
      ];
    }
  }
}
