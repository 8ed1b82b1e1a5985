/** Centered spinner while a page chunk or page data loads; pure CSS so the boot chunk stays small. */
export function PageLoading({ full }: { full?: boolean }) {
  return (
    <div className={full ? 'zx-loading zx-loading-full' : 'zx-loading'} aria-busy="true">
      <span className="zx-spinner" />
    </div>
  );
}
