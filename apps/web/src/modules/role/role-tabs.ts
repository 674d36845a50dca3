/**
 * Seed 001 §9: the role tab strip is 192 per role minus 32 wide (units of the 750-wide design, so
 * 1 unit is 1/750 of the screen): each tab 160 wide with a gap of 32, no gap after the last.
 */
export const ROLE_TAB = { perRole: 192, gap: 32, designWidth: 750 } as const;

/** Width of the role strip in design units. */
export function roleStripWidth(roleCount: number): number {
  return roleCount > 0 ? roleCount * ROLE_TAB.perRole - ROLE_TAB.gap : 0;
}

/** A length in design units as CSS, scaled to the page width (at most the 750 px the app is laid out to). */
export function designUnits(units: number): string {
  return `calc(${units} * min(100vw, ${ROLE_TAB.designWidth}px) / ${ROLE_TAB.designWidth})`;
}
