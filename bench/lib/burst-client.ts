/**
 * What the burst scenarios (approval-burst, sign-in-storm) share: one request sent and timed on a
 * connection of its own (fetch), its envelope read, and their figures printed.
 */
import type { BenchRequest, PreparedRequest, Session } from './client.ts';
import { prepareRequest } from './client.ts';
import type { Figure } from './results.ts';

export interface Answer {
  status: number;
  code: number | null;
  msg: string;
  ms: number;
  data?: unknown;
  rows?: unknown[];
}

export async function send(baseUrl: string, prepared: PreparedRequest): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${prepared.path}`, {
      method: prepared.method,
      headers: prepared.headers,
      ...(prepared.body === undefined ? {} : { body: prepared.body }),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    try {
      const body = JSON.parse(text) as { code: number; msg: string; data?: unknown; rows?: unknown[] };
      return {
        status: response.status,
        code: body.code,
        msg: body.msg,
        ms,
        data: body.data,
        rows: body.rows,
      };
    } catch {
      return { status: response.status, code: null, msg: text.slice(0, 120), ms };
    }
  } catch (error) {
    return { status: 0, code: null, msg: String(error).slice(0, 120), ms: performance.now() - started };
  }
}

export const call = (baseUrl: string, session: Session, request: BenchRequest) =>
  send(baseUrl, prepareRequest(session, request));

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export const figure = (
  scenario: string,
  name: string,
  value: number,
  reference: number,
  referenceLabel: string,
  target: string | null,
  met: boolean | null,
): Figure => ({
  scenario,
  figure: name,
  value,
  reference,
  referenceLabel,
  ratio: value / reference,
  target,
  met,
});

export function print(figures: readonly Figure[]): void {
  for (const f of figures)
    console.info(
      `  ${f.figure.padEnd(30)} ${f.value.toFixed(2).padStart(9)}  ref ${f.reference.toFixed(2).padStart(9)} (${f.referenceLabel})  ×${f.ratio.toFixed(2)}${f.target ? `  target ${f.target}: ${f.met ? 'met' : 'MISSED'}` : ''}`,
    );
}
