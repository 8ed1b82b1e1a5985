import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DatePicker, Form, Input, InputNumber, Select, Switch } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import {
  CrudDialog,
  CrudPage,
  DictTag,
  HasPermi,
  download,
  formRules,
  useDict,
  useEditDialog,
  useHasPermi,
  useTableList,
  type CrudColumn,
} from '#kernel/client';
import type { Round, RoundAdd, RoundQuery } from '../../../shared/round.ts';
import { SCORE_TEMPLATES, nameIn } from '../../../shared/score-templates.ts';
import { roundApi, roundObject } from '../../api/round-api.ts';
import PublicityDrawer from './PublicityDrawer.tsx';

type Editing = Partial<Round> & { scaleRulesText?: string; attachmentSlotsText?: string };

const json = (v: unknown) => JSON.stringify(v ?? [], null, 2);

/** Awards → Rounds (awards.md §5): a round per award type, year and batch, with its limits and review settings. */
export default function RoundPage() {
  const { t, i18n } = useTranslation('award');
  const dict = useDict('award_type', 'award_round_state');
  const canExport = useHasPermi('award:application:export');
  const list = useTableList(roundObject, {});
  const [publicity, setPublicity] = useState<number | null>(null);
  const dialog = useEditDialog<Editing>(async (id: number) => {
    const r = await roundApi.get(id);
    return { ...r, scaleRulesText: json(r.scaleRules), attachmentSlotsText: json(r.attachmentSlots) };
  });
  const jsonRule = {
    validator: (v: string | undefined, cb: (m?: string) => void) => {
      try {
        if (!Array.isArray(JSON.parse(v || '[]'))) throw new Error();
        cb();
      } catch {
        cb(t('round.jsonInvalid'));
      }
    },
  };

  const columns = useMemo<CrudColumn<Round>[]>(
    () => [
      { key: 'title', dataIndex: 'title', title: t('round.title'), width: 240 },
      {
        key: 'awardType',
        dataIndex: 'awardType',
        title: t('round.awardType'),
        width: 200,
        render: (v: string) => <DictTag options={dict.award_type} value={v} />,
      },
      { key: 'year', dataIndex: 'year', title: t('round.year'), width: 80 },
      { key: 'batch', dataIndex: 'batch', title: t('round.batch'), width: 70 },
      { key: 'openAt', dataIndex: 'openAt', title: t('round.openAt'), width: 170 },
      { key: 'closeAt', dataIndex: 'closeAt', title: t('round.closeAt'), width: 170 },
      {
        key: 'state',
        dataIndex: 'state',
        title: t('round.state'),
        width: 100,
        render: (v: string) => <DictTag options={dict.award_round_state} value={v} />,
      },
    ],
    [t, dict],
  );

  const year = new Date().getFullYear();
  return (
    <CrudPage<Round, RoundQuery>
      page="award/round/index"
      object={roundObject}
      list={list}
      columns={columns}
      onAdd={() =>
        dialog.openAdd({
          year,
          batch: 1,
          maxPerEnterprise: 0,
          requiresMembership: false,
          recommenderRequired: false,
          siteInspectionRequired: false,
          publicityDays: 7,
          publicityWorkingDays: false,
          committeePassRatio: 0.5,
          returnLimit: 2,
          resubmitDeadlineDays: 10,
          schemaVersion: 1,
          minExperts: 2,
          prerequisites: [],
          scaleRulesText: '[]',
          attachmentSlotsText: '[]',
        })
      }
      onEdit={(r) => void dialog.openEdit(r.roundId)}
      rowActions={(r) => (
        <>
          <HasPermi value={['award:application:publish', 'award:application:decide']}>
            <Button type="text" size="mini" data-action="publicity" onClick={() => setPublicity(r.roundId)}>
              {t('round.publicity')}
            </Button>
          </HasPermi>
          {canExport && (
            <Button
              type="text"
              size="mini"
              icon={<IconDownload />}
              data-action="export-round"
              onClick={() => void download(roundApi.exportUrl(r.roundId), {}, `${r.title}.xlsx`).catch(() => {})}
            >
              {t('export.button')}
            </Button>
          )}
        </>
      )}
      actionsWidth={canExport ? 330 : 230}
      actionsFixed
      tableProps={{ scroll: { x: 1300 } }}
      search={
        <>
          <Form.Item field="awardType" label={t('round.awardType')}>
            <Select allowClear style={{ width: 220 }} options={dict.award_type} />
          </Form.Item>
          <Form.Item field="title" label={t('round.title')}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
        </>
      }
    >
      <CrudDialog<Editing>
        dialog={dialog}
        idKey="roundId"
        width={760}
        titles={[t('round.addTitle'), t('round.editTitle')]}
        submit={(v) => {
          const body: RoundAdd = {
            awardType: v.awardType!,
            title: v.title!,
            year: Number(v.year),
            batch: Number(v.batch),
            openAt: v.openAt!,
            closeAt: v.closeAt!,
            scaleRules: JSON.parse(v.scaleRulesText || '[]'),
            prerequisites: v.prerequisites ?? [],
            maxPerEnterprise: Number(v.maxPerEnterprise ?? 0),
            requiresMembership: !!v.requiresMembership,
            recommenderRequired: !!v.recommenderRequired,
            siteInspectionRequired: !!v.siteInspectionRequired,
            attachmentSlots: JSON.parse(v.attachmentSlotsText || '[]'),
            scoreTemplate: v.scoreTemplate || null,
            passScore: v.passScore ?? null,
            publicityDays: Number(v.publicityDays ?? 7),
            publicityWorkingDays: !!v.publicityWorkingDays,
            committeePassRatio: Number(v.committeePassRatio ?? 0.5),
            returnLimit: Number(v.returnLimit ?? 2),
            resubmitDeadlineDays: Number(v.resubmitDeadlineDays ?? 10),
            schemaVersion: Number(v.schemaVersion ?? 1),
            minExperts: Number(v.minExperts ?? 2),
            remark: v.remark ?? null,
          };
          return v.roundId ? roundApi.update({ ...body, roundId: v.roundId, version: v.version ?? 0 }) : roundApi.add(body);
        }}
        onSaved={() => void list.reload()}
      >
        <Form.Item field="awardType" label={t('round.awardType')} rules={[formRules.required()]}>
          <Select options={dict.award_type} />
        </Form.Item>
        <Form.Item field="title" label={t('round.title')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={200} />
        </Form.Item>
        <NumberItem field="year" label={t('round.year')} min={2000} max={2100} required />
        <NumberItem field="batch" label={t('round.batch')} min={1} max={99} required />
        <Form.Item field="openAt" label={t('round.openAt')} rules={[formRules.required()]}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item field="closeAt" label={t('round.closeAt')} rules={[formRules.required()]}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: 220 }} />
        </Form.Item>
        <NumberItem field="maxPerEnterprise" label={t('round.maxPerEnterprise')} extra={t('round.maxHint')} min={0} max={1000} />
        <SwitchItem field="requiresMembership" label={t('round.requiresMembership')} />
        <SwitchItem field="recommenderRequired" label={t('round.recommenderRequired')} extra={t('round.recommenderRequiredHint')} />
        <SwitchItem
          field="siteInspectionRequired"
          label={t('round.siteInspectionRequired')}
          extra={t('round.siteInspectionRequiredHint')}
        />
        <Form.Item field="prerequisites" label={t('round.prerequisites')}>
          <Select mode="multiple" allowClear options={dict.award_type} />
        </Form.Item>
        <Form.Item field="scaleRulesText" label={t('round.scaleRules')} rules={[jsonRule]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
        </Form.Item>
        <Form.Item field="attachmentSlotsText" label={t('round.attachmentSlots')} rules={[jsonRule]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} />
        </Form.Item>
        <Form.Item field="scoreTemplate" label={t('round.scoreTemplate')}>
          <Select
            allowClear
            placeholder={t('round.templateDefault')}
            options={SCORE_TEMPLATES.map((x) => ({ value: x.id, label: `${x.id} · ${nameIn(x.name, i18n.language)}` }))}
          />
        </Form.Item>
        <NumberItem field="minExperts" label={t('round.minExperts')} min={1} max={50} />
        <NumberItem field="passScore" label={t('round.passScore')} min={0} max={1000} />
        <NumberItem field="publicityDays" label={t('round.publicityDays')} min={0} max={90} />
        <SwitchItem field="publicityWorkingDays" label={t('round.publicityWorkingDays')} />
        <NumberItem
          field="committeePassRatio"
          label={t('round.committeePassRatio')}
          extra={t('round.committeePassRatioHint')}
          min={0}
          max={0.999}
          step={0.05}
          precision={3}
        />
        <NumberItem field="returnLimit" label={t('round.returnLimit')} min={0} max={10} />
        <NumberItem field="resubmitDeadlineDays" label={t('round.resubmitDeadlineDays')} min={1} max={365} />
        <NumberItem field="schemaVersion" label={t('round.schemaVersion')} min={1} max={1000} />
        <Form.Item field="remark" label={t('round.remark')}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
      </CrudDialog>
      <PublicityDrawer roundId={publicity} onClose={() => setPublicity(null)} />
    </CrudPage>
  );
}

/** A number field of the round form (160 px wide). */
function NumberItem({
  field,
  label,
  extra,
  required,
  ...input
}: {
  field: string;
  label: string;
  extra?: string;
  required?: boolean;
  min: number;
  max: number;
  step?: number;
  precision?: number;
}) {
  return (
    <Form.Item field={field} label={label} extra={extra} rules={required ? [formRules.required()] : undefined}>
      <InputNumber {...input} style={{ width: 160 }} />
    </Form.Item>
  );
}

/** A yes/no field of the round form. */
function SwitchItem({ field, label, extra }: { field: string; label: string; extra?: string }) {
  return (
    <Form.Item field={field} label={label} extra={extra} triggerPropName="checked">
      <Switch />
    </Form.Item>
  );
}
