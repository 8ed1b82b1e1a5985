import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, InputNumber, Message, Modal, Select } from '@arco-design/web-react';
import { formRules } from '#kernel/client';
import { VOTE_END, VOTE_LIMITS, VOTE_SUBJECT_TYPES, type VoteSubjectType } from '../../../shared/vote.ts';
import { type VoteSubjectRow, voteApi } from '../../api/vote-api.ts';

/** The branch choices from a subject: the next in order (0), the end (-1), or one of the later subjects. */
export function branchOptions(t: (k: string) => string, subjects: VoteSubjectRow[], from: number) {
  return [
    { value: 0, label: t('vote.subject.nextInOrder') },
    { value: VOTE_END, label: t('vote.subject.end') },
    ...subjects.slice(from + 1).map((s) => ({ value: s.subjectId, label: s.title })),
  ];
}

/** Adds or edits a subject of a vote: type, title, sort and where the vote goes after it. */
export function SubjectDialog(props: {
  voteId: number;
  subjects: VoteSubjectRow[];
  editing: Partial<VoteSubjectRow> | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('operations');
  const [form] = Form.useForm();
  const { editing } = props;
  useEffect(() => {
    if (editing) form.setFieldsValue({ type: 'radio', sortFlag: props.subjects.length, nextSubjectId: 0, ...editing });
  }, [editing, form, props.subjects.length]);
  const at = editing?.subjectId ? props.subjects.findIndex((s) => s.subjectId === editing.subjectId) : props.subjects.length - 1;
  const save = async () => {
    // the form shows what is missing
    const v = await form.validate().catch(() => null);
    if (!v) return;
    const body = {
      voteId: props.voteId,
      type: v.type as VoteSubjectType,
      title: v.title,
      sortFlag: Number(v.sortFlag ?? 0),
      nextSubjectId: v.nextSubjectId ? Number(v.nextSubjectId) : null,
    };
    if (editing?.subjectId) await voteApi.updateSubject({ ...body, subjectId: editing.subjectId });
    else await voteApi.addSubject(body);
    Message.success(t('vote.done'));
    props.onSaved();
  };
  return (
    <Modal
      visible={!!editing}
      title={t(editing?.subjectId ? 'vote.subject.editTitle' : 'vote.subject.addTitle')}
      onOk={save}
      onCancel={props.onClose}
      unmountOnExit
      className="zx-vote-subject-dialog"
    >
      <Form form={form} layout="vertical">
        <Form.Item field="type" label={t('vote.subject.type')} rules={[formRules.required()]}>
          <Select options={VOTE_SUBJECT_TYPES.map((v) => ({ value: v, label: t(`vote.subjectType.${v}`) }))} />
        </Form.Item>
        <Form.Item field="title" label={t('vote.subject.title')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={VOTE_LIMITS.title} />
        </Form.Item>
        <Form.Item field="sortFlag" label={t('vote.subject.sortFlag')}>
          <InputNumber min={0} max={100000} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item field="nextSubjectId" label={t('vote.subject.nextSubjectId')} extra={t('vote.subject.nextHelp')}>
          <Select options={branchOptions(t, props.subjects, at)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
