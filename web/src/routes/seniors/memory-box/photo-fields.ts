import type { BoxPhoto, BoxPlace, MemoryBox, UpdateBoxPhotoRequest } from '@carewith/contracts';

// A box photo's card as the family types it: who (names to add, comma-separated), where
// (a place's name), when (a year, "1975", or a decade, "1970s") and a one-line story. Each field is
// saved on its own when it is left, so only what changed is sent.
export type PhotoFields = { who: string; where: string; when: string; story: string };
export type PhotoFieldName = keyof PhotoFields;

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

// "Emma, Liam , emma" -> ["Emma", "Liam"]: the names typed, each once.
export function splitNames(text: string): string[] {
  const names: string[] = [];
  for (const part of text.split(/[,;\n]/)) {
    const name = part.trim().replace(/\s+/g, ' ');
    if (name && !names.some((n) => same(n, name))) names.push(name);
  }
  return names;
}

// "1975" is a year, "1970s" (or "70s") a decade, nothing clears both; anything else: null.
export function parseWhen(text: string): { year: number | null; decade: number | null } | null {
  const value = text.trim().replace(/['’]/g, '');
  if (!value) return { year: null, decade: null };
  if (/^\d{4}$/.test(value)) return { year: Number(value), decade: null };
  const decade = /^(\d{4}|\d{2})s$/i.exec(value)?.[1];
  if (!decade) return null;
  const full = decade.length === 2 ? 1900 + Number(decade) : Number(decade);
  return { year: null, decade: full };
}

export const whenText = (photo: Pick<BoxPhoto, 'year' | 'decade'>) =>
  photo.year !== null ? String(photo.year) : photo.decade !== null ? `${photo.decade}s` : '';

export const placeName = (photo: Pick<BoxPhoto, 'placeId'>, places: BoxPlace[]) =>
  places.find((p) => p.id === photo.placeId)?.name ?? '';

// The fields as the photo has them saved (who: nothing left to add).
export const savedFields = (photo: BoxPhoto, box: Pick<MemoryBox, 'places'>): PhotoFields => ({
  who: '',
  where: placeName(photo, box.places),
  when: whenText(photo),
  story: photo.story ?? '',
});

// The PATCH the typed fields make: only what differs from the saved photo. Names already on the photo
// are not added twice; a name or place the box has is linked by its id, a new one is sent by name.
// A "when" that is neither a year nor a decade is left out (whenProblem says so).
export function photoChanges(
  fields: PhotoFields,
  photo: BoxPhoto,
  box: Pick<MemoryBox, 'people' | 'places'>,
): UpdateBoxPhotoRequest {
  const saved = savedFields(photo, box);
  const changes: UpdateBoxPhotoRequest = {};
  const onPhoto = box.people.filter((p) => photo.personIds.includes(p.id));
  const added = splitNames(fields.who).filter((name) => !onPhoto.some((p) => same(p.name, name)));
  if (added.length > 0)
    changes.people = [
      ...photo.personIds.map((id) => ({ id })),
      ...added.map((name) => {
        const known = box.people.find((p) => same(p.name, name));
        return known ? { id: known.id } : { name };
      }),
    ];
  if (fields.where.trim() !== saved.where) {
    const name = fields.where.trim();
    const known = box.places.find((p) => same(p.name, name));
    changes.place = !name ? null : known ? { id: known.id } : { name };
  }
  const when = parseWhen(fields.when);
  if (when && fields.when.trim() !== saved.when) Object.assign(changes, when);
  if (fields.story.trim() !== saved.story) changes.story = fields.story.trim();
  return changes;
}

// Which card field an error at a request path belongs to.
export function fieldOfPath(path: string): PhotoFieldName | 'root' {
  const top = path.split('.')[0];
  if (top === 'people') return 'who';
  if (top === 'place') return 'where';
  if (top === 'year' || top === 'decade') return 'when';
  if (top === 'story') return 'story';
  return 'root';
}

// Names of the box not yet on the photo, each offered after what is typed before the last comma
// ("Emma, Li" offers "Emma, Liam"), so a suggestion completes the field as it is.
export function nameSuggestions(typed: string, photo: BoxPhoto, box: Pick<MemoryBox, 'people'>): string[] {
  const at = typed.lastIndexOf(',');
  const before = at < 0 ? '' : `${typed.slice(0, at + 1).trimEnd()} `;
  const taken = [...splitNames(typed.slice(0, Math.max(at, 0)))];
  return box.people
    .filter((p) => !photo.personIds.includes(p.id) && !taken.some((n) => same(n, p.name)))
    .map((p) => `${before}${p.name}`);
}
