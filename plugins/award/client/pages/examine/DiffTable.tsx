import { useTranslation } from 'react-i18next';
import { Empty, Table } from '@arco-design/web-react';
import { type DictOption, useDict } from '#kernel/client';
import type { AttachmentSlot } from '../../../shared/round.ts';
import type { FormChange } from '../../../shared/workflow.ts';
import type { RevisionDiff } from '../../api/review-api.ts';
import type { SchemaNode } from '../../../shared/form-walk.ts';
import { nodeAt, pathLabel, titleText } from './field-labels.ts';

type Options = Record<string, DictOption[]>;

/**
 * A changed value as text: an option or dictionary entry by its label (the field's own schema says which), files by
 * their names, yes/no, other objects as they are.
 */
function shown(v: unknown, node: SchemaNode | undefined, dicts: Options, t: (k: string) => string): string {
  if (v === null || v === undefined || v === '') return '—';
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v.map((x) => shown(x, node, dicts, t)).join(', ');
  const dict = node?.['x-component-props']?.dictType as string | undefined;
  const option = dict
    ? dicts[dict]?.find((o) => o.value === v)?.label
    : (node?.enum ?? node?.items?.enum)?.find((o: any) => o && typeof o === 'object' && o.value === v)?.label;
  if (option) return titleText(String(option), t) ?? String(v);
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
  const nodes = new Map(changes.map((c) => [c.path, nodeAt(schema, c.path)]));
  const dictTypes = [...new Set([...nodes.values()].map((n) => n?.['x-component-props']?.dictType).filter((d): d is string => !!d))];
  const dicts: Options = useDict(...dictTypes);
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
            {
              title: t('examine.before'),
              dataIndex: 'before',
              render: (v: unknown, c) => <del>{shown(v, nodes.get(c.path), dicts, t)}</del>,
            },
            {
              title: t('examine.after'),
              dataIndex: 'after',
              render: (v: unknown, c) => <strong>{shown(v, nodes.get(c.path), dicts, t)}</strong>,
            },
          ]}
        />
      ) : (
        <Empty description={t('examine.noChanges')} />
      )}
    </div>
  );
}
