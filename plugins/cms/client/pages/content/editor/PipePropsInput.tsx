import { useTranslation } from 'react-i18next';
import { Input, Table } from '@arco-design/web-react';
import type { ContentInit } from '../../../api/content-api.ts';

type PipeProps = ContentInit['publishPipeProps'];

/** Per publish pipe: the detail template and the extend template of this content (empty = the catalog's). */
export function PipePropsInput({ value = [], onChange }: { value?: PipeProps; onChange?(v: PipeProps): void }) {
  const { t } = useTranslation('cms');
  const set = (code: string, key: string, v: string) =>
    onChange?.(value.map((p) => (p.pipeCode === code ? { ...p, props: { ...p.props, [key]: v } } : p)));
  return (
    <Table
      size="small"
      rowKey="pipeCode"
      data={value}
      pagination={false}
      border={false}
      columns={[
        { title: t('content.pipe'), dataIndex: 'pipeName', width: 140, render: (v: string, r) => v || r.pipeCode },
        {
          title: t('content.pipeTemplate'),
          render: (_: unknown, r) => (
            <Input size="small" value={r.props.template ?? ''} maxLength={255} onChange={(v) => set(r.pipeCode, 'template', v)} />
          ),
        },
        {
          title: t('content.pipeExTemplate'),
          render: (_: unknown, r) => (
            <Input
              size="small"
              value={r.props.contentExTemplate ?? ''}
              maxLength={255}
              onChange={(v) => set(r.pipeCode, 'contentExTemplate', v)}
            />
          ),
        },
      ]}
    />
  );
}
