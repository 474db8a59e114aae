import { describe, expect, it } from 'vitest';
import {
  INITIAL_TYPING_STATE,
  TYPING_TIMINGS,
  nextTypingState,
  typingDelay,
  visibleText,
} from '#web/features/home/typing.js';

describe('hero typing animation', () => {
  const phrases = ['Go', 'JS'];

  it("uses the spec's timings", () => {
    expect(TYPING_TIMINGS).toEqual({ typeMs: 100, deleteMs: 50, pauseWhenTypedMs: 1000, pauseWhenDeletedMs: 500 });
  });

  it('types, pauses 1000 ms, deletes, waits 500 ms, moves on and wraps around', () => {
    let state = INITIAL_TYPING_STATE;
    const frames: Array<[string, number]> = [];
    for (let i = 0; i < 14; i += 1) {
      frames.push([visibleText(state, phrases), typingDelay(state, phrases)]);
      state = nextTypingState(state, phrases);
    }
    expect(frames).toEqual([
      ['', 100],
      ['G', 100],
      ['Go', 1000],
      ['G', 50],
      ['', 500],
      ['', 100],
      ['J', 100],
      ['JS', 1000],
      ['J', 50],
      ['', 500],
      ['', 100], // wrapped back to the first phrase
      ['G', 100],
      ['Go', 1000],
      ['G', 50],
    ]);
  });
});
