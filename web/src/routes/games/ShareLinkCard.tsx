import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef } from 'react';
import type { PlayLink } from '@carewith/contracts';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { NewLinkPanel } from './NewLinkPanel';
import { PlayLinkItem } from './PlayLinkItem';

// Share Link: the link just generated (with Copy Link), then every link with its state.
export const ShareLinkCard = forwardRef<
  HTMLHeadingElement,
  {
    links: PlayLink[];
    // The link just made (generated, or sent in a text from this page): shown this once.
    newPlayUrl: string | null;
    canManage: boolean;
    onGenerate: () => void;
    generating: boolean;
    onRevoke: (linkId: string) => void;
    revokingId: string | null;
  }
>(function ShareLinkCard({ links, newPlayUrl, canManage, onGenerate, generating, onRevoke, revokingId }, heading) {
  const { t } = useLingui();
  return (
    <Card headingId="share-link-heading" title={t`Share Link`} headingRef={heading}>
      {newPlayUrl && <NewLinkPanel playUrl={newPlayUrl} />}
      {links.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-muted">
            <Trans>Play links</Trans>
          </h3>
          <ul className="flex flex-col gap-2">
            {links.map((link) => (
              <PlayLinkItem
                key={link.id}
                link={link}
                canRevoke={canManage}
                onRevoke={() => onRevoke(link.id)}
                revoking={revokingId === link.id}
              />
            ))}
          </ul>
        </div>
      ) : (
        !newPlayUrl && (
          <p className="text-muted">
            <Trans>No play links yet.</Trans>
          </p>
        )
      )}
      {canManage && (
        <Button variant="secondary" className="self-start" onClick={onGenerate} disabled={generating}>
          <Icon name="plus" className="h-5 w-5" />
          {generating ? t`Generating...` : t`Generate Link`}
        </Button>
      )}
    </Card>
  );
});
