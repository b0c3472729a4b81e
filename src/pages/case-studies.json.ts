// The case studies' expanded text as one static JSON file, fetched by the landing page's case-study
// island once it hydrates (after the first paint), so the landing HTML carries only the cards' faces.
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { detailsJson } from '../islands/case-studies/details.ts';

export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(detailsJson((await getCollection('caseStudies')).map((entry) => entry.data)), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
