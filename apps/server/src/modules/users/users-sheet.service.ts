import { randomUUID } from 'node:crypto';
import type { Language, UserImportRow } from '@venus/shared';
import { translate, userImportRowSchema } from '@venus/shared';
import { inArray, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { RequestContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { insertInBatches, insertReturningInBatches } from '../../platform/db/insert-in-batches.ts';
import type { WorkbookExport } from '../../platform/spreadsheet/export-workbook.ts';
import {
  importAll,
  parseWorkbook,
  type RowError,
  rowError,
  type SheetRow,
} from '../../platform/spreadsheet/import-workbook.ts';
import type { SheetColumn } from '../../platform/spreadsheet/sheet-columns.ts';
import type { UserListQuery } from './users.schemas.ts';
import type { PublicUser, UsersService } from './users.service.ts';
import { userRoles, users } from './users.tables.ts';
import type { RoleName, UnitName, UserDirectory } from './users-directory.ts';

/** Names of a row's department, office and roles, resolved once per export. */
interface NamedUser {
  user: PublicUser;
  deptName: string;
  officeName: string;
  roleNames: string;
}

const localName = (lang: Language, cn: string, en: string) => (lang === 'en' && en ? en : cn);

/**
 * The sheet of users: the export writes every column, the import reads them back by header.
 * Status is export-only: an imported account starts in service (decision 0012).
 */
function userColumns(): SheetColumn<NamedUser>[] {
  return [
    { key: 'userName', width: 16, cell: (r) => r.user.userName },
    { key: 'nickName', width: 12, cell: (r) => r.user.nickName },
    { key: 'nameEn', width: 18, cell: (r) => r.user.nameEn },
    { key: 'userno', width: 10, cell: (r) => r.user.userno },
    { key: 'email', width: 28, cell: (r) => r.user.email },
    { key: 'phonenumber', width: 16, cell: (r) => r.user.phonenumber },
    { key: 'officePhone', width: 18, cell: (r) => r.user.officePhone },
    { key: 'seat', width: 14, cell: (r) => r.user.seat },
    { key: 'deptName', width: 16, cell: (r) => r.deptName },
    { key: 'officeName', width: 10, cell: (r) => r.officeName },
    { key: 'roleNames', width: 18, cell: (r) => r.roleNames },
    { key: 'remark', width: 24, cell: (r) => r.user.remark },
  ];
}

const IMPORT_COLUMNS: readonly SheetColumn[] = userColumns();
const ROLE_SEPARATORS = /[,，、;；]/;
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Locked until an administrator sets a password: nobody knows one, and no hash matches it. */
const lockedPassword = () => `!imported:${randomUUID()}`;

export class UserSheetService {
  constructor(
    private readonly db: Database,
    private readonly accounts: Pick<UsersService, 'findUsers' | 'assertMayManage'>,
    private readonly directory: UserDirectory,
    private readonly maxRows: () => Promise<number>,
  ) {}

  /** The users matching the list's search, as a streamed workbook in the caller's language. */
  async exportUsers(
    lang: Language,
    filters: Omit<UserListQuery, 'pageNum' | 'pageSize'>,
  ): Promise<WorkbookExport<NamedUser>> {
    const [units, roles, maxRows] = await Promise.all([
      this.directory.units(),
      this.directory.roles(),
      this.maxRows(),
    ]);
    const unitOf = new Map(units.map((unit) => [unit.deptId, unit]));
    const roleOf = new Map(roles.map((role) => [role.roleId, role]));
    const unitName = (id: number | null) => {
      const unit = id === null ? undefined : unitOf.get(id);
      return unit ? localName(lang, unit.deptName, unit.deptNameEn) : '';
    };
    const columns: SheetColumn<NamedUser>[] = [
      ...userColumns(),
      {
        key: 'status',
        width: 8,
        cell: (r) => translate(lang, `userLifecycle.status.${r.user.status}`),
      },
    ];
    return {
      fileName: translate(lang, 'userLifecycle.fileName'),
      sheetName: translate(lang, 'userLifecycle.sheetName'),
      columns,
      lang,
      maxRows,
      fetchPage: async (pageNum, pageSize) => {
        const page = await this.accounts.findUsers({ ...filters, pageNum, pageSize });
        return {
          total: page.total,
          rows: page.rows.map((user) => ({
            user,
            deptName: unitName(user.deptId),
            officeName: unitName(user.officeId),
            roleNames: user.roleIds
              .map((id) => roleOf.get(id))
              .filter((role): role is RoleName => role !== undefined)
              .map((role) => localName(lang, role.roleName, role.roleNameEn))
              .join(', '),
          })),
        };
      },
    };
  }

  async template(lang: Language) {
    return {
      fileName: translate(lang, 'userLifecycle.templateName'),
      sheetName: translate(lang, 'userLifecycle.sheetName'),
      columns: IMPORT_COLUMNS,
      lang,
    };
  }

  /**
   * Creates one account per row, all or none (every row valid, no name taken). With `update`, a
   * row whose login name belongs to an account in service updates that account instead (issue 27
   * item 6: the export reads back in), in the same one transaction and with the same row errors.
   */
  async importUsers(ctx: RequestContext, file: Buffer, update = false): Promise<number> {
    const parsed = await parseWorkbook(file, {
      columns: IMPORT_COLUMNS,
      schema: userImportRowSchema,
      lang: ctx.lang,
      maxRows: await this.maxRows(),
    });
    const [units, roles] = await Promise.all([this.directory.units(), this.directory.roles()]);
    const resolved = new Map<number, { deptId: number | null; officeId: number | null; roleIds: number[] }>();
    // Login name (lower case) to the account a row updates, in update mode.
    const existing = new Map<string, number>();
    return importAll(this.db, parsed, {
      check: async (tx, rows) => {
        if (update)
          for (const [name, userId] of await this.accountsNamed(tx, rows)) existing.set(name, userId);
        const errors = await this.duplicateNames(tx, ctx.lang, rows, existing);
        for (const { row, value } of rows) {
          const found = resolveNames(ctx.lang, row, value, units, roles);
          errors.push(...found.errors);
          resolved.set(row, found);
        }
        const allRoleIds = [...new Set([...resolved.values()].flatMap((r) => r.roleIds))];
        // Only an administrator may hand out the administrator role, here as in the form, or
        // change an administrator's account.
        await this.accounts.assertMayManage(tx, ctx, null, allRoleIds);
        for (const userId of existing.values()) await this.accounts.assertMayManage(tx, ctx, userId, []);
        return errors;
      },
      write: async (tx, allRows) => {
        const isUpdate = (value: UserImportRow) => existing.has(value.userName.toLowerCase());
        await this.updateAccounts(
          tx,
          ctx,
          allRows.filter(({ value }) => isUpdate(value)),
          (row) => resolved.get(row)!,
          existing,
        );
        const rows = allRows.filter(({ value }) => !isUpdate(value));
        if (rows.length === 0) return;
        // A file of the maximum size needs more parameters than one statement carries; the
        // batches share the import's transaction, so it stays all or nothing.
        const inserted = await insertReturningInBatches(
          tx,
          users,
          rows.map(({ row, value }) => {
            const { deptName: _d, officeName: _o, roleNames: _r, ...fields } = value;
            const links = resolved.get(row)!;
            return {
              ...fields,
              deptId: links.deptId,
              officeId: links.officeId,
              passwordHash: lockedPassword(),
              createdBy: ctx.actor?.userId,
              updatedBy: ctx.actor?.userId,
            };
          }),
        );
        const links = inserted.flatMap((user, index) =>
          resolved.get(rows[index]!.row)!.roleIds.map((roleId) => ({ userId: user.userId, roleId })),
        );
        await insertInBatches(tx, userRoles, links);
        await recordAudit(
          tx,
          ctx,
          inserted.map((user) => ({ action: 'import', entity: 'user', entityId: user.userId, after: user })),
        );
      },
    });
  }

  /** The accounts in service whose login names the rows carry, by lower-case name. */
  private async accountsNamed(tx: Executor, rows: SheetRow<UserImportRow>[]): Promise<Map<string, number>> {
    const names = [...new Set(rows.map(({ value }) => value.userName.toLowerCase()))];
    if (names.length === 0) return new Map();
    const found = await tx
      .select({ userId: users.userId, userName: users.userName })
      .from(users)
      .where(sql`lower(${users.userName}) = any(${sql.param(names)}::text[]) and ${isNull(users.deletedAt)}`)
      .for('update');
    return new Map(found.map((user) => [user.userName.toLowerCase(), user.userId]));
  }

  /** Rewrites each matched account from its row (fields, unit, office and roles), auditing before and after. */
  private async updateAccounts(
    tx: Executor,
    ctx: RequestContext,
    rows: SheetRow<UserImportRow>[],
    linksOf: (row: number) => { deptId: number | null; officeId: number | null; roleIds: number[] },
    existing: Map<string, number>,
  ): Promise<void> {
    if (rows.length === 0) return;
    const ids = rows.map(({ value }) => existing.get(value.userName.toLowerCase())!);
    const before = new Map(
      (await tx.select().from(users).where(inArray(users.userId, ids))).map((u) => [u.userId, u]),
    );
    const rolesBefore = await tx.select().from(userRoles).where(inArray(userRoles.userId, ids));
    await tx.delete(userRoles).where(inArray(userRoles.userId, ids));
    const audits = [];
    for (const { row, value } of rows) {
      const userId = existing.get(value.userName.toLowerCase())!;
      const { deptName: _d, officeName: _o, roleNames: _r, userName: _u, ...fields } = value;
      const links = linksOf(row);
      const [after] = await tx
        .update(users)
        .set({
          ...fields,
          deptId: links.deptId,
          officeId: links.officeId,
          updatedAt: new Date(),
          updatedBy: ctx.actor?.userId,
        })
        .where(sql`${users.userId} = ${userId}`)
        .returning();
      const { passwordHash: _h, ...was } = before.get(userId)!;
      const { passwordHash: _a, ...now } = after!;
      audits.push({
        action: 'import',
        entity: 'user',
        entityId: userId,
        before: { ...was, roleIds: rolesBefore.filter((r) => r.userId === userId).map((r) => r.roleId) },
        after: { ...now, roleIds: links.roleIds },
      });
    }
    await insertInBatches(
      tx,
      userRoles,
      rows.flatMap(({ row, value }) =>
        linksOf(row).roleIds.map((roleId) => ({
          userId: existing.get(value.userName.toLowerCase())!,
          roleId,
        })),
      ),
    );
    await recordAudit(tx, ctx, audits);
  }

  /**
   * A login name twice in the file, or already taken (deleted accounts keep theirs); in update
   * mode an account in service is no clash, the row updates it.
   */
  private async duplicateNames(
    tx: Executor,
    lang: Language,
    rows: SheetRow<UserImportRow>[],
    updated: ReadonlyMap<string, number>,
  ): Promise<RowError[]> {
    const errors: RowError[] = [];
    const firstRowOf = new Map<string, number>();
    for (const { row, value } of rows) {
      const name = value.userName.toLowerCase();
      const other = firstRowOf.get(name);
      if (other === undefined) firstRowOf.set(name, row);
      else
        errors.push(
          rowError(IMPORT_COLUMNS, lang, row, 'userName', 'spreadsheet.duplicateInFile', {
            value: value.userName,
            other,
          }),
        );
    }
    if (firstRowOf.size === 0) return errors;
    const taken = await tx
      .select({ userName: users.userName })
      .from(users)
      // One array parameter, not one per name: a raised maximum cannot exceed the parameter limit.
      .where(sql`lower(${users.userName}) = any(${sql.param([...firstRowOf.keys()])}::text[])`);
    for (const { userName } of taken) {
      if (updated.has(userName.toLowerCase())) continue;
      for (const { row, value } of rows) {
        if (sameName(value.userName, userName))
          errors.push(
            rowError(IMPORT_COLUMNS, lang, row, 'userName', 'user.usernameExists', {
              username: value.userName,
            }),
          );
      }
    }
    return errors;
  }
}

/** Department, office and role names (cn or en) to ids; an unknown name is a row error. */
function resolveNames(
  lang: Language,
  row: number,
  value: UserImportRow,
  units: UnitName[],
  roles: RoleName[],
): { deptId: number | null; officeId: number | null; roleIds: number[]; errors: RowError[] } {
  const errors: RowError[] = [];
  const unknown = (field: string, name: string) =>
    errors.push(rowError(IMPORT_COLUMNS, lang, row, field, 'spreadsheet.unknownName', { value: name }));
  const unitId = (field: string, name: string, kinds: string[]): number | null => {
    if (!name) return null;
    const unit = units.find(
      (u) => kinds.includes(u.kind) && (sameName(u.deptName, name) || sameName(u.deptNameEn, name)),
    );
    if (!unit) unknown(field, name);
    return unit?.deptId ?? null;
  };
  const deptId = unitId('deptName', value.deptName, ['group', 'department']);
  const officeId = unitId('officeName', value.officeName, ['office']);
  const roleIds: number[] = [];
  for (const name of value.roleNames.split(ROLE_SEPARATORS).map((part) => part.trim())) {
    if (!name) continue;
    const role = roles.find(
      (r) => sameName(r.roleName, name) || sameName(r.roleNameEn, name) || sameName(r.roleKey, name),
    );
    if (role) roleIds.push(role.roleId);
    else unknown('roleNames', name);
  }
  return { deptId, officeId, roleIds: [...new Set(roleIds)], errors };
}
