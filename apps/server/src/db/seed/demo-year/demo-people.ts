import { addDays, addYears, type ContractPeriod, type Education } from '@venus/shared';
import type { Executor } from '../../../platform/db/database.ts';
import { staffCorrections, staffGroups, staffLevels, staffRecords, userTypes } from '../../schema.ts';
import type { DemoContext } from './demo-context.ts';
import {
  CITY,
  FAMILY_NAMES,
  FOREIGN_LLM,
  RELATIONS,
  SCHOOLS,
  STAFF_GROUPS,
  USER_TYPES,
} from './demo-people.data.ts';
import { hkIdentity, prcIdentity } from './demo-people.ids.ts';
import type { Person } from './firm.ts';
import { momentOf } from './moments.ts';
import type { Prng } from './prng.ts';

/** Years at the firm by role, so the level history has room for a promotion. */
const SERVICE_YEARS = { partner: [8, 16], lawyer: [2, 9], secretary: [1, 8], other: [1, 10] } as const;
/** The level before the one held today, for someone promoted (decision 0059). */
const PREVIOUS: Record<string, string> = {
  partner: 'counsel',
  counsel: 'seniorAssociate',
  seniorAssociate: 'associate',
};

/**
 * Every person's staff record, and every fee earner's level history ending in the level they hold
 * today (decision 0059): identity numbers with a right check character, education, the bar licence
 * of lawyers, contracts back to the hire date; user types and groups; three correction requests.
 */
export async function seedPeople(tx: Executor, ctx: DemoContext): Promise<void> {
  const prng = ctx.prng.fork('people');
  const hr = ctx.firm.byName('panling');
  const at = momentOf(ctx.firstDay, 10);
  const tracking = { createdBy: hr.userId, updatedBy: hr.userId, createdAt: at, updatedAt: at };
  const typeRows = await tx
    .insert(userTypes)
    .values(
      USER_TYPES.map(({ key: _key, ...type }, index) => ({ ...type, orderNum: index + 1, ...tracking })),
    )
    .returning();
  const typeOf = (key: string) => typeRows[USER_TYPES.findIndex((type) => type.key === key)]!.userTypeId;
  const groupRows = await tx
    .insert(staffGroups)
    .values(
      STAFF_GROUPS.map(({ key: _key, active, ...group }, index) => ({
        ...group,
        isActive: active,
        orderNum: index + 1,
        ...tracking,
      })),
    )
    .returning();
  const groupOf = (key: string) => groupRows[STAFF_GROUPS.findIndex((group) => group.key === key)]!.groupId;
  const leaders = new Set(ctx.firm.groups.map((group) => group.partner.userId));

  const records: (typeof staffRecords.$inferInsert)[] = [];
  const levels: (typeof staffLevels.$inferInsert)[] = [];
  for (const [index, person] of ctx.firm.people.entries()) {
    const own = prng.fork(person.userName);
    const years = SERVICE_YEARS[person.role as keyof typeof SERVICE_YEARS] ?? SERVICE_YEARS.other;
    const hireDate = addDays(addYears(ctx.today, -own.int(years[0], years[1])), -own.int(0, 300));
    // Hired at 24 to 30, so the age follows the years at the firm.
    const age = own.int(24, 30) + (Number(ctx.today.slice(0, 4)) - Number(hireDate.slice(0, 4)));
    const birthDate = addDays(addYears(ctx.today, -age), -own.int(0, 360));
    const groups = [
      ...(leaders.has(person.userId) ? [groupOf('management')] : []),
      ...(own.chance(0.15) ? [groupOf('probono')] : []),
      ...(person.role === 'lawyer' && own.chance(0.2) ? [groupOf('mentors')] : []),
      ...(index % 11 === 3 ? [groupOf('intake2023')] : []),
    ];
    records.push({
      userId: person.userId,
      ...identityOf(own, person, birthDate),
      gender: own.chance(0.5) ? 'female' : 'male',
      birthDate,
      personalPhone: `13${own.int(5, 9)}${String(own.int(0, 99_999_999)).padStart(8, '0')}`,
      personalEmail: `${person.userName}.home@example.com`,
      education: educationOf(own, person, birthDate),
      barLicenceNo: isLawyer(person)
        ? `${own.int(11, 44)}${String(own.int(0, 10 ** 15 - 1)).padStart(15, '0')}`
        : '',
      barLicenceDate: isLawyer(person) ? addDays(hireDate, own.int(200, 400)) : null,
      hireDate,
      contracts: contractsOf(hireDate, ctx.today, person.inService),
      userTypeId: typeOf(typeKey(person)),
      groupIds: groups,
      remark: person.inService ? '' : '已离职，档案保留',
      ...tracking,
    });
    if (person.level) levels.push(...levelHistoryOf(own, person, hireDate, ctx.today, hr.userId, at));
  }
  await tx.insert(staffRecords).values(records);
  await tx.insert(staffLevels).values(levels);
  await seedCorrections(tx, ctx);
}

const isLawyer = (person: Person) => person.role === 'partner' || person.role === 'lawyer';

function typeKey(person: Person): string {
  if (person.role === 'partner') return 'partner';
  if (person.role === 'lawyer') return 'lawyer';
  if (person.role === 'secretary') return 'secretary';
  return 'support';
}

