import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message, Space, Tag } from '@arco-design/web-react';
import { uploadForm } from '#kernel/client';
import { REGISTRATION_UPLOAD } from '../../shared/registration.ts';

export interface SlotFile {
  path: string;
  name: string;
  size: number;
}

/**
 * The files of one attachment slot of the public registration: each is uploaded at once to the private,
 * rate-limited `/bus/members/upload` (images and PDF), and the field keeps the opaque paths it returned.
 */
export function SlotUpload({
  value,
  onChange,
  slot,
  disabled,
}: {
  value?: SlotFile[];
  onChange?: (v: SlotFile[]) => void;
  slot: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('award');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const files = value ?? [];
  const accept = REGISTRATION_UPLOAD.types.map((x) => `.${x}`).join(',');

  const pick = async (list: FileList | null) => {
    if (!list?.length) return;
    setBusy(true);
    const next = [...files];
    try {
      for (const f of Array.from(list)) {
        if (next.length >= REGISTRATION_UPLOAD.maxPerSlot) break;
        try {
          next.push(await uploadForm<SlotFile>('/bus/members/upload', f));
        } catch (e) {
          Message.error((e as Error).message || f.name);
        }
      }
      onChange?.(next);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="award-slot-upload" data-slot={slot}>
      <input ref={input} type="file" accept={accept} multiple hidden data-slot-input={slot} onChange={(e) => void pick(e.target.files)} />
      <Space wrap>
        <Button
          size="small"
          loading={busy}
          disabled={disabled || files.length >= REGISTRATION_UPLOAD.maxPerSlot}
          onClick={() => input.current?.click()}
        >
          {t('upload.button')}
        </Button>
        <span style={{ color: 'var(--color-text-3)', fontSize: 12 }}>
          {t('upload.hint', { types: REGISTRATION_UPLOAD.types.join(', '), size: REGISTRATION_UPLOAD.maxBytes / 1048576 })}
        </span>
      </Space>
      <div style={{ marginTop: 4 }}>
        {files.map((f, i) => (
          <Tag key={f.path} closable={!disabled} onClose={() => onChange?.(files.filter((_, j) => j !== i))} style={{ marginRight: 4 }}>
            {f.name}
          </Tag>
        ))}
      </div>
    </div>
  );
}
