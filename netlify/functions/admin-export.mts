import type { Config } from '@netlify/functions';
import { requireAdmin } from '../lib/auth/guards.ts';
import { getDb } from '../lib/db.ts';
import { auditedRoute, HttpError } from '../lib/http.ts';
import { logEvent } from '../lib/log.ts';
import { exportCsv, isExportDataset } from '../lib/exports/datasets.ts';

export default auditedRoute({
  GET: async (request, context) => {
    const actor = await requireAdmin(request, getDb());
    const dataset = context.params.dataset;
    if (!isExportDataset(dataset)) throw new HttpError(404, 'No such export');
    const { filename, body } = await exportCsv(getDb(), dataset);
    logEvent('admin.export', { actorId: actor.user.id, dataset });
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
      },
    });
  },
});

export const config: Config = { path: '/api/admin/exports/:dataset' };
