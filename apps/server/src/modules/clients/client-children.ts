import {
  type ClientContactInput,
  type ClientRelation,
  type InvoiceTitleInput,
  inverseRelation,
} from '@venus/shared';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { clientContacts, clientInvoiceTitles, clientRelations, clients } from './clients.tables.ts';
import type { ClientRelationView } from './clients.views.ts';

/** Seen from one client: the related client is its `relation`. */
export interface RelationOfClient {
  relatedClientId: number;
  relation: ClientRelation;
}

type StoredRelation = typeof clientRelations.$inferInsert;

/**
 * The one row that stores "related is `relation` of client". A pair is stored once, the lower id
 * first, so A's edit and B's edit can never leave two rows that disagree about the same pair.
 */
export function storedRelationOf(clientId: number, related: RelationOfClient): StoredRelation {
  return related.relatedClientId < clientId
    ? { clientId: related.relatedClientId, relatedClientId: clientId, relation: related.relation }
    : { clientId, relatedClientId: related.relatedClientId, relation: inverseRelation(related.relation) };
}

/** A stored row read from one side of its pair: the row says "clientId is relation of relatedClientId". */
export function relationSeenFrom(clientId: number, row: StoredRelation): RelationOfClient {
  return row.clientId === clientId
    ? { relatedClientId: row.relatedClientId, relation: inverseRelation(row.relation) }
    : { relatedClientId: row.clientId, relation: row.relation };
}

export async function relationsOf(tx: Executor, clientId: number): Promise<RelationOfClient[]> {
  const rows = await tx
    .select()
    .from(clientRelations)
    .where(or(eq(clientRelations.clientId, clientId), eq(clientRelations.relatedClientId, clientId)));
  return rows.map((row) => relationSeenFrom(clientId, row));
}

/** Replaces every relation the client takes part in, whichever side stored it. */
export async function writeRelations(
  tx: Executor,
  clientId: number,
  relations: readonly RelationOfClient[],
): Promise<void> {
  await tx
    .delete(clientRelations)
    .where(or(eq(clientRelations.clientId, clientId), eq(clientRelations.relatedClientId, clientId)));
  if (relations.length > 0)
    await tx.insert(clientRelations).values(relations.map((related) => storedRelationOf(clientId, related)));
}

export async function writeContacts(
  tx: Executor,
  clientId: number,
  contacts: readonly ClientContactInput[],
): Promise<void> {
  await tx.delete(clientContacts).where(eq(clientContacts.clientId, clientId));
  if (contacts.length > 0)
    await tx
      .insert(clientContacts)
      .values(contacts.map((contact, index) => ({ ...contact, clientId, orderNum: index + 1 })));
}

export async function writeInvoiceTitles(
  tx: Executor,
  clientId: number,
  titles: readonly InvoiceTitleInput[],
): Promise<void> {
  await tx.delete(clientInvoiceTitles).where(eq(clientInvoiceTitles.clientId, clientId));
  if (titles.length > 0)
    await tx
      .insert(clientInvoiceTitles)
      .values(titles.map((title, index) => ({ ...title, clientId, orderNum: index + 1 })));
}

/**
 * A client's contacts, invoice titles and relations (with the related clients' names), in order.
 * One query after the other: `tx` may be a transaction, whose one connection takes one at a time.
 */
export async function readChildren(tx: Executor, clientId: number) {
  const contacts = await tx
    .select({
      contactId: clientContacts.contactId,
      name: clientContacts.name,
      title: clientContacts.title,
      phone: clientContacts.phone,
      email: clientContacts.email,
    })
    .from(clientContacts)
    .where(eq(clientContacts.clientId, clientId))
    .orderBy(asc(clientContacts.orderNum), asc(clientContacts.contactId));
  const invoiceTitles = await tx
    .select({
      invoiceTitleId: clientInvoiceTitles.invoiceTitleId,
      title: clientInvoiceTitles.title,
      taxNumber: clientInvoiceTitles.taxNumber,
      addressPhone: clientInvoiceTitles.addressPhone,
      bankAccount: clientInvoiceTitles.bankAccount,
    })
    .from(clientInvoiceTitles)
    .where(eq(clientInvoiceTitles.clientId, clientId))
    .orderBy(asc(clientInvoiceTitles.orderNum), asc(clientInvoiceTitles.invoiceTitleId));
  const relations = await relationsOf(tx, clientId);
  const ids = relations.map((related) => related.relatedClientId);
  const names =
    ids.length === 0
      ? []
      : await tx
          .select({ clientId: clients.clientId, nameCn: clients.nameCn, nameEn: clients.nameEn })
          .from(clients)
          .where(inArray(clients.clientId, ids));
  const nameOf = new Map(names.map((row) => [row.clientId, row]));
  const relationViews: ClientRelationView[] = relations
    .map((related) => ({
      ...related,
      nameCn: nameOf.get(related.relatedClientId)?.nameCn ?? '',
      nameEn: nameOf.get(related.relatedClientId)?.nameEn ?? '',
    }))
    .sort((a, b) => a.relatedClientId - b.relatedClientId);
  return { contacts, invoiceTitles, relations: relationViews };
}
