import { useEffect } from 'react';
import { rootFontSizeOf } from '../app/device.ts';

/** Spec §9: the root font size follows the window width (see `rootFontSizeOf`). */
export function useRootFontSize(): void {
  useEffect(() => {
    const apply = () => {
      document.documentElement.style.fontSize = `${rootFontSizeOf(window.innerWidth)}px`;
    };
    apply();
    window.addEventListener('resize', apply);
    return () => {
      window.removeEventListener('resize', apply);
      document.documentElement.style.fontSize = '';
    };
  }, []);
}
