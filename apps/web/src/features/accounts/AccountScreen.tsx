import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { accountFields } from '@vezel/domain/resources/people';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMutation } from 'urql';
import { useCurrentUser } from '../../app/current-user';
import { useRoutePath } from '../../app/locale';
import { useRouteHandle } from '../../app/route-handle';
import { useAnnounce } from '../../components/announcer';
import { PageLoader } from '../../components/PageLoader';
import { formFieldsOf, toInput, type FormValues } from '../../components/resource/form-logic';
import { ResourceForm } from '../../components/resource/ResourceForm';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { peopleTypenames, updateMyAccountMutation } from './people-operations';
import { personRouteId, personTabOf, personTabs, tabPage, type PersonScope } from './person-routes';
import { PersonTabContent } from './PersonTabContent';
import { usePeopleLists, usePerson } from './use-people-data';

const scope: PersonScope = { kind: 'account' };

/** /account: the logged-in user's details, signature, capabilities, certificates and equipment. */
export function AccountScreen() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const path = useRoutePath();
  const { routeId } = useRouteHandle();
  const tab = personTabOf(routeId ?? 'account');
  const labels = useResourceLabels('user');
  const result = usePerson(me.id);
  const lists = usePeopleLists();
  const [, updateAccount] = useMutation(updateMyAccountMutation);
  const announce = useAnnounce();
  const fields = useMemo(
    () => formFieldsOf(accountFields, labels.label, labels.optionLabel),
    [labels],
  );

  if (result.error) return <ServerErrorAlert error={result.error} testId="account-error" />;
  const person = result.data?.user;
  if (!person) return <PageLoader />;

  async function save(values: FormValues) {
    const result = await updateAccount({ input: toInput(fields, values) }, peopleTypenames);
    if (!result.error) announce(t('announce.saved'));
    return result.error;
  }

  return (
    <>
      <Typography variant="h1" sx={{ mb: 0.5 }} data-testid="page-heading">
        {t('account.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {person.full_name} · {person.email}
      </Typography>
      <Card data-testid="account">
        <Tabs
          value={tab}
          variant="scrollable"
          sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          {personTabs.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(`people.tab.${key}`)}
              component={RouterLink}
              to={path(personRouteId(scope, tabPage(key)))}
              data-testid={`account-tab-${key}`}
            />
          ))}
        </Tabs>
        <Box sx={{ p: 2.5 }}>
          <PersonTabContent
            scope={scope}
            person={person}
            tab={tab}
            lists={lists}
            capabilitiesEditable={false}
            information={
              <Box sx={{ maxWidth: 600 }}>
                <ResourceForm
                  key={person.id}
                  fields={fields}
                  record={person}
                  onSave={save}
                  editable
                  testId="account-form"
                />
              </Box>
            }
          />
        </Box>
      </Card>
    </>
  );
}
