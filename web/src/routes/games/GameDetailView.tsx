import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, isUnauthorized } from '../../api/http';
import { useDuplicateGame } from '../../api/useDuplicateGame';
import { useGame } from '../../api/useGame';
import { useGenerateAiReport } from '../../api/useGenerateAiReport';
import { useGenerateLink } from '../../api/useGenerateLink';
import { useRevokeLink } from '../../api/useRevokeLink';
import { BackLink } from '../../components/BackLink';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { toast } from '../../hooks/useToast';
import { inAppLanguage } from '../../i18n/contract-messages';
import { ActivityDetailsCard } from './ActivityDetailsCard';
import { ActivityTimelineCard } from './ActivityTimelineCard';
import { GameHeader } from './GameHeader';
import { LatestAiReportCard } from './LatestAiReportCard';
import { QuickActionsCard } from './QuickActionsCard';
import { ResultsSummaryCard } from './ResultsSummaryCard';
import { SendToLovedOneCard } from './SendToLovedOneCard';
import { ShareLinkCard } from './ShareLinkCard';
import { DeliveryStatusCard } from './DeliveryStatusCard';
import { activityTitle, isNotFound } from './texts';
import { ActivityUnavailable } from './ActivityUnavailable';
import { ConversationStartersCard } from '../conversation/ConversationStartersCard';

const failed = (description: string) => toast({ title: t`Error`, description, variant: 'destructive' });

// Activity detail (spec section 2): header, details, timeline, results, quick actions, share link
// and the latest AI report. A Family Helper sees it read-only.
export function GameDetailView({ gameId, validId }: { gameId: string; validId: boolean }) {
  useLingui();
  const navigate = useNavigate();
  const game = useGame(gameId, validId);
  const generateLink = useGenerateLink(gameId);
  const revokeLink = useRevokeLink(gameId);
  const duplicate = useDuplicateGame(gameId);
  const aiReport = useGenerateAiReport(gameId);
  const [newPlayUrl, setNewPlayUrl] = useState<string | null>(null);
  const [report, setReport] = useState<string | null>(null);
  const [focusShare, setFocusShare] = useState(false);
  const shareHeading = useRef<HTMLHeadingElement>(null);
  const notFound = !validId || isNotFound(game.error);
  useDocumentTitle(notFound ? t`Activity Not Found` : game.data ? activityTitle(game.data.gameInstance) : t`Activity`);

  // A new link appears in Share Link: focus moves there so the Copy Link button is next.
  useEffect(() => {
    if (focusShare && newPlayUrl) {
      shareHeading.current?.focus();
      setFocusShare(false);
    }
  }, [focusShare, newPlayUrl]);

  if (notFound || !game.data) return <ActivityUnavailable game={game} notFound={notFound} />;

  const detail = game.data;
  const status = detail.gameInstance.status;
  const canManage = detail.myRole === 'OWNER';
  const closed = status === 'CLOSED';

  // A link just made (generated, or sent straight to the loved one) shows in Share Link, focused.
  const showNewLink = (playUrl: string) => {
    setNewPlayUrl(playUrl);
    setFocusShare(true);
  };
  const seniorId = detail.gameInstance.seniorId;
  const fromTheBox = detail.gameInstance.configJSON.steps?.some((step) => step.boxItem) ?? false;

  const onGenerateLink = () =>
    generateLink.mutate(undefined, {
      onSuccess: (link) => {
        showNewLink(link.playUrl);
        toast({ title: t`Link Generated`, description: t`Copy it and send it to your loved one.` });
      },
      onError: (error) => {
        if (!isUnauthorized(error)) failed(t`Failed to generate link. Please try again.`);
      },
    });

  const onRevoke = (linkId: string) =>
    revokeLink.mutate(linkId, {
      onSuccess: () => toast({ title: t`Link Revoked`, description: t`This link no longer opens the activity.` }),
      onError: (error) => {
        if (!isUnauthorized(error)) failed(t`Failed to revoke link. Please try again.`);
      },
    });

  const onDuplicate = () =>
    duplicate.mutate(undefined, {
      onSuccess: (copy) => {
        toast({
          title: t`Activity Duplicated`,
          description: t`${activityTitle(copy)} is ready as a draft.`,
        });
        navigate(`/games/${copy.id}`);
      },
      onError: (error) => {
        if (!isUnauthorized(error)) failed(t`Failed to duplicate activity. Please try again.`);
      },
    });

  const onGenerateReport = () =>
    aiReport.mutate(undefined, {
      onSuccess: (created) => {
        if (typeof created?.output === 'string' && created.output.trim()) setReport(created.output);
        toast({ title: t`AI Report Generated`, description: t`A new assessment has been created` });
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        // The server's plain reason when it refuses (no results yet), else the spec's toast.
        const reason =
          error instanceof ApiError && error.status === 409 && error.serverMessage
            ? inAppLanguage(error.serverMessage)
            : undefined;
        failed(reason ?? t`Failed to generate AI report. Please try again.`);
      },
    });

  const showShare = status !== 'DRAFT' || detail.links.length > 0 || newPlayUrl !== null;

  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <GameHeader detail={detail} onGenerateLink={onGenerateLink} generating={generateLink.isPending} />
      {canManage && status === 'DRAFT' && fromTheBox && seniorId && (
        <SendToLovedOneCard game={detail.gameInstance} seniorId={seniorId} onSent={showNewLink} />
      )}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <ActivityDetailsCard detail={detail} />
          <ActivityTimelineCard detail={detail} />
          {closed && <ResultsSummaryCard result={detail.result} />}
          {closed && detail.result && detail.gameInstance.seniorId && (
            <ConversationStartersCard gameId={detail.gameInstance.id} />
          )}
          {closed && (
            <LatestAiReportCard report={report} onGenerate={onGenerateReport} generating={aiReport.isPending} />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <QuickActionsCard
            gameId={detail.gameInstance.id}
            hasResult={detail.result !== null}
            canManage={canManage}
            onGenerateReport={onGenerateReport}
            generatingReport={aiReport.isPending}
            onDuplicate={onDuplicate}
            duplicating={duplicate.isPending}
          />
          <DeliveryStatusCard gameId={detail.gameInstance.id} />
          {showShare && (
            <ShareLinkCard
              ref={shareHeading}
              links={detail.links}
              newPlayUrl={newPlayUrl}
              canManage={canManage}
              onGenerate={onGenerateLink}
              generating={generateLink.isPending}
              onRevoke={onRevoke}
              revokingId={revokeLink.isPending ? (revokeLink.variables ?? null) : null}
            />
          )}
        </div>
      </div>
    </div>
  );
}
