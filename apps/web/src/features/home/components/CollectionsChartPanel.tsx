import { Card } from '../../../components/ui/Card';
import { Loaded } from '../../../components/ui/Loaded';
import { useMonthlyCollections } from '../api/get-monthly-collections';
import { CollectionsChart } from './CollectionsChart';

/** Panel (d) of the admin home: savings and repayments collected over the last 12 months. */
export function CollectionsChartPanel() {
  const report = useMonthlyCollections();
  return (
    <Card title="Collections, last 12 months" description="Savings and loan repayments approved each month.">
      <Loaded query={report} loading="Loading collections..." failed="Failed to load collections">
        {(data) => <CollectionsChart months={data.months} />}
      </Loaded>
    </Card>
  );
}
