import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEMPLATES, type GameDetail, type GameInstance, type SendSmsResponse } from '@carewith/contracts';
import { apiRequest } from './http';
import { DASHBOARD_KEY } from './useDashboard';

export type SendActivityInput = {
  gameId: string;
  seniorId: string;
  message: string;
  // Send a fresh copy made for seniorId: the activity was made for someone else, or was already sent.
  copy: boolean;
};

export type SendActivityResult = { playUrl: string; sentGameId: string; copied: boolean };

const gamePath = (gameId: string) => ['/api/games', gameId] as const;

// A DRAFT copy of an activity for another loved one: same template, title and steps.
async function createCopy(gameId: string, seniorId: string): Promise<string> {
  const res = await apiRequest('GET', `/api/games/${gameId}`);
  const { gameInstance } = (await res.json()) as GameDetail;
  const { configJSON, templateId } = gameInstance;
  const title = configJSON.title.trim() || TEMPLATES[templateId].title;
  const created = await apiRequest('POST', '/api/games', {
    title,
    templateId,
    seniorId,
    configJSON: {
      title,
      ...(configJSON.steps ? { steps: configJSON.steps } : {}),
      ...(configJSON.accessibility ? { accessibility: configJSON.accessibility } : {}),
    },
  });
  return ((await created.json()) as GameInstance).id;
}

// The Send Activity wizard's send: POST /api/games/{id}/send-sms with the caregiver's message, after
// making a copy for the chosen loved one when needed. A copy made by a failed attempt is reused when
// the caregiver tries again, so a retry never leaves a second copy behind.
export function useSendActivity() {
  const queryClient = useQueryClient();
  const copies = useRef(new Map<string, string>());
  return useMutation({
    mutationFn: async ({ gameId, seniorId, message, copy }: SendActivityInput): Promise<SendActivityResult> => {
      let target = gameId;
      const copyKey = `${gameId}:${seniorId}`;
      if (copy) {
        target = copies.current.get(copyKey) ?? (await createCopy(gameId, seniorId));
        copies.current.set(copyKey, target);
      }
      const res = await apiRequest('POST', `/api/games/${target}/send-sms`, { message });
      const { playUrl } = (await res.json()) as SendSmsResponse;
      copies.current.delete(copyKey);
      return { playUrl, sentGameId: target, copied: copy };
    },
    // The activity (and any copy) changed status or appeared: refresh the dashboard and their pages.
    onSettled: (result, _error, input) => {
      const ids = new Set([input.gameId]);
      if (result) ids.add(result.sentGameId);
      const pendingCopy = copies.current.get(`${input.gameId}:${input.seniorId}`);
      if (pendingCopy) ids.add(pendingCopy);
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
        ...[...ids].map((id) => queryClient.invalidateQueries({ queryKey: gamePath(id) })),
      ]);
    },
  });
}
