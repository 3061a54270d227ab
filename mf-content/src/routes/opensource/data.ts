
export type SdkGroup = 'MagicBot' | 'MagicDog';

/** Filter of the group menu: everything (default) or one product line. */
export const sdkFilters = ['all', 'MagicBot', 'MagicDog'] as const;
export type SdkFilter = (typeof sdkFilters)[number];

/** The five SDK repositories; titles and descriptions in locales/<lang>/opensource.json. */
export const sdkRepositories: readonly { key: string; group: SdkGroup; href: string }[] = [
  { key: 'gen1', group: 'MagicBot', href: 'https://code.robotics.example/lingshu/magicbot-gen1-sdk' },
  { key: 'z1', group: 'MagicBot', href: 'https://code.robotics.example/lingshu/magicbot-z1-sdk' },
  { key: 'dog', group: 'MagicDog', href: 'https://code.robotics.example/lingshu/magicdog-sdk' },
  { key: 'dogMotion', group: 'MagicDog', href: 'https://code.robotics.example/lingshu/magicdog-motion-sdk' },
  { key: 'dogRos2', group: 'MagicDog', href: 'https://code.robotics.example/lingshu/magicdog-ros2-sdk' },
];

/** Card descriptions are cut here (spec section 9); the full text is in a tooltip above 1024 px. */
export const descriptionLimit = 400;

export function truncate(text: string, limit = descriptionLimit): string {
  const characters = Array.from(text);
  return characters.length > limit ? `${characters.slice(0, limit).join('')}…` : text;
}
