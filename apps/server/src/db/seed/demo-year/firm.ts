import { USER_STATUS } from '@venus/shared';
import type { Executor } from '../../../platform/db/database.ts';
import { approvalDefinitions, depts, timekeeperRates, users } from '../../schema.ts';
import type { OfficeKey, UnitKey } from '../organization.seed.ts';
import { OFFICES, PRACTICE_GROUPS, type PracticeGroupKey } from '../organization.seed.ts';
import type { RoleKey } from '../roles.seed.ts';
import { STAFF } from '../users.seed.ts';
import type { Actor } from './audit-trail.ts';

export interface Person extends Actor {
  nickName: string;
  nameEn: string;
  role: RoleKey;
  unit: UnitKey;
  office: OfficeKey;
  deptId: number;
  officeId: number;
  inService: boolean;
  /** Timekeeper level and standard rate (hk_timekeeper_rate); null for who records no time. */
  level: string | null;
  rate: string | null;
}

export interface PracticeGroup {
  key: PracticeGroupKey;
  /** Its value in hk_practice_area: the groups in order, from 1. */
  practiceArea: string;
  deptId: number;
  partner: Person;
  lawyers: Person[];
  secretaries: Person[];
}

/** The demo firm as the base seed left it: people, groups, offices and the workflows. */
export interface Firm {
  people: Person[];
  byName(userName: string): Person;
  byId: ReadonlyMap<number, Person>;
  groups: PracticeGroup[];
  groupOf(key: PracticeGroupKey): PracticeGroup;
  /** Office code (BJ…) to its dept id. */
  officeIds: ReadonlyMap<string, number>;
  officeCodeOf(office: OfficeKey): string;
  withRole(role: RoleKey): Person[];
  /** The newest definition of each business type. */
  definitions: ReadonlyMap<string, typeof approvalDefinitions.$inferSelect>;
}

export async function loadFirm(tx: Executor): Promise<Firm> {
  const userRows = await tx.select().from(users);
  const rateRows = await tx.select().from(timekeeperRates);
  const deptRows = await tx.select().from(depts).orderBy(depts.deptId);
  const definitionRows = await tx.select().from(approvalDefinitions);
  const rateOf = new Map(rateRows.map((row) => [row.userId, row]));
  const staffOf = new Map(STAFF.map((staff) => [staff.userName, staff]));
  const people: Person[] = userRows.flatMap((row) => {
    const staff = staffOf.get(row.userName);
    if (!staff) return [];
    const rate = rateOf.get(row.userId);
    return [
      {
        userId: row.userId,
        userName: row.userName,
        nickName: row.nickName,
        nameEn: row.nameEn,
        role: staff.role,
        unit: staff.unit,
        office: staff.office,
        deptId: row.deptId!,
        officeId: row.officeId!,
        inService: row.status === USER_STATUS.inService,
        level: rate?.level ?? null,
        rate: rate?.rate ?? null,
      },
    ];
  });
  people.sort((a, b) => a.userId - b.userId);
  const byUserName = new Map(people.map((person) => [person.userName, person]));
  const byName = (userName: string) => {
    const found = byUserName.get(userName);
    if (!found) throw new Error(`No demo person ${userName}`);
    return found;
  };
  const inGroup = (key: PracticeGroupKey, role: RoleKey) =>
    people.filter((person) => person.unit === key && person.role === role);
  const groups = PRACTICE_GROUPS.map((group, index) => ({
    key: group.key,
    practiceArea: String(index + 1),
    deptId: deptRows.find((row) => row.deptName === group.deptName)!.deptId,
    partner: inGroup(group.key, 'partner')[0]!,
    lawyers: inGroup(group.key, 'lawyer'),
    secretaries: inGroup(group.key, 'secretary'),
  }));
  const definitions = new Map<string, typeof approvalDefinitions.$inferSelect>();
  for (const row of definitionRows) {
    const known = definitions.get(row.businessType);
    if (!known || known.version < row.version) definitions.set(row.businessType, row);
  }
  return {
    people,
    byName,
    byId: new Map(people.map((person) => [person.userId, person])),
    groups,
    groupOf: (key) => groups.find((group) => group.key === key)!,
    officeIds: new Map(deptRows.filter((row) => row.kind === 'office').map((row) => [row.code, row.deptId])),
    officeCodeOf: (office) => OFFICES.find((row) => row.key === office)!.code,
    withRole: (role) => people.filter((person) => person.role === role && person.inService),
    definitions,
  };
}
