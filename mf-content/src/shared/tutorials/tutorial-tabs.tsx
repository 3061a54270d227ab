import { TabsLayout, useMedia } from '@site/design';
import { useLocale, useTranslation } from '@site/i18n';
import { DocumentList } from '../document-list';
import { documentPath, type DocumentFile } from '../documents';
import { TutorialVideos } from './tutorial-videos';
import type { TutorialSet } from './tutorials';
import styles from './tutorials.module.css';

export type TutorialTab = 'docs' | 'videos';

/**
 * The 'docs' and 'videos' tabs of /service and the app pages: one manual and a tutorial list.
 * `headingLevel`: of the manual's name, 2 when the tabs sit right under the page's h1.
 */
export function TutorialTabs({ manual, set, defaultTab, headingLevel = 3 }: { manual: DocumentFile; set: TutorialSet; defaultTab: TutorialTab; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(['tutorials', 'documents']);
  const locale = useLocale();
  const media = useMedia();
  const items = [
    {
      key: 'docs',
      label: t('tabs.docs'),
      content: (
        <DocumentList
          accessLabel={t('documents:access')}
          headingLevel={headingLevel}
          items={[{ name: t(`documents:files.${manual}.name`), desc: t(`documents:files.${manual}.desc`), link: media(documentPath(manual, locale)) }]}
        />
      ),
    },
    { key: 'videos', label: t('tabs.videos'), content: <TutorialVideos set={set} /> },
  ];
  return (
    <div className={styles.tabs}>
      <TabsLayout items={items} defaultActiveKey={defaultTab} />
    </div>
  );
}
