import { appDownloadRoute } from '../../shared/app-download/app-download-page';

/** /app/dog: the robot dog's companion app (5 features, 13 videos, 1 manual). */
export default appDownloadRoute('dog');
