import { inArray, notInArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Which cases' records (bills, invoices, receipts, report movements) a list may show (decision
 * 0030): every case but the walled ones the person is outside of, or only the cases they are on.
 */
export type CaseScope = { all: true; except: number[] } | { all: false; caseIds: number[] };

/** The condition a record meets to be within the scope, on the column that holds its case. */
export function withinCaseScope(scope: CaseScope, caseColumn: SQLWrapper): SQL {
  if (scope.all) return scope.except.length > 0 ? notInArray(caseColumn, scope.except) : sql`true`;
  return scope.caseIds.length > 0 ? inArray(caseColumn, scope.caseIds) : sql`false`;
}
