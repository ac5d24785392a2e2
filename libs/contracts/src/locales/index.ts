import type { SeniorLanguage } from '../language';
import en from './en.json';
import es from './es.json';

// The loved one's texts, one ICU MessageFormat catalog per language. English is the source:
// its keys are every message, and each other catalog must carry them all (a missing one fails the
// typecheck here, and the web build through Lingui's failOnMissing). The play page loads one compiled
// catalog lazily (web/src/play/i18n.ts); the games service formats texts with them (language/).
export type MessageKey = keyof typeof en;
export type Catalog = Record<MessageKey, string>;
export const CATALOGS: Record<SeniorLanguage, Catalog> = { en, es };
