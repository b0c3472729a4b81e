import type { ReactNode } from 'react';
import type { Persona, PersonaHeadings } from '../../lib/brand-persona/types.ts';

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="break-inside-avoid rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 print:rounded-none print:p-0 print:py-3 print:shadow-none print:ring-0"
    >
      <h3 id={id} className="text-h3 text-brand-navy">
        {heading}
      </h3>
      <div className="mt-3 text-slate-800">{children}</div>
    </section>
  );
}

function WordList({ words }: { words: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {words.map((word) => (
        <li key={word} className="rounded-full border border-slate-300 px-3 py-1 text-small">
          {word}
        </li>
      ))}
    </ul>
  );
}

/** The composed persona, section by section (the same sections as the Markdown download). */
export default function PersonaSections({ persona, headings }: { persona: Persona; headings: PersonaHeadings }) {
  return (
    <div className="mt-8 space-y-6 print:mt-4 print:space-y-2">
      <Section id="persona-archetype" heading={headings.archetype}>
        <p className="font-serif text-h3 font-semibold text-brand-ocean">{persona.archetype.name}</p>
        <p className="mt-2">{persona.archetype.summary}</p>
      </Section>
      <Section id="persona-positioning" heading={headings.positioning}>
        <p className="leading-relaxed">{persona.positioning}</p>
      </Section>
      <Section id="persona-voice" heading={headings.voice}>
        <dl className="grid gap-4 sm:grid-cols-2">
          {persona.voice.map((reading) => (
            <div key={reading.axis}>
              <dt className="text-small font-semibold text-slate-700">{reading.label}</dt>
              <dd className="mt-1">
                <span className="font-medium">{reading.level}</span>
                <svg aria-hidden="true" viewBox="0 0 100 4" preserveAspectRatio="none" className="mt-2 h-2 w-full">
                  <rect width="100" height="4" className="fill-slate-200" />
                  <rect x={Math.max(0, reading.value - 2)} width="4" height="4" className="fill-brand-ocean" />
                </svg>
                <span aria-hidden="true" className="mt-1 flex justify-between text-caption text-slate-600">
                  <span>{reading.low}</span>
                  <span>{reading.high}</span>
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <Section id="persona-words-use" heading={headings.wordsToUse}>
          <WordList words={persona.wordsToUse} />
        </Section>
        <Section id="persona-words-avoid" heading={headings.wordsToAvoid}>
          <WordList words={persona.wordsToAvoid} />
        </Section>
      </div>
      <Section id="persona-lines" heading={headings.lines}>
        <dl className="space-y-4">
          {(['web', 'email', 'social'] as const).map((channel) => (
            <div key={channel}>
              <dt className="text-small font-semibold text-slate-700">{headings[channel]}</dt>
              <dd className="mt-1 border-l-4 border-brand-teal pl-4 text-lead">{persona.lines[channel]}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <Section id="persona-values" heading={headings.values}>
          <WordList words={persona.values} />
        </Section>
        <Section id="persona-look" heading={headings.look}>
          <h4 className="font-serif text-small font-semibold text-slate-700">{headings.lookWords}</h4>
          <div className="mt-2">
            <WordList words={persona.lookWords} />
          </div>
          <h4 className="mt-4 font-serif text-small font-semibold text-slate-700">{headings.colours}</h4>
          <ul className="mt-2 flex flex-wrap gap-4">
            {persona.swatches.map((swatch) => (
              <li key={swatch.hex} className="flex flex-col items-center gap-1 text-caption">
                <svg aria-hidden="true" viewBox="0 0 48 48" className="h-12 w-12">
                  <rect x="0.5" y="0.5" width="47" height="47" rx="8" fill={swatch.hex} stroke="#64748b" />
                </svg>
                {swatch.name && <span className="font-medium">{swatch.name}</span>}
                <span className="font-mono text-slate-700">{swatch.hex}</span>
              </li>
            ))}
          </ul>
        </Section>
      </div>
      <Section id="persona-audiences" heading={headings.audiences}>
        <ul className="grid gap-4 sm:grid-cols-3 print:grid-cols-3">
          {persona.audiences.map((audience, index) => (
            <li key={index} className="rounded-lg bg-slate-50 p-4 print:bg-white print:p-0">
              <h4 className="font-serif font-semibold text-brand-navy">{audience.name}</h4>
              <dl className="mt-2 space-y-2 text-small">
                <div>
                  <dt className="font-semibold text-slate-700">{headings.needs}</dt>
                  <dd>{audience.needs}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-700">{headings.fears}</dt>
                  <dd>{audience.fears}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
