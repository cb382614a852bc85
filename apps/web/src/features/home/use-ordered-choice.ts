import { useEffect, useState } from 'react';
import { moved } from './ordered-choice-list.tsx';

/**
 * The editing state of an ordered choice: every id in display order (shown ones first, in their
 * saved order) and which are shown. `initialShown` null means "the defaults": everything shown.
 */
export function useOrderedChoice(
  all: readonly string[],
  initialShown: readonly string[] | null,
  ready: boolean,
) {
  const [order, setOrder] = useState<string[]>([...all]);
  const [shown, setShown] = useState<Set<string>>(new Set(all));
  const key = `${all.join(',')}|${initialShown?.join(',') ?? '*'}|${ready}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when what was saved changes (key)
  useEffect(() => {
    const visible = initialShown === null ? [...all] : initialShown.filter((id) => all.includes(id));
    setOrder([...visible, ...all.filter((id) => !visible.includes(id))]);
    setShown(new Set(visible));
  }, [key]);

  return {
    order,
    shown,
    /** The ids shown on home, in order: what is saved. */
    chosen: order.filter((id) => shown.has(id)),
    toggle: (id: string, on: boolean) =>
      setShown((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    move: (id: string, offset: -1 | 1) => setOrder((current) => moved(current, current.indexOf(id), offset)),
  };
}
