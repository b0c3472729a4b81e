import { useEffect, useState } from 'react';
import type { DashboardCopy } from '../copy.ts';

const TYPING_PAUSE_MS = 250;

/** Search as you type: the list follows once typing pauses. */
export default function UserSearch({
  copy,
  onSearch,
}: {
  copy: DashboardCopy['users'];
  onSearch: (search: string) => void;
}) {
  const [value, setValue] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value, onSearch]);
  return (
    <div className="max-w-md">
      <label htmlFor="user-search" className="block text-sm font-medium text-slate-800">
        {copy.searchLabel}
      </label>
      <input
        id="user-search"
        type="search"
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-describedby="user-search-hint"
        className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-ocean focus:outline-none focus:ring-2 focus:ring-brand-ocean/40"
      />
      <p id="user-search-hint" className="mt-1 text-xs text-slate-600">
        {copy.searchHint}
      </p>
    </div>
  );
}
