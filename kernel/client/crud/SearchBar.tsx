import type { ReactNode } from 'react';
import { Button, Form, Space } from '@arco-design/web-react';
import { IconRefresh, IconSearch } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';

/** Props of a list screen's search area. */
export interface SearchBarProps {
  visible?: boolean;
  initialValues?: Record<string, unknown>;
  onSearch(values: Record<string, unknown>): void;
  onReset(): void;
  children: ReactNode;
}

/** The inline search form above a table, with Search and Reset; Enter searches. */
export function SearchBar({ visible = true, initialValues, onSearch, onReset, children }: SearchBarProps) {
  const { t } = useTranslation('widgets');
  const [form] = Form.useForm();
  if (!visible) return null;
  const search = () => onSearch(form.getFieldsValue());
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={initialValues}
      className="zx-search-bar"
      onSubmit={search}
      style={{ marginBottom: 12, rowGap: 8 }}
    >
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<IconSearch />}>
            {t('crud.search')}
          </Button>
          <Button
            icon={<IconRefresh />}
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            {t('crud.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
