import { useState } from 'react';
import {
  checkItems,
  clearItemError,
  type ItemDraft,
  type ItemErrors,
  type ItemsErrors,
  newItem,
} from './itemsDraft';

/** The items of a transaction form with their errors: one empty item to start (product spec §5). */
export function useItemsForm() {
  const [items, setItems] = useState<ItemDraft[]>(() => [newItem()]);
  const [itemErrors, setItemErrors] = useState<ItemsErrors>({});
  return {
    items,
    itemErrors,
    /** Takes the edited items; the edited field's error goes. */
    change(next: ItemDraft[], changed?: { key: number; field: keyof ItemErrors }) {
      setItems(next);
      if (changed) setItemErrors((errors) => clearItemError(errors, changed.key, changed.field));
    },
    /** Checks every item, shows the errors, and says whether there were any. */
    check(): ItemsErrors {
      const found = checkItems(items);
      setItemErrors(found);
      return found;
    },
  };
}
