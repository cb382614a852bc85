/** The parts of a keydown the row looks at (a React KeyboardEvent has them). */
export interface RowKeyEvent {
  key: string;
  shiftKey: boolean;
  nativeEvent: { isComposing: boolean };
  target: unknown;
}

/**
 * Whether Enter in this element saves the row. Not while a list is open (Enter picks the case
 * or code there), not while an input method composes Chinese, and Shift+Enter breaks a line.
 */
export function entersRow(event: RowKeyEvent): boolean {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return false;
  const target = event.target as Pick<Element, 'getAttribute' | 'tagName'>;
  return target.getAttribute('aria-expanded') !== 'true' && target.tagName !== 'BUTTON';
}
