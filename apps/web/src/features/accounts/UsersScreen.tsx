import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { userResource } from '@vezel/domain/resources/people';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useCurrentUser } from '../../app/current-user';
import { useRoutePath } from '../../app/locale';
import { useRouteHandle } from '../../app/route-handle';
import { useAnnounce } from '../../components/announcer';
import { PageLoader } from '../../components/PageLoader';
import type { ResourceColumn } from '../../components/resource/cells';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import { CreateModal } from '../../components/resource/CreateModal';
import { formFieldsOf, toInput, type FormValues } from '../../components/resource/form-logic';
import {
  operationMessage,
  useResourceMutations,
} from '../../components/resource/resource-operations';
import { ResourceForm } from '../../components/resource/ResourceForm';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { SideCard } from '../../components/resource/SideCard';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import {
  createUserMutation,
  peopleTypenames,
  peopleTypes,
  updateUserMutation,
  usersQuery,
  type PeopleLists,
  type Person,
} from './people-operations';
import { personRouteId, personTabOf, personTabs, tabPage, type PersonScope } from './person-routes';
import { PersonTabContent } from './PersonTabContent';
import { roleOptions } from './roles';
import { usePeopleLists, usePerson } from './use-people-data';

interface UserRow {
  id: string;
  full_name: string;
  email: string;
  role: string;
}

const searchFields = ['full_name', 'email', 'role'];

/** Admin › Users: the organisation's users, and the card of the one in the URL with its tabs. */
export function UsersScreen() {
  const { t } = useTranslation();
  const path = useRoutePath();
  const me = useCurrentUser();
  const userId = useParams().user;
  const labels = useResourceLabels(userResource.type);
  const [adding, setAdding] = useState(false);
  const [result] = useQuery({ query: usersQuery, context: peopleTypenames });
  const lists = usePeopleLists();
  const [, createUser] = useMutation(createUserMutation);
  const announce = useAnnounce();
  const administrator = me.permissions.administrator;

  const createFields = useMemo(
    () =>
      formFieldsOf(userResource.fields, labels.label, labels.optionLabel).map((field) =>
        field.name === 'role'
          ? { ...field, options: roleOptions(field.options ?? [], administrator) }
          : field,
      ),
    [labels, administrator],
  );
  const columns = useMemo(
    (): ResourceColumn<UserRow>[] => [
      { field: 'full_name', type: 'text', label: labels.label('name') },
      { field: 'email', type: 'text', label: labels.label('email') },
      { field: 'role', type: 'text', label: labels.label('role') },
    ],
    [labels],
  );
  const users = result.data?.users;
  const rows = useMemo(
    () =>
      users?.map((user): UserRow => ({
        id: user.id,
        full_name: user.full_name,
        email: user.email,
        role: user.inventarisatie_user
          ? labels.optionLabel('role', user.inventarisatie_user.inventarisatie_rol.id)
          : '',
      })),
    [users, labels],
  );

  if (result.error) return <ServerErrorAlert error={result.error} testId="users-error" />;

  async function onCreate(values: FormValues) {
    const result = await createUser({ input: toInput(createFields, values) }, peopleTypenames);
    // The server answers only once the invitation went out (to the outbox without SMTP).
    const email = result.data?.createUser?.email;
    if (email) announce(t('users.invited', { email }));
    return result.error;
  }

  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }} data-testid="page-heading">
        {t('users.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: userId ? 'minmax(0, 2fr) minmax(0, 3fr)' : '1fr',
          },
        }}
      >
        <Box sx={{ order: { xs: 2, md: 1 }, minWidth: 0 }}>
          <ResourceTable
            typeLabel={t('users.plural')}
            rows={rows}
            columns={columns}
            searchFields={searchFields}
            selectedId={userId}
            rowHref={(row) => path('adminUser', { user: row.id })}
            onAdd={() => setAdding(true)}
            testId="users"
          />
        </Box>
        {userId && (
          <Box sx={{ order: { xs: 1, md: 2 }, minWidth: 0 }}>
            <UserCard key={userId} userId={userId} lists={lists} />
          </Box>
        )}
      </Box>
      <CreateModal
        open={adding}
        title={t('users.add')}
        fields={createFields}
        onClose={() => setAdding(false)}
        onCreate={onCreate}
        testId="user-create"
      />
    </>
  );
}

function UserCard({ userId, lists }: { userId: string; lists: PeopleLists | undefined }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const { routeId } = useRouteHandle();
  const result = usePerson(userId);
  const scope = useMemo((): PersonScope => ({ kind: 'admin', userId }), [userId]);

  if (result.error) return <ServerErrorAlert error={result.error} testId="user-error" />;
  if (!result.data) return <PageLoader />;
  const person = result.data.user;
  if (!person) {
    return (
      <Alert severity="warning" data-testid="user-missing">
        {t('error.recordNotFound')}
      </Alert>
    );
  }
  const tab = personTabOf(routeId ?? 'adminUser');
  return (
    <SideCard
      title={person.full_name}
      subtitle={person.email}
      closeTo={path('adminUsers')}
      activeTab={tab}
      tabs={personTabs.map((key) => ({
        key,
        label: t(`people.tab.${key}`),
        to: path(personRouteId(scope, tabPage(key)), { user: userId }),
      }))}
      testId="user-card"
    >
      <PersonTabContent
        scope={scope}
        person={person}
        tab={tab}
        lists={lists}
        capabilitiesEditable
        information={<UserInformation person={person} />}
      />
    </SideCard>
  );
}

function UserInformation({ person }: { person: Person }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = useRoutePath();
  const me = useCurrentUser();
  const labels = useResourceLabels(userResource.type);
  const [deleting, setDeleting] = useState(false);
  const [, updateUser] = useMutation(updateUserMutation);
  const announce = useAnnounce();
  const users = useResourceMutations(userResource, { refetches: peopleTypes });
  const role = person.inventarisatie_user?.inventarisatie_rol.id ?? '';
  const administrator = me.permissions.administrator;

  const fields = useMemo(
    () =>
      formFieldsOf(userResource.fields, labels.label, labels.optionLabel)
        .filter((field) => !field.createOnly)
        .map((field) =>
          field.name === 'role'
            ? { ...field, options: roleOptions(field.options ?? [], administrator, role) }
            : field,
        ),
    [labels, administrator, role],
  );
  const record = useMemo(() => ({ ...person, role }), [person, role]);

  async function save(values: FormValues) {
    const result = await updateUser(
      { id: person.id, input: toInput(fields, values) },
      peopleTypenames,
    );
    if (!result.error) announce(operationMessage(t, userResource.type, 'saved'));
    return result.error;
  }

  async function remove() {
    const { error } = await users.remove(person.id);
    if (!error) await navigate(path('adminUsers'));
    return error;
  }

  return (
    <>
      <ResourceForm
        key={person.id}
        fields={fields}
        record={record}
        onSave={save}
        editable
        testId="user-form"
        actions={
          person.id !== me.id && (
            <Button
              color="error"
              startIcon={<DeleteOutlinedIcon />}
              onClick={() => setDeleting(true)}
              data-testid="user-delete"
            >
              {t('resource.delete')}
            </Button>
          )
        }
      />
      <ConfirmModal
        kind="delete"
        open={deleting}
        title={t('resource.deleteTitle', { name: person.full_name })}
        message={t('users.deleteMessage')}
        onClose={() => setDeleting(false)}
        onConfirm={remove}
        testId="user-delete-modal"
      />
    </>
  );
}
