import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HomeView, Resident } from '@carewith/contracts';
import { ApiError, isUnauthorized } from '../../api/http';
import { useRemoveResident } from '../../api/useResidents';
import { Card, cardClass } from '../../components/Card';
import { FormAlert } from '../../components/Field';
import { toast } from '../../hooks/useToast';
import { inAppLanguage } from '../../i18n/contract-messages';
import { ConfirmButton } from '../seniors/about-me/ConfirmButton';
import { homePath } from './HomeFrame';
import { residentName } from './home-words';

// A resident who leaves the home (Home Managers), after asking once: their family keeps their care
// team and everything in it; the home's staff no longer see them.
export function LeaveHomeCard({
  home,
  resident,
  className,
}: {
  home: HomeView;
  resident: Resident;
  className: string;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const remove = useRemoveResident(home.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = residentName(resident);
  const homeName = home.name;
  const onRemove = () => {
    setRefusal(null);
    remove.mutate(resident.id, {
      onSuccess: () => {
        toast({ title: t`Left the home`, description: t`${name} is no longer a resident of ${homeName}.` });
        navigate(homePath(home.id));
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        setRefusal(
          (error instanceof ApiError &&
            error.status < 500 &&
            error.serverMessage &&
            inAppLanguage(error.serverMessage)) ||
            t`${name} could not be removed. Please try again.`,
        );
      },
    });
  };
  return (
    <Card className={`${cardClass} ${className}`} headingId="leave-home-heading" title={t`Leaving the home`}>
      <p className="text-muted">
        <Trans>
          When {name} leaves {homeName}, their family keeps their care team and everything in it. The home's staff no
          longer see them.
        </Trans>
      </p>
      <FormAlert>{refusal}</FormAlert>
      <ConfirmButton
        text={t`Remove ${name} from the home`}
        label={t`Remove ${name} from the home`}
        question={t`Remove ${name} from ${homeName}?`}
        yes={t`Yes, remove`}
        busy={t`Removing...`}
        no={t`Keep`}
        pending={remove.isPending}
        onConfirm={onRemove}
      />
    </Card>
  );
}
