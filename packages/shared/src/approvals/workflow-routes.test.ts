import { describe, expect, it } from 'vitest';
import {
  approvalActPath,
  workflowDefinitionPath,
  workflowTestPath,
  workflowVersionPath,
} from './workflow-routes.ts';

describe('workflow routes (spec §2)', () => {
  it('names the page by the title and carries the record in the query', () => {
    expect(approvalActPath('出差 申请/1', 7, 9)).toBe(
      `/workflow/act/${encodeURIComponent('出差 申请/1')}?instanceId=7&taskId=9`,
    );
    expect(approvalActPath('请假', 7)).toBe(`/workflow/act/${encodeURIComponent('请假')}?instanceId=7`);
    expect(workflowDefinitionPath('Leave', 'custom:seal-use')).toBe(
      '/workflow/Leave?businessType=custom%3Aseal-use',
    );
    expect(workflowVersionPath('Leave', 'leave', { version: 2 })).toBe(
      '/workflow/Leave/v2?businessType=leave&version=2',
    );
    expect(workflowVersionPath('Leave', 'leave', { definitionId: 5 })).toBe(
      '/workflow/Leave/v2?businessType=leave&definitionId=5',
    );
    expect(workflowTestPath('Leave', 'leave')).toBe('/workflow/test/Leave?businessType=leave');
  });

  it('keeps a path segment for an empty title', () => {
    expect(approvalActPath('  ', 1)).toBe('/workflow/act/-?instanceId=1');
  });
});
