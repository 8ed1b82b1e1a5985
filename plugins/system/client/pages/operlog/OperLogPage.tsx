import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DatePicker, Form, Select } from '@arco-design/web-react';
import { IconDelete, IconEye } from '@arco-design/web-react/icon';
import { ConfirmButton, CrudPage, useDict, useHasPermi, useTableList, type CrudColumn, dictColumn, SearchInput } from '#kernel/client';
import { logUrls, operLogApi, withTimeRange, type OperLog, type OperLogQuery } from '../../api/log-api.ts';
import { sortQuery } from '../sort-query.ts';
import { OperLogDetail } from './OperLogDetail.tsx';

type Query = OperLogQuery & { orderByColumn?: string; isAsc?: string };

/** System → Operation log: search, details (parameters masked by the server), delete, clean, export. */
export default function OperLogPage() {
  const { t } = useTranslation('system');
  const list = useTableList<OperLog, Query>(operLogApi.list, {});
  const { BusinessType, SuccessOrFail } = useDict('BusinessType', 'SuccessOrFail');
  const [detail, setDetail] = useState<OperLog | null>(null);
  const canView = useHasPermi('system:operlog:view');
  const options = (d: typeof BusinessType) => d?.map((x) => ({ label: x.label, value: x.value }));

  const columns = useMemo<CrudColumn<OperLog>[]>(
    () => [
      { key: 'operId', dataIndex: 'operId', title: t('fields.operId'), width: 100 },
      { key: 'title', dataIndex: 'title', title: t('fields.title'), width: 160 },
      dictColumn('businessType', t('fields.businessType'), BusinessType, 110),
      { key: 'operName', dataIndex: 'operName', title: t('fields.operName'), width: 120 },
      { key: 'operIp', dataIndex: 'operIp', title: t('fields.operIp'), width: 140 },
      { key: 'operLocation', dataIndex: 'operLocation', title: t('fields.operLocation'), width: 110 },
      dictColumn('status', t('fields.operStatus'), SuccessOrFail, 100),
      { key: 'responseCode', dataIndex: 'responseCode', title: t('fields.responseCode'), width: 100 },
      { key: 'operTime', dataIndex: 'operTime', title: t('fields.operTime'), width: 180, sorter: true },
      {
        key: 'cost',
        dataIndex: 'cost',
        title: t('fields.cost'),
        width: 110,
        sorter: true,
        render: (v: number) => t('logs.ms', { cost: v }),
      },
    ],
    [t, BusinessType, SuccessOrFail],
  );

  return (
    <CrudPage<OperLog, Query>
      page="system/operlog/index"
      rowKey="operId"
      list={list}
      columns={columns}
      perms={{ remove: 'system:operlog:remove', export: 'system:operlog:export' }}
      rowDelete={false}
      onRemove={(ids) => operLogApi.remove(ids as number[])}
      exportTo={{ url: logUrls.operList, name: 'OperLog' }}
      searchMap={(v) => withTimeRange(v as Query & { timeRange?: [string, string] })}
      tableProps={{ scroll: { x: 1500 }, onChange: (_p, sorter) => list.search(sortQuery(sorter)) }}
      actionsWidth={100}
      rowActions={(r) =>
        canView && (
          <Button type="text" size="mini" icon={<IconEye />} onClick={() => void operLogApi.get(r.operId).then(setDetail)}>
            {t('logs.detail')}
          </Button>
        )
      }
      toolbar={
        <ConfirmButton
          name="clean"
          permission="system:operlog:remove"
          confirm={t('logs.cleanOperConfirm')}
          action={operLogApi.clean}
          onDone={() => void list.reload()}
          icon={<IconDelete />}
        >
          {t('logs.clean')}
        </ConfirmButton>
      }
      search={
        <>
          <SearchInput field="title" label={t('fields.title')} placeholder={t('logs.titlePlaceholder')} width={180} />
          <SearchInput field="operName" label={t('fields.operName')} placeholder={t('logs.operNamePlaceholder')} />
          <Form.Item field="businessType" label={t('fields.businessType')}>
            <Select allowClear placeholder={t('logs.typePlaceholder')} style={{ width: 140 }} options={options(BusinessType)} />
          </Form.Item>
          <Form.Item field="status" label={t('fields.operStatus')}>
            <Select allowClear placeholder={t('logs.statusPlaceholder')} style={{ width: 120 }} options={options(SuccessOrFail)} />
          </Form.Item>
          <Form.Item field="timeRange" label={t('fields.operTime')}>
            <DatePicker.RangePicker style={{ width: 260 }} format="YYYY-MM-DD" placeholder={[t('logs.begin'), t('logs.end')]} />
          </Form.Item>
        </>
      }
    >
      <OperLogDetail log={detail} types={BusinessType} onClose={() => setDetail(null)} />
    </CrudPage>
  );
}
