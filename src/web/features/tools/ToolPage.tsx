import { ToolPageView } from './ToolPageView.js';

/** Lazy entry for /tool-1 .. /tool-8. */
export default function ToolRoute({ number }: { number: number }) {
  return <ToolPageView key={number} number={number} />;
}
