/** Spec §2 / §9: search conditions sit on a grid 8 units wide. */
export const CONDITION_GRID_UNITS = 8;

function cellsPerRow(span: number): number {
  if (!Number.isInteger(span) || span < 1 || span > CONDITION_GRID_UNITS) {
    throw new RangeError(`A condition spans 1 to ${CONDITION_GRID_UNITS} units, got ${span}`);
  }
  return Math.floor(CONDITION_GRID_UNITS / span);
}

/**
 * How many empty filler cells go between the last condition and the Search / Reset buttons so
 * that the buttons land in the last cell of a row, at the right edge, whatever the number of
 * conditions (decision 0011). The buttons take one cell of the same span.
 */
export function fillerCells(conditionCount: number, span: number): number {
  const perRow = cellsPerRow(span);
  const used = (Math.max(0, conditionCount) + 1) % perRow;
  return used === 0 ? 0 : perRow - used;
}
