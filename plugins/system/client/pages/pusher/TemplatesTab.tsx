import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Input, Select, Space, Tag } from '@arco-design/web-react';
import { useHasPermi } from '#kernel/client';
import { pusherApi, type PushEvent, type PushTemplate } from '../../api/pusher-api.ts';

/**
 * An event's message in each language (liquid: `{{ field }}` from the event, `recipient.name`); saving
 * checks the syntax on the server; "default" goes back to the event's own text.
 */
export function TemplatesTab({ events }: { events: PushEvent[] }) {
  const { t } = useTranslation('system');
  const canEdit = useHasPermi('system:pusher:edit');
  const [eventCode, setEventCode] = useState<string | undefined>(events[0]?.code);
  const [rows, setRows] = useState<PushTemplate[]>([]);
  const load = (code: string) => pusherApi.templates(code).then(setRows);

  useEffect(() => {
    if (!eventCode && events[0]) setEventCode(events[0].code);
  }, [events, eventCode]);
  useEffect(() => {
    if (eventCode) void load(eventCode);
  }, [eventCode]);

  const edit = (lang: string, patch: Partial<PushTemplate>) => setRows((rs) => rs.map((r) => (r.lang === lang ? { ...r, ...patch } : r)));
  const save = async (r: PushTemplate) => {
    if (!eventCode) return;
    await pusherApi.saveTemplate({ eventCode, lang: r.lang, subject: r.subject, body: r.body });
    await load(eventCode);
  };
  const reset = async (r: PushTemplate) => {
    if (!eventCode) return;
    await pusherApi.resetTemplate(eventCode, r.lang);
    await load(eventCode);
  };

  return (
    <div data-page="system/pusher/templates">
      <Space style={{ marginBottom: 12 }}>
        <span>{t('fields.eventCode')}</span>
        <Select
          style={{ width: 320 }}
          value={eventCode}
          onChange={setEventCode}
          options={events.map((e) => ({ value: e.code, label: e.name }))}
        />
      </Space>
      <div className="zx-push-templates">
        {rows.map((r) => (
          <Card
            key={r.lang}
            size="small"
            title={
              <Space>
                {t(`common:language.${r.lang}`)}
                {r.custom ? <Tag color="green">{t('pusher.custom')}</Tag> : <Tag>{t('pusher.default')}</Tag>}
              </Space>
            }
            extra={
              canEdit && (
                <Space>
                  {r.custom && (
                    <Button size="mini" onClick={() => void reset(r)}>
                      {t('pusher.useDefault')}
                    </Button>
                  )}
                  <Button size="mini" type="primary" onClick={() => void save(r).catch(() => {})} data-testid={`tpl-save-${r.lang}`}>
                    {t('pusher.save')}
                  </Button>
                </Space>
              )
            }
          >
            <Input value={r.subject} onChange={(v) => edit(r.lang, { subject: v })} disabled={!canEdit} maxLength={500} />
            <Input.TextArea
              style={{ marginTop: 8, fontFamily: 'monospace' }}
              value={r.body}
              onChange={(v) => edit(r.lang, { body: v })}
              disabled={!canEdit}
              autoSize={{ minRows: 4, maxRows: 12 }}
            />
          </Card>
        ))}
      </div>
      <div style={{ color: 'var(--color-text-3)', marginTop: 8 }}>{t('pusher.templateHint')}</div>
    </div>
  );
}
