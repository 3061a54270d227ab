import sizes from './media-sizes.json';
import type { Picture } from './types';

export const handSpecKeys = [
  'dof',
  'touchSensors',
  'weight',
  'dimensions',
  'fingertipForce',
  'gripPayload',
  'jointSpeed',
  'fingerFlexion',
  'thumbRotation',
  'repeatability',
  'touchResolution',
  'ratedVoltage',
  'peakPower',
  'communication',
  'operatingTemperature',
] as const;
export type HandSpecKey = (typeof handSpecKeys)[number];

/** MagicHand S01: labels come from `hand.specs.rows.<key>`; values are language-neutral. */
export const handSpecs: readonly { key: HandSpecKey; value: string }[] = [
  { key: 'dof', value: '11' },
  { key: 'touchSensors', value: '5' },
  { key: 'weight', value: '850 g' },
  { key: 'dimensions', value: '190 × 92 × 38 mm' },
  { key: 'fingertipForce', value: '15 N' },
  { key: 'gripPayload', value: '5 kg' },
  { key: 'jointSpeed', value: '240 °/s' },
  { key: 'fingerFlexion', value: '0 ~ 100°' },
  { key: 'thumbRotation', value: '0 ~ 90°' },
  { key: 'repeatability', value: '±0.5°' },
  { key: 'touchResolution', value: '0.1 N' },
  { key: 'ratedVoltage', value: '24 V' },
  { key: 'peakPower', value: '60 W' },
  { key: 'communication', value: 'CAN FD / RS-485' },
  { key: 'operatingTemperature', value: '-10 ~ 50 °C' },
];

export const handMedia: { video: string; poster: Picture } = {
  video: 'parts/hand/hand-demo.mp4',
  poster: { file: 'parts/hand/poster.webp', ...sizes.handPoster },
};
