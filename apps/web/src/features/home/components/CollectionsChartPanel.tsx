import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { useMonthlyCollections } from '../api/get-monthly-collections';
import { CollectionsChart } from './CollectionsChart';

/** Panel (d) of the admin home: savings and repayments collected over the last 12 months. */
export function CollectionsChartPanel() {
  const report = useMonthlyCollections();
  return (
    <Card title="Collections, last 12 months" description="Savings and loan repayments approved each month.">
      {report.isPending ? (
        <Loading>Loading collections...</Loading>
      ) : report.isError ? (
        <Alert>Failed to load collections</Alert>
      ) : (
        <CollectionsChart months={report.data.months} />
      )}
    </Card>
  );
}
