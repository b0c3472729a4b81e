import type { CollectionEntry } from 'astro:content';
import type { PageData } from '../../content.config.ts';

export type CaseStudy = CollectionEntry<'caseStudies'>['data'];
export type CaseStudiesCopy = Pick<
  PageData<'home'>['caseStudies'],
  | 'filterLabel'
  | 'filters'
  | 'resultsCount'
  | 'expandLabel'
  | 'collapseLabel'
  | 'resultsLabel'
  | 'detailsLabel'
  | 'emptyText'
>;
