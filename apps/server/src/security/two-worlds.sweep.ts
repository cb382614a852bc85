import { WEB_CLIENT_KIND } from '@venus/shared';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { API, bearer } from '../../test/test-app.ts';
import type { App } from '../app.ts';
import {
  allIds,
  type Firm,
  type Label,
  membersOf,
  type RecordKind,
  today,
  type World,
} from './two-worlds.model.ts';

/**
 * The sweep of the two-worlds test: which calls to make of a GET route (its parameters filled
 * with both worlds' ids and texts), and what in an answer gives the other world away.
 */

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
}

/** Who sweeps, and whose records must stay out of what they read. */
export interface Sweep {
  firm: Firm;
  own: World;
  other: World;
}

/** What a route or a role sees of another world by design, with the decision that says so. */
export interface Disclosure {
  labels: Label[];
  /** Every id of these kinds. */
  kinds: RecordKind[];
  /** These ids of these kinds. */
  ids?: Partial<Record<RecordKind, number[]>>;
  /** These stored files' paths. */
  filePaths?: string[];
}

/** A field holding a record id, by the kind of record the API means by that name. */
const ID_FIELDS: Record<string, RecordKind> = {
  projectId: 'project',
  projectIds: 'project',
  relatedProjectIds: 'project',
  worklogId: 'worklog',
  worklogIds: 'worklog',
  submissionId: 'submission',
  submissionIds: 'submission',
  leaveId: 'leave',
  overtimeId: 'overtime',
  instanceId: 'instance',
  taskId: 'task',
  timerId: 'timer',
  requestId: 'request',
  claimId: 'expense',
  loanId: 'loan',
};

const both = (s: Sweep, values: (w: World) => (string | number)[]) => [
  ...new Set([...values(s.other), ...values(s.own)].map(String)),
];

/**
 * Values for a parameter, by its name: the other world's ids and texts (the attack) and the
 * sweeper's own (their real pages, which must not carry the other world either). Undefined when
 * the sweep has nothing meaningful to put there.
 */
function valuesOf(name: string, s: Sweep): string[] | undefined {
  const searches = (w: World) => [
    w.markers.wallcn,
    w.markers.opencn,
    w.markers.timeconfirmed,
    w.markers.leavewhy,
  ];
  const fills: Record<string, () => string[]> = {
    projectId: () => both(s, (w) => w.ids.project),
    id: () => both(s, allIds),
    worklogId: () => both(s, (w) => w.ids.worklog),
    leaveId: () => both(s, (w) => w.ids.leave),
    overtimeId: () => both(s, (w) => w.ids.overtime),
    claimId: () => both(s, (w) => w.ids.expense),
    loanId: () => both(s, (w) => w.ids.loan),
    applicantId: () => both(s, (w) => [w.lawyer.userId]),
    clientId: () => both(s, (w) => [w.clientId]),
    userId: () => both(s, (w) => [w.lawyer.userId, w.partner.userId]),
    partnerId: () => both(s, (w) => [w.partner.userId]),
    workUserId: () => both(s, (w) => [w.lawyer.userId]),
    query: () => both(s, searches),
    keyword: () => both(s, searches),
    name: () => both(s, searches),
    fileName: () => both(s, (w) => [...w.filePaths, ...w.fileNames]),
    filePath: () => both(s, (w) => w.filePaths),
    path: () => both(s, (w) => w.filePaths),
    day: () => both(s, (w) => [w.leaveDay]),
    start: () => both(s, (w) => [w.leaveDay]),
    end: () => both(s, (w) => [w.leaveDay]),
    startHalf: () => ['am'],
    endHalf: () => ['pm'],
    date: () => [today()],
    year: () => [s.other.leaveDay.slice(0, 4), today().slice(0, 4)],
    // A month's stored rows (decision 0054); the worlds hold no bills, so none is closed.
    month: () => [today().slice(0, 7)],
    kind: () => ['project'],
    scope: () => ['mine', 'all'],
    state: () => ['pending', 'done'],
    focus: () => ['all', 'mine'],
    worklogType: () => ['1'],
    billType: () => ['1'],
    officeId: () => Object.values(s.firm.officeIds).map(String),
    floor: () => ['10'],
    dictType: () => ['hk_practice_area'],
    configKey: () => ['sys.index.skinName'],
    clientKind: () => [String(WEB_CLIENT_KIND)],
    key: () => ['cn'],
  };
  return fills[name]?.();
}

/** Parameters that only mean something together: each pair is one call. */
function pairsOf(names: Set<string>, s: Sweep): [string, string][][] {
  const pairs: [string, string][][] = [];
  if (names.has('source') && names.has('onlyId')) {
    const owners = (w: World): [number, number][] => [
      ...membersOf(w).map((who): [number, number] => [0, who.userId]),
      ...w.ids.project.map((id): [number, number] => [1, id]),
    ];
    for (const [source, onlyId] of [...owners(s.other), ...owners(s.own)])
      pairs.push([
        ['source', String(source)],
        ['onlyId', String(onlyId)],
      ]);
  }
  if (names.has('businessType') && names.has('recordId')) {
    for (const [businessType, recordId] of [...s.other.approvalRecords, ...s.own.approvalRecords])
      pairs.push([
        ['businessType', businessType],
        ['recordId', recordId],
      ]);
  }
  return pairs;
}

const PAIRED = new Set(['source', 'onlyId', 'businessType', 'recordId']);

/**
 * The calls to make of a GET route: the required parameters filled, then each parameter with
 * each of its values in turn (lists asked for their largest page). A string when a required
 * parameter has no value to fill: the route needs a conscious place in the skip list.
 */
