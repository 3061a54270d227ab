import { appDownloadRoute } from '../../shared/app-download/app-download-page';

/** /app/g1: the humanoid G1's companion app (3 features, 12 videos, 1 manual). */
export default appDownloadRoute('g1');
