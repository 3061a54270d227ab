import type { ReactNode } from 'react';
import { HeroBanner, useMedia } from '@site/design';
import { LocaleLink, useTranslation, type SitePath } from '@site/i18n';
import type { MediaImage } from './media';
import styles from './shared.module.css';

export interface ProductHeroProps {
  image: MediaImage;
  mobileImage: MediaImage;
  alt: string;
  title: string;
  texts?: readonly string[];
  titleAs?: 'h1' | 'h2';
  /** The page's first picture (default); later banners load lazily. */
  priority?: boolean;
  /** Buttons laid over the bottom of the picture; on a phone under it. */
  children?: ReactNode;
}

/** A product's full-width picture with its title (HeroBanner) and action buttons over it. */
export function ProductHero({ image, mobileImage, alt, title, texts, titleAs, priority, children }: ProductHeroProps) {
  const media = useMedia();
  return (
    <div className={styles.hero}>
      <HeroBanner
        image={{ ...image, src: media(image.file) }}
        mobileImage={{ ...mobileImage, src: media(mobileImage.file) }}
        alt={alt}
        title={title}
        texts={texts}
        titleAs={titleAs}
        priority={priority}
      />
      {children ? <div className={styles.heroActions}>{children}</div> : null}
    </div>
  );
}

/** 'Learn more' style link to a product page. */
export function DetailLink({ to, label, prefetch }: { to: SitePath; label?: string; prefetch?: 'viewport' }) {
  const { t } = useTranslation('productsCommon');
  return (
    <LocaleLink to={to} className={`${styles.action} ${styles.secondary}`} data-prefetch={prefetch}>
      {label ?? t('actions.detail')}
    </LocaleLink>
  );
}

/** The purchase and cooperation form, always in a new tab so the product page stays open. */
export function BuyLink({ label }: { label?: string }) {
  const { t } = useTranslation('productsCommon');
  return (
    <LocaleLink to="/contact" target="_blank" rel="noopener noreferrer" className={`${styles.action} ${styles.primary}`}>
      {label ?? t('actions.buy')}
    </LocaleLink>
  );
}
