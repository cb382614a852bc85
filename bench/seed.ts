/**
 * Issue 9 generator: a firm at scale S, M or L, deterministic from one seed, bulk-loaded with COPY
 * into venus_bench_<size> on DATABASE_URL (dropped and created afresh, migrated and seeded with the
 * demo firm first, so every rule's dictionaries, roles and menus are there).
 *
 *   DATABASE_URL=postgres://… npm run bench:seed -- --size S|M|L
 *
 * S = 50 people, 2k cases; M = 500 people, 50k cases, 150k parties, 1M time entries;
 * L = 2,000 people, 200k cases, 1M parties, 5M time entries. Bills are not generated: the product
 * has no billing tables yet. Every person's password is the demo one (Venus@2026!).
 */
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/users.seed.ts';
import { hashPassword } from '../apps/server/src/platform/auth/password-hasher.ts';
import { createDatabase, type Database } from '../apps/server/src/platform/db/database.ts';
import { createSeededDatabase, withDatabase } from '../apps/server/test/test-database.ts';
import { loadBills } from './lib/bench-bills.ts';
import { loadExpenses } from './lib/bench-expenses.ts';
import { loadClosedMonths, loadIncomeMovements, loadWithholdingRules } from './lib/bench-income-reports.ts';
import { loadInvoices } from './lib/bench-invoices.ts';
import { loadLoans } from './lib/bench-loans.ts';
import { loadReceipts } from './lib/bench-receipts.ts';
import { copyRows } from './lib/copy.ts';
import {
  benchUsers,
  type CaseRow,
  cases,
  clients,
  parties,
  type Sequences,
  SIZES,
  WORKLOG_COLUMNS,
  worklogs,
} from './lib/firm-data.ts';
import { dropIndexes, rebuildIndexes, secondaryIndexes } from './lib/indexes.ts';
import { indexInWorkers, type KeysBatch } from './lib/keys-worker.ts';
import { benchDatabase, parseSize, requireAdminUrl } from './lib/options.ts';

const BULK_TABLES = [
  'hk_client',
  'hk_project',
  'hk_project_member',
  'hk_project_party',
  'hk_worklog',
  'hk_conflict_name',
  'hk_conflict_bigram',
];
const KEPT = [
  'hk_client_pkey',
  'hk_project_pkey',
  'hk_project_party_pkey',
  'hk_worklog_pkey',
  'hk_conflict_name_pkey',
];
const SERIALS: [table: string, column: string][] = [
  ['sys_user', 'user_id'],
  ['hk_client', 'client_id'],
  ['hk_project', 'project_id'],
  ['hk_project_party', 'party_id'],
  ['hk_worklog', 'worklog_id'],
  ['hk_conflict_name', 'name_id'],
];
const NAME_BATCH = 2_000;

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const phase = (what: string) => console.info(`  ${seconds()} s  ${what}`);

async function nextId(db: Database, table: string, column: string): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql.raw(`select coalesce(max(${column}), 0)::int + 1 as n from ${table}`),
  );
  return result.rows[0]?.n ?? 1;
}

async function idsOf(db: Database, query: string): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql.raw(query));
  return result.rows.map((row) => row.id);
}

const inServiceWithRole = (role: string) => `
  select u.user_id as id from sys_user u join sys_user_role ur on ur.user_id = u.user_id
  join sys_role r on r.role_id = ur.role_id where r.role_key = '${role}' and u.status = '3' order by u.user_id`;

