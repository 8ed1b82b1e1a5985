import { useTranslation } from 'react-i18next';
import { CrudDialog, type EditDialog } from '#kernel/client';
import { type PageWidgetDetail, type PageWidgetType, pageWidgetApi } from '../../api/page-widget-api.ts';
import { PageWidgetFields, pageWidgetBody } from './PageWidgetFields.tsx';

/** The add/edit dialog of a widget: its basic fields and, for a manual block, its rows of items. */
export function PageWidgetDialog(props: {
  dialog: EditDialog<PageWidgetDetail>;
  types: { id: PageWidgetType; name: string }[];
  onSaved(): void;
}) {
  const { t } = useTranslation('cms');
  const submit = (v: PageWidgetDetail) => {
    const body = pageWidgetBody(v);
    return v.pageWidgetId
      ? pageWidgetApi.update(v.type, { pageWidgetId: v.pageWidgetId, ...body })
      : pageWidgetApi.add(v.type, { catalogId: v.catalogId ?? 0, type: v.type, ...body });
  };

  return (
    <CrudDialog<PageWidgetDetail>
      dialog={props.dialog}
      idKey="pageWidgetId"
      titles={[t('pageWidget.addTitle'), t('pageWidget.editTitle')]}
      submit={submit}
      onSaved={props.onSaved}
      width={980}
      labelWidth={110}
    >
      {(form) =>
        // mounted afresh on each opening: the pipes and templates of now, a new widget on the first pipe
        props.dialog.editing ? (
          <PageWidgetFields
            key={String(props.dialog.editing.pageWidgetId ?? 'new')}
            form={form}
            types={props.types}
            saved={!!props.dialog.editing.pageWidgetId}
          />
        ) : null
      }
    </CrudDialog>
  );
}
