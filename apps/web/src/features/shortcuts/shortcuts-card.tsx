import { DeleteOutlined, EditOutlined, MoreOutlined, StarOutlined } from '@ant-design/icons';
import { pageHref } from '@venus/shared';
import { App, Button, Card, Dropdown, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { shortcutDialog } from './open-shortcut-dialog.ts';
import { colourOf, ShortcutIcon } from './shortcut-icons.tsx';
import { type Shortcut, useDeleteShortcut, useShortcuts } from './shortcuts-api.ts';
import './shortcuts.css';

/** Home card: the person's own shortcuts; a click opens the page with its saved search. */
export function ShortcutsCard() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { data, isPending } = useShortcuts();
  const remove = useDeleteShortcut();

  const confirmDelete = (shortcut: Shortcut) =>
    void modal.confirm({
      title: t('common.notice'),
      content: t('shortcuts.deleteConfirm', { name: shortcut.menuName }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(shortcut.id),
    });

  return (
    <Card
      variant="borderless"
      title={
        <span className="venus-home__card-title">
          <StarOutlined /> {t('shortcuts.cardTitle')}
        </span>
      }
      className="venus-home__card"
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : !data?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shortcuts.empty')} />
      ) : (
        <div className="venus-shortcut-grid" data-testid="shortcut-list">
          {data.map((shortcut) => (
            <div key={shortcut.id} className="venus-shortcut-tile">
              <button
                type="button"
                className="venus-shortcut-tile__open"
                onClick={() => void navigate(pageHref(shortcut.path, shortcut.searchContent))}
                title={shortcut.path}
              >
                <span
                  className="venus-shortcut-tile__icon"
                  style={{ background: colourOf(shortcut.reserve) }}
                >
                  <ShortcutIcon index={shortcut.reserveInt} />
                </span>
                <Typography.Text ellipsis className="venus-shortcut-tile__name">
                  {shortcut.menuName}
                </Typography.Text>
              </button>
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'edit', icon: <EditOutlined />, label: t('shortcuts.edit') },
                    { key: 'delete', icon: <DeleteOutlined />, label: t('shortcuts.delete'), danger: true },
                  ],
                  onClick: ({ key }) =>
                    key === 'edit'
                      ? shortcutDialog.open({ mode: 'edit', shortcut })
                      : confirmDelete(shortcut),
                }}
              >
                <Button
                  type="text"
                  size="small"
                  icon={<MoreOutlined />}
                  className="venus-shortcut-tile__more"
                  aria-label={t('shortcuts.actions', { name: shortcut.menuName })}
                />
              </Dropdown>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
