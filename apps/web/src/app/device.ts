/** Spec §9 Breakpoints: mobile up to 768 px, low resolution 769 to 1366, normal above. */
export const MOBILE_MAX_WIDTH = 768;
export const LOW_RESOLUTION_MAX_WIDTH = 1366;

export type DeviceClass = 'mobile' | 'low' | 'normal';

export function deviceClassOf(width: number): DeviceClass {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= LOW_RESOLUTION_MAX_WIDTH) return 'low';
  return 'normal';
}
