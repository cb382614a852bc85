import { isIsoDate, parseHours, type WorklogView } from '@venus/shared';
import { App, Card, Empty, Form, type InputRef, Segmented, Space } from 'antd';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserSettings } from '../../../app/settings/use-user-settings.ts';
import { useIsMobile } from '../../../app/use-device.ts';
import { EntryDialog } from '../entry/entry-dialog.tsx';
import { showEntryError } from '../entry/entry-errors.ts';
import { blankEntry, type EntryValues, entryInput, nextEntry } from '../entry/entry-values.ts';
import { PeriodNav } from '../period-nav.tsx';
import { mondayOf, recentDates, shiftDate, todayIso, weekDates } from '../worklog-dates.ts';
import { useWorklogMutations, useWorklogPage, useWorklogWeek } from '../worklogs-api.ts';
import { DayStrip } from './day-strip.tsx';
import { EntryGridHeader } from './entry-grid-header.tsx';
import { NewEntryRow } from './new-entry-row.tsx';
import { RecentDays } from './recent-days.tsx';
import { SavedEntryRow } from './saved-entry-row.tsx';
import '../worklogs.css';

type Mode = 'day' | 'week';

/**
 * Spec /worklog/writeWorklog: a day's or a week's time written from the keyboard. Tab walks a
 * row, Enter saves it and opens the next one on the same date (and case, with the
 * retainLastWriteWorklogProject setting), focus back in its first field. The days' totals
 * against the 24-hour cap, the rate, amount and narrative score show before saving; the last
 * 3 or 7 days (latelyWorklogRange) are listed below.
 */
export function WriteWorklogPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const settings = useUserSettings();
  const isMobile = useIsMobile();
  // A phone has room for one day at a time.
  const [mode, setMode] = useState<Mode>(() => (isMobile ? 'day' : 'week'));
  const [anchor, setAnchor] = useState(todayIso);
  const [form] = Form.useForm<EntryValues>();
  const formName = `worklog-write-${useId()}`;
  const dateRef = useRef<InputRef>(null);
  const [initialValues] = useState(() => blankEntry(todayIso()));
  const [editing, setEditing] = useState<WorklogView | null>(null);
  const { create, remove } = useWorklogMutations();

  const monday = mondayOf(anchor);
  const week = useWorklogWeek(monday);
  const dates = mode === 'week' ? weekDates(monday) : [anchor];
  const shown = (week.data?.entries ?? []).filter((entry) => dates.includes(entry.workDate));

  const today = todayIso();
  const range = settings.latelyWorklogRange;
  const recent = useWorklogPage('myList', {
    dateFrom: shiftDate(today, 1 - range),
    dateTo: today,
    pageNum: 1,
    pageSize: 200,
  });
  const recentDays = useMemo(() => recentDates(today, range), [today, range]);

  const rowDate = Form.useWatch('workDate', form) ?? initialValues.workDate;
  const rowHours = Form.useWatch('hours', form) ?? '';
  // The grid follows the row: a date typed in another week (or day) shows that one.
  useEffect(() => {
    if (!isIsoDate(rowDate)) return;
    setAnchor((before) => {
      if (mode === 'day') return rowDate;
      return mondayOf(before) === mondayOf(rowDate) ? before : rowDate;
    });
  }, [rowDate, mode]);

  // Keep-last-case also holds across visits: the new row starts on the case written last,
  // whatever day that entry is for.
  const latest = useWorklogPage(
    'myList',
    { pageNum: 1, pageSize: 25, orderByColumn: 'createdAt', isAsc: 'desc' },
    settings.retainLastWriteWorklogProject,
  );
  const lastCase = latest.data?.rows[0]?.projectId ?? null;
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || lastCase === null || !settings.retainLastWriteWorklogProject) return;
    seeded.current = true;
    if (!form.isFieldTouched('projectId') && !form.getFieldValue('projectId')) {
      form.setFieldsValue({ projectId: lastCase });
    }
  }, [lastCase, settings.retainLastWriteWorklogProject, form]);

  const save = async () => {
    if (create.isPending) return;
    let values: EntryValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await create.mutateAsync(entryInput(values));
    } catch (error) {
      showEntryError(form, error, (text) => void message.error(text));
      return;
    }
    void message.success(t('worklog.write.saved'));
    // Focus moves first: the narrative's blur check must see the saved text, not the cleared row.
    dateRef.current?.focus();
    form.resetFields();
    form.setFieldsValue(nextEntry(values, settings.retainLastWriteWorklogProject));
    dateRef.current?.select();
  };

  const pickDay = (date: string) => {
    form.setFieldsValue({ workDate: date });
    if (mode === 'day') setAnchor(date);
    dateRef.current?.focus();
  };

  const hoursTenths = parseHours(rowHours);
  return (
    <div className="venus-worklogs venus-worklogs--write">
      <Card
        variant="borderless"
        title={t('worklog.write.title')}
        extra={
          <Space wrap>
            <Segmented<Mode>
              value={mode}
              onChange={setMode}
              options={[
                { value: 'day', label: t('worklog.write.day') },
                { value: 'week', label: t('worklog.write.week') },
              ]}
            />
            <PeriodNav
              date={anchor}
              unit={mode}
              onChange={(date) => {
                setAnchor(date);
                form.setFieldsValue({ workDate: date > today ? today : date });
              }}
            />
          </Space>
        }
      >
        <DayStrip
          dates={dates}
          week={week.data}
          pending={isIsoDate(rowDate) && hoursTenths !== null ? { date: rowDate, tenths: hoursTenths } : null}
          activeDate={rowDate}
          onPick={pickDay}
        />
        <p className="venus-worklogs__hint">{t('worklog.write.keyboardHint')}</p>
        <section className="venus-worklogs__grid" aria-label={t('worklog.write.gridLabel')}>
          <EntryGridHeader />
          {shown.map((entry) => (
            <SavedEntryRow
              key={entry.worklogId}
              entry={entry}
              onEdit={setEditing}
              onDelete={(row) =>
                remove.mutate([row.worklogId], {
                  onSuccess: () => void message.success(t('tip.delete.success')),
                })
              }
            />
          ))}
          {shown.length === 0 && !week.isLoading ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(mode === 'week' ? 'worklog.write.emptyWeek' : 'worklog.write.emptyDay')}
              className="venus-worklogs__grid-empty"
            />
          ) : null}
          <NewEntryRow
            form={form}
            formName={formName}
            initialValues={initialValues}
            dateRef={dateRef}
            saving={create.isPending}
            onSave={() => void save()}
          />
        </section>
      </Card>
      <RecentDays dates={recentDays} entries={recent.data?.rows ?? []} loading={recent.isLoading} />
      <EntryDialog entry={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
