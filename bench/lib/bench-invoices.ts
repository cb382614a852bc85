/**
 * The bench firm's tax invoices (issue 19, lists at M and L), written in SQL from the bench's
 * bills: what a bill's status says about its invoices. A paid bill was invoiced whole (one in
 * twenty reversed by a red letter and issued again); a partly paid or written-off one mostly
 * invoiced; a sent bill's invoice is recorded or still requested (a few cancelled); an issued one
 * sometimes requested already. Numbered as the tax authority numbers them (20 digits, unique),
 * dated after the bill, titled with the client's name, the tax in the bill's proportion.
 *
 * What it leaves out: requests carry no approval instance (the lists read none), invoices no
 * file and no OCR. The lists read the invoices and their bills only.
 */
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../apps/server/src/platform/db/database.ts';

/** Per bill, by its status and a spread value h of 0–99: the invoices it has (kind, status). */
const PLAN = `
  select b.bill_id, v.kind, v.status
    from bench_invoice_bill b
    cross join lateral (values
      ('first', case
         when b.status = 'paid' and b.h < 5 then 'reversed'
         when b.status = 'paid' and b.h < 97 then 'issued'
         when b.status in ('partlyPaid', 'writtenOff') and b.h < 80 then 'issued'
         when b.status in ('partlyPaid', 'writtenOff') and b.h < 90 then 'requested'
         when b.status = 'sent' and b.h < 45 then 'issued'
         when b.status = 'sent' and b.h < 85 then 'requested'
         when b.status = 'sent' and b.h < 90 then 'cancelled'
         when b.status = 'issued' and b.h < 30 then 'requested'
         else null end),
      ('red', case when b.status = 'paid' and b.h < 5 then 'issued' end),
      ('again', case when b.status = 'paid' and b.h < 5 then 'issued' end)) v(kind, status)
   where v.status is not null`;

export function loadInvoices(db: Database): Promise<{ invoices: number }> {
  return db.transaction((tx) => writeInvoices(tx));
}

async function writeInvoices(db: Transaction): Promise<{ invoices: number }> {
  const base = await db.execute<{ n: number }>(
    sql`select coalesce(max(invoice_id), 0)::int as n from hk_invoice`,
  );
  const first = Number(base.rows[0]?.n ?? 0);
  const finance = await db.execute<{ id: number }>(
    sql.raw(`select u.user_id as id from sys_user u join sys_user_role ur on ur.user_id = u.user_id
      join sys_role r on r.role_id = ur.role_id where r.role_key = 'finance' order by u.user_id limit 1`),
  );
  const clerk = finance.rows[0]?.id ?? 'null';
  await db.execute(
    sql.raw(`
    create temp table bench_invoice_bill on commit drop as
    select b.bill_id, b.status, abs(b.bill_id * 37) % 100 as h
      from hk_bill b
     where b.status in ('issued', 'sent', 'partlyPaid', 'paid', 'writtenOff') and b.total > 0`),
  );
  await db.execute(
    sql.raw(`
    create temp table bench_invoice on commit drop as
    select ${first} + row_number() over (order by p.bill_id, case p.kind when 'first' then 0 when 'red' then 1 else 2 end) as invoice_id, p.*
      from (${PLAN}) p`),
  );
  const inserted = await db.execute(
    sql.raw(`
    insert into hk_invoice (invoice_id, bill_id, project_id, client_id, invoice_title_id, title,
                            tax_number, invoice_type, currency, amount, tax_rate, tax_amount, status,
                            invoice_number, invoice_date, ocr_status, reverses_invoice_id, remark,
                            requested_by, created_at, created_by, updated_at, updated_by)
    select i.invoice_id, b.bill_id, b.project_id, b.client_id, null,
           coalesce(nullif(c.name_cn, ''), c.name_en),
           case when c.client_id % 3 = 0 then '' else '91' || lpad((c.client_id * 7919 % 1000000000000000)::text, 16, '0') end,
           (array['vatSpecial', 'vatSpecial', 'vatSpecial', 'electronic', 'electronic', 'vatOrdinary'])[1 + b.bill_id % 6],
           b.currency,
           case when i.kind = 'red' then -b.total else b.total end,
           case when b.total > b.tax_total then round(b.tax_total / (b.total - b.tax_total), 6) else 0 end,
           case when i.kind = 'red' then -b.tax_total else b.tax_total end,
           i.status,
           case when i.status in ('issued', 'reversed')
                then (case i.kind when 'red' then '2431' when 'again' then '2432' else '2430' end) || lpad(b.bill_id::text, 16, '0') end,
           case when i.status in ('issued', 'reversed') then least(b.bill_date + 3 + b.bill_id % 10 + case i.kind when 'first' then 0 else 30 end, current_date) end,
           'none',
           case when i.kind = 'red' then i.invoice_id - 1 end,
           case i.kind when 'red' then '开票信息有误，红冲重开' else '' end,
           b.partner_id,
           b.bill_date + time '15:00' + make_interval(days => 1 + b.bill_id % 3 + case i.kind when 'first' then 0 else 30 end),
           b.partner_id,
           b.bill_date + time '16:00' + make_interval(days => 4 + b.bill_id % 10 + case i.kind when 'first' then 0 else 30 end),
           case when i.status = 'requested' then b.partner_id else ${clerk} end
      from bench_invoice i
      join hk_bill b on b.bill_id = i.bill_id
      join hk_client c on c.client_id = b.client_id`),
  );
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('hk_invoice', 'invoice_id'), greatest((select max(invoice_id) from hk_invoice), 1))`,
    ),
  );
  return { invoices: inserted.rowCount ?? 0 };
}

/**
 * The invoice lists, page 1 of 25, newest first: 我的发票 of a fee earner (the invoices of the
 * cases they are on; unfiltered, requested, issued) and 发票审核 of finance (every invoice within
 * the walls: unfiltered, requested, issued).
 */
export function invoiceListPlans(
  feeEarner: (i: number) => string,
  finance: (i: number) => string,
): {
  name: string;
  userOf: (i: number) => string;
  url: (i: number) => string;
  /** The page's own table when it is not the scenario's (the reconciliation lists bills). */
  barePage?: { table: string; key: string; field: string };
}[] {
  const page = '/venus-api/hankun/invoice/%s?pageNum=1&pageSize=25';
  const statuses = ['', '&status=requested', '&status=issued'];
  return [
    {
      name: 'invoice-list mine',
      userOf: feeEarner,
      url: (i) => page.replace('%s', 'list') + statuses[i % 3],
    },
    {
      name: 'invoice-list all (finance)',
      userOf: finance,
      url: (i) => page.replace('%s', 'listAll') + statuses[i % 3],
    },
    // 开票收款核对 (decision 0061): every invoiced or paid bill, unfiltered and by two states.
    {
      name: 'invoice-reconciliation (finance)',
      userOf: finance,
      url: (i) =>
        `/venus-api/hankun/invoice/reconciliation?pageNum=1&pageSize=25${
          ['', '&state=invoicedNotReceived', '&state=receivedNotInvoiced'][i % 3]
        }`,
      barePage: { table: 'hk_bill', key: 'bill_id', field: 'billId' },
    },
  ];
}
