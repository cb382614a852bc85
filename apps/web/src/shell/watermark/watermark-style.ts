import { CONFIG_DEFAULTS } from '@venus/shared';

/** Spec §9 Shell: big, default or small (config `SystemWatermarkSize`). */
export const WATERMARK_SIZES = {
  big: { fontSize: 20, gap: [140, 140] },
  default: { fontSize: 16, gap: [110, 110] },
  small: { fontSize: 12, gap: [80, 80] },
} as const;
export type WatermarkSize = keyof typeof WATERMARK_SIZES;

export interface WatermarkStyle {
  color: string;
  fontSize: number;
  gap: [number, number];
}

/** A colour the browser can paint; otherwise the default translucent light grey. */
function paintable(color: string): string {
  const value = color.trim();
  const ok = /^#[0-9a-f]{3,8}$/i.test(value) || /^(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)$/i.test(value);
  return ok ? value : CONFIG_DEFAULTS.SystemWatermarkColor;
}

export function watermarkStyle(color: string, size: string): WatermarkStyle {
  const chosen = WATERMARK_SIZES[size.trim() as WatermarkSize] ?? WATERMARK_SIZES.default;
  return { color: paintable(color), fontSize: chosen.fontSize, gap: [chosen.gap[0], chosen.gap[1]] };
}

/** The lines drawn: the person's name and, when the firm has given them one, their staff number. */
export function watermarkLines(name: string, userno: string | null): string[] {
  return [name, userno?.trim()].filter((line): line is string => Boolean(line));
}
