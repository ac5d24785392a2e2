import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  createScheduleRequestSchema,
  WEEKDAYS,
  type SendSchedule,
  type SeniorSchedule,
  type SeniorView,
} from '@carewith/contracts';
import { isUnauthorized } from '../../api/http';
import { useCreateSchedule, useDeleteSchedule } from '../../api/useSeniorSchedule';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { DisclosureButton, DisclosurePanel, useDisclosure } from '../../components/Disclosure';
import { Icon } from '../../components/Icon';
import { FormAlert, inputClass } from '../../components/Field';
import { useApiForm } from '../../hooks/useApiForm';
import { toast } from '../../hooks/useToast';
import {
  ADD_HEADING,
  DATE_LABEL,
  DAYS_LABEL,
  EVERY_WEEK,
  HOW_OFTEN,
  LOADING_SCHEDULE,
  NO_SCHEDULES,
  ONCE,
  ONLY_CO_CAREGIVERS,
  REMOVE,
  REMOVE_FAILED,
  SAVE,
  SAVE_FAILED,
  SAVING,
  SCHEDULE_HEADING,
  SCHEDULE_LOAD_FAILED,
  SCHEDULE_REMOVED,
  SCHEDULE_SAVED,
  scheduleIntro,
  scheduleWords,
  TIME_LABEL,
  timesInZoneText,
  weekdayName,
  windowHint,
} from './schedule-texts';
import { LoadFailed } from '../../components/LoadState';
import { SubmitButton } from '../../components/FormActions';

