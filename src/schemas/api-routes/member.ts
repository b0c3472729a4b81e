// API endpoints: The member's dashboard, application launches and the Brand Persona questionnaire.
// Each constant is the address alone (the contract entry naming it is in ../api.ts);
// areas are cut by the pages that call them, so a page carries only the addresses it calls.
export const memberDashboard = '/api/member/dashboard';
export const memberActivity = '/api/member/activity';
export const memberApplicationTrack = '/api/member/applications/:name/track';
export const memberBrandPersona = '/api/member/brand-persona';
export const memberBrandPersonaSubmit = '/api/member/brand-persona/submit';
export const memberBrandPersonaVersion = '/api/member/brand-persona/versions/:version';
export const memberBrandPersonaReopen = '/api/member/brand-persona/versions/:version/reopen';