function identityOf(prng: Prng, person: Person, birthDate: string) {
  const city = CITY[person.office];
  const family = prng.pick(FAMILY_NAMES);
  const contact = {
    name: `${family}${prng.pick(['建华', '淑芬', '志明', '丽华', '国强'])}`,
    relation: prng.pick(RELATIONS),
    phone: `139${String(prng.int(0, 99_999_999)).padStart(8, '0')}`,
  };
  const street = prng.pick(city.streets);
  if (person.office === 'hongkong')
    return {
      identityType: 'hkId' as const,
      identityNumber: hkIdentity(prng),
      homeAddress: `${prng.int(1, 88)} ${street}, Hong Kong`,
      emergencyContact: contact,
    };
  return {
    identityType: 'prcId' as const,
    identityNumber: prcIdentity(city.code, birthDate, prng),
    homeAddress: `${street}${prng.int(1, 300)}号${prng.int(1, 30)}栋${prng.int(101, 2808)}室`,
    emergencyContact: contact,
  };
}

function educationOf(prng: Prng, person: Person, birthDate: string) {
  const college = Number(birthDate.slice(0, 4)) + 18;
  const [school] = prng.pick(SCHOOLS);
  const rows: Education[] = [
    {
      school,
      degree: isLawyer(person) ? '法学学士' : prng.pick(['管理学学士', '经济学学士', '文学学士']),
      major: isLawyer(person) ? '法学' : prng.pick(['会计学', '人力资源管理', '英语']),
      startDate: `${college}-09-01`,
      endDate: `${college + 4}-07-01`,
    },
  ];
  if (isLawyer(person) && prng.chance(0.6))
    rows.push({
      school: prng.pick(SCHOOLS)[0],
      degree: '法律硕士',
      major: '法律',
      startDate: `${college + 4}-09-01`,
      endDate: `${college + 7}-07-01`,
    });
  if (person.role === 'partner' && prng.chance(0.5))
    rows.push({
      school: prng.pick(FOREIGN_LLM),
      degree: 'LL.M.',
      major: 'Law',
      startDate: `${college + 8}-08-20`,
      endDate: `${college + 9}-05-20`,
    });
  return rows;
}

/** Two fixed terms of three years from the hire date, then open-ended (PRC Labour Contract Law art. 14). */
function contractsOf(hireDate: string, today: string, inService: boolean) {
  const first = {
    kind: 'fixedTerm' as const,
    startDate: hireDate,
    endDate: addDays(addYears(hireDate, 3), -1),
    note: '',
  };
  const second = {
    kind: 'fixedTerm' as const,
    startDate: addYears(hireDate, 3),
    endDate: addDays(addYears(hireDate, 6), -1),
    note: '续签',
  };
  const open = { kind: 'openEnded' as const, startDate: addYears(hireDate, 6), endDate: null, note: '' };
  const rows: ContractPeriod[] = [first];
  if (first.endDate < today) rows.push(second);
  if (second.endDate < today) rows.push(open);
  if (inService) return rows;
  // The demo year's departure, 150 days ago (demo-year.ts): the contract then in force ended that day.
  const left = addDays(today, -150);
  const before = rows.filter((row) => row.startDate <= left);
  before[before.length - 1] = { ...before.at(-1)!, endDate: left, note: '离职' };
  return before;
}

/** The level held today, and for some the one before it up to a promotion, from the hire date. */
function levelHistoryOf(prng: Prng, person: Person, hireDate: string, today: string, hrId: number, at: Date) {
  const level = person.level!;
  const previous = PREVIOUS[level];
  const tracking = { createdBy: hrId, updatedBy: hrId, createdAt: at, updatedAt: at };
  const promotedOn = addDays(today, -prng.int(420, 1500));
  if (!person.inService)
    return [
      {
        userId: person.userId,
        level,
        effectiveFrom: hireDate,
        effectiveTo: addDays(today, -150),
        note: '离职',
        ...tracking,
      },
    ];
  if (!previous || promotedOn <= addDays(hireDate, 180))
    return [{ userId: person.userId, level, effectiveFrom: hireDate, note: '入职定级', ...tracking }];
  return [
    {
      userId: person.userId,
      level: previous,
      effectiveFrom: hireDate,
      effectiveTo: addDays(promotedOn, -1),
      note: '入职定级',
      ...tracking,
    },
    { userId: person.userId, level, effectiveFrom: promotedOn, note: '晋升', ...tracking },
  ];
}

/** A correction waiting for HR, one accepted and one rejected. */
async function seedCorrections(tx: Executor, ctx: DemoContext) {
  const hr = ctx.firm.byName('panling');
  const asked = (userName: string) => ctx.firm.byName(userName);
  const when = (days: number) => momentOf(addDays(ctx.today, -days), 11);
  const rows: (typeof staffCorrections.$inferInsert)[] = [
    {
      userId: asked('sunyue').userId,
      changes: { personalPhone: '13810102020' },
      before: { personalPhone: '' },
      reason: '已更换手机号码',
      status: 'pending',
      createdAt: when(2),
      updatedAt: when(2),
    },
    {
      userId: asked('majunjie').userId,
      changes: { barLicenceDate: addDays(ctx.today, -900) },
      before: { barLicenceDate: null },
      reason: '执业证取得日期录入有误，以执业证为准',
      status: 'accepted',
      decidedBy: hr.userId,
      decidedAt: when(20),
      decisionNote: '已核对执业证原件',
      createdAt: when(22),
      updatedAt: when(20),
    },
    {
      userId: asked('xuqing').userId,
      changes: { hireDate: addDays(ctx.today, -2000) },
      before: { hireDate: null },
      reason: '入职日期应为实习开始之日',
      status: 'rejected',
      decidedBy: hr.userId,
      decidedAt: when(40),
      decisionNote: '入职日期以劳动合同起始日为准，实习期不计入',
      createdAt: when(41),
      updatedAt: when(40),
    },
  ];
  await tx
    .insert(staffCorrections)
    .values(rows.map((row) => ({ ...row, createdBy: row.userId, updatedBy: row.decidedBy ?? row.userId })));
}
