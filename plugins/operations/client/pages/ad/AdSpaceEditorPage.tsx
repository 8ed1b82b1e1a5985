import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Empty, Form, Message, Space, Tag } from '@arco-design/web-react';
import { IconLeft, IconSave, IconSend } from '@arco-design/web-react/icon';
import { DictTag, HasPermi, useDict, useSaveForm } from '#kernel/client';
import { adApi, type AdSpaceDetail } from '../../api/ad-api.ts';
import { AdSpaceFields, adSpaceBody } from './AdSpaceFields.tsx';
import { SpaceAdsTable } from './SpaceAdsTable.tsx';

const STATUS_DICT = 'CMSPageWidgetStatus';
/** the ads menu (operations directory → advertisement) */
export const ADS_MENU = '/operations/advertisement';

/**
 * SPEC §2 `/cms/adspace/editor?id=`: an ad space in a whole page: its fields, saved in place; its ads with each
 * one's share of the rotation (what the published space shows) and of the last 30 days' impressions; published
 * from here.
 */
export default function AdSpaceEditorPage() {
  const { t } = useTranslation('operations');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const dict = useDict(STATUS_DICT);
  const [space, setSpace] = useState<AdSpaceDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const load = () => adApi.space(id).then(setSpace, () => setMissing(true));
  useEffect(() => {
    if (!id) return void setMissing(true);
    void load();
    // biome-ignore lint/correctness/useExhaustiveDependencies: load reads the id
  }, [id]);
  const { form, saving, save } = useSaveForm<AdSpaceDetail>({
    initial: space,
    shown: space != null,
    submit: (v) => adApi.editSpace({ pageWidgetId: v.pageWidgetId, ...adSpaceBody(v) }),
    onSaved: () => void load(),
  });
  const publish = async () => {
    if (!space) return;
    await adApi.publishSpaces([space.pageWidgetId]);
    Message.success(t('ad.space.published'));
    await load();
  };

  if (missing) return <Empty description={t('ad.space.notFound')} />;
  return (
    <div className="zx-page" data-page="operations/ad/adSpaceEditor">
      <Card
        bordered={false}
        title={
          <Space>
            <Button size="small" icon={<IconLeft />} onClick={() => navigate(ADS_MENU)}>
              {t('ad.back')}
            </Button>
            <span>{space?.name}</span>
            {space && <Tag color="arcoblue">{space.code}</Tag>}
            {space && <DictTag options={dict[STATUS_DICT]} value={space.state} />}
          </Space>
        }
        extra={
          <HasPermi value="cms:advertisement:edit">
            <Space>
              <Button type="primary" icon={<IconSave />} loading={saving} onClick={() => void save()} data-action="save">
                {t('ad.save')}
              </Button>
              <Button status="success" icon={<IconSend />} onClick={() => void publish()} data-action="publish">
                {t('ad.space.publish')}
              </Button>
            </Space>
          </HasPermi>
        }
      >
        {space && (
          <Form form={form} labelCol={{ style: { flexBasis: 100 } }} wrapperCol={{ style: { flexBasis: 'calc(100% - 100px)' } }}>
            <AdSpaceFields form={form} />
          </Form>
        )}
      </Card>
      {space && <SpaceAdsTable space={space} onChanged={() => void load()} />}
    </div>
  );
}
