import { USER_STATUS, type UserStatus } from '@venus/shared';
import { hashPassword } from '../../platform/auth/password-hasher.ts';
import type { Executor } from '../../platform/db/database.ts';
import { userRoles, users } from '../schema.ts';
import type { OfficeKey, SeededOrganization, UnitKey } from './organization.seed.ts';
import { PRACTICE_GROUPS } from './organization.seed.ts';
import { ROLES, type RoleKey } from './roles.seed.ts';

export const DEMO_PASSWORD = 'Venus@2026!';
export const DEMO_EMAIL_DOMAIN = 'venus-demo.cn';

export interface StaffSeed {
  userName: string;
  nickName: string;
  nameEn: string;
  role: RoleKey;
  unit: UnitKey;
  office: OfficeKey;
  status: UserStatus;
  remark: string;
}

type StaffRow = [userName: string, nickName: string, nameEn: string, unit: UnitKey, office: OfficeKey];

function staffOf(role: RoleKey, rows: readonly StaffRow[]): StaffSeed[] {
  return rows.map(([userName, nickName, nameEn, unit, office]) => ({
    userName,
    nickName,
    nameEn,
    role,
    unit,
    office,
    status: USER_STATUS.inService,
    remark: '',
  }));
}

/** The first partner listed for a practice group leads it. */
const PARTNERS = staffOf('partner', [
  ['wangjianguo', '王建国', 'Wang Jianguo', 'corporate', 'beijing'],
  ['lihuimin', '李慧敏', 'Grace Li', 'capitalMarkets', 'shanghai'],
  ['zhangzhiqiang', '张志强', 'Zhang Zhiqiang', 'privateEquity', 'beijing'],
  ['chenlixin', '陈立新', 'Chen Lixin', 'disputes', 'shenzhen'],
  ['liuwanqing', '刘婉清', 'Helen Liu', 'ip', 'shanghai'],
  ['huangguodong', '黄国栋', 'Raymond Wong', 'banking', 'hongkong'],
  ['zhaomin', '赵敏', 'Zhao Min', 'compliance', 'beijing'],
  ['zhouhaitao', '周海涛', 'Zhou Haitao', 'employment', 'shenzhen'],
]);

const LAWYERS = staffOf('lawyer', [
  ['sunyue', '孙悦', 'Sun Yue', 'corporate', 'beijing'],
  ['majunjie', '马俊杰', 'Ma Junjie', 'corporate', 'shanghai'],
  ['yangfan', '杨帆', 'Yang Fan', 'corporate', 'beijing'],
  ['zhulihua', '朱丽华', 'Lily Zhu', 'capitalMarkets', 'shanghai'],
  ['hubin', '胡斌', 'Hu Bin', 'capitalMarkets', 'beijing'],
  ['guojing', '郭静', 'Guo Jing', 'privateEquity', 'beijing'],
  ['hezhenyu', '何振宇', 'Kevin Ho', 'privateEquity', 'hongkong'],
  ['gaoxiang', '高翔', 'Gao Xiang', 'disputes', 'shenzhen'],
  ['linxiaofeng', '林晓峰', 'Lin Xiaofeng', 'disputes', 'shanghai'],
  ['wupeiqi', '吴佩琪', 'Peggy Ng', 'disputes', 'hongkong'],
  ['luoxue', '罗雪', 'Luo Xue', 'ip', 'shanghai'],
  ['liangjiaxin', '梁嘉欣', 'Joyce Leung', 'ip', 'hongkong'],
  ['songwenbo', '宋文博', 'Song Wenbo', 'banking', 'beijing'],
  ['zhengkailin', '郑凯琳', 'Karen Cheng', 'banking', 'hongkong'],
  ['xieyutong', '谢雨桐', 'Xie Yutong', 'compliance', 'beijing'],
  ['hanlei', '韩磊', 'Han Lei', 'compliance', 'shenzhen'],
  ['tangsiyuan', '唐思远', 'Tang Siyuan', 'employment', 'shenzhen'],
  ['fengjia', '冯佳', 'Fiona Feng', 'employment', 'shanghai'],
]).map((lawyer) =>
  // One former lawyer has left the firm, to demo a user who can no longer sign in.
  lawyer.userName === 'hanlei'
    ? { ...lawyer, status: USER_STATUS.departed, remark: '已离职 / Left the firm' }
    : lawyer,
);

const SECRETARIES = staffOf('secretary', [
  ['xuqing', '许晴', 'Xu Qing', 'corporate', 'beijing'],
  ['dengting', '邓婷', 'Tina Deng', 'capitalMarkets', 'shanghai'],
  ['pengfang', '彭芳', 'Peng Fang', 'privateEquity', 'beijing'],
  ['caoli', '曹丽', 'Cao Li', 'disputes', 'shenzhen'],
  ['xiaoying', '萧颖', 'Xiao Ying', 'ip', 'shanghai'],
  ['zenghui', '曾慧', 'Wendy Tsang', 'banking', 'hongkong'],
]);

