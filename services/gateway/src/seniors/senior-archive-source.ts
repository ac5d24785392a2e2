import type { BusClient } from '@carewith/platform';
import type { ArchiveSource } from './senior-archive';

// A page of activities or one photo is a bigger read than most requests: more time than the default.
const EXPORT_PART_TIMEOUT_MS = 15_000;

// The archive's pieces over the bus. care checks the caller and records the export before any data is
// gathered; the first page of activities is read before the response starts (games asks care again).
export async function archiveSource(bus: BusClient, seniorId: string): Promise<ArchiveSource> {
  const profile = await bus.request('care.seniors.export', { seniorId });
  const slow = { timeoutMs: EXPORT_PART_TIMEOUT_MS };
  const page = (after: Parameters<ArchiveSource['nextPage']>[0] | null) =>
    bus.request('games.export.page', { seniorId, careTeamId: profile.careTeamId, after }, slow);
  return {
    profile,
    firstPage: await page(null),
    box: await bus.request('games.memoryBox.get', { seniorId }),
    aboutMe: await bus.request('games.aboutMe.export', { seniorId }),
    goals: await bus.request('games.goals.export', { seniorId }),
    nextPage: page,
    others: async (gameIds) => {
      const [reports, conversation, messages] = await Promise.all([
        bus.request('insights.reports.bySenior', { seniorId, gameIds }),
        bus.request('insights.conversation.bySenior', { seniorId, gameIds }),
        bus.request('messaging.messages.export', {
          phones: profile.phone ? [profile.phone] : [],
          emails: [],
          // The loved one's id finds their weekly family letters.
          refIds: [...gameIds, seniorId],
        }),
      ]);
      return { reports, conversation, messages };
    },
    photo: async (photoId) =>
      Buffer.from((await bus.request('games.photos.read', { photoId }, slow)).jpegBase64, 'base64'),
    voiceClip: async (clipId) =>
      Buffer.from((await bus.request('games.voiceClips.read', { clipId }, slow)).mp3Base64, 'base64'),
  };
}
