import { PageHeader } from '../../../components/ui/PageHeader';
import { MembersList } from '../components/MembersList';

/**
 * /list-member, for members: full name and role only (docs/spec/screens.md, "Member lists";
 * docs/spec/errors.md, "Loading" `Could not load users`).
 */
export function MemberListPage() {
  return (
    <>
      <PageHeader title="Members">The members of your group.</PageHeader>
      <MembersList admin={false} failed="Could not load users" />
    </>
  );
}
