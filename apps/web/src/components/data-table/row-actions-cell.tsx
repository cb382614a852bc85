import { SettingOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowAction } from './data-column.ts';

/** A row's actions: links side by side, or (collapsed, spec §4) one gear opening a menu. */
export function RowActionsCell({ actions, collapsed }: { actions: RowAction[]; collapsed: boolean }) {
  const { t } = useTranslation();
  const shown = actions.filter((action) => !action.hidden);
  if (shown.length === 0) return null;
  if (collapsed) {
    return (
      <Dropdown
        trigger={['click']}
        menu={{
          items: shown.map((action) => ({
            key: action.key,
            label: action.label,
            danger: action.danger ?? false,
            onClick: action.onClick,
          })),
        }}
      >
        <Button type="text" size="small" icon={<SettingOutlined />} aria-label={t('dataTable.rowActions')} />
      </Dropdown>
    );
  }
  return (
    <Space size={0} className="venus-data-table__row-actions">
      {shown.map((action) => (
        <Button
          key={action.key}
          type="link"
          size="small"
          danger={action.danger ?? false}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </Space>
  );
}
