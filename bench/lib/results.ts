/**
 * Every run's figures: a dated row per figure appended to bench/RESULTS.md and the run's JSON in
 * bench/results/<date>-<scenario>.json.
 */
import { execSync } from 'node:child_process';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './server-process.ts';

export interface Figure {
  scenario: string;
  figure: string;
  value: number;
  reference: number;
  referenceLabel: string;
  /** value / reference. */
  ratio: number;
  /** The target in words, and whether it was met; null where the issue sets none. */
  target: string | null;
  met: boolean | null;
}

/** The machine, and its one-minute load average when the figure was recorded (it is shared). */
export function machine(): string {
  const load = os.loadavg()[0] ?? 0;
  return `nproc ${os.availableParallelism()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load ${load.toFixed(1)}`;
}

/** HEAD's short hash, with `+dirty` when the shared tree has changes to the server or shared code. */
export function commit(): string {
  const head = execSync('git rev-parse --short HEAD', { cwd: REPO_ROOT }).toString().trim();
  const dirty = execSync('git status --porcelain -- apps packages', { cwd: REPO_ROOT }).toString().trim();
  return dirty ? `${head}+dirty` : head;
}

const RESULTS_MD = path.join(REPO_ROOT, 'bench/RESULTS.md');
const HEADER = `# Benchmark results

Appended by \`npm run bench\` (bench/README.md): one row per figure, the reference measured in the
same run on the same machine. Latencies in ms, throughput in requests per second. A target is
reported, never asserted.

| date | machine | commit | size | scenario | figure | value | reference | ratio | target | met? |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
`;

const show = (n: number) => (Number.isFinite(n) ? (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(2)) : '–');

export async function record(
  size: string,
  scenario: string,
  figures: readonly Figure[],
  details: Record<string, unknown>,
): Promise<string> {
  const date = new Date().toISOString();
  const exists = await readFile(RESULTS_MD, 'utf8').then(
    () => true,
    () => false,
  );
  if (!exists) await writeFile(RESULTS_MD, HEADER);
  const where = `${machine()}`;
  const hash = commit();
  const rows = figures.map(
    (f) =>
      `| ${date.slice(0, 16).replace('T', ' ')} | ${where} | ${hash} | ${size} | ${f.scenario} | ${f.figure} | ${show(f.value)} | ${show(f.reference)} (${f.referenceLabel}) | ${show(f.ratio)} | ${f.target ?? '–'} | ${f.met === null ? '–' : f.met ? 'yes' : '**no**'} |`,
  );
  await appendFile(RESULTS_MD, `${rows.join('\n')}\n`);
  const dir = path.join(REPO_ROOT, 'bench/results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${date.slice(0, 19).replace(/:/g, '-')}-${scenario}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ date, machine: where, commit: hash, size, scenario, figures, ...details }, null, 2)}\n`,
  );
  return file;
}
