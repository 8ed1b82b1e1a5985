import { Form, Input, InputNumber } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { FormDialog, formRules } from '#kernel/client';
import { COMMENT_LIMITS } from '../../../shared/comment.ts';
import { type CommentRow, commentApi } from '../../api/comment-api.ts';

/** The official reply to a comment: shown on the site as the association's, passed at once. */
export function CommentOfficialDialog({ row, onClose, onDone }: { row: CommentRow | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('operations');
  return (
    <FormDialog<{ content: string }>
      title={t('comment.official.title')}
      visible={!!row}
      initialValues={{ content: '' }}
      onCancel={onClose}
      onSubmit={(v) => commentApi.official({ commentId: row!.commentId, content: v.content })}
      onDone={() => {
        onClose();
        onDone();
      }}
    >
      <Form.Item label={t('comment.col.content')}>
        <span>{row?.content}</span>
      </Form.Item>
      <Form.Item field="content" label={t('comment.official.content')} rules={[formRules.required(), formRules.blank()]}>
        <Input.TextArea maxLength={COMMENT_LIMITS.content} showWordLimit autoSize={{ minRows: 3 }} />
      </Form.Item>
    </FormDialog>
  );
}

/** Mutes a comment's member on the current site for some days (0: until unmuted); the account stays. */
export function CommentMuteDialog({ row, onClose, onDone }: { row: CommentRow | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('operations');
  return (
    <FormDialog<{ days: number; reason?: string }>
      title={t('comment.mute.title')}
      visible={!!row}
      initialValues={{ days: 7, reason: '' }}
      onCancel={onClose}
      onSubmit={(v) => commentApi.mute({ uid: row!.uid!, days: Number(v.days ?? 0), reason: v.reason })}
      onDone={() => {
        onClose();
        onDone();
      }}
    >
      <Form.Item label={t('comment.col.author')}>
        <span>
          {row?.memberName ?? row?.nickName} ({row?.uid})
        </span>
      </Form.Item>
      <Form.Item field="days" label={t('comment.mute.days')} rules={[formRules.required()]}>
        <InputNumber min={0} max={3650} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item field="reason" label={t('comment.mute.reason')}>
        <Input maxLength={COMMENT_LIMITS.reason} />
      </Form.Item>
    </FormDialog>
  );
}
