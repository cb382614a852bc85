import { FormItemType } from '@venus/shared';
import { callApi, type Json, type Method, signIn } from '../../test/test-app.ts';
import type { Firm, Person, RecordKind, World } from './two-worlds.model.ts';

/**
 * How a world is built: every record through HTTP as the web client makes it, each call as one
 * person, and what it made noted on the world.
 */
/** Calls as one person, answering the data, or throws: building a world must not half work. */
export type Caller = <T = unknown>(method: Method, url: string, payload?: object) => Promise<T>;

export function as(firm: Firm, token: string): Caller {
  return async <T>(method: Method, url: string, payload?: object) => {
    const body: Json = await callApi(firm.t.app, method, url, token, payload);
    if (body.code !== 200) throw new Error(`${method} ${url}: ${body.code} ${body.msg}`);
    return (body.data ?? body.rows) as T;
  };
}

export async function person(firm: Firm, userName: string): Promise<Person> {
  const token = await signIn(firm.t.app, userName);
  const info = await as(firm, token)<{ user: { userId: number } }>('GET', '/getInfo');
  return { userName, token, userId: info.user.userId };
}

/** A one-field form and its one-step workflow, made by the administrator; answers the form's id. */
export async function requestForm(call: Caller, formKey: string, approvers: object): Promise<number> {
  const required = { patterns: [{ required: true }] };
  const form = await call<{ formId: number }>('POST', '/dataForm', {
    formKey,
    name: `两个世界申请 ${formKey}`,
    nameEn: `Two worlds request ${formKey}`,
    items: [{ id: 'reason', name: '事由', type: FormItemType.TEXT, setting: required }],
  });
  await call('POST', '/process/definition', {
    businessType: `custom:${formKey}`,
    name: '审批',
    nameEn: 'Approval',
    steps: [{ key: 'approve', name: '审批', nameEn: 'Approval', taskCode: 170001, approvers }],
  });
  return form.formId;
}

export function noteApproval(
  w: World,
  businessType: string,
  recordId: number,
  instanceId: number,
  onOpenCase = false,
) {
  w.ids.instance.push(instanceId);
  w.approvalRecords.push([businessType, String(recordId)]);
  w.instancesOf[businessType] = [...(w.instancesOf[businessType] ?? []), instanceId];
  if (onOpenCase) hangsOnOpenCase(w, 'instance', instanceId);
}

export function hangsOnOpenCase(w: World, kind: RecordKind, id: number) {
  w.openCase.ids[kind] = [...(w.openCase.ids[kind] ?? []), id];
}

export async function pendingTask(call: Caller, instanceId: number): Promise<number> {
  const tasks = await call<{ taskId: number; instanceId: number }[]>(
    'GET',
    '/process/project/userTask/list?pageSize=200',
  );
  const task = tasks.find((row) => row.instanceId === instanceId);
  if (!task) throw new Error(`no pending task on request ${instanceId}`);
  return task.taskId;
}

export const approve = async (call: Caller, instanceId: number) =>
  call('POST', `/process/task/${await pendingTask(call, instanceId)}/approve`, {});
