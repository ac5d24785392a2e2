import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import archiver from 'archiver';
import type { ServerResponse } from 'node:http';
import type {
  AboutMeExport,
  AiReportView,
  Goal,
  ArchiveActivity,
  ArchiveCursor,
  ConversationExport,
  GamesExportPage,
  MemoryBox,
  OutboxEntry,
  SeniorProfileExport,
  SeniorResult,
} from '@carewith/contracts';
import { createLogger } from '@carewith/platform';
import { fileSafe, resultsCsv } from './results-csv';

const log = createLogger('SeniorArchive');

const README = (
  profile: SeniorProfileExport,
  exportedAt: string,
) => `Everything CareWith holds about ${profile.firstName} ${profile.lastName}
Exported ${exportedAt} from the care team "${profile.careTeamName}".

profile.json      Their profile: name, phone number, accessibility preferences.
activities.json   Every activity made for them, with its play links (never the secret part),
                  its result, and every answer recorded while they played (play events).
results.csv       Their results, one line per finished activity (opens in a spreadsheet).
reports.json      The insight reports written about them.
conversation.json The conversation starters written after each activity, with the family's
                  "we talked about it" notes, and the weekly family letters about them.
messages.json     The text messages sent to them, and the e-mails sent to the family about
                  them (completed activities, weekly letters), as sent.
memory-box.json   Their family's memory box: its photos (who, where, when, the story), the people
                  and places in them, recipes, the favourite shopping list and songs.
about-me.json     Their "About me" page: the lines the family wrote, what they chose not to share,
                  and each time it was shared (with whom, who agreed and when, and every open).
goals.json        Their everyday goals: what they practise, each rating the family gave and every
                  practice (when, and whether it was recalled without help).
photos/           The photos their activities use, and the memory box's photos.
voice-clips/      The family's recorded voices their activities use (one per step at most), and
                  the memory box's song clips.

Data formats: JSON (UTF-8), CSV (RFC 4180), JPEG, MP3.
`;

// Where the archive's pieces come from (the bus, in the gateway). Each is a bounded reply: the
// activities come page by page, the photos and clips one by one.
export type ArchiveSource = {
  profile: SeniorProfileExport;
  // Read before the response starts, so a refusal is still an ordinary error answer.
  firstPage: GamesExportPage;
  // Their memory box, read before the response starts too.
  box: MemoryBox;
  // Their "About me" page's lines, switches and shares, read before the response starts too.
  aboutMe: AboutMeExport;
  // Their everyday goals, with their ratings and practice.
  goals: { goals: Goal[] };
  nextPage(after: ArchiveCursor): Promise<GamesExportPage>;
  // What the other services hold about them and their activities.
  others(
    gameIds: string[],
  ): Promise<{ reports: AiReportView[]; conversation: ConversationExport; messages: OutboxEntry[] }>;
  photo(id: string): Promise<Buffer>;
  voiceClip(id: string): Promise<Buffer>;
};

// For a promise awaited later: a failure before then must not count as unhandled.
const ignore = () => undefined;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

// The pieces of `${JSON.stringify(items, null, 2)}\n`, an item at a time (index: the item's place in
// the whole list), so a long list is written without being held.
export function jsonListPiece(item: unknown, index: number): string {
  return `${index ? ',\n' : '[\n'}  ${JSON.stringify(item, null, 2).replace(/\n/g, '\n  ')}`;
}
export const jsonListEnd = (count: number) => (count ? '\n]\n' : '[]\n');

const resultRow = (a: ArchiveActivity): SeniorResult | null =>
  a.result && {
    id: a.result.id,
    gameInstanceId: a.id,
    title: a.configJSON.title || a.templateId,
    templateId: a.templateId,
    summaryJSON: a.result.summaryJSON,
    computedScoresJSON: a.result.computedScoresJSON,
    completedAt: a.result.completedAt,
  };

// Writes the loved one's archive as a ZIP straight into the response while its pieces are read: the
// next page or photo is asked for while the current one is compressed and sent. Once the response has
// started, a failure can only cut it: the download ends broken, never as a complete-looking archive.
export async function writeSeniorArchive(res: ServerResponse, source: ArchiveSource): Promise<void> {
  const { profile } = source;
  const name = fileSafe(`${profile.firstName} ${profile.lastName}`);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Disposition', `attachment; filename="${name}-carewith-data.zip"`);
  const zip = archiver('zip', { zlib: { level: 6 } });
  // The client going away stops the reading too.
  const gone = new AbortController();
  res.on('close', () => res.writableFinished || gone.abort());
  const { signal } = gone;
  const add = async (
    data: string | Buffer | PassThrough,
    entry: archiver.ZipEntryData,
    write?: () => Promise<void>,
  ) => {
    const added = once(zip, 'entry', { signal });
    added.catch(ignore); // awaited below, unless write fails first
    zip.append(data, entry);
    await write?.();
    await added;
  };
  zip.pipe(res);
  try {
    await add(README(profile, new Date().toISOString()), { name: 'README.txt' });
    await add(json(profile), { name: 'profile.json' });
    const gameIds: string[] = [];
    const results: SeniorResult[] = [];
    const photoIds = new Set<string>();
    const clipIds = new Set<string>();
    let others: ReturnType<ArchiveSource['others']> | undefined;
    const activities = new PassThrough();
    await add(activities, { name: 'activities.json' }, async () => {
      for (let page: GamesExportPage | undefined = source.firstPage; page;) {
        const next: Promise<GamesExportPage> | undefined = page.next ? source.nextPage(page.next) : undefined;
        next?.catch(ignore); // awaited below

        for (const activity of page.activities) {
          const row = resultRow(activity);
          if (row) results.push(row);
          const piece = jsonListPiece(activity, gameIds.length);
          gameIds.push(activity.id);
          if (!activities.write(piece)) await once(activities, 'drain', { signal });
        }
        page.photoIds.forEach((id) => photoIds.add(id));
        page.voiceClipIds.forEach((id) => clipIds.add(id));
        if (!next) others = source.others(gameIds);
        others?.catch(ignore);
        page = await next;
      }
      activities.end(jsonListEnd(gameIds.length));
    });
    await add(resultsCsv(results), { name: 'results.csv' });
    const { reports, conversation, messages } = await others!;
    await add(json(reports), { name: 'reports.json' });
    await add(json(conversation), { name: 'conversation.json' });
    await add(json(messages), { name: 'messages.json' });
    await add(json(source.box), { name: 'memory-box.json' });
    await add(json(source.aboutMe), { name: 'about-me.json' });
    await add(json(source.goals), { name: 'goals.json' });
    source.box.photos.forEach((p) => photoIds.add(p.id));
    source.box.songs.forEach((s) => s.clipId && clipIds.add(s.clipId));
    const files = [
      ...[...photoIds].map((id) => ({ name: `photos/${id}.jpg`, read: () => source.photo(id), store: false })),
      ...[...clipIds].map((id) => ({ name: `voice-clips/${id}.mp3`, read: () => source.voiceClip(id), store: true })),
    ];
    let reading = files[0]?.read();
    for (const [i, file] of files.entries()) {
      const bytes = await reading!;
      reading = files[i + 1]?.read();
      reading?.catch(ignore);
      await add(bytes, { name: file.name, store: file.store });
    }
    const finished = once(res, 'finish', { signal });
    await zip.finalize();
    await finished;
  } catch (error) {
    zip.abort();
    res.destroy();
    if (!signal.aborted) log.warn({ err: error instanceof Error ? error.message : String(error) }, 'archive cut short');
  }
}
