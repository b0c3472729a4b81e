// A case study as the landing page shows it: the site's own card, its <details> opened, with the text the
// landing page's island renders into an open card (CaseStudyDetails) put in its body the same way.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import CaseStudyCard from '../islands/case-studies/CaseStudyCard.tsx';
import CaseStudyDetails from '../islands/case-studies/CaseStudyDetails.tsx';
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
  const [body, setBody] = useState<HTMLElement | null>(null);
  useEffect(() => {
    list.current?.querySelector('details')?.setAttribute('open', '');
    setBody(list.current?.querySelector<HTMLElement>('[data-case-study-body]') ?? null);
  }, []);
  return (
    <main className="bg-slate-50 p-6">
      <ul ref={list} className="grid gap-4">
        <CaseStudyCard caseStudy={caseStudy} copy={PREVIEW_COPY.caseStudies} />
      </ul>
      {body && createPortal(<CaseStudyDetails detail={caseStudy} copy={PREVIEW_COPY.caseStudies} />, body)}
    </main>
  );
}
