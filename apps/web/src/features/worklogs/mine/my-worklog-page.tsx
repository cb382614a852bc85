import type { WorklogView } from '@venus/shared';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { EntryDialog } from '../entry/entry-dialog.tsx';
import { MyWorklogList } from './my-worklog-list.tsx';
import { WeekView } from './week-view.tsx';
import '../worklogs.css';

type View = 'week' | 'list';

/** Spec /worklog/myWorklog: my time by week (the default) or as a filtered list. */
export function MyWorklogPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('week');
  const [editing, setEditing] = useState<WorklogView | null>(null);
  const title = (
    <span className="venus-worklogs__title">
      {t('worklog.mine.title')}
      <Segmented<View>
        value={view}
        onChange={setView}
        options={[
          { value: 'week', label: t('worklog.mine.weekView') },
          { value: 'list', label: t('worklog.mine.listView') },
        ]}
      />
    </span>
  );
  return (
    <div className="venus-worklogs">
      {view === 'week' ? (
        <ListPage title={title} search={null}>
          <WeekView onEdit={setEditing} />
        </ListPage>
      ) : (
        <MyWorklogList title={title} onEdit={setEditing} />
      )}
      <EntryDialog entry={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
