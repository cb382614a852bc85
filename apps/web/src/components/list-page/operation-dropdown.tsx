import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';

export interface Operation {
  key: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}

/** Spec §2: the list page's Operation dropdown, for actions on the list as a whole. */
export function OperationDropdown({ operations }: { operations: readonly Operation[] }) {
  const { t } = useTranslation();
  if (operations.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: operations.map((operation) => ({
          key: operation.key,
          label: operation.label,
          disabled: operation.disabled ?? false,
          danger: operation.danger ?? false,
          onClick: operation.onClick,
        })),
      }}
    >
      <Button>
        {t('listPage.operation')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
