import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Empty, Message, Modal, Result, Select, Space, Spin, Tag } from '@arco-design/web-react';
import { IconPrinter } from '@arco-design/web-react/icon';
import { createForm, isField } from '@formily/core';
import { toJS } from '@formily/reactive';
import { type RequestError, SchemaForm, useHasPermi } from '#kernel/client';
import { FORM_ROUTES, type PreCheck, listRouteOf } from '../../../shared/application.ts';
import type { AwardType } from '../../../shared/permissions.ts';
import type { ReviewRecordRow } from '../../../shared/workflow.ts';
import { type ApplicationFull, type AwardSchema, applicationApi, printRoute } from '../../api/application-api.ts';
import type { OpenRound } from '../../api/round-api.ts';
import { enterpriseApi } from '../../api/enterprise-api.ts';
import { reviewApi } from '../../api/review-api.ts';
import { PreCheckResult } from '../../components/PreCheckResult.tsx';
import { ReturnNotice } from './ReturnNotice.tsx';
import { FORM_SCOPE, prepareSchema } from './prepare-schema.ts';

/**
 * An award application form (SPEC §2 `/awardapplication/<type>add`, `excellententerprisesawardedit`): the
 * stored schema version the application was filled with, rendered by the kernel's SchemaForm; save a draft as it
 * is, pre-check, submit. A new application picks an open round and starts from the enterprise's own details.
 */
