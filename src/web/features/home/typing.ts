/** The hero's typing animation as a pure state machine: 100 ms a character typing, 50 ms deleting, 1000 ms after a phrase, 500 ms after deleting. */

export const TYPING_TIMINGS = {
  typeMs: 100,
  deleteMs: 50,
  pauseWhenTypedMs: 1000,
  pauseWhenDeletedMs: 500,
} as const;

export interface TypingState {
  phraseIndex: number;
  length: number;
  deleting: boolean;
}

export const INITIAL_TYPING_STATE: TypingState = { phraseIndex: 0, length: 0, deleting: false };

/** How long to wait in this state before the next step. */
export function typingDelay(state: TypingState, phrases: readonly string[]): number {
  const full = phrases[state.phraseIndex]?.length ?? 0;
  if (!state.deleting) return state.length < full ? TYPING_TIMINGS.typeMs : TYPING_TIMINGS.pauseWhenTypedMs;
  return state.length > 0 ? TYPING_TIMINGS.deleteMs : TYPING_TIMINGS.pauseWhenDeletedMs;
}

/** One step: type a character, start deleting, delete a character, or move to the next phrase (wrapping). */
export function nextTypingState(state: TypingState, phrases: readonly string[]): TypingState {
  const full = phrases[state.phraseIndex]?.length ?? 0;
  if (!state.deleting) {
    return state.length < full
      ? { ...state, length: state.length + 1 }
      : { ...state, deleting: true, length: full - 1 };
  }
  if (state.length > 0) return { ...state, length: state.length - 1 };
  return { phraseIndex: (state.phraseIndex + 1) % phrases.length, length: 0, deleting: false };
}

export function visibleText(state: TypingState, phrases: readonly string[]): string {
  return (phrases[state.phraseIndex] ?? '').slice(0, Math.max(0, state.length));
}
