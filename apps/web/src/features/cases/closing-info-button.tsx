import { DownOutlined } from '@ant-design/icons';
import { type CaseDetail, CLOSING_INFO_KINDS } from '@venus/shared';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { caseTitle } from './case-paths.ts';
import { useClosingInfo } from './closing-info-api.ts';
import { closingInfoPath } from './closing-info-fields.ts';

/** Opens the filed closing information's override page, or offers the three kinds to file. */
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
  return (
    <Dropdown
      menu={{
        items: CLOSING_INFO_KINDS.map((kind) => ({ key: kind, label: t(`closingInfoUi.title.${kind}`) })),
        onClick: ({ key }) =>
          void navigate(
            closingInfoPath(key as (typeof CLOSING_INFO_KINDS)[number], false, detail.projectId, title),
          ),
      }}
    >
      <Button>
        {t('closingInfoUi.add')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
