import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { PageHeader } from '../../../components/ui/PageHeader';
import { MembersList } from '../components/MembersList';

/**
 * /members, for admins (docs/spec/screens.md, "Member lists"; docs/spec/errors.md, "Loading": a failed
 * load).
 */
export function MembersPage() {
  return (
    <>
      <PageHeader
        title="All Members"
        actions={
          <ChangesGroup>
            <ButtonLink to="/add-member">Add Members</ButtonLink>
          </ChangesGroup>
        }
      >
        Everyone who can sign in to the group.
      </PageHeader>
      <MembersList admin failed="Failed to load members" />
    </>
  );
}
