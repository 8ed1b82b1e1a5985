import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Descriptions, Grid, Result, Space, Spin, Tabs, Tag } from '@arco-design/web-react';
import { createForm } from '@formily/core';
import { DictTag, HasPermi, SchemaForm, useDict, useHasPermi } from '#kernel/client';
import { listRouteOf } from '../../../shared/application.ts';
import {
  GENERIC_ACTIONS,
  type GenericAction,
  type MaterialCheckItem,
  type ReviewRecordRow,
  SINGLE_STAGE_TYPES,
  TRANSITIONS,
  actionsFrom,
} from '../../../shared/workflow.ts';
import type { AwardType } from '../../../shared/permissions.ts';
import { type ApplicationFull, type AwardSchema, applicationApi } from '../../api/application-api.ts';
import { type RevisionDiff, reviewApi } from '../../api/review-api.ts';
import { PreCheckResult } from '../../components/PreCheckResult.tsx';
import { FORM_SCOPE, prepareSchema } from '../application/prepare-schema.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { DiffTable } from './DiffTable.tsx';
import { fieldGroups } from './field-labels.ts';
import { MaterialChecklist, initialChecklist } from './MaterialChecklist.tsx';
import { EXAMINE_PANELS, type ExaminePanel } from './panels.ts';
import { ReviewTimeline } from './ReviewTimeline.tsx';

/** The actions this screen offers: the generic staff actions of the review routes (withdraw is the applicant's). */
const STAFF_ACTIONS = GENERIC_ACTIONS.filter((a) => a !== 'withdraw');
const DANGER: readonly GenericAction[] = ['reject', 'revoke'];

/** Extra tabs are loaded once each, when first shown. */
const panelViews = new Map<string, ReturnType<typeof lazy>>();
const viewOf = (p: ExaminePanel) => {
  const known = panelViews.get(p.key);
  if (known) return known;
  const view = lazy(p.load);
  panelViews.set(p.key, view);
  return view;
};

/** The extra tabs the signed-in person may see. */
const useAllowedPanels = () =>
  // biome-ignore lint/correctness/useHookAtTopLevel: EXAMINE_PANELS is fixed when the module loads, so the hooks always run in one order
  EXAMINE_PANELS.filter((p) => useHasPermi(p.permission));

/**
 * The examine screen of SPEC §2 (`…awardexamine?id=`, awards.md §7 last note): the application read-only with the
 * schema version it was filled with, beside the material checklist, the pre-check result, the review records, the
 * changes of a resubmission and the panels of later stages; the status machine's staff actions as buttons, each
 * with its dialog. After an action the screen loads again and shows the new status.
 */
