import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Empty, Message, Space, Tag, Typography } from '@arco-design/web-react';
import { IconLeft, IconSave } from '@arco-design/web-react/icon';
import { HasPermi, RequestError, useHasPermi } from '#kernel/client';
import type { TemplateSyntaxError } from '../../../shared/template.ts';
import { type Template, type TemplateImpact, templateApi, templateImpactApi } from '../../api/template-api.ts';
import { CodeEditor, type CodeEditorRef } from '../../components/CodeEditor.tsx';
import { TemplateImpactDialog } from './TemplateImpactDialog.tsx';

/** The template editor (`/cms/template/editor?id=`): CodeMirror 6, Ctrl+S saves, a syntax error puts the cursor on it. */
export default function TemplateEditorPage() {
  const { t } = useTranslation('cms');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const canEdit = useHasPermi('cms:template:edit');
  const [tpl, setTpl] = useState<Template | null>(null);
  const [missing, setMissing] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<TemplateSyntaxError | null>(null);
  const [cursor, setCursor] = useState<[number, number]>([1, 1]);
  const [impact, setImpact] = useState<TemplateImpact | null>(null);
  const content = useRef('');
  const editor = useRef<CodeEditorRef>(null);

  useEffect(() => {
    if (!id) return void setMissing(true);
    templateApi.get(id).then(
      (r) => {
        content.current = r.content ?? '';
        setTpl(r);
      },
      () => setMissing(true),
    );
  }, [id]);

  const save = useCallback(async () => {
    if (!tpl || saving || !canEdit) return;
    setSaving(true);
    try {
      await templateApi.save({ templateId: tpl.templateId, content: content.current, remark: tpl.remark });
      setError(null);
      setDirty(false);
      // what the save touches: offered for republishing when pages use the template
      Message.success(t('template.saved'));
      const i = await templateImpactApi.get(tpl.templateId).catch(() => null);
      if (i && i.pages > 0) setImpact(i);
      else if (i) Message.info(t('impact.none'));
    } catch (e) {
      const d = e instanceof RequestError ? (e.data as Partial<TemplateSyntaxError> | undefined) : undefined;
      if (d?.line && d.col) {
        setError({ line: d.line, col: d.col, reason: d.reason ?? '' });
        editor.current?.goTo(d.line, d.col);
      }
    } finally {
      setSaving(false);
    }
  }, [tpl, saving, canEdit, t]);

  if (missing) return <Empty description={t('template.notFound')} />;
  return (
    <Card
      className="zx-template-editor"
      bordered={false}
      title={
        <Space>
          <Button size="small" icon={<IconLeft />} onClick={() => navigate('/configs/template')}>
            {t('template.back')}
          </Button>
          <Typography.Text code>{tpl?.path}</Typography.Text>
          {tpl && <Tag color="arcoblue">{tpl.publishPipeCode}</Tag>}
          {dirty && <Tag color="orange">{t('template.unsaved')}</Tag>}
        </Space>
      }
      extra={
        <Space>
          <Typography.Text type="secondary">{t('template.cursor', { line: cursor[0], col: cursor[1] })}</Typography.Text>
          <Typography.Text type="secondary">{t('template.saveHint')}</Typography.Text>
          <HasPermi value="cms:template:edit">
            <Button type="primary" icon={<IconSave />} loading={saving} onClick={() => void save()} className="zx-template-save">
              {t('template.save')}
            </Button>
          </HasPermi>
        </Space>
      }
    >
      {error && (
        <Alert
          type="error"
          className="zx-template-error"
          style={{ marginBottom: 12 }}
          content={t('template.syntaxAt', { line: error.line, col: error.col, reason: error.reason })}
          action={
            <Button size="mini" type="text" onClick={() => editor.current?.goTo(error.line, error.col)}>
              {t('template.cursor', { line: error.line, col: error.col })}
            </Button>
          }
        />
      )}
      <TemplateImpactDialog impact={impact} onClose={() => setImpact(null)} />
      {tpl && (
        <CodeEditor
          ref={editor}
          initial={content.current}
          language="template"
          readOnly={!canEdit}
          onChange={(d) => {
            content.current = d;
            setDirty(true);
          }}
          onSave={() => void save()}
          onCursor={(l, c) => setCursor([l, c])}
        />
      )}
    </Card>
  );
}
