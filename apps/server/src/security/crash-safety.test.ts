import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, formatIsoDate } from '@venus/shared';
import ExcelJS from 'exceljs';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditChainIsWhole, query, strayTempFiles, until } from '../../test/crash-support.ts';
import { type RestartableServer, restartableServer } from '../../test/restartable-server.ts';
import {
  callOverHttp,
  type HttpEnvelope,
  type HttpSession,
  type RawBody,
  signInOverHttp,
} from '../../test/signed-fetch.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../platform/db/embedded-postgres.ts';
import { XLSX_CONTENT_TYPE } from '../platform/spreadsheet/export-workbook.ts';

/**
 * Crash safety (issue 8 item 9): Venus runs as its own process (as `npm start` runs it), is
 * killed with SIGKILL in the middle of approvals and of two spreadsheet imports, and started again on
 * the same database and data directory; what the database holds afterwards is checked with SQL.
 * Then its database is stopped under load and started again. (The chunked upload's kill -9 is the
 * files journey's; bills do not exist yet.)
 */

type Envelope = HttpEnvelope;

interface Session extends HttpSession {
  server: RestartableServer;
}

async function signIn(server: RestartableServer, username: string): Promise<Session> {
  return { ...(await signInOverHttp(server.url, username)), server };
}

/** Every signed-in request of this file: signed as the web client signs (decision 0028). */
const call = (
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object | RawBody,
  options: { language?: string; signal?: AbortSignal } = {},
): Promise<Envelope> => callOverHttp(session, method, url, body, options);

const today = formatIsoDate(new Date());

const BOUNDARY = '----venus-crash-safety';

