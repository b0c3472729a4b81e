// The administrators' user list and the mutations on it. Every change refetches the list.
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import * as endpoints from '../../../schemas/api-routes/admin.ts';
import type { AdminUser, AdminUserPage } from '../../../schemas/user.ts';
import type { DashboardCopy } from '../copy.ts';
import { toast, toastFailure } from '../../../stores/toasts.ts';
import { useApiData } from '../../data/use-api-data.ts';

export type UsersState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; page: AdminUserPage };

interface UsersQuery {
  search: string;
  page: number;
}

function loadUsers({ search, page }: UsersQuery) {
  return api(endpoints.adminUsers, 'GET', { query: { page, search: search.trim() } });
}

/** One page of users for the search; a newer query's answer always wins over an older one's. */
export function useUsers(fetchFailedTitle: string) {
  const [query, setQuery] = useState<UsersQuery>({ search: '', page: 1 });
  const { state, reload } = useApiData(
    () => loadUsers(query),
    {
      keepDataOnError: true,
      onError: (error) => toastFailure(fetchFailedTitle, error),
    },
    [query.search, query.page],
  );
  const users: UsersState = state.status === 'ready' ? { status: 'ready', page: state.data } : state;
  return { state: users, refresh: reload, setQuery };
}

interface MutationToasts {
  successTitle: string;
  successText: string;
  errorTitle: string;
}

/**
 * Runs one change: on success a toast and a refetch, resolving true; on failure the 'Error' toast with
 * the server's message, resolving false (and rethrowing nothing).
 */
export async function runMutation(
  request: () => Promise<unknown>,
  toasts: MutationToasts,
  refresh: () => Promise<void>,
  onError?: (error: unknown) => void,
): Promise<boolean> {
  try {
    await request();
  } catch (error) {
    toastFailure(toasts.errorTitle, error);
    onError?.(error);
    return false;
  }
  toast({ title: toasts.successTitle, description: toasts.successText });
  await refresh();
  return true;
}

/** A dialog about one user (Reset Password, Reset two-factor, Delete); `target` null means closed. */
export interface UserDialogProps {
  target: AdminUser | null;
  onClose: () => void;
  refresh: () => Promise<void>;
  copy: DashboardCopy['users'];
}

type UsersToasts = DashboardCopy['users']['toasts'];

/**
 * A dialog's one change: pending while it runs, closing the dialog when it succeeds, with the success
 * toast named by `kind` ('added': 'User Added' / 'New user has been created successfully', ...).
 */
export function useDialogMutation(
  copy: UsersToasts,
  kind: 'added' | 'reset' | 'unenrolled' | 'passkeysRemoved' | 'deleted',
  refresh: () => Promise<void>,
  onClose: () => void,
) {
  const [pending, setPending] = useState(false);
  const toasts = { successTitle: copy[`${kind}Title`], successText: copy[`${kind}Text`], errorTitle: copy.errorTitle };
  async function run(request: () => Promise<unknown>, onError?: (error: unknown) => void) {
    setPending(true);
    const done = await runMutation(request, toasts, refresh, onError);
    setPending(false);
    if (done) onClose();
  }
  return { pending, run };
}
