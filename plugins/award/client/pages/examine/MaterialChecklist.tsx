import { useTranslation } from 'react-i18next';
import { Checkbox, Input, Table } from '@arco-design/web-react';
import type { SlotFile } from '../../../shared/application.ts';
import type { AttachmentSlot } from '../../../shared/round.ts';
import type { MaterialCheckItem } from '../../../shared/workflow.ts';

/** The checklist a reviewer starts from: one row per slot of the round, present and valid when files were given. */
export function initialChecklist(slots: readonly AttachmentSlot[], files: Record<string, SlotFile[] | undefined>): MaterialCheckItem[] {
  return slots.map((s) => {
    const present = (files[s.code]?.length ?? 0) > 0;
    return { slot: s.code, present, valid: present, note: '' };
  });
}

/**
 * The material checklist of the initial review (材料核查记录, awards.md §6.4): per attachment slot of the round,
 * whether it is present and valid and a note; the reviewer fills it and it goes with `pass` or `register`.
 */
export function MaterialChecklist({
  slots,
  files,
  value,
  onChange,
  readOnly,
}: {
  slots: readonly AttachmentSlot[];
  files: Record<string, SlotFile[] | undefined>;
  value: MaterialCheckItem[];
  onChange(v: MaterialCheckItem[]): void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('award');
  const set = (slot: string, change: Partial<MaterialCheckItem>) => onChange(value.map((r) => (r.slot === slot ? { ...r, ...change } : r)));
  return (
    <Table<MaterialCheckItem>
      className="award-material-check"
      rowKey="slot"
      size="small"
      pagination={false}
      data={value}
      border={{ wrapper: true, cell: true }}
      columns={[
        {
          title: t('examine.slot'),
          dataIndex: 'slot',
          render: (code: string) => {
            const s = slots.find((x) => x.code === code);
            const names = (files[code] ?? []).map((f) => f.name).filter(Boolean);
            return (
              <div data-slot={code}>
                {s?.required && <span style={{ color: 'rgb(var(--danger-6))' }}>* </span>}
                {t(`slot.${code}`, { defaultValue: s?.label ?? code })}
                <div style={{ color: 'var(--color-text-3)', fontSize: 12 }}>{names.length ? names.join(', ') : t('examine.noFiles')}</div>
              </div>
            );
          },
        },
        {
          title: t('examine.present'),
          dataIndex: 'present',
          width: 64,
          render: (v: boolean, r) => (
            <Checkbox checked={v} disabled={readOnly} data-check="present" onChange={(present) => set(r.slot, { present })} />
          ),
        },
        {
          title: t('examine.valid'),
          dataIndex: 'valid',
          width: 64,
          render: (v: boolean, r) => (
            <Checkbox checked={v} disabled={readOnly} data-check="valid" onChange={(valid) => set(r.slot, { valid })} />
          ),
        },
        {
          title: t('examine.note'),
          dataIndex: 'note',
          render: (v: string | undefined, r) => (
            <Input size="mini" maxLength={500} disabled={readOnly} value={v ?? ''} onChange={(note) => set(r.slot, { note })} />
          ),
        },
      ]}
    />
  );
}
