import { useMutation } from '@tanstack/react-query';
import type { EarlyAccessForm, EarlyAccessResponse } from '@carewith/contracts';
import { apiRequest } from './http';

export function useEarlyAccessSignup() {
  return useMutation({
    mutationFn: async (form: EarlyAccessForm) => {
      const res = await apiRequest('POST', '/api/early-access', form);
      return (await res.json()) as EarlyAccessResponse;
    },
  });
}
