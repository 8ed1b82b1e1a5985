import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, Space, Table } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { download } from '../request/index.ts';

/** What an xlsx import answers: the rows refused (row number, key, reason); the others were saved. */
export interface ImportOutcome {
  failures: ({ row: number; msg: string } & Record<string, unknown>)[];
}

export interface ImportDialogProps<R extends ImportOutcome> {
  visible: boolean;
  /** `imported`: the import wrote something, so the list reloads */
  onClose(imported: boolean): void;
  /**
   * where the dialog's texts are, e.g. `cms:word`: `<texts>.importTitle`, `importChoose`, `importNoFile`,
   * `importHint`, `importTemplate`, `importRow`, `importReason`, `importSubmit`
   */
  texts: string;
  /** the template download: URL and file name */
  template: { url: string; file: string };
  /** sends the chosen file (and any options the dialog's children set) */
  upload: (file: File) => Promise<{ msg: string; data: R }>;
  /** whether an answer wrote anything */
  wrote: (data: R) => boolean;
  /** the column of a refused row that names it (e.g. the user name or the word) */
  keyColumn: { title: string; dataIndex: string };
  /** id of the hidden file input (tests set the file through it) */
  inputId?: string;
  width?: number;
  /** import options shown under the file choice (e.g. "update existing rows") */
  children?: ReactNode;
}

/** Uploads an xlsx file chosen by the user, then shows the answer and the table of the rows refused and why. */
export function ImportDialog<R extends ImportOutcome>(props: ImportDialogProps<R>) {
  const { t } = useTranslation('widgets');
  const k = (key: string) => t(`${props.texts}.${key}`);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ msg: string; data: R } | null>(null);
  const close = () => {
    const imported = !!result && props.wrote(result.data);
    setFile(null);
    setResult(null);
    props.onClose(imported);
  };
  const submit = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const r = await props.upload(file);
      setResult({ msg: r.msg, data: r.data });
    } catch {
      // the request layer showed why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={k('importTitle')}
      visible={props.visible}
      onCancel={close}
      footer={null}
      style={{ width: props.width ?? 600 }}
      unmountOnExit
    >
      {/* outside the Space so the hidden input takes no gap */}
      <input
        ref={input}
        id={props.inputId}
        type="file"
        accept=".xlsx"
        style={{ display: 'none' }}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          <Button onClick={() => input.current?.click()}>{k('importChoose')}</Button>
          <span>{file?.name ?? k('importNoFile')}</span>
        </Space>
        {props.children}
        <Space>
          <span>{k('importHint')}</span>
          <Button type="text" icon={<IconDownload />} onClick={() => void download(props.template.url, {}, props.template.file)}>
            {k('importTemplate')}
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
                  { title: k('importRow'), dataIndex: 'row', width: 70 },
                  { ...props.keyColumn, width: 140 },
                  { title: k('importReason'), dataIndex: 'msg' },
                ]}
              />
            )}
          </>
        )}
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={close}>{t('crud.cancel')}</Button>
          <Button type="primary" loading={busy} disabled={!file} onClick={() => void submit()}>
            {k('importSubmit')}
          </Button>
        </Space>
      </Space>
    </Modal>
  );
}
