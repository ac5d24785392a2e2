import { useLingui } from '@lingui/react/macro';
import { ABOUT_ME_NOTE_SECTIONS, type AboutMe, type AboutMeSection } from '@carewith/contracts';
import { Badge } from '../../../components/Badge';
import { AddLineForm, type NoteSection } from './AddLineForm';
import { EntryItem } from './EntryItem';
import { sectionTitle } from './phrases';
import type { PageControls } from './usePageControls';

const isNoteSection = (id: AboutMeSection): id is NoteSection =>
  (ABOUT_ME_NOTE_SECTIONS as readonly string[]).includes(id);

// The page's nine sections in the contract's order, each named by its heading. Without `controls` as
// a reader sees it (a shared link, a print): nothing to change, nothing switched off shown. With them,
// as the team sees it: what is switched off greyed with "Not shared", the switches for Co-Caregivers,
// Remove on the lines the member may remove, and "Add a line" in the sections the family writes.
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
  const { t } = useLingui();
  return (
    <div className={`grid items-start gap-4 sm:gap-6 ${large ? '' : 'lg:grid-cols-2'}`}>
      {page.sections.map((section) => {
        const title = sectionTitle(section.id);
        const headingId = `about-me-${section.id}-heading`;
        const manage = controls && page.canManage;
        const sectionKey = `section:${section.id}`;
        const hidden = controls?.hiddenNow(sectionKey, section.hidden) ?? section.hidden;
        return (
          <section
            key={section.id}
            aria-labelledby={headingId}
            className={`flex min-w-0 flex-col gap-4 rounded-2xl border p-4 shadow-sm sm:p-6 print:break-inside-avoid-page print:border-slate-400 print:shadow-none ${
              hidden ? 'border-dashed border-slate-400 bg-slate-50' : 'border-warm-100 bg-white'
            }`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={headingId} className={large ? 'text-2xl font-bold sm:text-3xl' : 'text-xl font-bold sm:text-2xl'}>
                {title}
              </h2>
              {hidden && <Badge>{t`Not shared`}</Badge>}
            </div>
            {manage && (
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
            )}
            {section.entries.length === 0 ? (
              <p className="text-muted">{t`Nothing here yet.`}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {section.entries.map((entry) => (
                  <EntryItem
                    key={entry.key}
                    entry={entry}
                    controls={controls}
                    canManage={Boolean(manage)}
                    large={large}
                  />
                ))}
              </ul>
            )}
            {controls && isNoteSection(section.id) && (
              <AddLineForm controls={controls} section={section.id} title={title} />
            )}
          </section>
        );
      })}
    </div>
  );
}
