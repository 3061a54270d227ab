import { appStoreLinks, type AppKey, type AppStore } from '@site/config';
import type { Locale } from '@site/i18n';
import type { DocumentFile } from '../documents';
import type { MediaImage } from '../media-image';
import type { TutorialSet } from '../tutorials/tutorials';

export type { AppKey };

/** One feature section; its texts are `app:<app>.features.<key>` (title and desc lines). */
export interface AppFeature {
  key: string;
  /** Side of the text on wide screens. */
  position: 'left' | 'right';
  background: 'dark' | 'light';
}

export interface AppDefinition {
  features: readonly AppFeature[];
  manual: DocumentFile;
  tutorials: TutorialSet;
  /** Robot picture shown under the screenshot on phones. */
  robot: MediaImage;
}

const alternate = (keys: string[]): AppFeature[] =>
  keys.map((key, index) => ({ key, position: index % 2 ? 'right' : 'left', background: index % 2 ? 'light' : 'dark' }));

/** The two companion apps: the dog app (5 features, 13 videos) and the humanoid G1 app (3, 12). */
export const apps: Record<AppKey, AppDefinition> = {
  dog: {
    features: alternate(['control', 'camera', 'gaits', 'patrol', 'status']),
    manual: 'dog-app-manual',
    tutorials: 'dog',
    robot: { file: 'app/robot-dog.webp', width: 480, height: 320 },
  },
  g1: {
    features: alternate(['connect', 'actions', 'status']),
    manual: 'g1-app-manual',
    tutorials: 'g1',
    robot: { file: 'app/robot-g1.webp', width: 320, height: 480 },
  },
};

export const appKeys = Object.keys(apps) as AppKey[];
export const storeKeys: readonly AppStore[] = ['ios', 'android'];


/** A download button of spec section 3 (label and link name come from translations). */
export interface DownloadButton {
  name: AppStore;
  /** QR image of the link. */
  imgUrl: string;
  logoUrl: string;
  linkpath: string;
}

export const downloadButtons = (app: AppKey): DownloadButton[] =>
  storeKeys.map((store) => ({ name: store, imgUrl: `app/qr-${app}-${store}.webp`, logoUrl: `app/store-${store}.webp`, linkpath: appStoreLinks[app][store] }));

/** App screenshot of a feature in the page's language (the app UI shows text). */
export const appScreen = (app: AppKey, feature: string, locale: Locale): MediaImage => ({ file: `app/${app}-${feature}-${locale}.webp`, width: 320, height: 640 });

/**
 * The dark feature sections' picture, wide and for phones (where a section stacks into a tall
 * column and the wide one would show a tenth of itself, enlarged); the light sections are a CSS
 * gradient, which costs no picture to decode and paint.
 */
export const darkFeatureBackground = {
  wide: { file: 'app/feature-bg-dark.webp', width: 1920, height: 720 },
  narrow: { file: 'app/feature-bg-dark-narrow.webp', width: 480, height: 1200 },
} satisfies Record<string, MediaImage>;
