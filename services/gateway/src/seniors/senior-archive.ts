import archiver from 'archiver';
import type { Response } from 'express';
import type { SeniorArchive } from '@carewith/contracts';
import { fileSafe, resultsCsv } from './results-csv';

const README = (
  archive: SeniorArchive,
  exportedAt: string,
) => `Everything CareWith holds about ${archive.profile.firstName} ${archive.profile.lastName}
Exported ${exportedAt} from the care team "${archive.profile.careTeamName}".

profile.json      Their profile: name, phone number, accessibility preferences.
activities.json   Every activity made for them, with its play links (never the secret part),
                  its result, and every answer recorded while they played (play events).
results.csv       Their results, one line per finished activity (opens in a spreadsheet).
reports.json      The insight reports written about them.
conversation.json The conversation starters written after each activity, with the family's
                  "we talked about it" notes, and the weekly family letters about them.
messages.json     The text messages sent to them, and the e-mails sent to the family about
                  them (completed activities, weekly letters), as sent.
photos/           The photos their activities use.
voice-clips/      The family's recorded voices their activities use (one per step at most).

Data formats: JSON (UTF-8), CSV (RFC 4180), JPEG, MP3.
`;

// Writes the loved one's archive as a ZIP straight into the response (archiver streams it).
export async function writeSeniorArchive(
  res: Response,
  archive: SeniorArchive,
  photos: { id: string; jpeg: Buffer }[],
  voiceClips: { id: string; mp3: Buffer }[],
): Promise<void> {
  const name = fileSafe(`${archive.profile.firstName} ${archive.profile.lastName}`);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Disposition', `attachment; filename="${name}-carewith-data.zip"`);
  const zip = archiver('zip', { zlib: { level: 6 } });
  const done = new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    res.on('close', resolve);
    res.on('finish', resolve);
  });
  zip.pipe(res);
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  zip.append(README(archive, new Date().toISOString()), { name: 'README.txt' });
  zip.append(json(archive.profile), { name: 'profile.json' });
  zip.append(json(archive.games.activities), { name: 'activities.json' });
  zip.append(
    resultsCsv(
      archive.games.activities
        .filter((a) => a.result)
        .map((a) => ({
          id: a.result!.id,
          gameInstanceId: a.id,
          title: a.configJSON.title || a.templateId,
          templateId: a.templateId,
          summaryJSON: a.result!.summaryJSON,
          computedScoresJSON: a.result!.computedScoresJSON,
          completedAt: a.result!.completedAt,
        })),
    ),
    { name: 'results.csv' },
  );
  zip.append(json(archive.reports), { name: 'reports.json' });
  zip.append(json(archive.conversation), { name: 'conversation.json' });
  zip.append(json(archive.messages), { name: 'messages.json' });
  for (const photo of photos) zip.append(photo.jpeg, { name: `photos/${photo.id}.jpg` });
  for (const clip of voiceClips) zip.append(clip.mp3, { name: `voice-clips/${clip.id}.mp3`, store: true });
  await zip.finalize();
  await done;
}
