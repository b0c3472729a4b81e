// The leadership team as the landing page's about section shows it (src/components/landing/LeaderCard.astro),
// in order, each with the portrait as uploaded or the monogram the site draws without one.
import type { CollectionEntry } from 'astro:content';
import type { PreviewProps } from './mount.tsx';

type Leader = Omit<CollectionEntry<'leaders'>['data'], 'image'> & { image?: string };

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .slice(0, 2)
    .join('');

export default function LeadersPreview({ data, asset }: PreviewProps<{ entries?: Partial<Leader>[] }>) {
  const copy = PREVIEW_COPY.leadership;
  const leaders = [...(data.entries ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return (
    <main className="mx-auto max-w-page p-6">
      <h2 className="text-h2 text-brand-navy">{copy.heading}</h2>
      <p className="mt-4 text-lead text-slate-700">{copy.intro}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {leaders.map((leader) => (
          <li key={leader.id ?? leader.name}>
            <article className="flex h-full flex-col border-t-4 border-brand-gold bg-slate-50 p-5">
              <div className="flex items-center gap-4">
                {leader.image ? (
                  <img
                    src={asset(leader.image)}
                    alt=""
                    width={64}
                    height={64}
                    className="h-16 w-16 rounded-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-navy text-xl font-semibold text-white"
                  >
                    {initials(leader.name ?? '')}
                  </span>
                )}
                <div>
                  <h4 className="text-h4 font-semibold text-brand-navy">{leader.name}</h4>
                  <p className="text-sm text-slate-600">{leader.title}</p>
                </div>
              </div>
              <p className="mt-3 flex-1 text-sm text-slate-700">{leader.bio}</p>
              <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
                <span className="text-brand-ocean underline underline-offset-4">{copy.emailLabel}</span>
                <span className="text-brand-ocean underline underline-offset-4">{copy.profileLinkLabel}</span>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
