import { msg } from '@lingui/core/macro';

// The loved one's profile by what the family came to do: the spec's three tabs first (Overview at
// /seniors/:id, the spec's route), then the plan of texts, everyday goals (one real thing practised
// until it sticks), things to talk about, the family's memory box, the handover page made
// from it ("Who I am": About me) and their details.
// Each tab has its own address, so Back, a reload and a shared link land on it. Its label is a message,
// shown in the member's language.
export const PROFILE_TABS = [
  { id: 'overview', label: msg`Overview` },
  { id: 'activities', label: msg`Recent Activities` },
  { id: 'insights', label: msg`AI Insights` },
  { id: 'plan', label: msg`Plan` },
  { id: 'goals', label: msg`Goals` },
  { id: 'talk', label: msg`Talk` },
  { id: 'memory-box', label: msg`Memory Box` },
  { id: 'about-me', label: msg`About me` },
  { id: 'details', label: msg`Details` },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['id'];

export const profileTabPath = (seniorId: string, tab: ProfileTab) =>
  tab === 'overview' ? `/seniors/${seniorId}` : `/seniors/${seniorId}/${tab}`;

// The tab an address's last segment names (none: Overview); null for a segment no tab has, and for
// "overview" itself, whose address is the profile's own.
export function profileTabOf(segment: string | undefined): ProfileTab | null {
  if (segment === undefined) return 'overview';
  const tab = PROFILE_TABS.find((t) => t.id === segment && t.id !== 'overview');
  return tab ? tab.id : null;
}
