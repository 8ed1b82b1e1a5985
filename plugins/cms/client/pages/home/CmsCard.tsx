import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, Grid, Space, Spin, Statistic, Tag } from '@arco-design/web-react';
import { CMS_STAT_COUNTS } from '../../../shared/dashboard.ts';
import { type CmsStat, dashboardApi } from '../../api/dashboard-api.ts';

/** Home page card (holders of the site screen): the current site's catalogs, contents by type and status, resources and templates. */
export default function CmsCard() {
  const { t } = useTranslation('cms');
  const [stat, setStat] = useState<CmsStat | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    dashboardApi
      .stat()
      .then((v) => setStat(v ?? null))
      .catch(() => setStat(null))
      .finally(() => setLoading(false));
  }, []);
  return (
    <Card
      className="zx-home-cms"
      data-widget="cms"
      title={stat ? t('dashboard.titleOf', { site: stat.siteName }) : t('dashboard.title')}
      extra={<Link to="/configs/content">{t('dashboard.more')}</Link>}
      bordered={false}
    >
      <Spin loading={loading} style={{ display: 'block' }}>
        {stat && (
          <>
            <Grid.Row gutter={16}>
              {CMS_STAT_COUNTS.map((k) => (
                <Grid.Col span={6} key={k}>
                  <Statistic title={t(`dashboard.${k}`)} value={stat[k]} groupSeparator />
                </Grid.Col>
              ))}
            </Grid.Row>
            <Space wrap style={{ marginTop: 12 }}>
              {Object.entries(stat.contentDetails).map(([k, v]) => (
                <Tag key={k} color="arcoblue">{`${t(`content.types.${k}`)} ${v}`}</Tag>
              ))}
              {Object.entries(stat.contentStatus).map(([k, v]) => (
                <Tag key={k}>{`${t(`content.statuses.${k}`)} ${v}`}</Tag>
              ))}
            </Space>
          </>
        )}
      </Spin>
    </Card>
  );
}
