import { z } from 'zod';
import { PICKER_INPUT_MAX } from './picker-input.rules.ts';
import { flagFieldSchema, positiveIdFieldSchema, typeCodeFieldSchema } from './query-fields.ts';

/** Spec §3 "Project search result": id, name, number. */
export const projectSearchResultSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1).max(64)]),
  name: z.string(),
  number: z.string().nullish(),
});
export type ProjectSearchResult = z.infer<typeof projectSearchResultSchema>;

/** Spec §3: the display text is number:name (a project not yet numbered shows its name). */
export function projectDisplay(project: Pick<ProjectSearchResult, 'name' | 'number'>): string {
  return project.number ? `${project.number}:${project.name}` : project.name;
}

/** The texts a typed value may equal to mean this project: the display, the number, the name. */
export function projectMatchTexts(project: Pick<ProjectSearchResult, 'name' | 'number'>): string[] {
  return [projectDisplay(project), project.name, ...(project.number ? [project.number] : [])];
}

/**
 * Spec §3 / §7 the project search call: query (≤ 64), userId, type, worklogType, billType,
 * expType, chk; or just an id (to show the chosen project of a saved record).
 */
export const projectSearchQuerySchema = z.object({
  id: z.union([positiveIdFieldSchema, z.string().trim().min(1).max(64)]).optional(),
  query: z.string().trim().max(PICKER_INPUT_MAX).default(''),
  userId: positiveIdFieldSchema.optional(),
  type: typeCodeFieldSchema.optional(),
  worklogType: typeCodeFieldSchema.optional(),
  billType: typeCodeFieldSchema.optional(),
  expType: typeCodeFieldSchema.optional(),
  chk: flagFieldSchema.optional(),
});
export type ProjectSearchQuery = z.output<typeof projectSearchQuerySchema>;
export type ProjectSearchQueryInput = z.input<typeof projectSearchQuerySchema>;
