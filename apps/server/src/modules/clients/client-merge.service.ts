import { CLIENT_MERGED_EVENT, CLIENT_OTHER_NAMES_MAX, type ClientMergeInput, translate } from '@venus/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import { relationsOf, writeRelations } from './client-children.ts';
import type { ClientCollaborators } from './clients.collaborators.ts';
import { type ClientRow, type ClientsService, clientNameIn } from './clients.service.ts';
import { clientContacts, clientInvoiceTitles, clients } from './clients.tables.ts';
import type { ClientDetailView } from './clients.views.ts';

const keyOf = (...parts: string[]) => parts.map((part) => part.trim().toLowerCase()).join('\u0000');

/** The names in order, each once (case aside), leaving out blanks and those in `except`. */
function distinctNames(names: readonly string[], except: readonly string[]): string[] {
  const seen = new Set(except.map((name) => keyOf(name)));
  return names.filter((name) => {
    const key = keyOf(name);
    if (name.trim() === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Merges a duplicate into the client kept (decision 0025), in one transaction: its contacts,
 * invoice titles, relations and cases move over, its names become the kept client's former names
 * and aliases, and it is deleted. Any refusal on the way leaves both clients as they were.
 */
export class ClientMergeService {
  constructor(
    private readonly db: Database,
    private readonly clients: ClientsService,
    private readonly deps: ClientCollaborators,
  ) {}

  async merge(ctx: SignedInContext, input: ClientMergeInput) {
    const { keepClientId, mergeClientId } = input;
    const { kept, merged } = await this.db.transaction(async (tx) => {
      // Both rows locked, lower id first, so two merges over the same pair queue instead of deadlocking.
      const locked = await tx
        .select()
        .from(clients)
        .where(inArray(clients.clientId, [keepClientId, mergeClientId]))
        .orderBy(asc(clients.clientId))
        .for('update');
      const keep = locked.find((row) => row.clientId === keepClientId);
      const merge = locked.find((row) => row.clientId === mergeClientId);
      if (!keep || !merge) throw notFound('client.notFound');
      const keptBefore = await this.clients.detailOf(tx, keep);
      const mergedBefore = await this.clients.detailOf(tx, merge);

      await this.moveContacts(tx, mergedBefore, keptBefore);
      await this.moveInvoiceTitles(tx, mergedBefore, keptBefore);
      await this.moveRelations(tx, mergeClientId, keepClientId);
      await tx
        .update(clients)
        .set({ ...this.mergedColumns(keep, merge), updatedAt: new Date(), updatedBy: ctx.actor.userId })
        .where(eq(clients.clientId, keepClientId));
      await this.deps.moveCases?.(mergeClientId, keepClientId, tx);
      await this.deps.moveFiles?.(mergeClientId, keepClientId, ctx, tx);
      await tx.delete(clients).where(eq(clients.clientId, mergeClientId));
      await this.deps.clientRemoved?.(mergeClientId, tx);
      const keptRow = await this.clients.getRow(tx, keepClientId);
      await this.deps.clientNamesChanged?.(keptRow, tx);

      const keptAfter = await this.clients.detailOf(tx, keptRow);
      await recordAudit(tx, ctx, [
        { action: 'merge', entity: 'client', entityId: keepClientId, before: keptBefore, after: keptAfter },
        {
          action: 'delete',
          entity: 'client',
          entityId: mergeClientId,
          before: mergedBefore,
          after: { mergedInto: keepClientId },
        },
      ]);
      return { kept: keptAfter, merged: merge };
    });
    // Spec §7 mergeAsyncMsg: pages showing either client refresh; the merger reads it is done.
    void this.deps
      .sendToUser(ctx.actor.userId, {
        event: 'msg',
        msgTitle: translate(ctx.lang, 'client.mergedTitle'),
        msgContent: translate(ctx.lang, 'client.mergedContent', {
          merged: clientNameIn(ctx.lang, merged),
          kept: clientNameIn(ctx.lang, kept),
        }),
        eventBus: CLIENT_MERGED_EVENT,
      })
      .catch((error) => this.deps.warn?.(error, 'client merge message not delivered'));
    return { kept, mergedClientId: mergeClientId };
  }

  /** The kept client's names grow by the merged one's; blanks of the kept client are filled. */
  private mergedColumns(keep: ClientRow, merge: ClientRow) {
    const ownNames = [keep.nameCn, keep.nameEn];
    const formerNames = distinctNames(
      [...keep.formerNames, merge.nameCn, merge.nameEn, ...merge.formerNames],
      ownNames,
    );
    const aliases = distinctNames([...keep.aliases, ...merge.aliases], [...ownNames, ...formerNames]);
    // The form holds at most this many; a merge must not leave a client its own form refuses.
    if (formerNames.length > CLIENT_OTHER_NAMES_MAX || aliases.length > CLIENT_OTHER_NAMES_MAX)
      throw conflict('client.mergeTooManyNames', { max: CLIENT_OTHER_NAMES_MAX }, 'mergeClientId');
    return {
      formerNames,
      aliases,
      registrationNumber: keep.registrationNumber || merge.registrationNumber,
      countryRegion: keep.countryRegion || merge.countryRegion,
      industry: keep.industry || merge.industry,
      originatingPartnerId: keep.originatingPartnerId ?? merge.originatingPartnerId,
    };
  }

  /** Contacts the kept client already has (same name, phone and email) are not repeated. */
  private async moveContacts(tx: Executor, from: ClientDetailView, to: ClientDetailView): Promise<void> {
    const held = new Set(to.contacts.map((c) => keyOf(c.name, c.phone, c.email)));
    let order = to.contacts.length;
    for (const contact of from.contacts) {
      const key = keyOf(contact.name, contact.phone, contact.email);
      if (held.has(key)) {
        await tx.delete(clientContacts).where(eq(clientContacts.contactId, contact.contactId));
        continue;
      }
      held.add(key);
      order += 1;
      await tx
        .update(clientContacts)
        .set({ clientId: to.clientId, orderNum: order })
        .where(eq(clientContacts.contactId, contact.contactId));
    }
  }

  /** Invoice titles the kept client already has (same title and tax number) are not repeated. */
  private async moveInvoiceTitles(tx: Executor, from: ClientDetailView, to: ClientDetailView): Promise<void> {
    const held = new Set(to.invoiceTitles.map((t) => keyOf(t.title, t.taxNumber)));
    let order = to.invoiceTitles.length;
    for (const title of from.invoiceTitles) {
      const key = keyOf(title.title, title.taxNumber);
      if (held.has(key)) {
        await tx
          .delete(clientInvoiceTitles)
          .where(eq(clientInvoiceTitles.invoiceTitleId, title.invoiceTitleId));
        continue;
      }
      held.add(key);
      order += 1;
      await tx
        .update(clientInvoiceTitles)
        .set({ clientId: to.clientId, orderNum: order })
        .where(eq(clientInvoiceTitles.invoiceTitleId, title.invoiceTitleId));
    }
  }

  /**
   * The merged client's relations become the kept one's, except one to the kept client itself
   * (it would relate to itself) and one to a client the kept one already relates to (its own wins).
   */
  private async moveRelations(tx: Executor, fromId: number, toId: number): Promise<void> {
    const moving = await relationsOf(tx, fromId);
    const held = await relationsOf(tx, toId);
    const taken = new Set(held.map((related) => related.relatedClientId));
    const added = moving.filter((related) => {
      if (related.relatedClientId === toId || taken.has(related.relatedClientId)) return false;
      taken.add(related.relatedClientId);
      return true;
    });
    await writeRelations(tx, fromId, []);
    await writeRelations(tx, toId, [
      ...held.filter((related) => related.relatedClientId !== fromId),
      ...added,
    ]);
  }
}
