/** The generated tutorial clips (scripts/generate-videos.mjs), under media/tutorials/. */
export type TutorialClip = 'power-on' | 'connect' | 'stand-up' | 'walk' | 'charge' | 'update' | 'humanoid-walk' | 'humanoid-wave';

export interface Tutorial {
  /** Key of the title in the `tutorials` namespace (`items.<id>`). */
  id: string;
  clip: TutorialClip;
}

/** The one poster all tutorial videos share (spec: "a shared poster"). */
export const tutorialPoster = { file: 'tutorials/poster.webp', width: 480, height: 270 };

export const tutorialVideo = (clip: TutorialClip) => `tutorials/${clip}.mp4`;

const list = (entries: [string, TutorialClip][]): readonly Tutorial[] => entries.map(([id, clip]) => ({ id, clip }));

/** The tutorial lists: /service (13 product tutorials), the dog app (13) and the G1 app (12). */
export const tutorialSets = {
  service: list([
    ['unboxing', 'power-on'],
    ['batteryInstall', 'power-on'],
    ['firstPowerOn', 'power-on'],
    ['remotePairing', 'connect'],
    ['standLie', 'stand-up'],
    ['walkingBasics', 'walk'],
    ['steps', 'walk'],
    ['roughGround', 'walk'],
    ['charging', 'charge'],
    ['batteryCare', 'charge'],
    ['firmware', 'update'],
    ['dailyChecks', 'stand-up'],
    ['packing', 'power-on'],
  ]),
  dog: list([
    ['dogAppInstall', 'connect'],
    ['dogAppLink', 'connect'],
    ['dogAppWifi', 'connect'],
    ['dogAppJoysticks', 'walk'],
    ['dogAppGaits', 'walk'],
    ['dogAppSpeed', 'walk'],
    ['dogAppCamera', 'connect'],
    ['dogAppMedia', 'connect'],
    ['dogAppPatrol', 'walk'],
    ['dogAppFollow', 'walk'],
    ['dogAppBattery', 'charge'],
    ['dogAppUpdate', 'update'],
    ['dogAppSafety', 'stand-up'],
  ]),
  g1: list([
    ['g1Install', 'connect'],
    ['g1Pair', 'connect'],
    ['g1Network', 'connect'],
    ['g1Stand', 'humanoid-wave'],
    ['g1Walk', 'humanoid-walk'],
    ['g1Actions', 'humanoid-wave'],
    ['g1Record', 'humanoid-wave'],
    ['g1Voice', 'humanoid-wave'],
    ['g1Battery', 'update'],
    ['g1Update', 'update'],
    ['g1Logs', 'update'],
    ['g1Safety', 'humanoid-walk'],
  ]),
} as const satisfies Record<string, readonly Tutorial[]>;

export type TutorialSet = keyof typeof tutorialSets;
