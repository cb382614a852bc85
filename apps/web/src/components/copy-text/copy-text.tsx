import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserSettings } from '../../app/settings/use-user-settings.ts';
import { browserClipboard, copyToClipboard, NothingToCopyError } from './copy-to-clipboard.ts';
import './copy-text.css';

/** Copies text and says how it went; for buttons of a page's own. */
export function useCopyText(): (text: string | null | undefined) => Promise<void> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return async (text) => {
    try {
      await copyToClipboard(text, browserClipboard());
      void message.success(t('blocks.copyText.copied'));
    } catch (error) {
      void message.error(
        t(error instanceof NothingToCopyError ? error.messageKey : 'blocks.copyText.failed'),
      );
    }
  };
}

export interface CopyTextProps {
  /** What is copied. */
  text: string | null | undefined;
  /** What is shown; the text itself by default. */
  children?: ReactNode;
  className?: string;
}

/**
 * A value with a copy icon beside it. The icon follows the personal setting "show copy icon"
 * (spec §3 showCopyIcon); without it the value stays plain text.
 */
export function CopyText({ text, children, className }: CopyTextProps) {
  const { t } = useTranslation();
  const { showCopyIcon } = useUserSettings();
  const copy = useCopyText();
  return (
    <span className={['venus-copy-text', className].filter(Boolean).join(' ')}>
      {children ?? text}
      {showCopyIcon && (
        <Tooltip title={t('blocks.copyText.copy')}>
          <Button
            type="text"
            size="small"
            className="venus-copy-text__button"
            icon={<CopyOutlined />}
            aria-label={t('blocks.copyText.copy')}
            onClick={() => void copy(text)}
          />
        </Tooltip>
      )}
    </span>
  );
}
