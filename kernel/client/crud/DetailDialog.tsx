import type { ReactNode } from 'react';
import { Descriptions, type DescriptionsProps, Modal } from '@arco-design/web-react';

/** Props of a read-only detail dialog (see `DetailDialog`). */
export interface DetailDialogProps<Row> {
  title: ReactNode;
  /** the row shown; null keeps the dialog closed */
  row: Row | null;
  onClose(): void;
  /** the label/value lines of the row, two to a line (`span: 2` for a whole line) */
  items(row: Row): NonNullable<DescriptionsProps['data']>;
  width: number;
  className?: string;
}

/** A list screen's read-only detail of one row: a bordered two-column description in a dialog without buttons. */
export function DetailDialog<Row>({ title, row, onClose, items, width, className }: DetailDialogProps<Row>) {
  return (
    <Modal title={title} visible={row != null} onCancel={onClose} footer={null} style={{ width }} className={className}>
      {row != null && <Descriptions column={2} border labelStyle={{ width: 120 }} data={items(row)} />}
    </Modal>
  );
}
