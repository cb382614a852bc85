import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchBarProps<V> {
  form: FormInstance<V>;
  onSearch: (values: V) => void;
  children: ReactNode;
}

/** The simple search panel of a list page: conditions, then Search and Reset. */
export function SearchBar<V>({ form, onSearch, children }: SearchBarProps<V>) {
  const { t } = useTranslation();
  const reset = () => {
    form.resetFields();
    onSearch(form.getFieldsValue(true));
  };
  return (
    <Form form={form} layout="inline" onFinish={onSearch} className="venus-search-bar">
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('list.search')}
          </Button>
          <Button onClick={reset} icon={<ReloadOutlined />}>
            {t('list.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
