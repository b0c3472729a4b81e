import { stepButton, stepSecondaryButton } from '../ui/buttons.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/member.ts';
import { QUESTIONNAIRE_PATH, RESULT_PATH } from '../../lib/brand-persona/paths.ts';
import type { PersonaOptions } from '../../lib/brand-persona/types.ts';
import { goTo } from '../../lib/navigation.ts';
import {
  PERSONA_STEPS,
  PERSONA_STEP_COUNT,
  stepNumber,
  type PersonaStepId,
} from '../../schemas/brand-persona-options.ts';
import type { PersonaDraft } from '../../schemas/brand-persona-replies.ts';
import { toastFailure } from '../../stores/toasts.ts';
import type { QuestionnaireCopy } from './copy.ts';
import { serverStepErrors, type StepErrors } from './field-errors.ts';
import { answersFromForm, formFromAnswers, formsFromDraft, type FormValues } from './form-values.ts';
import StepProgress from './StepProgress.tsx';
import AudiencesStep from './steps/AudiencesStep.tsx';
import DifferenceStep from './steps/DifferenceStep.tsx';
import LookStep from './steps/LookStep.tsx';
import OrganisationStep from './steps/OrganisationStep.tsx';
import ValuesStep from './steps/ValuesStep.tsx';
import VoiceStep from './steps/VoiceStep.tsx';
import type { StepProps } from './steps/step-props.ts';
import { leaveIfSignedOut } from './use-member-data.ts';

interface Props {
  draft: PersonaDraft | null;
  copy: QuestionnaireCopy;
  options: PersonaOptions;
}

/** The checks before Next, with zod: fetched when the member starts answering, not with the page. */
const loadChecks = () => import('./step-checks.ts');

/**
 * The six steps. Next checks the step with the shared schema, saves it (the draft then resumes after it)
 * and moves on; the last step is saved, then the whole questionnaire submitted, then the result opens.
 * Back keeps what was typed on the step being left, unsaved, until Next.
 */
export default function QuestionnaireSteps({ draft, copy, options }: Props) {
  const [step, setStep] = useState(draft?.step ?? 1);
  const [forms, setForms] = useState<FormValues>(() => formsFromDraft(draft?.answers ?? {}));
  const [errors, setErrors] = useState<StepErrors>({});
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const moved = useRef(false);

  const id: PersonaStepId = PERSONA_STEPS[step - 1]!;
  const last = step === PERSONA_STEP_COUNT;
  const titles = Object.fromEntries(PERSONA_STEPS.map((s) => [s, copy.steps[s].title])) as Record<
    PersonaStepId,
    string
  >;

  useEffect(() => {
    // A new step: move focus to its heading, so screen readers announce where the member is.
    if (moved.current) heading.current?.focus();
  }, [step]);

  useEffect(() => {
    // Errors: focus the first field that has one (or the first box of a group that has one).
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input');
    invalid?.focus();
  }, [errors]);

  const setForm =
    <S extends PersonaStepId>(s: S) =>
    (value: FormValues[S]) => {
      loadChecks().catch(() => undefined);
      setForms((all) => ({ ...all, [s]: value }));
    };

  const go = (to: number) => {
    moved.current = true;
    setErrors({});
    setStep(to);
  };

  async function saveAndContinue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setAnnouncement('');
    try {
      const checked = (await loadChecks()).checkStep(id, answersFromForm(id, forms[id]));
      if (checked.errors) {
        setErrors(checked.errors);
        setPending(false);
        return;
      }
      setErrors({});
      const saved = await api(endpoints.memberBrandPersona, 'PUT', { body: checked.body });
      const answers = saved.answers[id];
      if (answers) setForms((all) => ({ ...all, [id]: formFromAnswers(id, answers) }));
      if (last) {
        await api(endpoints.memberBrandPersonaSubmit, 'POST');
        goTo(RESULT_PATH);
        return;
      }
      setAnnouncement(copy.saved);
      go(step + 1);
    } catch (error) {
      if (leaveIfSignedOut(error, QUESTIONNAIRE_PATH)) return;
      toastFailure(copy.saveFailedTitle, error);
      // Submission names the steps still to complete: go to the first of them.
      const incomplete = PERSONA_STEPS.find((s) => error instanceof ApiError && s in error.fieldErrors);
      if (last && incomplete) go(stepNumber(incomplete));
      else setErrors(serverStepErrors(error));
    }
    setPending(false);
  }

  const stepCopy = copy.steps[id];
  const props = <S extends PersonaStepId>(s: S): StepProps<S> => ({
    value: forms[s],
    onChange: setForm(s),
    errors,
    copy: copy.steps[s],
  });
  const fields = {
    organisation: <OrganisationStep {...props('organisation')} options={options} />,
    values: <ValuesStep {...props('values')} />,
    audiences: <AudiencesStep {...props('audiences')} />,
    voice: <VoiceStep {...props('voice')} options={options.voice} />,
    difference: <DifferenceStep {...props('difference')} />,
    look: <LookStep {...props('look')} colourNames={options.colours} />,
  }[id];

  return (
    <>
      <StepProgress step={step} copy={copy.progress} titles={titles} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <form
        ref={form}
        noValidate
        onSubmit={saveAndContinue}
        aria-labelledby="persona-step-heading"
        className="mt-8 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <h2 id="persona-step-heading" ref={heading} tabIndex={-1} className="text-h3 text-brand-navy">
          {stepCopy.title}
        </h2>
        <p className="mt-2 mb-6 text-slate-700">{stepCopy.intro}</p>
        {errors._ && <p className="mb-4 text-small font-medium text-red-700">{errors._}</p>}
        {fields}
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
          {step > 1 ? (
            <button type="button" onClick={() => go(step - 1)} disabled={pending} className={stepSecondaryButton}>
              {copy.navigation.back}
            </button>
          ) : (
            <span />
          )}
          <button type="submit" disabled={pending} className={stepButton}>
            {pending
              ? last
                ? copy.navigation.finishing
                : copy.navigation.saving
              : last
                ? copy.navigation.finish
                : copy.navigation.next}
          </button>
        </div>
      </form>
    </>
  );
}
