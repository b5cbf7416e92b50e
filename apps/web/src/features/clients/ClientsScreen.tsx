import Box from '@mui/material/Box';
import { clientContactResource, clientResource } from '@vezel/domain/resources/clients';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { useRouteHandle } from '../../app/route-handle';
import { declaredColumns, searchFieldsOf } from '../../components/resource/declaration';
import { formFieldsOf, toInput, type FormValues } from '../../components/resource/form-logic';
import { DetailsForm } from '../../components/resource/DetailsForm';
import { ListWithCard } from '../../components/resource/ListWithCard';
import { RecordPanel } from '../../components/resource/RecordPanel';
import { ResourceForm } from '../../components/resource/ResourceForm';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { SideCard } from '../../components/resource/SideCard';
import { useReorder } from '../../components/resource/use-reorder';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import {
  clientsQuery,
  clientTypenames,
  type Client,
  type ClientContact,
} from './client-operations';
import { clientTargetOf, routesOf, type ClientTab } from './client-routes';

const searchFields = searchFieldsOf(clientResource);
const contactSearchFields = searchFieldsOf(clientContactResource);
// A client's list shows its contacts: a change to either refetches both.
const clientRefetches = { refetches: ['ClientContact'] };
const contactRefetches = { refetches: ['Client'] };

/**
 * Admin › Clients: the property book or the maritime book, and the card of the client in
 * the URL with its information, address and contacts.
 */
export function ClientsScreen() {
  const { t } = useTranslation();
  const path = useRoutePath();
  const { routeId } = useRouteHandle();
  const { book, tab } = clientTargetOf(routeId);
  const routes = routesOf(book);
  const clientId = useParams().client;
  const labels = useResourceLabels(clientResource.type);
  const [result] = useQuery({ query: clientsQuery, variables: { book }, context: clientTypenames });
  const mutations = useResourceMutations(clientResource, clientRefetches);

  const fields = useMemo(
    () => formFieldsOf(clientResource.fields, labels.label, labels.optionLabel),
    [labels],
  );
  const columns = useMemo(() => declaredColumns<Client>(clientResource, labels.label), [labels]);
  const onCreate = useCallback(
    async (values: FormValues) =>
      (await mutations.create({ ...toInput(fields, values), book })).error,
    [mutations, fields, book],
  );

  if (result.error) return <ServerErrorAlert error={result.error} testId="clients-error" />;
  const clients = result.data?.clients;
  const client = clientId ? clients?.find((candidate) => candidate.id === clientId) : undefined;

  return (
    <ListWithCard
      title={t(book === 'property' ? 'clients.title.property' : 'clients.title.maritime')}
      typeLabel={t('clients.plural')}
      rows={clients}
      columns={columns}
      searchFields={searchFields}
      selectedId={clientId}
      rowHref={(row) => path(routes.client, { client: row.id })}
      card={client && <ClientCard key={client.id} client={client} tab={tab} fields={fields} />}
      addTitle={t('clients.add')}
      createFields={fields}
      onCreate={onCreate}
      testId="clients"
      createTestId="client-create"
      missingTestId="client-missing"
    />
  );
}

interface ClientCardProps {
  client: Client;
  tab: ClientTab;
  fields: ReturnType<typeof formFieldsOf>;
}

function ClientCard({ client, tab, fields }: ClientCardProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const routes = routesOf(client.book === 'maritime' ? 'maritime' : 'property');
  const mutations = useResourceMutations(clientResource, clientRefetches);
  const base = { client: client.id };
  const listPath = path(routes.list);
  const information = fields.filter((field) => !field.tab && !field.createOnly);
  const address = fields.filter((field) => field.tab === 'address');

  const save = (of: typeof fields) => async (values: FormValues) =>
    (await mutations.update(client.id, toInput(of, values))).error;

  async function remove() {
    const result = await mutations.remove(client.id);
    if (!result.error) await navigate(listPath);
    return result.error;
  }

  return (
    <SideCard
      title={client.name}
      subtitle={[client.city, client.kvk_number && `KvK ${client.kvk_number}`]
        .filter(Boolean)
        .join(' · ')}
      closeTo={listPath}
      activeTab={tab}
      tabs={[
        { key: '', label: t('clients.tab.information'), to: path(routes.information, base) },
        { key: 'address', label: t('clients.tab.address'), to: path(routes.address, base) },
        {
          key: 'contacts',
          label: t('clients.tab.contacts', { count: client.contacts.length }),
          to: path(routes.contacts, base),
        },
      ]}
      testId="client-card"
    >
      {tab === 'contacts' ? (
        <ClientContacts client={client} />
      ) : tab === 'address' ? (
        <ResourceForm
          key={`${client.id}-address`}
          fields={address}
          record={client}
          onSave={save(address)}
          editable
          testId="client-address"
        />
      ) : (
        <DetailsForm
          key={client.id}
          fields={information}
          record={client}
          name={client.name}
          deleteMessage={t('clients.deleteMessage')}
          onSave={save(information)}
          onDelete={remove}
          formTestId="client-form"
          deleteTestId="client-delete"
        />
      )}
    </SideCard>
  );
}

function ClientContacts({ client }: { client: Client }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const routes = routesOf(client.book === 'maritime' ? 'maritime' : 'property');
  const contactId = useParams().contact;
  const labels = useResourceLabels(clientContactResource.type);
  const mutations = useResourceMutations(clientContactResource, contactRefetches);
  const { reorder, errorAlert } = useReorder(mutations.sort, 'client-contacts-sort-error');
  const fields = useMemo(
    () => formFieldsOf(clientContactResource.fields, labels.label, labels.optionLabel),
    [labels],
  );
  const columns = useMemo(
    () => declaredColumns<ClientContact>(clientContactResource, labels.label),
    [labels],
  );
  const toRow = useCallback((contact: ClientContact) => contact, []);

  return (
    <Box sx={{ pt: 1 }}>
      {errorAlert}
      <RecordPanel
        records={client.contacts}
        toRow={toRow}
        columns={columns}
        searchFields={contactSearchFields}
        typeLabel={t('clients.contacts.plural')}
        addTitle={t('clients.contacts.add')}
        selectedId={contactId}
        listPath={path(routes.contacts, { client: client.id })}
        itemPath={(id) => path(routes.contact, { client: client.id, contact: id })}
        fields={fields}
        createFields={fields}
        onCreate={async (values) =>
          (await mutations.create(toInput(fields, values), { client: client.id })).error
        }
        onUpdate={async (id, values) => (await mutations.update(id, toInput(fields, values))).error}
        onDelete={async (id) => (await mutations.remove(id)).error}
        onReorder={reorder}
        card={{
          title: (contact) => contact.name,
          subtitle: (contact) => contact.role || undefined,
          deleteMessage: t('clients.contacts.deleteMessage'),
        }}
        testId="client-contacts"
      />
    </Box>
  );
}
