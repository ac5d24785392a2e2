import { ApiError } from '../../api/http';

// Texts and checks shared by the loved-one screens.
export const SIBLING_CANNOT_ADD = 'Only Co-Caregivers can add a loved one.';
export const PHONE_HINT = 'Include the country code, e.g. +1 555 123 4567. Activities are sent to this number.';

// A missing loved one, one outside the user's teams (404) or a malformed id (400) all read as not found.
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
