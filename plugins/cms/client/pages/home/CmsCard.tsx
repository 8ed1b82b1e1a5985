import { useTranslation } from 'react-i18next';
import { Grid, Space, Statistic, Tag } from '@arco-design/web-react';
import { HomeCard } from '#kernel/client';
import { CMS_STAT_COUNTS } from '../../../shared/dashboard.ts';
import { dashboardApi } from '../../api/dashboard-api.ts';

/** Home page card (holders of the site screen): the current site's catalogs, contents by type and status, resources and templates. */
export default function CmsCard() {
  const { t } = useTranslation('cms');
  return (
    <HomeCard
      name="cms"
      read={dashboardApi.stat}
      title={(stat) => (stat ? t('dashboard.titleOf', { site: stat.siteName }) : t('dashboard.title'))}
      more={{ to: '/configs/content', label: t('dashboard.more') }}
    >
      {(stat) => (
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
    </HomeCard>
  );
}
