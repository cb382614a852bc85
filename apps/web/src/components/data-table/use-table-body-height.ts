import { type RefObject, useLayoutEffect, useState } from 'react';
import { useIsMobile } from '../../app/use-device.ts';
import { tableBodyHeight } from './table-layout.ts';

/** The strip the shell keeps free for the floating timer (shell.css), in pixels. */
function floatReserve(): number {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--venus-float-reserve');
  return Number.parseFloat(value) || 0;
}

/**
 * The body height of a table that starts at `anchor`, kept up to date when the window or the
 * content above it changes size (a search panel opening pushes the table down). A hidden page
 * (a kept-alive tab) has no layout, so its last height is kept until it shows again.
 */
export function useTableBodyHeight(anchor: RefObject<HTMLElement | null>, hasSumBar: boolean): number {
  const isMobile = useIsMobile();
  const [height, setHeight] = useState(400);
  useLayoutEffect(() => {
    const measure = () => {
      const element = anchor.current;
      if (!element || element.offsetParent === null) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const bottomReserve = floatReserve();
      setHeight(
        tableBodyHeight({ viewportHeight: window.innerHeight, top, hasSumBar, isMobile, bottomReserve }),
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    const page = anchor.current?.closest('.venus-page') ?? document.body;
    observer.observe(page);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [anchor, hasSumBar, isMobile]);
  return height;
}
