import { useTranslation } from 'react-i18next';
import { FormDialog } from '#kernel/client';
import { reviewApi } from '../../api/review-api.ts';
import { OpinionItem } from '../examine/OpinionItem.tsx';

/**
 * One review action on the selected applications at once (awards.md §6.3: rounds of hundreds), all or nothing:
 * the server names the application that cannot take it. A rejection needs an opinion.
 */
export function BatchReviewDialog({
  action,
  ids,
  onClose,
  onDone,
}: {
  action: 'pass' | 'reject' | null;
  ids: number[];
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('award');
  const required = action === 'reject';
  return (
    <FormDialog<{ opinion?: string }>
      title={action ? t('examine.batchTitle', { action: t(`action.${action}`), count: ids.length }) : ''}
      visible={!!action}
      onCancel={onClose}
      onSubmit={(v) => reviewApi.batch(action!, ids, v.opinion?.trim())}
      onDone={onDone}
      labelWidth={90}
    >
      <div style={{ marginBottom: 12, color: 'var(--color-text-2)' }}>{t('examine.batchHint')}</div>
      <OpinionItem required={required} />
    </FormDialog>
  );
}
