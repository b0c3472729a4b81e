// A case study as the landing page shows it: the site's own card, its <details> opened.
import { useEffect, useRef } from 'react';
import CaseStudyCard from '../islands/case-studies/CaseStudyCard.tsx';
import type { CaseStudy } from '../islands/case-studies/types.ts';
import type { PreviewProps } from './mount.tsx';

export default function CaseStudyPreview({ data }: PreviewProps<Partial<CaseStudy>>) {
  const caseStudy: CaseStudy = {
    id: data.id ?? '',
    category: data.category ?? 'enterprise-software',
    title: data.title ?? '',
    client: data.client ?? '',
    summary: data.summary ?? '',
    description: data.description ?? '',
    metrics: data.metrics ?? [],
    details: data.details ?? [],
    order: data.order ?? 1,
  };
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector('details')?.setAttribute('open', '');
  });
  return (
    <main className="bg-slate-50 p-6">
      <ul ref={list} className="grid gap-4">
        <CaseStudyCard caseStudy={caseStudy} copy={PREVIEW_COPY.caseStudies} />
      </ul>
    </main>
  );
}
