/**
 * What an owner panel says before its data is there: that it is loading, or that it could not be
 * loaded. Nothing once the data has come (a later refetch that fails keeps what is shown).
 */
export function LoadStatus({
  what,
  loading,
  error,
  loaded,
}: {
  what: string;
  loading: boolean;
  error: unknown;
  loaded: boolean;
}) {
  if (loaded) return null;
  if (error) {
    return (
      <p className="cart-status" role="alert">
        The {what} could not be loaded. Please reload the page.
      </p>
    );
  }
  return loading ? (
    <p className="cart-status" aria-busy="true">
      Loading {what}…
    </p>
  ) : null;
}
