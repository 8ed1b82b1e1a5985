import { useState } from 'react';
import { Modal, Spin, Upload } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD } from '../../shared/constants.ts';
import { type UploadFieldProps, useUploadField } from './use-upload.ts';

/** Props of the image uploader; the value is a comma-separated string of image urls. */
export type ImageUploadProps = UploadFieldProps;

/** Picture-card uploader with a preview dialog. */
export function ImageUpload(props: ImageUploadProps) {
  const { t } = useTranslation('widgets');
  const { state, limit, fileSize, types, showTip, uploadProps } = useUploadField(
    props,
    { limit: UPLOAD.imageLimit, sizeMb: UPLOAD.imageSizeMb, types: UPLOAD.imageTypes },
    'upload.imageFailed',
  );
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <Spin loading={state.loading} tip={t('upload.uploading')} style={{ display: 'block' }}>
      <Upload
        className="zx-image-upload"
        listType="picture-card"
        {...uploadProps}
        // Arco hides the "+" card once the list is full; the count message comes from our own check
        limit={{ maxCount: limit, hideOnExceedLimit: true }}
        onExceedLimit={(files) => state.add(files)}
        onPreview={(item) => item.url && setPreview(item.url)}
      />
      {showTip && !props.disabled && (
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
