import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useUsers } from '../api/get-users';
import { MembersTable } from '../components/MembersTable';

/** /members, for admins (product spec §2 Members screens; §8 load failure). */
export function MembersPage() {
  const users = useUsers();
  return (
    <>
      <PageHeader title="All Members" actions={<ButtonLink to="/add-member">Add Members</ButtonLink>}>
        Everyone who can sign in to the group.
      </PageHeader>
      {users.isPending ? (
        <Loading>Loading members...</Loading>
      ) : users.isError ? (
        <Alert>Failed to load members</Alert>
      ) : (
        <MembersTable users={users.data} withEmail />
      )}
    </>
  );
}
