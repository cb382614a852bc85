import { addDays, firmWallClock } from '@venus/shared';
import { callApi, type Method, type TestApp } from '../../../test/test-app.ts';

/** The firm's calendar day today, and a day `weeks` weeks and `days` days after it. */
export const firmToday = () => firmWallClock(new Date()).day;
export const dayAhead = (weeks: number, days = 0) => addDays(firmToday(), weeks * 7 + days);

/** Calls the API as someone; answers the envelope. */
export const caller =
  (t: () => TestApp) => (method: Method, url: string, token: string, payload?: object, lang?: string) =>
    callApi(t().app, method, url, token, payload, lang);

/** The id of an office by its Chinese name, as the office picker lists them. */
export async function officeId(t: TestApp, token: string, name: string): Promise<number> {
  const offices = (await callApi(t.app, 'GET', '/system/dept/offices', token)).data as {
    deptId: number;
    deptName: string;
  }[];
  const office = offices.find((row) => row.deptName === name);
  if (!office) throw new Error(`no office ${name}`);
  return office.deptId;
}

/** A room added by administration; answers its id. */
export async function addRoom(
  t: TestApp,
  adminToken: string,
  room: { officeId: number; name: string; capacity?: number },
): Promise<number> {
  const body = await callApi(t.app, 'POST', '/hankun/meeting/room', adminToken, {
    capacity: 8,
    floor: '12F',
    equipment: ['screen'],
    ...room,
  });
  if (body.code !== 200) throw new Error(`room not added: ${body.msg}`);
  return (body.data as { roomId: number }).roomId;
}