export function callsOf(path: string, parameters: Parameter[], s: Sweep): string[] | string {
  const names = new Set(parameters.map((p) => p.name));
  const pairs = pairsOf(names, s);
  const base = new Map<string, string>();
  if (names.has('pageSize')) base.set('pageSize', '200');
  for (const [name, value] of pairs[0] ?? []) base.set(name, value);
  const variants: Map<string, string>[] = [];
  for (const p of parameters.filter((q) => q.in !== 'header' && !PAIRED.has(q.name))) {
    const values = valuesOf(p.name, s);
    if (!values?.length) {
      if (p.required) return `no value for the required parameter ${p.name}`;
      continue;
    }
    if (p.required) base.set(p.name, values[0]!);
    for (const value of values) variants.push(new Map([[p.name, value]]));
  }
  if (parameters.some((p) => p.required && PAIRED.has(p.name)) && pairs.length === 0)
    return 'paired parameters without values';
  for (const pair of pairs) variants.push(new Map(pair));
  const urls = new Set<string>();
  for (const variant of [new Map<string, string>(), ...variants]) {
    const values = new Map([...base, ...variant]);
    let filled = path;
    const query = new URLSearchParams();
    for (const [name, value] of values) {
      if (filled.includes(`:${name}`)) filled = filled.replace(`:${name}`, encodeURIComponent(value));
      else query.set(name, value);
    }
    urls.add(`${filled}${query.size ? `?${query}` : ''}`);
  }
  return [...urls];
}

/** Every cell of every sheet of a workbook, as text. */
async function workbookText(body: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const cells: string[] = [];
  for (const sheet of workbook.worksheets)
    sheet.eachRow((row) => {
      for (const value of row.values as unknown[]) if (value != null) cells.push(JSON.stringify(value));
    });
  return cells.join('\n');
}

export interface Answer {
  code: number;
  /** Headers, body and, for a workbook, its cells: everything the caller learns. */
  text: string;
  json: unknown;
}

/** Reads an answer whole: a JSON envelope, a file (with its name in the headers) or a workbook. */
export async function readAnswer(response: LightMyRequestResponse): Promise<Answer> {
  const type = String(response.headers['content-type'] ?? '');
  const headers = JSON.stringify(response.headers);
  if (type.includes('application/json')) {
    const json = response.json() as { code?: number };
    // Envelopes carry their code; other JSON (the OpenAPI document) answers by HTTP status.
    return { code: json.code ?? response.statusCode, text: `${headers}\n${response.body}`, json };
  }
  let text = `${headers}\n${response.rawPayload.toString('latin1')}`;
  if (type.includes('spreadsheetml')) text += `\n${await workbookText(response.rawPayload)}`;
  return { code: response.statusCode, text, json: undefined };
}

/**
 * `work` on every item, at most `size` at a time, answers in the items' order: the sweeps' calls
 * are independent reads, and overlapping them keeps the suite's time within its budget.
 */
export async function inPool<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

export async function get(app: App, token: string, url: string): Promise<Answer> {
  return readAnswer(await app.inject({ method: 'GET', url: `${API}${url}`, headers: bearer(token) }));
}

function idsIn(value: unknown, found: [field: string, id: number][], field = ''): void {
  if (Array.isArray(value)) for (const item of value) idsIn(item, found, field);
  else if (value !== null && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) idsIn(inner, found, key);
  else if (
    field in ID_FIELDS &&
    (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)))
  )
    found.push([field, Number(value)]);
}

/**
 * What an answer gives away of `other`: each of its texts, any other text carrying its tag, and
 * its record ids in id fields; less what the route shows by design. An error answer may repeat
 * what was sent (a name not found); that is an echo, not a leak.
 */
export function leaksOf(answer: Answer, other: World, sent: string, designed?: Disclosure): string[] {
  let text = answer.text.toLowerCase();
  if (answer.code !== 200)
    for (const value of new URLSearchParams(sent.split('?')[1] ?? '').values())
      text = text.replaceAll(value.toLowerCase(), '');
  const leaks: string[] = [];
  const markers = Object.entries(other.markers).sort(([, a], [, b]) => b.length - a.length);
  for (const [label, marker] of markers) {
    if (!text.includes(marker.toLowerCase())) continue;
    if (designed?.labels.includes(label as Label)) text = text.replaceAll(marker.toLowerCase(), '');
    else leaks.push(`text ${label}`);
  }
  for (const name of other.filePaths.filter((path) => !designed?.filePaths?.includes(path)))
    if (text.includes(name.toLowerCase())) leaks.push(`file path ${name}`);
  if (leaks.length === 0 && text.includes(other.tag)) leaks.push(`the tag ${other.tag} in another text`);
  const found: [string, number][] = [];
  idsIn(answer.json, found);
  for (const [field, id] of found) {
    const kind = ID_FIELDS[field]!;
    if (
      other.ids[kind].includes(id) &&
      !designed?.kinds.includes(kind) &&
      !designed?.ids?.[kind]?.includes(id)
    )
      leaks.push(`${kind} id ${id} in ${field}`);
  }
  return leaks;
}

/** The labels of `own` an answer shows: the sweep must see every one of its own texts somewhere. */
export function ownLabelsIn(answer: Answer, own: World): Label[] {
  if (answer.code !== 200) return [];
  const text = answer.text.toLowerCase();
  return (Object.entries(own.markers) as [Label, string][])
    .filter(([, marker]) => text.includes(marker.toLowerCase()))
    .map(([label]) => label);
}
