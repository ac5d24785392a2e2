import { Trans, useLingui } from '@lingui/react/macro';
import {
  updateBoxPersonRequestSchema,
  updateBoxPlaceRequestSchema,
  type BoxPerson,
  type BoxPlace,
  type MemoryBox,
} from '@carewith/contracts';
import { useUpdateBoxPerson, useUpdateBoxPlace } from '../../../api/useMemoryBox';
import { Card } from '../../../components/Card';
import { EditableRow } from './EditableRow';

// The people and places the box's photos name: each once, with how a person is related. Until a photo
// names any, one card says where they will show.
export function PeopleAndPlaces({ seniorId, box }: { seniorId: string; box: MemoryBox }) {
  const { t } = useLingui();
  if (box.people.length === 0 && box.places.length === 0)
    return (
      <Card headingId="box-people-heading" title={t`People and places`}>
        <p className="text-muted">
          <Trans>
            The people and places you name on the photos show here. You can then say how each person is related.
          </Trans>
        </p>
      </Card>
    );
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card headingId="box-people-heading" title={t`People`}>
        {box.people.length === 0 ? (
          <p className="text-muted">
            <Trans>The people you name on the photos show here. You can then say how each is related.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {box.people.map((person) => (
              <PersonRow key={person.id} seniorId={seniorId} person={person} />
            ))}
          </ul>
        )}
      </Card>
      <Card headingId="box-places-heading" title={t`Places`}>
        {box.places.length === 0 ? (
          <p className="text-muted">
            <Trans>The places you give the photos show here.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {box.places.map((place) => (
              <PlaceRow key={place.id} seniorId={seniorId} place={place} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function PersonRow({ seniorId, person }: { seniorId: string; person: BoxPerson }) {
  const { t } = useLingui();
  const update = useUpdateBoxPerson(seniorId, person.id);
  return (
    <EditableRow
      seniorId={seniorId}
      title={person.name}
      detail={person.relation ?? undefined}
      canEdit={person.canEdit}
      fields={[
        { name: 'name', label: t`Name` },
        { name: 'relation', label: t`How they are related (optional)` },
      ]}
      values={{ name: person.name, relation: person.relation ?? '' }}
      schema={updateBoxPersonRequestSchema}
      mutation={update}
      removePath={`people/${person.id}`}
      removeLabel={t`Remove ${person.name}`}
      removeQuestion={t`Remove ${person.name} from the box and its photos?`}
    />
  );
}

function PlaceRow({ seniorId, place }: { seniorId: string; place: BoxPlace }) {
  const { t } = useLingui();
  const update = useUpdateBoxPlace(seniorId, place.id);
  return (
    <EditableRow
      seniorId={seniorId}
      title={place.name}
      canEdit={place.canEdit}
      fields={[{ name: 'name', label: t`Place` }]}
      values={{ name: place.name }}
      schema={updateBoxPlaceRequestSchema}
      mutation={update}
      removePath={`places/${place.id}`}
      removeLabel={t`Remove ${place.name}`}
      removeQuestion={t`Remove ${place.name} from the box and its photos?`}
    />
  );
}
