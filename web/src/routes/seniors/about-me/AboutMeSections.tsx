import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ABOUT_ME_NOTE_SECTIONS, type AboutMe, type AboutMeSection } from '@carewith/contracts';
import { Badge } from '../../../components/Badge';
import { DisclosureButton, DisclosurePanel, useDisclosure, WIDE_SCREEN } from '../../../components/Disclosure';
import { AddLineForm, type NoteSection } from './AddLineForm';
import { EntryItem } from './EntryItem';
import { sectionTitle } from './phrases';
import type { PageControls } from './usePageControls';

const isNoteSection = (id: AboutMeSection): id is NoteSection =>
  (ABOUT_ME_NOTE_SECTIONS as readonly string[]).includes(id);

// The page's nine sections in the contract's order, each named by its heading. Without `controls` as
// a reader sees it (a shared link, a print): nothing to change, nothing switched off shown. With them,
// as the team sees it: what is switched off greyed with "Not shared", the switches for Co-Caregivers,
// Remove on the lines the member may remove, and "Add a line" in the sections the family writes. On a
// phone the team's view folds each section under its heading (open on asking), so the tab is a short
// list of the nine with how much each holds; a wide screen shows them open.
export function AboutMeSections({
  page,
  controls,
  large = false,
}: {
  page: AboutMe;
  controls?: PageControls;
  // Larger type, for a reader's screen and for paper.
  large?: boolean;
}) {
  return (
    <div
      className={
        controls
          ? // The team's view on a phone: one card listing the nine sections, each a row that opens.
            'grid items-start rounded-2xl border border-warm-100 bg-white px-3 shadow-sm lg:grid-cols-2 lg:gap-6 lg:border-0 lg:bg-transparent lg:px-0 lg:shadow-none'
          : `grid items-start gap-4 sm:gap-6 ${large ? '' : 'lg:grid-cols-2'}`
      }
    >
      {page.sections.map((section) =>
        controls ? (
          <TeamSection key={section.id} page={page} section={section} controls={controls} />
        ) : (
          <SectionCard key={section.id} page={page} section={section} large={large} />
        ),
      )}
    </div>
  );
}

type Section = AboutMe['sections'][number];

// A section as the team sees it: folded on a phone, with what it holds said beside its heading.
function TeamSection({ page, section, controls }: { page: AboutMe; section: Section; controls: PageControls }) {
  const { t } = useLingui();
  const fold = useDisclosure(WIDE_SCREEN);
  const count = section.entries.length;
  return (
    <SectionCard
      page={page}
      section={section}
      controls={controls}
      fold={fold}
      toggle={(hidden: boolean) => (
        <DisclosureButton disclosure={fold} variant="ghost" padding="px-2" className="shrink-0 lg:hidden">
          {fold.open ? (
            t`Fold`
          ) : (
            <span className="flex flex-col items-end text-sm leading-tight">
              {hidden && <span className="font-normal text-muted">{t`Not shared`}</span>}
              <span>{count === 1 ? t`1 item` : t`${count} items`}</span>
            </span>
          )}
          <span className="sr-only">: {sectionTitle(section.id)}</span>
        </DisclosureButton>
      )}
    />
  );
}

function SectionCard({
  page,
  section,
  controls,
  large = false,
  fold,
  toggle,
}: {
  page: AboutMe;
  section: Section;
  controls?: PageControls;
  large?: boolean;
  fold?: ReturnType<typeof useDisclosure>;
  // The way to open a folded section, told whether the section is shared.
  toggle?: (hidden: boolean) => ReactNode;
}) {
  const { t } = useLingui();
  const title = sectionTitle(section.id);
  const headingId = `about-me-${section.id}-heading`;
  const manage = controls && page.canManage;
  const sectionKey = `section:${section.id}`;
  const hidden = controls?.hiddenNow(sectionKey, section.hidden) ?? section.hidden;
  const content = (
    <div className="flex flex-col gap-4">
      {section.entries.length === 0 ? (
        <p className="text-muted">{t`Nothing here yet.`}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {section.entries.map((entry) => (
            <EntryItem key={entry.key} entry={entry} controls={controls} canManage={Boolean(manage)} large={large} />
          ))}
        </ul>
      )}
      {controls && isNoteSection(section.id) && <AddLineForm controls={controls} section={section.id} title={title} />}
    </div>
  );
  const switchRow = manage && (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 self-start rounded-lg pr-2 font-semibold">
      <input
        type="checkbox"
        role="switch"
        className="h-6 w-6 shrink-0 accent-brand-700"
        checked={!hidden}
        onChange={(event) => controls.setHidden(sectionKey, !event.target.checked)}
      />
      <span>
        {t`Show this section`}
        <span className="sr-only">: {title}</span>
      </span>
    </label>
  );
  const badge = hidden && <Badge>{t`Not shared`}</Badge>;
  return (
    <section
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col print:break-inside-avoid-page print:border-slate-400 print:shadow-none ${
        fold
          ? `gap-2 border-b border-warm-100 py-3 last:border-b-0 lg:gap-4 lg:rounded-2xl lg:border lg:p-6 lg:shadow-sm lg:last:border-b ${
              hidden ? 'lg:border-dashed lg:border-slate-400 lg:bg-slate-50' : 'lg:bg-white'
            }`
          : `gap-4 rounded-2xl border p-4 shadow-sm sm:p-6 ${
              hidden ? 'border-dashed border-slate-400 bg-slate-50' : 'border-warm-100 bg-white'
            }`
      }`}
    >
      <div className={`flex items-center justify-between gap-2 ${fold ? '' : 'flex-wrap'}`}>
        <h2 id={headingId} className={large ? 'text-2xl font-bold sm:text-3xl' : 'text-lg font-bold sm:text-2xl'}>
          {title}
        </h2>
        {/* Folded on a phone, the way to open it says whether it is shared instead. */}
        {badge && <span className={fold ? 'hidden lg:inline-flex' : undefined}>{badge}</span>}
        {toggle?.(hidden)}
      </div>
      {fold ? (
        <>
          <DisclosurePanel disclosure={fold} className="flex flex-col gap-3 sm:gap-4">
            {switchRow}
            {content}
          </DisclosurePanel>
        </>
      ) : (
        <>
          {switchRow}
          {content}
        </>
      )}
    </section>
  );
}
