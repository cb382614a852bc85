import { CASE_STATUS, caseTypeCode, formatCaseNumber, PARTY_ROLE, TEAM_ROLE } from '@venus/shared';
import { eq, inArray } from 'drizzle-orm';
import { ConflictIndex } from '../../modules/conflicts/conflict-index.service.ts';
import { clientIndexEntry, partyIndexEntry } from '../../modules/conflicts/index-entries.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import {
  clients,
  depts,
  projectMembers,
  projectNumberSequences,
  projectParties,
  projects,
  users,
} from '../schema.ts';
import type { ClientKey } from './clients.seed.ts';

interface CaseSeed {
  nameCn: string;
  nameEn: string;
  client: ClientKey;
  office: 'BJ' | 'SH' | 'SZ' | 'HK';
  /** Dictionary hk_practice_area (practice groups in order) and hk_project_type. */
  practiceArea: string;
  projectType: string;
  status: number;
  restricted?: boolean;
  feeType: string;
  feeAmount?: string;
  team: [userName: string, role: string][];
  parties: [role: string, name: string, registrationNumber?: string][];
}

const { partner, lead, member, secretary } = TEAM_ROLE;

/**
 * The demo firm's cases (decision 0025): open, closed and draft ones across the groups, one
 * walled. 深圳市华强电子有限公司 is an adverse party here, so a new application naming it in
 * traditional characters meets a conflict hit.
 */
const CASES: readonly CaseSeed[] = [
  {
    nameCn: '星河智能B轮融资',
    nameEn: 'Xinghe Intelligence Series B financing',
    client: 'xinghe',
    office: 'BJ',
    practiceArea: '3',
    projectType: '3',
    status: CASE_STATUS.active,
    feeType: '1',
    team: [
      ['zhangzhiqiang', partner],
      ['guojing', lead],
      ['pengfang', secretary],
    ],
    parties: [[PARTY_ROLE.related, '鼎盛成长一期（深圳）股权投资合伙企业（有限合伙）']],
  },
  {
    nameCn: '星河智能诉华强电子买卖合同纠纷',
    nameEn: 'Xinghe Intelligence v. Huaqiang Electronics (sale contract)',
    client: 'xinghe',
    office: 'SZ',
    practiceArea: '4',
    projectType: '1',
    status: CASE_STATUS.active,
    feeType: '2',
    feeAmount: '300000.00',
    team: [
      ['chenlixin', partner],
      ['gaoxiang', lead],
      ['caoli', secretary],
    ],
    parties: [
      [PARTY_ROLE.adverse, '深圳市华强电子有限公司', '91440300192241158P'],
      [PARTY_ROLE.opposingCounsel, '广东正平律师事务所'],
    ],
  },
  {
    nameCn: '青禾生物科创板上市',
    nameEn: 'Qinghe Biopharma STAR Market IPO',
    client: 'qinghe',
    office: 'SH',
    practiceArea: '2',
    projectType: '3',
    status: CASE_STATUS.active,
    feeType: '2',
    feeAmount: '2800000.00',
    team: [
      ['lihuimin', partner],
      ['zhulihua', lead],
      ['hubin', member],
      ['dengting', secretary],
    ],
    parties: [[PARTY_ROLE.related, '中信建投证券股份有限公司']],
  },
  {
    nameCn: '中汇银行常年法律顾问',
    nameEn: 'Zhonghui Bank general counsel retainer',
    client: 'zhonghui',
    office: 'BJ',
    practiceArea: '6',
    projectType: '4',
    status: CASE_STATUS.active,
    feeType: '5',
    feeAmount: '600000.00',
    team: [
      ['huangguodong', partner],
      ['songwenbo', lead],
    ],
    parties: [],
  },
  {
    nameCn: '光华传媒商标侵权维权',
    nameEn: 'Guanghua Media trademark enforcement',
    client: 'guanghua',
    office: 'SH',
    practiceArea: '5',
    projectType: '1',
    status: CASE_STATUS.closed,
    feeType: '1',
    team: [
      ['liuwanqing', partner],
      ['luoxue', lead],
      ['xiaoying', secretary],
    ],
    parties: [[PARTY_ROLE.adverse, '上海光耀文化传播有限公司']],
  },
  {
    nameCn: '光华传媒诉云帆网络著作权侵权纠纷',
    nameEn: 'Guanghua Media v. Yunfan Network (copyright infringement)',
    client: 'guanghua',
    office: 'SH',
    practiceArea: '5',
    projectType: '1',
    status: CASE_STATUS.active,
    feeType: '1',
    team: [
      ['liuwanqing', partner],
      ['luoxue', lead],
      ['xiaoying', secretary],
    ],
    parties: [[PARTY_ROLE.adverse, '杭州云帆网络科技有限公司']],
  },
  {
    nameCn: '北风资本收购项目（保密）',
    nameEn: 'Northwind Capital acquisition (restricted)',
    client: 'northwind',
    office: 'HK',
    practiceArea: '1',
    projectType: '3',
    status: CASE_STATUS.active,
    restricted: true,
    feeType: '3',
    feeAmount: '1500000.00',
    team: [
      ['wangjianguo', partner],
      ['sunyue', lead],
    ],
    parties: [[PARTY_ROLE.adverse, '远景物流（香港）有限公司']],
  },
  {
    nameCn: '穆勒精密劳动争议仲裁',
    nameEn: 'Mueller Precision employment arbitration',
    client: 'mueller',
    office: 'SZ',
    practiceArea: '8',
    projectType: '2',
    status: CASE_STATUS.draft,
    feeType: '1',
    team: [
      ['zhouhaitao', partner],
      ['tangsiyuan', lead],
    ],
    parties: [[PARTY_ROLE.adverse, '李强']],
  },
];

