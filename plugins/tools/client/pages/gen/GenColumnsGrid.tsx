import { useTranslation } from 'react-i18next';
import { Checkbox, Input, Select, Table } from '@arco-design/web-react';
import { GEN_QUERY_TYPES, GEN_TS_TYPES } from '../../../shared/gen.ts';
import type { GenColumnRow } from '../../api/gen-api.ts';

type Flag = 'isInsert' | 'isEdit' | 'isList' | 'isQuery' | 'isRequired';

/** The columns of an imported table, each with its type, field, flags, query kind, control and dictionary. */
export function ToolsGenColumnsGrid({ rows, onChange }: { rows: GenColumnRow[]; onChange(rows: GenColumnRow[]): void }) {
  const { t } = useTranslation('tools');
  const set = (i: number, patch: Partial<GenColumnRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const html = [
    ['input', t('gen.html.input')],
    ['textarea', t('gen.html.textarea')],
    ['select', t('gen.html.select')],
    ['radio', t('gen.html.radio')],
    ['checkbox', t('gen.html.checkbox')],
    ['datetime', t('gen.html.datetime')],
    ['imageUpload', t('gen.html.imageUpload')],
    ['fileUpload', t('gen.html.fileUpload')],
    ['editor', t('gen.html.editor')],
  ].map(([value, label]) => ({ value, label }));
  const flag = (key: Flag, title: string) => ({
    title,
    width: 70,
    render: (_: unknown, r: GenColumnRow, i: number) => (
      <Checkbox checked={r[key] === 'Y'} disabled={r.isPk === 'Y'} onChange={(v: boolean) => set(i, { [key]: v ? 'Y' : 'N' })} />
    ),
  });
  return (
    <Table<GenColumnRow>
      rowKey="columnId"
      data={rows}
      pagination={false}
      size="small"
      scroll={{ x: 1400 }}
      data-testid="gen-columns"
      columns={[
        { title: t('fields.columnName'), dataIndex: 'columnName', width: 140, fixed: 'left' },
        {
          title: t('fields.columnComment'),
          width: 160,
          render: (_, r, i) => (
            <Input size="small" value={r.columnComment} maxLength={500} onChange={(v) => set(i, { columnComment: v })} />
          ),
        },
        { title: t('fields.columnType'), dataIndex: 'columnType', width: 150 },
        {
          title: t('fields.tsType'),
          width: 130,
          render: (_, r, i) => <Select size="small" value={r.tsType} options={[...GEN_TS_TYPES]} onChange={(v) => set(i, { tsType: v })} />,
        },
        {
          title: t('fields.tsField'),
          width: 140,
          render: (_, r, i) => <Input size="small" value={r.tsField} maxLength={63} onChange={(v) => set(i, { tsField: v })} />,
        },
        flag('isInsert', t('gen.isInsert')),
        flag('isEdit', t('gen.isEdit')),
        flag('isList', t('gen.isList')),
        flag('isQuery', t('gen.isQuery')),
        flag('isRequired', t('gen.isRequired')),
        {
          title: t('fields.queryType'),
          width: 110,
          render: (_, r, i) => (
            <Select size="small" value={r.queryType} options={[...GEN_QUERY_TYPES]} onChange={(v) => set(i, { queryType: v })} />
          ),
        },
        {
          title: t('fields.htmlType'),
          width: 130,
          render: (_, r, i) => <Select size="small" value={r.htmlType} options={html} onChange={(v) => set(i, { htmlType: v })} />,
        },
        {
          title: t('fields.dictType'),
          width: 150,
          render: (_, r, i) => <Input size="small" value={r.dictType} maxLength={100} onChange={(v) => set(i, { dictType: v })} />,
        },
      ]}
    />
  );
}
