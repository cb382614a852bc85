/** The hottest functions (self time) of the .cpuprofile files `node --cpu-prof` wrote in a folder. */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export function summariseCpuProfiles(dir: string, top: number): string[] {
  if (!fs.existsSync(dir)) return [`no profile in ${dir}`];
  const self = new Map<string, number>();
  let all = 0;
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as CpuProfile;
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    // Self time per sample: each sample's delta goes to the node it landed in.
    const samples = profile.samples ?? [];
    const deltas = profile.timeDeltas ?? [];
    samples.forEach((id, index) => {
      const node = byId.get(id);
      if (!node) return;
      const frame = node.callFrame;
      const where = frame.url ? `${path.basename(frame.url)}:${frame.lineNumber + 1}` : '';
      const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
      const micros = deltas[index] ?? 0;
      self.set(key, (self.get(key) ?? 0) + micros);
      all += micros;
    });
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(
      ([key, micros]) =>
        `${((100 * micros) / Math.max(all, 1)).toFixed(1).padStart(5)}%  ${(micros / 1e6).toFixed(2)} s  ${key}`,
    );
}
