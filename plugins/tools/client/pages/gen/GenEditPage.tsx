import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Form, Grid, Input, InputNumber, Message, Select, Space, Spin, Tag } from '@arco-design/web-react';
import { formRules } from '#kernel/client';
import { GEN_TPL_CATEGORIES } from '../../../shared/gen.ts';
import { genApi, type GenColumnRow, type GenTableDetail, type GenTableEdit } from '../../api/gen-api.ts';
import { ToolsGenColumnsGrid } from './GenColumnsGrid.tsx';

const { Row, Col } = Grid;

/** What the table was made from: the database, or a custom form or an ex-model (whose fields a sync reads again). */
function SourceTag({ info }: { info: GenTableDetail['info'] }) {
  const { t } = useTranslation('tools');
  if (!info.sourceKind) return <Tag>{t('gen.sourceDb')}</Tag>;
  const kind = info.sourceKind === 'customform' ? t('gen.kinds.customform') : t('gen.kinds.exmodel');
  return (
    <Tag color="arcoblue" data-testid="gen-source-tag">
      {t('gen.sourceTag', { source: t('gen.sourceOf', { kind, id: info.sourceId }) })}
    </Tag>
  );
}

/** The edit page of an imported table (SPEC §2 `/tool/gen-edit/index/:tableId`, tool:gen:edit): its settings and columns. */
export default function GenEditPage() {
  const { t } = useTranslation('tools');
  const navigate = useNavigate();
  const tableId = Number(useParams().tableId);
  const [form] = Form.useForm();
  const [detail, setDetail] = useState<GenTableDetail | null>(null);
  const [columns, setColumns] = useState<GenColumnRow[]>([]);
  const [saving, setSaving] = useState(false);
  const tpl = Form.useWatch('tplCategory', form);

  const load = () =>
    genApi.detail(tableId).then((d) => {
      setDetail(d);
      setColumns(d.rows);
      form.setFieldsValue({ ...d.info, parentMenuId: d.info.parentMenuId ?? 0 });
    });
  useEffect(() => {
    if (tableId) void load().catch(() => undefined);
  }, [tableId]);

  const save = async () => {
    if (!detail) return;
    const v = await form.validate();
    setSaving(true);
    try {
      const body: GenTableEdit = {
        tableId,
        version: detail.info.version,
        tableComment: v.tableComment ?? '',
        functionAuthor: v.functionAuthor ?? null,
        className: v.className,
        pluginId: v.pluginId,
        businessName: v.businessName,
        functionName: v.functionName,
        tplCategory: v.tplCategory,
        treeCode: v.treeCode ?? null,
        treeParentCode: v.treeParentCode ?? null,
        treeName: v.treeName ?? null,
        parentMenuId: v.parentMenuId ?? 0,
        remark: v.remark ?? null,
        columns: columns.map(({ tableId: _t, columnName: _n, columnType: _c, isPk: _p, isIncrement: _i, maxLength: _m, ...c }) => c),
      };
      await genApi.update(body);
      Message.success(t('gen.saved'));
      await load();
    } catch {
      // the request layer showed the message
    } finally {
      setSaving(false);
    }
  };
  if (!detail) return <Spin style={{ margin: 40 }} />;
  const columnOptions = columns.map((c) => ({ label: `${c.columnName} ${c.columnComment}`, value: c.columnName }));
  const item = (field: string, label: string, node: ReactNode, required = false) => (
    <Col span={8}>
      <Form.Item field={field} label={label} rules={required ? [formRules.required()] : undefined}>
        {node}
      </Form.Item>
    </Col>
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="gen-edit">
      <Card title={t('gen.editTitle', { table: detail.info.tableName })} extra={<SourceTag info={detail.info} />}>
        <Form form={form} layout="vertical">
          <Row gutter={16}>
            {item('tableComment', t('fields.tableComment'), <Input maxLength={500} />)}
            {item('functionName', t('fields.functionName'), <Input maxLength={100} />, true)}
            {item('functionAuthor', t('fields.functionAuthor'), <Input maxLength={50} />)}
            {item('pluginId', t('fields.pluginId'), <Input maxLength={50} placeholder="my-plugin" />, true)}
            {item('businessName', t('fields.businessName'), <Input maxLength={50} placeholder="notice" />, true)}
            {item('className', t('fields.className'), <Input maxLength={100} placeholder="MyNotice" />, true)}
            {item(
              'tplCategory',
              t('fields.tplCategory'),
              <Select options={GEN_TPL_CATEGORIES.map((v) => ({ value: v, label: v === 'crud' ? t('gen.crud') : t('gen.tree') }))} />,
              true,
            )}
            {item('parentMenuId', t('fields.parentMenuId'), <InputNumber min={0} placeholder={t('gen.parentMenuHint')} />)}
            {tpl === 'tree' && item('treeCode', t('fields.treeCode'), <Select allowClear options={columnOptions} />, true)}
            {tpl === 'tree' && item('treeParentCode', t('fields.treeParentCode'), <Select allowClear options={columnOptions} />, true)}
            {tpl === 'tree' && item('treeName', t('fields.treeName'), <Select allowClear options={columnOptions} />, true)}
          </Row>
        </Form>
      </Card>
      <Card title={t('fields.columns')}>
        <ToolsGenColumnsGrid rows={columns} onChange={setColumns} />
      </Card>
      <Space>
        <Button type="primary" loading={saving} data-action="gen-save" onClick={() => void save()}>
          {t('gen.save')}
        </Button>
        <Button onClick={() => navigate('/tool/gen')}>{t('gen.back')}</Button>
      </Space>
    </Space>
  );
}
