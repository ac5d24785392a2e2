import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BOX_PHOTO_FIELD,
  type BoxPhotosAdded,
  type BoxRecipeRequest,
  type BoxShoppingListRequest,
  type BoxSongRequest,
  type BoxTopicRequest,
  type GameInstance,
  type MemoryBox,
  type UpdateBoxPersonRequest,
  type UpdateBoxPhotoRequest,
  type UpdateBoxPlaceRequest,
} from '@carewith/contracts';
import { apiRequest, postForm } from './http';
import { useApiMutation } from './useApiMutation';
import { DASHBOARD_KEY } from './useDashboard';

export const memoryBoxKey = (seniorId: string) => ['/api/seniors', seniorId, 'memory-box'] as const;
const boxUrl = (seniorId: string, path = '') => `/api/seniors/${seniorId}/memory-box${path}`;

// GET /api/seniors/{id}/memory-box (any team member): the whole box, each row with canEdit.
export function useMemoryBox(seniorId: string, enabled = true) {
  return useQuery<MemoryBox>({ queryKey: memoryBoxKey(seniorId), enabled });
}

// Every change to the box reads the box again once it is made (a photo's new names are people of
// the box now).
const refresh = (seniorId: string) => () => [memoryBoxKey(seniorId)];

// POST .../memory-box/photos: the files of one multiple choice, all in one request.
export function useAddBoxPhotos(seniorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const body = new FormData();
      for (const file of files) body.append(BOX_PHOTO_FIELD, file);
      return postForm<BoxPhotosAdded>(boxUrl(seniorId, '/photos'), body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoryBoxKey(seniorId) }),
  });
}

// PATCH of one row of the box (photos/<id>, people/<id>, places/<id>): only the fields sent change.
const usePatchBox = <T>(seniorId: string, path: string) =>
  useApiMutation(
    (changes: T) => ({ method: 'PATCH', url: boxUrl(seniorId, `/${path}`), body: changes }),
    refresh(seniorId),
  );

export const useUpdateBoxPhoto = (seniorId: string, photoId: string) =>
  usePatchBox<UpdateBoxPhotoRequest>(seniorId, `photos/${photoId}`);
export const useUpdateBoxPerson = (seniorId: string, personId: string) =>
  usePatchBox<UpdateBoxPersonRequest>(seniorId, `people/${personId}`);
export const useUpdateBoxPlace = (seniorId: string, placeId: string) =>
  usePatchBox<UpdateBoxPlaceRequest>(seniorId, `places/${placeId}`);

// DELETE of one row of the box: photos/<id>, people/<id>, places/<id>, recipes/<id>, songs/<id>.
export const useRemoveFromBox = (seniorId: string) =>
  useApiMutation((path: string) => ({ method: 'DELETE', url: boxUrl(seniorId, `/${path}`) }), refresh(seniorId));

// POST .../recipes (no id) or PATCH .../recipes/<id>.
export const useSaveBoxRecipe = (seniorId: string, recipeId: string | null) =>
  useApiMutation(
    (recipe: BoxRecipeRequest) =>
      recipeId
        ? { method: 'PATCH', url: boxUrl(seniorId, `/recipes/${recipeId}`), body: recipe }
        : { method: 'POST', url: boxUrl(seniorId, '/recipes'), body: recipe },
    refresh(seniorId),
  );

export const useSaveBoxShoppingList = (seniorId: string) =>
  useApiMutation(
    (list: BoxShoppingListRequest) => ({ method: 'PUT', url: boxUrl(seniorId, '/shopping-list'), body: list }),
    refresh(seniorId),
  );

// Something to talk about (POST .../memory-box/topics), from the box or from a weekly letter.
export const useAddBoxTopic = (seniorId: string) =>
  useApiMutation(
    (topic: BoxTopicRequest) => ({ method: 'POST', url: boxUrl(seniorId, '/topics'), body: topic }),
    refresh(seniorId),
  );

export const useAddBoxSong = (seniorId: string) =>
  useApiMutation(
    (song: BoxSongRequest) => ({ method: 'POST', url: boxUrl(seniorId, '/songs'), body: song }),
    refresh(seniorId),
  );

// POST .../memory-box/activities: the next activity the box gives, saved as a draft; the dashboard's
// recent activities are out of date (the send wizard reads them again before it starts).
export function useMakeBoxActivity(seniorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest('POST', boxUrl(seniorId, '/activities'), {})).json()) as GameInstance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  });
}
