import {
  CLIENT_PERMISSIONS,
  type ClientInput,
  type ClientListQuery,
  type ClientSelectQuery,
  type ClientUpdateInput,
  localizedName,
} from '@venus/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { mayAct } from '../../platform/auth/auth.plugin.ts';
import type { Actor, RequestContext, SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { containsPattern, offsetOf, orderOf } from '../../platform/db/paging.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import { readChildren, writeContacts, writeInvoiceTitles, writeRelations } from './client-children.ts';
import type { ClientCollaborators } from './clients.collaborators.ts';
import { clients } from './clients.tables.ts';
import type { ClientChoiceView, ClientDetailView, ClientRowView } from './clients.views.ts';

export type ClientRow = typeof clients.$inferSelect;

/** The client's name in the reader's language, falling back to the other one. */
export function clientNameIn(lang: string, client: Pick<ClientRow, 'nameCn' | 'nameEn'>): string {
  return localizedName(lang, client.nameCn, client.nameEn);
}

const SELECT_LIMIT = 20;

/** A client row's own columns from the form (contacts, titles and relations live in their tables). */
function columnsOf(input: ClientInput) {
  const { contacts: _c, invoiceTitles: _i, relations: _r, ...columns } = input;
  return columns;
}

/**
 * Clients (decision 0025): the firm's list, "my clients", the picker, one client with its
 * contacts, invoice titles and group relations, and adding and editing them.
 */
export class ClientsService {
  constructor(
    private readonly db: Database,
    private readonly deps: ClientCollaborators,
  ) {}

  /** Clients of the cases the person works on; none until the cases module provides them. */
  clientIdsOfMyCases(userId: number, tx?: Executor): Promise<number[]> {
    return this.deps.myCaseClientIds ? this.deps.myCaseClientIds(userId, tx) : Promise.resolve([]);
  }

  async findClients(query: ClientListQuery, scope?: SQL): Promise<{ rows: ClientRowView[]; total: number }> {
    const pattern = query.keyword ? containsPattern(query.keyword) : null;
    const where = and(
      scope,
      pattern
        ? or(
            ilike(clients.nameCn, pattern),
            ilike(clients.nameEn, pattern),
            ilike(clients.registrationNumber, pattern),
            // A client is still found under the name it had before, or the one people use.
            sql`array_to_string(${clients.formerNames} || ${clients.aliases}, ' ') ilike ${pattern}`,
          )
        : undefined,
      query.clientType ? eq(clients.clientType, query.clientType) : undefined,
      query.status ? eq(clients.status, query.status) : undefined,
      query.industry ? eq(clients.industry, query.industry) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(clients)
        .where(where)
        .orderBy(
          orderOf(query, { nameCn: clients.nameCn, createdAt: clients.createdAt }, desc(clients.createdAt)),
          desc(clients.clientId),
        )
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      this.db.select({ total: count() }).from(clients).where(where),
    ]);
    return { rows: await this.rowViews(rows), total: total?.total ?? 0 };
  }

  /** "My clients": those I originate, or whose cases I work on. */
  async findMyClients(ctx: SignedInContext, query: ClientListQuery) {
    const ofMyCases = await this.clientIdsOfMyCases(ctx.actor.userId);
    const mine = eq(clients.originatingPartnerId, ctx.actor.userId);
    return this.findClients(
      query,
      ofMyCases.length > 0 ? or(mine, inArray(clients.clientId, ofMyCases)) : mine,
    );
  }

  /** Active clients matching the typed text (or the one chosen, by id), for pickers. */
  async selectList(ctx: RequestContext, query: ClientSelectQuery): Promise<ClientChoiceView[]> {
    const pattern = containsPattern(query.query);
    const rows = await this.db
      .select({ clientId: clients.clientId, nameCn: clients.nameCn, nameEn: clients.nameEn })
      .from(clients)
      .where(
        query.id
          ? eq(clients.clientId, query.id)
          : and(
              eq(clients.status, 'active'),
              query.query
                ? or(
                    ilike(clients.nameCn, pattern),
                    ilike(clients.nameEn, pattern),
                    ilike(clients.registrationNumber, pattern),
                  )
                : undefined,
            ),
      )
      .orderBy(
        // By the name the reader sees.
        ctx.lang === 'en'
          ? sql`coalesce(nullif(${clients.nameEn}, ''), ${clients.nameCn})`
          : sql`coalesce(nullif(${clients.nameCn}, ''), ${clients.nameEn})`,
        asc(clients.clientId),
      )
      .limit(SELECT_LIMIT);
    return rows.map((row) => ({ id: row.clientId, name: clientNameIn(ctx.lang, row), number: null }));
  }

  /** Holders of hankun:client:query, the originating partner, and whoever works on its cases. */
  async mayView(
    actor: Actor,
    client: Pick<ClientRow, 'clientId' | 'originatingPartnerId'>,
  ): Promise<boolean> {
    if (mayAct(actor, CLIENT_PERMISSIONS.query) || client.originatingPartnerId === actor.userId) return true;
    return (await this.clientIdsOfMyCases(actor.userId)).includes(client.clientId);
  }

  async getClient(ctx: SignedInContext, clientId: number): Promise<ClientDetailView> {
    const row = await this.getRow(this.db, clientId);
    if (!(await this.mayView(ctx.actor, row))) throw forbidden();
    return this.detailOf(this.db, row);
  }

  async createClient(ctx: SignedInContext, input: ClientInput): Promise<ClientDetailView> {
    return this.saving(async () =>
      this.db.transaction(async (tx) => {
        await this.checkInput(tx, input, null);
        const [row] = (await tx
          .insert(clients)
          .values({ ...columnsOf(input), createdBy: ctx.actor.userId, updatedBy: ctx.actor.userId })
          .returning()) as [ClientRow];
        await this.writeChildren(tx, row.clientId, input);
        await this.deps.clientNamesChanged?.(row, tx);
        const after = await this.detailOf(tx, row);
        await recordAudit(tx, ctx, { action: 'create', entity: 'client', entityId: row.clientId, after });
        return after;
      }),
    );
  }

  async updateClient(ctx: SignedInContext, { clientId, client: input }: ClientUpdateInput) {
    return this.saving(async () =>
      this.db.transaction(async (tx) => {
        const row = await this.getRow(tx, clientId, true);
        await this.checkInput(tx, input, row);
        const before = await this.detailOf(tx, row);
        const [updated] = (await tx
          .update(clients)
          .set({ ...columnsOf(input), updatedAt: new Date(), updatedBy: ctx.actor.userId })
          .where(eq(clients.clientId, clientId))
          .returning()) as [ClientRow];
        await this.writeChildren(tx, clientId, input);
        await this.deps.clientNamesChanged?.(updated, tx);
        const after = await this.detailOf(tx, updated);
        await recordAudit(tx, ctx, { action: 'update', entity: 'client', entityId: clientId, before, after });
        return after;
      }),
    );
  }

  /** The clients' names and identifiers, for the cases module; a missing id is absent. */
  async clientsByIds(clientIds: readonly number[], tx: Executor = this.db) {
    const unique = [...new Set(clientIds)];
    if (unique.length === 0) return new Map<number, ClientRow>();
    const rows = await tx.select().from(clients).where(inArray(clients.clientId, unique));
    return new Map(rows.map((row) => [row.clientId, row]));
  }

  async getRow(tx: Executor, clientId: number, forUpdate = false): Promise<ClientRow> {
    const query = tx.select().from(clients).where(eq(clients.clientId, clientId));
    const [row] = forUpdate ? await query.for('update') : await query;
    if (!row) throw notFound('client.notFound');
    return row;
  }

  async detailOf(tx: Executor, row: ClientRow): Promise<ClientDetailView> {
    const children = await readChildren(tx, row.clientId);
    const [view] = await this.rowViews([row], tx);
    return { ...view!, ...children };
  }

  private async rowViews(rows: ClientRow[], tx?: Executor): Promise<ClientRowView[]> {
    const people = await this.deps.peopleByIds(
      rows.flatMap((row) => (row.originatingPartnerId === null ? [] : [row.originatingPartnerId])),
      tx,
    );
    return rows.map(({ createdBy: _c, updatedBy: _u, ...row }) => {
      const partner = row.originatingPartnerId === null ? undefined : people.get(row.originatingPartnerId);
      return {
        ...row,
        originatingPartnerName: partner?.nickName ?? '',
        originatingPartnerNameEn: partner?.nameEn ?? '',
      };
    });
  }

  /** The rules a client's form must meet beyond its schema. */
  private async checkInput(tx: Executor, input: ClientInput, before: ClientRow | null): Promise<void> {
    const partnerId = input.originatingPartnerId;
    // A partner who has since left may stay on a client saved before; a new choice must be in service.
    if (partnerId !== null && partnerId !== before?.originatingPartnerId) {
      const active = await this.deps.activeUserIds([partnerId], tx);
      if (!active.includes(partnerId)) throw badRequest('client.partnerNotFound', {}, 'originatingPartnerId');
    }
    const relatedIds = input.relations.map((related) => related.relatedClientId);
    if (before && relatedIds.includes(before.clientId))
      throw badRequest('client.relationSelf', {}, 'relations');
    if (new Set(relatedIds).size !== relatedIds.length)
      throw badRequest('client.relationTwice', {}, 'relations');
    const existing = await this.clientsByIds(relatedIds, tx);
    const missing = relatedIds.find((id) => !existing.has(id));
    if (missing !== undefined) throw badRequest('client.relatedNotFound', { clientId: missing }, 'relations');
  }

  private async writeChildren(tx: Executor, clientId: number, input: ClientInput): Promise<void> {
    await writeContacts(tx, clientId, input.contacts);
    await writeInvoiceTitles(tx, clientId, input.invoiceTitles);
    await writeRelations(tx, clientId, input.relations);
  }

  /** Two people relating the same pair of clients at the same instant: one of them retries. */
  private async saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('error.conflict', {}, 'relations');
      throw error;
    }
  }
}
