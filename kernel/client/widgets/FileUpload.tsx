import { useMemo } from 'react';
import { Button, Spin, Upload } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { UPLOAD } from '../../shared/constants.ts';
import type { UploadFn } from './upload-checks.ts';
import { useUpload } from './use-upload.ts';

/** Props of the file uploader; the value is a comma-separated string of urls (SPEC §4). */
export interface FileUploadProps {
  value?: string | null;
  onChange?: (value: string) => void;
  /** maximum number of files (default 5) */
  limit?: number;
  /** maximum size of each file in MB (default 5) */
  fileSize?: number;
  /** allowed extensions (default doc, xls, ppt, txt, pdf) */
  fileType?: string[];
  /** show the hint under the button (default true) */
  isShowTip?: boolean;
  disabled?: boolean;
  /** replaces the upload call (tests, other endpoints) */
  upload?: UploadFn;
}

/** File list uploader with format, size and count checks. */
export function FileUpload({
  value,
  onChange,
  limit = UPLOAD.fileLimit,
  fileSize = UPLOAD.fileSizeMb,
  fileType,
  isShowTip = true,
  disabled,
  upload,
}: FileUploadProps) {
  const { t } = useTranslation('widgets');
  const types = useMemo(() => fileType ?? [...UPLOAD.fileTypes], [fileType]);
  const limits = useMemo(() => ({ types, sizeMb: fileSize, limit }), [types, fileSize, limit]);
  const state = useUpload({ value, onChange, limits, failKey: 'upload.fileFailed', upload });
  return (
    <Spin loading={state.loading} tip={t('upload.uploading')} style={{ display: 'block' }}>
      <Upload
        className="zx-file-upload"
        multiple
        accept={{ type: types.map((x) => `.${x}`).join(','), strict: false }}
        fileList={state.items}
        disabled={disabled || state.loading}
        beforeUpload={(file, batch) => {
          state.add(batch);
          return false;
        }}
        onRemove={(item) => {
          if (item.url) state.remove(item.url);
          return false;
        }}
        tip={isShowTip ? t('upload.tip', { n: fileSize, types: types.join('/') }) : undefined}
      >
        <Button type="primary" icon={<IconUpload />} disabled={disabled || state.loading}>
          {t('upload.select')}
        </Button>
      </Upload>
    </Spin>
  );
}
