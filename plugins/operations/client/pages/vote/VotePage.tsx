import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, DatePicker, Form, Input, InputNumber, Radio, Select, Tag } from '@arco-design/web-react';
import { IconList } from '@arco-design/web-react/icon';
import { CrudDialog, CrudPage, fieldColumns, formRules, HasPermi, useEditDialog, useTableList } from '#kernel/client';
import { VOTE_LIMITS, VOTE_STATUSES, type VoteUserType } from '../../../shared/vote.ts';
import { type VoteQuery, type VoteRow, voteApi, voteObject } from '../../api/vote-api.ts';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** letters, digits and underscore (SPEC) */
const CODE = /^[A-Za-z0-9_]+$/;
const STATUS_COLOR: Record<number, string> = { 0: 'green', 1: 'orange', 2: 'gray' };
/** the hidden subject page (menu 2067) */
export const VOTE_SUBJECTS = '/operations/vote/subjects';

/**
 * Interactive → Votes (menu 2066): the current site's votes (filters title, status) with their totals; a row's
 * Subjects opens the subject page (2067). Add and edit: code (letters, digits, underscore; unique in the site), time
 * range, user type (by member only while the member plugin runs), day and total limits, status, result view.
 */
export default function VotePage() {
  const { t } = useTranslation('operations');
  const navigate = useNavigate();
  const list = useTableList(voteObject, {});
  const dialog = useEditDialog<VoteRow>();
  const [userTypes, setUserTypes] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    void voteApi.userTypes().then(setUserTypes);
  }, []);

  const columns = useMemo(() => {
    const status = (v: number) => <Tag color={STATUS_COLOR[v]}>{t(`vote.status.${v}`)}</Tag>;
    return fieldColumns<VoteRow>(
      (f) => t(`vote.form.${f}`),
      [
        ['voteId', 60],
        ['title', 180],
        ['code', { width: 140, render: (v: string) => <Tag color="arcoblue">{v}</Tag> }],
        ['status', { width: 80, render: status }],
        ['userType', { width: 90, render: (v: string) => t(`vote.userTypes.${v}`) }],
        ['viewType', { width: 110, render: (v: number) => t(`vote.viewType.${v}`) }],
        ['total', 70],
        // the time range in one column: start above end
        [
          'startTime',
          {
            width: 170,
            title: t('vote.form.timeRange'),
            render: (v: string, r: VoteRow) => (
              <div style={{ whiteSpace: 'nowrap' }}>
                <div>{v}</div>
                <div>~ {r.endTime}</div>
              </div>
            ),
          },
        ],
      ],
    );
  }, [t]);

  return (
    <CrudPage<VoteRow, VoteQuery>
      page="operations/vote/index"
      object={voteObject}
      list={list}
      columns={columns}
      onAdd={() => dialog.openAdd({ userType: 'ip', dayLimit: 1, totalLimit: 1, status: 0, viewType: 2 })}
      onEdit={(r) => void dialog.openEdit(r)}
      actionsWidth={260}
      rowActions={(r) => (
        <HasPermi value="vote:view">
          <Button
            type="text"
            size="mini"
            icon={<IconList />}
            className="zx-vote-subjects"
            onClick={() => navigate(`${VOTE_SUBJECTS}?voteId=${r.voteId}`)}
          >
            {t('vote.form.subjects')}
          </Button>
        </HasPermi>
      )}
      search={
        <>
          <Form.Item field="title" label={t('vote.form.title')}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item field="status" label={t('vote.form.status')}>
            <Select allowClear style={{ width: 140 }}>
              {VOTE_STATUSES.map((v) => (
                <Select.Option key={v} value={v}>
                  {t(`vote.status.${v}`)}
                </Select.Option>
              ))}
            </Select>
          </Form.Item>
        </>
      }
    >
      <CrudDialog<VoteRow>
        dialog={dialog}
        idKey="voteId"
        titles={[t('vote.form.addTitle'), t('vote.form.editTitle')]}
        submit={(v) => {
          const body = {
            code: v.code,
            title: v.title,
            startTime: v.startTime,
            endTime: v.endTime,
            userType: v.userType as VoteUserType,
            dayLimit: Number(v.dayLimit),
            totalLimit: Number(v.totalLimit),
            status: Number(v.status ?? 0),
            viewType: Number(v.viewType ?? 0),
            source: v.source ?? null,
            remark: v.remark ?? null,
          };
          return v.voteId ? voteApi.update({ voteId: v.voteId, ...body }) : voteApi.add(body);
        }}
        onSaved={() => void list.reload()}
      >
        <Form.Item field="title" label={t('vote.form.title')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={VOTE_LIMITS.title} />
        </Form.Item>
        <Form.Item
          field="code"
          label={t('vote.form.code')}
          rules={[formRules.required(), { match: CODE, message: t('vote.form.codeRule') }]}
        >
          <Input maxLength={VOTE_LIMITS.code} />
        </Form.Item>
        <Form.Item field="startTime" label={t('vote.form.startTime')} rules={[formRules.required()]}>
          <DatePicker showTime format={FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item field="endTime" label={t('vote.form.endTime')} rules={[formRules.required()]}>
          <DatePicker showTime format={FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item field="userType" label={t('vote.form.userType')}>
          <Radio.Group options={userTypes.map((u) => ({ value: u.id, label: u.name }))} />
        </Form.Item>
        <Form.Item field="dayLimit" label={t('vote.form.dayLimit')} rules={[formRules.required()]}>
          <InputNumber min={1} max={100000} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item field="totalLimit" label={t('vote.form.totalLimit')} rules={[formRules.required()]}>
          <InputNumber min={1} max={100000} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item field="status" label={t('vote.form.status')}>
          <Radio.Group options={VOTE_STATUSES.map((v) => ({ value: Number(v), label: t(`vote.status.${v}`) }))} />
        </Form.Item>
        <Form.Item field="viewType" label={t('vote.form.viewType')}>
          <Radio.Group options={VOTE_STATUSES.map((v) => ({ value: Number(v), label: t(`vote.viewType.${v}`) }))} />
        </Form.Item>
        <Form.Item field="remark" label={t('vote.form.remark')}>
          <Input.TextArea maxLength={VOTE_LIMITS.remark} />
        </Form.Item>
      </CrudDialog>
    </CrudPage>
  );
}
