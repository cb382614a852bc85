import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const MODULE = path.join(import.meta.dirname, 'embedded-postgres.ts');

describe('loading embedded PostgreSQL', () => {
  it('keeps a failing exit code: a failed test run must not report success', () => {
    const script = `import { loadEmbeddedPostgres } from ${JSON.stringify(MODULE)};
await loadEmbeddedPostgres();
process.exitCode = 3;`;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'venus-exit-')), 'load.mts');
    fs.writeFileSync(file, script);
    const run = spawnSync(TSX, [file], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 30_000 });
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
  });
});
