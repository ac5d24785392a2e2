import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NewShare, Share } from '@carewith/contracts';
import { isUnauthorized } from '../../../api/http';
import { useAboutMeShares, useRevokeAboutMeShare } from '../../../api/useAboutMe';
import { Badge, type BadgeTone } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { DisclosureButton, DisclosurePanel, useDisclosure, WIDE_SCREEN } from '../../../components/Disclosure';
import { Icon } from '../../../components/Icon';
import { LoadedList } from '../../../components/LoadState';
import { PlayLinkInput, useCopyLink } from '../../../components/PlayLinkInput';
import { toast } from '../../../hooks/useToast';
import { formatDateTime, languageName } from '../../../lib/format';
import { ConfirmButton } from './ConfirmButton';
import { consentWords, longDate, opensWords, shareStatusWords } from './phrases';
import { ShareForm } from './ShareForm';

const STATUS_TONES: Record<Share['status'], BadgeTone> = { active: 'success', expired: 'warning', revoked: 'neutral' };

// "Share with a care home or hospital": for Co-Caregivers the form and, once made, the link (shown this
// once); for every member the shares with their state and when they were opened; Revoke for
// Co-Caregivers.
export function SharesCard({
  seniorId,
  firstName,
  canManage,
}: {
  seniorId: string;
  firstName: string;
  canManage: boolean;
}) {
  const { t } = useLingui();
  const shares = useAboutMeShares(seniorId);
  const revoke = useRevokeAboutMeShare(seniorId);
  const [created, setCreated] = useState<NewShare | null>(null);
  const form = useDisclosure(WIDE_SCREEN);
  return (
    <Card headingId="about-me-share-heading" title={t`Share with a care home or hospital`}>
      {canManage ? (
        <>
          {created && <NewSharePanel created={created} />}
          {/* On a phone the form opens on asking; a wide screen shows it. */}
          <DisclosureButton disclosure={form} className="self-start lg:hidden">
            {t`Make a link`}
          </DisclosureButton>
          <DisclosurePanel disclosure={form} className="flex flex-col gap-4">
            <p className="max-w-3xl">
              <Trans>
                A care home or a hospital ward can read this page, and the life-story book, from a link, without an
                account. They see it as it is shown here, without what is switched off, until the day the link ends.
                Share it only with the agreement of {firstName}, their attorney, or as a best-interests decision.
              </Trans>
            </p>
            <ShareForm seniorId={seniorId} firstName={firstName} onShared={setCreated} />
          </DisclosurePanel>
        </>
      ) : (
        <p className="text-muted">
          <Trans>A Co-Caregiver shares the page and can take a link back.</Trans>
        </p>
      )}
      <section aria-labelledby="about-me-shares-heading" className="flex flex-col gap-3">
        <h3 id="about-me-shares-heading" className="text-lg font-bold">
          <Trans>Shared links</Trans>
        </h3>
        <LoadedList
          loading={shares.isLoading}
          failed={shares.isError}
          items={shares.data?.shares}
          loadingText={t`Loading the shared links...`}
          failedText={t`We couldn't load the shared links. Please refresh the page to try again.`}
          empty={<p className="text-muted">{t`Not shared with anyone yet.`}</p>}
        >
          {(items) => (
            <ul className="flex flex-col gap-3">
              {items.map((share) => (
                <ShareItem
                  key={share.id}
                  share={share}
                  canRevoke={canManage}
                  revoking={revoke.isPending && revoke.variables === share.id}
                  onRevoke={() =>
                    revoke.mutate(share.id, {
                      onError: (error) => {
                        if (isUnauthorized(error)) return;
                        toast({
                          title: t`Error`,
                          description: t`The link could not be revoked. Please try again.`,
                          variant: 'destructive',
                        });
                      },
                    })
                  }
                />
              ))}
            </ul>
          )}
        </LoadedList>
      </section>
    </Card>
  );
}

// The link just made, shown this once (only its hash is kept), with Copy link. It takes the focus, so
// that a screen reader hears it is there.
function NewSharePanel({ created }: { created: NewShare }) {
  const { t } = useLingui();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { input, copy } = useCopyLink(created.url, t`Send it to them in a message.`);
  const recipient = created.share.recipient;
  useEffect(() => heading.current?.focus(), [created]);
  return (
    <div className="flex flex-col gap-3 rounded-xl border-2 border-brand-700 bg-brand-50 p-4">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-bold">
        {t`The link for ${recipient}`}
      </h3>
      <label htmlFor={id} className="font-semibold">
        <Trans>Link to the page</Trans>
      </label>
      <PlayLinkInput id={id} playUrl={created.url} noteId={`${id}-note`} input={input} />
      <p id={`${id}-note`} className="text-sm">
        {created.share.hasPin
          ? t`Copy it now: it will not be shown again. Give them the PIN apart from the link.`
          : t`Copy it now: it will not be shown again.`}
      </p>
      <Button className="self-start" onClick={() => void copy()}>
        <Icon name="check" className="h-5 w-5" />
        {t`Copy link`}
      </Button>
    </div>
  );
}

function ShareItem({
  share,
  canRevoke,
  revoking,
  onRevoke,
}: {
  share: Share;
  canRevoke: boolean;
  revoking: boolean;
  onRevoke: () => void;
}) {
  const { t } = useLingui();
  const opened = useDisclosure();
  const recipient = share.recipient;
  const created = longDate(share.createdAt);
  const by = share.createdByName;
  const language = languageName(share.language);
  return (
    <li className="flex flex-col gap-2 rounded-xl border-2 border-warm-100 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="break-words font-semibold">{recipient}</span>
        <Badge tone={STATUS_TONES[share.status]} wrap>
          {shareStatusWords(share)}
        </Badge>
      </div>
      <p className="text-sm text-muted">{consentWords(share.consent)}</p>
      <p className="text-sm text-muted">
        {by ? t`Shared by ${by} on ${created}` : t`Shared on ${created}`}
        {' · '}
        {t`In ${language}`}
        {' · '}
        {share.hasPin ? t`With a PIN` : t`Without a PIN`}
      </p>
      <p className="font-medium">{opensWords(share.opens)}</p>
      {share.openedAt.length > 0 && (
        <>
          <DisclosureButton disclosure={opened} variant="ghost" padding="px-3" className="self-start">
            {t`When it was opened`}
          </DisclosureButton>
          <DisclosurePanel disclosure={opened}>
            <ul className="flex flex-col gap-1 pl-3">
              {share.openedAt.map((at, i) => (
                <li key={`${at}-${i}`}>{formatDateTime(at)}</li>
              ))}
            </ul>
          </DisclosurePanel>
        </>
      )}
      {canRevoke && share.status === 'active' && (
        <div className="self-start">
          <ConfirmButton
            text={t`Revoke`}
            label={t`Revoke the link for ${recipient}`}
            question={t`Stop sharing with ${recipient}? The link stops working at once.`}
            yes={t`Yes, revoke`}
            busy={t`Revoking...`}
            no={t`Keep sharing`}
            pending={revoking}
            onConfirm={onRevoke}
          />
        </div>
      )}
    </li>
  );
}
