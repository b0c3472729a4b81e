import { api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import type { AccountProfile } from '../../schemas/account.ts';
import type { PublicUser } from '../../schemas/user.ts';
import { toast } from '../../stores/toasts.ts';
import TextField from '../ui/TextField.tsx';
import AccountSection from './AccountSection.tsx';
import EmailStatus from './EmailStatus.tsx';
import Pending from '../ui/Pending.tsx';
import { primaryButton } from '../ui/buttons.ts';
import { type AccountCopy } from './copy.ts';
import { leaveIfSignedOut } from './signed-out.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';

interface ProfileFormProps {
  /** Undefined until the member is known: the fields are then empty, and their address holds its line. */
  user: PublicUser | undefined;
  copy: AccountCopy;
  onSaved: (profile: AccountProfile) => void;
}

/** The member's names (editable) and e-mail address (shown, with whether it is confirmed). */
export default function ProfileForm({ user, copy, onSaved }: ProfileFormProps) {
  const labels = copy.profile;
  const { errors, pending, disabled, onSubmit, onInput } = useFormSubmit({
    schema: () => import('../../schemas/account.ts').then((m) => m.profileUpdateSchema),
    send: (input) => api(endpoints.account, 'PATCH', { body: input }),
    onSuccess: (profile) => {
      onSaved(profile);
      toast({ title: labels.savedTitle, description: labels.savedText });
    },
    failureTitle: copy.errorTitle,
    onFailure: leaveIfSignedOut,
  });

  return (
    <AccountSection id="profile" heading={labels.heading} intro={labels.intro}>
      {/* Drawn anew once the member is known, so the fields start from their names (disabled until then). */}
      <form
        key={user ? 'member' : 'pending'}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onInput={onInput}
        className="space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="profile-first-name"
            name="firstName"
            autoComplete="given-name"
            required
            defaultValue={user?.firstName}
            disabled={!user}
            label={labels.firstNameLabel}
            error={errors.firstName}
          />
          <TextField
            id="profile-last-name"
            name="lastName"
            autoComplete="family-name"
            required
            defaultValue={user?.lastName}
            disabled={!user}
            label={labels.lastNameLabel}
            error={errors.lastName}
          />
        </div>
        <button type="submit" disabled={disabled} className={primaryButton}>
          {pending ? labels.pending : labels.submit}
        </button>
      </form>
      <div className="mt-6 border-t border-slate-200 pt-5">
        <p className="text-small font-medium text-slate-800">{labels.emailLabel}</p>
        <p className="mt-1 break-all text-slate-900">{user ? user.email : <Pending width="w-[24ch]" />}</p>
        {user ? (
          <EmailStatus verified={user.isVerified} copy={copy} />
        ) : (
          <p className="mt-2 text-small">
            <Pending width="w-[12ch]" />
          </p>
        )}
      </div>
    </AccountSection>
  );
}
