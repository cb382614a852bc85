/**
 * Spec §2 Workflow routes: the path names the page, the query carries what it shows. Built here
 * because the server writes the approval link into its mail and the client follows it.
 */
const titled = (title: string) => encodeURIComponent(title.trim() || '-');

/** `/workflow/act/:title`: one request's approval on a page of its own, for its approver. */
export function approvalActPath(title: string, instanceId: number, taskId?: number): string {
  const query = new URLSearchParams({ instanceId: String(instanceId) });
  if (taskId !== undefined) query.set('taskId', String(taskId));
  return `/workflow/act/${titled(title)}?${query}`;
}

/** `/workflow/:title`: a business type's workflow, its newest version editable. */
export function workflowDefinitionPath(title: string, businessType: string): string {
  return `/workflow/${titled(title)}?${new URLSearchParams({ businessType })}`;
}

/** `/workflow/:title/v2`: one saved version, read-only (by version, or by a request's definition id). */
export function workflowVersionPath(
  title: string,
  businessType: string,
  pick: { version: number } | { definitionId: number },
): string {
  const query = new URLSearchParams({ businessType });
  if ('version' in pick) query.set('version', String(pick.version));
  else query.set('definitionId', String(pick.definitionId));
  return `/workflow/${titled(title)}/v2?${query}`;
}

/** `/workflow/test/:title`: the test run of a business type's newest version. */
export function workflowTestPath(title: string, businessType: string): string {
  return `/workflow/test/${titled(title)}?${new URLSearchParams({ businessType })}`;
}
