import { FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  createGameRequestSchema,
  DEFAULT_ACCESSIBILITY,
  sampleStepsFrom,
  TEMPLATES,
  TEMPLATE_SLUGS,
  type Accessibility,
  type GameInstance,
  type MyCareTeam,
  type Senior,
  type TemplateSlug,
} from '@carewith/contracts';
import { ApiError, isUnauthorized } from '../../api/http';
import { useCreateGame } from '../../api/useCreateGame';
import { useUpdateGame } from '../../api/useUpdateGame';
import { Button, buttonClass } from '../../components/Button';
import { Field, inputClass } from '../../components/Field';
import { useLovedOneTexts } from '../../hooks/useLovedOneTexts';
import { toast } from '../../hooks/useToast';
import { fullName } from '../../lib/format';
import { issuesOf } from '../../lib/fieldErrors';
import { AccessibilityFields } from '../seniors/AccessibilityFields';
import { ActivityPreview } from './ActivityPreview';
import { createGameErrors, hasErrors, NO_ERRORS, type CreateGameErrors } from './createGameErrors';
import { previewOfDraft, previewOfSample } from './previewSteps';
import { GentleModeField } from './GentleModeField';
import { EMPTY_DRAFTS, fromStep, photoOf, toStep, type DraftsByTemplate, type StepDraft } from './stepDrafts';
import { StepEditor } from './StepEditor';
import { TemplateChooser } from './TemplateChooser';
import { VOICE_OTHER_TEAM } from './voiceClipTexts';
import { ONLY_DRAFT_CHANGES, PHOTO_OTHER_TEAM, SIBLING_CANNOT_CREATE, SIBLING_CANNOT_EDIT } from './texts';

const TEMPLATE_TITLES: string[] = TEMPLATE_SLUGS.map((s) => TEMPLATES[s].title);
const prefsOf = (senior: Senior | undefined): Accessibility =>
  senior ? { ...senior.prefsJSON.accessibility } : { ...DEFAULT_ACCESSIBILITY };

