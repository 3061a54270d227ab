import { Section, VideoBlock, useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { featureVideo } from '../data';

/** The trotting clip: muted autoplay with a play/pause overlay button. */
export function FeatureVideo() {
  const { t } = useTranslation('dog');
  const media = useMedia();
  return (
    <Section title={t('video.title')} subtitle={t('video.text')} tone="dark">
      <VideoBlock
        src={media(featureVideo.file)}
        poster={media(featureVideo.poster)}
        type={featureVideo.type}
        fallbackText={t('video.fallback')}
        labels={{ play: t('video.play'), pause: t('video.pause'), video: t('video.label') }}
      />
    </Section>
  );
}
