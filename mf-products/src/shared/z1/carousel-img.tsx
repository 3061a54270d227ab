import { ImageCarousel, Section, useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { carouselHeight, carouselInterval, carouselSlides } from './data';

/** Four scenes, 575 px high, advancing every 3 s and pausing under the pointer. */
export function CarouselImg() {
  const { t } = useTranslation('z1');
  const media = useMedia();
  return (
    <Section title={t('carousel.title')} subtitle={t('carousel.subtitle')}>
      <ImageCarousel
        interval={carouselInterval}
        height={carouselHeight}
        pauseOnHover
        indicators
        arrows
        items={carouselSlides.map(({ key, image, mobileImage }) => ({
          key,
          src: media(image.file),
          mobileSrc: media(mobileImage.file),
          width: image.width,
          height: image.height,
          alt: t(`carousel.slides.${key}`),
        }))}
        labels={{
          carousel: t('carousel.label'),
          previous: t('carousel.previous'),
          next: t('carousel.next'),
          stop: t('carousel.stop'),
          start: t('carousel.start'),
          slide: (index, count) => t('carousel.slide', { index: index + 1, count }),
        }}
      />
    </Section>
  );
}
