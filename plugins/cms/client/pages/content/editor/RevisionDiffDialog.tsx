import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, Spin, Table, Typography } from '@arco-design/web-react';
import { type ContentRevision, type ContentSave, contentApi } from '../../../api/content-api.ts';
import { diffBody, diffFields, type FieldDiff, type LineRow } from './revision-diff.ts';

const BG = { removed: 'rgba(var(--danger-6), 0.12)', added: 'rgba(var(--success-6), 0.14)' };

/** Two revisions side by side: the changed fields word by word, then the body line by line. */
export function RevisionDiffDialog({
  pair,
  revisions,
  onClose,
}: {
  pair: [number, number] | null;
  revisions: ContentRevision[];
  onClose(): void;
}) {
  const { t } = useTranslation('cms');
  const [data, setData] = useState<[ContentSave, ContentSave] | null>(null);
  useEffect(() => {
    setData(null);
    if (pair) void Promise.all(pair.map((id) => contentApi.revision(id))).then(([a, b]) => setData([a.data, b.data]));
  }, [pair]);
  const no = (id?: number) => revisions.find((r) => r.revisionId === id)?.revisionNo;
  const fields = data ? diffFields(data[0], data[1]).filter((f) => f.changed) : [];
  const lines = data ? diffBody(data[0].contentHtml, data[1].contentHtml) : [];

  return (
    <Modal
      title={t('content.diffTitle', { a: no(pair?.[0]), b: no(pair?.[1]) })}
      visible={!!pair}
      onCancel={onClose}
      footer={null}
      style={{ width: '90vw', maxWidth: 1400 }}
      unmountOnExit
    >
      {!data ? (
        <Spin />
      ) : (
        <div className="zx-revision-diff">
          <Typography.Title heading={6}>{t('content.diffFields')}</Typography.Title>
          {fields.length ? (
            <Table<FieldDiff>
              size="small"
              rowKey="field"
              pagination={false}
              data={fields}
              columns={[
                { title: t('content.diffField'), dataIndex: 'field', width: 140, render: (f: string) => t(`content.fieldNames.${f}`, f) },
                {
                  title: t('content.revisionNo', { no: no(pair?.[0]) }),
                  render: (_: unknown, f) =>
                    f.parts
                      .filter((p) => !p.added)
                      .map((p, i) => (
                        <span
                          key={i}
                          data-diff={p.removed ? 'removed' : undefined}
                          style={p.removed ? { background: BG.removed } : undefined}
                        >
                          {p.value}
                        </span>
                      )),
                },
                {
                  title: t('content.revisionNo', { no: no(pair?.[1]) }),
                  render: (_: unknown, f) =>
                    f.parts
                      .filter((p) => !p.removed)
                      .map((p, i) => (
                        <span key={i} data-diff={p.added ? 'added' : undefined} style={p.added ? { background: BG.added } : undefined}>
                          {p.value}
                        </span>
                      )),
                },
              ]}
            />
          ) : (
            <Typography.Text type="secondary">{t('content.diffNoFields')}</Typography.Text>
          )}
          <Typography.Title heading={6} style={{ marginTop: 16 }}>
            {t('content.diffBody')}
          </Typography.Title>
          <table className="zx-diff-lines" style={{ width: '100%', borderCollapse: 'collapse', fontFamily: 'monospace', fontSize: 12 }}>
            <tbody>
              {lines.map((l, i) => (
                <DiffLine key={i} row={l} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}

function DiffLine({ row }: { row: LineRow }) {
  const cell = (text: string | undefined, side: 'removed' | 'added') => {
    const marked = text !== undefined && row.kind !== 'same';
    return (
      <td
        data-diff={marked ? side : undefined}
        style={{
          width: '50%',
          verticalAlign: 'top',
          padding: '2px 6px',
          borderBottom: '1px solid var(--color-border-1)',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
          background: marked ? BG[side] : undefined,
        }}
      >
        {text ?? ''}
      </td>
    );
  };
  return (
    <tr>
      {cell(row.left, 'removed')}
      {cell(row.right, 'added')}
    </tr>
  );
}
