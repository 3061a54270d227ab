import { socialLinks, type SocialId } from '@site/config';
import { useTranslation } from '@site/i18n';
import qrWechat from './media/qr-wechat.webp';
import qrWechatVideo from './media/qr-wechatVideo.webp';

const footerSocials: SocialId[] = ['wechat', 'wechatVideo', 'bilibili', 'douyin', 'linkedin', 'x', 'youtube'];

/** Imported, so the build fingerprints or inlines them: no picture address that has to be asked again every hour. */
const qrImages: Partial<Record<SocialId, string>> = { wechat: qrWechat, wechatVideo: qrWechatVideo };

/**
 * WeChat items show their QR image only (its alt says what it is, so it does not just repeat the caption); the others open their page in a new tab.
 * A plain list is no element to name (html-validate's aria-label-misuse), so a heading, like each footer column's, says what it holds.
 */
export function SocialTiles() {
  const { t } = useTranslation('shell');
  return (
    <>
      <h2 className="social-tiles__title">{t('footer.social')}</h2>
      <ul className="social-tiles">
        {footerSocials.map((id) => {
          const social = socialLinks[id];
          const title = t(`social.${id}`);
          const qrImage = qrImages[id];
          return (
            <li key={id} className="social-tiles__item">
              {qrImage ? (
                <figure className="social-tiles__qr">
                  <img src={qrImage} width={96} height={96} alt={t('footer.qrAlt', { name: title })} loading="lazy" />
                  <figcaption>{title}</figcaption>
                </figure>
              ) : (
                <a href={social.link} target="_blank" rel="noopener noreferrer" className="social-tiles__link" aria-label={title} title={title}>
                  {/* The mark is drawn by CSS: a logo glyph, not a text label the link's name would have to contain. */}
                  <span aria-hidden="true" className="social-tiles__mark" data-mark={t(`social.${id}Mark`)} />
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
