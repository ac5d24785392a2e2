import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  BoxPersonRef,
  BoxPhoto,
  BoxPhotoAdded,
  BoxPlaceRef,
  BoxRecipe,
  BoxRecipeRequest,
  BoxShoppingList,
  BoxShoppingListRequest,
  BoxSong,
  BoxSongRequest,
  BoxTopic,
  BoxTopicRequest,
  DomainError,
  MemoryBox,
  photoRefOf,
  ResidentTopics,
  SeniorAccess,
  SONG_CLIP_MAX_SECONDS,
  UpdateBoxPersonRequest,
  UpdateBoxPhotoRequest,
  UpdateBoxPlaceRequest,
  UpdateBoxRecipeRequest,
  voiceRefOf,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { TeamMediaService } from '../media/team-media.service';
import { memberFirstNames } from '../people/member-names';
import { PhotoEntity } from '../read-model/photo.entity';
import { BoxStore, BoxTable } from './box-store';

const FORBIDDEN = () =>
  new DomainError('FORBIDDEN', 'Only a Co-Caregiver can change or remove what another family member added.');
const notFound = (what: string) => new DomainError('NOT_FOUND', `This ${what} is not in the memory box.`);
const invalid = (field: string, message: string) => new DomainError('VALIDATION', message, [{ field, message }]);
const nameTaken = (field: string, name: string) =>
  new DomainError('CONFLICT', `${name} is already in the memory box.`, [
    { field, message: `${name} is already in the memory box.` },
  ]);
const WHAT: Record<BoxTable | 'box_photos', string> = {
  box_photos: 'photo',
  box_people: 'person',
  box_places: 'place',
  box_recipes: 'recipe',
  box_songs: 'song',
  box_topics: 'topic',
};

type Caller = SeniorAccess & { actorId: string };

// The family's memory box. Any member of the loved one's team reads it and adds to it;
// Co-Caregivers change or remove anything in it, other members only what they added themselves.
// Someone outside the team is told the loved one does not exist (care's answer).
@Injectable()
export class MemoryBoxService {
  constructor(
    private readonly bus: BusClient,
    private readonly store: BoxStore,
    private readonly media: TeamMediaService,
  ) {}

  async get(actorId: string, seniorId: string): Promise<MemoryBox> {
    const caller = await this.caller(actorId, seniorId);
    const box = await this.store.box(seniorId);
    const edit = <T extends { addedBy: string | null }>(row: T) => ({
      ...row,
      canEdit: this.mayEdit(caller, row.addedBy),
    });
    return {
      seniorId,
      people: box.people.map(edit),
      places: box.places.map(edit),
      photos: box.photos.map(edit),
      recipes: box.recipes.map(edit),
      shoppingList: edit(box.shoppingList),
      songs: box.songs.map(edit),
      topics: box.topics.map(edit),
    };
  }

  // One photo, already rotated and resized by the gateway. The same file again is not stored twice:
  // the answer is the photo already in the box, marked duplicate.
  async addPhoto(
    actorId: string,
    input: {
      seniorId: string;
      jpegBase64: string;
      width: number;
      height: number;
      contentHash: string;
      takenAt: string | null;
    },
  ): Promise<BoxPhotoAdded> {
    const caller = await this.caller(actorId, input.seniorId);
    const existing = await this.store.photoByHash(input.seniorId, input.contentHash);
    if (existing) return { ...this.withEdit(caller, existing), duplicate: true };
    const photo = await this.media.add(
      PhotoEntity,
      actorId,
      { careTeamId: caller.careTeamId, refusal: 'Only a member of the care team can add photos.', who: 'members' },
      { jpeg: Buffer.from(input.jpegBase64, 'base64'), width: input.width, height: input.height },
    );
    const stored = await this.store.insertPhoto({
      photoId: photo.id,
      seniorId: input.seniorId,
      careTeamId: caller.careTeamId,
      contentHash: input.contentHash,
      takenAt: input.takenAt,
      addedBy: actorId,
    });
    if (!stored) {
      // The same file arrived twice at once: the other one is kept.
      await this.store.deletePhotoFile(photo.id);
      return {
        ...this.withEdit(caller, (await this.store.photoByHash(input.seniorId, input.contentHash))!),
        duplicate: true,
      };
    }
    return { ...this.withEdit(caller, (await this.store.photo(input.seniorId, photo.id))!), duplicate: false };
  }

