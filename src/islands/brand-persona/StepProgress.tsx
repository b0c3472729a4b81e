import { fill } from '../../lib/template.ts';
import { PERSONA_STEPS, PERSONA_STEP_COUNT } from '../../schemas/brand-persona-options.ts';
import type { QuestionnaireCopy } from './copy.ts';

interface StepProgressProps {
  /** The current step, 1-6. */
  step: number;
  copy: QuestionnaireCopy['progress'];
  titles: Record<(typeof PERSONA_STEPS)[number], string>;
}

/** 'Step 3 of 6', a bar, and the six steps with the current one marked. */
export default function StepProgress({ step, copy, titles }: StepProgressProps) {
  const stepOf = fill(copy.stepOf, { step, total: PERSONA_STEP_COUNT });
  return (
    <nav aria-label={copy.label} className="mt-6">
      <p className="text-small font-semibold text-brand-ocean">{stepOf}</p>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${PERSONA_STEP_COUNT} 1`}
        preserveAspectRatio="none"
        className="mt-2 h-2 w-full overflow-hidden rounded-full"
      >
        <rect width={PERSONA_STEP_COUNT} height="1" className="fill-slate-200" />
        <rect width={step} height="1" className="fill-brand-ocean" />
      </svg>
      <ol className="mt-4 grid grid-cols-2 gap-2 text-small sm:grid-cols-6">
        {PERSONA_STEPS.map((id, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <li
              key={id}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex items-center gap-2 ${state === 'current' ? 'font-semibold text-brand-navy' : 'text-slate-700'}`}
            >
              <span
                aria-hidden="true"
                className={`flex h-6 w-6 flex-none items-center justify-center rounded-full text-caption ${
                  state === 'todo' ? 'border border-slate-400 bg-white' : 'bg-brand-navy text-white'
                }`}
              >
                {state === 'done' ? '✓' : number}
              </span>
              <span>
                {titles[id]}
                {state !== 'todo' && <span className="sr-only"> {state === 'done' ? copy.done : copy.current}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
