import type { DeptInput } from '@venus/shared';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { RequestContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/paging.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { DeptListQuery, UpdateDeptInput } from './organization.schemas.ts';
import { depts } from './organization.tables.ts';

type DeptRow = typeof depts.$inferSelect;

/** What the organization module needs from the users module, which owns people's departments. */
export interface OrganizationCollaborators {
  /** Whether anyone (not deleted) works in the department or office. */
  isDeptInUse: (deptId: number, db: Executor) => Promise<boolean>;
}

const ACTIVE = '0';

export class OrganizationService {
  constructor(
    private readonly db: Database,
    private readonly collaborators: OrganizationCollaborators,
  ) {}

  /** The tree as a flat list in display order; the client nests it by parentId. */
  async findDepts(query: DeptListQuery): Promise<DeptRow[]> {
    const filters: (SQL | undefined)[] = [];
    if (query.deptName) {
      const pattern = containsPattern(query.deptName);
      filters.push(or(ilike(depts.deptName, pattern), ilike(depts.deptNameEn, pattern)));
    }
    if (query.kind) filters.push(eq(depts.kind, query.kind));
    if (query.status) filters.push(eq(depts.status, query.status));
    return this.db
      .select()
      .from(depts)
      .where(and(...filters))
      .orderBy(asc(depts.parentId), asc(depts.orderNum), asc(depts.deptId));
  }

  /** Active offices, for pickers. */
  findOffices(): Promise<DeptRow[]> {
    return this.findActive('office');
  }

  /** Active practice groups, for pickers. */
  findGroups(): Promise<DeptRow[]> {
    return this.findActive('group');
  }

  async getDept(deptId: number, tx: Executor = this.db): Promise<DeptRow> {
    const [row] = await tx.select().from(depts).where(eq(depts.deptId, deptId));
    if (!row) throw notFound('dept.notFound');
    return row;
  }

  async createDept(ctx: RequestContext, input: DeptInput): Promise<DeptRow> {
    return this.db.transaction(async (tx) => {
      await this.assertParent(tx, input.parentId);
      const [row] = await tx
        .insert(depts)
        .values({ ...input, createdBy: ctx.actor?.userId, updatedBy: ctx.actor?.userId })
        .returning();
      await recordAudit(tx, ctx, { action: 'create', entity: 'dept', entityId: row!.deptId, after: row });
      return row!;
    });
  }

  async updateDept(ctx: RequestContext, input: UpdateDeptInput): Promise<DeptRow> {
    return this.db.transaction(async (tx) => {
      // Two moves checked at once could each pass and together form a loop (A under B, B under
      // A); edits of the tree are rare, so they simply take turns.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sys_dept.tree'))`);
      const [before] = await tx.select().from(depts).where(eq(depts.deptId, input.deptId)).for('update');
      if (!before) throw notFound('dept.notFound');
      // The catalogue has no department-specific messages for these two yet.
      if (input.parentId === input.deptId) throw badRequest('dept.parentIsSelf', {}, 'parentId');
      await this.assertParent(tx, input.parentId);
      if (await this.isDescendant(tx, input.parentId, input.deptId)) {
        throw badRequest('dept.parentIsDescendant', {}, 'parentId');
      }
      const { deptId, ...fields } = input;
      const [after] = await tx
        .update(depts)
        .set({ ...fields, updatedAt: new Date(), updatedBy: ctx.actor?.userId })
        .where(eq(depts.deptId, deptId))
        .returning();
      await recordAudit(tx, ctx, { action: 'update', entity: 'dept', entityId: deptId, before, after });
      return after!;
    });
  }

  /** Deletes a department that has no sub-departments and nobody working in it. */
  async deleteDept(ctx: RequestContext, deptId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(depts).where(eq(depts.deptId, deptId)).for('update');
      if (!before) throw notFound('dept.notFound');
      const [child] = await tx
        .select({ id: depts.deptId })
        .from(depts)
        .where(eq(depts.parentId, deptId))
        .limit(1);
      if (child) throw badRequest('dept.hasChildren');
      if (await this.collaborators.isDeptInUse(deptId, tx)) throw badRequest('dept.hasUsers');
      await tx.delete(depts).where(eq(depts.deptId, deptId));
      await recordAudit(tx, ctx, { action: 'delete', entity: 'dept', entityId: deptId, before });
    });
  }

  private findActive(kind: 'office' | 'group'): Promise<DeptRow[]> {
    return this.db
      .select()
      .from(depts)
      .where(and(eq(depts.kind, kind), eq(depts.status, ACTIVE)))
      .orderBy(asc(depts.orderNum), asc(depts.deptId));
  }

  /**
   * A parent other than the root must exist. It stays share-locked until the change commits, so
   * it cannot be deleted underneath the new child (deleteDept takes an update lock first).
   */
  private async assertParent(tx: Executor, parentId: number): Promise<void> {
    if (parentId === 0) return;
    const [parent] = await tx
      .select({ id: depts.deptId })
      .from(depts)
      .where(eq(depts.deptId, parentId))
      .for('share');
    if (!parent) throw badRequest('dept.notFound', {}, 'parentId');
  }

  /** Whether `candidate` lies below `deptId` in the tree (walking up from the candidate). */
  private async isDescendant(tx: Executor, candidate: number, deptId: number): Promise<boolean> {
    const links = await tx.select({ deptId: depts.deptId, parentId: depts.parentId }).from(depts);
    const parentOf = new Map(links.map((link) => [link.deptId, link.parentId]));
    const seen = new Set<number>();
    for (let id = candidate; id !== 0 && !seen.has(id); id = parentOf.get(id) ?? 0) {
      if (id === deptId) return true;
      seen.add(id);
    }
    return false;
  }
}
