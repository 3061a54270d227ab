import { useTranslation } from '@site/i18n';
import { BuyLink, ProductHero } from '../product-hero';
import { hero } from './data';

export function Z1Banner({ titleAs = 'h1' }: { titleAs?: 'h1' | 'h2' }) {
  const { t } = useTranslation(['z1', 'productsCommon']);
  return (
    <ProductHero {...hero} alt={t('hero.imageAlt')} title={t('hero.title')} texts={[t('hero.tagline'), t('hero.text')]} titleAs={titleAs}>
      <BuyLink label={t('productsCommon:actions.contact')} />
    </ProductHero>
  );
}