export default function ApplicationFormPage() {
  const { t, i18n } = useTranslation('award');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const route = pathname.split('/').filter(Boolean).pop() ?? '';
  const type = (Object.entries(FORM_ROUTES).find(([, r]) => r === route)?.[0] ?? '') as AwardType;
  const listUrl = `/awardapplication/${listRouteOf(type) ?? ''}`;
  const wantedId = Number(params.get('id')) || null;

  const canSubmit = useHasPermi('award:application:submit');
  const form = useMemo(() => createForm(), []);
  // the draft this page just created: its id in the address must not reload it
  const created = useRef<number | null>(null);
  const [app, setApp] = useState<ApplicationFull | null>(null);
  const [def, setDef] = useState<AwardSchema | null>(null);
  const [rounds, setRounds] = useState<OpenRound[] | null>(null);
  const [roundId, setRoundId] = useState<number | undefined>();
  const [precheck, setPrecheck] = useState<PreCheck | null>(null);
  // the return the applicant answers (its opinion and fields), when the application is RETURNED
  const [returnRecord, setReturnRecord] = useState<ReviewRecordRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!type) return setFailed(true);
    if (wantedId && wantedId === created.current) return;
    let live = true;
    (async () => {
      if (wantedId) {
        const a = await applicationApi.get(wantedId);
        const s = await applicationApi.schema(type, a.schemaVersion);
        const records = a.status === 'RETURNED' ? await reviewApi.records(a.applicationId) : [];
        if (!live) return;
        setReturnRecord(records.findLast((r) => r.toStatus === 'RETURNED') ?? null);
        form.setValues(a.formData, 'overwrite');
        setApp(a);
        setPrecheck(a.precheck);
        setDef(s);
        return;
      }
      const rs = await applicationApi.rounds(type);
      if (!live) return;
      setRounds(rs);
      const open = rs.find((r) => r.state === 'open') ?? rs[0];
      // the applicant block starts from the enterprise's own record (awards.md §2.7: prefilled, changes go through it)
      const mine = await enterpriseApi.mine(true).catch(() => null);
      if (open && mine && type === 'excellententerprisesaward') {
        // one record per enterprise and round (the `…edit` route): the existing one opens instead of a new one
        const found = await applicationApi.list({ awardType: type, roundId: open.roundId, pageNum: 1, pageSize: 10 });
        const existing = found.rows.find((r) => r.status !== 'WITHDRAWN' && r.enterpriseId === mine.enterpriseId);
        if (existing && live) return setParams({ id: String(existing.applicationId) }, { replace: true });
      }
      setRoundId(open?.roundId);
      // the round's version when it is shipped, else the current one
      const s = await applicationApi.schema(type, open?.schemaVersion, true).catch(() => applicationApi.schema(type));
      if (!live) return;
      if (mine)
        form.setInitialValues({
          applicant: {
            enterpriseName: mine.enterpriseName,
            uscc: mine.uscc,
            enterpriseType: mine.enterpriseType,
            legalRep: mine.legalRep,
            establishedDate: mine.establishedDate ?? undefined,
            regAddress: mine.regAddress ?? undefined,
            contactName: mine.contactName ?? undefined,
            contactMobile: mine.contactMobile ?? undefined,
          },
        });
      setDef(s);
    })().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [type, wantedId]);

  const round = rounds?.find((r) => r.roundId === roundId);
  const editable = app ? app.editable : true;
  const returned = app?.status === 'RETURNED' && app.returnedFields?.length ? app.returnedFields : null;
  const schema = useMemo(
    () =>
      def
        ? prepareSchema(def.schema, (k) => t(k), {
            slots: app?.slots ?? round?.slots,
            applicationId: app?.applicationId,
            disabled: !editable,
            returned: returned ?? undefined,
          })
        : null,
    [def, app, round, editable, returned, t, i18n.language],
  );

  // the printable application opens in a new tab (the console's address of its full-window page)
  const printHref = useHref(printRoute(app?.applicationId ?? 0));

  const showProblem = (e: unknown) => {
    const field = ((e as RequestError).data as { field?: string } | undefined)?.field;
    if (!field) return;
    const target = form.query(field).take();
    if (target && isField(target)) {
      target.setSelfErrors([(e as Error).message]);
      requestAnimationFrame(() => document.querySelector('.arco-form-item-error')?.scrollIntoView({ block: 'center' }));
    }
  };

  /** Saves the form as it is (a draft needs no validation); returns the application as stored. */
  const save = async (): Promise<ApplicationFull> => {
    const formData = toJS(form.values) as Record<string, unknown>;
    let id = app?.applicationId;
    if (!id) {
      if (!roundId) throw new Error(t('app.noOpenRound'));
      id = (await applicationApi.add({ roundId, formData })).applicationId;
      created.current = id;
      setParams({ id: String(id) }, { replace: true });
    } else await applicationApi.update({ applicationId: id, version: app!.version, formData });
    const fresh = await applicationApi.get(id);
    setApp(fresh);
    return fresh;
  };

  const run = async (what: () => Promise<void>) => {
    setBusy(true);
    try {
      await what();
    } catch (e) {
      showProblem(e);
    } finally {
      setBusy(false);
    }
  };

  const saveDraft = () =>
    run(async () => {
      await save();
      Message.success(t('app.draftSaved'));
    });

  const preCheck = () =>
    run(async () => {
      const a = await save();
      setPrecheck(await applicationApi.preCheck(a.applicationId));
      requestAnimationFrame(() => document.querySelector('.award-precheck')?.scrollIntoView({ block: 'start' }));
    });

  const submit = async () => {
    try {
      await form.validate();
    } catch {
      Message.error(t('app.fixErrors'));
      requestAnimationFrame(() => document.querySelector('.arco-form-item-error')?.scrollIntoView({ block: 'center' }));
      return;
    }
    Modal.confirm({
      title: returned ? t('examine.resubmit') : t('app.submit'),
      content: returned ? t('examine.resubmitConfirm') : t('app.submitConfirm'),
      onOk: () =>
        run(async () => {
          const a = await save();
          const r = await applicationApi.submit(a.applicationId, a.version);
          setPrecheck(r.precheck);
          Message.success(t('app.submitted'));
          navigate(listUrl);
        }),
    });
  };

  if (failed) return <Result status="error" title={t('app.loadFailed')} />;
  if (!schema) return <Spin style={{ display: 'block', marginTop: 120 }} />;
  const title = t(app ? 'app.editTitle' : 'app.newTitle', { type: t(`types.${type}`) });

  return (
    <div className="award-application-form" data-type={type} style={{ padding: 16 }}>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space>
          <h2 style={{ margin: 0, fontSize: 18 }}>{title}</h2>
          <Tag color="arcoblue">{t('app.formVersion', { version: def!.version })}</Tag>
          {app?.applicationNo && <Tag>{app.applicationNo}</Tag>}
          {app && <Tag color={app.editable ? 'gray' : 'green'}>{t(`status.${app.status}`)}</Tag>}
        </Space>
        <Space>
          {app && (
            <Button icon={<IconPrinter />} data-action="print" onClick={() => window.open(printHref, '_blank')}>
              {t('app.print')}
            </Button>
          )}
          <Button onClick={() => navigate(listUrl)}>{t('app.back')}</Button>
        </Space>
      </Space>
      {app ? (
        <div style={{ marginBottom: 12, color: 'var(--color-text-2)' }}>
          {t('app.round')}: {app.roundTitle}
        </div>
      ) : rounds && rounds.length ? (
        <Space style={{ marginBottom: 12 }}>
          <span>{t('app.chooseRound')}</span>
          <Select
            style={{ width: 360 }}
            value={roundId}
            onChange={setRoundId}
            options={rounds.map((r) => ({
              value: r.roundId,
              label: `${r.title}（${r.openAt} ~ ${r.closeAt}）`,
              disabled: r.state === 'closed',
            }))}
          />
        </Space>
      ) : (
        <Empty description={t('app.noOpenRound')} />
      )}
      {app && !editable && (
        <Alert type="info" style={{ marginBottom: 12 }} content={t('app.readOnly', { status: t(`status.${app.status}`) })} />
      )}
      {returned && app && <ReturnNotice app={app} record={returnRecord} fields={returned} schema={def!.schema} slots={app.slots} />}
      <SchemaForm schema={schema} form={form} scope={FORM_SCOPE} readPretty={!editable} layout={{ labelWidth: 190 }} />
      {precheck && <PreCheckResult result={precheck} />}
      {editable && (app || roundId) && (
        <div
          className="award-form-actions"
          style={{
            position: 'sticky',
            bottom: 0,
            background: 'var(--color-bg-2)',
            padding: '12px 0',
            marginTop: 12,
            borderTop: '1px solid var(--color-border)',
            zIndex: 10,
          }}
        >
          <Space>
            <Button loading={busy} onClick={() => void saveDraft()} data-action="save-draft">
              {t('app.saveDraft')}
            </Button>
            <Button loading={busy} onClick={() => void preCheck()} data-action="pre-check">
              {t('app.preCheck')}
            </Button>
            {canSubmit && (
              <Button type="primary" loading={busy} onClick={() => void submit()} data-action="submit">
                {returned ? t('examine.resubmit') : t('app.submit')}
              </Button>
            )}
          </Space>
        </div>
      )}
    </div>
  );
}
