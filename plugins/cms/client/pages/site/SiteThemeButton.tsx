import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dropdown, Menu, Modal, Space, Typography } from '@arco-design/web-react';
import { IconDown, IconDownload, IconSkin } from '@arco-design/web-react/icon';
import { AsyncTaskProgress, HasPermi, UploadError } from '#kernel/client';
import { siteThemeApi } from '../../api/site-api.ts';

/**
 * A site row's theme actions: export (a task, then the zip's download) and import (a zip checked on the
 * server; a refused one shows the reason and changes nothing, an accepted one moves in as a task).
 */
export function SiteThemeButton({ siteId, name, path }: { siteId: number; name: string; path: string }) {
  const { t } = useTranslation('cms');
  const [mode, setMode] = useState<'export' | 'import' | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  const [exported, setExported] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const close = () => {
    setMode(null);
    setTaskId(null);
    setExported(false);
    setFile(null);
    setError(null);
  };
  const run = async (key: string) => {
    close();
    setMode(key as 'export' | 'import');
    if (key === 'export') setTaskId(await siteThemeApi.export(siteId).catch(() => null));
  };
  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      setTaskId(await siteThemeApi.import(siteId, file));
    } catch (e) {
      setError(e instanceof UploadError && e.message ? e.message : t('theme.errors.notZip'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <HasPermi value="cms:site:edit">
      <Dropdown
        droplist={
          <Menu onClickMenuItem={(k) => void run(k)}>
            <Menu.Item key="export">{t('theme.export')}</Menu.Item>
            <Menu.Item key="import">{t('theme.import')}</Menu.Item>
          </Menu>
        }
      >
        <Button type="text" size="mini" icon={<IconSkin />} data-action="theme">
          {t('theme.export')} / {t('theme.import')} <IconDown />
        </Button>
      </Dropdown>
      <Modal
        title={t(mode === 'import' ? 'theme.importTitle' : 'theme.exportTitle', { name })}
        visible={mode != null}
        footer={null}
        onCancel={close}
        unmountOnExit
        className="zx-site-theme"
        style={{ width: 560 }}
      >
        {mode === 'export' && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <AsyncTaskProgress taskId={taskId} title={t('theme.export')} onFinish={(task) => setExported(task?.status === 'SUCCESS')} />
            {exported && (
              <Button
                type="primary"
                icon={<IconDownload />}
                className="zx-theme-download"
                onClick={() => void siteThemeApi.download(siteId, path)}
              >
                {t('theme.download')}
              </Button>
            )}
          </Space>
        )}
        {mode === 'import' && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <input
              ref={input}
              className="zx-theme-file"
              type="file"
              accept=".zip,application/zip"
              style={{ display: 'none' }}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(null);
              }}
            />
            <Typography.Text type="secondary">{t('theme.importHint')}</Typography.Text>
            <Space>
              <Button onClick={() => input.current?.click()} disabled={!!taskId}>
                {t('theme.choose')}
              </Button>
              <span>{file?.name ?? t('theme.noFile')}</span>
            </Space>
            {error && <Alert type="error" className="zx-theme-error" content={error} />}
            {taskId && <AsyncTaskProgress taskId={taskId} title={t('theme.import')} />}
            <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
              <Button onClick={close}>{t('theme.cancel')}</Button>
              {!taskId && (
                <Button type="primary" loading={busy} disabled={!file} onClick={() => void submit()} className="zx-theme-submit">
                  {t('theme.importSubmit')}
                </Button>
              )}
            </Space>
          </Space>
        )}
      </Modal>
    </HasPermi>
  );
}
