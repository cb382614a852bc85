import type { PreparedName } from '../conflict.types.ts';
import { normaliseName } from '../normalise/name.ts';
import { gramsOf } from '../similarity.ts';

/** One company of the well-known-names dictionary: every name it goes by. */
export interface KnownNameGroup {
  groupId: number;
  names: readonly string[];
}

export interface Alternative {
  name: PreparedName;
  /** The dictionary's name the query was recognised as (the one the hit's explanation quotes). */
  recognisedAs: string;
}

function prepare(raw: string): PreparedName | null {
  const name = normaliseName(raw);
  return name ? { raw, field: 'alias', name, grams: gramsOf(name.compact) } : null;
}

/**
 * The dictionary as the matcher reads it: a query that is one of a company's names (after
 * normalisation: 工行, ICBC, "Industrial and Commercial Bank of China Ltd.") is also checked under
 * every other name of that company. Built once per dictionary version (normalising is the cost).
 */
export class KnownNameBook {
  private readonly byKey = new Map<string, { groupId: number; raw: string }[]>();
  private readonly prepared = new Map<number, PreparedName[]>();
  /** The companies each normalised name belongs to (one, unless the dictionary contradicts itself). */
  private readonly owners = new Map<string, number[]>();

  constructor(groups: readonly KnownNameGroup[]) {
    for (const group of groups) {
      const names = group.names.flatMap((raw) => prepare(raw) ?? []);
      this.prepared.set(group.groupId, names);
      for (const name of names) {
        const owners = this.owners.get(name.name.compact) ?? [];
        if (!owners.includes(group.groupId)) owners.push(group.groupId);
        this.owners.set(name.name.compact, owners);
        for (const key of new Set([name.name.compact, name.name.orderFree])) {
          const list = this.byKey.get(key) ?? [];
          list.push({ groupId: group.groupId, raw: name.raw });
          this.byKey.set(key, list);
        }
      }
    }
  }

  get size(): number {
    return this.prepared.size;
  }

  /** Another company (not `exceptGroupId`) that goes by this normalised name, and the name it is shown by. */
  ownerOf(compact: string, exceptGroupId: number | null): { groupId: number; shown: string } | null {
    const groupId = this.owners.get(compact)?.find((id) => id !== exceptGroupId);
    if (groupId === undefined) return null;
    return { groupId, shown: this.prepared.get(groupId)?.[0]?.raw ?? '' };
  }

  /** The other names of every company the query is a name of. */
  alternativesOf(query: PreparedName): Alternative[] {
    const found = [
      ...(this.byKey.get(query.name.compact) ?? []),
      ...(this.byKey.get(query.name.orderFree) ?? []),
    ];
    const alternatives: Alternative[] = [];
    const seen = new Set<string>([query.name.compact]);
    for (const { groupId, raw } of found)
      for (const name of this.prepared.get(groupId) ?? []) {
        if (seen.has(name.name.compact)) continue;
        seen.add(name.name.compact);
        alternatives.push({ name, recognisedAs: raw });
      }
    return alternatives;
  }
}
