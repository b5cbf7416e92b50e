import {
  equipmentCertificateResource,
  equipmentResource,
  userCertificateResource,
} from '@vezel/domain/resources/people';
import { useCallback, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useRoutePath } from '../../app/locale';
import { formFieldsOf, toInput, type FormValues } from '../../components/resource/form-logic';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { CapabilitiesPanel } from './CapabilitiesPanel';
import { CertificatesPanel } from './CertificatesPanel';
import { EquipmentPanel } from './EquipmentPanel';
import { peopleTypes, type PeopleLists, type Person } from './people-operations';
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
  const certificates = useResourceMutations(userCertificateResource, { refetches: peopleTypes });
  const equipment = useResourceMutations(equipmentResource, { refetches: peopleTypes });
  const equipmentCertificates = useResourceMutations(equipmentCertificateResource, {
    refetches: peopleTypes,
  });

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
        onCreate={async (values: FormValues) =>
          (
            await certificates.create(toInput(certificateFields, values), {
              user: person.id,
              certificateType: String(values.certificate_type),
            })
          ).error
        }
        onUpdate={async (id, values) =>
          (await certificates.update(id, toInput(certificateFields, values))).error
        }
        onDelete={async (id) => (await certificates.remove(id)).error}
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
      onCreate={async (values) =>
        (
          await equipment.create(toInput(equipmentFields, values), {
            user: person.id,
            equipmentType: String(values.equipment_type),
          })
        ).error
      }
      onUpdate={async (id, values) =>
        (await equipment.update(id, toInput(equipmentFields, values))).error
      }
      onDelete={async (id) => (await equipment.remove(id)).error}
      certificates={(item) => (
        <CertificatesPanel
          resourceType="equipmentCertificate"
          certificates={item.certificates}
          selectedId={params.certificate}
          listPath={to('EquipmentItem', { item: item.id })}
          itemPath={(id) => to('EquipmentCertificate', { item: item.id, certificate: id })}
          onCreate={async (values) =>
            (
              await equipmentCertificates.create(toInput(certificateFields, values), {
                equipment: item.id,
              })
            ).error
          }
          onUpdate={async (id, values) =>
            (await equipmentCertificates.update(id, toInput(certificateFields, values))).error
          }
          onDelete={async (id) => (await equipmentCertificates.remove(id)).error}
          testId="equipment-certificates"
        />
      )}
    />
  );
}
