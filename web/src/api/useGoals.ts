import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  goalRatingsDueSchema,
  goalSchema,
  seniorGoalsSchema,
  type CreateGoal,
  type Goal,
  type GoalRatingsDue,
  type SeniorGoals,
} from '@carewith/contracts';
import { apiRequest } from './http';

// Everyday goals (docs/care-science.md): one real thing a loved one practises until it sticks. Every
// answer is read through its contract's schema, so a goal the server shapes differently fails here,
// loudly, instead of showing half of it.
export const goalsKey = (seniorId: string) => ['/api/seniors', seniorId, 'goals'] as const;
export const GOAL_RATINGS_DUE_KEY = ['/api/goals/ratings-due'] as const;
const goalsUrl = (seniorId: string, path = '') => `/api/seniors/${seniorId}/goals${path}`;

async function call<S extends z.ZodType>(schema: S, method: string, url: string, body?: unknown) {
  const res = await apiRequest(method, url, body);
  return schema.parse(await res.json()) as z.output<S>;
}

// GET /api/seniors/{id}/goals (any member): the goals and whether the member may manage them.
export function useGoals(seniorId: string, enabled = true) {
  return useQuery<SeniorGoals>({
    queryKey: goalsKey(seniorId),
    queryFn: () => call(seniorGoalsSchema, 'GET', goalsUrl(seniorId)),
    enabled,
  });
}

// GET /api/goals/ratings-due: the goals whose two-weekly rating is due, of the loved ones the member
// rates for (Co-Caregivers; empty for anyone else), oldest due first.
export function useGoalRatingsDue() {
  return useQuery<GoalRatingsDue>({
    queryKey: GOAL_RATINGS_DUE_KEY,
    queryFn: () => call(goalRatingsDueSchema, 'GET', GOAL_RATINGS_DUE_KEY[0]),
  });
}

// A goal as the server now has it, in the list (a new one last, as the list reads); the dashboard's
// reminder is read again, as a new, rated or stopped goal changes what is due.
function putGoal(queryClient: QueryClient, seniorId: string, goal: Goal) {
  queryClient.setQueryData<SeniorGoals>(goalsKey(seniorId), (list) =>
    list
      ? {
          ...list,
          goals: list.goals.some((g) => g.id === goal.id)
            ? list.goals.map((g) => (g.id === goal.id ? goal : g))
            : [...list.goals, goal],
        }
      : list,
  );
  void queryClient.invalidateQueries({ queryKey: GOAL_RATINGS_DUE_KEY });
}

function useGoalChange<V>(
  seniorId: string,
  request: (variables: V) => { method: string; path: string; body?: unknown },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V): Promise<Goal> => {
      const { method, path, body } = request(variables);
      return call(goalSchema, method, goalsUrl(seniorId, path), body);
    },
    onSuccess: (goal) => putGoal(queryClient, seniorId, goal),
  });
}

// POST /api/seniors/{id}/goals (201, Co-Caregivers).
export const useCreateGoal = (seniorId: string) =>
  useGoalChange(seniorId, (goal: CreateGoal) => ({ method: 'POST', path: '', body: goal }));

// POST .../goals/{goalId}/ratings {rating} (201, Co-Caregivers): "How well does Rosa manage this now?"
export const useRateGoal = (seniorId: string, goalId: string) =>
  useGoalChange(seniorId, (body: { rating: number }) => ({ method: 'POST', path: `/${goalId}/ratings`, body }));

// PUT .../goals/{goalId}/voice {voice: "voice:<id>"} (any member: a Family Helper may record one too).
export const useGoalVoice = (seniorId: string, goalId: string) =>
  useGoalChange(seniorId, (voice: string) => ({ method: 'PUT', path: `/${goalId}/voice`, body: { voice } }));

// POST .../goals/{goalId}/stop (Co-Caregivers): no more practice; the goal stays in the list.
export const useStopGoal = (seniorId: string, goalId: string) =>
  useGoalChange(seniorId, () => ({ method: 'POST', path: `/${goalId}/stop` }));
