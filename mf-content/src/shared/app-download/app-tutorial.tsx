import { Section } from '@site/design';
import { useTranslation } from '@site/i18n';
import { TutorialTabs } from '../tutorials/tutorial-tabs';
import { apps, type AppKey } from './apps';

/** The app's tutorial area: tabs 'docs' (its manual) and 'videos' (default). */
export function AppTutorial({ app }: { app: AppKey }) {
  const { t } = useTranslation('app');
  const { manual, tutorials } = apps[app];
  return (
    <Section title={t('tutorial.title')} subtitle={t(`${app}.tutorialSubtitle`)}>
      <TutorialTabs manual={manual} set={tutorials} defaultTab="videos" />
    </Section>
  );
}
