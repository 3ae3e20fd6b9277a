/**
 * The hero carousel's state (storefront.md §2 Hero: a looping carousel with autoplay that continues after
 * interaction). Rotation runs unless the visitor paused it (WCAG 2.2.2, or prefers-reduced-motion), the
 * pointer rests on the hero or keyboard focus is inside it. Every move the visitor makes bumps `userMoves`,
 * which restarts the autoplay interval: clicking a bullet or an arrow moves there and the next slide comes
 * a full interval later.
 */
export interface SliderState {
  count: number;
  active: number;
  /** Paused with the pause button, or because the visitor prefers reduced motion. */
  userPaused: boolean;
  hovered: boolean;
  focused: boolean;
  userMoves: number;
}

export type SliderAction =
  | { type: 'goTo'; index: number }
  | { type: 'step'; by: 1 | -1 }
  /** A tick of the autoplay interval started after the visitor's move number `after`. */
  | { type: 'autoAdvance'; after: number }
  | { type: 'setUserPaused'; paused: boolean }
  | { type: 'hover'; on: boolean }
  | { type: 'focus'; on: boolean };

export const initialSliderState = (count: number): SliderState => ({
  count: Math.max(1, count),
  active: 0,
  userPaused: false,
  hovered: false,
  focused: false,
  userMoves: 0,
});

/** Index wrapped into 0..count-1 (the carousel loops both ways). */
export const wrapIndex = (index: number, count: number): number => ((index % count) + count) % count;

export function sliderReducer(state: SliderState, action: SliderAction): SliderState {
  switch (action.type) {
    case 'goTo':
      return { ...state, active: wrapIndex(action.index, state.count), userMoves: state.userMoves + 1 };
    case 'step':
      return {
        ...state,
        active: wrapIndex(state.active + action.by, state.count),
        userMoves: state.userMoves + 1,
      };
    case 'autoAdvance':
      // A tick from an interval the visitor has since restarted, or while rotation is paused, is ignored.
      if (action.after !== state.userMoves || !isRotating(state)) return state;
      return { ...state, active: wrapIndex(state.active + 1, state.count) };
    case 'setUserPaused':
      return state.userPaused === action.paused ? state : { ...state, userPaused: action.paused };
    case 'hover':
      return state.hovered === action.on ? state : { ...state, hovered: action.on };
    case 'focus':
      return state.focused === action.on ? state : { ...state, focused: action.on };
  }
}

/** Whether the autoplay timer should run. */
export const isRotating = (state: SliderState): boolean =>
  state.count > 1 && !state.userPaused && !state.hovered && !state.focused;

/** The slide an arrow or Home/End key leads to, or null for other keys. */
export function slideForKey(key: string, state: Pick<SliderState, 'active' | 'count'>): number | null {
  switch (key) {
    case 'ArrowRight':
      return wrapIndex(state.active + 1, state.count);
    case 'ArrowLeft':
      return wrapIndex(state.active - 1, state.count);
    case 'Home':
      return 0;
    case 'End':
      return state.count - 1;
    default:
      return null;
  }
}
