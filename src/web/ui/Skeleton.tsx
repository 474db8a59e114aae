import './skeleton.css';

/** Grey placeholder blocks shown while a page's content loads. */
export function Skeleton({ lines = 6, label = 'Loading content' }: { lines?: number; label?: string }) {
  return (
    <div className="skeleton" role="status" aria-label={label}>
      <div className="skeleton__block skeleton__block--title" />
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="skeleton__block" style={{ width: `${90 - ((index * 17) % 35)}%` }} />
      ))}
    </div>
  );
}
