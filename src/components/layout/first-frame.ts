// When a page's first frame may be drawn. A slow device paints a half-parsed page, and content laid out
// against what follows it (a centred grid row, a short last row of cards, the cookie banner's buttons) then
// moves as the rest arrives. So the head names the page's last element, `<link rel="expect"
// blocking="render">`, and the browser draws nothing until the parser has inserted it: the first frame
// holds the whole page, its main content, footer and cookie banner. The page's HTML is small enough that
// this costs next to nothing over waiting for the main content alone.

/** The id of the element the first frame waits for: an empty marker, the last element of every page's body. */
export const FIRST_FRAME_ELEMENT_ID = 'page-end';
