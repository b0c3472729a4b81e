import { useState } from 'react';
import { api } from '../../lib/api.ts';
import { fill } from '../../lib/template.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import { BRIEFINGS_CHOICE_WORDING } from '../../schemas/briefing-wording.ts';
import { useApiData } from '../data/use-api-data.ts';
import { formatDateTime } from '../ui/dates.ts';
import AccountSection from './AccountSection.tsx';
import type { AccountCopy } from './copy.ts';

const loadChoice = () => api(endpoints.accountBriefings, 'GET');

/**
 * Briefings by e-mail: one box, off until the member ticks it; each change is saved at once and recorded
 * with its wording and time (the server keeps every choice, as it keeps cookie choices). With an address
 * not yet confirmed, the note says that briefings start once it is (the server has sent the link).
 */
export default function BriefingsSection({ copy, enabled }: { copy: AccountCopy; enabled: boolean }) {
  const labels = copy.briefings;
  const { state, update } = useApiData(loadChoice, { enabled });
  // The box shows the choice being saved at once, and goes back if the save fails.
  const [saving, setSaving] = useState<boolean | null>(null);
  const [note, setNote] = useState('');
  const choice = state.status === 'ready' ? state.data : null;

  async function change(subscribed: boolean) {
    setSaving(subscribed);
    try {
      const saved = await api(endpoints.accountBriefings, 'PUT', { body: { subscribed } });
      update(() => saved);
      setNote(
        saved.awaitingVerification ? labels.awaitingVerification : saved.subscribed ? labels.savedOn : labels.savedOff,
      );
    } catch {
      setNote(labels.failed);
    } finally {
      setSaving(null);
    }
  }

  return (
    <AccountSection id="briefings" heading={labels.heading} intro={labels.intro}>
      <label className="flex min-h-11 items-center gap-3 font-medium text-slate-900">
        <input
          type="checkbox"
          className="size-5 accent-brand-navy"
          checked={saving ?? choice?.subscribed ?? false}
          disabled={!choice || saving !== null}
          onChange={(event) => void change(event.target.checked)}
        />
        {BRIEFINGS_CHOICE_WORDING}
      </label>
      <p className="mt-2 min-h-6 text-small text-slate-700" role="status">
        {note ||
          (choice?.awaitingVerification ? labels.awaitingVerification : '') ||
          (choice?.changedAt ? fill(labels.chosenOn, { date: formatDateTime(choice.changedAt) }) : '')}
      </p>
    </AccountSection>
  );
}
