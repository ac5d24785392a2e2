import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { AnyStep, TemplateSlug } from '@carewith/contracts';
import { FoldLine } from './FoldLine';
import { PrintPhoto } from './PrintPhoto';
import { printShuffle } from './printShuffle';

type Sheet = { key: string; label: string; body: ReactNode };

// Each template's paper version: photo cards with the name on the back, place cards with the family's
// note, recipe strips to cut out (shuffled) with the answer card, and the shopping list beside the
// items to circle. Their words are the member's, who prints them.
function sheetsFor(templateId: TemplateSlug, steps: AnyStep[]): Sheet[] {
  return steps.flatMap((step, index): Sheet[] => {
    const n = t`Card ${index + 1} of ${steps.length}`;
    if (templateId === 'grandkid-match' && 'question' in step) {
      const body = (
        <>
          <p className="text-slate-700">{n}</p>
          <PrintPhoto photo={step.photo} alt={t`Photo for: ${step.question}`} />
          <p className="text-center text-[24pt] font-bold">{step.question}</p>
          <FoldLine text={t`Fold here: the answer is on the back`} />
          <p className="rotate-180 text-center text-[28pt] font-bold">{step.correctAnswer}</p>
        </>
      );
      return [{ key: step.id, label: n, body }];
    }
    if (templateId === 'places-flashcards' && 'name' in step) {
      const body = (
        <>
          <p className="text-slate-700">{n}</p>
          <PrintPhoto photo={step.image} alt={step.name} />
          <h2 className="text-center text-[28pt] font-bold">{step.name}</h2>
          {step.description.trim() && <p className="text-center">{step.description}</p>}
        </>
      );
      return [{ key: step.id, label: n, body }];
    }
    if (templateId === 'recipe-sequencing' && 'recipeSteps' in step) {
      const strips = printShuffle(step.recipeSteps, step.id);
      return [
        {
          key: `${step.id}-strips`,
          label: t`${step.recipeName}: steps to cut out`,
          body: (
            <>
              <h2 className="text-[28pt] font-bold">{step.recipeName}</h2>
              {step.description.trim() && <p>{step.description}</p>}
              <p>{t`Cut along the dotted lines, then put the steps in order.`}</p>
              <ul className="flex flex-col">
                {strips.map((text, i) => (
                  <li
                    key={i}
                    className="break-inside-avoid border-4 border-dashed border-slate-500 px-6 py-5 text-[22pt]"
                  >
                    {text}
                  </li>
                ))}
              </ul>
            </>
          ),
        },
        {
          key: `${step.id}-answer`,
          label: t`${step.recipeName}: answer card`,
          body: (
            <>
              <h2 className="text-[28pt] font-bold">{t`Answer card: ${step.recipeName}`}</h2>
              <ol className="flex list-decimal flex-col gap-3 pl-10">
                {step.correctOrder.map((i) => (
                  <li key={i}>{step.recipeSteps[i]}</li>
                ))}
              </ol>
            </>
          ),
        },
      ];
    }
    if (templateId === 'shopping-bingo' && 'targetItems' in step) {
      const body = (
        <>
          <h2 className="text-[28pt] font-bold">{step.title}</h2>
          {step.instructions.trim() && <p>{step.instructions}</p>}
          <p>{t`Circle every item on the shopping list.`}</p>
          <div className="grid gap-6 sm:grid-cols-[1fr_2fr] print:grid-cols-[1fr_2fr]">
            <div className="rounded-lg border-4 border-slate-700 p-4">
              <h3 className="font-bold">{t`Shopping list`}</h3>
              <ul className="mt-2 flex list-disc flex-col gap-2 pl-6">
                {step.targetItems.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <ul className="grid grid-cols-2 gap-4">
              {step.availableItems.map((item) => (
                <li
                  key={item}
                  className="flex min-h-[3cm] items-center justify-center break-inside-avoid rounded-lg break-words border-4 border-slate-500 p-3 text-center font-semibold"
                >
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </>
      );
      return [{ key: step.id, label: step.title, body }];
    }
    return [];
  });
}

// One task per sheet of paper: a page break after every sheet but the last.
export function PrintPages({ templateId, steps }: { templateId: TemplateSlug; steps: AnyStep[] }) {
  // Renders again when the member's language changes.
  useLingui();
  const sheets = sheetsFor(templateId, steps);
  return sheets.map((sheet, i) => (
    <section
      key={sheet.key}
      aria-label={sheet.label}
      className={`flex flex-col gap-4 py-6 ${i < sheets.length - 1 ? 'break-after-page' : ''}`}
    >
      {sheet.body}
    </section>
  ));
}
