import { describe, expect, it } from 'vitest';
import {
  initialSliderState,
  isRotating,
  type SliderState,
  slideForKey,
  sliderReducer,
  wrapIndex,
} from './slider-state.ts';

const start = (count = 3): SliderState => initialSliderState(count);

describe('hero slider state', () => {
  it('starts on slide 1, rotating', () => {
    const state = start();
    expect(state.active).toBe(0);
    expect(isRotating(state)).toBe(true);
  });

  it('loops both ways', () => {
    expect(sliderReducer({ ...start(), active: 2 }, { type: 'step', by: 1 }).active).toBe(0);
    expect(sliderReducer(start(), { type: 'step', by: -1 }).active).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
  });

  it('goes to a bullet’s slide and counts the move, also when it is already showing', () => {
    const moved = sliderReducer(start(), { type: 'goTo', index: 2 });
    expect(moved).toMatchObject({ active: 2, userMoves: 1 });
    const again = sliderReducer(moved, { type: 'goTo', index: 2 });
    expect(again).toMatchObject({ active: 2, userMoves: 2 });
  });

  it('autoplay advances only on ticks of the interval started after the visitor’s latest move', () => {
    const state = sliderReducer(start(), { type: 'step', by: 1 });
    expect(sliderReducer(state, { type: 'autoAdvance', after: 0 })).toBe(state);
    const ticked = sliderReducer(state, { type: 'autoAdvance', after: 1 });
    expect(ticked).toMatchObject({ active: 2, userMoves: 1 });
    expect(sliderReducer(ticked, { type: 'autoAdvance', after: 1 })).toMatchObject({
      active: 0,
      userMoves: 1,
    });
  });

  it('autoplay does not advance while paused, hovered or focused', () => {
    for (const pause of [{ userPaused: true }, { hovered: true }, { focused: true }]) {
      const state = { ...start(), ...pause };
      expect(isRotating(state)).toBe(false);
      expect(sliderReducer(state, { type: 'autoAdvance', after: 0 }).active).toBe(0);
    }
  });

  it('keeps rotating after a visitor’s move (interaction does not stop autoplay)', () => {
    const state = sliderReducer(sliderReducer(start(), { type: 'step', by: 1 }), { type: 'goTo', index: 0 });
    expect(isRotating(state)).toBe(true);
  });

  it('resumes when hover and focus leave, but not while the visitor keeps it paused', () => {
    let state = sliderReducer(start(), { type: 'hover', on: true });
    state = sliderReducer(state, { type: 'focus', on: true });
    state = sliderReducer(state, { type: 'hover', on: false });
    expect(isRotating(state)).toBe(false);
    state = sliderReducer(state, { type: 'focus', on: false });
    expect(isRotating(state)).toBe(true);
    state = sliderReducer(state, { type: 'setUserPaused', paused: true });
    expect(isRotating(state)).toBe(false);
    expect(isRotating(sliderReducer(state, { type: 'setUserPaused', paused: false }))).toBe(true);
  });

  it('never rotates a single slide', () => {
    expect(isRotating(start(1))).toBe(false);
  });

  it('maps arrow, Home and End keys to slides and ignores other keys', () => {
    const state = { active: 0, count: 3 };
    expect(slideForKey('ArrowRight', state)).toBe(1);
    expect(slideForKey('ArrowLeft', state)).toBe(2);
    expect(slideForKey('Home', { active: 2, count: 3 })).toBe(0);
    expect(slideForKey('End', state)).toBe(2);
    expect(slideForKey('Enter', state)).toBeNull();
  });
});
