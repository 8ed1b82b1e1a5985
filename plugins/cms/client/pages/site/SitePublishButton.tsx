import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, Menu, Message, Modal } from '@arco-design/web-react';
import { IconDown, IconSend } from '@arco-design/web-react/icon';
import { AsyncTaskProgress, HasPermi } from '#kernel/client';
import { publishApi } from '../../api/publish-api.ts';

/** A site row's publish: its home page at once, or the whole site as a task with the progress dialog. */
export function SitePublishButton({ siteId, name }: { siteId: number; name: string }) {
  const { t } = useTranslation('cms');
  const [taskId, setTaskId] = useState<string | null>(null);
  const run = async (key: string) => {
    if (key === 'index') {
      const r = await publishApi.siteIndex(siteId);
      Message.success(t('publish.indexDone', { pages: r.pages }));
    } else setTaskId(await publishApi.site(siteId));
  };
  return (
    <HasPermi value="cms:site:edit">
      <Dropdown
        droplist={
          <Menu onClickMenuItem={(k) => void run(k)}>
            <Menu.Item key="index">{t('publish.siteIndex')}</Menu.Item>
            <Menu.Item key="all">{t('publish.siteAll')}</Menu.Item>
          </Menu>
        }
      >
        <Button type="text" size="mini" icon={<IconSend />} data-action="publish">
          {t('publish.site')} <IconDown />
        </Button>
      </Dropdown>
      <Modal title={t('publish.siteAll')} visible={taskId != null} footer={null} onCancel={() => setTaskId(null)} unmountOnExit>
        <AsyncTaskProgress taskId={taskId} title={name} />
      </Modal>
    </HasPermi>
  );
}
