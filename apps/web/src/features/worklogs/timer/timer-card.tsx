import { CaretRightOutlined, CheckCircleOutlined, DeleteOutlined, PauseOutlined } from '@ant-design/icons';
import { NARRATIVE_MAX, type TimerView, type WorklogView } from '@venus/shared';
import { Button, Input, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error.ts';
import { ProjectSearchBox } from '../../../components/project-search/project-search-box.tsx';
import { searchWorklogCases } from '../worklogs-api.ts';
import { useStopTimer, useTimerMutations } from './timer-api.ts';
import { elapsedAt, formatElapsed } from './timer-clock.ts';

/** A pause in typing this long saves the narrative. */
const NARRATIVE_SAVE_DELAY_MS = 1000;

interface TimerCardProps {
  timer: TimerView;
  now: number | null;
  onStopped: (entry: WorklogView) => void;
}

interface Refusal {
  message: string;
  field: string | undefined;
}

/**
 * One timer: what it is for (case and narrative, saved as they change so another tab sees them),
 * its time, and what can be done with it. Stopping makes a draft entry of today.
 */
export function TimerCard({ timer, now, onStopped }: TimerCardProps) {
  const { t } = useTranslation();
  const { pause, resume, update, discard } = useTimerMutations();
  const stop = useStopTimer();
  const [narrative, setNarrative] = useState(timer.narrative);
  const [editing, setEditing] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [confirming, setConfirming] = useState(false);
  const running = timer.state === 'running';
  const busy = pause.isPending || resume.isPending || stop.isPending || discard.isPending;

  // What another tab wrote shows here, unless this person is typing in the box.
  useEffect(() => {
    if (!editing) setNarrative(timer.narrative);
  }, [timer.narrative, editing]);

  const save = async (projectId: number | null) => {
    setRefusal(null);
    if (projectId === timer.projectId && narrative.trim() === timer.narrative) return;
    await update.mutateAsync({ timerId: timer.timerId, projectId, narrative: narrative.trim() });
  };

  // A refused change is shown by the global error toast; the card keeps the server's state.
  const saveQuietly = (projectId: number | null) => void save(projectId).catch(() => {});

  // Saved as the person pauses in typing too, not only on leaving the box: closing the panel
  // (Escape) or the tab keeps what was written, and other tabs see it soon.
  const latestSave = useRef(saveQuietly);
  latestSave.current = saveQuietly;
  useEffect(() => {
    if (!editing || narrative.trim() === timer.narrative) return;
    const pending = setTimeout(() => latestSave.current(timer.projectId), NARRATIVE_SAVE_DELAY_MS);
    return () => clearTimeout(pending);
  }, [editing, narrative, timer.narrative, timer.projectId]);

  const stopIntoEntry = async () => {
    setRefusal(null);
    try {
      await save(timer.projectId);
      onStopped(await stop.mutateAsync(timer.timerId));
    } catch (error) {
      if (!isApiError(error)) throw error;
      setRefusal({ message: error.msg || t('worklogTimer.stopFailed'), field: error.errors[0]?.field });
    }
  };

  const elapsed = formatElapsed(elapsedAt(timer, now ?? Date.parse(timer.serverNow)));
  const caseBoxId = `venus-timer-${timer.timerId}-case`;
  const narrativeId = `venus-timer-${timer.timerId}-narrative`;

  return (
    <article
      className={`venus-timer-card${running ? ' is-running' : ''}`}
      data-timer-id={timer.timerId}
      data-state={timer.state}
      aria-label={t('worklogTimer.cardLabel', { name: timer.projectName || t('worklogTimer.noCase') })}
    >
      <div className="venus-timer-card__top">
        <Tag color={running ? 'success' : 'default'} className="venus-timer-card__state">
          {running ? t('worklogTimer.running') : t('worklogTimer.paused')}
        </Tag>
        <time className="venus-timer-card__elapsed" role="timer" aria-live="off">
          {elapsed}
        </time>
      </div>
      <label className="venus-timer-card__label" htmlFor={caseBoxId}>
        {t('worklogTimer.case')}
      </label>
      <ProjectSearchBox
        id={caseBoxId}
        value={timer.projectId}
        search={searchWorklogCases}
        filters={{ worklogType: 1 }}
        placeholder={t('worklogTimer.casePlaceholder')}
        aria-label={t('worklogTimer.case')}
        onChange={(id) => saveQuietly(id === null ? null : Number(id))}
      />
      <label className="venus-timer-card__label" htmlFor={narrativeId}>
        {t('worklogTimer.narrative')}
      </label>
      <Input.TextArea
        id={narrativeId}
        value={narrative}
        maxLength={NARRATIVE_MAX}
        autoSize={{ minRows: 2, maxRows: 5 }}
        status={refusal?.field === 'narrative' ? 'error' : undefined}
        placeholder={t('worklogTimer.narrativePlaceholder')}
        onFocus={() => setEditing(true)}
        onChange={(event) => setNarrative(event.target.value)}
        onBlur={() => {
          setEditing(false);
          saveQuietly(timer.projectId);
        }}
      />
      {refusal ? (
        <Typography.Text type="danger" className="venus-timer-card__refusal" role="alert">
          {refusal.message}
        </Typography.Text>
      ) : null}
      <div className="venus-timer-card__actions">
        {running ? (
          <Button icon={<PauseOutlined />} disabled={busy} onClick={() => pause.mutate(timer.timerId)}>
            {t('worklogTimer.pause')}
          </Button>
        ) : (
          <Button icon={<CaretRightOutlined />} disabled={busy} onClick={() => resume.mutate(timer.timerId)}>
            {t('worklogTimer.resume')}
          </Button>
        )}
        <Button
          type="primary"
          icon={<CheckCircleOutlined />}
          disabled={busy}
          loading={stop.isPending}
          onClick={() => void stopIntoEntry()}
        >
          {t('worklogTimer.stop')}
        </Button>
        <Popconfirm
          title={t('worklogTimer.discardConfirm')}
          okText={t('worklogTimer.discard')}
          okButtonProps={{ danger: true }}
          cancelText={t('worklogTimer.keep')}
          onConfirm={() => discard.mutateAsync(timer.timerId)}
          onOpenChange={setConfirming}
        >
          {/* The tooltip gives way to the question, or it would sit over its buttons. */}
          <Tooltip title={t('worklogTimer.discard')} open={confirming ? false : undefined}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              disabled={busy}
              aria-label={t('worklogTimer.discard')}
              className="venus-timer-card__discard"
            />
          </Tooltip>
        </Popconfirm>
      </div>
    </article>
  );
}
