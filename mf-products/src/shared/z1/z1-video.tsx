import { Section, VideoBlock, useMedia } from '@site/design';
import { useLocale, useTranslation } from '@site/i18n';
import { introVideo } from './data';

/** The introduction film in the visitor's language, with a play/pause overlay. */
export function Z1Video() {
  const { t } = useTranslation(['z1', 'productsCommon']);
  const locale = useLocale();
  const media = useMedia();
  const video = introVideo[locale];
  return (
    <Section title={t('video.title')} subtitle={t('video.text')} tone="dark">
      <VideoBlock
        key={locale}
        src={media(video.file)}
        poster={media(video.poster)}
        fallbackText={t('productsCommon:video.fallback')}
        labels={{ play: t('productsCommon:video.play'), pause: t('productsCommon:video.pause'), video: t('video.label') }}
      />
    </Section>
  );
}
