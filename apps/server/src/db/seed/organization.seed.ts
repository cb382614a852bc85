import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { depts } from '../schema.ts';

interface DeptSeed<Key extends string> {
  key: Key;
  deptName: string;
  deptNameEn: string;
  /** An office's short code in case numbers. */
  code?: string;
}

export const FIRM = { deptName: '汉坤律师事务所', deptNameEn: 'Hankun Law Offices' } as const;

export const OFFICES = [
  { key: 'beijing', deptName: '北京', deptNameEn: 'Beijing', code: 'BJ' },
  { key: 'shanghai', deptName: '上海', deptNameEn: 'Shanghai', code: 'SH' },
  { key: 'shenzhen', deptName: '深圳', deptNameEn: 'Shenzhen', code: 'SZ' },
  { key: 'hongkong', deptName: '香港', deptNameEn: 'Hong Kong', code: 'HK' },
] as const satisfies readonly DeptSeed<string>[];

export const PRACTICE_GROUPS = [
  { key: 'corporate', deptName: '公司并购', deptNameEn: 'Corporate M&A' },
  { key: 'capitalMarkets', deptName: '资本市场', deptNameEn: 'Capital Markets' },
  { key: 'privateEquity', deptName: '私募股权与投资基金', deptNameEn: 'Private Equity & Funds' },
  { key: 'disputes', deptName: '争议解决', deptNameEn: 'Dispute Resolution' },
  { key: 'ip', deptName: '知识产权', deptNameEn: 'Intellectual Property' },
  { key: 'banking', deptName: '银行与金融', deptNameEn: 'Banking & Finance' },
  { key: 'compliance', deptName: '合规与调查', deptNameEn: 'Compliance & Investigations' },
  { key: 'employment', deptName: '劳动与雇佣', deptNameEn: 'Employment' },
] as const satisfies readonly DeptSeed<string>[];

export const SUPPORT_DEPARTMENTS = [
  { key: 'finance', deptName: '财务部', deptNameEn: 'Finance' },
  { key: 'hr', deptName: '人力资源部', deptNameEn: 'Human Resources' },
  { key: 'administration', deptName: '行政部', deptNameEn: 'Administration' },
  { key: 'it', deptName: '信息技术部', deptNameEn: 'IT' },
] as const satisfies readonly DeptSeed<string>[];

export type OfficeKey = (typeof OFFICES)[number]['key'];
export type PracticeGroupKey = (typeof PRACTICE_GROUPS)[number]['key'];
export type SupportDepartmentKey = (typeof SUPPORT_DEPARTMENTS)[number]['key'];
/** Where a person works: a practice group or a support department. */
export type UnitKey = PracticeGroupKey | SupportDepartmentKey;

export interface SeededOrganization {
  firmId: number;
  officeIds: Record<OfficeKey, number>;
  unitIds: Record<UnitKey, number>;
}

/** Inserts the firm, then its offices, practice groups and support departments under it. */
export async function seedOrganization(tx: Executor): Promise<SeededOrganization> {
  const [firm] = await tx
    .insert(depts)
    .values({ parentId: 0, ...FIRM, kind: 'firm', orderNum: 0 })
    .returning({ deptId: depts.deptId });
  if (!firm) throw new Error('The firm row was not inserted');

  const children = [
    ...OFFICES.map((office, index) => ({ ...office, kind: 'office', orderNum: index + 1 })),
    ...PRACTICE_GROUPS.map((group, index) => ({ ...group, code: '', kind: 'group', orderNum: 11 + index })),
    ...SUPPORT_DEPARTMENTS.map((dept, index) => ({
      ...dept,
      code: '',
      kind: 'department',
      orderNum: 31 + index,
    })),
  ];
  const inserted = await tx
    .insert(depts)
    .values(
      children.map(({ deptName, deptNameEn, code, kind, orderNum }) => ({
        parentId: firm.deptId,
        deptName,
        deptNameEn,
        code,
        kind,
        orderNum,
      })),
    )
    .returning({ deptId: depts.deptId, deptName: depts.deptName });

  // Matched by name rather than by position: the names are unique under the firm.
  const idByName = new Map(inserted.map((row) => [row.deptName, row.deptId]));
  const idOf = (deptName: string): number => {
    const id = idByName.get(deptName);
    if (id === undefined) throw new Error(`Department ${deptName} was not inserted`);
    return id;
  };
  const idsByKey = <Key extends string>(list: readonly DeptSeed<Key>[]): Record<Key, number> =>
    Object.fromEntries(list.map((item) => [item.key, idOf(item.deptName)])) as Record<Key, number>;

  return {
    firmId: firm.deptId,
    officeIds: idsByKey(OFFICES),
    unitIds: { ...idsByKey(PRACTICE_GROUPS), ...idsByKey(SUPPORT_DEPARTMENTS) },
  };
}

/** Leaders can only be set once the users exist, so this runs after the users are seeded. */
export async function setDeptLeaders(tx: Executor, leaders: ReadonlyMap<number, number>): Promise<void> {
  for (const [deptId, leaderId] of leaders) {
    await tx.update(depts).set({ leaderId }).where(eq(depts.deptId, deptId));
  }
}
