// Class lists shared by the admin's controls, so buttons and fields look alike everywhere.
export const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-small font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60';
export const buttonPrimary = `${buttonBase} bg-brand-700 text-white hover:bg-brand-800`;
export const buttonSecondary = `${buttonBase} border border-line bg-white text-ink hover:bg-surface`;
export const buttonDanger = `${buttonBase} bg-red-700 text-white hover:bg-red-800`;
export const buttonGhost = `${buttonBase} text-ink-soft hover:bg-surface hover:text-ink`;
export const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-ink-soft transition-colors hover:bg-surface hover:text-ink';
export const inputBase =
  'w-full rounded-lg border border-line bg-white px-3 py-2 text-small text-ink placeholder:text-muted focus:border-brand-500 aria-[invalid=true]:border-red-600';
/** A select sized by its content (inputBase stretches to the cell). */
export const selectCompact =
  'rounded-lg border px-2.5 py-1.5 text-small focus:border-brand-500 disabled:cursor-wait disabled:opacity-70';
export const card = 'rounded-card border border-line bg-white';
/** A link inside a list's text, underlined so it reads as one without hover (phones have none). */
export const textLink = 'text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-600';

// Tables that become stacked cards below 768 px: each cell shows its column
// name (data-label) before its value, the header row is hidden.
export const table = 'w-full text-left text-small';
export const tableHead =
  'hidden border-b border-line text-xs font-medium tracking-wide text-muted uppercase md:table-header-group';
export const tableHeadCell = 'px-3 py-3 font-medium first:pl-0 last:pr-0';
/** A cell whose content speaks for itself on phones (title, actions): no column name before it. */
export const tableCellBare = 'block py-1 align-top md:table-cell md:px-3 md:py-3.5 md:first:pl-0 md:last:pr-0';
export const tableRow = 'block border-b border-line py-3 last:border-b-0 md:table-row md:py-0';
export const tableCell =
  'flex gap-3 py-1 align-top md:table-cell md:px-3 md:py-3.5 md:first:pl-0 md:last:pr-0 before:w-24 before:shrink-0 before:text-muted before:content-[attr(data-label)] md:before:content-none';

// Lists that become compact cards below 768 px instead (news, inbox, latest enquiries):
// no column names; cells flow in lines, placed with `order-*`. The row's ::before
// (order 1) ends the first line and its ::after (order 2) the second.
export const cardRow =
  "flex flex-wrap items-start gap-x-2 border-b border-line py-3 last:border-b-0 before:order-1 before:basis-full before:content-[''] after:order-2 after:basis-full after:content-[''] md:table-row md:py-0 md:before:content-none md:after:content-none";
export const cardCell = 'py-0.5 align-top md:table-cell md:px-3 md:py-3.5 md:first:pl-0 md:last:pr-0';
/** A '·' after a cell that shares its phone line with the next one. */
export const dotAfter = "max-md:after:ml-2 max-md:after:text-muted max-md:after:content-['·']";
