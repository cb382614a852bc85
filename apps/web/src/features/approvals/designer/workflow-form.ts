import type {
  ApprovalCondition,
  ApprovalDefinitionInput,
  ApprovalMode,
  ApprovalStep,
  ApproverRule,
  DirectApprover,
} from '@venus/shared';
import type { WorkflowDefinition } from './workflow-definitions-api.ts';

/** A condition as the form edits it: the value is text ("50000.00", "sick, maternity"). */
export interface ConditionForm {
  fact?: string;
  op?: ApprovalCondition['op'];
  value?: string;
}

export type DirectType = DirectApprover['type'];

export interface DirectForm {
  type?: DirectType;
  userIds?: number[];
  roleKey?: string;
}

export interface ApproverForm extends Omit<DirectForm, 'type'> {
  type?: DirectType | 'rule';
  when?: ConditionForm;
  ifTrue?: DirectForm;
  ifFalse?: DirectForm;
}

export interface StepForm {
  key?: string;
  name?: string;
  nameEn?: string;
  taskCode?: number;
  mode?: ApprovalMode;
  approvers?: ApproverForm;
  conditional?: boolean;
  when?: ConditionForm;
}

export interface WorkflowForm {
  businessType?: string;
  name?: string;
  nameEn?: string;
  steps?: StepForm[];
}

function conditionOf(form: ConditionForm | undefined): ApprovalCondition {
  const value = (form?.value ?? '').trim();
  return {
    fact: (form?.fact ?? '').trim(),
    op: form?.op ?? 'eq',
    value:
      form?.op === 'in'
        ? value
            .split(/[,，、]/)
            .map((item) => item.trim())
            .filter((item) => item !== '')
        : value,
  };
}

function conditionForm(condition: ApprovalCondition | undefined): ConditionForm | undefined {
  if (!condition) return undefined;
  const { value } = condition;
  return {
    fact: condition.fact,
    op: condition.op,
    value: Array.isArray(value) ? value.join(', ') : String(value),
  };
}

function directOf(form: DirectForm | undefined): DirectApprover {
  const type = form?.type ?? 'departmentHead';
  if (type === 'user') return { type, userIds: form?.userIds ?? [] };
  if (type === 'role') return { type, roleKey: form?.roleKey ?? '' };
  return { type };
}

function approverOf(form: ApproverForm | undefined): ApproverRule {
  if (form?.type !== 'rule') return directOf(form as DirectForm | undefined);
  return {
    type: 'rule',
    when: conditionOf(form.when),
    ifTrue: directOf(form.ifTrue),
    ...(form.ifFalse?.type ? { ifFalse: directOf(form.ifFalse) } : {}),
  };
}

function directForm(rule: DirectApprover | undefined): DirectForm | undefined {
  if (!rule) return undefined;
  if (rule.type === 'user') return { type: 'user', userIds: rule.userIds };
  if (rule.type === 'role') return { type: 'role', roleKey: rule.roleKey };
  return { type: rule.type };
}

function approverForm(rule: ApproverRule): ApproverForm {
  if (rule.type !== 'rule') return directForm(rule) ?? {};
  return {
    type: 'rule',
    when: conditionForm(rule.when),
    ifTrue: directForm(rule.ifTrue),
    ifFalse: directForm(rule.ifFalse),
  };
}

/** The form's values as the definition the server validates (it has the last word). */
export function definitionOf(form: WorkflowForm): ApprovalDefinitionInput {
  return {
    businessType: (form.businessType ?? '').trim(),
    name: (form.name ?? '').trim(),
    nameEn: (form.nameEn ?? '').trim(),
    steps: (form.steps ?? []).map((step) => stepOf(step)),
  };
}

export function stepOf(step: StepForm): ApprovalStep {
  return {
    key: (step.key ?? '').trim(),
    name: (step.name ?? '').trim(),
    nameEn: (step.nameEn ?? '').trim(),
    taskCode: step.taskCode ?? 0,
    mode: step.mode ?? 'any',
    approvers: approverOf(step.approvers),
    ...(step.conditional ? { when: conditionOf(step.when) } : {}),
  };
}

export function workflowForm(definition: WorkflowDefinition | null): WorkflowForm {
  if (!definition) {
    return { steps: [{ key: 'head', mode: 'any', approvers: { type: 'departmentHead' } }] };
  }
  return {
    businessType: definition.businessType,
    name: definition.name,
    nameEn: definition.nameEn,
    steps: definition.steps.map((step) => ({
      key: step.key,
      name: step.name,
      nameEn: step.nameEn,
      taskCode: step.taskCode,
      mode: step.mode,
      approvers: approverForm(step.approvers),
      conditional: step.when !== undefined,
      when: conditionForm(step.when),
    })),
  };
}
