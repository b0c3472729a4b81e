// 'Cookie Preferences': a modal dialog (Headless UI: focus trapped and restored, Escape cancels) with a
// switch per category. Essential is always on; the others start as the current choice, or off. Besides
// the spec's Cancel and Save Preferences it offers Reject All and Accept All, so withdrawing consent
// from the footer's 'Cookie settings' takes two clicks, as giving it did.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { UiData } from '../../content.config.ts';

type CookieConsentCopy = UiData['cookieConsent'];
import { ONLY_ESSENTIAL, optionalCategories, type ConsentChoices } from '../../schemas/consent-choices.ts';
import { $consent, $preferencesOpen, chooseConsent, closeCookiePreferences } from '../../lib/consent-store.ts';
// This dialog is itself fetched on demand: it takes Headless UI's dialog with it, with no second wait.
import Modal from '../ui/ModalDialog.tsx';
import CategorySwitch from './CategorySwitch.tsx';
import ConsentButton from './ConsentButton.tsx';

interface Props {
  copy: CookieConsentCopy;
}

export default function PreferencesDialog({ copy }: Props) {
  const open = useStore($preferencesOpen);
  const current = useStore($consent);
  const [draft, setDraft] = useState<ConsentChoices>(current ?? ONLY_ESSENTIAL);

  // Each opening starts from the choice in force.
  useEffect(() => {
    if (open) setDraft(current ?? ONLY_ESSENTIAL);
  }, [open, current]);

  return (
    <Modal
      open={open}
      onClose={closeCookiePreferences}
      title={copy.dialogTitle}
      description={copy.dialogDescription}
      placement="sheet"
    >
      <ul className="divide-y divide-slate-200">
        <CategorySwitch {...copy.categories.essential} checked disabled note={copy.alwaysOn} />
        {optionalCategories.map((category) => (
          <CategorySwitch
            key={category}
            {...copy.categories[category]}
            checked={draft[category]}
            onChange={(value) => setDraft((choices) => ({ ...choices, [category]: value }))}
          />
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <div className="flex gap-3">
          <ConsentButton className="flex-1" onClick={() => void chooseConsent('reject_all')}>
            {copy.rejectAll}
          </ConsentButton>
          <ConsentButton className="flex-1" onClick={() => void chooseConsent('accept_all')}>
            {copy.acceptAll}
          </ConsentButton>
        </div>
        <div className="flex gap-3">
          <ConsentButton outline className="flex-1" onClick={closeCookiePreferences}>
            {copy.cancel}
          </ConsentButton>
          <ConsentButton className="flex-1" onClick={() => void chooseConsent('customize', draft)}>
            {copy.save}
          </ConsentButton>
        </div>
      </div>
    </Modal>
  );
}
