import { Divider, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type RouteObject } from 'react-router';
import type { MediaItem } from '@site/console-contract/newsroom';
import { CallOutcome } from '../../app/actions/call-outcome';
import { useConsoleCall } from '../../app/actions/use-console-call';
import type { ConsoleApi } from '../../app/api/console-api-client';
import { usePageTitle } from '../../app/layout/use-page-title';
import { signedIn } from '../../app/session/signed-in-loader';
import { Panel } from '../../components/panel';
import { MediaRow } from './components/media-row';
import { UploadForm } from '../../components/newsroom/upload-form';

/** The media library: upload, alt text in both languages, what uses each image, delete the unused. */
function MediaPage() {
  const { t } = useTranslation();
  const items = useLoaderData() as MediaItem[];
  const call = useConsoleCall();
  usePageTitle(t('media.title'));
  return (
    <>
      <Typography.Title level={1}>{t('media.title')}</Typography.Title>
      <CallOutcome outcome={call.outcome} onClose={call.clearOutcome} />
      <UploadForm call={call} />
      <Panel id="media-images" title={t('media.images', { count: items.length })}>
        {items.length === 0 ? (
          <p>{t('media.empty')}</p>
        ) : (
          items.map((item, index) => (
            <Fragment key={item.id}>
              {index > 0 && <Divider />}
              <MediaRow item={item} call={call} />
            </Fragment>
          ))
        )}
      </Panel>
    </>
  );
}

export function mediaRoute(api: ConsoleApi): Pick<RouteObject, 'loader' | 'Component'> {
  return { loader: signedIn(() => api.media()), Component: MediaPage };
}
