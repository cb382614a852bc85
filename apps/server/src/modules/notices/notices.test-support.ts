import { callApi, type Method, type TestApp } from '../../../test/test-app.ts';

/** Calls the API as someone; answers the envelope. */
export const caller =
  (t: () => TestApp) => (method: Method, url: string, token: string, payload?: object, lang?: string) =>
    callApi(t().app, method, url, token, payload, lang);

export async function userIdOf(t: TestApp, token: string): Promise<number> {
  const body = await callApi(t.app, 'GET', '/getInfo', token);
  return (body.data as { user: { userId: number } }).user.userId;
}

/** The id of a practice group or department by its Chinese name. */
export async function unitId(t: TestApp, token: string, name: string): Promise<number> {
  const body = await callApi(t.app, 'GET', '/system/dept/list', token);
  const rows = (body.data ?? body.rows) as { deptId: number; deptName: string }[];
  const unit = rows.find((row) => row.deptName === name);
  if (!unit) throw new Error(`no unit ${name}`);
  return unit.deptId;
}

/** A notice drafted and published by `token`; answers its id. */
export async function publishNotice(t: TestApp, token: string, notice: object): Promise<number> {
  const drafted = await callApi(t.app, 'POST', '/hankun/notice', token, notice);
  if (drafted.code !== 200) throw new Error(`notice not drafted: ${drafted.msg}`);
  const noticeId = (drafted.data as { noticeId: number }).noticeId;
  const published = await callApi(t.app, 'POST', `/hankun/notice/publish/${noticeId}`, token);
  if (published.code !== 200) throw new Error(`notice not published: ${published.msg}`);
  return noticeId;
}
