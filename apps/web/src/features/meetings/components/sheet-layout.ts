/**
 * The cells' layout: on a laptop the table's; on a phone (< 768 px) each row is a card of three
 * columns, the member and attendance on top, the amounts three abreast, the total below.
 */
export const cell = 'px-2 py-2 align-top md:first:pl-4 md:last:pr-4 max-md:p-0';
export const rowLayout = 'max-md:grid max-md:grid-cols-3 max-md:gap-x-2 max-md:gap-y-3 max-md:p-4';
