import { Card } from '../../../components/ui/Card';
import { Loaded } from '../../../components/ui/Loaded';
import { useTranslation } from '../../../i18n';
import { useMonthlyCollections } from '../api/get-monthly-collections';
import { CollectionsChart } from './CollectionsChart';

/** Panel (d) of the admin home: savings and repayments collected over the last 12 months. */
export function CollectionsChartPanel() {
  const { t } = useTranslation();
  const report = useMonthlyCollections();
  return (
    <Card title={t('dashboard.chart.title')} description={t('dashboard.chart.description')}>
      <Loaded
        query={report}
        loading={t('dashboard.collections.loading')}
        failed={t('dashboard.collections.failed')}
      >
        {(data) => <CollectionsChart months={data.months} />}
      </Loaded>
    </Card>
  );
}
