import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@carewith/contracts';
import { getQueryFn } from './http';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

// The current user; null when signed out (401). Authenticated means the read returned data.
export function useAuth() {
  const { data, isLoading } = useQuery<AuthUser | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }),
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: Boolean(user) };
}
