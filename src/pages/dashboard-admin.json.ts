// The administrators' panels' copy as one static JSON file, fetched by the dashboard's panels when an
// administrator's dashboard loads them (src/islands/dashboard/admin-copy.ts): the dashboard's HTML, which
// every member downloads, carries only the members' copy.
import type { APIRoute } from 'astro';
import { getPage } from '../lib/page-content.ts';
import { splitAdminCopy } from '../islands/dashboard/admin-copy.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const { admin } = splitAdminCopy(await getPage('dashboard'));
  return new Response(JSON.stringify(admin), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
