import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, Space, Table } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { download } from '#kernel/client';
import { type WordImportResult, type WordKind, wordApi, wordUrls } from '../../api/word-api.ts';

/** Uploads an xlsx of words (into a group for tag and hot words); shows the rows refused and why (the others are saved). */
export function WordImportDialog(props: { kind: WordKind; groupId?: number; visible: boolean; onClose(imported: boolean): void }) {
  const { t } = useTranslation('cms');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ msg: string; data: WordImportResult } | null>(null);
  const close = () => {
    const imported = !!result && result.data.inserted > 0;
    setFile(null);
    setResult(null);
    props.onClose(imported);
  };
  const submit = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const r = await wordApi.importFile(props.kind, file, props.groupId);
      setResult({ msg: r.msg, data: r.data });
    } catch {
      // the request layer showed why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={t('word.importTitle')} visible={props.visible} onCancel={close} footer={null} style={{ width: 600 }} unmountOnExit>
      <input
        ref={input}
        className="zx-word-import-file"
        type="file"
        accept=".xlsx"
        style={{ display: 'none' }}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          <Button onClick={() => input.current?.click()}>{t('word.importChoose')}</Button>
          <span>{file?.name ?? t('word.importNoFile')}</span>
        </Space>
        <Space>
          <span>{t('word.importHint')}</span>
          <Button
            type="text"
            icon={<IconDownload />}
            onClick={() => void download(wordUrls.importTemplate(props.kind), {}, `${props.kind}_template.xlsx`)}
          >
            {t('word.importTemplate')}
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
                  { title: t('word.importRow'), dataIndex: 'row', width: 70 },
                  { title: t('word.word'), dataIndex: 'word', width: 140 },
                  { title: t('word.importReason'), dataIndex: 'msg' },
                ]}
              />
            )}
          </>
        )}
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={close}>{t('word.cancel')}</Button>
          <Button type="primary" loading={busy} disabled={!file} onClick={() => void submit()}>
            {t('word.importSubmit')}
          </Button>
        </Space>
      </Space>
    </Modal>
  );
}
