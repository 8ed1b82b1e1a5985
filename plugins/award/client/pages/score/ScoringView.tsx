import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Empty, Grid, Link, Space, Spin, Tag } from '@arco-design/web-react';
import { createForm } from '@formily/core';
import { SchemaForm, download } from '#kernel/client';
import { ratio } from '../../../shared/form-walk.ts';
import { type ScoringView as View, scoreApi } from '../../api/expert-api.ts';
import { prepareSchema } from '../application/prepare-schema.ts';
import { ScoreSheetForm } from './ScoreSheetForm.tsx';

const SCOPE = { $ratio: ratio };

/** One assigned application, read-only, with the expert's own score sheet beside it. */
export function ScoringView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('award');
  const [view, setView] = useState<View | null>(null);
  const [failed, setFailed] = useState(false);
  const form = useMemo(() => createForm({ readPretty: true }), [id]);
  const load = () =>
    scoreApi.view(id).then(
      (v) => {
        form.setValues(v.application.formData, 'overwrite');
        setView(v);
      },
      () => setFailed(true),
    );
  useEffect(() => {
    void load();
  }, [id]);
  const schema = useMemo(
    () => (view?.schema ? prepareSchema(view.schema, (k) => t(k), { slots: [], applicationId: id, disabled: true }) : null),
    [view, t, id],
  );

  if (failed) return <Empty description={t('app.loadFailed')} />;
  if (!view) return <Spin style={{ display: 'block', marginTop: 120 }} />;
  const a = view.application;
  return (
    <div className="award-scoring" data-application={a.applicationId} style={{ padding: 16 }}>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space>
          <h2 style={{ margin: 0, fontSize: 18 }}>{a.projectName ?? a.enterpriseName}</h2>
          {a.applicationNo && <Tag>{a.applicationNo}</Tag>}
          <Tag color="arcoblue">{t(`types.${a.awardType}`)}</Tag>
          <Tag>{t(`status.${a.status}`)}</Tag>
          <Tag color="orange">{t(`expert.role.${view.assignment.role}`)}</Tag>
        </Space>
        <Button onClick={onBack}>{t('score.sheet.back')}</Button>
      </Space>
      {!view.editable && !view.sheet?.signedAt && <Alert type="info" style={{ marginBottom: 12 }} content={t('score.sheet.readOnly')} />}
      <Grid.Row gutter={16}>
        <Grid.Col span={10}>
          <Card size="small" title={t('score.sheet.application')} bodyStyle={{ maxHeight: 'calc(100vh - 230px)', overflow: 'auto' }}>
            <div style={{ marginBottom: 8, color: 'var(--color-text-2)' }}>
              {t('app.round')}: {a.roundTitle} · {t('app.enterprise')}: {a.enterpriseName}
            </div>
            {schema && <SchemaForm schema={schema} form={form} scope={SCOPE} readPretty layout={{ labelWidth: 170 }} />}
            {a.attachments.length > 0 && (
              <div className="award-scoring-files">
                <h4>{t('score.sheet.attachments')}</h4>
                <ul>
                  {a.attachments.map((f, n) => (
                    <li key={`${f.slot}-${n}`}>
                      <Link onClick={() => void download(scoreApi.fileUrl(a.applicationId, f.uploadId), {}, f.name)}>{f.name}</Link> (
                      {Math.ceil(f.size / 1024)} KB)
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={14}>
          {view.template ? (
            <ScoreSheetForm
              key={view.sheet?.signedAt ?? 'open'}
              applicationId={a.applicationId}
              template={view.template}
              sheet={view.sheet}
              editable={view.editable}
              onSigned={() => void load()}
            />
          ) : (
            <Empty description={t('score.sheet.noTemplate')} />
          )}
        </Grid.Col>
      </Grid.Row>
    </div>
  );
}
