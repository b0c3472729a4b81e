// The favicon: the mark from the logo's own geometry (src/lib/brand/logo.ts), prebuilt to /favicon.svg.
import type { APIRoute } from 'astro';
import { markSvg } from '../lib/brand/logo.ts';

export const GET: APIRoute = () => new Response(markSvg(), { headers: { 'Content-Type': 'image/svg+xml' } });