/** A workbook as the import form uploads it: one multipart file field. */
const multipartXlsx = (file: Buffer, name: string) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        `Content-Type: ${XLSX_CONTENT_TYPE}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

describe('kill -9 and restart', () => {
  let server: RestartableServer;

  beforeAll(async () => {
    server = await restartableServer({
      adminUrl: inject('adminUrl'),
      template: inject('templateDb'),
      // The import is repeated after the crash; its per-person budget is not what is tested here.
      env: { COSTLY_LIMIT_FACTOR: '100' },
    });
  }, 120_000);
  afterAll(() => server?.close());

  it('leaves every approval fully before or fully after a kill -9 among approvals in flight, and keeps every answered one', async () => {
    // hezhenyu asks for overtime on 48 days; his department head, zhangzhiqiang, approves
    // (one step). All 48 approvals go at once; the process is killed as the twelfth answers.
    const applicant = await signIn(server, 'hezhenyu');
    const approver = await signIn(server, 'zhangzhiqiang');
    const REQUESTS = 48;
    const filed = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        call(applicant, 'POST', '/hankun/overtime', {
          workDate: addDays(today, -(i + 1)),
          hours: 2,
          reason: `crash-safety ${i}`,
        }),
      ),
    );
    for (const answer of filed) expect(answer.code, answer.msg).toBe(200);
    const instanceIds = filed.map((answer) => (answer.data as { instanceId: number }).instanceId);
    const list = await call(approver, 'GET', '/process/project/userTask/list?state=pending&pageSize=200');
    const tasks = (list.rows as { taskId: number; instanceId: number }[]).filter((task) =>
      instanceIds.includes(task.instanceId),
    );
    expect(tasks).toHaveLength(REQUESTS);

    // Twelve are answered first, one by one. Then the other 36 go at once and the process is killed as the
    // first of them answers: the rest are still in flight. (Killing as the twelfth of 48 answered
    // let a quiet machine answer all 48 before the client read the twelfth: nothing was cut.)
    const approve = (taskId: number) =>
      call(approver, 'POST', `/process/task/${taskId}/approve`, { comment: 'ok' });
    const answered: number[] = [];
    for (const { taskId } of tasks.slice(0, 12)) {
      const answer = await approve(taskId);
      expect(answer.code, answer.msg).toBe(200);
      answered.push(taskId);
    }
    let killing: Promise<void> | undefined;
    const settled = await Promise.allSettled(
      tasks.slice(12).map(async ({ taskId }) => {
        const answer = await approve(taskId);
        if (answer.code === 200) answered.push(taskId);
        killing ??= server.kill();
        return answer;
      }),
    );
    await killing;
    const cut = settled.filter((result) => result.status === 'rejected').length;
    // The kill did land among requests in flight.
    expect(cut).toBeGreaterThan(0);
    expect(answered.length).toBeGreaterThanOrEqual(12);

    await server.start();
    const db = server.databaseUrl;
    const rows = await query<{
      instance_id: number;
      instance_status: string;
      finished: boolean;
      overtime_status: string;
      tasks: number;
      task_id: number;
      task_status: string;
      approve_events: number;
      approve_audits: number;
    }>(
      db,
      `select i.instance_id, i.status as instance_status, i.finished_at is not null as finished,
              o.status as overtime_status,
              (select count(*)::int from wf_task t where t.instance_id = i.instance_id) as tasks,
              t.task_id, t.status as task_status,
              (select count(*)::int from wf_event e
                 where e.instance_id = i.instance_id and e.action = 'approve') as approve_events,
              (select count(*)::int from sys_audit_log a
                 where a.entity = 'approvalTask' and a.entity_id = t.task_id::text
                   and a.action = 'approve') as approve_audits
         from wf_instance i
         join hr_overtime_request o on o.overtime_id = i.record_id::int
         join wf_task t on t.instance_id = i.instance_id
        where i.instance_id = any($1::int[])`,
      [instanceIds],
    );
    expect(rows).toHaveLength(REQUESTS);
    for (const row of rows) {
      // One task each, never a second one raised.
      expect(row.tasks).toBe(1);
      const after = row.task_status === 'approved';
      // Fully after: the task, the request, the overtime record, the timeline and the audit
      // trail all moved. Fully before: none of them did.
      expect(row).toMatchObject(
        after
          ? {
              instance_status: 'approved',
              finished: true,
              overtime_status: 'approved',
              approve_events: 1,
              approve_audits: 1,
            }
          : {
              task_status: 'pending',
              instance_status: 'running',
              finished: false,
              overtime_status: 'approving',
              approve_events: 0,
              approve_audits: 0,
            },
      );
    }
    // Every approval answered 200 before the kill is there.
    const approved = rows.filter((row) => row.task_status === 'approved').map((row) => row.task_id);
    expect(approved).toEqual(expect.arrayContaining(answered));
    // No audit row of an approval stands without its task (nor any other orphan of a task).
    expect(
      await query(
        db,
        `select a.entity_id from sys_audit_log a
          where a.entity = 'approvalTask' and not exists
                (select 1 from wf_task t where t.task_id::text = a.entity_id)`,
      ),
    ).toEqual([]);
    await auditChainIsWhole(db);

    // The rest are approved after the restart, each once.
    const approverAgain = await signIn(server, 'zhangzhiqiang');
    const pending = rows.filter((row) => row.task_status === 'pending');
    for (const row of pending) {
      const answer = await call(approverAgain, 'POST', `/process/task/${row.task_id}/approve`, {});
      expect(answer.code, answer.msg).toBe(200);
    }
    const [done] = await query<{ approved: number }>(
      db,
      `select count(*)::int as approved from wf_instance where instance_id = any($1::int[]) and status = 'approved'`,
      [instanceIds],
    );
    expect(done!.approved).toBe(REQUESTS);
  }, 90_000);

  it('leaves none of a workbook imported when killed mid-import, no temp file behind, and the same import succeeds after restart', async () => {
    const person = await signIn(server, 'guojing');
    const [own] = await query<{ number: string; user_id: number }>(
      server.databaseUrl,
      `select p.number, u.user_id from hk_project p, sys_user u
        where p.name_cn = '星河智能B轮融资' and u.user_name = 'guojing'`,
    );
    const countOwn = async () =>
      (
        await query<{ n: number }>(
          server.databaseUrl,
          'select count(*)::int as n from hk_worklog where user_id = $1',
          [own!.user_id],
        )
      )[0]!.n;
    const before = await countOwn();
    // 800 rows of half an hour, ten a day over 80 past days: seconds of work for the server.
    const ROWS = 800;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Time');
    sheet.addRow(['工作日期', '案件编号', '工时（小时）', '是否计费', '活动代码', '任务代码', '工作描述']);
    for (let i = 0; i < ROWS; i += 1)
      sheet.addRow([addDays(today, -(1 + Math.floor(i / 10))), own!.number, '0.5', '是', '', '', `行 ${i}`]);
    const upload: RawBody = {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      raw: multipartXlsx(Buffer.from(await workbook.xlsx.writeBuffer()), 'time.xlsx'),
    };

    // The entries' id sequence moves outside the import's transaction: once it has advanced by a
    // few hundred, the import is under way in its transaction, and the process is killed.
    const sequenceAt = async () =>
      (
        await query<{ value: number }>(
          server.databaseUrl,
          `select last_value::int as value from hk_worklog_worklog_id_seq`,
        )
      )[0]!.value;
    const start = await sequenceAt();
    const importing = call(person, 'POST', '/hankun/worklog/import', upload).then(
      (answer) => answer,
      (error: Error) => error,
    );
    await until('the import to be under way', async () => (await sequenceAt()) - start >= 100, 30_000);
    await server.kill();
    const cut = await importing;
    expect(cut).toBeInstanceOf(Error);

    await server.start();
    expect(await countOwn()).toBe(before);
    expect(strayTempFiles(server.dataDir)).toEqual([]);

    const again = await call(await signIn(server, 'guojing'), 'POST', '/hankun/worklog/import', upload);
    expect(again.code, again.msg).toBe(200);
    expect(again.data).toMatchObject({ imported: ROWS });
    expect(await countOwn()).toBe(before + ROWS);
    expect(strayTempFiles(server.dataDir)).toEqual([]);
    await auditChainIsWhole(server.databaseUrl);
  }, 120_000);

  it('leaves none of a large users import when killed mid-way, no temp file behind, and the same import succeeds after restart', async () => {
    // HR imports 2,000 lawyers (decision 0012: all rows or none). The test holds the audit table
    // in SHARE mode, so the import's transaction stops at its audit rows with every account
    // already inserted; the process is killed there.
    const hr = await signIn(server, 'panling');
    const ROWS = 2000;
    const prefix = `crash-import-${Date.now()}`;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Users');
    sheet.addRow(['userName', 'nickName', 'email', 'roleNames']);
    for (let i = 0; i < ROWS; i += 1)
      sheet.addRow([`${prefix}-${i}`, `导入 ${i}`, `${prefix}-${i}@venus-demo.cn`, '律师']);
    const upload: RawBody = {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      raw: multipartXlsx(Buffer.from(await workbook.xlsx.writeBuffer()), 'users.xlsx'),
    };
    const db = server.databaseUrl;
    const imported = async () =>
      (
        await query<{ users: number; links: number }>(
          db,
          `select count(*)::int as users,
                  (select count(*)::int from sys_user_role r join sys_user u using (user_id)
                    where u.user_name like $1) as links
             from sys_user where user_name like $1`,
          [`${prefix}-%`],
        )
      )[0]!;
    const sequenceAt = async () =>
      (await query<{ value: number }>(db, 'select last_value::int as value from sys_user_user_id_seq'))[0]!
        .value;
    const start = await sequenceAt();

    const holder = new pg.Client({ connectionString: db });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table sys_audit_log in share mode');
      const importing = call(hr, 'POST', '/system/user/import', upload).then(
        (answer) => answer,
        (error: Error) => error,
      );
      await until(
        'the import to wait on its audit rows',
        async () =>
          (
            await query(
              db,
              `select 1 from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'
                  and query ilike 'insert into "sys_audit_log"%'`,
            )
          ).length > 0,
        60_000,
      );
      // Every account of the file is inserted (their ids drawn) in the transaction under way.
      expect((await sequenceAt()) - start).toBeGreaterThanOrEqual(ROWS);
      await server.kill();
      expect(await importing).toBeInstanceOf(Error);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }

    await server.start();
    expect(await imported()).toEqual({ users: 0, links: 0 });
    expect(strayTempFiles(server.dataDir)).toEqual([]);

    const again = await call(await signIn(server, 'panling'), 'POST', '/system/user/import', upload);
    expect(again.code, again.msg).toBe(200);
    expect(again.data).toEqual({ imported: ROWS });
    expect(await imported()).toEqual({ users: ROWS, links: ROWS });
    expect(strayTempFiles(server.dataDir)).toEqual([]);
    await auditChainIsWhole(db);
  }, 180_000);
});

describe('the database stopped under load', () => {
  let pgDir: string;
  let database: EmbeddedDatabase;
  let server: RestartableServer;
  const port = Number(process.env.EMBEDDED_PG_OUTAGE_PORT ?? 54359);
  const startDatabase = async () => {
    database = await startEmbeddedPostgres({
      dir: pgDir,
      port,
      database: 'postgres',
      log: pino({ level: 'silent' }),
    });
  };

  beforeAll(async () => {
    // A PostgreSQL server of this test's own: the one stopped here serves nobody else.
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'venus-outage-'));
    // Run as root, PostgreSQL runs as a user of its own, who must reach the directory.
    fs.chmodSync(parent, 0o755);
    pgDir = path.join(parent, 'pg');
    await startDatabase();
    server = await restartableServer({ adminUrl: database.url });
  }, 180_000);
  afterAll(async () => {
    await server?.kill();
    await database?.stop();
    fs.rmSync(path.dirname(pgDir), { recursive: true, force: true });
  });

  it('answers the system-busy message quickly while the database is down, and serves again once it is back, without a restart', async () => {
    const person = await signIn(server, 'sunyue');
    const health = async () =>
      (await (await fetch(`${server.url}/venus-api/health`)).json()) as Envelope & {
        data: { database: string };
      };
    const READS = ['/process/project/userTask/count', '/hankun/leave/balance?year=2026', '/getInfo'];
    for (const url of READS) expect((await call(person, 'GET', url)).code).toBe(200);
    expect((await health()).data.database).toBe('up');

    // A small, bounded load: four loops of reads, each answer timed, until told to stop.
    const answers: { code: number; msg: string; ms: number; phase: string }[] = [];
    let phase = 'up';
    let stop = false;
    const loop = async (worker: number) => {
      for (let i = 0; !stop && i < 2000; i += 1) {
        const began = Date.now();
        const seen = phase;
        const answer = await call(person, 'GET', READS[(worker + i) % READS.length]!, undefined, {
          signal: AbortSignal.timeout(10_000),
        });
        answers.push({ code: answer.code, msg: answer.msg, ms: Date.now() - began, phase: seen });
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(loop));
    await until('answers under load', async () => answers.length >= 20);

    phase = 'stopping';
    await database.stop();
    phase = 'down';
    const downAt = answers.length;
    await until('answers while the database is down', async () => answers.length >= downAt + 20);

    // Both languages, health naming the outage, the process alive.
    const busy = await call(person, 'GET', '/getInfo');
    expect(busy).toEqual({ code: 503, msg: '系统繁忙，请稍后重试' });
    const busyEn = await call(person, 'GET', '/getInfo', undefined, { language: 'en' });
    expect(busyEn).toEqual({ code: 503, msg: 'The system is busy, please retry later' });
    expect(await health()).toMatchObject({ code: 503, data: { database: 'down' } });
    // A change fares the same: told to retry, nothing half done.
    const write = await call(person, 'POST', '/hankun/overtime', {
      workDate: addDays(today, -1),
      hours: 1,
      reason: 'during the outage',
    });
    expect(write).toEqual({ code: 503, msg: '系统繁忙，请稍后重试' });

    phase = 'starting';
    await startDatabase();
    phase = 'back';
    await until('a read to succeed again', async () => (await call(person, 'GET', '/getInfo')).code === 200);
    const backAt = answers.length;
    await until('answers once the database is back', async () => answers.length >= backAt + 20);
    stop = true;
    await load;

    const down = answers.filter((answer) => answer.phase === 'down');
    expect(down.length).toBeGreaterThanOrEqual(20);
    for (const answer of answers) {
      // Never a hang, never a stack trace or a driver's words; success or the busy message.
      expect(answer.ms).toBeLessThan(5_000);
      expect(answer.msg).not.toMatch(/ECONN|at \w+ \(|postgres|terminat/i);
      if (answer.code !== 200) expect(answer).toMatchObject({ code: 503, msg: '系统繁忙，请稍后重试' });
    }
    for (const answer of down) expect(answer.code).toBe(503);
    const lastOnes = answers.slice(-10);
    for (const answer of lastOnes) expect(answer.code).toBe(200);
    expect((await health()).data.database).toBe('up');
    // The same process served throughout (a crash would have ended it: nothing restarts it here).
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
  }, 120_000);
});
