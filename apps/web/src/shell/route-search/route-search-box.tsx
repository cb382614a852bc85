import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, type AutoCompleteProps, Button, Input, type InputRef } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isRegisteredPage } from '../../app/page-registry.ts';
import { HOME_PATH } from '../../app/session/redirect.ts';
import { useRouters } from '../../app/session/session-queries.ts';
import { buildRouteTree, withHomeEntry } from '../route-tree.ts';
import { useClearRouteHistory, useRecordRouteHistory, useRouteHistory } from './route-history-api.ts';
import {
  collectSearchRoutes,
  createRouteSearch,
  ROUTE_SEARCH_INPUT_MAX,
  recentRoutes,
  type SearchRoute,
} from './route-search.ts';
import './route-search.css';

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.userAgent);

/** The pages of the granted menu, built from the same cached `/getRouters` answer as the menu. */
function useSearchRoutes(): SearchRoute[] {
  const { t } = useTranslation();
  const routers = useRouters(true);
  return useMemo(() => {
    const tree = buildRouteTree(routers.data ?? [], isRegisteredPage);
    return collectSearchRoutes(withHomeEntry(tree.menu, HOME_PATH, t('home.title')));
  }, [routers.data, t]);
}

function optionOf(route: SearchRoute) {
  return {
    value: route.path,
    label: (
      <div className="venus-route-search__option">
        <span className="venus-route-search__title">{route.title}</span>
        <span className="venus-route-search__path">{route.path}</span>
      </div>
    ),
  };
}

/** Spec §1 global route search: fuzzy search over the permitted pages, with recent searches. */
export function RouteSearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputRef = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const routes = useSearchRoutes();
  const search = useMemo(() => createRouteSearch(routes), [routes]);
  const history = useRouteHistory(open);
  const recordHistory = useRecordRouteHistory();
  const clearHistory = useClearRouteHistory();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const query = text.trim();
  const results = useMemo(() => search(query), [search, query]);
  const recent = useMemo(() => recentRoutes(history.data ?? [], routes), [history.data, routes]);

  // Set from a choice until the microtasks queued before it have run (see onPressEnter).
  const choseInThisEvent = useRef(false);
  const choose = useCallback(
    (path: string) => {
      choseInThisEvent.current = true;
      queueMicrotask(() => {
        choseInThisEvent.current = false;
      });
      setText('');
      setOpen(false);
      inputRef.current?.blur();
      void navigate(path);
      recordHistory.mutate(path);
    },
    [navigate, recordHistory],
  );

  let options: NonNullable<AutoCompleteProps['options']>;
  let notFound: ReactNode = null;
  if (query) {
    options = results.map(optionOf);
    notFound = <div className="venus-route-search__empty">{t('routeSearch.noMatch')}</div>;
  } else if (recent.length) {
    options = [
      {
        label: (
          <div className="venus-route-search__group">
            <span>{t('routeSearch.recent')}</span>
            <Button
              type="link"
              size="small"
              className="venus-route-search__clear"
              loading={clearHistory.isPending}
              onClick={() => clearHistory.mutate()}
            >
              {t('routeSearch.clearRecent')}
            </Button>
          </div>
        ),
        options: recent.map(optionOf),
      },
    ];
  } else {
    options = [];
    notFound = history.isSuccess ? (
      <div className="venus-route-search__empty">{t('routeSearch.noRecent')}</div>
    ) : null;
  }

  return (
    <AutoComplete
      className="venus-route-search"
      classNames={{ popup: { root: 'venus-route-search__popup' } }}
      popupMatchSelectWidth={380}
      placement="bottomLeft"
      value={text}
      options={options}
      open={open && (options.length > 0 || notFound !== null)}
      onOpenChange={setOpen}
      onSearch={(value) => {
        setText(value);
        setOpen(true);
      }}
      onSelect={(path: string) => choose(path)}
      notFoundContent={notFound}
      filterOption={false}
      defaultActiveFirstOption
    >
      <Input
        ref={inputRef}
        size="middle"
        maxLength={ROUTE_SEARCH_INPUT_MAX}
        aria-label={t('routeSearch.label')}
        placeholder={t('routeSearch.placeholder')}
        prefix={<SearchOutlined className="venus-route-search__icon" />}
        suffix={
          <kbd className="venus-route-search__hint" aria-hidden>
            {IS_MAC ? '⌘K' : 'Ctrl K'}
          </kbd>
        }
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        // The input sees Enter before the drop-down, which then takes its highlighted entry (the
        // one a person moved to with the arrows). Only when it took none (the list closed while
        // typing, nothing highlighted) does Enter open the best match: decided once the keydown
        // is over, so one Enter opens one page and records one search.
        onPressEnter={() => {
          const best = query ? results[0] : undefined;
          if (!best) return;
          queueMicrotask(() => {
            if (!choseInThisEvent.current) choose(best.path);
          });
        }}
      />
    </AutoComplete>
  );
}
