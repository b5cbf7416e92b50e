import { equipmentResource, userCertificateResource } from '@vezel/domain/resources/people';
import { useCallback, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useMutation } from 'urql';
import { useRoutePath } from '../../app/locale';
import { formFieldsOf, toInput, type FormValues } from '../../components/resource/form-logic';
import { CapabilitiesPanel } from './CapabilitiesPanel';
import { CertificatesPanel } from './CertificatesPanel';
import { EquipmentPanel } from './EquipmentPanel';
import {
  createEquipmentCertificateMutation,
  createEquipmentMutation,
  createUserCertificateMutation,
  deleteEquipmentCertificateMutation,
  deleteEquipmentMutation,
  deleteUserCertificateMutation,
  peopleTypenames,
  updateEquipmentCertificateMutation,
  updateEquipmentMutation,
  updateUserCertificateMutation,
  type LookupItem,
  type Person,
} from './people-operations';
import {
  personParams,
  personRouteId,
  type PersonPage,
  type PersonScope,
  type PersonTab,
} from './person-routes';
import { SignaturePanel } from './SignaturePanel';

const name = (field: string) => field;
const option = (_field: string, value: string) => value;
const certificateFields = formFieldsOf(userCertificateResource.fields, name, option);
const equipmentFields = formFieldsOf(equipmentResource.fields, name, option);

export interface PeopleLists {
  capabilities: LookupItem[];
  certificateTypes: LookupItem[];
  equipmentTypes: LookupItem[];
}

interface PersonTabContentProps {
  scope: PersonScope;
  person: Person;
  tab: PersonTab;
  lists: PeopleLists | undefined;
  /** The information tab, which differs between the account and the admin. */
  information: ReactNode;
  /** Managers tick capabilities; others see them. */
  capabilitiesEditable: boolean;
}

/** The tabs a person's account and their admin card share: certificates, equipment, signature, capabilities. */
export function PersonTabContent({
  scope,
  person,
  tab,
  lists,
  information,
  capabilitiesEditable,
}: PersonTabContentProps) {
  const path = useRoutePath();
  const params = useParams();
  const [, createCertificate] = useMutation(createUserCertificateMutation);
  const [, updateCertificate] = useMutation(updateUserCertificateMutation);
  const [, deleteCertificate] = useMutation(deleteUserCertificateMutation);
  const [, createEquipment] = useMutation(createEquipmentMutation);
  const [, updateEquipment] = useMutation(updateEquipmentMutation);
  const [, deleteEquipment] = useMutation(deleteEquipmentMutation);
  const [, createEquipmentCertificate] = useMutation(createEquipmentCertificateMutation);
  const [, updateEquipmentCertificate] = useMutation(updateEquipmentCertificateMutation);
  const [, deleteEquipmentCertificate] = useMutation(deleteEquipmentCertificateMutation);

  const to = useCallback(
    (page: PersonPage, extra: Record<string, string> = {}) =>
      path(personRouteId(scope, page), personParams(scope, extra)),
    [path, scope],
  );

  if (tab === 'information') return <>{information}</>;
  if (tab === 'signature')
    return <SignaturePanel userId={person.id} signature={person.signature} />;
  if (tab === 'capabilities') {
    return (
      <CapabilitiesPanel
        key={person.capabilities.map((item) => item.id).join()}
        userId={person.id}
        held={person.capabilities}
        items={lists?.capabilities}
        editable={capabilitiesEditable}
      />
    );
  }
  if (tab === 'certificates') {
    return (
      <CertificatesPanel
        resourceType="userCertificate"
        certificates={person.certificates}
        types={lists?.certificateTypes ?? []}
        selectedId={params.certificate}
        listPath={to('Certificates')}
        itemPath={(id) => to('Certificate', { certificate: id })}
        onCreate={async (values: FormValues) => {
          const result = await createCertificate(
            {
              input: toInput(certificateFields, values),
              connect: [
                { type: 'user', id: person.id },
                { type: 'certificateType', id: String(values.certificate_type) },
              ],
            },
            peopleTypenames,
          );
          return result.error;
        }}
        onUpdate={async (id, values) =>
          (
            await updateCertificate(
              { id, input: toInput(certificateFields, values) },
              peopleTypenames,
            )
          ).error
        }
        onDelete={async (id) => (await deleteCertificate({ id }, peopleTypenames)).error}
        testId="certificates"
      />
    );
  }
  const itemId = params.item;
  return (
    <EquipmentPanel
      equipment={person.equipment}
      types={lists?.equipmentTypes ?? []}
      selectedId={itemId}
      listPath={to('Equipment')}
      itemPath={(id) => to('EquipmentItem', { item: id })}
      onCreate={async (values) => {
        const result = await createEquipment(
          {
            input: toInput(equipmentFields, values),
            connect: [
              { type: 'user', id: person.id },
              { type: 'equipmentType', id: String(values.equipment_type) },
            ],
          },
          peopleTypenames,
        );
        return result.error;
      }}
      onUpdate={async (id, values) =>
        (await updateEquipment({ id, input: toInput(equipmentFields, values) }, peopleTypenames))
          .error
      }
      onDelete={async (id) => (await deleteEquipment({ id }, peopleTypenames)).error}
      certificates={(item) => (
        <CertificatesPanel
          resourceType="equipmentCertificate"
          certificates={item.certificates}
          selectedId={params.certificate}
          listPath={to('EquipmentItem', { item: item.id })}
          itemPath={(id) => to('EquipmentCertificate', { item: item.id, certificate: id })}
          onCreate={async (values) => {
            const result = await createEquipmentCertificate(
              {
                input: toInput(certificateFields, values),
                connect: [{ type: 'equipment', id: item.id }],
              },
              peopleTypenames,
            );
            return result.error;
          }}
          onUpdate={async (id, values) =>
            (
              await updateEquipmentCertificate(
                { id, input: toInput(certificateFields, values) },
                peopleTypenames,
              )
            ).error
          }
          onDelete={async (id) => (await deleteEquipmentCertificate({ id }, peopleTypenames)).error}
          testId="equipment-certificates"
        />
      )}
    />
  );
}
