import { useQuery } from '@tanstack/react-query';

export type AuthProviders = {
  providers: ('oidc' | 'google')[];
  devLogin: boolean;
  oidcName: string;
};

// Which sign-in methods this server offers (public).
export function useAuthProviders() {
  return useQuery<AuthProviders>({ queryKey: ['/api/auth/providers'] });
}
