import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Descriptions, Drawer, Form, Input, Message, Modal, Select, Space, Alert, List } from '@arco-design/web-react';
import { CrudPage, DictTag, dictColumn, download, useDict, useTableList, type CrudColumn } from '#kernel/client';
import { type Registration, type RegistrationDetail, registrationApi, registrationObject } from '../../api/registration-api.ts';

type Query = { status?: string; enterpriseName?: string; uscc?: string };

/** Awards → Member registrations: the list, a registration's details and attachments, pass / return / reject. */
export default function RegistrationPage() {
  const { t } = useTranslation('award');
  const dict = useDict('member_reg_status', 'member_level', 'enterprise_type', 'member_category');
  const list = useTableList(registrationObject, { status: 'pending' });
  const [detail, setDetail] = useState<RegistrationDetail | null>(null);
  const [opinion, setOpinion] = useState('');
  const [busy, setBusy] = useState(false);

  const open = async (id: number) => {
    setOpinion('');
    setDetail(await registrationApi.get(id));
  };

  const act = async (kind: 'pass' | 'return' | 'reject') => {
    if (!detail) return;
    if (kind !== 'pass' && !opinion.trim()) return void Message.warning(t('review.opinionRequired'));
    const run = async () => {
      setBusy(true);
      try {
        if (kind === 'pass') await registrationApi.pass(detail.registrationId, opinion);
        else await registrationApi[kind](detail.registrationId, opinion);
        Message.success(t('review.done'));
        await open(detail.registrationId);
        void list.reload();
      } finally {
        setBusy(false);
      }
    };
    if (kind === 'pass') Modal.confirm({ title: t('review.pass'), content: t('review.passConfirm'), onOk: run });
    else await run();
  };

  const columns = useMemo<CrudColumn<Registration>[]>(
    () => [
      { key: 'enterpriseName', dataIndex: 'enterpriseName', title: t('review.enterpriseName') },
      { key: 'uscc', dataIndex: 'uscc', title: t('review.uscc'), width: 190 },
      { key: 'userName', dataIndex: 'userName', title: t('review.userName'), width: 130 },
      dictColumn('applyLevel', t('review.applyLevel'), dict.member_level, 130),
      dictColumn('status', t('review.status'), dict.member_reg_status, 110),
      { key: 'createTime', dataIndex: 'createTime', title: t('review.createTime'), width: 170 },
    ],
    [t, dict],
  );

  const e = (detail?.formData.enterprise ?? {}) as Record<string, string>;
  const c = (detail?.formData.contact ?? {}) as Record<string, string>;
  return (
    <CrudPage<Registration, Query>
      page="award/registration/index"
      object={registrationObject}
      list={list}
      columns={columns}
      searchInitial={{ status: 'pending' }}
      rowActions={(r) => (
        <Button type="text" size="mini" onClick={() => void open(r.registrationId)}>
          {t('review.detail')}
        </Button>
      )}
      search={
        <>
          <Form.Item field="status" label={t('review.status')}>
            <Select allowClear style={{ width: 140 }} placeholder={t('review.all')} options={dict.member_reg_status} />
          </Form.Item>
          <Form.Item field="enterpriseName" label={t('review.enterpriseName')}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item field="uscc" label={t('review.uscc')}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
        </>
      }
    >
      <Drawer width={720} title={t('review.detailTitle')} visible={!!detail} onCancel={() => setDetail(null)} footer={null}>
        {detail && (
          <div data-registration={detail.registrationId}>
            <Descriptions
              column={1}
              border
              data={[
                { label: t('review.status'), value: <DictTag options={dict.member_reg_status} value={detail.status} /> },
                { label: t('reg.enterpriseName'), value: detail.enterpriseName },
                { label: t('reg.uscc'), value: detail.uscc },
                { label: t('reg.enterpriseType'), value: <DictTag options={dict.enterprise_type} value={e.enterpriseType} /> },
                { label: t('reg.legalRep'), value: e.legalRep },
                { label: t('reg.establishedDate'), value: e.establishedDate },
                { label: t('reg.regAddress'), value: e.regAddress },
                { label: t('reg.memberCategory'), value: <DictTag options={dict.member_category} value={e.memberCategory} /> },
                { label: t('reg.profile'), value: e.profile },
                { label: t('reg.contactName'), value: c.contactName },
                { label: t('reg.contactMobile'), value: c.contactMobile },
                { label: t('reg.userName'), value: detail.userName },
                { label: t('reg.phone'), value: detail.phone },
                { label: t('reg.applyLevel'), value: <DictTag options={dict.member_level} value={detail.applyLevel} /> },
                { label: t('review.opinion'), value: detail.opinion ?? '' },
              ]}
            />
            <h4>{t('review.attachments')}</h4>
            <List
              size="small"
              dataSource={detail.attachments}
              render={(a) => (
                <List.Item key={a.uploadId}>
                  <Space>
                    <span>{t(`slot.${a.slot}`)}</span>
                    <span>{a.name}</span>
                    <Button
                      size="mini"
                      onClick={() => void download(registrationApi.fileUrl(detail.registrationId, a.uploadId), {}, a.name)}
                    >
                      {t('review.view')}
                    </Button>
                  </Space>
                </List.Item>
              )}
            />
            {detail.messages.length > 0 && (
              <>
                <h4>{t('review.messages')}</h4>
                <Alert type="info" content={t('review.noMail')} style={{ marginBottom: 8 }} />
                {detail.messages.map((m) => (
                  <Alert
                    key={m.messageId}
                    type="success"
                    title={`${m.createTime} → ${m.recipient}`}
                    content={m.body}
                    style={{ marginBottom: 8 }}
                  />
                ))}
              </>
            )}
            {detail.status === 'pending' && (
              <div style={{ marginTop: 16 }}>
                <Input.TextArea placeholder={t('review.opinion')} value={opinion} onChange={setOpinion} maxLength={1000} />
                <Space style={{ marginTop: 12 }}>
                  <Button type="primary" status="success" loading={busy} onClick={() => void act('pass')} data-action="pass">
                    {t('review.pass')}
                  </Button>
                  <Button status="warning" loading={busy} onClick={() => void act('return')} data-action="return">
                    {t('review.return')}
                  </Button>
                  <Button status="danger" loading={busy} onClick={() => void act('reject')} data-action="reject">
                    {t('review.reject')}
                  </Button>
                </Space>
              </div>
            )}
          </div>
        )}
      </Drawer>
    </CrudPage>
  );
}
