import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RouteSearchBox } from './route-search/route-search-box.tsx';

/**
 * On a phone the header has no room for a search field: an icon opens the route search over the
 * whole header, focused, and it closes again once a page is chosen or on Cancel.
 */
export function MobileRouteSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page means a choice was made.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (open) panelRef.current?.querySelector('input')?.focus();
  }, [open]);

  return (
    <>
      <Button
        type="text"
        className="venus-header__action"
        icon={<SearchOutlined />}
        aria-label={t('shellHeader.openSearch')}
        onClick={() => setOpen(true)}
      />
      {open ? (
        <div className="venus-mobile-search" ref={panelRef}>
          <RouteSearchBox />
          <Button type="text" className="venus-header__action" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
