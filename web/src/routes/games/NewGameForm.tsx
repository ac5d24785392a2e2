import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { get } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import {
  createGameRequestSchema,
  DEFAULT_ACCESSIBILITY,
  sampleStepsFrom,
  TEMPLATES,
  TEMPLATE_SLUGS,
  type Accessibility,
  type CreateGameRequest,
  type GameInstance,
  type MyCareTeam,
  type Senior,
  type TemplateSlug,
} from '@carewith/contracts';
import { useCreateGame } from '../../api/useCreateGame';
import { useUpdateGame } from '../../api/useUpdateGame';
import { buttonClass } from '../../components/Button';
import { Field, inputClass } from '../../components/Field';
import { useApiForm } from '../../hooks/useApiForm';
import { useLovedOneTexts, type LovedOneTexts } from '../../hooks/useLovedOneTexts';
import { toast } from '../../hooks/useToast';
import { fullName } from '../../lib/format';
import { templateDescription, templateTitle } from '../../lib/templates';
import { AccessibilityFields } from '../seniors/AccessibilityFields';
import { ActivityPreview } from './ActivityPreview';
import { GAME_ERRORS, placeGameError, stepErrorName, stepErrorsIn } from './createGameErrors';
import { previewOfDraft, previewOfSample } from './previewSteps';
import { GentleModeField } from './GentleModeField';
import { fromStep, photoOf, toStep, type GameFormValues } from './stepDrafts';
import { StepEditor } from './StepEditor';
import { TemplateChooser } from './TemplateChooser';
import { VOICE_OTHER_TEAM } from './voiceClipTexts';
import { ONLY_DRAFT_CHANGES, PHOTO_OTHER_TEAM, SIBLING_CANNOT_CREATE, SIBLING_CANNOT_EDIT } from './texts';
import { FormActions } from '../../components/FormActions';

const TEMPLATE_TITLES: string[] = TEMPLATE_SLUGS.map((s) => TEMPLATES[s].title);
const prefsOf = (senior: Senior | undefined): Accessibility =>
  senior ? { ...senior.prefsJSON.accessibility } : { ...DEFAULT_ACCESSIBILITY };

// The template's name as the suggested activity name, in the loved one's language, remembered among
// the names this form has offered.
function offerTitle(offered: Set<string>, slug: TemplateSlug, texts: LovedOneTexts | undefined) {
  const name = texts ? texts.t(`template.${slug}`) : TEMPLATES[slug].title;
  offered.add(name);
  return name;
}
// A name the caregiver has not written themselves: empty, or one the form offered.
const isOfferedTitle = (offered: Set<string>, name: string) => !name.trim() || offered.has(name.trim());

