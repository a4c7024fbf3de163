/**
 * The fields every page-like editor starts with (a post, a page, an events page, an event, a folder):
 * its title, and its address, made from the title when left empty.
 */
export function TitleAndAddress({ title, urlId }: { title: string | undefined; urlId: string | undefined }) {
  return (
    <>
      <label>
        Title
        <input name="title" required maxLength={200} defaultValue={title} />
      </label>
      <label>
        Address <span className="hint">(made from the title when empty)</span>
        <input name="urlId" defaultValue={urlId} pattern="[a-z0-9-]*" />
      </label>
    </>
  );
}

/** Which of the theme's navigations lists it (the shipped themes' two), or none. */
export function NavigationSelect({ value }: { value: string | null | undefined }) {
  return (
    <label>
      Navigation
      <select name="navigation" defaultValue={value ?? ''}>
        <option value="">Not in a navigation</option>
        <option value="mainNav">Main navigation</option>
        <option value="footerNav">Footer navigation</option>
      </select>
    </label>
  );
}
