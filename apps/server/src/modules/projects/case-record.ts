import { type CaseInput, type CasePartyInput, PARTY_ROLE } from '@venus/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import type { ConflictIndex } from '../conflicts/conflict-index.service.ts';
import { partyIndexEntry } from '../conflicts/index-entries.ts';
import type { CaseCollaborators } from './projects.collaborators.ts';
import { projectMembers, projectParties, projects, relatedProjects } from './projects.tables.ts';

export type ProjectRow = typeof projects.$inferSelect;

/** The columns of the case row an application sets. */
export function caseColumns(input: CaseInput) {
  return {
    nameCn: input.nameCn,
    nameEn: input.nameEn,
    clientId: input.clientId,
    officeId: input.officeId,
    practiceArea: input.practiceArea,
    projectType: input.projectType,
    category: input.category,
    description: input.description,
    feeType: input.feeType,
    feeAmount: input.feeAmount,
    contingencyRate: input.contingencyRate,
    currency: input.currency,
    budget: input.budget,
    restricted: input.restricted,
    remark: input.remark,
  };
}

/** The dictionary each coded field of a case must come from. */
export const CASE_DICTIONARIES = {
  practiceArea: 'hk_practice_area',
  projectType: 'hk_project_type',
  category: 'hk_project_category',
  currency: 'hk_currency',
} as const;
type CodedField = keyof typeof CASE_DICTIONARIES;

/** Refuses a coded field whose value its dictionary does not hold (`currency: "NaN"`), naming it. */
export async function assertCaseCodes(
  collaborators: Pick<CaseCollaborators, 'dictValues'>,
  fields: Partial<Record<CodedField, string | undefined>>,
  tx?: Executor,
): Promise<void> {
  for (const [field, dictType] of Object.entries(CASE_DICTIONARIES) as [CodedField, string][]) {
    const value = fields[field];
    if (value === undefined) continue;
    if (!(await collaborators.dictValues(dictType, tx)).has(value))
      throw badRequest('case.unknownDictValue', {}, field);
  }
}

/**
 * Checks what the schema cannot: the coded fields are in their dictionaries, the client, office
 * and team exist, related cases are others.
 */
export async function assertCaseReferences(
  tx: Executor,
  people: CaseCollaborators,
  input: CaseInput,
  projectId: number | null,
): Promise<void> {
  await assertCaseCodes(people, input, tx);
  const [clients, officeCode, inService] = await Promise.all([
    people.clientsByIds([input.clientId], tx),
    people.officeCode(input.officeId, tx),
    people.peopleInService(
      input.team.map((member) => member.userId),
      tx,
    ),
  ]);
  if (!clients.has(input.clientId)) throw badRequest('case.clientNotFound', {}, 'clientId');
  if (officeCode === null) throw badRequest('case.officeNotFound', {}, 'officeId');
  input.team.forEach((member, index) => {
    if (!inService.has(member.userId))
      throw badRequest('case.memberNotInService', {}, `team.${index}.userId`);
  });
  if (projectId !== null && input.relatedProjectIds.includes(projectId))
    throw badRequest('case.relatedToItself', {}, 'relatedProjectIds');
  if (input.relatedProjectIds.length > 0) {
    const found = await tx
      .select({ projectId: projects.projectId })
      .from(projects)
      .where(inArray(projects.projectId, input.relatedProjectIds));
    if (found.length !== new Set(input.relatedProjectIds).size)
      throw badRequest('case.relatedNotFound', {}, 'relatedProjectIds');
  }
}

/**
 * Replaces the case's parties, team and related cases with the application's, and the parties'
 * entries in the conflict index, in the caller's transaction.
 */
export async function writeCaseParts(
  tx: Executor,
  index: ConflictIndex,
  projectId: number,
  clientId: number,
  input: CaseInput,
): Promise<void> {
  await writeParties(tx, index, projectId, clientId, input.parties);
  await tx.delete(projectMembers).where(eq(projectMembers.projectId, projectId));
  await tx.delete(relatedProjects).where(eq(relatedProjects.projectId, projectId));
  await tx.insert(projectMembers).values(input.team.map((member) => ({ ...member, projectId })));
  if (input.relatedProjectIds.length > 0)
    await tx
      .insert(relatedProjects)
      .values(
        [...new Set(input.relatedProjectIds)].map((relatedProjectId) => ({ projectId, relatedProjectId })),
      );
}

/** Replaces the case's parties and their entries in the conflict index, in the caller's transaction. */
export async function writeParties(
  tx: Executor,
  index: ConflictIndex,
  projectId: number,
  clientId: number,
  parties: readonly CasePartyInput[],
): Promise<void> {
  const oldParties = await tx
    .select({ partyId: projectParties.partyId })
    .from(projectParties)
    .where(eq(projectParties.projectId, projectId));
  await index.remove(
    tx,
    'party',
    oldParties.map((party) => party.partyId),
  );
  await tx.delete(projectParties).where(eq(projectParties.projectId, projectId));
  if (parties.length === 0) return;
  const written = await tx
    .insert(projectParties)
    .values(parties.map((party, orderNum) => ({ ...party, projectId, orderNum })))
    .returning();
  await index.replaceMany(
    tx,
    // A party in the client's role is the client: a hit on it names the client too.
    written.map((party) =>
      partyIndexEntry(party, projectId, party.role === PARTY_ROLE.client ? clientId : null),
    ),
  );
}
