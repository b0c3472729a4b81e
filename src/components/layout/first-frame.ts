// When a page's first frame may be drawn. A slow device paints a half-parsed page, and content laid out
// against what follows it (a centred grid row, a short last row of cards) then moves as the rest arrives.
// So the head names an element that comes after the main content, `<link rel="expect" blocking="render">`,
// and the browser draws nothing until the parser has inserted it: the footer. A page without one (the
// members' pages) is drawn once its parsing has finished.

/** The id of the element the first frame waits for: the site footer, which follows `<main>`. */
export const FIRST_FRAME_ELEMENT_ID = 'site-footer';
