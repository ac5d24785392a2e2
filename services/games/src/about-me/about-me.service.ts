import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ABOUT_ME_NOTES_PER_SECTION,
  ABOUT_ME_SECTIONS,
  AboutMe,
  AboutMeExport,
  AboutMeNoteRequest,
  AboutMeVisibilityRequest,
  DomainError,
  SeniorAccess,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { BoxStore } from '../memory-box/box-store';
import { memberFirstNames } from '../people/member-names';
import { aboutMePage } from './about-me-page';
import { AboutMeStore } from './about-me-store';
import { shareView } from './share-view';

const invalid = (field: string, message: string) => new DomainError('VALIDATION', message, [{ field, message }]);
const ONLY_CO_CAREGIVERS = 'Only a Co-Caregiver can choose what the page shares.';
const ONLY_WRITER = 'Only a Co-Caregiver can remove a line another family member wrote.';

export type Reader =
  { kind: 'member'; actorId: string; access: SeniorAccess } | { kind: 'link'; photoUrl: (photoId: string) => string };

// "About me" (libs/contracts/src/about-me.ts): the page as written from the box, play and the family's
// lines. Any member of the loved one's team reads it and adds a line; Co-Caregivers switch parts off.
// A reader of a shared link gets it through AboutMeSharesService, without what was switched off.
@Injectable()
export class AboutMeService {
  constructor(
    private readonly store: AboutMeStore,
    private readonly box: BoxStore,
    private readonly bus: BusClient,
  ) {}

  async get(actorId: string, seniorId: string): Promise<AboutMe> {
    return this.page(seniorId, { kind: 'member', actorId, access: await this.caller(seniorId) });
  }

  async addNote(actorId: string, seniorId: string, note: AboutMeNoteRequest): Promise<AboutMe> {
    const access = await this.caller(seniorId);
    if ((await this.store.notesIn(seniorId, note.section)) >= ABOUT_ME_NOTES_PER_SECTION)
      throw invalid('section', `A section holds at most ${ABOUT_ME_NOTES_PER_SECTION} lines: remove one first.`);
    await this.store.addNote({
      id: randomUUID(),
      seniorId,
      careTeamId: access.careTeamId,
      section: note.section,
      text: note.text,
      addedBy: actorId,
    });
    return this.page(seniorId, { kind: 'member', actorId, access });
  }

  async removeNote(actorId: string, seniorId: string, noteId: string): Promise<AboutMe> {
    const access = await this.caller(seniorId);
    const author = await this.store.noteAuthor(seniorId, noteId);
    if (!author) throw new DomainError('NOT_FOUND', 'This line is not on the page.');
    if (author !== actorId && access.role !== 'OWNER') throw new DomainError('FORBIDDEN', ONLY_WRITER);
    await this.store.removeNote(seniorId, noteId);
    return this.page(seniorId, { kind: 'member', actorId, access });
  }

  // A section ("section:<id>") or one item of the page (its key, or a photo of the book) off or on.
  async setVisibility(actorId: string, seniorId: string, change: AboutMeVisibilityRequest): Promise<AboutMe> {
    const access = await this.caller(seniorId);
    if (access.role !== 'OWNER') throw new DomainError('FORBIDDEN', ONLY_CO_CAREGIVERS);
    const reader = { kind: 'member' as const, actorId, access };
    const current = await this.page(seniorId, reader);
    const keys = new Set([
      ...[...ABOUT_ME_SECTIONS, 'book'].map((s) => `section:${s}`),
      ...current.sections.flatMap((s) => s.entries.map((e) => e.key)),
      ...(await this.box.box(seniorId)).photos.map((p) => `photo:${p.id}`),
    ]);
    if (!keys.has(change.key)) throw invalid('key', 'This part is not on the page.');
    await this.store.setHidden({ seniorId, careTeamId: access.careTeamId, by: actorId }, change.key, change.hidden);
    return this.page(seniorId, reader);
  }

  // The archive's about-me.json (Co-Caregivers, like the rest of the archive).
  async export(seniorId: string): Promise<AboutMeExport> {
    await this.bus.request('care.seniors.authorize', { seniorId, need: 'manage' });
    const rows = await this.store.exportRows(seniorId);
    const names = await memberFirstNames(
      this.bus,
      rows.shares.map((s) => s.created_by),
    );
    return {
      notes: rows.notes.map((n) => ({
        id: n.id,
        section: n.section,
        text: n.text,
        addedBy: n.added_by,
        createdAt: n.created_at.toISOString(),
      })),
      visibility: rows.visibility.map((v) => ({
        key: v.key,
        shown: v.shown,
        setBy: v.set_by,
        setAt: v.set_at.toISOString(),
      })),
      shares: rows.shares.map((s) => shareView(s, names)),
    };
  }

  // The page for a member (with what is switched off, marked) or for a reader of a link (without).
  async page(seniorId: string, reader: Reader): Promise<AboutMe> {
    const [senior, box, sources, talked] = await Promise.all([
      this.bus.request('care.seniors.handover', { seniorId }),
      this.box.box(seniorId),
      this.store.sources(seniorId),
      this.bus.request('insights.starters.talkedBySenior', { seniorId }),
    ]);
    const names = await memberFirstNames(this.bus, [
      ...box.people.map((p) => p.addedBy),
      ...box.places.map((p) => p.addedBy),
      ...box.songs.map((s) => s.addedBy),
      ...sources.notes.map((n) => n.addedBy),
      ...talked.map((t) => t.talkedBy),
    ]);
    return aboutMePage({
      senior: { id: seniorId, ...senior },
      box,
      ...sources,
      talked: talked.map((t) => ({ ...t, talkedAt: new Date(t.talkedAt) })),
      names,
      viewer: reader.kind === 'member' ? { actorId: reader.actorId, role: reader.access.role } : null,
      photoUrl: reader.kind === 'member' ? (id) => `/api/photos/${id}` : reader.photoUrl,
      now: new Date(),
    });
  }

  // Any member of the loved one's team (care answers 404 to anyone else).
  private caller(seniorId: string): Promise<SeniorAccess> {
    return this.bus.request('care.seniors.authorize', { seniorId, need: 'view' });
  }
}