  // Who, where, when and the story of a photo: only the fields given change; `people` replaces the
  // photo's people. "Emma" by name is the box's Emma when there is one (names compare normalised).
  async updatePhoto(
    actorId: string,
    seniorId: string,
    photoId: string,
    changes: UpdateBoxPhotoRequest,
  ): Promise<BoxPhoto> {
    const caller = await this.editable(actorId, seniorId, 'box_photos', photoId);
    const stored = await this.store.transaction(async (em) => {
      const placeId = changes.place === undefined ? undefined : await this.placeOf(em, caller, changes.place);
      if (changes.people) await this.store.setPhotoPeople(em, photoId, await this.peopleOf(em, caller, changes.people));
      const current = (await this.store.photo(seniorId, photoId, em))!;
      // A year given sets its decade; a decade given alone clears a year of another decade.
      let { year, decade } = changes;
      if (year != null && decade === undefined) decade = Math.floor(year / 10) * 10;
      if (decade != null && year === undefined && current.year != null && Math.floor(current.year / 10) * 10 !== decade)
        year = null;
      await this.store.updatePhoto(em, photoId, { year, decade, story: changes.story, placeId });
      return (await this.store.photo(seniorId, photoId, em))!;
    });
    return this.withEdit(caller, stored);
  }

  // The photo leaves the box; its picture goes too unless an activity of the team shows it.
  async removePhoto(actorId: string, seniorId: string, photoId: string) {
    const caller = await this.editable(actorId, seniorId, 'box_photos', photoId);
    await this.store.remove('box_photos', seniorId, photoId);
    if (!(await this.store.usedByActivity(caller.careTeamId, photoRefOf(photoId))))
      await this.store.deletePhotoFile(photoId, caller.careTeamId);
    return { removed: true as const };
  }

  async updatePerson(actorId: string, seniorId: string, personId: string, changes: UpdateBoxPersonRequest) {
    const caller = await this.editable(actorId, seniorId, 'box_people', personId);
    await this.unlessNameTaken(changes.name, () => this.store.updatePerson(seniorId, personId, changes));
    return this.withEdit(
      caller,
      (await this.store.box(seniorId)).people.find((p) => p.id === personId)!,
    );
  }

  async updatePlace(actorId: string, seniorId: string, placeId: string, changes: UpdateBoxPlaceRequest) {
    const caller = await this.editable(actorId, seniorId, 'box_places', placeId);
    await this.unlessNameTaken(changes.name, () => this.store.renamePlace(seniorId, placeId, changes.name));
    return this.withEdit(
      caller,
      (await this.store.box(seniorId)).places.find((p) => p.id === placeId)!,
    );
  }

  async addRecipe(actorId: string, seniorId: string, recipe: BoxRecipeRequest): Promise<BoxRecipe> {
    const caller = await this.caller(actorId, seniorId);
    let id = '';
    await this.unlessNameTaken(recipe.name, async () => {
      id = await this.store.insertRecipe({ seniorId, careTeamId: caller.careTeamId, addedBy: actorId }, recipe);
    });
    return this.recipe(caller, id);
  }

  async updateRecipe(actorId: string, seniorId: string, recipeId: string, changes: UpdateBoxRecipeRequest) {
    const caller = await this.editable(actorId, seniorId, 'box_recipes', recipeId);
    await this.unlessNameTaken(changes.name, () => this.store.updateRecipe(seniorId, recipeId, changes));
    return this.recipe(caller, recipeId);
  }

  // A person (and their place on every photo), a place (its photos stay, without a place) or a recipe
  // leaves the box.
  async removeRow(
    actorId: string,
    seniorId: string,
    table: 'box_people' | 'box_places' | 'box_recipes' | 'box_topics',
    id: string,
  ) {
    await this.editable(actorId, seniorId, table, id);
    await this.store.remove(table, seniorId, id);
    return { removed: true as const };
  }

  // The favourite shopping list, typed once: whoever writes it first; after that, they or a Co-Caregiver.
  async putShoppingList(actorId: string, seniorId: string, list: BoxShoppingListRequest): Promise<BoxShoppingList> {
    const caller = await this.caller(actorId, seniorId);
    const current = (await this.store.box(seniorId)).shoppingList;
    if (current.addedBy && !this.mayEdit(caller, current.addedBy)) throw FORBIDDEN();
    await this.store.putShoppingList({ seniorId, careTeamId: caller.careTeamId, addedBy: actorId }, list.items);
    return this.withEdit(caller, (await this.store.box(seniorId)).shoppingList);
  }

  // A song they love, with a clip of the team's (uploaded as a song: MP3, at most a minute) or none, and
  // who sings it and where the family listens to it, if they said (decision 254).
  async addSong(actorId: string, seniorId: string, song: BoxSongRequest): Promise<BoxSong> {
    const caller = await this.caller(actorId, seniorId);
    const clipId = song.clipId ?? null;
    if (clipId) {
      const durationMs = await this.store.teamClipMs(caller.careTeamId, clipId);
      if (durationMs === null) throw invalid('clipId', 'Please record or choose the song again.');
      if (durationMs > SONG_CLIP_MAX_SECONDS * 1000 + 1000)
        throw invalid('clipId', `Please keep the song to ${SONG_CLIP_MAX_SECONDS} seconds or less.`);
    }
    const songId = await this.store.insertSong(
      { seniorId, careTeamId: caller.careTeamId, addedBy: actorId },
      song,
      clipId,
    );
    return this.withEdit(
      caller,
      (await this.store.box(seniorId)).songs.find((s) => s.id === songId)!,
    );
  }

