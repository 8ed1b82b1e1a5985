import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Space, Typography } from '@arco-design/web-react';
import { IconSend } from '@arco-design/web-react/icon';
import { AsyncTaskProgress } from '#kernel/client';
import { type TemplateImpact, templateImpactApi } from '../../api/template-api.ts';

/**
 * After a template save: how many pages the template renders (home, catalog and content pages, through the
 * templates that include it) and the offer to republish exactly those, with the task's progress.
 */
export function TemplateImpactDialog({ impact, onClose }: { impact: TemplateImpact | null; onClose(): void }) {
  const { t } = useTranslation('cms');
  const [taskId, setTaskId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const close = () => {
    setTaskId(null);
    onClose();
  };
  const start = async () => {
    if (!impact) return;
    setStarting(true);
    try {
      setTaskId(await templateImpactApi.republish(impact.templateId));
    } catch {
      // the request layer showed why
    } finally {
      setStarting(false);
    }
  };
  const catalogPages = impact?.catalogs.reduce((n, c) => n + (c.index ? 1 : 0) + (c.list ? 1 : 0), 0) ?? 0;
  return (
    <Modal
      title={t('impact.title')}
      visible={impact != null}
      onCancel={close}
      footer={null}
      unmountOnExit
      className="zx-template-impact"
      style={{ width: 560 }}
    >
      {impact && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph className="zx-impact-summary">
            {t('impact.summary', {
              pages: impact.pages,
              pipe: impact.publishPipeCode,
              index: impact.siteIndex ? 1 : 0,
              catalogs: catalogPages,
              contents: impact.contents,
            })}
          </Typography.Paragraph>
          {impact.templates.length > 1 && (
            <Typography.Text type="secondary">{t('impact.through', { names: impact.templates.join(', ') })}</Typography.Text>
          )}
          {taskId && <AsyncTaskProgress taskId={taskId} title={t('impact.progress')} />}
          <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
            <Button onClick={close}>{taskId ? t('theme.cancel') : t('impact.later')}</Button>
            {!taskId && (
              <Button type="primary" icon={<IconSend />} loading={starting} onClick={() => void start()} className="zx-impact-republish">
                {t('impact.republish', { pages: impact.pages })}
              </Button>
            )}
          </Space>
        </Space>
      )}
    </Modal>
  );
}
