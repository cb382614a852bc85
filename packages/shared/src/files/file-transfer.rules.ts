/** How far a transfer is shown: above 95 % the bar waits at one less until the server answers. */
export function displayedProgress(percent: number, finished: boolean): number {
  if (finished) return 100;
  const whole = Math.max(0, Math.min(100, Math.floor(percent)));
  return whole > 95 ? whole - 1 : whole;
}

/** Spec §9 Files: speed in KB/s, or MB/s above 1024 KB/s. */
export function formatSpeed(bytesPerSecond: number): string {
  const kb = bytesPerSecond / 1024;
  return kb > 1024 ? `${(kb / 1024).toFixed(2)} MB/s` : `${kb.toFixed(2)} KB/s`;
}

/** Byte ranges of the chunks of a file, inclusive ends as Content-Range writes them. */
export function chunkRanges(size: number, chunkSize: number): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  for (let start = 0; start < size; start += chunkSize)
    ranges.push({ start, end: Math.min(size, start + chunkSize) - 1 });
  return ranges;
}

export const contentRangeOf = (start: number, end: number, total: number) => `bytes ${start}-${end}/${total}`;

/** `bytes start-end/total`, or null when malformed or inconsistent. */
export function parseContentRange(
  header: string | undefined,
): { start: number; end: number; total: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!Number.isSafeInteger(total) || start > end || end >= total) return null;
  return { start, end, total };
}

/** A `Range: bytes=a-b` request against a file of `size` bytes: the slice, or 'unsatisfiable'. */
export function parseRangeRequest(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