async function loadPeople(db: Database, pool: import('pg').Pool, count: number): Promise<void> {
  const firstId = await nextId(db, 'sys_user', 'user_id');
  const people = [...benchUsers(count, firstId)];
  const roles = await db.execute<{ role_id: number; role_key: string }>(
    sql`select role_id, role_key from sys_role`,
  );
  const roleId = new Map(roles.rows.map((row) => [row.role_key, row.role_id]));
  const groups = await idsOf(
    db,
    `select dept_id as id from sys_dept where kind = 'group' order by order_num, dept_id`,
  );
  const support = await idsOf(
    db,
    `select dept_id as id from sys_dept where kind = 'department' order by dept_id`,
  );
  const offices = await idsOf(
    db,
    `select dept_id as id from sys_dept where kind = 'office' order by order_num, dept_id`,
  );
  const hash = await hashPassword(DEMO_PASSWORD);
  await copyRows(
    pool,
    'sys_user',
    [
      'user_id',
      'user_name',
      'nick_name',
      'name_en',
      'userno',
      'email',
      'password_hash',
      'dept_id',
      'office_id',
      'status',
    ],
    people.map((p, i) => [
      p.userId,
      p.userName,
      p.nickName,
      p.nameEn,
      `BN${String(i + 1).padStart(5, '0')}`,
      `${p.userName}@venus-bench.cn`,
      hash,
      (p.role === 'finance' ? support[0] : groups[i % groups.length]) ?? null,
      offices[i % offices.length] ?? null,
      '3',
    ]),
  );
  await copyRows(
    pool,
    'sys_user_role',
    ['user_id', 'role_id'],
    people.map((p) => [p.userId, roleId.get(p.role) as number]),
  );
  await copyRows(
    pool,
    'hk_timekeeper_rate',
    ['user_id', 'level', 'rate', 'currency'],
    people.flatMap((p) => (p.level ? [[p.userId, p.level, p.rate.toFixed(2), 'CNY']] : [])),
  );
}

/** The stored names of clients and parties, each with its owner, in batches for the key workers. */
function* nameBatches(
  clientRows: ReturnType<typeof clients>,
  partyRows: ReturnType<typeof parties>,
): Generator<KeysBatch> {
  let names: KeysBatch['names'] = [];
  for (const client of clientRows) {
    for (const raw of [client.nameCn, client.nameEn].filter(Boolean))
      names.push({
        source: 'client',
        sourceId: client.clientId,
        projectId: null,
        clientId: client.clientId,
        field: 'name',
        raw,
        registrationNumber: '',
      });
    if (names.length >= NAME_BATCH) {
      yield { names };
      names = [];
    }
  }
  for (const party of partyRows) {
    names.push({
      source: 'party',
      sourceId: party.partyId,
      projectId: party.projectId,
      clientId: null,
      field: 'name',
      raw: party.name,
      registrationNumber: party.registrationNumber,
    });
    if (names.length >= NAME_BATCH) {
      yield { names };
      names = [];
    }
  }
  if (names.length > 0) yield { names };
}

async function loadNames(
  db: Database,
  pool: import('pg').Pool,
  batches: Generator<KeysBatch>,
): Promise<number> {
  let nameId = await nextId(db, 'hk_conflict_name', 'name_id');
  let loaded = 0;
  await indexInWorkers(batches, 2, async (rows) => {
    const first = nameId;
    nameId += rows.length;
    await copyRows(
      pool,
      'hk_conflict_name',
      [
        'name_id',
        'source',
        'source_id',
        'project_id',
        'client_id',
        'field',
        'raw',
        'registration_number',
        'normalised',
        'order_free',
        'trade_name',
        'pinyin',
        'cantonese',
        'identity_numbers',
      ],
      rows.map((row, i) => [
        first + i,
        row.source,
        row.sourceId,
        row.projectId,
        row.clientId,
        row.field,
        row.raw,
        row.registrationNumber,
        row.keys.normalised,
        row.keys.orderFree,
        row.keys.tradeName,
        row.keys.pinyin,
        row.keys.cantonese,
        row.keys.identityNumbers,
      ]),
    );
    await copyRows(
      pool,
      'hk_conflict_bigram',
      ['gram', 'name_id'],
      rows.flatMap((row, i) => [...new Set(row.keys.bigrams)].map((gram) => [gram, first + i])),
    );
    loaded += rows.length;
    if (loaded % 100_000 < NAME_BATCH) phase(`${loaded} conflict names`);
  });
  return loaded;
}

