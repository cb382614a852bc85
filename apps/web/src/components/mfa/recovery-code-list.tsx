import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCopyText } from '../copy-text/copy-text.tsx';
import './mfa.css';

/**
 * The recovery codes, shown once right after they are made: the server keeps only their hashes,
 * so this is the only time anyone can read them.
 */
export function RecoveryCodeList({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  const copy = useCopyText();
  return (
    <div className="venus-recovery">
      <Alert type="warning" showIcon title={t('mfa.recoveryTitle')} description={t('mfa.recoveryHint')} />
      <ol className="venus-recovery__codes" aria-label={t('mfa.recoveryCodes')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Button icon={<CopyOutlined />} onClick={() => void copy(codes.join('\n'))}>
        {t('mfa.copyAll')}
      </Button>
    </div>
  );
}
