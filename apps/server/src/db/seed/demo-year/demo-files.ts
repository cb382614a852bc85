import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { addDays, CASE_END_FILE_TYPE, CASE_FILE_SOURCE, CASE_STATUS } from '@venus/shared';
import { FILE_STATUS } from '../../../modules/files/files.tables.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { files } from '../../schema.ts';
import type { DemoCase } from './case-rows.ts';
import type { DemoContext } from './demo-context.ts';
import { simpleDocx, simplePdf } from './demo-documents.ts';
import type { Person } from './firm.ts';
import { insertJsonRows } from './json-rows.ts';
import { dayOf, momentOf } from './moments.ts';

const PDF = 'application/pdf';
/** hk_fee_type in the engagement letter's words. */
const FEE_WORDS: Readonly<Record<string, string>> = {
  '1': 'hourly rates',
  '2': 'a fixed fee',
  '3': 'hourly rates up to a cap',
  '4': 'a contingency fee',
  '5': 'an annual retainer',
};
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface DemoFile {
  kase: DemoCase;
  name: string;
  type: string;
  content: Buffer;
  mimeType: string;
  at: Date;
  remark: string;
}

/** What a case's file tab holds: the engagement letter, a working draft, and the closing memo. */
function filesOf(ctx: DemoContext, kase: DemoCase): DemoFile[] {
  const { prng } = ctx;
  const plan = kase.plan;
  const opened = kase.openedDay ?? plan.createdDay;
  const header = [
    `Case: ${kase.number ?? 'draft'}  ${plan.nameEn}`,
    `Client: ${plan.client.nameEn || plan.client.nameCn}`,
    `Responsible partner: ${kase.partner.nameEn}`,
    '',
  ];
  const result: DemoFile[] = [
    {
      kase,
      name: `委托代理合同-${kase.number ?? kase.projectId}.pdf`,
      type: '',
      content: simplePdf('Engagement Letter', [
        ...header,
        'Scope: as described in the application and its annexes.',
        `Fees: ${FEE_WORDS[plan.feeType] ?? plan.feeType} in ${plan.currency}${plan.feeAmount ? ` (${plan.feeAmount})` : ''}${plan.contingencyRate ? `, ${plan.contingencyRate}% of the amount recovered` : ''}.`,
        `Signed on ${opened}.`,
      ]),
      mimeType: PDF,
      at: momentOf(opened, prng.int(10, 17), prng.int(0, 59)),
      remark: '客户盖章版',
    },
  ];
  if (prng.chance(0.5)) {
    const drafted = addDays(opened, prng.int(5, 40));
    if (drafted < ctx.today)
      result.push({
        kase,
        name:
          plan.projectType === '1' || plan.projectType === '2'
            ? '代理意见（草稿）.docx'
            : '法律意见书（草稿）.docx',
        type: '',
        content: simpleDocx(plan.nameCn, [
          `案号：${kase.number ?? '（未立案）'}`,
          `客户：${plan.client.nameCn}`,
          '一、基本事实',
          '二、法律分析',
          '三、结论与建议',
          `起草人：${kase.lead.nickName}`,
        ]),
        mimeType: DOCX,
        at: momentOf(drafted, prng.int(10, 19), prng.int(0, 59)),
        remark: '',
      });
  }
  if (kase.closingRequestedAt) {
    const day = addDays(dayOf(kase.closingRequestedAt), -prng.int(1, 5));
    result.push({
      kase,
      name: `结案报告-${kase.number}.pdf`,
      type: CASE_END_FILE_TYPE,
      content: simplePdf('Closing Memorandum', [
        ...header,
        'The work under the engagement is complete and the file is archived.',
        `Prepared by ${kase.lead.nameEn} on ${day}.`,
      ]),
      mimeType: PDF,
      at: momentOf(day, prng.int(10, 17), prng.int(0, 59)),
      remark: '结案归档',
    });
  }
  return result;
}

/**
 * The cases' files, written to the file store under DATA_DIR/files by content (the same
 * document is the same key on every run) and recorded as the files module records an upload.
 * Every case asked to close has its closing memorandum, so its archive check passed.
 */
export async function seedCaseFiles(
  tx: Executor,
  ctx: DemoContext,
  cases: readonly DemoCase[],
  dataDir: string,
): Promise<void> {
  const withFiles = cases.filter((kase) => kase.status !== CASE_STATUS.draft || ctx.prng.chance(0.3));
  const items = withFiles.flatMap((kase) => filesOf(ctx, kase));
  await writeDemoFiles(
    tx,
    ctx,
    items.map((item) => ({
      ...item,
      source: CASE_FILE_SOURCE,
      onlyId: String(item.kase.projectId),
      uploader: item.type === CASE_END_FILE_TYPE ? item.kase.lead : ctx.prng.pick(item.kase.team).person,
    })),
    dataDir,
  );
}

/** A file of some record, as an upload leaves it (the files module's source and onlyId). */
export interface DemoFileRecord {
  source: number;
  onlyId: string;
  type: string;
  name: string;
  content: Buffer;
  mimeType: string;
  at: Date;
  remark: string;
  uploader: Person;
}

/**
 * Files written to the file store under DATA_DIR/files by content (the same document is the same
 * key on every run) and recorded as the files module records an upload; answers their ids in order.
 */
export async function writeDemoFiles(
  tx: Executor,
  ctx: DemoContext,
  items: readonly DemoFileRecord[],
  dataDir: string,
): Promise<number[]> {
  const root = path.resolve(dataDir, 'files');
  const rows: (typeof files.$inferInsert)[] = [];
  const contents = new Map<string, Buffer>();
  for (const item of items) {
    const { uploader } = item;
    const extension = item.name.slice(item.name.lastIndexOf('.') + 1);
    const sha256 = createHash('sha256').update(item.content).digest('hex');
    const key = `objects/demo/${sha256}.${extension}`;
    contents.set(key, item.content);
    const id = ctx.ids.file.next();
    rows.push({
      id,
      name: item.name,
      size: item.content.length,
      remark: item.remark,
      path: key,
      source: item.source,
      onlyId: item.onlyId,
      type: item.type,
      status: FILE_STATUS.current,
      lineageId: id,
      version: 1,
      mimeType: item.mimeType,
      sha256,
      uploaderId: uploader.userId,
      uploaderName: uploader.nickName,
      createdAt: item.at,
      createdBy: uploader.userId,
      updatedAt: item.at,
      updatedBy: uploader.userId,
    });
    ctx.audit.add(item.at, uploader, {
      action: 'create',
      entity: 'file',
      entityId: id,
      after: { id, name: item.name, source: item.source, onlyId: item.onlyId, type: item.type },
    });
  }
  await writeContents(root, contents);
  await insertJsonRows(tx, files, rows);
  return rows.map((row) => row.id!);
}

/**
 * Each content under its key, through a temporary name and a rename, without the store's fsync
 * per file (2.7 s for 230 files on the first start): nothing refers to these files until the
 * seed's transaction commits, and a first start that fails leaves an empty database whose next
 * start writes the same bytes under the same keys.
 */
async function writeContents(root: string, contents: ReadonlyMap<string, Buffer>): Promise<void> {
  await fsp.mkdir(path.join(root, 'objects', 'demo'), { recursive: true });
  const entries = [...contents];
  for (let start = 0; start < entries.length; start += 16)
    await Promise.all(
      entries.slice(start, start + 16).map(async ([key, content]) => {
        const target = path.join(root, key);
        const temporary = `${target}.${process.pid}.tmp`;
        await fsp.writeFile(temporary, content);
        await fsp.rename(temporary, target);
      }),
    );
}
