// The administrators' downloads: one CSV file per dataset, named in its address
// (/api/admin/exports/enquiries.csv). The files' columns are the server's (netlify/lib/exports).
export const EXPORT_DATASETS = ['enquiries.csv', 'consent-logs.csv'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];
