// API endpoints: the contact form (the landing page's), and the health check (no page calls it).
// Each constant is the address alone (the contract entry naming it is in ../api.ts);
// areas are cut by the pages that call them, so a page carries only the addresses it calls.
export const health = '/api/health';
export const contact = '/api/contact';
