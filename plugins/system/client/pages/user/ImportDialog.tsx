import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, Modal, Space, Table } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { download } from '#kernel/client';
import { userApi, type ImportResult } from '../../api/user-api.ts';

/** Uploads an xlsx of users; shows which rows failed and why (the good rows are saved). */
export function ImportDialog({ visible, onClose }: { visible: boolean; onClose(imported: boolean): void }) {
  const { t } = useTranslation(['system', 'widgets']);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [update, setUpdate] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ msg: string; data: ImportResult } | null>(null);
  const close = () => {
    const imported = !!result && result.data.inserted + result.data.updated > 0;
    setFile(null);
    setResult(null);
    onClose(imported);
  };
  const submit = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const r = await userApi.importData(file, update);
      setResult({ msg: r.msg, data: r.data });
    } catch {
      // the request layer showed why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={t('system:user.importTitle')} visible={visible} onCancel={close} footer={null} style={{ width: 640 }} unmountOnExit>
      {/* outside the Space so the hidden input takes no gap */}
      <input
        ref={input}
        id="user-import-file"
        type="file"
        accept=".xlsx"
        style={{ display: 'none' }}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          <Button onClick={() => input.current?.click()}>{t('system:user.importChoose')}</Button>
          <span>{file?.name ?? t('system:user.importNoFile')}</span>
        </Space>
        <Checkbox checked={update} onChange={setUpdate}>
          {t('system:user.importUpdate')}
        </Checkbox>
        <Space>
          <span>{t('system:user.importHint')}</span>
          <Button
            type="text"
            icon={<IconDownload />}
            onClick={() => void download('/system/user/importTemplate', {}, 'user_template.xlsx')}
          >
            {t('system:user.importTemplate')}
          </Button>
        </Space>
        {result && (
          <>
            <Alert type={result.data.failures.length ? 'warning' : 'success'} content={result.msg} />
            {result.data.failures.length > 0 && (
              <Table
                size="small"
                rowKey="row"
                pagination={false}
                scroll={{ y: 240 }}
                data={result.data.failures}
                columns={[
                  { title: t('system:user.importRow'), dataIndex: 'row', width: 70 },
                  { title: t('system:fields.userName'), dataIndex: 'userName', width: 140 },
                  { title: t('system:user.importReason'), dataIndex: 'msg' },
                ]}
              />
            )}
          </>
        )}
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={close}>{t('widgets:crud.cancel')}</Button>
          <Button type="primary" loading={busy} disabled={!file} onClick={() => void submit()}>
            {t('system:user.importSubmit')}
          </Button>
        </Space>
      </Space>
    </Modal>
  );
}
