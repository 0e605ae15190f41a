import type { ComponentType, ReactNode } from 'react';
import { Card } from './Card';
import { type HeaderLink, PageHeader } from './PageHeader';

export interface FormPageProps {
  title: string;
  intro: ReactNode;
  link: HeaderLink;
  /** The card's width class, e.g. `max-w-xl`; none for the full width. */
  width?: string;
}

/**
 * A page holding one form (Add Saving, Add Loan, New Transaction...): its title, a line on what the
 * form does, a link back to the list, and the form on a card of the given width.
 */
export function FormPage({
  title,
  intro,
  link,
  width = '',
  children,
}: FormPageProps & { children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} link={link}>
        {intro}
      </PageHeader>
      <Card className={width}>{children}</Card>
    </>
  );
}

/** A route's page that is only `Form` on a `FormPage` (the add screens). */
export function formPage(Form: ComponentType, page: FormPageProps) {
  return function Page() {
    return (
      <FormPage {...page}>
        <Form />
      </FormPage>
    );
  };
}
