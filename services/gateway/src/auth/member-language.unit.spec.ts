import type { SessionUser } from '@carewith/contracts';
import { readerLanguage } from './member-language';

const member = (language: SessionUser['language']) => ({ language }) as SessionUser;

// Decision 260: a read is said in its reader's language, as the app picks its screens' (decision 211).
describe("a read's language", () => {
  it("is the member's choice, whatever the browser says", () => {
    expect(readerLanguage(member('es'), 'en-US,en;q=0.9')).toBe('es');
    expect(readerLanguage(member('en'), 'es-ES,es;q=0.9')).toBe('en');
  });

  it("else the browser's first language when Care With has it, else none (English)", () => {
    expect(readerLanguage(member(null), 'es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(readerLanguage(undefined, 'es')).toBe('es');
    expect(readerLanguage(member(null), 'fr-FR,es;q=0.9')).toBeUndefined();
    expect(readerLanguage(member(null), '*')).toBeUndefined();
    expect(readerLanguage(undefined, undefined)).toBeUndefined();
  });
});
