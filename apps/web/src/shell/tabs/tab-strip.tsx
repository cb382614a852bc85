import { CloseOutlined, ColumnWidthOutlined, MinusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { type KeyboardEvent, useEffect, useRef, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserSettings } from '../../app/settings/use-user-settings.ts';
import { shouldCloseOnDoubleClick, type Tab } from './tab-rules.ts';
import { useTabs } from './use-tabs.ts';

type Action = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** The opened pages under the header: click to go back, close, or right-click for more. */
export function TabStrip() {
  const { t } = useTranslation();
  const tabs = useTabs();
  const { doubleClickCloseTags } = useUserSettings();
  const stripRef = useRef<HTMLDivElement>(null);
  const activePath = tabs.activeTab?.fullPath;

  // Keep the page shown in view when the strip scrolls.
  useEffect(() => {
    if (!activePath) return;
    stripRef.current
      ?.querySelector('.venus-tab--active')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activePath]);

  // A mouse wheel scrolls the strip sideways, as a trackpad already does.
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    const strip = stripRef.current;
    if (!strip || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
    strip.scrollLeft += event.deltaY;
  };

  const closable = tabs.state.tabs.filter((tab) => !tab.affix);

  const menuFor = (tab: Tab): MenuProps => ({
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh') },
      { key: 'close', icon: <CloseOutlined />, label: t('tabs.close'), disabled: tab.affix },
      {
        key: 'closeOthers',
        icon: <ColumnWidthOutlined />,
        label: t('tabs.closeOthers'),
        disabled: !closable.some((other) => other !== tab),
      },
      {
        key: 'closeAll',
        icon: <MinusOutlined />,
        label: t('tabs.closeAll'),
        disabled: closable.length === 0,
      },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      const action = key as Action;
      if (action === 'refresh') tabs.refresh(tab);
      else if (action === 'close') tabs.close(tab);
      else if (action === 'closeOthers') tabs.closeOthers(tab);
      else tabs.closeAll();
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, tab: Tab) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      tabs.open(tab);
    } else if (event.key === 'Delete' && !tab.affix) {
      tabs.close(tab);
    }
  };

  return (
    <nav className="venus-tabs" aria-label={t('tabs.label')}>
      <div className="venus-tabs__strip" role="tablist" ref={stripRef} onWheel={onWheel}>
        {tabs.state.tabs.map((tab) => {
          const title = tabs.titleOf(tab);
          const active = tab === tabs.activeTab;
          return (
            // Keyed by the tab's identity, not its URL: a refresh (new fr) or a reuse with another rs
            // changes the URL, and must not remount the tab and close a menu open on it.
            <Dropdown key={tabs.keyOf(tab)} menu={menuFor(tab)} trigger={['contextMenu']}>
              <div
                role="tab"
                tabIndex={active ? 0 : -1}
                aria-selected={active}
                aria-keyshortcuts={tab.affix ? undefined : 'Delete'}
                title={title}
                className={`venus-tab${active ? ' venus-tab--active' : ''}${tab.affix ? ' venus-tab--affix' : ''}`}
                onClick={() => tabs.open(tab)}
                onDoubleClick={() => {
                  // Personal setting doubleClickCloseTags; affixed tabs never close.
                  if (shouldCloseOnDoubleClick(doubleClickCloseTags, tab)) tabs.close(tab);
                }}
                onKeyDown={(event) => onKeyDown(event, tab)}
              >
                <span className="venus-tab__title">{title}</span>
                {!tab.affix && (
                  // A control inside the tab would nest one interactive element in another (axe
                  // nested-interactive): the cross is for the pointer only; the keyboard and a
                  // screen reader close the tab with Delete (announced) or its context menu.
                  <span
                    className="venus-tab__close"
                    aria-hidden="true"
                    title={t('tabs.closeTab', { title })}
                    onClick={(event) => {
                      event.stopPropagation();
                      tabs.close(tab);
                    }}
                  >
                    <CloseOutlined />
                  </span>
                )}
              </div>
            </Dropdown>
          );
        })}
      </div>
    </nav>
  );
}
