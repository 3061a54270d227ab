import { useTranslation } from '@site/i18n';
import { FeatureBands } from '../feature-bands';
import { mediaBands, techBands } from './data';

/** Three technology blocks: joint angle, power and speed. */
export function Z1Section() {
  const { t } = useTranslation('z1');
  return <FeatureBands ns="z1" prefix="tech" items={techBands} label={t('tech.label')} />;
}

/** Media blocks: the fall-recovery clip, then open platform, insight, hand and response pictures. */
export function MediaBlock() {
  const { t } = useTranslation('z1');
  return <FeatureBands ns="z1" prefix="media" items={mediaBands} label={t('media.label')} />;
}
