import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from './ExternalLink';
import { COMMUNITY_URL, RISE_URL, SOCIAL_LINKS, SUPPORT_EMAIL } from './externalLinks';

// Simple brand glyphs, drawn here (no external images or icon fonts).
const SOCIAL_ICONS: Record<(typeof SOCIAL_LINKS)[number]['name'], ReactNode> = {
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
    </>
  ),
  Pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M11 8.5c2.8-.8 5 .8 4.4 3.5-.4 1.9-2 2.8-3.2 2.3M12.2 10 10 21" />
    </>
  ),
  Facebook: <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />,
  YouTube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9v6l5-3z" fill="currentColor" />
    </>
  ),
};

const footerLink = 'inline-flex min-h-11 items-center text-brand-800 underline-offset-4 hover:underline';

export function SiteFooter() {
  return (
    <footer className="border-t border-warm-100 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-brand-800">Care With</p>
          <p className="mt-2 text-muted">
            Gentle, personal memory activities for families caring for someone with dementia.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-semibold">Explore</h2>
          <ul className="mt-2">
            <li>
              <Link to="/game/templates" className={footerLink}>
                Try the demo
              </Link>
            </li>
            <li>
              <Link to="/resources" className={footerLink}>
                Caregiver resources
              </Link>
            </li>
            <li>
              <ExternalLink href={COMMUNITY_URL} className={footerLink}>
                Community
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={RISE_URL} className={footerLink}>
                R.I.S.E.
              </ExternalLink>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={footerLink}>
                {SUPPORT_EMAIL}
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold">Follow us</h2>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Social media">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.name}>
                <ExternalLink
                  href={s.href}
                  aria-label={s.name}
                  className="flex h-12 w-12 items-center justify-center rounded-full border-2 border-brand-700 text-brand-800 hover:bg-brand-50"
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="h-6 w-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                    focusable="false"
                  >
                    {SOCIAL_ICONS[s.name]}
                  </svg>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-warm-100 py-4 text-center text-muted">© Care With</p>
    </footer>
  );
}
