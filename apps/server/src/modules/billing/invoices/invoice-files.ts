import { BILLING_PERMISSIONS, hasPermission } from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import type { FileSourcePolicy } from '../../files/file-sources.ts';
import { invoices } from './invoices.tables.ts';

/**
 * An invoice's file (files source INVOICE_FILE_SOURCE, the invoice id as `onlyId`): whoever may
 * read the invoice's bill sees it; finance (`hankun:invoice:issue`) uploads it.
 */
export function invoiceFilePolicy(
  db: Database,
  mayRead: (actor: Parameters<FileSourcePolicy['maySee']>[0], projectId: number) => Promise<boolean>,
): FileSourcePolicy {
  const invoiceOf = async (onlyId: string) => {
    if (!/^\d{1,9}$/.test(onlyId)) return undefined;
    const [row] = await db
      .select({ projectId: invoices.projectId, status: invoices.status })
      .from(invoices)
      .where(eq(invoices.invoiceId, Number(onlyId)));
    return row;
  };
  return {
    maySee: async (actor, onlyId) => {
      const invoice = await invoiceOf(onlyId);
      return invoice !== undefined && mayRead(actor, invoice.projectId);
    },
    mayChange: async (actor, onlyId) => {
      const invoice = await invoiceOf(onlyId);
      return (
        invoice !== undefined &&
        invoice.status !== 'cancelled' &&
        hasPermission(actor.permissions, BILLING_PERMISSIONS.invoiceIssue) &&
        mayRead(actor, invoice.projectId)
      );
    },
  };
}
