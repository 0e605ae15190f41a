import { reversalNeedsTreasurer, type StatementImportAnswer } from '@links/domain';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import { TextField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Select } from '../../../components/ui/Select';
import { messageOf } from '../../../lib/api';
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

/** The panel's choices: the statement's account (`mpesa` or a bank's books id), the file, the columns. */
type ImportValues = { target: string; file: File | null } & Record<Column, string>;
const blank: ImportValues = { target: MPESA, file: null, ...noMapping };
const fields = ['file', ...COLUMNS.map(([name]) => name)] as const;

/**
 * What the web checks before sending: that a file was picked. What the file holds, and the
 * columns named, are the server's to read; its refusals show under the fields they name.
 */
const importValues = z.object({
  file: z.custom<File>((value) => value instanceof File, 'Statement file is required'),
});

/**
 * Uploads a statement (docs/decisions/payments.md, "Statement imports"): the M-Pesa portal's export, or a
 * bank's CSV with the names of its columns (remembered per account, so the next one needs none).
 */
export function StatementImportPanel() {
  const accounts = useMoneyAccounts();
  const upload = useImportStatement();
  const form = useForm<ImportValues, unknown, ImportValues>({
    resolver: schemaResolver(importValues),
    defaultValues: blank,
  });
  const target = form.watch('target');
  const bankId = target === MPESA ? null : Number(target);
  const remembered = useBankMapping(bankId);

  useEffect(() => {
    const mapping = { ...noMapping, ...(remembered.data?.mapping ?? {}) };
    for (const [name] of COLUMNS) form.setValue(name, mapping[name]);
  }, [remembered.data, form]);

  const submit = form.handleSubmit(({ file, target: _target, ...columns }) => {
    if (!file) return;
    upload.mutate(
      { accountId: bankId, file, ...(bankId === null ? {} : { mapping: columns }) },
      { onError: (error) => showServerErrors(error, form.setError, fields) },
    );
  });
  const banks = (accounts.data?.accounts ?? []).filter((account) => account.bank_account_id !== null);

  return (
    <Card
      title="Import a statement"
      description="CSV, at most 5 MB. A payment already recorded is never recorded twice."
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Import a statement">
        {upload.isSuccess ? <Outcome answer={upload.data} /> : null}
        {upload.isError ? <Alert>{messageOf(upload.error, IMPORT_FAILED)}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="target"
            render={({ field }) => (
              <Select
                label="Statement of"
                value={field.value}
                onChange={(value) => {
                  field.onChange(value || MPESA);
                  upload.reset();
                }}
                options={banks.map((account) => ({
                  value: String(account.id),
                  label: `${account.name} (bank CSV)`,
                }))}
                placeholder="M-Pesa (portal export)"
              />
            )}
          />
          <Controller
            control={form.control}
            name="file"
            render={({ field, fieldState }) => (
              <FileField
                label="Statement file"
                onChange={(picked) => {
                  field.onChange(picked);
                  upload.reset();
                }}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        {bankId !== null ? (
          <fieldset className="grid gap-3 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-semibold text-slate-900">Columns of the bank's CSV</legend>
            {COLUMNS.map(([name, label]) => (
              <TextField
                key={name}
                control={form.control}
                name={name}
                label={label}
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