// New activity (spec section 2): choose a template, then name it, pick the loved one, set the
// accessibility options, write its steps and watch the preview. With `editing` (issue #15, a draft
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
  const navigate = useNavigate();
  const create = useCreateGame();
  const update = useUpdateGame(editing?.id ?? '');
  const saving = editing ? update.isPending : create.isPending;
  const form = useRef<HTMLFormElement>(null);
  const startSeniorId = editing ? (editing.seniorId ?? '') : initialSeniorId;
  const startTeam = seniors.find((s) => s.id === startSeniorId)?.careTeamId ?? ownerTeams[0]?.id ?? '';
  const [templateId, setTemplateId] = useState<TemplateSlug | null>(editing?.templateId ?? null);
  const [title, setTitle] = useState(() =>
    editing ? editing.configJSON.title.trim() || TEMPLATES[editing.templateId].title : '',
  );
  const [seniorId, setSeniorId] = useState(startSeniorId);
  const [accessibility, setAccessibility] = useState<Accessibility>(() =>
    editing?.configJSON.accessibility
      ? { ...editing.configJSON.accessibility }
      : prefsOf(seniors.find((s) => s.id === startSeniorId)),
  );
  const [drafts, setDrafts] = useState<DraftsByTemplate>(() =>
    editing
      ? {
          ...EMPTY_DRAFTS,
          [editing.templateId]: (editing.configJSON.steps ?? []).map((step) =>
            fromStep(editing.templateId, step, startTeam),
          ),
        }
      : EMPTY_DRAFTS,
  );
  const [gentle, setGentle] = useState(editing ? editing.configJSON.gentle === true : true);
  const [selected, setSelected] = useState(0);
  const [errors, setErrors] = useState<CreateGameErrors>(NO_ERRORS);
  const [focusErrors, setFocusErrors] = useState(0);

  // After a failed submit, keyboard and screen reader users land on the first problem.
  useEffect(() => {
    if (!focusErrors) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-focus]');
    first?.focus();
  }, [focusErrors]);

  const senior = seniors.find((s) => s.id === seniorId);
  // What the loved one reads (issue #16): the preview, the sample steps and the suggested name are in
  // their language; the rest of this form is the caregiver's, in English.
  const texts = useLovedOneTexts(senior?.language);
  // Every template title this form has offered as the name, in any loved one's language (the
  // templates' English titles from the start).
  const offeredTitles = useRef(new Set(TEMPLATE_TITLES));
  const templateTitle = (slug: TemplateSlug) => {
    const name = texts ? texts.t(`template.${slug}`) : TEMPLATES[slug].title;
    offeredTitles.current.add(name);
    return name;
  };
  const isOfferedTitle = (name: string) => !name.trim() || offeredTitles.current.has(name.trim());
  // The name follows the loved one's language while it is still the template's.
  useEffect(() => {
    if (!editing && templateId && texts && isOfferedTitle(title)) setTitle(templateTitle(templateId));
  }, [texts]);
  // Photos are stored in the care team the activity will belong to.
  const careTeamId = senior?.careTeamId ?? ownerTeams[0]?.id ?? '';
  const steps: StepDraft[] = templateId ? drafts[templateId] : [];

  const chooseTemplate = (slug: TemplateSlug) => {
    setTemplateId(slug);
    setSelected(0);
    setErrors((e) => ({ ...e, templateId: undefined, steps: {}, stepList: undefined }));
    // The name follows the template until the caregiver writes their own.
    if (isOfferedTitle(title)) setTitle(templateTitle(slug));
  };

  const chooseSenior = (id: string) => {
    setSeniorId(id);
    setAccessibility(prefsOf(seniors.find((s) => s.id === id)));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createGameRequestSchema.safeParse({
      title,
      templateId: templateId ?? undefined,
      ...(seniorId ? { seniorId } : {}),
      configJSON: {
        title: title.trim(),
        ...(steps.length ? { steps: steps.map(toStep) } : {}),
        accessibility,
        gentle,
      },
    });
    const next = parsed.success ? { steps: {} } : createGameErrors(issuesOf(parsed.error));
    steps.forEach((step, index) => {
      const photo = photoOf(step);
      if (photo && photo.careTeamId !== careTeamId) (next.steps[index] ??= {}).photo ??= PHOTO_OTHER_TEAM;
      if (step.voice && step.voice.careTeamId !== careTeamId) (next.steps[index] ??= {}).voice ??= VOICE_OTHER_TEAM;
    });
    if (!parsed.success || hasErrors(next)) {
      setErrors(next);
      setFocusErrors((n) => n + 1);
      return;
    }
    setErrors(NO_ERRORS);
    if (editing) {
      const { title: name, configJSON } = parsed.data;
      update.mutate(
        {
          title: name,
          configJSON: {
            title: configJSON.title,
            // Always the whole list: none left means the template's sample steps, as at creation.
            steps: configJSON.steps ?? [],
            accessibility: configJSON.accessibility,
            gentle: configJSON.gentle,
          },
        },
        {
          onSuccess: (game) => {
            toast({ title: 'Success', description: 'Your changes were saved.' });
            navigate(`/games/${game.id}`);
          },
          onError: (error) => {
            if (isUnauthorized(error)) return;
            if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length > 0) {
              setErrors(createGameErrors(error.fieldErrors));
            } else if (error instanceof ApiError && (error.status === 403 || error.status === 409)) {
              setErrors({ steps: {}, root: error.status === 403 ? SIBLING_CANNOT_EDIT : ONLY_DRAFT_CHANGES });
            } else {
              toast({
                title: 'Error',
                description: 'Failed to save changes. Please try again.',
                variant: 'destructive',
              });
              return;
            }
            setFocusErrors((n) => n + 1);
          },
        },
      );
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (game) => {
        toast({ title: 'Success', description: 'Activity created successfully' });
        navigate(`/games/${game.id}`);
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length > 0) {
          setErrors(createGameErrors(error.fieldErrors));
          setFocusErrors((n) => n + 1);
          return;
        }
        if (error instanceof ApiError && error.status === 403) {
          setErrors({ steps: {}, root: SIBLING_CANNOT_CREATE });
          setFocusErrors((n) => n + 1);
          return;
        }
        toast({ title: 'Error', description: 'Failed to create activity. Please try again.', variant: 'destructive' });
      },
    });
  };

  const previewSteps = templateId
    ? steps.length
      ? steps.map(previewOfDraft)
      : texts
        ? sampleStepsFrom(texts.t)[templateId].map((s) => previewOfSample(templateId, s))
        : []
    : [];

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="flex flex-col gap-8">
      {!editing && <TemplateChooser value={templateId} onChoose={chooseTemplate} error={errors.templateId} />}

      {templateId && (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
          <section
            aria-labelledby="customize-heading"
            className="flex min-w-0 flex-col gap-6 rounded-2xl border border-warm-100 bg-white p-3 shadow-sm sm:p-8"
          >
            <div className="flex flex-col gap-1">
              <h2 id="customize-heading" className="text-2xl font-bold">
                Customize Your Activity
              </h2>
              <p className="text-muted">
                {TEMPLATES[templateId].title}: {TEMPLATES[templateId].description}
              </p>
            </div>
            <Field label="Activity Name" error={errors.title}>
              {(p) => (
                <input
                  {...p}
                  className={inputClass}
                  placeholder="Our Family Memories"
                  maxLength={120}
                  value={title}
                  onChange={(e) => setTitle(e.target.value)}
                />
              )}
            </Field>
            {!editing && seniors.length > 0 && (
              <Field
                label="For Loved One"
                hint="Their accessibility preferences are filled in below."
                error={errors.seniorId}
              >
                {(p) => (
                  <select {...p} className={inputClass} value={seniorId} onChange={(e) => chooseSenior(e.target.value)}>
                    <option value="">No loved one yet</option>
                    {seniors.map((s) => (
                      <option key={s.id} value={s.id}>
                        {fullName(s)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
            <AccessibilityFields value={accessibility} onChange={setAccessibility} error={errors.accessibility} />
            <GentleModeField value={gentle} onChange={setGentle} />
            <StepEditor
              templateId={templateId}
              steps={steps}
              onChange={(next) => setDrafts((d) => ({ ...d, [templateId]: next }))}
              selected={selected}
              onSelect={setSelected}
              errors={errors.steps}
              listError={errors.stepList}
              careTeamId={careTeamId}
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

      {errors.root && (
        <p role="alert" tabIndex={-1} data-error-focus className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {errors.root}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={editing ? `/games/${editing.id}` : '/'} className={buttonClass('ghost')}>
          Cancel
        </Link>
        <Button type="submit" disabled={!templateId || saving}>
          {editing ? (saving ? 'Saving...' : 'Save Changes') : saving ? 'Creating...' : 'Create Activity'}
        </Button>
      </div>
    </form>
  );
}
