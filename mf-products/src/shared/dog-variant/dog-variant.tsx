import { lazy, Suspense, useState } from 'react';
import { InViewVideo, PageMeta, Section, useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { ProductHero } from '../product-hero';
import { SpecBlock } from '../spec-block';
import { specColumns, variantMedia, type DogVariantModel } from './model';
import styles from './dog-variant.module.css';

const PromoDialog = lazy(() => import('./promo-dialog'));

type HeadingProps = { titleAs?: 'h1' | 'h2' };

/** The parts of a wheeled-leg or industrial dog page, which are also its fragment routes. */
export function dogVariantParts(model: DogVariantModel) {
  const { ns } = model;
  const files = variantMedia(model.dir);

  function Banner({ titleAs = 'h1' }: HeadingProps) {
    const { t } = useTranslation([ns, 'productsCommon']);
    const media = useMedia();
    const [open, setOpen] = useState(false);
    // Mounted from the first click on, so the dialog can also animate its closing.
    const [wanted, setWanted] = useState(false);
    return (
      <ProductHero {...files.hero} alt={t('banner.imageAlt')} title={t('banner.title')} texts={[t('banner.tagline')]} titleAs={titleAs}>
        <button
          type="button"
          className={styles.play}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
          {t('banner.watch')}
        </button>
        {wanted ? (
          <Suspense fallback={null}>
            <PromoDialog open={open} onClose={() => setOpen(false)} title={t('banner.dialogTitle')}>
              <video className={styles.dialogVideo} src={media(files.promo.file)} poster={media(files.promo.poster)} width={files.promo.width} height={files.promo.height} controls autoPlay muted playsInline preload="metadata" aria-label={t('banner.videoLabel')}>
                {t('productsCommon:video.fallback')}
              </video>
            </PromoDialog>
          </Suspense>
        ) : null}
      </ProductHero>
    );
  }

  function AutoPlay() {
    const { t } = useTranslation([ns, 'productsCommon']);
    const media = useMedia();
    return (
      <Section title={t('auto.title')} subtitle={t('auto.subtitle')} tone="dark">
        <ul className={styles.autoGrid}>
          {files.autoplay.map(({ key, video }) => (
            <li key={key}>
              <InViewVideo
                src={media(video.file)}
                poster={media(video.poster)}
                width={video.width}
                height={video.height}
                label={t(`auto.items.${key}.label`)}
                caption={model.captions ? t(`auto.items.${key}.caption`) : undefined}
                fallbackText={t('productsCommon:video.fallback')}
                threshold={0.3}
                rootMargin="50px"
              />
            </li>
          ))}
        </ul>
      </Section>
    );
  }

  function ExpandVideo() {
    const { t } = useTranslation([ns, 'productsCommon']);
    const media = useMedia();
    const [expanded, setExpanded] = useState(false);
    return (
      <Section title={t('expand.title')} subtitle={t('expand.text')}>
        <div className={[styles.expand, expanded ? styles.expanded : ''].join(' ')}>
          <InViewVideo
            src={media(files.expand.file)}
            poster={media(files.expand.poster)}
            width={files.expand.width}
            height={files.expand.height}
            label={t('expand.videoLabel')}
            fallbackText={t('productsCommon:video.fallback')}
          />
        </div>
        <div className={styles.expandAction}>
          <button type="button" className={styles.expandButton} aria-pressed={expanded} onClick={() => setExpanded((value) => !value)}>
            {expanded ? t('expand.collapse') : t('expand.expand')}
          </button>
        </div>
      </Section>
    );
  }

  function DogTable({ titleAs = 'h2' }: HeadingProps) {
    const { t } = useTranslation(ns);
    return (
      <Section title={t('specs.heading')} subtitle={t('specs.subheading')} tone="muted">
        <SpecBlock ns={ns} columns={specColumns} groups={model.specGroups} headingLevel={titleAs === 'h1' ? 2 : 3} />
      </Section>
    );
  }

  function Page() {
    const { t } = useTranslation(ns);
    const media = useMedia();
    return (
      <>
        <PageMeta title={t('meta.title')} description={t('meta.description')} path={model.path} product={{ name: t('banner.title'), image: media(files.hero.image.file) }} />
        <Banner />
        <AutoPlay />
        <ExpandVideo />
        <DogTable />
      </>
    );
  }

  return { Page, BannerDogW: Banner, AutoPlay, ExpandVideo, DogTable };
}
