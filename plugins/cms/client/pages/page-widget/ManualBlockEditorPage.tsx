import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Empty, Form, Message, Space, Tag } from '@arco-design/web-react';
import { IconLeft, IconSave, IconSend } from '@arco-design/web-react/icon';
import { DictTag, HasPermi, useDict, useSaveForm } from '#kernel/client';
import { type PageWidgetDetail, type PageWidgetType, pageWidgetApi } from '../../api/page-widget-api.ts';
import { PageWidgetFields, pageWidgetBody } from './PageWidgetFields.tsx';

const STATUS_DICT = 'CMSPageWidgetStatus';
const BACK = '/configs/content';

/**
 * SPEC §2 `/cms/block/manual/editor?id=`: a manual block in a whole page (the route v1.4.3's widget list
 * opens): its fields and rows, saved in place, and published from here.
 */
export default function ManualBlockEditorPage() {
  const { t } = useTranslation('cms');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const dict = useDict(STATUS_DICT);
  const [widget, setWidget] = useState<PageWidgetDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const [types, setTypes] = useState<{ id: PageWidgetType; name: string }[]>([]);
  const load = () =>
    pageWidgetApi.get(id).then(
      (w) => (w.type === 'manual' ? setWidget(w) : setMissing(true)),
      () => setMissing(true),
    );
  useEffect(() => {
    if (!id) return void setMissing(true);
    void pageWidgetApi.types().then((r) => setTypes(r.rows));
    void load();
    // biome-ignore lint/correctness/useExhaustiveDependencies: load reads the id
  }, [id]);
  const { form, saving, save } = useSaveForm<PageWidgetDetail>({
    initial: widget,
    shown: widget != null,
    submit: (v) => pageWidgetApi.update(v.type, { pageWidgetId: v.pageWidgetId, ...pageWidgetBody(v) }),
    onSaved: () => void load(),
  });
  const publish = async () => {
    if (!widget) return;
    await pageWidgetApi.publish([widget.pageWidgetId]);
    Message.success(t('pageWidget.published'));
    await load();
  };

  if (missing) return <Empty description={t('pageWidget.notFound')} />;
  return (
    <div className="zx-page" data-page="cms/block/manualEditor">
      <Card
        bordered={false}
        className="zx-manual-block-editor"
        title={
          <Space>
            <Button size="small" icon={<IconLeft />} onClick={() => navigate(BACK)}>
              {t('pageWidget.back')}
            </Button>
            <span>{widget?.name}</span>
            {widget && <Tag color="arcoblue">{widget.code}</Tag>}
            {widget && <DictTag options={dict[STATUS_DICT]} value={widget.state} />}
          </Space>
        }
        extra={
          <HasPermi value="cms:content:edit">
            <Space>
              <Button type="primary" icon={<IconSave />} loading={saving} onClick={() => void save()} data-action="save">
                {t('pageWidget.save')}
              </Button>
              <Button status="success" icon={<IconSend />} onClick={() => void publish()} data-action="publish">
                {t('pageWidget.publish')}
              </Button>
            </Space>
          </HasPermi>
        }
      >
        {widget && (
          <Form form={form} labelCol={{ style: { flexBasis: 110 } }} wrapperCol={{ style: { flexBasis: 'calc(100% - 110px)' } }}>
            <PageWidgetFields form={form} types={types} saved />
          </Form>
        )}
      </Card>
    </div>
  );
}
