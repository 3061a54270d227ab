import { useTranslation } from '@site/i18n';
import { BuyLink, DetailLink, ProductHero } from '../../../shared/product-hero';
import { homeBanners } from '../data';

/** The four product banners; the first title is the page's <h1>. */
export function ProductBanners() {
  const { t } = useTranslation('home');
  return (
    <>
      {homeBanners.map((banner, index) => (
        <ProductHero
          key={banner.key}
          image={banner.image}
          mobileImage={banner.mobileImage}
          alt={t(`banners.${banner.key}.imageAlt`)}
          title={t(`banners.${banner.key}.title`)}
          texts={[t(`banners.${banner.key}.tagline`)]}
          titleAs={index === 0 ? 'h1' : 'h2'}
          priority={index === 0}
        >
          <DetailLink to={banner.to} />
          <BuyLink />
        </ProductHero>
      ))}
    </>
  );
}
