import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Card, Form, Message, Modal, Result, Space, Spin, Tag, Typography } from '@arco-design/web-react';
import { IconCheckCircle, IconClose, IconEye, IconFullscreen, IconLock, IconSave, IconUnlock } from '@arco-design/web-react/icon';
import { bus, HasPermi } from '#kernel/client';
import { contentApi } from '../../../api/content-api.ts';
import { contentChanged } from '../../../content-events.ts';
import { StatusTag } from '../ContentTags.tsx';
import { editorUrl } from '../editor-url.ts';
import { openPreview } from '../../preview/open-preview.ts';
import { ContentBody } from './ContentBody.tsx';
import { DetailFields, TitleFields } from './ContentFields.tsx';
import { ContentExModel } from './ContentExModel.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { SaveProgressDialog } from './SaveProgressDialog.tsx';
import { useContentEditor } from './use-content-editor.ts';
import { htmlText, replaceInHtml, type WordHit, WordCheckDialog } from './WordCheckDialog.tsx';

/** The content editor (`/cms/content/editor` in the shell, `/cms/content/editorW` in a full window). */
export default function ContentEditorPage() {
  const { t } = useTranslation('cms');
  const navigate = useNavigate();
  const full = useLocation().pathname.endsWith('/editorW');
  const ed = useContentEditor();
  const { form, data } = ed;
  const [hits, setHits] = useState<WordHit[] | null>(null);

  // leaving the page with unsaved changes asks the browser to warn too
  useEffect(() => {
    if (!ed.dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [ed.dirty]);

  const leave = () => {
    if (full && window.opener) window.close();
    else if (full) navigate('/configs/content');
    else {
      // the editor's tab goes, the list shows afresh
      bus.emit('tabs.close');
      bus.emit('tabs.refresh', { fullPath: '/configs/content' });
    }
  };
  const close = () => {
    if (!ed.dirty) return leave();
    Modal.confirm({
      title: t('content.closeTitle'),
      content: t('content.closeUnsaved'),
      okText: t('content.closeAnyway'),
      cancelText: t('content.keepEditing'),
      onOk: leave,
    });
  };
  const checkWords = async () => {
    const v = form.getFieldsValue();
    setHits(await contentApi.checkWords(`${v.title ?? ''}\n${htmlText(v.contentHtml ?? '')}`));
  };
  const replace = (list: WordHit[]) => {
    const v = form.getFieldsValue();
    const title = list.reduce((s: string, h) => s.split(h.w).join(h.r), v.title ?? '');
    form.setFieldsValue({ title, ...(ed.contentType === 'article' ? { contentHtml: replaceInHtml(v.contentHtml ?? '', list) } : {}) });
    ed.onValuesChange();
    setHits(null);
    Message.success(t('content.replaced', { count: list.length }));
  };
  const toggleLock = async () => {
    if (!data?.contentId) return;
    await (data.isLock === 'Y' ? contentApi.unlock(data.contentId) : contentApi.lock(data.contentId));
    Message.success(t('content.done'));
    contentChanged(data.contentId);
    ed.reload();
  };

  if (ed.failed) return <Result status="404" subTitle={t('content.editorMissing')} />;
  if (!data) return <Spin style={{ display: 'block', padding: 40 }} />;

  return (
    <div
      className="zx-page zx-content-editor"
      data-page="cms/contentcore/contentEditor"
      style={full ? { height: '100vh', overflow: 'auto', padding: 16, boxSizing: 'border-box' } : undefined}
    >
      <Card size="small" style={{ marginBottom: 12, position: 'sticky', top: 0, zIndex: 10 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          <Typography.Text bold>
            {t(data.contentId ? 'content.editTitle' : 'content.addTitle', { type: t(`content.types.${ed.contentType}`) })}
          </Typography.Text>
          <Tag>{data.catalogName}</Tag>
          {data.contentId && <StatusTag status={data.status} />}
          {data.isLock === 'Y' && (
            <Tag color="orange" icon={<IconLock />} data-testid="editor-lock">
              {t('content.lockedBy', { user: data.lockUser ?? '' })}
            </Tag>
          )}
          {ed.dirty && <Tag color="red">{t('content.unsaved')}</Tag>}
          <Space style={{ marginLeft: 'auto' }} wrap>
            <HasPermi value={['cms:content:add', 'cms:content:edit']}>
              <Button type="primary" icon={<IconSave />} loading={ed.saving} onClick={() => void ed.save('save')}>
                {t('content.save')}
              </Button>
              <Button icon={<IconCheckCircle />} loading={ed.saving} onClick={() => void ed.save('publish')}>
                {t('content.savePublish')}
              </Button>
              <Button loading={ed.saving} onClick={() => void ed.save('toPublish')}>
                {t('content.saveToPublish')}
              </Button>
            </HasPermi>
            <Button onClick={() => void checkWords()}>{t('content.wordCheck')}</Button>
            {data.contentId && (
              <Button icon={<IconEye />} data-action="preview" onClick={() => openPreview('content', data.contentId!)}>
                {t('preview.action')}
              </Button>
            )}
            {data.contentId && (
              <HasPermi value="cms:content:edit">
                <Button icon={data.isLock === 'Y' ? <IconUnlock /> : <IconLock />} onClick={() => void toggleLock()}>
                  {t(data.isLock === 'Y' ? 'content.unlock' : 'content.lock')}
                </Button>
              </HasPermi>
            )}
            {!full && (
              <Button
                icon={<IconFullscreen />}
                aria-label={t('content.fullWindow')}
                title={t('content.fullWindow')}
                onClick={() => window.open(`/admin${editorUrl(data.catalogId, ed.contentType, data.contentId, true)}`)}
              />
            )}
            <Button icon={<IconClose />} onClick={close}>
              {t('content.close')}
            </Button>
          </Space>
        </div>
      </Card>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <Form
          form={form}
          className="zx-content-form"
          labelCol={{ span: 4 }}
          wrapperCol={{ span: 20 }}
          style={{ flex: 1, minWidth: 0 }}
          onValuesChange={ed.onValuesChange}
        >
          <Card size="small" title={t('content.groupTitle')}>
            <TitleFields />
          </Card>
          <ContentBody contentType={ed.contentType} />
          <DetailFields contentId={data.contentId} />
          <ContentExModel contentId={data.contentId} catalogConfigProps={data.catalogConfigProps} />
        </Form>
        <Card size="small" title={t('content.history')} style={{ width: 320, flexShrink: 0, position: 'sticky', top: 70 }}>
          <HistoryPanel
            contentId={data.contentId}
            version={data}
            onRestored={() => {
              ed.reload();
              if (data.contentId) contentChanged(data.contentId);
            }}
          />
        </Card>
      </div>
      <SaveProgressDialog taskId={ed.task?.taskId ?? null} onFinish={ed.afterTask} onClose={ed.closeTask} />
      <WordCheckDialog hits={hits} onReplace={replace} onClose={() => setHits(null)} />
    </div>
  );
}
