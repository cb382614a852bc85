import type { IndexEntry } from './conflict-index.service.ts';

interface NamedRecord {
  formerNames: readonly string[];
  aliases: readonly string[];
  registrationNumber: string;
}

function namesOf(names: readonly string[], record: NamedRecord): IndexEntry['names'] {
  return [
    ...names.filter((raw) => raw.trim() !== '').map((raw) => ({ raw, field: 'name' as const })),
    ...record.formerNames.map((raw) => ({ raw, field: 'formerName' as const })),
    ...record.aliases.map((raw) => ({ raw, field: 'alias' as const })),
  ];
}

/** A client as the conflict check searches it: both names, former names and aliases. */
export function clientIndexEntry(
  client: NamedRecord & { clientId: number; nameCn: string; nameEn: string },
): IndexEntry {
  return {
    source: 'client',
    sourceId: client.clientId,
    projectId: null,
    clientId: client.clientId,
    registrationNumber: client.registrationNumber,
    names: namesOf([client.nameCn, client.nameEn], client),
  };
}

/** A party to a case; a party in the client's role also names the case's client. */
export function partyIndexEntry(
  party: NamedRecord & { partyId: number; name: string },
  projectId: number,
  clientId: number | null,
): IndexEntry {
  return {
    source: 'party',
    sourceId: party.partyId,
    projectId,
    clientId,
    registrationNumber: party.registrationNumber,
    names: namesOf([party.name], party),
  };
}
