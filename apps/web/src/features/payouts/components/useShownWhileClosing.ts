import { useState } from 'react';

/**
 * The item a dialog is about, kept after it is closed (`item` null) so the dialog does not empty
 * while it fades out; the next item opened replaces it.
 */
export function useShownWhileClosing<Item>(item: Item | null): Item | null {
  const [shown, setShown] = useState(item);
  if (item !== null && item !== shown) setShown(item);
  return item ?? shown;
}
