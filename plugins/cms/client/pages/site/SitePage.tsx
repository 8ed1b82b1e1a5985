import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Form, Input } from '@arco-design/web-react';
import { IconEye } from '@arco-design/web-react/icon';
import { CrudDialog, CrudPage, formRules, useEditDialog, useTableList, fieldColumns, SearchInput } from '#kernel/client';
import { type Site, type SiteDetail, type SiteQuery, siteApi, siteObject } from '../../api/site-api.ts';
import { openPreview } from '../preview/open-preview.ts';
import { SitePublishButton } from './SitePublishButton.tsx';
import { SiteThemeButton } from './SiteThemeButton.tsx';

/** CMS → Sites: search by name, paged table, add dialog, edit in the site's tabs page, delete (an async task on the server). */
export default function SitePage() {
  const { t } = useTranslation('cms');
  const list = useTableList(siteObject, {});
  const dialog = useEditDialog<SiteDetail>(siteApi.get);
  const navigate = useNavigate();

  const columns = useMemo(
    () =>
      fieldColumns<Site>(
        (f) => t(`site.${f}`),
        [['siteId', 100], 'name', ['path', 160], ['description', { ellipsis: true }], ['createTime', 180]],
      ),
    [t],
  );

  return (
    <CrudPage<Site, SiteQuery>
      page="cms/contentcore/site"
      object={siteObject}
      list={list}
      columns={columns}
      onAdd={() => dialog.openAdd({})}
      onEdit={(r) => navigate(`/cms/site/tabs?siteId=${r.siteId}`)}
      actionsWidth={480}
      rowActions={(r) => (
        <>
          <Button type="text" size="mini" icon={<IconEye />} data-action="preview" onClick={() => openPreview('site', r.siteId)}>
            {t('preview.action')}
          </Button>
          <SitePublishButton siteId={r.siteId} name={r.name} />
          <SiteThemeButton siteId={r.siteId} name={r.name} path={r.path} />
        </>
      )}
      search={<SearchInput field="siteName" label={t('site.name')} placeholder={t('site.namePlaceholder')} width={200} />}
    >
      <CrudDialog<SiteDetail>
        dialog={dialog}
        idKey="siteId"
        titles={[t('site.addTitle'), t('site.editTitle')]}
        submit={(v) => (v.siteId ? siteApi.update(v) : siteApi.add(v))}
        onSaved={() => void list.reload()}
      >
        <Form.Item field="name" label={t('site.name')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={100} placeholder={t('site.namePlaceholder')} />
        </Form.Item>
        <Form.Item
          field="path"
          label={t('site.path')}
          rules={[formRules.required(), { match: /^[A-Za-z0-9]+$/, message: t('site.pathRule') }]}
          extra={t('site.pathHint')}
        >
          <Input maxLength={50} placeholder={t('site.pathPlaceholder')} />
        </Form.Item>
        <Form.Item field="resourceUrl" label={t('site.resourceUrl')}>
          <Input maxLength={255} placeholder="https://" />
        </Form.Item>
        <Form.Item field="logo" label={t('site.logo')}>
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item field="description" label={t('site.description')}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
      </CrudDialog>
    </CrudPage>
  );
}
