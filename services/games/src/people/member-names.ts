import type { BusClient } from '@carewith/platform';

// First names of team members, by user id, for "Added by Maria" and "Set to level 2 by Nora": one
// identity request for every id given (repeats and blanks dropped). A member who left, or gave no first
// name, is not in the map.
export async function memberFirstNames(
  bus: BusClient,
  userIds: readonly (string | null | undefined)[],
): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (!ids.length) return new Map();
  const users = await bus.request('identity.users.getMany', { userIds: ids });
  return new Map(users.flatMap((u) => (u.firstName?.trim() ? [[u.id, u.firstName.trim()] as const] : [])));
}
