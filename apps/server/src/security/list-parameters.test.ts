import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createTestApp, json, signIn, type TestApp } from '../../test/test-app.ts';

/**
 * ASVS 1.2.x / issue 8 item 6: sorting and filtering reach SQL only through known columns. The
 * list operations are read from the OpenAPI document, so a list added later is covered too.
 */

interface QueryParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { type?: string | string[]; enum?: unknown[]; anyOf?: unknown[]; format?: string };
}

interface ListOperation {
  path: string;
  parameters: QueryParameter[];
}

/** A value no row holds, shaped like an injection that would match every row if concatenated. */
const INJECTION = "zq' OR '1'='1' --";

let t: TestApp;
let admin: string;
let operations: ListOperation[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
  const document = (await t.app.inject({ url: `${API}/docs/json` })).json() as {
    paths: Record<string, { get?: { parameters?: QueryParameter[] } }>;
  };
  operations = Object.entries(document.paths)
    .filter(([path, item]) => !path.includes('{') && item.get?.parameters?.some((p) => p.name === 'pageNum'))
    .map(([path, item]) => ({ path: path.slice(API.length), parameters: item.get?.parameters ?? [] }));
});
afterAll(() => t.close());

/** The parameters a list cannot go without (the role whose members it lists), given the first id. */
function requiredOf(path: string): Record<string, string> {
  const operation = operations.find((candidate) => candidate.path === path);
  return Object.fromEntries(
    (operation?.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => [p.name, '1']),
  );
}

async function list(path: string, query: Record<string, string>) {
  const search = new URLSearchParams({ ...requiredOf(path), ...query }).toString();
  return json(await t.app.inject({ url: `${API}${path}?${search}`, headers: bearer(admin) }));
}

const sortColumnsOf = (operation: ListOperation) =>
  (operation.parameters.find((p) => p.name === 'orderByColumn')?.schema?.enum ?? []) as string[];

/** Free-text filters: strings that are neither an enumeration nor a date or a number. */
function textFilters(operation: ListOperation): string[] {
  const paging = new Set(['pageNum', 'pageSize', 'orderByColumn', 'isAsc']);
  return operation.parameters
    .filter((p) => p.in === 'query' && !paging.has(p.name))
    .filter((p) => p.schema?.type === 'string' && !p.schema.enum && !p.schema.format)
    .map((p) => p.name);
}

describe('list parameters', () => {
  it('finds the paged lists, and every one of them names the columns it sorts by', () => {
    expect(operations.length).toBeGreaterThan(8);
    const unsortable = operations.filter((operation) => sortColumnsOf(operation).length === 0);
    expect(unsortable.map((operation) => operation.path)).toEqual([]);
  });

  it('refuses a sort column that is not on the list, or SQL in its place, with 400', async () => {
    for (const { path } of operations) {
      for (const column of ['passwordHash', 'user_name; drop table sys_user', '1', 'tokenHash']) {
        const answer = await list(path, { orderByColumn: column });
        expect(answer.code, `${path} orderByColumn=${column}`).toBe(400);
      }
      expect((await list(path, { isAsc: 'asc; select 1' })).code, `${path} isAsc`).toBe(400);
    }
  });

  it('sorts by every listed column both ways without failing', async () => {
    for (const operation of operations) {
      for (const column of sortColumnsOf(operation)) {
        for (const isAsc of ['asc', 'desc']) {
          const answer = await list(operation.path, { orderByColumn: column, isAsc });
          expect(answer.code, `${operation.path} ${column} ${isAsc}: ${answer.msg}`).toBe(200);
        }
      }
    }
  });

  it('takes text filters as text: an injected condition matches nothing and breaks nothing', async () => {
    for (const operation of operations) {
      for (const name of textFilters(operation)) {
        const answer = await list(operation.path, { [name]: INJECTION });
        expect([200, 400], `${operation.path} ${name}: ${answer.msg}`).toContain(answer.code);
        if (answer.code === 200) expect(answer.total, `${operation.path} ${name}`).toBe(0);
      }
    }
  });

  it('ignores a filter that names no known column', async () => {
    for (const { path } of operations) {
      const plain = await list(path, {});
      const unknown = await list(path, { passwordHash: INJECTION, "1' OR '1": '1' });
      expect(unknown.code, path).toBe(plain.code);
      expect(unknown.total, path).toBe(plain.total);
    }
  });
});