type Save = {
  mutate: (
    request: CreateGameRequest,
    callbacks: { onSuccess: (game: GameInstance) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
};

// New activity (spec section 2): choose a template, then name it, pick the loved one, set the
// accessibility options, write its steps and watch the preview. With `editing` (a draft
// changed before it goes): the same form, filled with the draft; its template and loved one stay.
export function NewGameForm({
  seniors,
  ownerTeams,
  initialSeniorId,
  editing,
}: {
  seniors: Senior[];
  ownerTeams: MyCareTeam[];
  initialSeniorId: string;
  editing?: GameInstance;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreateGame();
  const update = useUpdateGame(editing?.id ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  // Photos and voice clips are stored in the care team the activity will belong to.
  const teamOf = (seniorId: string) => seniors.find((s) => s.id === seniorId)?.careTeamId ?? ownerTeams[0]?.id ?? '';
  const [defaultValues] = useState((): GameFormValues => {
    const startSeniorId = editing ? (editing.seniorId ?? '') : initialSeniorId;
    const startSenior = seniors.find((s) => s.id === startSeniorId);
    const startTeam = teamOf(startSeniorId);
    return {
      templateId: editing?.templateId ?? null,
      title: editing ? editing.configJSON.title.trim() || TEMPLATES[editing.templateId].title : '',
      seniorId: startSeniorId,
      accessibility: editing?.configJSON.accessibility ? { ...editing.configJSON.accessibility } : prefsOf(startSenior),
      gentle: editing ? editing.configJSON.gentle === true : true,
      steps: editing
        ? (editing.configJSON.steps ?? []).map((step) => fromStep(editing.templateId, step, startTeam))
        : [],
      drafts: {},
    };
  });
  const [selected, setSelected] = useState(0);
  // Every template title this form has offered as the name, in any loved one's language (the
  // templates' English titles from the start).
  const offeredTitles = useRef(new Set(TEMPLATE_TITLES));

  // A draft's changes go to its PATCH: always the whole list of steps, as none left means the
  // template's sample steps, as at creation.
  const save: Save = editing
    ? {
        mutate: ({ title, configJSON }, callbacks) =>
          update.mutate(
            {
              title,
              configJSON: {
                title: configJSON.title,
                steps: configJSON.steps ?? [],
                accessibility: configJSON.accessibility,
                gentle: configJSON.gentle,
              },
            },
            callbacks,
          ),
        isPending: update.isPending,
      }
    : create;

  const form = useApiForm({
    schema: createGameRequestSchema,
    defaultValues,
    toRequest: ({ title, templateId, seniorId, accessibility, gentle, steps }: GameFormValues) => ({
      title,
      templateId: templateId ?? undefined,
      ...(seniorId ? { seniorId } : {}),
      configJSON: {
        title: title.trim(),
        ...(steps.length ? { steps: steps.map(toStep) } : {}),
        accessibility,
        gentle,
      },
    }),
    extraErrors: ({ steps, seniorId }) =>
      steps.flatMap((step, index) => {
        const team = teamOf(seniorId);
        const photo = photoOf(step);
        return [
          ...(photo && photo.careTeamId !== team
            ? [{ field: stepErrorName(index, 'photo'), message: t(PHOTO_OTHER_TEAM) }]
            : []),
          ...(step.voice && step.voice.careTeamId !== team
            ? [{ field: stepErrorName(index, 'voice'), message: t(VOICE_OTHER_TEAM) }]
            : []),
        ];
      }),
    place: placeGameError,
    mutation: save,
    onSuccess: (game) => {
      toast({
        title: t`Success`,
        description: editing ? t`Your changes were saved.` : t`Activity created successfully`,
      });
      navigate(`/games/${game.id}`);
    },
    refusals: editing ? { 403: t(SIBLING_CANNOT_EDIT), 409: t(ONLY_DRAFT_CHANGES) } : { 403: t(SIBLING_CANNOT_CREATE) },
    failure: editing ? t`Failed to save changes. Please try again.` : t`Failed to create activity. Please try again.`,
    // After a failed submit, keyboard and screen reader users land on the first problem.
    focusErrorsIn: formRef,
  });
  const { getValues, setValue } = form;
  const { templateId, title, seniorId, accessibility, gentle, steps } = form.watch();

  const senior = seniors.find((s) => s.id === seniorId);
  // What the loved one reads: the preview, the sample steps and the suggested name are in
  // their language; the rest of this form is the caregiver's, in the member's language.
  const texts = useLovedOneTexts(senior?.language);
  // The name follows the loved one's language while it is still the template's.
  const isEditing = Boolean(editing);
  useEffect(() => {
    if (isEditing || !texts) return;
    const { templateId: slug, title: name } = getValues();
    if (slug && isOfferedTitle(offeredTitles.current, name))
      setValue('title', offerTitle(offeredTitles.current, slug, texts));
  }, [texts, isEditing, getValues, setValue]);
  const careTeamId = teamOf(seniorId);

  const chooseTemplate = (slug: TemplateSlug) => {
    const current = getValues();
    // The steps written for the template left wait for the caregiver to come back to it.
    const drafts = current.templateId ? { ...current.drafts, [current.templateId]: current.steps } : current.drafts;
    setValue('drafts', drafts);
    setValue('steps', drafts[slug] ?? []);
    setValue('templateId', slug);
    setSelected(0);
    form.clearErrorsAt([GAME_ERRORS.templateId, GAME_ERRORS.steps]);
    // The name follows the template until the caregiver writes their own.
    if (isOfferedTitle(offeredTitles.current, current.title))
      setValue('title', offerTitle(offeredTitles.current, slug, texts));
  };

  const chooseSenior = (id: string) => {
    setValue('seniorId', id);
    setValue('accessibility', prefsOf(seniors.find((s) => s.id === id)));
  };

  const previewSteps = templateId
    ? steps.length
      ? steps.map(previewOfDraft)
      : texts
        ? sampleStepsFrom(texts.t)[templateId].map((s) => previewOfSample(templateId, s))
        : []
    : [];

  return (
    <form ref={formRef} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-8">
      {!editing && (
        <TemplateChooser value={templateId} onChoose={chooseTemplate} error={form.errorOf(GAME_ERRORS.templateId)} />
      )}

      {templateId && (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
          <section
            aria-labelledby="customize-heading"
            className="flex min-w-0 flex-col gap-6 rounded-2xl border border-warm-100 bg-white p-3 shadow-sm sm:p-8"
          >
            <div className="flex flex-col gap-1">
              <h2 id="customize-heading" className="text-2xl font-bold">
                <Trans>Customize Your Activity</Trans>
              </h2>
              <p className="text-muted">
                {templateTitle(templateId)}: {templateDescription(templateId)}
              </p>
            </div>
            <Field label={t`Activity Name`} error={form.errorOf(GAME_ERRORS.title)}>
              {(p) => (
                <input
                  {...p}
                  className={inputClass}
                  placeholder={t`Our Family Memories`}
                  maxLength={120}
                  {...form.register('title')}
                />
              )}
            </Field>
            {!editing && seniors.length > 0 && (
              <Field
                label={t`For Loved One`}
                hint={t`Their accessibility preferences are filled in below.`}
                error={form.errorOf(GAME_ERRORS.seniorId)}
              >
                {(p) => (
                  <select {...p} className={inputClass} value={seniorId} onChange={(e) => chooseSenior(e.target.value)}>
                    <option value="">{t`No loved one yet`}</option>
                    {seniors.map((s) => (
                      <option key={s.id} value={s.id}>
                        {fullName(s)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
            <AccessibilityFields
              value={accessibility}
              onChange={(next) => setValue('accessibility', next)}
              error={form.errorOf(GAME_ERRORS.accessibility)}
            />
            <GentleModeField value={gentle} onChange={(on) => setValue('gentle', on)} />
            <StepEditor
              form={form}
              templateId={templateId}
              selected={selected}
              onSelect={setSelected}
              errors={stepErrorsIn(get(form.formState.errors, GAME_ERRORS.steps))}
              listError={form.errorOf(GAME_ERRORS.stepList)}
              careTeamId={careTeamId}
              texts={texts}
            />
          </section>
          <div className="min-w-0 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto lg:pb-2">
            <ActivityPreview
              title={title}
              forName={senior?.firstName}
              accessibility={accessibility}
              steps={previewSteps}
              selected={selected}
              onSelect={setSelected}
              usingSamples={steps.length === 0}
              texts={texts}
            />
          </div>
        </div>
      )}

      {form.errorOf('root') && (
        <p role="alert" tabIndex={-1} data-error-focus className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {form.errorOf('root')}
        </p>
      )}
      <FormActions
        cancel={
          <Link to={editing ? `/games/${editing.id}` : '/'} className={buttonClass('ghost')}>
            <Trans>Cancel</Trans>
          </Link>
        }
        pending={form.pending}
        disabled={!templateId}
        submit={editing ? t`Save Changes` : t`Create Activity`}
        busy={editing ? t`Saving...` : t`Creating...`}
      />
    </form>
  );
}
