/**
 * Where ImageCarousel's track of slides stands. Slides sit side by side on the track in their own
 * order and the track slides to the shown one, so a plain move from the last slide to the first
 * would slide back across every slide in between. A wrap is one step on instead: the track moves one
 * slot past its end, where the arriving slide is drawn for the moment (`slideOffset`), and once that
 * transition has ended `settleTrack` puts track and slide back on their own slots together, which
 * leaves the picture where it is.
 */
export interface TrackState {
  /** The slide shown. */
  active: number;
  /** The slot the track shows, in slide widths: `active`, or during a wrap one past an end (`count` or -1). */
  position: number;
  /** The track jumps to `position` without its transition (settling after a wrap). */
  instant: boolean;
}

export const initialTrack: TrackState = { active: 0, position: 0, instant: false };

/**
 * The track after a move to slide `index`: the current one ± 1 (arrows, swipes, autoplay) or any
 * slide (indicators). With `loop`, one past the last slide is the first and one before the first
 * the last, each a wrap of one step; without it the index stops at the ends.
 */
export function moveTrack(track: TrackState, index: number, count: number, loop: boolean): TrackState {
  if (count < 2) return track;
  const active = loop ? ((index % count) + count) % count : Math.min(Math.max(index, 0), count - 1);
  const settled = track.position === track.active;
  if (active === track.active && settled) return track;
  // A move while a wrap's transition runs goes straight to its slide: the wrap's slots no longer
  // match the slides' own, so sliding from there would cross the other slides.
  if (!settled) return { active, position: active, instant: true };
  const wraps = loop && ((index === count && track.active === count - 1) || (index === -1 && track.active === 0));
  return { active, position: wraps ? index : active, instant: false };
}

/** After the track's transition has ended: back on the shown slide's own slot, without motion. */
export function settleTrack(track: TrackState): TrackState {
  return track.position === track.active ? track : { ...track, position: track.active, instant: true };
}

/** How many slide widths slide `index` is drawn away from its own slot: during a wrap, the arriving one stands past the far end. */
export function slideOffset(track: TrackState, index: number, count: number): number {
  if (track.position === count && index === 0) return count;
  if (track.position === -1 && index === count - 1) return -count;
  return 0;
}
