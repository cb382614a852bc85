/** Spec §2 Drawers / §9: a drawer takes 40, 70, 80 or 100 % of the window's width. */
export const DRAWER_WIDTHS = [40, 70, 80, 100] as const;
export type DrawerWidth = (typeof DRAWER_WIDTHS)[number];

/** On a phone every drawer takes the whole screen: 40 % of 390 px holds nothing readable. */
export function drawerSize(width: DrawerWidth, isMobile: boolean): string {
  return `${isMobile ? 100 : width}%`;
}
