import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@arco-design/web-react';
import { AsyncTaskProgress } from '#kernel/client';

export interface SaveProgressDialogProps {
  taskId: string | null;
  /** the task has finished; true when it succeeded */
  onFinish(ok: boolean): Promise<void> | void;
  onClose(): void;
}

/** The kernel's async task progress of a content save; closable once the task (and what follows it) is done. */
export function SaveProgressDialog({ taskId, onFinish, onClose }: SaveProgressDialogProps) {
  const { t } = useTranslation('cms');
  const [done, setDone] = useState(false);
  return (
    <Modal
      className="zx-content-save-progress"
      title={t('content.saveProgress')}
      visible={!!taskId}
      closable={done}
      maskClosable={false}
      hideCancel
      okText={t('content.close')}
      okButtonProps={{ disabled: !done }}
      onOk={() => {
        setDone(false);
        onClose();
      }}
      onCancel={() => {
        setDone(false);
        onClose();
      }}
      unmountOnExit
    >
      <AsyncTaskProgress
        taskId={taskId}
        title={t('content.saveTask')}
        onFinish={(_task, view) => void Promise.resolve(onFinish(view.phase === 'success')).finally(() => setDone(true))}
      />
    </Modal>
  );
}
