import { useMemo, useState } from 'react';
import { Modal, Spin, Upload } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD } from '../../shared/constants.ts';
import type { UploadFn } from './upload-checks.ts';
import { useUpload } from './use-upload.ts';

/** Props of the image uploader; the value is a comma-separated string of image urls. */
export interface ImageUploadProps {
  value?: string | null;
  onChange?: (value: string) => void;
  /** maximum number of images (default 5) */
  limit?: number;
  /** maximum size of each image in MB (default 5) */
  fileSize?: number;
  /** allowed extensions (default png, jpg, jpeg) */
  fileType?: string[];
  isShowTip?: boolean;
  disabled?: boolean;
  upload?: UploadFn;
}

/** Picture-card uploader with a preview dialog. */
export function ImageUpload({
  value,
  onChange,
  limit = UPLOAD.imageLimit,
  fileSize = UPLOAD.imageSizeMb,
  fileType,
  isShowTip = true,
  disabled,
  upload,
}: ImageUploadProps) {
  const { t } = useTranslation('widgets');
  const types = useMemo(() => fileType ?? [...UPLOAD.imageTypes], [fileType]);
  const limits = useMemo(() => ({ types, sizeMb: fileSize, limit }), [types, fileSize, limit]);
  const state = useUpload({ value, onChange, limits, failKey: 'upload.imageFailed', upload });
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <Spin loading={state.loading} tip={t('upload.uploading')} style={{ display: 'block' }}>
      <Upload
        className="zx-image-upload"
        listType="picture-card"
        multiple
        accept={{ type: types.map((x) => `.${x}`).join(','), strict: false }}
        fileList={state.items}
        // Arco hides the "+" card once the list is full; the count message comes from our own check
        limit={{ maxCount: limit, hideOnExceedLimit: true }}
        onExceedLimit={(files) => state.add(files)}
        disabled={disabled || state.loading}
        beforeUpload={(file, batch) => {
          state.add(batch);
          return false;
        }}
        onRemove={(item) => {
          if (item.url) state.remove(item.url);
          return false;
        }}
        onPreview={(item) => item.url && setPreview(item.url)}
      />
      {isShowTip && !disabled && (
        <div className="arco-upload-trigger-tip" style={{ marginTop: 4 }}>
          {t('upload.imageTip', { n: fileSize, types: types.join('/') })}
        </div>
      )}
      <Modal title={t('upload.preview')} visible={preview !== null} footer={null} onCancel={() => setPreview(null)} style={{ width: 800 }}>
        {preview && <img src={preview} alt="" style={{ display: 'block', maxWidth: '100%', margin: '0 auto' }} />}
      </Modal>
    </Spin>
  );
}
