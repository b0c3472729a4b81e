// Any /api/* address no other function serves answers the API's JSON 404 (not the site's HTML 404 page),
// so a client reading the API always reads the error contract. The function has no path of its own:
// netlify.toml rewrites /api/* to its address, and Netlify applies a rewrite only where no function's
// path matched (functions come before redirect rules), so a new endpoint needs nothing here;
// npm start and npm run dev route it the same way (scripts/serve/functions.ts).
import { HttpError, errorResponse } from '../lib/http.ts';

export default (): Response => errorResponse(new HttpError(404, 'There is nothing at this address in the API.'));
