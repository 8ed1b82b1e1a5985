import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@arco-design/web-react';
import { ConfirmButton, type CrudColumn, CrudPage, HasPermi, SearchInput, useTableList } from '#kernel/client';
import { genApi, genEditPath, genObject, type GenTableQuery, type GenTableRow } from '../../api/gen-api.ts';
import { ToolsGenImportDialog } from './GenImportDialog.tsx';
import { ToolsGenPreviewDialog } from './GenPreviewDialog.tsx';

/** Tools → Code generator (menu 116): the imported tables; import, preview, download, sync, edit, delete. */
export default function GenListPage() {
  const { t } = useTranslation('tools');
  const navigate = useNavigate();
  const list = useTableList(genObject, {});
  const [importing, setImporting] = useState(false);
  const [previewing, setPreviewing] = useState<GenTableRow | null>(null);
  const selectedNames = () => list.rows.filter((r) => list.selectedKeys.includes(r.tableId)).map((r) => r.tableName);

  const columns = useMemo<CrudColumn<GenTableRow>[]>(
    () => [
      { key: 'tableName', dataIndex: 'tableName', title: t('fields.tableName'), width: 180 },
      { key: 'tableComment', dataIndex: 'tableComment', title: t('fields.tableComment'), ellipsis: true },
      { key: 'pluginId', dataIndex: 'pluginId', title: t('fields.pluginId'), width: 120 },
      { key: 'businessName', dataIndex: 'businessName', title: t('fields.businessName'), width: 120 },
      { key: 'className', dataIndex: 'className', title: t('fields.className'), width: 140 },
      { key: 'createTime', dataIndex: 'createTime', title: t('gen.createTime'), width: 170 },
      { key: 'updateTime', dataIndex: 'updateTime', title: t('gen.updateTime'), width: 170 },
    ],
    [t],
  );
  return (
    <>
      <CrudPage<GenTableRow, GenTableQuery>
        page="tools/gen/index"
        object={genObject}
        list={list}
        columns={columns}
        search={
          <>
            <SearchInput field="tableName" label={t('fields.tableName')} />
            <SearchInput field="tableComment" label={t('fields.tableComment')} />
          </>
        }
        onEdit={(r) => navigate(genEditPath(r.tableId))}
        actionsWidth={320}
        toolbar={
          <>
            <HasPermi value="tool:gen:import">
              <Button type="primary" data-action="gen-import" onClick={() => setImporting(true)}>
                {t('gen.import')}
              </Button>
            </HasPermi>
            <HasPermi value="tool:gen:code">
              <Button
                data-action="gen-batch"
                disabled={!list.selectedKeys.length}
                onClick={() => void genApi.batch(selectedNames()).catch(() => undefined)}
              >
                {t('gen.download')}
              </Button>
            </HasPermi>
          </>
        }
        rowActions={(r) => (
          <>
            <HasPermi value="tool:gen:preview">
              <Button type="text" size="mini" data-action="gen-preview" onClick={() => setPreviewing(r)}>
                {t('gen.preview')}
              </Button>
            </HasPermi>
            <HasPermi value="tool:gen:code">
              <Button
                type="text"
                size="mini"
                data-action="gen-download"
                onClick={() => void genApi.download(r.tableName).catch(() => undefined)}
              >
                {t('gen.downloadOne')}
              </Button>
            </HasPermi>
            <ConfirmButton
              permission="tool:gen:edit"
              type="text"
              size="mini"
              status="warning"
              name="gen-sync"
              confirm={t('gen.syncConfirm', { table: r.tableName })}
              done={t('gen.synced')}
              action={() => genApi.sync(r.tableName)}
              onDone={() => void list.reload()}
            >
              {t('gen.sync')}
            </ConfirmButton>
          </>
        )}
      />
      <ToolsGenImportDialog visible={importing} onClose={() => setImporting(false)} onDone={() => void list.reload()} />
      <ToolsGenPreviewDialog row={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