async function main(): Promise<void> {
  const adminUrl = requireAdminUrl();
  const size = parseSize(process.argv.slice(2));
  const target = SIZES[size];
  const database = benchDatabase(size);
  console.info(`bench firm ${size} into ${database}: ${JSON.stringify(target)}`);
  await createSeededDatabase(adminUrl, database);
  phase('migrated, demo firm seeded');
  const { db, pool } = createDatabase(withDatabase(adminUrl, database), 4);
  try {
    const demoUsers =
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from sys_user`)).rows[0]?.n ?? 0;
    await loadPeople(db, pool, Math.max(0, target.users - demoUsers));
    phase(`${target.users} people`);
    const partners = await idsOf(db, inServiceWithRole('partner'));
    const lawyers = await idsOf(db, inServiceWithRole('lawyer'));
    const secretaries = await idsOf(db, inServiceWithRole('secretary'));
    const officeRows = await db.execute<{ deptId: number; code: string }>(
      sql`select dept_id as "deptId", code from sys_dept where kind = 'office' order by order_num, dept_id`,
    );
    const rates = await db.execute<{ user_id: number; rate: string }>(
      sql`select user_id, rate from hk_timekeeper_rate`,
    );
    const rateOf = new Map(rates.rows.map((row) => [row.user_id, Number(row.rate)]));

    const indexes = await secondaryIndexes(db, BULK_TABLES, KEPT);
    await dropIndexes(db, indexes);

    const clientRows = clients(
      Math.max(50, Math.round(target.cases / 4)),
      await nextId(db, 'hk_client', 'client_id'),
      partners,
    );
    await copyRows(
      pool,
      'hk_client',
      [
        'client_id',
        'client_type',
        'name_cn',
        'name_en',
        'country_region',
        'originating_partner_id',
        'status',
      ],
      clientRows.map((c) => [
        c.clientId,
        c.clientType,
        c.nameCn,
        c.nameEn,
        c.countryRegion,
        c.originatingPartnerId,
        'active',
      ]),
    );
    phase(`${clientRows.length} clients`);

    const existing = await db.execute<{
      year: number;
      office_code: string;
      type_code: string;
      last_value: number;
    }>(sql`select year, office_code, type_code, last_value from hk_project_number_seq`);
    // Numbers continue the demo firm's sequences, and the sequences continue after the bench's.
    const sequences: Sequences = new Map(
      existing.rows.map((row) => [`${row.year}|${row.office_code}|${row.type_code}`, row.last_value]),
    );
    const caseRows: CaseRow[] = cases(
      target.cases,
      await nextId(db, 'hk_project', 'project_id'),
      { clients: clientRows, offices: officeRows.rows, partners, lawyers, secretaries },
      sequences,
    );
    await copyRows(
      pool,
      'hk_project',
      [
        'project_id',
        'number',
        'name_cn',
        'name_en',
        'client_id',
        'office_id',
        'practice_area',
        'project_type',
        'status',
        'restricted',
        'fee_type',
        'currency',
        'applicant_id',
        'applied_at',
        'opened_at',
        'closed_at',
        'created_by',
        'updated_by',
        'created_at',
      ],
      caseRows.map((c) => [
        c.projectId,
        c.number,
        c.nameCn,
        c.nameEn,
        c.clientId,
        c.officeId,
        c.practiceArea,
        c.projectType,
        c.status,
        c.restricted,
        c.feeType,
        'CNY',
        c.applicantId,
        c.openedAt?.toISOString() ?? null,
        c.openedAt?.toISOString() ?? null,
        c.closedAt?.toISOString() ?? null,
        c.applicantId,
        c.applicantId,
        (c.openedAt ?? new Date()).toISOString(),
      ]),
    );
    await copyRows(
      pool,
      'hk_project_member',
      ['project_id', 'user_id', 'role'],
      caseRows.flatMap((c) => c.team.map(([userId, role]) => [c.projectId, userId, role])),
    );
    phase(`${caseRows.length} cases with their teams`);

    const partyRows = parties(target.parties, await nextId(db, 'hk_project_party', 'party_id'), caseRows);
    await copyRows(
      pool,
      'hk_project_party',
      ['party_id', 'project_id', 'role', 'name', 'registration_number', 'order_num'],
      partyRows.map((p) => [p.partyId, p.projectId, p.role, p.name, p.registrationNumber, p.orderNum]),
    );
    phase(`${partyRows.length} parties`);

    // Time on opened cases only, by the fee earners of the team (not the secretary).
    const pairs = caseRows
      .filter((c) => c.openedAt && c.status >= 20 && c.status <= 30)
      .flatMap((c) =>
        c.team
          .filter(([, role]) => role !== '4')
          .map(([userId]) => [c.projectId, userId] as [number, number]),
      );
    const entries = await copyRows(
      pool,
      'hk_worklog',
      WORKLOG_COLUMNS,
      worklogs(target.worklogs, { pairs, rateOf }),
    );
    phase(`${entries} time entries`);

    const names = await loadNames(db, pool, nameBatches(clientRows, partyRows));
    phase(`${names} conflict names with their bigrams`);
    const loadSeconds = (performance.now() - started) / 1000;

    await rebuildIndexes(db, indexes, BULK_TABLES);
    phase('indexes rebuilt, tables analysed');
    // From the time loaded above, with the worklog indexes back.
    const billed = await loadBills(db);
    await db.execute(sql`analyze hk_bill; analyze hk_bill_line`);
    phase(`${billed.bills} bills with ${billed.lines} lines`);
    const paid = await loadReceipts(db);
    await db.execute(sql`analyze hk_receipt; analyze hk_receipt_allocation`);
    phase(`${paid.receipts} receipts with ${paid.allocations} allocations`);
    const claimed = await loadExpenses(db);
    await db.execute(sql`analyze hk_expense_claim; analyze hk_expense_line; analyze wf_instance`);
    phase(`${claimed.claims} expense claims with ${claimed.lines} lines`);
    const invoiced = await loadInvoices(db);
    const lent = await loadLoans(db);
    await db.execute(
      sql`analyze hk_invoice; analyze hk_expense_loan; analyze hk_expense_loan_repayment; analyze wf_instance`,
    );
    phase(`${invoiced.invoices} invoices, ${lent.loans} staff loans with ${lent.repayments} repayments`);
    const moved = await loadIncomeMovements(db);
    await db.execute(sql`analyze hk_credit_note; analyze hk_bill_write_off; analyze hk_receipt_allocation`);
    phase(
      `${moved.creditNotes} credit notes, ${moved.writeOffs} write-offs, ${moved.reversals} reversed allocations`,
    );
    phase(`${await loadWithholdingRules(db)} withholding rules`);
    const closed = await loadClosedMonths(db);
    await db.execute(sql`analyze hk_month_project_data; analyze hk_month_close`);
    phase(`${closed.months} months closed, ${closed.rows} monthly project data rows`);
    for (const [table, column] of SERIALS)
      await db.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', '${column}'), (select max(${column}) from ${table}))`,
        ),
      );
    for (const [key, lastValue] of sequences) {
      const [keyYear, officeCode, typeCode] = key.split('|') as [string, string, string];
      await db.execute(sql`insert into hk_project_number_seq (year, office_code, type_code, last_value)
        values (${Number(keyYear)}, ${officeCode}, ${typeCode}, ${lastValue})
        on conflict (year, office_code, type_code) do update set last_value = excluded.last_value`);
    }
    const total = (performance.now() - started) / 1000;
    const bytes = await db.execute<{ size: string }>(
      sql`select pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    console.info(
      `\n${size}: loaded in ${loadSeconds.toFixed(0)} s, ${total.toFixed(0)} s with the indexes; ${bytes.rows[0]?.size} of database`,
    );
  } finally {
    await pool.end();
  }
}

await main();
