import { useEffect, useState } from 'react';
import { useReducedMotion } from '#web/lib/use-reduced-motion.js';
import { INITIAL_TYPING_STATE, nextTypingState, typingDelay, visibleText } from './typing.js';

/**
 * Types each phrase, pauses, deletes it and moves on. Screen readers get the full list once
 * instead of a stream of letters; with reduced motion the first phrase stands still. Every phrase
 * sits invisibly in the same grid cell as the typed text, so the box is as tall and wide as the
 * longest phrase wrapped to the screen: nothing spills out and the page never jumps while it types.
 */
export function TypingText({ phrases }: { phrases: readonly string[] }) {
  const reducedMotion = useReducedMotion();
  const [state, setState] = useState(INITIAL_TYPING_STATE);

  useEffect(() => {
    if (reducedMotion) return;
    const timer = setTimeout(
      () => setState((current) => nextTypingState(current, phrases)),
      typingDelay(state, phrases),
    );
    return () => clearTimeout(timer);
  }, [state, phrases, reducedMotion]);

  return (
    <>
      <span className="visually-hidden">{phrases.join(', ')}</span>
      <span className="typing" aria-hidden="true">
        {phrases.map((phrase) => (
          <span key={phrase} className="typing__room">
            {phrase}
          </span>
        ))}
        <span className="typing__text" data-testid="typing-text">
          {reducedMotion ? phrases[0] : visibleText(state, phrases)}
          <span className="typing__caret" />
        </span>
      </span>
    </>
  );
}
