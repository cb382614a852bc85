/** Who the bench's requests come from, chosen from the bench firm (npm run bench:seed). */
import type pg from 'pg';

export interface Timekeeper {
  userName: string;
  cases: number[];
}

/** The busiest fee earners, 400 others, the conflicts team, finance, issued bills, the admin. */
export async function people(pool: pg.Pool): Promise<{
  heavy: Timekeeper[];
  others: string[];
  conflictsTeam: Timekeeper[];
  finance: string[];
  issuedBills: number[];
  admins: string[];
}> {
  const heavy = await pool.query<{ user_name: string; cases: number[] }>(`
    select u.user_name, (array_agg(m.project_id order by m.project_id))[1:50] as cases
      from sys_user u join hk_project_member m on m.user_id = u.user_id
      join hk_project p on p.project_id = m.project_id
     where u.status = '3' and u.email like '%@venus-bench.cn' and p.status = 20 and m.role in ('1', '2', '3')
       and not p.restricted
     group by u.user_id, u.user_name order by count(*) desc, u.user_id limit 20`);
  const others = await pool.query<{ user_name: string }>(
    `
    select user_name from sys_user where status = '3' and email like '%@venus-bench.cn'
      and not (user_name = any($1::text[])) order by user_id limit 400`,
    [heavy.rows.map((row) => row.user_name)],
  );
  // Ad-hoc conflict checks are the conflicts and intake team's (administration, AD_HOC_CHECK).
  const team = await pool.query<{ user_name: string }>(`
    select u.user_name from sys_user u join sys_user_role ur on ur.user_id = u.user_id
      join sys_role r on r.role_id = ur.role_id where r.role_key = 'administration' and u.status = '3'
     order by u.user_id`);
  // Every bill within the walls is finance's list (hankun:bill:listAll).
  const finance = await pool.query<{ user_name: string }>(`
    select u.user_name from sys_user u join sys_user_role ur on ur.user_id = u.user_id
      join sys_role r on r.role_id = ur.role_id where r.role_key = 'finance' and u.status = '3'
     order by u.user_id limit 20`);
  // Issued bills of open cases outside every wall, whose PDF finance downloads.
  const issued = await pool.query<{ bill_id: number }>(`
    select b.bill_id from hk_bill b join hk_project p on p.project_id = b.project_id
     where b.status in ('issued', 'sent', 'partlyPaid') and not p.restricted
     order by b.bill_id desc limit 20`);
  // No role's menus grant hankun:receipt:list yet: only the administrator reaches the receipts.
  const admin = await pool.query<{ user_name: string }>(`
    select u.user_name from sys_user u join sys_user_role ur on ur.user_id = u.user_id
      join sys_role r on r.role_id = ur.role_id where r.role_key = 'admin' and u.status = '3'
     order by u.user_id limit 1`);
  return {
    admins: admin.rows.map((row) => row.user_name),
    issuedBills: issued.rows.map((row) => row.bill_id),
    finance: finance.rows.map((row) => row.user_name),
    heavy: heavy.rows.map((row) => ({ userName: row.user_name, cases: row.cases })),
    others: others.rows.map((row) => row.user_name),
    conflictsTeam: team.rows.map((row) => ({ userName: row.user_name, cases: [] })),
  };
}
