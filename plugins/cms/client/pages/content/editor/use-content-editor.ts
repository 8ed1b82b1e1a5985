import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Form } from '@arco-design/web-react';
import { RequestError } from '#kernel/client';
import { CONTENT_TYPES } from '../../../../shared/content.ts';
import { contentChanged } from '../../../content-events.ts';
import { type ContentInit, type ContentSave, type ContentType, contentApi } from '../../../api/content-api.ts';

/** What happens once the save task has finished. */
export type SaveMode = 'save' | 'publish' | 'toPublish';

const num = (v: string | null) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null);

/**
 * The editor's state: reads `?catalogId&contentType&contentId`, loads the init data into the form, tracks
 * unsaved changes, saves (the server answers a task id; refusals naming a field mark it) and after the task
 * publishes or queues as asked, then keeps editing the saved content (its id goes into the URL).
 */
export function useContentEditor() {
  const [params, setParams] = useSearchParams();
  const catalogId = num(params.get('catalogId'));
  const typeParam = params.get('contentType') as ContentType;
  const contentType: ContentType = CONTENT_TYPES.includes(typeParam) ? typeParam : 'article';
  const contentId = num(params.get('contentId'));
  const [form] = Form.useForm();
  const [data, setData] = useState<ContentInit | null>(null);
  const [failed, setFailed] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [task, setTask] = useState<{ taskId: string; contentId: number; mode: SaveMode } | null>(null);
  const [reloads, setReloads] = useState(0);
  const loading = useRef(false);

  useEffect(() => {
    if (!catalogId) return setFailed(true);
    let stale = false;
    loading.current = true;
    contentApi.init(catalogId, contentType, contentId).then(
      (d) => {
        if (stale) return;
        // a new content: the init handed out its id (v1.4.3), which the add sends back; it is the content's once saved
        setData(contentId ? d : { ...d, contentId: null, newContentId: d.contentId ?? undefined });
        form.resetFields();
        form.setFieldsValue(toFormValues(d));
        setDirty(false);
        loading.current = false;
      },
      () => !stale && setFailed(true),
    );
    return () => {
      stale = true;
    };
  }, [catalogId, contentType, contentId, reloads, form]);

  const onValuesChange = useCallback(() => {
    if (!loading.current) setDirty(true);
  }, []);

  const save = async (mode: SaveMode) => {
    if (!data || !catalogId) return;
    let values: Record<string, unknown>;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const body = toSaveBody(data, { ...form.getFieldsValue(), ...values });
      const r = await contentApi.save(contentType, body, !data.contentId);
      setTask({ ...r, mode });
    } catch (e) {
      const field = e instanceof RequestError ? (e.data as { field?: string } | undefined)?.field : undefined;
      if (field && field in form.getFieldsValue()) form.setFields({ [field]: { error: { message: (e as Error).message } } });
    } finally {
      setSaving(false);
    }
  };

  /** the save task finished: publish or queue if asked, then edit the saved content */
  const afterTask = async (ok: boolean) => {
    if (!task || !ok) return;
    try {
      if (task.mode === 'publish') await contentApi.publish([task.contentId]);
      if (task.mode === 'toPublish') await contentApi.toPublish([task.contentId]);
    } catch {
      // the request layer showed the refusal; the content is saved
    }
    setDirty(false);
    contentChanged(task.contentId);
    if (task.contentId !== contentId) {
      const next = new URLSearchParams(params);
      next.set('contentId', String(task.contentId));
      setParams(next, { replace: true });
    } else setReloads((x) => x + 1);
  };

  return {
    catalogId,
    contentType,
    contentId,
    form,
    data,
    failed,
    dirty,
    saving,
    task,
    save,
    afterTask,
    closeTask: () => setTask(null),
    reload: () => setReloads((x) => x + 1),
    onValuesChange,
  };
}

/** The init data as form values (lists never null). */
function toFormValues(d: ContentInit): Record<string, unknown> {
  return {
    ...d,
    keywords: d.keywords ?? [],
    tags: d.tags ?? [],
    attributes: d.attributes ?? [],
    publishPipe: d.publishPipe ?? [],
    relaContentIds: d.relaContentIds ?? [],
    imageList: d.imageList ?? [],
    audioList: d.audioList ?? [],
    videoList: d.videoList ?? [],
    contentHtml: d.contentHtml ?? '',
  };
}

const TEXT_FIELDS = [
  'title',
  'subTitle',
  'shortTitle',
  'titleStyle',
  'logo',
  'author',
  'editor',
  'original',
  'source',
  'sourceUrl',
  'summary',
  'linkFlag',
  'redirectUrl',
  'publishDate',
  'offlineDate',
  'staticPath',
  'seoTitle',
  'seoKeywords',
  'seoDescription',
  'pageTitles',
  'remark',
] as const;

/** The save body: the ContentDTO fields of the form, the body of the content's type, its id and version. */
export function toSaveBody(d: ContentInit, v: Record<string, any>): ContentSave {
  const body: Record<string, unknown> = { catalogId: d.catalogId };
  if (d.contentId) {
    body.contentId = d.contentId;
    body.version = d.version;
  } else if (d.newContentId) body.contentId = d.newContentId;
  for (const k of TEXT_FIELDS) {
    const x = v[k];
    if (x === undefined) continue;
    body[k] = x === '' && (k === 'publishDate' || k === 'offlineDate' || k === 'sourceUrl' || k === 'staticPath') ? null : x;
  }
  body.keywords = v.keywords ?? [];
  body.tags = v.tags ?? [];
  body.attributes = v.attributes ?? [];
  body.publishPipe = v.publishPipe ?? [];
  body.publishPipeProps = ((v.publishPipeProps ?? []) as ContentInit['publishPipeProps']).map((p) => ({
    pipeCode: p.pipeCode,
    props: p.props ?? {},
  }));
  body.relaContentIds = v.relaContentIds ?? [];
  if (d.contentType === 'article') body.contentHtml = v.contentHtml ?? '';
  if (d.contentType === 'image') body.imageList = v.imageList ?? [];
  if (d.contentType === 'audio') body.audioList = v.audioList ?? [];
  if (d.contentType === 'video') body.videoList = v.videoList ?? [];
  return body as ContentSave;
}
