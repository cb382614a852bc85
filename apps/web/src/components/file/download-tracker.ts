import { formatSpeed } from '@venus/shared';
import { isApiError } from '../../app/api/api-error.ts';
import type { DownloadProgress } from '../../app/api/read-with-progress.ts';
import { progressPercent } from '../spreadsheet/download-progress.ts';
import { saveFile } from './save-file.ts';

/**
 * Spec §3 Download progress item (path, size, progress) with what a person reads beside it: the
 * file's name, the speed, and how it ended. A failure keeps the server's msg (a JSON body came
 * back instead of the file); an empty message means no answer at all.
 */
export interface DownloadItem {
  id: number;
  name: string;
  path: string;
  /** Bytes of the whole file, when the server said; null while it streams without a length. */
  size: number | null;
  received: number;
  progress: number;
  speed: string;
  state: 'running' | 'done' | 'failed';
  message: string;
}

/** The running and finished downloads, and whether their panel is open (spec hasOpenProgress). */
export interface DownloadState {
  items: readonly DownloadItem[];
  hasOpenProgress: boolean;
}

/** Fetches a file's bytes, reporting what has arrived (the API client's download). */
export type FetchFile = (onProgress: DownloadProgress) => Promise<Blob>;

export interface DownloadTrackerOptions {
  now?: () => number;
  /** How long a finished download stays listed before it leaves by itself; failures stay. */
  lingerMs?: number;
  deliver?: (blob: Blob, name: string) => void;
}

/**
 * Every download of the session in one place, so the shell can list them wherever they were
 * started (a file panel, a preview, a template link) and they survive a page change.
 */
export class DownloadTracker {
  private state: DownloadState = { items: [], hasOpenProgress: false };
  private readonly listeners = new Set<() => void>();
  private nextId = 1;
  private readonly now: () => number;
  private readonly lingerMs: number;
  private readonly deliver: (blob: Blob, name: string) => void;

  constructor(options: DownloadTrackerOptions = {}) {
    this.now = options.now ?? (() => performance.now());
    this.lingerMs = options.lingerMs ?? 5000;
    this.deliver = options.deliver ?? ((blob, name) => saveFile(blob, name));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): DownloadState => this.state;

  /**
   * Downloads a file while its item shows progress and speed, then hands it to the browser.
   * Resolves true when the file was saved; a failure is shown on the item, never thrown.
   */
  async track(file: { name: string; path: string }, fetchFile: FetchFile): Promise<boolean> {
    const id = this.nextId++;
    const started = this.now();
    this.set({
      items: [
        ...this.state.items,
        {
          ...file,
          id,
          size: null,
          received: 0,
          progress: 0,
          speed: formatSpeed(0),
          state: 'running',
          message: '',
        },
      ],
      hasOpenProgress: true,
    });
    try {
      const blob = await fetchFile((received, total) => {
        const seconds = Math.max((this.now() - started) / 1000, 0.001);
        this.update(id, {
          size: total,
          received,
          progress: progressPercent(received, total, false),
          speed: formatSpeed(received / seconds),
        });
      });
      this.update(id, { state: 'done', progress: 100, size: blob.size, received: blob.size });
      this.deliver(blob, file.name);
      setTimeout(() => this.dismiss(id), this.lingerMs);
      return true;
    } catch (error) {
      this.update(id, { state: 'failed', message: isApiError(error) ? error.msg : '' });
      return false;
    }
  }

  /** Takes a finished download off the list; the panel closes when nothing is left. */
  dismiss(id: number): void {
    const items = this.state.items.filter((item) => item.id !== id || item.state === 'running');
    this.set({ items, hasOpenProgress: this.state.hasOpenProgress && items.length > 0 });
  }

  /** Closes the panel: finished downloads leave, running ones keep going and reopen it on news. */
  close(): void {
    this.set({
      items: this.state.items.filter((item) => item.state === 'running'),
      hasOpenProgress: false,
    });
  }

  private update(id: number, changes: Partial<DownloadItem>): void {
    const items = this.state.items.map((item) => (item.id === id ? { ...item, ...changes } : item));
    const ended = changes.state !== undefined;
    this.set({ items, hasOpenProgress: this.state.hasOpenProgress || ended });
  }

  private set(state: DownloadState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

/** The session's downloads. */
export const downloads = new DownloadTracker();
