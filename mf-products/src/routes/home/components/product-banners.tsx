import { BelowTheFold } from '@site/design';
import { useTranslation } from '@site/i18n';
import { BuyLink, DetailLink, ProductHero } from '../../../shared/product-hero';
import { homeBanners } from '../data';

/** The four product banners; the first title is the page's <h1>, the others are below the first screen. */
export function ProductBanners() {
  const [first, ...rest] = homeBanners.map((banner, index) => <ProductBanner key={banner.key} banner={banner} index={index} />);
  return (
    <>
      {first}
      <BelowTheFold>{rest}</BelowTheFold>
    </>
  );
}

function ProductBanner({ banner, index }: { banner: (typeof homeBanners)[number]; index: number }) {
  const { t } = useTranslation('home');
  return (
    <ProductHero
      image={banner.image}
      mobileImage={banner.mobileImage}
      alt={t(`banners.${banner.key}.imageAlt`)}
      title={t(`banners.${banner.key}.title`)}
      texts={[t(`banners.${banner.key}.tagline`)]}
      titleAs={index === 0 ? 'h1' : 'h2'}
      priority={index === 0}
    >
      {/* The likeliest next pages: the shell loads them once seen. */}
      <DetailLink to={banner.to} prefetch="viewport" />
      <BuyLink />
    </ProductHero>
  );
}
