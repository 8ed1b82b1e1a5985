import { useTranslation } from 'react-i18next';
import { Empty, Table } from '@arco-design/web-react';
import type { AttachmentSlot } from '../../../shared/round.ts';
import type { FormChange } from '../../../shared/workflow.ts';
import type { RevisionDiff } from '../../api/award-api.ts';
import { pathLabel } from './field-labels.ts';

/** A changed value as text: files by their names, yes/no, objects as they are. */
function shown(v: unknown, t: (k: string) => string): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return t(v ? 'opt.yes' : 'opt.no');
  if (Array.isArray(v) && v.every((x) => x && typeof x === 'object' && 'uploadId' in x))
    return v.map((x) => (x as { name?: string }).name ?? String((x as { uploadId: number }).uploadId)).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** What a resubmission changed against the submission before it (awards.md §6.3 #6), field by field with labels. */
export function DiffTable({ diff, schema, slots }: { diff: RevisionDiff; schema: Record<string, any>; slots: readonly AttachmentSlot[] }) {
  const { t } = useTranslation('award');
  // a replaced file shows by its name; its upload id and size say nothing more
  const changes = diff.changes.filter((c) => !/^attachments\.\w+\.\d+\.(uploadId|size)$/.test(c.path));
  return (
    <div className="award-diff">
      <div style={{ marginBottom: 8, color: 'var(--color-text-2)' }}>
        {t('examine.diffOf', { from: diff.previousRevision, to: diff.revision, time: diff.time })}
      </div>
      {changes.length ? (
        <Table<FormChange>
          rowKey="path"
          size="small"
          pagination={false}
          data={changes}
          border={{ wrapper: true, cell: true }}
          columns={[
            { title: t('examine.field'), dataIndex: 'path', render: (p: string) => pathLabel(schema, p, t, slots) },
            { title: t('examine.before'), dataIndex: 'before', render: (v: unknown) => <del>{shown(v, t)}</del> },
            { title: t('examine.after'), dataIndex: 'after', render: (v: unknown) => <strong>{shown(v, t)}</strong> },
          ]}
        />
      ) : (
        <Empty description={t('examine.noChanges')} />
      )}
    </div>
  );
}
