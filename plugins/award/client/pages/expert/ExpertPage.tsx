import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Radio, Select } from '@arco-design/web-react';
import {
  CrudDialog,
  CrudPage,
  DictTag,
  dictColumn,
  formRules,
  useDict,
  useEditDialog,
  useTableList,
  type CrudColumn,
} from '#kernel/client';
import type { Expert, ExpertQuery } from '../../../shared/expert.ts';
import { expertApi, expertObject } from '../../api/expert-api.ts';
import { UserPicker } from './UserPicker.tsx';

const USCC = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** Awards → Expert pool (awards.md §6.1): the experts who score applications, each with the account they sign in with. */
export default function ExpertPage() {
  const { t } = useTranslation('award');
  const dict = useDict('award_type', 'pro_title', 'EnableOrDisable');
  const list = useTableList(expertObject, {});
  const dialog = useEditDialog(expertObject);
  const usccRule = {
    validator: (v: string | undefined, cb: (m?: string) => void) =>
      cb(v && !USCC.test(v.toUpperCase()) ? t('expert.usccInvalid') : undefined),
  };

  const columns = useMemo<CrudColumn<Expert>[]>(
    () => [
      { key: 'expertName', dataIndex: 'expertName', title: t('expert.expertName'), width: 130 },
      { key: 'userName', dataIndex: 'userName', title: t('expert.userName'), width: 130 },
      {
        key: 'proTitle',
        dataIndex: 'proTitle',
        title: t('expert.proTitle'),
        width: 150,
        render: (v: string) => <DictTag options={dict.pro_title} value={v} />,
      },
      { key: 'employerName', dataIndex: 'employerName', title: t('expert.employerName'), width: 220 },
      { key: 'employerUscc', dataIndex: 'employerUscc', title: t('expert.usccShort'), width: 190 },
      {
        key: 'specialties',
        dataIndex: 'specialties',
        title: t('expert.specialties'),
        width: 230,
        render: (v: string[]) => (v ?? []).map((s) => <DictTag key={s} options={dict.award_type} value={s} />),
      },
      { key: 'phone', dataIndex: 'phone', title: t('expert.phone'), width: 130 },
      dictColumn('status', t('expert.status'), dict.EnableOrDisable, 90),
    ],
    [t, dict],
  );

  return (
    <CrudPage<Expert, ExpertQuery>
      page="award/expert/index"
      object={expertObject}
      list={list}
      columns={columns}
      onAdd={() => dialog.openAdd({ status: '0', specialties: [] })}
      onEdit={(r) => void dialog.openEdit(r.expertId)}
      search={
        <>
          <Form.Item field="expertName" label={t('expert.expertName')}>
            <Input allowClear style={{ width: 160 }} />
          </Form.Item>
          <Form.Item field="employerName" label={t('expert.employerName')}>
            <Input allowClear style={{ width: 180 }} />
          </Form.Item>
          <Form.Item field="specialty" label={t('expert.specialties')}>
            <Select allowClear style={{ width: 200 }} options={dict.award_type} />
          </Form.Item>
          <Form.Item field="status" label={t('expert.status')}>
            <Select allowClear style={{ width: 120 }} options={dict.EnableOrDisable} />
          </Form.Item>
        </>
      }
    >
      <CrudDialog<Expert>
        dialog={dialog}
        idKey="expertId"
        width={640}
        labelWidth={170}
        titles={[t('expert.addTitle'), t('expert.editTitle')]}
        submit={(v) => {
          const body = {
            userId: v.userId,
            expertName: v.expertName,
            specialties: v.specialties ?? [],
            proTitle: v.proTitle ?? null,
            employerName: v.employerName,
            employerUscc: (v.employerUscc ?? '').toUpperCase(),
            phone: v.phone ?? null,
            status: v.status,
            remark: v.remark ?? null,
          };
          return v.expertId ? expertApi.update({ ...body, expertId: v.expertId, version: v.version }) : expertApi.add(body);
        }}
        onSaved={() => void list.reload()}
      >
        <Form.Item field="userId" label={t('expert.userId')} rules={[formRules.required()]}>
          <UserPicker
            current={dialog.editing?.userId ? { userId: dialog.editing.userId, userName: dialog.editing.userName ?? null } : undefined}
            placeholder={t('expert.userHint')}
          />
        </Form.Item>
        <Form.Item field="expertName" label={t('expert.expertName')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item field="proTitle" label={t('expert.proTitle')}>
          <Select allowClear options={dict.pro_title} />
        </Form.Item>
        <Form.Item field="specialties" label={t('expert.specialties')}>
          <Select mode="multiple" allowClear options={dict.award_type} />
        </Form.Item>
        <Form.Item field="employerName" label={t('expert.employerName')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item field="employerUscc" label={t('expert.employerUscc')} rules={[formRules.required(), usccRule]}>
          <Input maxLength={18} />
        </Form.Item>
        <Form.Item field="phone" label={t('expert.phone')}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item field="status" label={t('expert.status')}>
          <Radio.Group options={dict.EnableOrDisable} />
        </Form.Item>
        <Form.Item field="remark" label={t('expert.remark')}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
      </CrudDialog>
    </CrudPage>
  );
}
