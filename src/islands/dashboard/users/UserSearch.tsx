import { useEffect, useState } from 'react';
import TextField from '../../ui/TextField.tsx';
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
    <TextField
      id="user-search"
      type="search"
      autoComplete="off"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      label={copy.searchLabel}
      hint={copy.searchHint}
      className="max-w-md"
    />
  );
}
