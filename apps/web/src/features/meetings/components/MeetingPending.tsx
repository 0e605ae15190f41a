import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';

/** The way back to the list of meetings, in the language on screen. */
export function useBackToMeetings() {
  const { t } = useTranslation();
  return { to: '/meetings', label: t('meetings.back') };
}

/** A meeting's page while the meeting is not shown (loading, not found, failed): its title, the way back and one line. */
export function MeetingPending({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} link={useBackToMeetings()} />
      {children}
    </>
  );
}
