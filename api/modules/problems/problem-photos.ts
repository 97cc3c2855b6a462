import { keptPhotos } from '../vendor-page/kept-photos';

// A report's photos live in PHOTOS_DIR/reports/<reportId>/, served only by
// GET /api/problems/:id/photos/:file to the report's three parties.
const reportPhotos = keptPhotos('reports');

export const storeReportPhotos = reportPhotos.store;
export const removeReportPhotos = reportPhotos.remove;
export const readReportPhoto = reportPhotos.read;
