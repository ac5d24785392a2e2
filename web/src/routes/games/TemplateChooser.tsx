import { Trans } from '@lingui/react/macro';
import { TEMPLATE_SLUGS, type TemplateSlug } from '@carewith/contracts';
import { TemplateCard } from './TemplateCard';

// Choose a Template: the four templates in a grid (1 column on a phone, 2 on a tablet, 4 on a desktop).
export function TemplateChooser({
  value,
  onChoose,
  error,
}: {
  value: TemplateSlug | null;
  onChoose: (slug: TemplateSlug) => void;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-4" aria-describedby={error ? 'template-error' : undefined}>
      <legend className="mb-4">
        <h2 className="text-2xl font-bold">
          <Trans>Choose a Template</Trans>
        </h2>
      </legend>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TEMPLATE_SLUGS.map((slug) => (
          <li key={slug}>
            <TemplateCard slug={slug} checked={value === slug} onChoose={onChoose} />
          </li>
        ))}
      </ul>
      {error && (
        <p id="template-error" role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
