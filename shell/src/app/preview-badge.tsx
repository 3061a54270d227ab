import { useLocation, useTranslation } from '@site/i18n';
import type { PreviewedArea } from '@site/federation/render-contract';

/**
 * Tells a browser previewing an area's version that it sees it ("Preview: parts 1.3.0 · exit"), or a
 * launch ("Preview of the launch “P12 hand”: parts 1.3.0 · exit"). The link is a plain one: the
 * server ends the preview (clears its cookies) and sends the page back.
 */
export function PreviewBadge({ areas, launch }: { areas: PreviewedArea[]; launch?: string }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const names = areas.map((area) => `${area.remote} ${area.version}`).join(', ');
  return (
    <aside className="preview-badge">
      <span>{launch ? t(names ? 'preview.launchWithAreas' : 'preview.launch', { launch, areas: names }) : t('preview.badge', { areas: names })}</span>
      <span aria-hidden="true">·</span>
      <a href={`${pathname}?preview=off`}>{t('preview.exit')}</a>
    </aside>
  );
}
