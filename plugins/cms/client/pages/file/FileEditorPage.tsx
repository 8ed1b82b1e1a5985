import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Empty, Message, Space, Tag, Typography } from '@arco-design/web-react';
import { IconLeft, IconSave } from '@arco-design/web-react/icon';
import { HasPermi } from '#kernel/client';
import { fileApi } from '../../api/file-api.ts';
import { CodeEditor } from '../../components/CodeEditor.tsx';

/** A text file of the site (`/cms/file/editor?path=`), in the same CodeMirror editor as templates; Ctrl+S saves. */
export default function FileEditorPage() {
  const { t } = useTranslation('cms');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filePath = params.get('path') ?? '';
  const [loaded, setLoaded] = useState<boolean | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const content = useRef('');

  useEffect(() => {
    fileApi.read(filePath).then(
      (text) => {
        content.current = text ?? '';
        setLoaded(true);
      },
      () => setLoaded(false),
    );
  }, [filePath]);

  const save = useCallback(async () => {
    if (saving) return;
    setSaving(true);
    try {
      await fileApi.edit({ filePath, fileContent: content.current });
      setDirty(false);
      Message.success(t('file.saved'));
    } catch {
      // the request layer showed the reason
    } finally {
      setSaving(false);
    }
  }, [filePath, saving, t]);

  if (loaded === false) return <Empty />;
  return (
    <Card
      bordered={false}
      className="zx-file-editor"
      title={
        <Space>
          <Button size="small" icon={<IconLeft />} onClick={() => navigate('/configs/file')}>
            {t('template.back')}
          </Button>
          <Typography.Text code>{filePath}</Typography.Text>
          {dirty && <Tag color="orange">{t('template.unsaved')}</Tag>}
        </Space>
      }
      extra={
        <Space>
          <Typography.Text type="secondary">{t('template.saveHint')}</Typography.Text>
          <HasPermi value="cms:file:edit">
            <Button type="primary" icon={<IconSave />} loading={saving} onClick={() => void save()} className="zx-file-save">
              {t('template.save')}
            </Button>
          </HasPermi>
        </Space>
      }
    >
      {loaded && (
        <CodeEditor
          initial={content.current}
          language={filePath.toLowerCase().endsWith('.css') ? 'css' : 'text'}
          onChange={(d) => {
            content.current = d;
            setDirty(true);
          }}
          onSave={() => void save()}
        />
      )}
    </Card>
  );
}
