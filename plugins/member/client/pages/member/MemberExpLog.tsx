import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, Table } from '@arco-design/web-react';
import { type MemberExpLogRow, type MemberRow, memberApi } from '../../api/member-api.ts';

/** A member's exp log: every exp change with the operation, the exp earned, the total and the level after it. */
export function MemberExpLog({ member, onClose }: { member: MemberRow | null; onClose: () => void }) {
  const { t } = useTranslation('member');
  const [rows, setRows] = useState<MemberExpLogRow[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  useEffect(() => {
    if (!member) return;
    void memberApi.expLog({ memberId: member.memberId, pageNum: page, pageSize: 10 }).then((d) => {
      setRows(d.rows);
      setTotal(d.total);
    });
  }, [member, page]);
  const name = member ? (member.userName ?? member.nickName ?? String(member.memberId)) : '';
  return (
    <Modal title={t('member.expLogTitle', { name })} visible={member != null} onCancel={onClose} footer={null} style={{ width: 720 }}>
      <Table<MemberExpLogRow>
        className="zx-member-exp-log"
        rowKey="logId"
        data={rows}
        pagination={{ current: page, total, pageSize: 10, onChange: setPage }}
        columns={[
          { title: t('fields.opType'), dataIndex: 'opType', render: (v: string) => t(`opType.${v}`) },
          { title: t('fields.exp'), dataIndex: 'exp', render: (v: number) => `+${v}` },
          { title: t('fields.totalExp'), dataIndex: 'totalExp' },
          { title: t('fields.level'), dataIndex: 'level' },
          { title: t('fields.logTime'), dataIndex: 'logTime', width: 180 },
        ]}
      />
    </Modal>
  );
}
