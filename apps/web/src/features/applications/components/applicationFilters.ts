import type { TFunction } from 'i18next';
import { choices, orderBy } from '../../../components/ui/FilterBar';

/** The statuses an application can be in, as the pickers offer them. */
export const applicationStatuses = (t: TFunction) =>
  choices({
    Pending: t('applications.status.Pending'),
    Approved: t('applications.status.Approved'),
    Rejected: t('applications.status.Rejected'),
  });

/** The orders of an applications list (the server's default: newest first). */
export const applicationOrder = (t: TFunction) =>
  orderBy(t('applications.filters.newest'), {
    created_at: t('applications.filters.oldest'),
    '-amount': t('applications.filters.largest'),
    amount: t('applications.filters.smallest'),
  });