export default function ExaminePage() {
  const { t, i18n } = useTranslation('award');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const form = useMemo(() => createForm({ readPretty: true }), [id]);
  const [app, setApp] = useState<ApplicationFull | null>(null);
  const [def, setDef] = useState<AwardSchema | null>(null);
  const [records, setRecords] = useState<ReviewRecordRow[]>([]);
  const [diff, setDiff] = useState<RevisionDiff | null>(null);
  const [checklist, setChecklist] = useState<MaterialCheckItem[]>([]);
  const [acting, setActing] = useState<GenericAction | null>(null);
  const [tab, setTab] = useState('material');
  const [failed, setFailed] = useState(false);
  const panels = useAllowedPanels();
  const dict = useDict('award_status');

  const load = useCallback(async () => {
    if (!id) return setFailed(true);
    try {
      const a = await applicationApi.get(id);
      const [s, recs, d] = await Promise.all([
        applicationApi.schema(a.awardType, a.schemaVersion),
        reviewApi.records(id),
        a.revision > 1 ? reviewApi.diff(id) : Promise.resolve(null),
      ]);
      form.setValues(a.formData, 'overwrite');
      const files = (a.formData.attachments ?? {}) as Parameters<typeof initialChecklist>[1];
      // the last checklist given, else one row per slot from the files present
      const last = recs.findLast((r) => r.materialCheck?.length)?.materialCheck;
      setChecklist(last ?? initialChecklist(a.slots, files));
      setApp(a);
      setDef(s);
      setRecords(recs);
      setDiff(d);
    } catch {
      setFailed(true);
    }
  }, [id, form]);
  useEffect(() => {
    void load();
  }, [load]);

  const schema = useMemo(
    () =>
      def && app ? prepareSchema(def.schema, (k) => t(k), { slots: app.slots, applicationId: app.applicationId, disabled: true }) : null,
    [def, app, t, i18n.language],
  );
  const groups = useMemo(() => (def && app ? fieldGroups(def.schema, t, app.slots) : []), [def, app, t, i18n.language]);

  if (failed) return <Result status="404" title={t('examine.loadFailed')} />;
  if (!app || !def || !schema) return <Spin style={{ display: 'block', marginTop: 120 }} />;

  const single = SINGLE_STAGE_TYPES.includes(app.awardType as AwardType);
  const actions = actionsFrom(app.status, 'staff').filter(
    (a): a is GenericAction =>
      (STAFF_ACTIONS as readonly string[]).includes(a) && !(a === 'pass' && single) && !(a === 'register' && !single),
  );
  const files = (app.formData.attachments ?? {}) as Parameters<typeof initialChecklist>[1];
  const checking = actions.includes('pass') || actions.includes('register');
  const back = `/awardapplication/${listRouteOf(app.awardType) ?? ''}`;

  return (
    <div className="award-examine" data-page="award/application/examine" data-status={app.status} style={{ padding: 16 }}>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space wrap>
          <h2 style={{ margin: 0, fontSize: 18 }}>{t('examine.title', { type: t(`types.${app.awardType}`) })}</h2>
          {app.applicationNo && <Tag>{app.applicationNo}</Tag>}
          <span data-status-tag={app.status}>
            <DictTag options={dict.award_status} value={app.status} />
          </span>
          <Tag>{t('app.formVersion', { version: def.version })}</Tag>
        </Space>
        <Space wrap>
          {actions.map((a) => (
            <HasPermi key={a} value={TRANSITIONS[a].permission}>
              <Button
                type={a === 'pass' || a === 'register' ? 'primary' : 'outline'}
                status={DANGER.includes(a) ? 'danger' : a === 'return' || a === 'supplement' ? 'warning' : undefined}
                data-action={a}
                onClick={() => setActing(a)}
              >
                {t(`action.${a}`)}
              </Button>
            </HasPermi>
          ))}
          <Button onClick={() => navigate(back)}>{t('app.back')}</Button>
        </Space>
      </Space>
      <Descriptions
        size="small"
        column={4}
        style={{ marginBottom: 12 }}
        data={[
          { label: t('app.enterprise'), value: app.enterpriseName ?? '' },
          { label: t('app.round'), value: app.roundTitle ?? '' },
          { label: t('app.submittedTime'), value: app.submittedTime ?? '—' },
          { label: t('app.revision'), value: String(app.revision) },
        ]}
      />
      <Grid.Row gutter={16}>
        <Grid.Col span={14}>
          <Card size="small" className="award-examine-form">
            <SchemaForm schema={schema} form={form} scope={FORM_SCOPE} readPretty layout={{ labelWidth: 170 }} />
          </Card>
        </Grid.Col>
        <Grid.Col span={10}>
          <Card size="small" className="award-examine-side" style={{ position: 'sticky', top: 8 }}>
            <Tabs activeTab={tab} onChange={setTab} size="small">
              <Tabs.TabPane key="material" title={t('examine.tabMaterial')}>
                <MaterialChecklist slots={app.slots} files={files} value={checklist} onChange={setChecklist} readOnly={!checking} />
              </Tabs.TabPane>
              <Tabs.TabPane key="precheck" title={t('examine.tabPreCheck')}>
                {app.precheck ? <PreCheckResult result={app.precheck} /> : <Result status={null} title={t('examine.noPreCheck')} />}
              </Tabs.TabPane>
              <Tabs.TabPane key="records" title={t('examine.tabRecords', { n: records.length })}>
                <ReviewTimeline records={records} schema={def.schema} slots={app.slots} />
              </Tabs.TabPane>
              {diff && (
                <Tabs.TabPane key="diff" title={t('examine.tabDiff', { n: diff.changes.length })}>
                  <DiffTable diff={diff} schema={def.schema} slots={app.slots} />
                </Tabs.TabPane>
              )}
              {panels.map((p) => {
                const View = viewOf(p);
                return (
                  <Tabs.TabPane key={p.key} title={t(p.title)}>
                    <Suspense fallback={<Spin />}>
                      <View application={app} schema={def} reload={() => void load()} />
                    </Suspense>
                  </Tabs.TabPane>
                );
              })}
            </Tabs>
          </Card>
        </Grid.Col>
      </Grid.Row>
      <ActionDialog
        action={acting}
        app={app}
        groups={groups}
        materialCheck={checklist}
        onClose={() => setActing(null)}
        onDone={() => {
          setActing(null);
          void load();
        }}
      />
    </div>
  );
}
