import type { BoxPhoto, BoxPerson, BoxPlace } from '@carewith/contracts';
import { fieldOfPath, nameSuggestions, parseWhen, photoChanges, splitNames, whenText } from './photo-fields';

const own = { addedBy: '00000000-0000-4000-8000-000000000009', canEdit: true };
const emma: BoxPerson = { id: '00000000-0000-4000-8000-000000000001', name: 'Emma', relation: null, ...own };
const liam: BoxPerson = { id: '00000000-0000-4000-8000-000000000002', name: 'Liam', relation: null, ...own };
const pier: BoxPlace = { id: '00000000-0000-4000-8000-000000000003', name: 'Brighton Pier', ...own };
const box = { people: [emma, liam], places: [pier] };
const photo = (over: Partial<BoxPhoto> = {}): BoxPhoto => ({
  id: '00000000-0000-4000-8000-000000000004',
  url: '/api/photos/x',
  takenAt: null,
  year: null,
  decade: null,
  story: null,
  personIds: [],
  placeId: null,
  ...own,
  ...over,
});
const fields = (over = {}) => ({ who: '', where: '', when: '', story: '', ...over });

describe("a box photo's fields", () => {
  it('splits names at commas, each once', () => {
    expect(splitNames(' Emma,  Liam , emma,,Aunt  May ')).toEqual(['Emma', 'Liam', 'Aunt May']);
    expect(splitNames('')).toEqual([]);
  });

  it('reads a year or a decade, and nothing as clearing both', () => {
    expect(parseWhen('1975')).toEqual({ year: 1975, decade: null });
    expect(parseWhen('1970s')).toEqual({ year: null, decade: 1970 });
    expect(parseWhen("'70s")).toEqual({ year: null, decade: 1970 });
    expect(parseWhen(' ')).toEqual({ year: null, decade: null });
    expect(parseWhen('last summer')).toBeNull();
    expect(whenText({ year: null, decade: 1970 })).toBe('1970s');
  });

  it('sends only what changed, linking the names and places the box has', () => {
    expect(photoChanges(fields(), photo(), box)).toEqual({});
    expect(photoChanges(fields({ who: 'emma, Nora' }), photo({ personIds: [liam.id] }), box)).toEqual({
      people: [{ id: liam.id }, { id: emma.id }, { name: 'Nora' }],
    });
    expect(photoChanges(fields({ who: 'Liam' }), photo({ personIds: [liam.id] }), box)).toEqual({});
    expect(photoChanges(fields({ where: 'brighton pier' }), photo(), box)).toEqual({ place: { id: pier.id } });
    expect(photoChanges(fields({ where: 'The allotment' }), photo(), box)).toEqual({
      place: { name: 'The allotment' },
    });
    expect(photoChanges(fields(), photo({ placeId: pier.id }), box)).toEqual({ place: null });
    expect(photoChanges(fields({ when: '1960s', story: ' Ice cream ' }), photo(), box)).toEqual({
      year: null,
      decade: 1960,
      story: 'Ice cream',
    });
    expect(photoChanges(fields({ when: 'soon' }), photo(), box)).toEqual({});
  });

  it("puts the API's errors at the field they are about", () => {
    expect(['people.1.name', 'place', 'decade', 'story', 'other'].map(fieldOfPath)).toEqual([
      'who',
      'where',
      'when',
      'story',
      'root',
    ]);
  });

  it('suggests the names not on the photo yet, after what is already typed', () => {
    expect(nameSuggestions('', photo(), box)).toEqual(['Emma', 'Liam']);
    expect(nameSuggestions('Emma, Li', photo(), box)).toEqual(['Emma, Liam']);
    expect(nameSuggestions('', photo({ personIds: [emma.id] }), box)).toEqual(['Liam']);
  });
});
