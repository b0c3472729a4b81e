// The FAQs as the landing page shows them (src/components/landing/FaqSection.astro), in order, every answer
// open so the editor reads what visitors read.
import type { CollectionEntry } from 'astro:content';
import type { PreviewProps } from './mount.tsx';

type Faq = CollectionEntry<'faqs'>['data'];

export default function FaqsPreview({ data }: PreviewProps<{ entries?: Partial<Faq>[] }>) {
  const copy = PREVIEW_COPY.faq;
  const faqs = [...(data.entries ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return (
    <main className="mx-auto grid max-w-page gap-8 p-6 lg:grid-cols-12">
      <div className="lg:col-span-4">
        <h2 className="text-h2 text-brand-navy">{copy.heading}</h2>
        <p className="mt-3 text-lead text-slate-700">{copy.intro}</p>
      </div>
      <div className="divide-y divide-slate-200 border-y border-slate-200 lg:col-span-8">
        {faqs.map((faq) => (
          <details key={faq.id ?? faq.question} open>
            <summary className="py-4 text-lg font-semibold text-brand-navy">{faq.question}</summary>
            <p className="pb-4 text-slate-700">{faq.answer}</p>
          </details>
        ))}
      </div>
    </main>
  );
}