export async function seedProjects(tx: Executor, clientIds: Record<ClientKey, number>): Promise<void> {
  const userNames = [...new Set(CASES.flatMap((seed) => seed.team.map(([name]) => name)))];
  const people = await tx
    .select({ userId: users.userId, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, userNames));
  const userId = new Map(people.map((row) => [row.userName, row.userId]));
  const offices = await tx
    .select({ deptId: depts.deptId, code: depts.code })
    .from(depts)
    .where(eq(depts.kind, 'office'));
  const officeId = new Map(offices.map((row) => [row.code, row.deptId]));
  const index = new ConflictIndex(tx as Database);
  const year = new Date().getFullYear();
  const sequences = new Map<string, number>();
  for (const seed of CASES) {
    const applicantId = userId.get(seed.team[1]![0])!;
    const numbered = seed.status !== CASE_STATUS.draft;
    const typeKey = `${seed.office}|${seed.projectType}`;
    const sequence = (sequences.get(typeKey) ?? 0) + (numbered ? 1 : 0);
    sequences.set(typeKey, sequence);
    const openedAt = numbered ? new Date(Date.UTC(year, 0, 10)) : null;
    const [row] = await tx
      .insert(projects)
      .values({
        number: numbered ? formatCaseNumber(year, seed.office, seed.projectType, sequence) : null,
        nameCn: seed.nameCn,
        nameEn: seed.nameEn,
        clientId: clientIds[seed.client],
        officeId: officeId.get(seed.office)!,
        practiceArea: seed.practiceArea,
        projectType: seed.projectType,
        status: seed.status,
        restricted: seed.restricted ?? false,
        feeType: seed.feeType,
        feeAmount: seed.feeAmount ?? null,
        currency: 'CNY',
        applicantId,
        appliedAt: openedAt,
        openedAt,
        closedAt: seed.status === CASE_STATUS.closed ? new Date(Date.UTC(year, 5, 30)) : null,
        createdBy: applicantId,
        updatedBy: applicantId,
      })
      .returning({ projectId: projects.projectId });
    const projectId = row!.projectId;
    await tx
      .insert(projectMembers)
      .values(seed.team.map(([name, role]) => ({ projectId, userId: userId.get(name)!, role })));
    if (seed.parties.length > 0) {
      const parties = await tx
        .insert(projectParties)
        .values(
          seed.parties.map(([role, name, registrationNumber = ''], orderNum) => ({
            projectId,
            role,
            name,
            registrationNumber,
            orderNum,
          })),
        )
        .returning();
      await index.replaceMany(
        tx,
        parties.map((party) => partyIndexEntry(party, projectId, null)),
      );
    }
  }
  for (const [key, lastValue] of sequences) {
    const [office, projectType] = key.split('|') as [string, string];
    if (lastValue === 0) continue;
    const typeCode = caseTypeCode(projectType);
    await tx.insert(projectNumberSequences).values({ year, officeCode: office, typeCode, lastValue });
  }
  // Every client's names are searched by conflict checks too.
  const clientRows = await tx.select().from(clients);
  await index.replaceMany(tx, clientRows.map(clientIndexEntry));
}
