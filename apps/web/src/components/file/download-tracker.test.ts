import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api/api-error.ts';
import { DownloadTracker } from './download-tracker.ts';

/** A tracker on a hand-moved clock, saving into a list instead of the browser. */
function trackerAt() {
  const clock = { now: 0 };
  const saved: { name: string; size: number }[] = [];
  const tracker = new DownloadTracker({
    now: () => clock.now,
    lingerMs: 1000,
    deliver: (blob, name) => saved.push({ name, size: blob.size }),
  });
  return { clock, saved, tracker };
}

describe('download progress items', () => {
  it('shows each running download with its name, percent and speed, then its end', async () => {
    vi.useFakeTimers();
    try {
      const { clock, saved, tracker } = trackerAt();
      let report: (received: number, total: number | null) => void = () => {};
      let finish: (blob: Blob) => void = () => {};
      const done = tracker.track(
        { name: '律师费.xlsx', path: 'objects/2026/05/a.xlsx' },
        (onProgress) =>
          new Promise<Blob>((resolve) => {
            report = onProgress;
            finish = resolve;
          }),
      );
      expect(tracker.snapshot()).toMatchObject({
        hasOpenProgress: true,
        items: [{ name: '律师费.xlsx', path: 'objects/2026/05/a.xlsx', state: 'running', progress: 0 }],
      });

      clock.now = 1000;
      report(512 * 1024, 2048 * 1024);
      expect(tracker.snapshot().items[0]).toMatchObject({
        size: 2048 * 1024,
        received: 512 * 1024,
        progress: 25,
        speed: '512.00 KB/s',
      });
      clock.now = 1500;
      report(2048 * 1024, 2048 * 1024);
      // All bytes in, not yet saved: never 100 before the end.
      expect(tracker.snapshot().items[0]).toMatchObject({ progress: 99, speed: '1.33 MB/s' });

      finish(new Blob([new Uint8Array(2048 * 1024)]));
      expect(await done).toBe(true);
      expect(tracker.snapshot().items[0]).toMatchObject({ state: 'done', progress: 100 });
      expect(saved).toEqual([{ name: '律师费.xlsx', size: 2048 * 1024 }]);
      // A finished download leaves by itself; the panel closes with the last one.
      vi.advanceTimersByTime(1000);
      expect(tracker.snapshot()).toEqual({ items: [], hasOpenProgress: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a failed download listed with the msg of the JSON body that came instead of the file', async () => {
    const { saved, tracker } = trackerAt();
    const ok = await tracker.track({ name: '起诉状.pdf', path: 'objects/x.pdf' }, async () => {
      throw new ApiError(404, '文件不存在');
    });
    expect(ok).toBe(false);
    expect(saved).toEqual([]);
    expect(tracker.snapshot()).toMatchObject({
      hasOpenProgress: true,
      items: [{ name: '起诉状.pdf', state: 'failed', message: '文件不存在' }],
    });
    tracker.dismiss(tracker.snapshot().items[0]!.id);
    expect(tracker.snapshot()).toEqual({ items: [], hasOpenProgress: false });
  });

  it('lists downloads side by side, and closing the panel keeps only the running ones', async () => {
    const { tracker } = trackerAt();
    void tracker.track({ name: 'a.pdf', path: 'a' }, () => new Promise<Blob>(() => {}));
    await tracker.track({ name: 'b.pdf', path: 'b' }, async () => {
      throw new Error('network');
    });
    expect(tracker.snapshot().items.map((item) => [item.name, item.state, item.message])).toEqual([
      ['a.pdf', 'running', ''],
      ['b.pdf', 'failed', ''],
    ]);
    tracker.close();
    expect(tracker.snapshot()).toMatchObject({ hasOpenProgress: false, items: [{ name: 'a.pdf' }] });
  });
});
