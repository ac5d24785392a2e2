import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { GameInstance } from '@carewith/contracts';
import { useSendActivity } from '../../api/useSendActivity';
import { useSenior } from '../../api/useSenior';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { LoadFailed } from '../../components/LoadState';
import { toast } from '../../hooks/useToast';
import { failureOutcome } from '../../lib/formErrors';
import { NoPhoneNote } from '../assign/NoPhoneNote';
import { SEND_FAILED, sendRefusals } from '../assign/texts';
import { useDefaultActivityMessage } from '../assign/useDefaultActivityMessage';

// A draft made from the memory box goes to its loved one in one tap: "Send to <name>"
// texts it with the send wizard's default message, through the wizard's own request (POST
// /api/games/:id/send-sms) and so the same server checks; a refusal (no phone, STOP) reads as the
// wizard says it. The wizard (Send SMS, above) stays for a message of one's own.
export function SendToLovedOneCard({
  game,
  seniorId,
  onSent,
}: {
  game: GameInstance;
  seniorId: string;
  onSent: (playUrl: string) => void;
}) {
  const { t } = useLingui();
  const noteId = useId();
  const senior = useSenior(seniorId).data ?? null;
  const message = useDefaultActivityMessage(senior);
  const send = useSendActivity();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Sent: the card goes at once (the page's refetch then shows the activity as sent), so a second tap
  // cannot send it again.
  const [sent, setSent] = useState(false);
  if (!senior || sent) return null;
  const noPhone = !senior.phone;
  const name = senior.firstName;

  const onSend = () => {
    setRefusal(null);
    send.mutate(
      { gameId: game.id, seniorId, message, copy: false },
      {
        onSuccess: ({ playUrl }) => {
          toast({
            title: t`Activity Sent`,
            description: t`${name} will get a text message with a link to play.`,
          });
          setSent(true);
          onSent(playUrl);
        },
        onError: (error) => {
          const outcome = failureOutcome(error, { fieldStatuses: [], refusals: sendRefusals() });
          if (outcome.kind === 'refused') setRefusal(outcome.message);
          else if (outcome.kind === 'failed') setRefusal(t(SEND_FAILED));
        },
      },
    );
  };

  return (
    <Card headingId="send-straight-heading" title={t`Ready to send`}>
      <p>
        <Trans>
          Made from {name}'s memory box. {name} gets a text with this message and a link to play:
        </Trans>
      </p>
      <blockquote lang={senior.language} className="rounded-xl bg-warm-50 p-4 text-ink">
        {message}
      </blockquote>
      {noPhone && <NoPhoneNote id={noteId} senior={senior} />}
      {refusal && <LoadFailed>{refusal}</LoadFailed>}
      <Button
        className="self-start"
        onClick={onSend}
        disabled={noPhone || send.isPending}
        aria-describedby={noPhone ? noteId : undefined}
      >
        <Icon name="send" className="h-5 w-5" />
        {send.isPending ? t`Sending...` : t`Send to ${name}`}
      </Button>
    </Card>
  );
}
