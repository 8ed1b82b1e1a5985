import { Button, Spin, Upload } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { UPLOAD } from '../../shared/constants.ts';
import { type UploadFieldProps, useUploadField } from './use-upload.ts';

/** Props of the file uploader; the value is a comma-separated string of urls (SPEC §4). */
export type FileUploadProps = UploadFieldProps;

/** File list uploader with format, size and count checks. */
export function FileUpload(props: FileUploadProps) {
  const { t } = useTranslation('widgets');
  const { state, fileSize, types, showTip, uploadProps } = useUploadField(
    props,
    { limit: UPLOAD.fileLimit, sizeMb: UPLOAD.fileSizeMb, types: UPLOAD.fileTypes },
    'upload.fileFailed',
  );
  return (
    <Spin loading={state.loading} tip={t('upload.uploading')} style={{ display: 'block' }}>
      <Upload
        className="zx-file-upload"
        {...uploadProps}
        tip={showTip ? t('upload.tip', { n: fileSize, types: types.join('/') }) : undefined}
      >
        <Button type="primary" icon={<IconUpload />} disabled={uploadProps.disabled}>
          {t('upload.select')}
        </Button>
      </Upload>
    </Spin>
  );
}
