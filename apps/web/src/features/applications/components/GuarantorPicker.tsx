import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { fullName } from '../../../components/ui/MemberPicker';
import { PICKER_MATCHES, useMemberSearch } from '../../../components/ui/useMemberSearch';
import { useTranslation } from '../../../i18n';

/**
 * Ticks the members asked to guarantee a loan. The search box asks the server for the first
 * members whose name or number starts so (`GET /get-users?q`), so a big group never loads whole;
 * those already ticked stay listed first.
 */
export function GuarantorPicker({
  self,
  chosen,
  onChange,
}: {
  /** The applicant, who cannot guarantee their own loan. */
  self: number;
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // The names of the ticked members, kept as they were found, since a later search may not show them.
  const [names, setNames] = useState(new Map<number, string>());
  const found = useMemberSearch(search, {});
  const shown = [
    ...chosen.map((id) => ({ id, name: names.get(id) ?? '' })),
    ...found.members
      .filter((m) => m.users_id !== self && !chosen.includes(m.users_id))
      .map((m) => ({ id: m.users_id, name: fullName(m) })),
  ];
  const toggle = (member: { id: number; name: string }) => {
    setNames(new Map(names).set(member.id, member.name));
    onChange(chosen.includes(member.id) ? chosen.filter((c) => c !== member.id) : [...chosen, member.id]);
  };
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 block text-sm font-medium text-slate-700">
        {t('applications.summary.guarantors')}
      </legend>
      <p className="text-xs text-slate-500">{t('applications.guarantors.explain')}</p>
      {found.failed ? <Alert>{t('applications.guarantors.failed')}</Alert> : null}
      <input
        type="search"
        aria-label={t('applications.guarantors.search')}
        placeholder={t('applications.guarantors.searchPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        maxLength={100}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
      />
      <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 bg-white">
        {shown.map((m) => (
          <li key={m.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-5"
                checked={chosen.includes(m.id)}
                onChange={() => toggle(m)}
              />
              {m.name}
            </label>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">
        {chosen.length > 0 ? `${t('applications.guarantors.chosen', { number: chosen.length })} ` : ''}
        {found.total > PICKER_MATCHES ? t('applications.guarantors.more', { number: PICKER_MATCHES }) : ''}
      </p>
    </fieldset>
  );
}
