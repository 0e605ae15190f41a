import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Loading } from '../../../components/ui/Loading';

export const USERS_FAILED = 'Failed to fetch users.';

/** Ticks the members asked to guarantee a loan; a search box narrows a long list on a phone. */
export function GuarantorPicker({
  members,
  loading,
  failed,
  chosen,
  onChange,
}: {
  members: { id: number; name: string }[];
  loading: boolean;
  failed: boolean;
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const [search, setSearch] = useState('');
  const shown = members.filter((m) => m.name.toLowerCase().includes(search.trim().toLowerCase()));
  const toggle = (id: number) =>
    onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 block text-sm font-medium text-slate-700">Guarantors</legend>
      <p className="text-xs text-slate-500">Each one you pick is asked to pledge part of their savings.</p>
      {loading ? <Loading>Loading members...</Loading> : null}
      {failed ? <Alert>{USERS_FAILED}</Alert> : null}
      {members.length > 6 ? (
        <input
          type="search"
          aria-label="Search members"
          placeholder="Search members"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
      ) : null}
      <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 bg-white">
        {shown.map((m) => (
          <li key={m.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-5"
                checked={chosen.includes(m.id)}
                onChange={() => toggle(m.id)}
              />
              {m.name}
            </label>
          </li>
        ))}
      </ul>
      {chosen.length > 0 ? <p className="text-xs text-slate-600">{chosen.length} chosen</p> : null}
    </fieldset>
  );
}
