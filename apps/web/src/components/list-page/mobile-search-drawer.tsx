import { SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Form, type FormInstance, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchCondition } from './search-condition.ts';

interface MobileSearchDrawerProps<V> {
  form: FormInstance<V>;
  conditions: readonly SearchCondition[];
  activeCount: number;
  onSearch: () => void;
  onReset: () => void;
  hideReset: boolean;
}

/** Spec §2 on a phone: the conditions in a full-screen drawer from the top, Reset, Search, Cancel. */
export function MobileSearchDrawer<V>({
  form,
  conditions,
  activeCount,
  onSearch,
  onReset,
  hideReset,
}: MobileSearchDrawerProps<V>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="venus-search-panel venus-search-panel--mobile">
      <Badge count={activeCount} size="small">
        <Button icon={<SearchOutlined />} onClick={() => setOpen(true)}>
          {t('listPage.conditions')}
        </Button>
      </Badge>
      <Drawer
        open={open}
        placement="top"
        size="100%"
        title={t('listPage.conditions')}
        onClose={() => setOpen(false)}
        forceRender
        footer={
          <div className="venus-search-panel__drawer-footer">
            {hideReset ? null : <Button onClick={onReset}>{t('list.reset')}</Button>}
            <Space>
              <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
              <Button
                type="primary"
                onClick={() => {
                  onSearch();
                  setOpen(false);
                }}
              >
                {t('list.search')}
              </Button>
            </Space>
          </div>
        }
      >
        <Form form={form} layout="vertical" onFinish={onSearch}>
          {conditions.map((item) => (
            <Form.Item key={item.name} name={item.name} label={item.label}>
              {item.input}
            </Form.Item>
          ))}
        </Form>
      </Drawer>
    </div>
  );
}
