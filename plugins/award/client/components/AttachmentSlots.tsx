import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Message, Space, Tag } from '@arco-design/web-react';
import { download, uploadForm } from '#kernel/client';
import type { SlotFile } from '../../shared/application.ts';
import type { AttachmentSlot } from '../../shared/round.ts';
import { applicationApi } from '../api/application-api.ts';

type Value = Record<string, SlotFile[]>;

/** One slot's files: the upload button (its formats and size), each file with its caption when the slot wants one. */
function Slot({
  slot,
  files,
  onChange,
  disabled,
  applicationId,
}: {
  slot: AttachmentSlot;
  files: SlotFile[];
  onChange: (files: SlotFile[]) => void;
  disabled?: boolean;
  applicationId?: number;
}) {
  const { t } = useTranslation('award');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const label = t(`slot.${slot.code}`, { defaultValue: slot.label ?? slot.code });

  const pick = async (list: FileList | null) => {
    if (!list?.length) return;
    setBusy(true);
    const next = [...files];
    try {
      for (const f of Array.from(list)) {
        if (next.length >= slot.maxCount) break;
        const ext = f.name.split('.').pop()?.toLowerCase() ?? '';
        if (!slot.accept.includes(ext)) {
          Message.error(t('errors.slotFormat', { slot: label, name: f.name, types: slot.accept.join(', ') }));
          continue;
        }
        if (f.size > slot.maxSizeMB * 1024 * 1024) {
          Message.error(t('errors.slotSize', { slot: label, name: f.name, size: slot.maxSizeMB }));
          continue;
        }
        try {
          const r = await uploadForm<{ uploadId: number; name: string; size: number }>('/award/application/upload', f);
          next.push({ uploadId: r.uploadId, name: r.name, size: r.size });
        } catch (e) {
          Message.error((e as Error).message || f.name);
        }
      }
      onChange(next);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="award-slot" data-slot={slot.code} style={{ marginBottom: 12 }}>
      <div style={{ marginBottom: 4 }}>
        {slot.required && <strong style={{ color: 'rgb(var(--danger-6))', marginRight: 4 }}>*</strong>}
        <span>{label}</span>
        <span style={{ color: 'var(--color-text-3)', fontSize: 12, marginLeft: 8 }}>
          {t('upload.slotHint', { types: slot.accept.join(', '), size: slot.maxSizeMB, min: slot.minCount, max: slot.maxCount })}
        </span>
      </div>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={slot.accept.map((x) => `.${x}`).join(',')}
        data-slot-input={slot.code}
        onChange={(e) => void pick(e.target.files)}
      />
      {!disabled && (
        <Button size="small" loading={busy} disabled={files.length >= slot.maxCount} onClick={() => input.current?.click()}>
          {t('upload.button')}
        </Button>
      )}
      <div style={{ marginTop: 4 }}>
        {files.map((f, i) => (
          <Space key={f.uploadId} style={{ display: 'flex', marginTop: 4 }}>
            <Tag
              closable={!disabled}
              onClose={() => onChange(files.filter((_, j) => j !== i))}
              style={{ cursor: applicationId ? 'pointer' : undefined }}
              onClick={() =>
                applicationId && void download(applicationApi.fileUrl(applicationId, f.uploadId), {}, f.name ?? String(f.uploadId))
              }
            >
              {f.name}
            </Tag>
            {slot.captionRequired && (
              <Input
                size="small"
                style={{ width: 240 }}
                maxLength={200}
                disabled={disabled}
                placeholder={t('app.caption')}
                value={f.caption ?? ''}
                onChange={(v) => onChange(files.map((x, j) => (j === i ? { ...x, caption: v } : x)))}
              />
            )}
          </Space>
        ))}
      </div>
    </div>
  );
}

/**
 * The attachment slots of an application (awards.md §1.6): the round's slots, or the form's defaults, each with
 * its own formats, sizes and counts; files go to the private application upload and the value keeps, per slot,
 * the upload ids (the server takes names and sizes from its own records).
 */
export function AttachmentSlots({
  value,
  onChange,
  slots = [],
  disabled,
  editableSlots,
  applicationId,
}: {
  value?: Value;
  onChange?: (v: Value) => void;
  slots?: AttachmentSlot[];
  disabled?: boolean;
  /** a returned application: only these slots may change */
  editableSlots?: string[];
  applicationId?: number;
}) {
  const v = value ?? {};
  return (
    <div className="award-attachment-slots">
      {slots.map((s) => (
        <Slot
          key={s.code}
          slot={s}
          files={v[s.code] ?? []}
          disabled={disabled || (editableSlots !== undefined && !editableSlots.includes(s.code))}
          applicationId={applicationId}
          onChange={(files) => onChange?.({ ...v, [s.code]: files })}
        />
      ))}
    </div>
  );
}