const FINANCE = staffOf('finance', [
  ['lvjianhua', '吕建华', 'Lyu Jianhua', 'finance', 'beijing'],
  ['sumei', '苏梅', 'Su Mei', 'finance', 'shanghai'],
  ['jiangtao', '蒋涛', 'Jiang Tao', 'finance', 'shenzhen'],
]);

const HR = staffOf('hr', [
  ['panling', '潘玲', 'Pan Ling', 'hr', 'beijing'],
  ['dujuan', '杜娟', 'Du Juan', 'hr', 'shanghai'],
]);

const ADMINISTRATION = staffOf('administration', [
  ['chengpeng', '程鹏', 'Cheng Peng', 'administration', 'beijing'],
  ['yuanfang', '袁芳', 'Yuan Fang', 'administration', 'hongkong'],
]);

/** Everyone in the demo firm, in staff-number order: HK0001 is the administrator. */
export const STAFF: readonly StaffSeed[] = [
  ...staffOf('admin', [['admin', '系统管理员', 'Administrator', 'it', 'beijing']]),
  ...PARTNERS,
  ...LAWYERS,
  ...SECRETARIES,
  ...FINANCE,
  ...HR,
  ...ADMINISTRATION,
];

/** The first active user of each role, to print at start. */
export const DEMO_LOGINS: { role: string; userName: string }[] = ROLES.map(({ roleKey }) => {
  const person = STAFF.find((staff) => staff.role === roleKey && staff.status === USER_STATUS.inService);
  if (!person) throw new Error(`No active demo user has the role ${roleKey}`);
  return { role: roleKey, userName: person.userName };
});

export function staffNumber(index: number): string {
  return `HK${String(index + 1).padStart(4, '0')}`;
}

/** A mobile number per person that looks real and is the same on every run. */
export function demoPhoneNumber(index: number): string {
  // 7_654_321 shares no factor with 10^8, so every index gets a different tail.
  const tail = (20_260_101 + index * 7_654_321) % 100_000_000;
  return `139${String(tail).padStart(8, '0')}`;
}

/** A desk line per person: the office switchboard plus an extension. */
export function deskPhoneNumber(index: number): string {
  return `+86 10 8525 ${String(5000 + index)}`;
}

const OFFICE_CODES: Record<OfficeKey, string> = {
  beijing: 'BJ',
  shanghai: 'SH',
  shenzhen: 'SZ',
  hongkong: 'HK',
};

/** A seat in the office's seat plan: office, floor, desk. */
function seatOf(person: StaffSeed, index: number): string {
  return `${OFFICE_CODES[person.office]}-${10 + (index % 3)}F-${String(index + 1).padStart(3, '0')}`;
}

const HASH_BATCH_SIZE = 8;

/** argon2 is deliberately slow and memory-hungry, so a few hashes run at once, not all 40. */
async function hashEach(count: number): Promise<string[]> {
  const hashes: string[] = [];
  for (let start = 0; start < count; start += HASH_BATCH_SIZE) {
    const batch = Math.min(HASH_BATCH_SIZE, count - start);
    hashes.push(...(await Promise.all(Array.from({ length: batch }, () => hashPassword(DEMO_PASSWORD)))));
  }
  return hashes;
}

export interface SeededUsers {
  count: number;
  /** Practice group id to the id of the partner who leads it. */
  groupLeaders: Map<number, number>;
}

export async function seedUsers(
  tx: Executor,
  organization: SeededOrganization,
  roleIds: Record<RoleKey, number>,
): Promise<SeededUsers> {
  const hashes = await hashEach(STAFF.length);
  const inserted = await tx
    .insert(users)
    .values(
      STAFF.map((person, index) => ({
        userName: person.userName,
        nickName: person.nickName,
        nameEn: person.nameEn,
        userno: staffNumber(index),
        email: `${person.userName}@${DEMO_EMAIL_DOMAIN}`,
        phonenumber: demoPhoneNumber(index),
        passwordHash: hashes[index]!,
        deptId: organization.unitIds[person.unit],
        officeId: organization.officeIds[person.office],
        status: person.status,
        officePhone: deskPhoneNumber(index),
        seat: seatOf(person, index),
        remark: person.remark,
      })),
    )
    .returning({ userId: users.userId, userName: users.userName });

  const idByUserName = new Map(inserted.map((row) => [row.userName, row.userId]));
  const idOf = (userName: string): number => {
    const id = idByUserName.get(userName);
    if (id === undefined) throw new Error(`User ${userName} was not inserted`);
    return id;
  };
  await tx
    .insert(userRoles)
    .values(STAFF.map((person) => ({ userId: idOf(person.userName), roleId: roleIds[person.role] })));

  const groupLeaders = new Map<number, number>();
  for (const group of PRACTICE_GROUPS) {
    const leader = PARTNERS.find((partner) => partner.unit === group.key);
    if (!leader) throw new Error(`Practice group ${group.key} has no partner to lead it`);
    groupLeaders.set(organization.unitIds[group.key], idOf(leader.userName));
  }
  return { count: inserted.length, groupLeaders };
}
