/** Grey placeholder bars while data loads; a few lines of CSS instead of antd's Skeleton. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="loading-block" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <span className="loading-block__bar" />
      <span className="loading-block__bar" />
      <span className="loading-block__bar" />
      <span className="loading-block__bar loading-block__bar--short" />
    </div>
  );
}
