/** A table row's action (Delete, Archive): a link-styled button whose hidden words name the row for screen readers. */
export function RowAction({ label, name, onClick }: { label: string; name: string; onClick(): void }) {
  return (
    <td>
      <button type="button" className="link-button" onClick={onClick}>
        {label}
        <span className="visually-hidden"> {name}</span>
      </button>
    </td>
  );
}
