import { reversalNeedsTreasurer, type StatementImportAnswer } from '@links/domain';
import { useEffect, useMemo } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import { TextField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Select } from '../../../components/ui/Select';
import { msg, useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useMoneyAccounts } from '../../books';
import { useBankMapping, useImportStatement } from '../api/import-statement';
import { FileField } from './FileField';

const MPESA = 'mpesa';
const COLUMNS = [
  ['date', msg('payments.import.dateColumn')],
  ['description', msg('payments.import.descriptionColumn')],
  ['credit', msg('payments.import.creditColumn')],
  ['debit', msg('payments.import.debitColumn')],
  ['reference', msg('payments.import.referenceColumn')],
  ['balance', msg('payments.import.balanceColumn')],
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
  const { t } = useTranslation();
  // A reversal of an approved (or unknown) payment is the treasurer's to correct: each is named.
  const toAct = answer.reversals.filter((reversal) => reversalNeedsTreasurer(reversal.outcome));
  return (
    <>
      <Alert tone="success">
        {answer.message}
        {answer.withdrawals.length > 0
          ? ` ${t('payments.import.paymentsOut', { count: answer.withdrawals.length })}`
          : ''}
      </Alert>
      {answer.skipped_lines.length > 0 ? (
        <Alert tone="warning">
          <ul className="list-disc space-y-1 pl-4" aria-label={t('payments.import.skipped')}>
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
          <ul className="list-disc space-y-1 pl-4" aria-label={t('payments.import.findings')}>
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
          <ul className="list-disc space-y-1 pl-4" aria-label={t('payments.import.reversals')}>
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
const importValues = (fileRequired: string) =>
  z.object({ file: z.custom<File>((value) => value instanceof File, fileRequired) });

/** The names of a bank CSV's columns, the reference and the balance optional. */
function BankColumns({ control }: { control: Control<ImportValues> }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900">
        {t('payments.import.bankColumns')}
      </legend>
      {COLUMNS.map(([name, label]) => (
        <TextField
          key={name}
          control={control}
          name={name}
          label={t(label)}
          maxLength={60}
          placeholder={name === 'reference' || name === 'balance' ? t('payments.import.optional') : undefined}
        />
      ))}
    </fieldset>
  );
}

/**
 * Uploads a statement (docs/decisions/payments.md, "Statement imports"): the M-Pesa portal's export, or a
 * bank's CSV with the names of its columns (remembered per account, so the next one needs none).
 */
export function StatementImportPanel() {
  const { t } = useTranslation();
  const accounts = useMoneyAccounts();
  const upload = useImportStatement();
  const schema = useMemo(() => importValues(t('payments.import.fileRequired')), [t]);
  const form = useForm<ImportValues, unknown, ImportValues>({
    resolver: schemaResolver(schema),
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
    <Card title={t('payments.import.title')} description={t('payments.import.description')}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('payments.import.title')}>
        {upload.isSuccess ? <Outcome answer={upload.data} /> : null}
        {upload.isError ? <Alert>{messageOf(upload.error, t('payments.import.failed'))}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="target"
            render={({ field }) => (
              <Select
                label={t('payments.import.statementOf')}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value || MPESA);
                  upload.reset();
                }}
                options={banks.map((account) => ({
                  value: String(account.id),
                  label: t('payments.import.bankCsv', { name: account.name }),
                }))}
                placeholder={t('payments.import.mpesaExport')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="file"
            render={({ field, fieldState }) => (
              <FileField
                label={t('payments.import.file')}
                onChange={(picked) => {
                  field.onChange(picked);
                  upload.reset();
                }}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        {bankId !== null ? <BankColumns control={form.control} /> : null}
        <Button type="submit" disabled={upload.isPending} className="w-full sm:w-auto">
          {upload.isPending ? t('payments.import.importing') : t('payments.import.submit')}
        </Button>
      </form>
    </Card>
  );
}
