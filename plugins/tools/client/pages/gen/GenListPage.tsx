import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@arco-design/web-react';
import { ConfirmButton, type CrudColumn, CrudPage, HasPermi, SearchInput, useTableList } from '#kernel/client';
import { genApi, genEditPath, genObject, type GenSourceKind, type GenTableQuery, type GenTableRow } from '../../api/gen-api.ts';
import { ToolsGenHandInDialog } from './GenHandInDialog.tsx';
import { ToolsGenImportDialog } from './GenImportDialog.tsx';
import { ToolsGenPreviewDialog } from './GenPreviewDialog.tsx';
import { ToolsGenSourceDialog } from './GenSourceDialog.tsx';

/**
 * Tools → Code generator (menu 116): the imported tables; import from the database or from a custom form or an
 * ex-model, preview, download, hand in the project's files, sync, edit, delete.
 */
export default function GenListPage() {
  const { t } = useTranslation('tools');
  const navigate = useNavigate();
  const list = useTableList(genObject, {});
  const [importing, setImporting] = useState(false);
  const [previewing, setPreviewing] = useState<GenTableRow | null>(null);
  const [importingSource, setImportingSource] = useState(false);
  const [handingIn, setHandingIn] = useState<GenTableRow | null>(null);
  const selectedNames = () => list.rows.filter((r) => list.selectedKeys.includes(r.tableId)).map((r) => r.tableName);

  const columns = useMemo<CrudColumn<GenTableRow>[]>(() => {
    const kinds: Record<GenSourceKind, string> = { customform: t('gen.kinds.customform'), exmodel: t('gen.kinds.exmodel') };
    return [
      { key: 'tableName', dataIndex: 'tableName', title: t('fields.tableName'), width: 180 },
      { key: 'tableComment', dataIndex: 'tableComment', title: t('fields.tableComment'), ellipsis: true },
      { key: 'pluginId', dataIndex: 'pluginId', title: t('fields.pluginId'), width: 120 },
      { key: 'businessName', dataIndex: 'businessName', title: t('fields.businessName'), width: 120 },
      { key: 'className', dataIndex: 'className', title: t('fields.className'), width: 140 },
      {
        key: 'source',
        title: t('gen.source'),
        width: 130,
        render: (_: unknown, r: GenTableRow) =>
          r.sourceKind ? t('gen.sourceOf', { kind: kinds[r.sourceKind], id: r.sourceId }) : t('gen.sourceDb'),
      },
      { key: 'createTime', dataIndex: 'createTime', title: t('gen.createTime'), width: 170 },
      { key: 'updateTime', dataIndex: 'updateTime', title: t('gen.updateTime'), width: 170 },
    ];
  }, [t]);
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
        actionsWidth={400}
        toolbar={
          <>
            <HasPermi value="tool:gen:import">
              <Button type="primary" data-action="gen-import" onClick={() => setImporting(true)}>
                {t('gen.import')}
              </Button>
            </HasPermi>
            <HasPermi value="tool:gen:import">
              <Button type="outline" data-action="gen-import-source" onClick={() => setImportingSource(true)}>
                {t('gen.importSource')}
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
            <HasPermi value="tool:gen:edit">
              <Button type="text" size="mini" data-action="gen-handin" onClick={() => setHandingIn(r)}>
                {t('gen.handIn')}
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
      <ToolsGenSourceDialog visible={importingSource} onClose={() => setImportingSource(false)} onDone={() => void list.reload()} />
      <ToolsGenPreviewDialog row={previewing} onClose={() => setPreviewing(null)} />
      <ToolsGenHandInDialog row={handingIn} onClose={() => setHandingIn(null)} />
    </>
  );
}
