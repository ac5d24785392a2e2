import { setupI18n } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, type MessageKey, type SeniorLanguage } from '@carewith/contracts';
import { loadCatalog } from '../play/catalogs';

export type LovedOneTexts = {
  language: SeniorLanguage;
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
};

// The loved one's words in the caregiver app: what they will read, in their language, for
// the activity preview, the sample steps and the text's default message. The caregiver's own screens
// stay English. The language's catalog is a chunk of its own, loaded once (Lingui, its own instance so
// nothing else changes language).
export function useLovedOneTexts(language: SeniorLanguage | undefined): LovedOneTexts | undefined {
  const code = language ?? DEFAULT_LANGUAGE;
  return useQuery({
    queryKey: ['loved-one-texts', code],
    queryFn: async (): Promise<LovedOneTexts> => {
      const i18n = setupI18n({ locale: code, messages: { [code]: await loadCatalog(code) } });
      return { language: code, t: (key, values) => i18n._(key, values) };
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 3,
    structuralSharing: false,
  }).data;
}
