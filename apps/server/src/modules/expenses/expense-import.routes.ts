import {
  EXPENSE_PERMISSIONS,
  expenseClaimDetailView,
  expenseImportQuerySchema,
  translate,
} from '@venus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInContextOf } from '../../platform/auth/auth.plugin.ts';
import { envelopeOf, ok } from '../../platform/http/envelope.ts';
import { sendWorkbook } from '../../platform/spreadsheet/export-workbook.ts';
import { readSpreadsheetUpload } from '../../platform/spreadsheet/spreadsheet-upload.ts';
import type { ExpenseImportService } from './expense-import.service.ts';

/**
 * Spec expenseImport (decision 0052): the template, and a sheet of lines made into a draft claim
 * of the caller. Both need the permission to add a claim; the import counts as costly work.
 */
export function expenseImportRoutes(api: FastifyInstance, expenseImport: ExpenseImportService): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['expenses'];

  app.get(
    '/hankun/expenses/importTemplate',
    {
      config: {
        permission: EXPENSE_PERMISSIONS.add,
        auditRead: { action: 'download', entity: 'importTemplate' },
      },
      schema: { tags },
    },
    async (request, reply) => sendWorkbook(reply, expenseImport.template(request.lang)),
  );

  app.post(
    '/hankun/expenses/import',
    {
      config: { permission: EXPENSE_PERMISSIONS.add, costly: 'import' },
      schema: {
        tags,
        querystring: expenseImportQuerySchema,
        response: { 200: envelopeOf(expenseClaimDetailView) },
      },
    },
    async (request) => {
      const file = await readSpreadsheetUpload(request);
      const claim = await expenseImport.importClaim(signedInContextOf(request), request.query.title, file);
      return ok(claim, translate(request.lang, 'expense.importedClaim', { count: claim.lines.length }));
    },
  );
}
