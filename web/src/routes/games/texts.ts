import { msg } from '@lingui/core/macro';
import type { GameInstance } from '@carewith/contracts';
import { ApiError } from '../../api/http';
import { activityTitleIn } from '../../lib/activity-words';

// Texts and checks shared by the activity screens (Lingui messages).
export const SIBLING_CANNOT_CREATE = msg`Only Co-Caregivers can create activities.`;
// Editing a draft before it goes.
export const SIBLING_CANNOT_EDIT = msg`Only Co-Caregivers can change activities.`;
export const ONLY_DRAFT_CHANGES = msg`Only an activity that has not been sent can be changed.`;
export const PHOTO_OTHER_TEAM = msg`Please upload the photo again: it was added before you chose a loved one from another care team.`;

// A missing activity, one outside the user's teams (404) or a malformed id (400) all read as not found.
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

// An activity's title in the app's language: its own, else Untitled Activity; its template's English
// name (a new activity's default) said in the app's language.
export const activityTitle = (game: Pick<GameInstance, 'configJSON' | 'templateId'>) =>
  activityTitleIn(game.configJSON.title, game.templateId);
