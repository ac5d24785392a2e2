import { Trans } from '@lingui/react/macro';
import { TEMPLATES, type TemplateSlug } from '@carewith/contracts';
import { categoryLabel, templateDescription, templateTitle } from '../../lib/templates';
import { Badge } from '../../components/Badge';
import { GameIcon } from './GameIcon';

// One template as a large radio card: icon, title, description and category.
export function TemplateCard({
  slug,
  checked,
  onChoose,
}: {
  slug: TemplateSlug;
  checked: boolean;
  onChoose: (slug: TemplateSlug) => void;
}) {
  const template = TEMPLATES[slug];
  const id = `template-${slug}`;
  return (
    <label
      htmlFor={id}
      className="relative flex h-full cursor-pointer flex-col gap-3 rounded-2xl border-2 border-warm-100 bg-white p-5 shadow-sm hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
    >
      <input
        id={id}
        type="radio"
        name="templateId"
        value={slug}
        checked={checked}
        onChange={() => onChoose(slug)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description ${id}-category`}
        className="absolute right-4 top-4 h-6 w-6 accent-brand-700 focus-visible:outline-none"
      />
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white">
        <GameIcon name={slug} className="h-7 w-7" />
      </span>
      <span id={`${id}-title`} className="pr-8 text-xl font-bold text-ink">
        {templateTitle(slug)}
      </span>
      <span id={`${id}-description`} className="flex-1 text-muted">
        {templateDescription(slug)}
      </span>
      <span id={`${id}-category`}>
        <span className="sr-only">
          <Trans>Category:</Trans>{' '}
        </span>
        <Badge tone={checked ? 'brand' : 'neutral'}>{categoryLabel(template.category)}</Badge>
      </span>
    </label>
  );
}
