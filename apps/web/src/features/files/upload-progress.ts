import { displayedProgress, formatSpeed } from '@venus/shared';

/** What the upload dialog shows while sending: a percentage and a speed (spec §9 Files). */
export interface UploadProgress {
  percent: number;
  speed: string;
}

/** Turns "bytes sent so far" into the shown progress, measuring speed since the start. */
export function progressMeter(total: number, now: () => number = () => performance.now()) {
  const started = now();
  return (sent: number, finished = false): UploadProgress => {
    const seconds = Math.max((now() - started) / 1000, 0.001);
    const percent = total > 0 ? (sent / total) * 100 : 100;
    return { percent: displayedProgress(percent, finished), speed: formatSpeed(sent / seconds) };
  };
}
