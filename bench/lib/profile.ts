/** The top frames of a V8 .cpuprofile (node --cpu-prof) by self time. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export async function topFrames(dir: string, count = 15): Promise<string[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.cpuprofile'));
  const self = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const profile = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { nodes: ProfileNode[] };
    for (const node of profile.nodes) {
      const hits = node.hitCount ?? 0;
      if (hits === 0) continue;
      const { functionName, url, lineNumber } = node.callFrame;
      const where = url
        ? `${url.replace(/^file:\/\/.*?\/node_modules\//, '').replace(/^file:\/\/.*?\/work\/main\//, '')}:${lineNumber + 1}`
        : '';
      const key = `${functionName || '(anonymous)'} ${where}`.trim();
      self.set(key, (self.get(key) ?? 0) + hits);
      total += hits;
    }
  }
  // The server idles while the reference runs: shares are of the busy samples, idle said apart.
  const idle = self.get('(idle)') ?? 0;
  self.delete('(idle)');
  const busy = total - idle;
  return [
    `busy ${((100 * busy) / total).toFixed(1)}% of ${total} samples; shares below are of the busy ones`,
    ...[...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([frame, hits]) => `${((100 * hits) / busy).toFixed(1)}% ${frame}`),
  ];
}
