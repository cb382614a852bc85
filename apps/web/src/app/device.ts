/** Spec §9 Breakpoints: mobile up to 768 px, low resolution 769 to 1366, normal above. */
export const MOBILE_MAX_WIDTH = 768;
export const LOW_RESOLUTION_MAX_WIDTH = 1366;
/** Spec §9: "large" is above 1440 px. */
export const LARGE_MIN_WIDTH = 1441;

export type DeviceClass = 'mobile' | 'low' | 'normal';

export function deviceClassOf(width: number): DeviceClass {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= LOW_RESOLUTION_MAX_WIDTH) return 'low';
  return 'normal';
}

export function isLargeScreen(width: number): boolean {
  return width >= LARGE_MIN_WIDTH;
}

/**
 * Spec §9: the root font size scales with the width up to 1920 px, against a 750 px design on
 * small screens (decision 0010): 16 px at the design width, never larger, and never under 12 px
 * so rem-sized text stays readable on a narrow low-resolution window.
 */
export const DESKTOP_DESIGN_WIDTH = 1920;
export const MOBILE_DESIGN_WIDTH = 750;
export const ROOT_FONT_SIZE = 16;
export const MIN_ROOT_FONT_SIZE = 12;

export function rootFontSizeOf(width: number): number {
  const design = width <= MOBILE_MAX_WIDTH ? MOBILE_DESIGN_WIDTH : DESKTOP_DESIGN_WIDTH;
  const scaled = (ROOT_FONT_SIZE * Math.min(width, design)) / design;
  return Math.round(Math.max(MIN_ROOT_FONT_SIZE, scaled) * 100) / 100;
}

/**
 * The enterprise-messaging (WeCom, "wxwork") in-app browser. It is classed by width like any
 * other browser (decision 0010): narrow on a phone, so mobile; its desktop client is a desktop.
 */
export function isEnterpriseMessagingBrowser(userAgent: string): boolean {
  return /\bwxwork\//i.test(userAgent);
}
