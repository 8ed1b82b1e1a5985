import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, Table } from '@arco-design/web-react';
import { IconSearch } from '@arco-design/web-react/icon';
import { type LogMenu, logMenuApi } from '../../api/log-menu-api.ts';

/** Monitor → System logs (v1.4.3 monitor/logs/index): the log screens the person may open. */
export default function LogsPage() {
  const { t } = useTranslation('monitor');
  const navigate = useNavigate();
  const [rows, setRows] = useState<LogMenu[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    logMenuApi
      .list()
      .then((d) => setRows(d?.rows ?? []))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, []);
  return (
    <div className="zx-page" data-page="monitor/logs/index">
      <Card bordered={false}>
        <Table<LogMenu>
          rowKey="id"
          loading={loading}
          data={rows}
          pagination={false}
          columns={[
            { title: '#', width: 60, render: (_: unknown, __: LogMenu, i: number) => i + 1 },
            { title: t('logs.logName'), dataIndex: 'name', render: (v: string, r: LogMenu) => <Link to={r.router}>{v}</Link> },
            { title: t('logs.logId'), dataIndex: 'id' },
            {
              title: t('common.actions'),
              width: 110,
              align: 'right',
              render: (_: unknown, r: LogMenu) => (
                <Button type="text" size="mini" icon={<IconSearch />} onClick={() => navigate(r.router)}>
                  {t('logs.view')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
