import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Form, Image, Input, InputNumber, Message } from '@arco-design/web-react';
import { IconLeft, IconSafe } from '@arco-design/web-react/icon';
import { CrudDialog, CrudPage, HasPermi, fieldColumns, formRules, pluginFormComponent, useEditDialog, useTableList } from '#kernel/client';
import { LINK_LIMITS } from '../../../shared/link.ts';
import { type Link, type LinkQuery, linkApi, linkObject } from '../../api/link-api.ts';
import { CheckStateTag, LinkCheckDrawer } from './LinkCheckHistory.tsx';

/** Interactive → Friend links → a group's links (route /operations/link/list?groupId=): logo, URL, last check. */
export default function LinkListPage() {
  const { t } = useTranslation('operations');
  const navigate = useNavigate();
  const groupId = Number(useSearchParams()[0].get('groupId'));
  const list = useTableList(linkObject, { groupId });
  const dialog = useEditDialog<Link>();
  const [history, setHistory] = useState<Link | null>(null);
  const [checking, setChecking] = useState(false);
  // the CMS's resource-library field (a plugin this one depends on), registered by name
  const ResourceInput = pluginFormComponent('cms.ResourceInput');

  const columns = useMemo(
    () =>
      fieldColumns<Link>(
        (f) => t(`link.link.${f}`),
        [
          [
            'src',
            {
              width: 90,
              render: (v: string) => (v ? <Image src={v} width={48} height={28} style={{ objectFit: 'contain' }} alt="" /> : null),
            },
          ],
          'name',
          [
            'url',
            {
              ellipsis: true,
              render: (v: string) => (
                <a href={v} target="_blank" rel="noopener noreferrer">
                  {v}
                </a>
              ),
            },
          ],
          ['sortFlag', 80],
          ['checkState', { width: 130, render: (_v: string, r: Link) => <CheckStateTag link={r} onOpen={() => setHistory(r)} /> }],
        ],
      ),
    [t],
  );

  const check = async () => {
    setChecking(true);
    try {
      const c = await linkApi.check(groupId);
      Message.success(t('link.check.done', c));
      await list.reload();
    } finally {
      setChecking(false);
    }
  };

  return (
    <CrudPage<Link, LinkQuery>
      page="operations/link/linkList"
      object={linkObject}
      list={list}
      columns={columns}
      onAdd={() => dialog.openAdd({ groupId, sortFlag: (list.total || 0) + 1 })}
      onEdit={(r) => void dialog.openEdit(r)}
      searchMap={(v) => ({ ...v, groupId })}
      toolbar={
        <>
          <HasPermi value="cms:friendlink:edit">
            <Button icon={<IconSafe />} loading={checking} className="zx-link-check" onClick={() => void check()}>
              {t('link.check.now')}
            </Button>
          </HasPermi>
          <Button icon={<IconLeft />} onClick={() => navigate('/operations/link')}>
            {t('link.link.back')}
          </Button>
        </>
      }
      search={
        <Form.Item field="query" label={t('link.link.query')}>
          <Input allowClear style={{ width: 220 }} />
        </Form.Item>
      }
    >
      <CrudDialog<Link>
        dialog={dialog}
        idKey="linkId"
        width={600}
        titles={[t('link.link.addTitle'), t('link.link.editTitle')]}
        submit={(v) => {
          const body = { groupId, name: v.name, url: v.url.trim(), logo: v.logo || null, sortFlag: Number(v.sortFlag ?? 0) };
          return v.linkId ? linkApi.update({ linkId: v.linkId, ...body }) : linkApi.add(body);
        }}
        onSaved={() => void list.reload()}
      >
        <Form.Item field="name" label={t('link.link.name')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={LINK_LIMITS.name} />
        </Form.Item>
        <Form.Item
          field="url"
          label={t('link.link.url')}
          rules={[formRules.required(), formRules.httpUrl()]}
          extra={t('link.link.urlHint')}
        >
          <Input maxLength={LINK_LIMITS.url} placeholder="https://" />
        </Form.Item>
        {ResourceInput ? (
          <Form.Item field="logo" label={t('link.link.logo')}>
            <ResourceInput type="image" src={dialog.editing?.src} />
          </Form.Item>
        ) : null}
        <Form.Item field="sortFlag" label={t('link.link.sortFlag')}>
          <InputNumber min={0} max={99999} style={{ width: 160 }} />
        </Form.Item>
      </CrudDialog>
      <LinkCheckDrawer link={history} onClose={() => setHistory(null)} />
    </CrudPage>
  );
}
