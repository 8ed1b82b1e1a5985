import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Message, Modal, Space, Spin, Switch, Tabs, Tag } from '@arco-design/web-react';
import { type GenDiff, type GenRegionNote, genApi, type GenTableRow } from '../../api/gen-api.ts';

const STATUS_COLOR = { added: 'green', changed: 'orangered', same: 'gray', removed: 'red' } as const;
const codeStyle = { maxHeight: '60vh', overflow: 'auto', background: 'var(--color-fill-2)', padding: 12, fontSize: 12 } as const;

/**
 * The preview: every generated file of a table in its own tab, with a copy button (the text is shown as text);
 * "changes since the last download" shows each file's status and unified diff instead.
 */
export function ToolsGenPreviewDialog({ row, onClose }: { row: GenTableRow | null; onClose(): void }) {
  const { t } = useTranslation('tools');
  const [files, setFiles] = useState<Record<string, string> | null>(null);
  const [diff, setDiff] = useState<GenDiff | null>(null);
  const [showDiff, setShowDiff] = useState(false);
  useEffect(() => {
    setFiles(null);
    setDiff(null);
    setShowDiff(false);
    if (row) genApi.preview(row.tableId).then(setFiles, () => undefined);
  }, [row]);
  useEffect(() => {
    if (row && showDiff && !diff) genApi.diff(row.tableId).then(setDiff, () => undefined);
  }, [row, showDiff, diff]);
  const statusOf = (name: string) => diff?.files.find((f) => f.file === name);
  const status = {
    added: t('gen.status.added'),
    changed: t('gen.status.changed'),
    same: t('gen.status.same'),
    removed: t('gen.status.removed'),
  };
  // what regeneration did with the hand-written regions of the last export
  const regionNote = (n: GenRegionNote) =>
    n.status === 'kept'
      ? t('gen.region.kept', { ...n })
      : n.status === 'unknown'
        ? t('gen.region.unknown', { ...n })
        : t('gen.region.markerDropped', { ...n });
  const names = showDiff && diff ? diff.files.map((f) => f.file) : Object.keys(files ?? {});
  return (
    <Modal
      title={t('gen.previewTitle', { table: row?.tableName ?? '' })}
      visible={!!row}
      onCancel={onClose}
      footer={null}
      style={{ width: '80%' }}
    >
      <Space style={{ marginBottom: 8 }}>
        <Switch size="small" checked={showDiff} onChange={setShowDiff} data-testid="gen-diff-switch" />
        {t('gen.diff')}
        {showDiff && diff && <span>{diff.since ? t('gen.since', { time: diff.since }) : t('gen.neverDownloaded')}</span>}
      </Space>
      {showDiff && !!diff?.regions.length && (
        <Alert
          type="info"
          style={{ marginBottom: 8 }}
          data-testid="gen-region-notes"
          content={
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {diff.regions.map((n) => (
                <li key={`${n.file}:${n.region}:${n.status}`}>{regionNote(n)}</li>
              ))}
            </ul>
          }
        />
      )}
      {!files || (showDiff && !diff) ? (
        <Spin />
      ) : (
        <Tabs type="card-gutter" size="small" data-testid="gen-preview-tabs">
          {names.map((name) => {
            const d = showDiff ? statusOf(name) : undefined;
            return (
              <Tabs.TabPane
                key={name}
                title={
                  <span>
                    {name.replace(/^plugins\/[^/]+\//, '')}
                    {d && (
                      <Tag size="small" color={STATUS_COLOR[d.status]} style={{ marginLeft: 4 }}>
                        {status[d.status]}
                      </Tag>
                    )}
                  </span>
                }
              >
                <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
                  <code>{name}</code>
                  {files[name] !== undefined && (
                    <Button
                      size="mini"
                      onClick={() => void navigator.clipboard.writeText(files[name]).then(() => Message.success(t('gen.copied')))}
                    >
                      {t('gen.copy')}
                    </Button>
                  )}
                </div>
                <pre style={codeStyle}>{d ? d.patch || t('gen.status.same') : files[name]}</pre>
              </Tabs.TabPane>
            );
          })}
        </Tabs>
      )}
    </Modal>
  );
}
