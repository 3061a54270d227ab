import { expect, test } from 'vitest';
import { initialTrack, moveTrack, settleTrack, slideOffset, type TrackState } from './carousel-track';

const at = (active: number): TrackState => ({ active, position: active, instant: false });
/** Where each of `count` slides is drawn relative to the view, in slide widths. */
const drawn = (track: TrackState, count: number) => Array.from({ length: count }, (_, index) => index + slideOffset(track, index, count) - track.position);

test('a plain move slides to the slide; an indicator may jump several', () => {
  expect(moveTrack(initialTrack, 1, 4, true)).toEqual(at(1));
  expect(moveTrack(at(1), 3, 4, true)).toEqual(at(3));
  const still = at(2);
  expect(moveTrack(still, 2, 4, true), 'the same slide: the same state, no render').toBe(still);
});

test('a wrap goes one slot past the end with the arriving slide drawn there, then settles on its own slot', () => {
  const on = moveTrack(at(3), 4, 4, true);
  expect(on).toEqual({ active: 0, position: 4, instant: false });
  expect(drawn(on, 4)).toEqual([0, -3, -2, -1]);
  expect(settleTrack(on)).toEqual({ active: 0, position: 0, instant: true });
  expect(drawn(settleTrack(on), 4)).toEqual([0, 1, 2, 3]);

  const back = moveTrack(at(0), -1, 4, true);
  expect(back).toEqual({ active: 3, position: -1, instant: false });
  expect(drawn(back, 4)).toEqual([1, 2, 3, 0]);
  expect(settleTrack(back)).toEqual({ active: 3, position: 3, instant: true });
});

test('with two slides each way round is a wrap of one step', () => {
  expect(drawn(moveTrack(at(1), 2, 2, true), 2)).toEqual([0, -1]);
  expect(drawn(moveTrack(at(0), -1, 2, true), 2)).toEqual([1, 0]);
});

test('a move during a wrap goes straight to its slide; without loop the ends hold; one slide never moves', () => {
  const wrapping = moveTrack(at(3), 4, 4, true);
  expect(moveTrack(wrapping, 1, 4, true)).toEqual({ active: 1, position: 1, instant: true });
  expect(moveTrack(at(3), 4, 4, false)).toEqual(at(3));
  expect(moveTrack(at(0), -1, 4, false)).toEqual(at(0));
  expect(moveTrack(initialTrack, 1, 1, true)).toBe(initialTrack);
  expect(settleTrack(at(2))).toEqual(at(2));
});
