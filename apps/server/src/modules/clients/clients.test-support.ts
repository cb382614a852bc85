import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { callApi, type Json, type Method, type TestApp } from '../../../test/test-app.ts';
import { users } from '../users/users.tables.ts';
import { clients } from './clients.tables.ts';

/** What the clients calls answer, as the tests read them. */
export interface ClientDetail {
  clientId: number;
  clientType: string;
  nameCn: string;
  nameEn: string;
  formerNames: string[];
  aliases: string[];
  registrationNumber: string;
  originatingPartnerId: number | null;
  originatingPartnerName: string;
  status: string;
  contacts: { contactId: number; name: string; title: string; phone: string; email: string }[];
  invoiceTitles: { invoiceTitleId: number; title: string; taxNumber: string }[];
  relations: { relatedClientId: number; relation: string; nameCn: string; nameEn: string }[];
}

/** The seeded client's id by its Chinese name (clients.seed.ts). */
export async function clientIdOf(t: TestApp, nameCn: string): Promise<number> {
  const [row] = await t.db.select().from(clients).where(eq(clients.nameCn, nameCn));
  if (!row) throw new Error(`no seeded client ${nameCn}`);
  return row.clientId;
}

export async function userIdsOf(t: TestApp, userNames: readonly string[]): Promise<Record<string, number>> {
  const rows = await t.db
    .select()
    .from(users)
    .where(inArray(users.userName, [...userNames]));
  return Object.fromEntries(rows.map((row) => [row.userName, row.userId]));
}

/** A client form with only what the schema requires filled in, plus the overrides. */
export const clientForm = (overrides: object = {}) => ({
  clientType: '1',
  nameCn: '测试客户有限公司',
  ...overrides,
});

/** The form of a client as it stands: what the edit page sends back. */
export function formOf(detail: ClientDetail, overrides: object = {}) {
  return {
    clientType: detail.clientType,
    nameCn: detail.nameCn,
    nameEn: detail.nameEn,
    formerNames: detail.formerNames,
    aliases: detail.aliases,
    registrationNumber: detail.registrationNumber,
    originatingPartnerId: detail.originatingPartnerId,
    status: detail.status,
    contacts: detail.contacts.map(({ name, title, phone, email }) => ({ name, title, phone, email })),
    invoiceTitles: detail.invoiceTitles.map(({ title, taxNumber }) => ({ title, taxNumber })),
    relations: detail.relations.map(({ relatedClientId, relation }) => ({ relatedClientId, relation })),
    ...overrides,
  };
}

/** Calls as a signed-in person and expects success; answers data (or the page's rows). */
export function caller(t: TestApp, tokens: Record<string, string>) {
  const call = (who: string, method: Method, url: string, payload?: object, lang?: string): Promise<Json> =>
    callApi(t.app, method, url, tokens[who], payload, lang);
  const okData = async <T>(who: string, method: Method, url: string, payload?: object): Promise<T> => {
    const body = await call(who, method, url, payload);
    expect(body.code, body.msg).toBe(200);
    return (body.data ?? body.rows) as T;
  };
  return { call, okData };
}
