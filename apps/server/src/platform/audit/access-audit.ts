import { ResultCode } from '@venus/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextOf } from '../auth/auth.plugin.ts';
import type { Cache } from '../cache/cache.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { recordAudit } from './audit.service.ts';

/**
 * The operation log's business types of reads (issue 8 item 8), beside the mutations' own. A
 * print is a read of a record's printable form (its service writes the row, decision 0047).
 */
export const READ_ACTIONS = ['download', 'preview', 'export', 'print'] as const;
export type ReadAction = (typeof READ_ACTIONS)[number];
/** The business type of a refused authorisation of a signed-in caller. */
export const ACCESS_DENIED_ACTION = 'accessDenied';

/** What a route that hands out a file or a workbook reads: the kind, and the entity it is of. */
export interface AuditedRead {
  action: ReadAction;
  entity: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route hands out a file or a workbook: each one handed out writes an audit row of this
     * kind. A route that sends one without declaring it fails (see AccessAudit.recordRead).
     */
    auditRead?: AuditedRead;
  }
  interface FastifyInstance {
    accessAudit: AccessAudit;
  }
}

/** What the sending helper knows of the read: the record, the name sent, the rows of a workbook. */
export interface ReadRecord {
  /** The record read (a file's id); none for a list's export. */
  entityId?: string | number;
  /** The file name as sent. */
  name: string;
  /** Rows of a workbook. */
  rows?: number;
  /** The owner of a file (source, onlyId), so the row says whose file it was. */
  owner?: { source: number; onlyId: string };
  /** Bytes of a Range request. */
  range?: { start: number; end: number } | null;
}

/**
 * A resumed download or a media player asks for a file in many Range slices; the first slice of a
 * file writes the row, slices of the same file by the same person within this window do not.
 * A read of the whole file always writes one.
 */
const RANGE_WINDOW_SECONDS = 10 * 60;
/** Parameters are kept short on a refusal's row: enough to name the record, never a payload. */
const MAX_PARAM_LENGTH = 200;

/** Half of a surrogate pair without its other half: text PostgreSQL's jsonb refuses, as NUL. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A caller's parameter as the row can hold it, short. Text the database would refuse must not
 * fail the row, or a NUL in the query string would hide a refusal.
 */
function storable(text: string): string {
  const clean = text.replaceAll('\0', '\uFFFD').replace(LONE_SURROGATE, '\uFFFD');
  return clean.length > MAX_PARAM_LENGTH ? `${clean.slice(0, MAX_PARAM_LENGTH)}…` : clean;
}

function shortened(value: unknown): unknown {
  if (typeof value === 'string') return storable(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(shortened);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [storable(k), shortened(v)]),
  );
}

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

/**
 * The audit rows of access rather than change (issue 8 item 8, ASVS 16.3): every file or workbook
 * handed out, and every refused authorisation of a signed-in caller. Mutations write their own
 * rows in their transactions (recordAudit); these stand alone, as nothing else is written.
 */
export class AccessAudit {
  /** Every route declaring `auditRead`, as registered: the read-audit test calls each. */
  readonly readRoutes: { method: string; url: string; read: AuditedRead }[] = [];

  constructor(
    private readonly db: Database,
    private readonly cache: Cache,
  ) {}

  /**
   * Called by the sending helpers (sendDelivery, sendWorkbook) once every check has passed and
   * just before the first byte goes out: a read refused or failed before that writes no row,
   * and no file leaves without its row (a failed insert fails the read). The row holds who,
   * which route, the record and the name; for an export the filter used and the row count.
   */
  async recordRead(request: FastifyRequest, read: ReadRecord): Promise<void> {
    const declared = request.routeOptions.config.auditRead;
    if (!declared) throw new Error(`Route ${routeOf(request)} hands out a file without declaring auditRead`);
    // A HEAD answer carries the headers and no bytes.
    if (request.method === 'HEAD') return;
    const ctx = contextOf(request);
    if (read.range && ctx.actor && read.entityId !== undefined) {
      const key = `audit-read:${ctx.actor.userId}:${declared.action}:${declared.entity}:${read.entityId}`;
      if ((await this.cache.increment(key, RANGE_WINDOW_SECONDS)) > 1) return;
    }
    const after: Record<string, unknown> = { route: routeOf(request), name: read.name };
    if (read.owner) after.owner = read.owner;
    if (read.range) after.range = `${read.range.start}-${read.range.end}`;
    if (declared.action === 'export') after.filter = shortened(request.body ?? request.query ?? {});
    if (read.rows !== undefined) after.rows = read.rows;
    await recordAudit(this.db, ctx, {
      action: declared.action,
      entity: declared.entity,
      entityId: read.entityId,
      after,
    });
  }

  /**
   * A refused authorisation of a signed-in caller (the route's permission or the service's record
   * check): status failed, the reason, the route and permission, and the path and query
   * parameters that name the record; never the body.
   */
  async recordRefusal(request: FastifyRequest, error: AppError): Promise<void> {
    await recordAudit(this.db, contextOf(request), {
      action: ACCESS_DENIED_ACTION,
      entity: request.routeOptions.config.auditRead?.entity ?? 'route',
      after: {
        status: 'failed',
        reason: error.key,
        route: routeOf(request),
        permission: request.routeOptions.config.permission ?? null,
        params: shortened(request.params ?? {}),
        query: shortened(request.query ?? {}),
      },
    });
  }
}

/** Register before the routes: Fastify applies hooks only to routes registered after them. */
export function registerAccessAudit(app: FastifyInstance, db: Database, cache: Cache): AccessAudit {
  const audit = new AccessAudit(db, cache);
  app.decorate('accessAudit', audit);
  app.addHook('onRoute', (route) => {
    const read = (route.config as { auditRead?: AuditedRead } | undefined)?.auditRead;
    if (!read) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') audit.readRoutes.push({ method, url: route.url, read });
    }
  });
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof AppError) || error.code !== ResultCode.FORBIDDEN || !request.actor) return;
    try {
      await audit.recordRefusal(request, error);
    } catch (err) {
      // The refusal still answers 403; the warn line of the refusal log remains its record.
      request.log.error({ err }, 'refusal not written to the audit trail');
    }
  });
  return audit;
}
