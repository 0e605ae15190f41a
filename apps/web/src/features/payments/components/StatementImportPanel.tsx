import { reversalNeedsTreasurer, type StatementImportAnswer } from '@links/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { ApiError, messageOf } from '../../../lib/api';
import { useMoneyAccounts } from '../../books';
import { useBankMapping, useImportStatement } from '../api/import-statement';
import { FileField } from './FileField';

export const IMPORT_FAILED = 'Failed to import the statement';
const MPESA = 'mpesa';
const COLUMNS = [
  ['date', 'Date column'],
  ['description', 'Description column'],
  ['credit', 'Credit column'],
  ['debit', 'Debit column'],
  ['reference', 'Reference column'],
  ['balance', 'Balance column'],
] as const;
type Column = (typeof COLUMNS)[number][0];
const noMapping: Record<Column, string> = {
  date: '',
  description: '',
  credit: '',
  debit: '',
  reference: '',
  balance: '',
};

function Outcome({ answer }: { answer: StatementImportAnswer }) {
  // A reversal of an approved (or unknown) payment is the treasurer's to correct: each is named.
  const toAct = answer.reversals.filter((reversal) => reversalNeedsTreasurer(reversal.outcome));
  return (
    <>
      <Alert tone="success">
        {answer.message}
        {answer.withdrawals.length > 0
          ? ` ${answer.withdrawals.length} payment${answer.withdrawals.length === 1 ? '' : 's'} out of the account to record in the books.`
          : ''}
      </Alert>
      {answer.skipped_lines.length > 0 ? (
        <Alert tone="warning">
          <ul className="list-disc space-y-1 pl-4" aria-label="Lines skipped for their dates">
            {answer.skipped_lines.map((line) => (
              <li key={`${line.reference}-${line.date}`} className="break-words">
                {line.reference ? `${line.reference}: ` : ''}
                {line.reason}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {answer.findings.length > 0 ? (
        <Alert tone="warning">
          <ul className="list-disc space-y-1 pl-4" aria-label="Findings in the statement">
            {answer.findings.map((finding) => (
              <li key={`${finding.kind}-${finding.reference}-${finding.date}`} className="break-words">
                {finding.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {toAct.length > 0 ? (
        <Alert tone="info">
          <ul className="list-disc space-y-1 pl-4" aria-label="Reversals to act on">
            {toAct.map((reversal) => (
              <li key={reversal.reference} className="break-words">
                {reversal.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </>
  );
}

/**
 * Uploads a statement (issue 9): the M-Pesa portal's export, or a bank's CSV with the names of its
 * columns (remembered per account, so the next one needs none).
 */
export function StatementImportPanel() {
  const accounts = useMoneyAccounts();
  const upload = useImportStatement();
  const [target, setTarget] = useState(MPESA);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [mapping, setMapping] = useState(noMapping);
  const bankId = target === MPESA ? null : Number(target);
  const remembered = useBankMapping(bankId);

  useEffect(() => {
    setMapping({ ...noMapping, ...(remembered.data?.mapping ?? {}) });
  }, [remembered.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError('Statement file is required');
      return;
    }
    upload.mutate({ accountId: bankId, file, ...(bankId === null ? {} : { mapping }) });
  };
  const banks = (accounts.data?.accounts ?? []).filter((account) => account.bank_account_id !== null);
  const fieldError = (name: string) =>
    upload.error instanceof ApiError ? upload.error.field(name) : undefined;

  return (
    <Card
      title="Import a statement"
      description="CSV, at most 5 MB. A payment already recorded is never recorded twice."
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Import a statement">
        {upload.isSuccess ? <Outcome answer={upload.data} /> : null}
        {upload.isError ? <Alert>{messageOf(upload.error, IMPORT_FAILED)}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Statement of"
            value={target}
            onChange={(value) => {
              setTarget(value || MPESA);
              upload.reset();
            }}
            options={banks.map((account) => ({
              value: String(account.id),
              label: `${account.name} (bank CSV)`,
            }))}
            placeholder="M-Pesa (portal export)"
          />
          <FileField
            label="Statement file"
            onChange={(picked) => {
              setFile(picked);
              setFileError(undefined);
              upload.reset();
            }}
            error={fileError ?? fieldError('file')}
          />
        </div>
        {bankId !== null ? (
          <fieldset className="grid gap-3 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-semibold text-slate-900">Columns of the bank's CSV</legend>
            {COLUMNS.map(([name, label]) => (
              <Field
                key={name}
                label={label}
                value={mapping[name]}
                onChange={(event) => setMapping((current) => ({ ...current, [name]: event.target.value }))}
                error={fieldError(name)}
                maxLength={60}
                placeholder={name === 'reference' || name === 'balance' ? 'Optional' : undefined}
              />
            ))}
          </fieldset>
        ) : null}
        <Button type="submit" disabled={upload.isPending} className="w-full sm:w-auto">
          {upload.isPending ? 'Importing…' : 'Import statement'}
        </Button>
      </form>
    </Card>
  );
}