const FIELDS = ['repeat', 'days', 'date', 'time', 'root'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;
type ScheduleValues = { repeat: 'weekly' | 'once'; days: number[]; date: string; time: string };

// "Texts on a schedule": the loved one's weekly and one-off times in words, in their own
// time zone; Co-Caregivers add and remove them, everyone else sees the list. The form to add one opens
// from its "Add a time" button (open, it was most of a phone screen).
export function ScheduleCard({
  senior,
  schedule,
  loading,
  failed,
}: {
  senior: SeniorView;
  schedule: SeniorSchedule | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { t } = useLingui();
  const canChange = senior.myRole === 'OWNER';
  const [status, setStatus] = useState('');
  const remove = useDeleteSchedule(senior.id);
  const timeZone = schedule?.timeZone ?? senior.timeZone;

  const onRemove = (s: SendSchedule) => {
    setStatus('');
    remove.mutate(s.id, {
      onSuccess: () => setStatus(t(SCHEDULE_REMOVED)),
      onError: (error) => {
        if (isUnauthorized(error)) return;
        toast({ title: t`Error`, description: t(REMOVE_FAILED), variant: 'destructive' });
      },
    });
  };

  return (
    <Card headingId="schedule-heading" title={t(SCHEDULE_HEADING)}>
      <p>
        <span>{scheduleIntro(senior.firstName)}</span>{' '}
        {schedule && <span className="text-muted">{timesInZoneText(timeZone)}</span>}
      </p>
      {loading && <p>{t(LOADING_SCHEDULE)}</p>}
      {failed && <LoadFailed>{t(SCHEDULE_LOAD_FAILED)}</LoadFailed>}
      {schedule && (
        <>
          {schedule.schedules.length === 0 ? (
            <p className="rounded-lg bg-warm-50 p-4">{t(NO_SCHEDULES)}</p>
          ) : (
            <ul
              aria-label={t(SCHEDULE_HEADING)}
              className="flex flex-col divide-y divide-warm-100 border-y border-warm-100"
            >
              {schedule.schedules.map((s) => (
                <li key={s.id} className="flex items-center justify-between gap-3 py-3">
                  <span id={`schedule-${s.id}`} className="font-semibold sm:text-lg">
                    {scheduleWords(s)}
                  </span>
                  {canChange && (
                    <Button
                      variant="secondary"
                      className="shrink-0"
                      padding="px-3"
                      disabled={remove.isPending}
                      aria-describedby={`schedule-${s.id}`}
                      onClick={() => onRemove(s)}
                    >
                      {t(REMOVE)}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <p role="status" className={status ? 'rounded-lg bg-green-50 p-3 font-medium text-green-900' : 'sr-only'}>
        {status}
      </p>
      {canChange && schedule && (
        <AddScheduleForm
          seniorId={senior.id}
          quietHours={schedule.quietHours}
          timeZone={timeZone}
          onSaved={() => setStatus(t(SCHEDULE_SAVED))}
          onEdit={() => setStatus('')}
        />
      )}
    </Card>
  );
}

function AddScheduleForm({
  seniorId,
  quietHours,
  timeZone,
  onSaved,
  onEdit,
}: {
  seniorId: string;
  quietHours: { from: string; to: string };
  timeZone: string;
  onSaved: () => void;
  onEdit: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const disclosure = useDisclosure();
  const form = useApiForm({
    schema: createScheduleRequestSchema,
    defaultValues: { repeat: 'weekly', days: [], date: '', time: '10:00' } as ScheduleValues,
    toRequest: ({ repeat, days, date, time }: ScheduleValues) =>
      repeat === 'weekly'
        ? { repeat, days, time: time || undefined }
        : { repeat, date: date || undefined, time: time || undefined },
    fields: FIELDS,
    mutation: useCreateSchedule(seniorId),
    onSuccess: () => {
      form.setValue('days', []);
      form.setValue('date', '');
      onSaved();
    },
    refusals: {
      400: (error) => error.serverMessage ?? t(SAVE_FAILED),
      403: (error) => error.serverMessage ?? t(ONLY_CO_CAREGIVERS),
    },
    failure: t(SAVE_FAILED),
  });
  const { repeat, days, date, time } = form.watch();
  const errors: Errors = form.errorsOf(FIELDS);
  const edited =
    <K extends keyof ScheduleValues>(key: K) =>
    (value: ScheduleValues[K]) => {
      form.setValue(key as never, value as never);
      onEdit();
    };

  // A field's error, named by the field's aria-describedby.
  const fieldError = (field: 'days' | 'date' | 'time') =>
    errors[field] && (
      <p id={`${id}-${field}-error`} role="alert" className="text-sm font-medium text-red-800">
        {errors[field]}
      </p>
    );
  const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
  const choiceClass =
    'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-slate-300 px-4 py-2 font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50';
  const boxClass = 'h-6 w-6 shrink-0 accent-brand-700';

  return (
    <div className="flex flex-col gap-4">
      <h3 id={`${id}-heading`} className="text-xl font-bold">
        <DisclosureButton disclosure={disclosure} className="w-full text-base sm:w-auto">
          <Icon name="plus" className="h-5 w-5" aria-hidden="true" />
          {t(ADD_HEADING)}
        </DisclosureButton>
      </h3>
      <DisclosurePanel disclosure={disclosure}>
        <form onSubmit={form.onSubmit} noValidate aria-labelledby={`${id}-heading`} className="flex flex-col gap-5">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold">{t(HOW_OFTEN)}</legend>
            <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
              {(
                [
                  ['weekly', t(EVERY_WEEK)],
                  ['once', t(ONCE)],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className={choiceClass}>
                  <input
                    type="radio"
                    name={`${id}-repeat`}
                    className={boxClass}
                    checked={repeat === value}
                    onChange={() => {
                      edited('repeat')(value);
                      form.clearErrors();
                    }}
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          {repeat === 'weekly' ? (
            <fieldset className="flex flex-col gap-2" aria-describedby={describedBy(errors.days && `${id}-days-error`)}>
              <legend className="mb-2 font-semibold">{t(DAYS_LABEL)}</legend>
              <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
                {WEEKDAYS.map((d) => (
                  <label key={d} className={choiceClass}>
                    <input
                      type="checkbox"
                      className={boxClass}
                      checked={days.includes(d)}
                      onChange={(e) =>
                        edited('days')(
                          e.target.checked ? [...days, d].sort((a, b) => a - b) : days.filter((x) => x !== d),
                        )
                      }
                    />
                    {weekdayName(d)}
                  </label>
                ))}
              </div>
              {fieldError('days')}
            </fieldset>
          ) : (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-date`} className="font-semibold">
                {t(DATE_LABEL)}
              </label>
              <input
                id={`${id}-date`}
                type="date"
                className={`${inputClass} sm:w-64`}
                value={date}
                aria-invalid={Boolean(errors.date)}
                aria-describedby={describedBy(errors.date && `${id}-date-error`)}
                onChange={(e) => edited('date')(e.target.value)}
              />
              {fieldError('date')}
            </div>
          )}
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-time`} className="font-semibold">
              {t(TIME_LABEL)}
            </label>
            <p id={`${id}-time-hint`} className="text-sm text-muted">
              {windowHint(quietHours.to, quietHours.from, timeZone)}
            </p>
            <input
              id={`${id}-time`}
              type="time"
              className={`${inputClass} sm:w-64`}
              value={time}
              aria-invalid={Boolean(errors.time)}
              aria-describedby={describedBy(`${id}-time-hint`, errors.time && `${id}-time-error`)}
              onChange={(e) => edited('time')(e.target.value)}
            />
            {fieldError('time')}
          </div>
          <FormAlert>{errors.root ?? errors.repeat}</FormAlert>
          <div>
            <SubmitButton pending={form.pending} submit={t(SAVE)} busy={t(SAVING)} />
          </div>
        </form>
      </DisclosurePanel>
    </div>
  );
}
