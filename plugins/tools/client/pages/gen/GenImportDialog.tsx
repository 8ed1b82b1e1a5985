import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Message, Modal, Space, Table } from '@arco-design/web-react';
import { genApi, type GenDbTableRow } from '../../api/gen-api.ts';

const PAGE_SIZE = 10;

/** The import dialog: the database's tables not imported yet, searchable, paged; the chosen ones are imported. */
export function ToolsGenImportDialog({ visible, onClose, onDone }: { visible: boolean; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('tools');
  const [rows, setRows] = useState<GenDbTableRow[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNum, setPageNum] = useState(1);
  const [tableName, setTableName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!visible) return;
    let alive = true;
    genApi.dbList({ tableName, pageNum, pageSize: PAGE_SIZE }).then(
      (p) => {
        if (!alive) return;
        setRows(p.rows);
        setTotal(p.total);
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [visible, tableName, pageNum]);
  useEffect(() => {
    if (visible) setChosen([]);
  }, [visible]);

  const submit = async () => {
    if (!chosen.length) return Message.warning(t('gen.chooseTables'));
    setBusy(true);
    try {
      await genApi.importTables(chosen);
      Message.success(t('gen.imported'));
      onDone();
      onClose();
    } catch {
      // the request layer showed the message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={t('gen.importTitle')}
      visible={visible}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      style={{ width: 720 }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={t('fields.tableName')}
          onSearch={(v) => {
            setPageNum(1);
            setTableName(v);
          }}
        />
        <Table<GenDbTableRow>
          rowKey="tableName"
          data={rows}
          size="small"
          data-testid="gen-db-tables"
          rowSelection={{ type: 'checkbox', selectedRowKeys: chosen, onChange: (keys) => setChosen(keys as string[]) }}
          pagination={{ current: pageNum, pageSize: PAGE_SIZE, total, onChange: setPageNum, size: 'small' }}
          columns={[
            { title: t('fields.tableName'), dataIndex: 'tableName' },
            { title: t('fields.tableComment'), dataIndex: 'tableComment' },
          ]}
        />
      </Space>
    </Modal>
  );
}
