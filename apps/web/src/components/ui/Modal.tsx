import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Icon } from './Icon';

/**
 * A modal dialog (Headless UI: it injects no style sheet, so the strict CSP holds; decisions,
 * Stack). Focus is trapped inside, Escape and the backdrop close it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/50 transition-opacity duration-200 data-closed:opacity-0"
      />
      {/* The scrolling box holds a box at least as tall as the screen that places the panel: a panel
          taller than the screen (a profile card on a phone) then scrolls from its top, which a
          flex container that both scrolls and aligns to its end would leave out of reach. */}
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-4 sm:items-center">
          <DialogPanel
            transition
            className="w-full max-w-md rounded-2xl bg-white shadow-xl transition duration-200 data-closed:translate-y-4 data-closed:opacity-0"
          >
            <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 py-4 max-sm:px-5">
              <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
              <button
                type="button"
                onClick={onClose}
                aria-label={t('common.close')}
                className="-mr-2 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
              >
                <Icon size={18}>
                  <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
                </Icon>
              </button>
            </div>
            <div className="px-6 py-5 max-sm:px-5">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
