import { zodResolver } from '@hookform/resolvers/zod';
import { createSeniorRequestSchema, checkInRequestSchema } from '@carewith/contracts';
import { ApiError } from '../api/http';
import { failureOutcome, firstPerPlace, flattenErrors, placeIn } from './formErrors';

const apiError = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body));
const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as never;

describe('form errors: the one ladder after a request fails', () => {
  it('given a lost session (401), then it is left to the app-wide sign-in handler', () => {
    expect(failureOutcome(apiError(401, { message: 'Not signed in' }), {})).toEqual({ kind: 'signed-out' });
  });

  it("given a 400 naming fields, then the API's field errors, at their paths", () => {
    const errors = [{ field: 'firstName', message: 'First name is required' }];
    expect(failureOutcome(apiError(400, { message: 'firstName: x', errors }), {})).toEqual({ kind: 'fields', errors });
  });

  it('given a 409 naming fields, then fields only where the form lists 409 as a field status', () => {
    const body = { message: 'Already on the team', errors: [{ field: 'email', message: 'Already on the team' }] };
    expect(failureOutcome(apiError(409, body), {}).kind).toBe('failed');
    expect(failureOutcome(apiError(409, body), { fieldStatuses: [400, 409] }).kind).toBe('fields');
  });

  it("given a refusal the form words itself (403), then the form's words, or the server's when it asks", () => {
    expect(failureOutcome(apiError(403, { message: 'no' }), { refusals: { 403: 'Only a Co-Caregiver' } })).toEqual({
      kind: 'refused',
      message: 'Only a Co-Caregiver',
    });
    expect(
      failureOutcome(apiError(403, { message: 'From the server' }), { refusals: { 403: (e) => e.serverMessage } }),
    ).toEqual({ kind: 'refused', message: 'From the server' });
    expect(failureOutcome(apiError(404, {}), { refusals: { 404: () => null } })).toEqual({ kind: 'handled' });
  });

  it('given any other failure (a 500, a network error, an unworded status), then the form shows its failure', () => {
    expect(failureOutcome(apiError(500, { message: 'boom' }), { refusals: { 403: 'x' } })).toEqual({ kind: 'failed' });
    expect(failureOutcome(new TypeError('Failed to fetch'), {})).toEqual({ kind: 'failed' });
    expect(failureOutcome(apiError(400, { message: 'no fields' }), {})).toEqual({ kind: 'failed' });
  });
});

describe('form errors: the shared contract, through the zod resolver, onto the form fields', () => {
  it("given an empty check-in, then the contract's own message sits at the mood", async () => {
    const checked = await zodResolver(checkInRequestSchema)({ freeText: '' } as never, undefined, resolverOptions);
    const placed = firstPerPlace(flattenErrors(checked.errors).map(placeIn(['mood', 'freeText'])));
    const expected = checkInRequestSchema.safeParse({ freeText: '' }).error?.issues[0]?.message;
    expect(expected).toBeTruthy();
    expect(placed).toEqual([{ name: 'mood', message: expected }]);
  });

  it('given nested paths, then each goes to the listed field it is inside of, else to the alert', async () => {
    const request = {
      firstName: '',
      lastName: 'Lee',
      phone: '',
      prefsJSON: { accessibility: { fontSize: 'enormous' } },
      timeZone: 'Europe/London',
      quietHours: { from: '15:00', to: '09:00' },
      language: 'en',
    };
    const checked = await zodResolver(createSeniorRequestSchema)(request as never, undefined, resolverOptions);
    const paths = flattenErrors(checked.errors).map((e) => e.field);
    expect(paths).toEqual(expect.arrayContaining(['firstName', expect.stringMatching(/^prefsJSON\.accessibility/)]));
    const placed = firstPerPlace(flattenErrors(checked.errors).map(placeIn(['firstName', 'prefsJSON'])));
    expect(placed.map((p) => p.name).sort()).toEqual(['firstName', 'prefsJSON']);
    expect(placeIn(['firstName'])({ field: 'body', message: 'Invalid request' })).toEqual({
      name: 'root',
      message: 'Invalid request',
    });
  });

  it('given two errors at one place, then the first one shows', () => {
    expect(
      firstPerPlace([
        { name: 'prefsJSON', message: 'first' },
        { name: 'prefsJSON', message: 'second' },
      ]),
    ).toEqual([{ name: 'prefsJSON', message: 'first' }]);
  });
});
