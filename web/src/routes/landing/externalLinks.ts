// The sister sites named in the public navigation (spec section 2: a community site and an
// emotional-support product). They open in a new tab.
export const COMMUNITY_URL = 'https://community.carewith.app';
export const RISE_URL = 'https://rise.carewith.app';
export const SUPPORT_EMAIL = 'support@carewith.app';

export const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'Pinterest', href: 'https://www.pinterest.com/' },
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;
