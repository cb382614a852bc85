import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext, SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { readInvoiceTotal } from './invoice-ocr.ts';
import { type InvoiceOcrJobStatus, invoiceOcrJobs } from './invoices.tables.ts';

/** A failed attempt is retried until this many have been made; then the job is given up. */
export const OCR_MAX_ATTEMPTS = 3;
/** How long a claim holds without its holder renewing it (a dead server's job is free after it). */
const DEFAULT_LEASE_MS = 120_000;
/** Back-off before the next attempt: 30 s, then 2 min (the tools failing is rarely over at once). */
const RETRY_DELAYS_MS = [30_000, 120_000];

export interface InvoiceOcrJob {
  jobId: number;
  invoiceId: number;
  fileId: number;
  requestedBy: number;
  attempts: number;
}

export interface InvoiceOcrDeps {
  db: Database;
  /** The file's bytes as the person who attached it may read them (files module). */
  fileContent(ctx: SignedInContext, fileId: number): Promise<{ name: string; stream: Readable }>;
  /** The person who attached the file, as a job's signed-in context; null when gone. */
  contextOf(userId: number, requestId: string): Promise<SignedInContext | null>;
  /** Writes what was read (null: nothing found, or given up) in the job's transaction. */
  done(ctx: RequestContext, job: InvoiceOcrJob, amount: string | null, tx: Executor): Promise<void>;
  warn(error: unknown, message: string): void;
  /** Reads the total off the file; tests may replace the tools. */
  read?: (content: Buffer, fileName: string) => Promise<string | null>;
  leaseMs?: number;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * Invoice OCR as durable background jobs (decision 0048, replacing 0039's in-memory queue). The
 * job row is written in the transaction that attached the file, so it exists exactly when the
 * attachment does and survives a restart. Each server runs one job at a time (Tesseract takes a
 * CPU for seconds): it claims the oldest due job with `FOR UPDATE SKIP LOCKED` and marks it
 * running under a lease it renews while it works; the result, the invoice's OCR fields, their
 * audit row and the job's end are written in one transaction, only while the claim is still
 * its own. Jobs are picked up on start-up, after each attachment in this process, and by a
 * sweep (other servers' jobs, retries that came due, leases of servers that died).
 */
export class InvoiceOcrJobs {
  /** This server's claims: a restarted process never mistakes an old claim for its own. */
  private readonly worker = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(private readonly deps: InvoiceOcrDeps) {}

  private get leaseMs(): number {
    return this.deps.leaseMs ?? DEFAULT_LEASE_MS;
  }

  /** Queues the OCR of the invoice's file in the caller's transaction; `poke()` after the commit. */
  async queue(tx: Executor, invoiceId: number, fileId: number, requestedBy: number): Promise<void> {
    await tx.insert(invoiceOcrJobs).values({ invoiceId, fileId, requestedBy });
  }

  /** Starts taking jobs: at once (what a previous run left), then on every sweep. */
  start(sweepMs = Math.min(30_000, this.leaseMs / 2)): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.poke(), sweepMs);
    this.timer.unref();
    this.poke();
  }

  /** Takes no new job; resolves once the one running has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.draining;
  }

  /** Runs the due jobs one after another, unless stopped (a new attachment, the sweep). */
  poke(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = null;
    });
  }

  /** Resolves once no job is running in this process (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      try {
        while (!this.stopped && (await this.runOnce())) {}
      } catch (error) {
        this.deps.warn(error, 'invoice OCR jobs: the queue could not be read');
      }
    } while (this.again && !this.stopped);
  }

  /** Claims one due job and runs it; false when there was none. */
  async runOnce(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    await this.run(job);
    return true;
  }

  /**
   * The oldest due job: queued and past its back-off, or running under a lease that ran out
   * (its server died). `SKIP LOCKED`: two servers claiming at once take different jobs.
   */
  async claim(): Promise<InvoiceOcrJob | null> {
    const result = await this.deps.db.execute<{
      job_id: number;
      invoice_id: number;
      file_id: number;
      requested_by: number;
      attempts: number;
    }>(sql`
      update hk_invoice_ocr_job set status = 'running', attempts = attempts + 1,
        claim_token = ${this.worker}, lease_until = now() + ${`${this.leaseMs} milliseconds`}::interval,
        updated_at = now()
      where job_id = (
        select job_id from hk_invoice_ocr_job
        where (status = 'queued' and run_after <= now()) or (status = 'running' and lease_until < now())
        order by run_after, job_id
        limit 1
        for update skip locked)
      returning job_id, invoice_id, file_id, requested_by, attempts`);
    const row = result.rows[0];
    return row
      ? {
          jobId: row.job_id,
          invoiceId: row.invoice_id,
          fileId: row.file_id,
          requestedBy: row.requested_by,
          attempts: row.attempts,
        }
      : null;
  }

  private async run(job: InvoiceOcrJob): Promise<void> {
    // The lease is renewed while the tools run, so a slow page is not taken for a dead server.
    const renew = setInterval(() => void this.renew(job), this.leaseMs / 3);
    renew.unref();
    let amount: string | null = null;
    let failure: unknown = null;
    let ctx: SignedInContext | null = null;
    try {
      ctx = await this.deps.contextOf(job.requestedBy, `invoice-ocr-job-${job.jobId}`);
      if (!ctx) throw new Error(`user ${job.requestedBy} cannot be found`);
      const file = await this.deps.fileContent(ctx, job.fileId);
      amount = await (this.deps.read ?? readInvoiceTotal)(await bytesOf(file.stream), file.name);
    } catch (error) {
      failure = error;
      this.deps.warn(
        error,
        `invoice ${job.invoiceId}: OCR of file ${job.fileId} failed (attempt ${job.attempts})`,
      );
    } finally {
      clearInterval(renew);
    }
    try {
      await this.finish(job, ctx, amount, failure);
    } catch (error) {
      // Left running: the lease runs out and another attempt is made.
      this.deps.warn(error, `invoice ${job.invoiceId}: OCR result not saved`);
    }
  }

  private async renew(job: InvoiceOcrJob): Promise<void> {
    try {
      await this.deps.db
        .update(invoiceOcrJobs)
        .set({ leaseUntil: sql`now() + ${`${this.leaseMs} milliseconds`}::interval` })
        .where(and(eq(invoiceOcrJobs.jobId, job.jobId), this.mine()));
    } catch (error) {
      this.deps.warn(error, `invoice OCR job ${job.jobId}: lease not renewed`);
    }
  }

  private mine() {
    return and(eq(invoiceOcrJobs.status, 'running'), eq(invoiceOcrJobs.claimToken, this.worker));
  }

  /**
   * One transaction: the job's end and, when it ends, the invoice's result with its audit row.
   * Nothing is written when the claim is no longer this server's (its lease ran out and another
   * took the job): the result is that server's to write.
   */
  private async finish(
    job: InvoiceOcrJob,
    ctx: SignedInContext | null,
    amount: string | null,
    failure: unknown,
  ): Promise<void> {
    const retry = failure !== null && job.attempts < OCR_MAX_ATTEMPTS;
    const status: InvoiceOcrJobStatus = retry ? 'queued' : failure === null ? 'done' : 'failed';
    await this.deps.db.transaction(async (tx) => {
      const [held] = await tx
        .select({ jobId: invoiceOcrJobs.jobId })
        .from(invoiceOcrJobs)
        .where(and(eq(invoiceOcrJobs.jobId, job.jobId), this.mine()))
        .for('update');
      if (!held) return;
      // Given up on someone no longer there: the audit row names the job, not a person.
      const writer = ctx ?? {
        actor: null,
        requestId: `invoice-ocr-job-${job.jobId}`,
        ip: '',
        userAgent: '',
        lang: 'cn' as const,
      };
      if (!retry) await this.deps.done(writer, job, amount, tx);
      const delay = RETRY_DELAYS_MS[Math.min(job.attempts, RETRY_DELAYS_MS.length) - 1] ?? 0;
      await tx
        .update(invoiceOcrJobs)
        .set({
          status,
          claimToken: null,
          leaseUntil: null,
          lastError: failure === null ? '' : String((failure as Error).message ?? failure).slice(0, 500),
          updatedAt: new Date(),
          ...(retry
            ? { runAfter: sql`now() + ${`${delay} milliseconds`}::interval` }
            : { finishedAt: new Date() }),
        })
        .where(eq(invoiceOcrJobs.jobId, job.jobId));
    });
  }
}
