import { type UserSuggestion, userDisplay } from '@venus/shared';
import { Empty, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { UserPicker } from '../../components/user-picker/user-picker.tsx';

interface AddMembersDialogProps {
  open: boolean;
  roleName: string;
  saving: boolean;
  onSave: (userIds: number[]) => void;
  onClose: () => void;
}

/** Picks people one by one (the user autocomplete) into a list, then adds them all to the role. */
export function AddMembersDialog({ open, roleName, saving, onSave, onClose }: AddMembersDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<UserSuggestion[]>([]);

  const pick = (user: UserSuggestion | null) => {
    if (!user) return;
    setChosen((list) => (list.some((item) => item.id === user.id) ? list : [...list, user]));
  };

  return (
    <VenusDialog
      open={open}
      title={t('rolesAdmin.addMembersTitle', { name: roleName })}
      onConfirm={() => onSave(chosen.map((user) => Number(user.id)))}
      onCancel={onClose}
      afterClose={() => setChosen([])}
      confirmLoading={saving}
      confirmDisabled={chosen.length === 0}
      maskClosable={false}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('rolesAdmin.addMembersHelp')}</Typography.Text>
        <UserPicker
          value={null}
          onChange={(_id, user) => pick(user)}
          aria-label={t('rolesAdmin.pickUser')}
          placeholder={t('rolesAdmin.pickUser')}
        />
        <section className="venus-role-members__chosen" aria-label={t('rolesAdmin.chosen')}>
          {chosen.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rolesAdmin.noneChosen')} />
          ) : (
            chosen.map((user) => (
              <Tag
                key={user.id}
                closable
                onClose={() => setChosen((list) => list.filter((item) => item.id !== user.id))}
              >
                {userDisplay(user)}
              </Tag>
            ))
          )}
        </section>
      </Space>
    </VenusDialog>
  );
}
