import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Form, Input, InputNumber, Tag } from '@arco-design/web-react';
import { IconLink } from '@arco-design/web-react/icon';
import { CrudDialog, CrudPage, fieldColumns, formRules, useEditDialog, useTableList } from '#kernel/client';
import { LINK_LIMITS } from '../../../shared/link.ts';
import { type LinkGroup, type LinkGroupQuery, linkGroupApi, linkGroupObject } from '../../api/link-api.ts';

/** Interactive → Friend links (menu 2036): the current site's link groups; a row's Links opens its links. */
export default function LinkGroupPage() {
  const { t } = useTranslation('operations');
  const navigate = useNavigate();
  const list = useTableList(linkGroupObject, {});
  const dialog = useEditDialog<LinkGroup>();

  const columns = useMemo(
    () =>
      fieldColumns<LinkGroup>(
        (f) => t(`link.group.${f}`),
        [
          ['linkGroupId', 90],
          'name',
          ['code', { render: (v: string) => <Tag color="arcoblue">{v}</Tag> }],
          ['sortFlag', 90],
          ['createTime', 170],
        ],
      ),
    [t],
  );

  return (
    <CrudPage<LinkGroup, LinkGroupQuery>
      page="operations/link/linkGroup"
      object={linkGroupObject}
      list={list}
      columns={columns}
      onAdd={() => dialog.openAdd({ sortFlag: (list.total || 0) + 1 })}
      onEdit={(r) => void dialog.openEdit(r)}
      actionsWidth={220}
      rowActions={(r) => (
        <Button
          type="text"
          size="mini"
          icon={<IconLink />}
          className="zx-link-group-links"
          onClick={() => navigate(`/operations/link/list?groupId=${r.linkGroupId}`)}
        >
          {t('link.group.links')}
        </Button>
      )}
      search={
        <Form.Item field="query" label={t('link.group.query')}>
          <Input allowClear style={{ width: 220 }} />
        </Form.Item>
      }
    >
      <CrudDialog<LinkGroup>
        dialog={dialog}
        idKey="linkGroupId"
        titles={[t('link.group.addTitle'), t('link.group.editTitle')]}
        submit={(v) => {
          const body = { name: v.name, code: v.code, sortFlag: Number(v.sortFlag ?? 0) };
          return v.linkGroupId ? linkGroupApi.update({ linkGroupId: v.linkGroupId, ...body }) : linkGroupApi.add(body);
        }}
        onSaved={() => void list.reload()}
      >
        <Form.Item field="name" label={t('link.group.name')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={LINK_LIMITS.name} />
        </Form.Item>
        <Form.Item field="code" label={t('link.group.code')} rules={[formRules.required(), formRules.code(t('link.group.codeRule'))]}>
          <Input maxLength={LINK_LIMITS.code} />
        </Form.Item>
        <Form.Item field="sortFlag" label={t('link.group.sortFlag')}>
          <InputNumber min={0} max={99999} style={{ width: 160 }} />
        </Form.Item>
      </CrudDialog>
    </CrudPage>
  );
}
