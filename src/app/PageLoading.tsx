import './PageLoading.css';

/** Shown while the first page's code chunk loads. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
