import { CLIENT_PERMISSIONS } from '@venus/shared';
import { mayAct } from '../../platform/auth/auth.plugin.ts';
import type { Database } from '../../platform/db/database.ts';
import type { FileSourcePolicy } from '../files/file-sources.ts';
import { ClientDuplicates } from './client-duplicates.ts';
import { ClientMergeService } from './client-merge.service.ts';
import type { ClientCollaborators } from './clients.collaborators.ts';
import { ClientsService } from './clients.service.ts';

/** Builds the clients module; `deps` come from the users, live-messages and (later) cases modules. */
export function createClients(db: Database, deps: ClientCollaborators) {
  const clients = new ClientsService(db, deps);
  const rowOf = async (onlyId: string) => {
    const clientId = Number(onlyId);
    if (!Number.isSafeInteger(clientId) || clientId <= 0) return null;
    return (await clients.clientsByIds([clientId])).get(clientId) ?? null;
  };
  // A client's files (detail page) follow the client: who may see it sees them; editors and the
  // originating partner change them.
  const clientFiles: FileSourcePolicy = {
    maySee: async (actor, onlyId) => {
      const row = await rowOf(onlyId);
      return row !== null && (await clients.mayView(actor, row));
    },
    mayChange: async (actor, onlyId) => {
      const row = await rowOf(onlyId);
      return (
        row !== null && (mayAct(actor, CLIENT_PERMISSIONS.edit) || row.originatingPartnerId === actor.userId)
      );
    },
  };
  return {
    clients,
    clientDuplicates: new ClientDuplicates(db),
    clientMerge: new ClientMergeService(db, clients, deps),
    clientFiles,
  };
}
