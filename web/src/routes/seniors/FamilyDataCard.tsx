import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SeniorView } from '@carewith/contracts';
import { ApiError, isUnauthorized } from '../../api/http';
import { useEraseSenior, useForgetSenior } from '../../api/useEraseSenior';
import { Button, buttonClass } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { sameWord, TypeToConfirmDialog } from '../../components/TypeToConfirmDialog';
import { toast } from '../../hooks/useToast';
import { inAppLanguage } from '../../i18n/contract-messages';
import {
  DOWNLOAD_EVERYTHING,
  ERASE_FAILED,
  ERASE_PERMANENTLY,
  eraseButtonLabel,
  eraseConfirmLabel,
  eraseDialogText,
  eraseDialogTitle,
  erasedToast,
  ERASING,
  FAMILY_DATA_HEADING,
  familyDataDownloadOnlyText,
  familyDataText,
} from './texts';

// A Co-Caregiver's data rights over the loved one's records: the full archive, and (for the Primary
// Caregiver) erasure for good.
export function FamilyDataCard({ senior }: { senior: SeniorView }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const erase = useEraseSenior(senior.id);
  const forgetSenior = useForgetSenior();
  const erased = useRef(false);

  // Once the profile is off screen, nothing cached about the erased loved one is kept.
  useEffect(() => {
    const id = senior.id;
    return () => {
      if (erased.current) forgetSenior(id);
    };
  }, [senior.id, forgetSenior]);

  const onConfirm = () =>
    erase.mutate(undefined, {
      onSuccess: () => {
        erased.current = true;
        toast({ title: t(erasedToast(senior.firstName)) });
        navigate('/');
      },
    });

  const error =
    erase.isError && !isUnauthorized(erase.error)
      ? inAppLanguage((erase.error instanceof ApiError && erase.error.serverMessage) || t(ERASE_FAILED))
      : undefined;

  return (
    <Card headingId="family-data-heading" title={t(FAMILY_DATA_HEADING)}>
      <p className="max-w-3xl text-lg">
        {t(senior.canErase ? familyDataText(senior.firstName) : familyDataDownloadOnlyText(senior.firstName))}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={`/api/seniors/${senior.id}/export.zip`} download className={buttonClass('secondary')}>
          <Icon name="download" className="h-5 w-5" />
          {t(DOWNLOAD_EVERYTHING)}
        </a>
        {senior.canErase && (
          <TypeToConfirmDialog
            trigger={<Button variant="danger">{t(eraseButtonLabel(senior.firstName))}</Button>}
            title={t(eraseDialogTitle(senior.firstName, senior.lastName))}
            description={t(eraseDialogText(senior.firstName))}
            fieldLabel={t(eraseConfirmLabel(senior.firstName))}
            matches={sameWord(senior.firstName)}
            actionLabel={t(ERASE_PERMANENTLY)}
            pendingLabel={t(ERASING)}
            pending={erase.isPending}
            error={error}
            onConfirm={onConfirm}
            onClose={() => erase.reset()}
          />
        )}
      </div>
    </Card>
  );
}
