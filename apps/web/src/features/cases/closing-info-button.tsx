import { DownOutlined } from '@ant-design/icons';
import { type CaseDetail, type ClosingInfoKind, closingInfoKindsFor } from '@venus/shared';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { caseTitle } from './case-paths.ts';
import { useClosingInfo } from './closing-info-api.ts';
import { closingInfoPath } from './closing-info-fields.ts';

/**
 * Opens the filed closing information's override page, or offers the kinds the case's type files
 * (issue 27 item 8): a lawsuit its judgment, an arbitration its award, a transaction its deal
 * facts or the advice given. One kind is one button.
 */
export function ClosingInfoButton({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const filed = useClosingInfo(detail.projectId).data;
  const title = caseTitle(detail);
  if (filed)
    return (
      <Button onClick={() => void navigate(closingInfoPath(filed.kind, true, detail.projectId, title))}>
        {t('closingInfoUi.edit')}
      </Button>
    );
  const kinds = closingInfoKindsFor(detail.projectType);
  const file = (kind: ClosingInfoKind) =>
    void navigate(closingInfoPath(kind, false, detail.projectId, title));
  if (kinds.length === 1)
    return <Button onClick={() => file(kinds[0]!)}>{t(`closingInfoUi.addKind.${kinds[0]}`)}</Button>;
  return (
    <Dropdown
      menu={{
        items: kinds.map((kind) => ({ key: kind, label: t(`closingInfoUi.title.${kind}`) })),
        onClick: ({ key }) => file(key as ClosingInfoKind),
      }}
    >
      <Button>
        {t('closingInfoUi.add')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
