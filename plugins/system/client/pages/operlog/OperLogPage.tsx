import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@arco-design/web-react';
import { IconEye } from '@arco-design/web-react/icon';
import { SearchInput, SearchSelect, dictColumn, useDict, useHasPermi, useTableList, type CrudColumn } from '#kernel/client';
import { operLogObject, operLogApi, type OperLog, type OperLogQuery } from '../../api/log-api.ts';
import { LogListPage } from '../LogListPage.tsx';
import { OperLogDetail } from './OperLogDetail.tsx';

/** System → Operation log: search, details (parameters masked by the server), delete, clean, export. */
export default function OperLogPage() {
  const { t } = useTranslation('system');
  const list = useTableList(operLogObject, {});
  const { BusinessType, SuccessOrFail } = useDict('BusinessType', 'SuccessOrFail');
  const [detail, setDetail] = useState<OperLog | null>(null);
  const canView = useHasPermi('system:operlog:view');

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
    <LogListPage<OperLog, OperLogQuery>
      page="system/operlog/index"
      object={operLogObject}
      list={list}
      columns={columns}
      clean={{ confirm: t('logs.cleanOperConfirm'), action: operLogApi.clean }}
      actionsWidth={100}
      rowActions={(r) =>
        canView && (
          <Button type="text" size="mini" icon={<IconEye />} onClick={() => void operLogApi.get(r.operId).then(setDetail)}>
            {t('logs.detail')}
          </Button>
        )
      }
      search={
        <>
          <SearchInput field="title" label={t('fields.title')} placeholder={t('logs.titlePlaceholder')} width={180} />
          <SearchInput field="operName" label={t('fields.operName')} placeholder={t('logs.operNamePlaceholder')} />
          <SearchSelect
            field="businessType"
            label={t('fields.businessType')}
            placeholder={t('logs.typePlaceholder')}
            width={140}
            options={BusinessType}
          />
          <SearchSelect field="status" label={t('fields.operStatus')} placeholder={t('logs.statusPlaceholder')} options={SuccessOrFail} />
        </>
      }
      time={{ label: t('fields.operTime'), placeholder: [t('logs.begin'), t('logs.end')] }}
    >
      <OperLogDetail log={detail} types={BusinessType} onClose={() => setDetail(null)} />
    </LogListPage>
  );
}
