import { useTranslation } from 'react-i18next';
import { Message, Upload } from '@arco-design/web-react';
import type { UploadItem } from '@arco-design/web-react/es/Upload';
import { UploadError, uploadForm } from '#kernel/client';
import type { EvidenceFile } from '../../../shared/decision.ts';

export interface EvidenceUploadProps {
  value?: EvidenceFile[];
  onChange?: (files: EvidenceFile[]) => void;
}

/** The evidence files of an objection: each sent to the common upload at once, kept as its name and URL. */
export function EvidenceUpload({ value = [], onChange }: EvidenceUploadProps) {
  const { t } = useTranslation('award');
  const list: UploadItem[] = value.map((f) => ({ uid: f.url, name: f.name, url: f.url, status: 'done' }));
  return (
    <Upload
      multiple
      limit={20}
      fileList={list}
      onRemove={(item) => onChange?.(value.filter((f) => f.url !== item.uid))}
      customRequest={async ({ file, onSuccess, onError }) => {
        try {
          const r = await uploadForm<{ url: string; fileName: string; originalFilename?: string }>('/common/upload', file);
          onChange?.([...value, { name: r.originalFilename || file.name, url: r.url || r.fileName }]);
          onSuccess();
        } catch (e) {
          Message.error((e instanceof UploadError && e.message) || t('decision.evidenceFailed'));
          onError();
        }
      }}
      data-field="evidence"
    />
  );
}
