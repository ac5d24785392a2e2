import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

// Why an activity cannot be texted yet: the loved one has no phone, with the way to add one. The send
// buttons it stands beside are disabled and described by it (id).
export function NoPhoneNote({ id, senior }: { id: string; senior: { id: string; firstName: string } }) {
  const name = senior.firstName;
  return (
    <div id={id} className="flex flex-col items-start gap-2 rounded-xl bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">
        <Trans>{name} has no phone number yet.</Trans>
      </p>
      <Link
        to={`/seniors/${senior.id}`}
        className="inline-flex min-h-11 items-center rounded-lg font-semibold text-brand-800 underline underline-offset-4 hover:bg-amber-100"
      >
        <Trans>Add a phone number on {name}'s profile</Trans>
      </Link>
    </div>
  );
}