  // The song leaves the box; its clip goes too unless an activity of the team plays it.
  async removeSong(actorId: string, seniorId: string, songId: string) {
    const caller = await this.editable(actorId, seniorId, 'box_songs', songId);
    const clipId = await this.store.songClip(songId);
    await this.store.remove('box_songs', seniorId, songId);
    if (clipId && !(await this.store.usedByActivity(caller.careTeamId, voiceRefOf(clipId))))
      await this.store.deleteClip(clipId, caller.careTeamId);
    return { removed: true as const };
  }

  // ---------- things to talk about ----------

  // Any member sends one; it keeps their first name as it was then ("from Anna").
  async addTopic(actorId: string, seniorId: string, topic: BoxTopicRequest): Promise<BoxTopic> {
    const caller = await this.caller(actorId, seniorId);
    const names = await memberFirstNames(this.bus, [actorId]);
    const row = await this.store.insertTopic(
      { seniorId, careTeamId: caller.careTeamId, addedBy: actorId, addedByName: names.get(actorId) ?? null },
      topic.text,
    );
    return this.withEdit(caller, row);
  }

  // A care home's staff, for a resident of their home (care answers 404 for anyone else): the family's
  // topics, and nothing else of the box.
  async residentTopics(homeId: string, residentId: string): Promise<ResidentTopics> {
    const { residents } = await this.bus.request('care.homes.sessionResidents', { homeId, residentIds: [residentId] });
    const resident = residents.find((r) => r.id === residentId);
    if (!resident) throw new DomainError('NOT_FOUND', 'This resident could not be found.');
    const topics = await this.store.topics(resident.seniorId);
    return { residentId, topics: topics.map(({ addedBy: _addedBy, ...topic }) => topic) };
  }

  // ---------- access ----------

  // Any member of the loved one's team (care answers 404 to anyone else).
  private async caller(actorId: string, seniorId: string): Promise<Caller> {
    return { ...(await this.bus.request('care.seniors.authorize', { seniorId, need: 'view' })), actorId };
  }

  // A row the caller may change: it is in the loved one's box, and they added it or are a Co-Caregiver.
  private async editable(actorId: string, seniorId: string, table: BoxTable | 'box_photos', id: string) {
    const caller = await this.caller(actorId, seniorId);
    const addedBy = await this.store.addedBy(table, seniorId, id);
    if (!addedBy) throw notFound(WHAT[table]);
    if (!this.mayEdit(caller, addedBy)) throw FORBIDDEN();
    return caller;
  }

  // Runs a write that may give a name the loved one's box already has: 409 on the name when it does.
  private async unlessNameTaken(name: string | undefined, write: () => Promise<unknown>) {
    if (!(await this.store.unlessNameTaken(write))) throw nameTaken('name', name ?? '');
  }

  private mayEdit(caller: Caller, addedBy: string | null) {
    return caller.role === 'OWNER' || addedBy === null || addedBy === caller.actorId;
  }

  private withEdit<T extends { addedBy: string | null }>(caller: Caller, row: T): T & { canEdit: boolean } {
    return { ...row, canEdit: this.mayEdit(caller, row.addedBy) };
  }

  private async recipe(caller: Caller, id: string): Promise<BoxRecipe> {
    return this.withEdit(
      caller,
      (await this.store.box(caller.seniorId)).recipes.find((r) => r.id === id)!,
    );
  }

  // The people named on a photo, in order and each once: ids must be the box's; names find or add.
  private async peopleOf(em: EntityManager, caller: Caller, refs: BoxPersonRef[]): Promise<string[]> {
    const ids = refs.flatMap((r) => ('id' in r ? [r.id] : []));
    const known = await this.store.existing(em, 'box_people', caller.seniorId, ids);
    refs.forEach((r, i) => {
      if ('id' in r && !known.has(r.id)) throw invalid(`people.${i}.id`, 'This person is not in the memory box.');
    });
    const who = { seniorId: caller.seniorId, careTeamId: caller.careTeamId, addedBy: caller.actorId };
    const personIds: string[] = [];
    for (const ref of refs) {
      personIds.push('id' in ref ? ref.id : await this.store.personNamed(em, who, ref.name, ref.relation ?? null));
    }
    return [...new Set(personIds)];
  }

  private async placeOf(em: EntityManager, caller: Caller, place: BoxPlaceRef | null): Promise<string | null> {
    if (!place) return null;
    if ('id' in place) {
      if (!(await this.store.existing(em, 'box_places', caller.seniorId, [place.id])).has(place.id))
        throw invalid('place.id', 'This place is not in the memory box.');
      return place.id;
    }
    return this.store.placeNamed(
      em,
      { seniorId: caller.seniorId, careTeamId: caller.careTeamId, addedBy: caller.actorId },
      place.name,
    );
  }
}
